import { useEffect, useState } from 'react';
import { useFirstViewData } from '@storefront/ui';
import type { SanitizeOptions } from './sanitize';
import { onInternalLinkClick } from './navigation';

type Sanitize = (html: string, options: SanitizeOptions) => string;

let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * The sanitiser (DOMPurify), loaded before an application of mf-content renders in the browser (its lifecycles'
 * beforeMount), so that its rich text shows with its first render instead of pushing the page down later: a homepage
 * the server rendered hydrates with the clean HTML of its first view and needs none. A failed load is tried again by
 * the next text.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import(/* webpackChunkName: "sanitizer" */ './sanitize').then(
    ({ sanitizeHtml }) => (loaded = sanitizeHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A short, stable name of a text (FNV-1a, two 32-bit rounds): the key of its clean HTML in a first view. */
function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}:${text.length}`;
}

/** The key of a rich text's clean HTML in a first view's answers. */
export function richTextKey(html: string, links: boolean): string {
  return `rich-text:${links ? 'links' : 'text'}:${fingerprint(html)}`;
}

/**
 * CMS rich text, sanitised: '' for none, null while the sanitiser loads. On the server it is cleaned as one of the
 * first view's reads (its clean HTML travels in the view), so the browser hydrates it as rendered without DOMPurify.
 */
export function useSanitizedHtml(html: string | null | undefined, links: boolean): string | null {
  const key = html ? richTextKey(html, links) : null;
  const served = useFirstViewData<string>(key, () => loadSanitizer().then((sanitize) => sanitize(html!, { links })));
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  const needed = !!html && served === undefined && typeof window !== 'undefined';
  useEffect(() => {
    if (!needed || sanitize) return;
    let current = true;
    loadSanitizer().then(
      (ready) => current && setSanitize(() => ready),
      (error: unknown) => console.error('[mf-content] sanitiser', error),
    );
    return () => {
      current = false;
    };
  }, [needed, sanitize]);
  if (!html) return '';
  if (served !== undefined) return served;
  // the server shows rich text only from its reads, so that the browser hydrates the same markup
  return sanitize && typeof window !== 'undefined' ? sanitize(html, { links }) : null;
}

export interface RichTextProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'span';
  /** false when the text sits inside a link: its own anchors are unwrapped (no link inside a link) */
  links?: boolean;
}

/** CMS rich text, sanitised; internal links navigate inside the single-page app. */
export function RichText({ html, className, as = 'div', links = true }: RichTextProps) {
  const clean = useSanitizedHtml(html, links);
  if (!clean) return null;
  const Tag = as;
  return <Tag className={className} onClick={links ? onInternalLinkClick : undefined} dangerouslySetInnerHTML={{ __html: clean }} />;
}
