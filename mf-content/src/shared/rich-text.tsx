import { sanitizeHtml } from './sanitize';
import { onInternalLinkClick } from './navigation';

export interface RichTextProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'span';
}

/** CMS rich text, sanitised; internal links navigate inside the single-page app. */
export function RichText({ html, className, as = 'div' }: RichTextProps) {
  const clean = sanitizeHtml(html);
  if (!clean) return null;
  const Tag = as;
  return <Tag className={className} onClick={onInternalLinkClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
