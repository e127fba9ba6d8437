/**
 * 'Too late!' (product-and-purchase.md §2.2, §2.7): an unpublished or expired offer. Stays: a button to the
 * hotel's other offers (hotel route with hotel in the hash); activities: a button to the search route.
 */
import { useTranslation } from '@storefront/i18n';
import { usePaths } from '../../app-context';
import { useRobots } from '../../head';

export function TooLate({ hotelId, kind = 'stay' }: { hotelId?: number; kind?: 'stay' | 'activity' }) {
  const { t } = useTranslation();
  const p = usePaths();
  useRobots(true);
  const href = kind === 'stay' && hotelId ? p.hotel(hotelId, `hotel=${hotelId}`) : p.results(kind === 'activity' ? 'activity' : 'booking');
  return (
    <section className="sf-product-too-late" aria-labelledby="sf-product-too-late-title" data-testid="too-late">
      <h1 id="sf-product-too-late-title">{t('offer.tooLate.title')}</h1>
      <p>{kind === 'activity' ? t('offer.tooLate.activityText') : t('offer.tooLate.text')}</p>
      <a className="sf-ui-button sf-ui-button--primary" href={href}>
        {kind === 'stay' && hotelId ? t('offer.tooLate.button') : t('offer.tooLate.searchButton')}
      </a>
    </section>
  );
}

/** The not-found state (unknown or malformed id): the 404 page's words, noindex. */
export function NotFound() {
  const { t } = useTranslation();
  const p = usePaths();
  useRobots(true);
  return (
    <section className="sf-product-not-found" aria-labelledby="sf-product-nf-title" data-testid="not-found">
      <h1 id="sf-product-nf-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <a className="sf-ui-button sf-ui-button--primary" href={p.home()}>
        {t('notFound.home')}
      </a>
    </section>
  );
}
