import { sanitizeHtml } from './sanitize';
import { onInternalLinkClick } from './navigation';

export interface RichTextProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'span';
  /** false when the text sits inside a link: its own anchors are unwrapped (no link inside a link) */
  links?: boolean;
}

/** CMS rich text, sanitised; internal links navigate inside the single-page app. */
export function RichText({ html, className, as = 'div', links = true }: RichTextProps) {
  const clean = sanitizeHtml(html, { links });
  if (!clean) return null;
  const Tag = as;
  return <Tag className={className} onClick={links ? onInternalLinkClick : undefined} dangerouslySetInnerHTML={{ __html: clean }} />;
}
