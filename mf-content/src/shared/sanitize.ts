/** Rich text from the CMS is sanitised with DOMPurify before it reaches the DOM (scripts, handlers, javascript: URLs removed). */
import DOMPurify from 'dompurify';

let hooked = false;

export function sanitizeHtml(html: string | null | undefined): string {
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
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math', 'img', 'video', 'audio', 'source'],
    FORBID_ATTR: ['style'],
  });
}
