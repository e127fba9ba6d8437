/** The footer newsletter block (POST {frontGateway}/marketing/newsletter). */
import { useT } from '../../app-context';
import { NewsletterForm } from './newsletter-form';
import { useNewsletter } from './use-newsletter';

export function NewsletterBlockView() {
  const t = useT();
  const newsletter = useNewsletter('footer');
  return (
    <div className="sf-content-newsletter">
      <p className="sf-content-newsletter__text">{t('newsletter.text')}</p>
      <NewsletterForm newsletter={newsletter} />
      <p className="sf-content-newsletter__legal">{t('newsletter.legal')}</p>
    </div>
  );
}
