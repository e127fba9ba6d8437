/** Rich text from the CMS is sanitised with DOMPurify before it reaches the DOM (scripts, handlers, javascript: URLs removed). */
import DOMPurify from 'dompurify';

let hooked = false;

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math', 'img', 'video', 'audio', 'source'];

export interface SanitizeOptions {
  /** false: anchors are unwrapped (their text kept), for rich text shown inside a link of its own */
  links?: boolean;
}

export function sanitizeHtml(html: string | null | undefined, { links = true }: SanitizeOptions = {}): string {
  if (!html) return '';
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: links ? FORBID_TAGS : [...FORBID_TAGS, 'a', 'area'],
    KEEP_CONTENT: true,
    FORBID_ATTR: ['style'],
  });
}
