/**
 * Header / footer flags of CMS pages (site-wide §2): the shell's chrome is hidden through attributes on
 * <html> read by this remote's stylesheet; they are removed when the page unmounts.
 */
import type { FooterFlags } from '../api/types';

const ATTRS = ['sfHeader', 'sfFooter', 'sfFooterLegal', 'sfFooterNewsletter', 'sfFooterContact'] as const;

export function applyChromeFlags(header: { show: boolean } | null, footer: FooterFlags | null): () => void {
  const d = document.documentElement.dataset;
  if (header && !header.show) d.sfHeader = 'off';
  if (footer) {
    if (!footer.show) d.sfFooter = 'off';
    if (!footer.legal) d.sfFooterLegal = 'off';
    if (!footer.newsletter) d.sfFooterNewsletter = 'off';
    if (!footer.contact) d.sfFooterContact = 'off';
  }
  return clearChromeFlags;
}

export function clearChromeFlags(): void {
  const d = document.documentElement.dataset;
  for (const a of ATTRS) delete d[a];
}
