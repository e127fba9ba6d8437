/** The footer newsletter block (POST {frontGateway}/marketing/newsletter): title, text, form and legal line with its link. */
import { useT } from '../../app-context';
import { NewsletterForm } from './newsletter-form';
import { NewsletterLegal } from './newsletter-legal';
import { useNewsletter } from './use-newsletter';

export function NewsletterBlockView() {
  const t = useT();
  const newsletter = useNewsletter('footer');
  return (
    <div className="sf-content-newsletter sf-content-newsletter--footer">
      <h2 className="sf-content-newsletter__title">{t('newsletter.title')}</h2>
      <p className="sf-content-newsletter__text">{t('newsletter.text')}</p>
      <NewsletterForm newsletter={newsletter} />
      <NewsletterLegal />
    </div>
  );
}
