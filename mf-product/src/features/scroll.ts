/**
 * Bringing a section into view below the page's sticky navigation, then moving the focus to it (one place for the
 * in-page anchors, the sticky Book bar and the hotel page's anchor=products).
 */
import { BREAKPOINTS } from '@storefront/ui';

/** Room kept above a section for the sticky tabs / navigation: smaller on phones. */
export function scrollOffset(mobile: boolean): number {
  return mobile ? 70 : 100;
}

/**
 * The attribute that lays out every section of the page (styles.css): sections are laid out only as they come near
 * the viewport (content-visibility: auto) and have an estimated height until then, so a section's place is only
 * known once those before it are laid out. Set on the remote's root at the first in-page scroll, and kept: their
 * real heights then stay put.
 */
export const SECTIONS_LAID_OUT_ATTRIBUTE = 'data-sections-laid-out';

/**
 * Scrolls so that `target` starts just below the sticky navigation. A sticky target (the desktop booking panel)
 * is measured by its container: its own box moves while the page scrolls, so a smooth scroll aimed at it stops
 * short. Smooth unless the visitor prefers reduced motion.
 */
export function scrollToSection(target: HTMLElement, { focus = false, smooth = true }: { focus?: HTMLElement | boolean; smooth?: boolean } = {}) {
  (target.closest('.sf-product') ?? document.documentElement).setAttribute(SECTIONS_LAID_OUT_ATTRIBUTE, '');
  const sticky = getComputedStyle(target).position === 'sticky' && target.parentElement;
  const anchor = sticky || target;
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = anchor.getBoundingClientRect().top + window.scrollY - scrollOffset(window.innerWidth < BREAKPOINTS.mobile);
  window.scrollTo({ top: Math.max(0, top), behavior: smooth && !reduced ? 'smooth' : 'auto' });
  if (focus) {
    const el = focus === true ? target : focus;
    if (!el.hasAttribute('tabindex') && !el.matches('a[href],button,input,select,textarea')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  }
}
