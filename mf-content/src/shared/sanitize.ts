/** Rich text from the CMS is sanitised with DOMPurify before it reaches the DOM (scripts, handlers, javascript: URLs removed). */
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

let purifier: Purifier = DOMPurify;
let hooked = false;

/**
 * Sanitise with this window's DOM from now on: the server, which has no window of its own, gives its first view one
 * (mf-content's first-view entry, with jsdom) so that the HTML it renders is cleaned exactly as in the browser.
 */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
  hooked = false;
}

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math', 'img', 'video', 'audio', 'source'];

export interface SanitizeOptions {
  /** false: anchors are unwrapped (their text kept), for rich text shown inside a link of its own */
  links?: boolean;
}

export function sanitizeHtml(html: string | null | undefined, { links = true }: SanitizeOptions = {}): string {
  if (!html) return '';
  if (!hooked) {
    hooked = true;
    purifier.addHook('afterSanitizeAttributes', (node) => {
      // (no `instanceof Element`: on the server the DOM is jsdom's, with no global Element)
      if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') {
        (node as Element).setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: links ? FORBID_TAGS : [...FORBID_TAGS, 'a', 'area'],
    KEEP_CONTENT: true,
    FORBID_ATTR: ['style'],
  });
}
