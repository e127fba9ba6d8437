/**
 * The footer newsletter block (POST {frontGateway}/marketing/newsletter): title, text, form and legal line with the
 * CMS footer's newsletter legal links, or the code-owned line with its data protection link.
 */
import { useT } from '../../app-context';
import { NewsletterForm } from './newsletter-form';
import type { Link } from '../../api/types';
import { NewsletterLegal } from './newsletter-legal';
import { useNewsletter } from './use-newsletter';

export function NewsletterBlockView({ legalLinks = [] }: { legalLinks?: readonly Link[] }) {
  const t = useT();
  const newsletter = useNewsletter('footer');
  return (
    <div className="sf-content-newsletter sf-content-newsletter--footer">
      <h2 className="sf-content-newsletter__title">{t('newsletter.title')}</h2>
      <p className="sf-content-newsletter__text">{t('newsletter.text')}</p>
      <NewsletterForm newsletter={newsletter} />
      <NewsletterLegal links={legalLinks} />
    </div>
  );
}
