/**
 * Reviews block of the hotel and offer pages: score, criteria, the latest reviews; hidden when the call fails
 * (product-and-purchase.md §8), and so are the page's links to it (the page holds the call: useHotelReviews).
 */
import { lazy, Suspense, useState } from 'react';
import { formatScore, useSite, useTranslation } from '@storefront/i18n';
import { Button, ReviewScore, Skeleton } from '@storefront/ui';
import { useApp } from '../../app-context';
import { fetchReviews } from '../../api/product';
import type { Reviews } from '../../api/types';
import { useFetch, type FetchState } from '../../api/use-fetch';
import { ReviewItem } from './review-item';
import { reviewLanguageOf, reviewsMessage } from './rules';

const ReviewsModal = lazy(() => import(/* webpackChunkName: "reviews-modal" */ './reviews-modal'));

/** The first page of the hotel's reviews in the site's language (none before the hotel is known). */
export function useHotelReviews(hotelId: number | null): FetchState<Reviews> {
  const site = useSite();
  const { client } = useApp();
  const language = reviewLanguageOf(site);
  return useFetch(hotelId === null ? null : `reviews:${hotelId}:${language}`, (signal) => fetchReviews(client, hotelId!, { language, page: 0 }, signal));
}

/** Whether the page shows its reviews (and its tab or link to them): not once the call failed. */
export function reviewsShown(reviews: Pick<FetchState<Reviews>, 'error'>): boolean {
  return !reviews.error;
}

export function ReviewsSection({ hotelId, reviews, id, headingLevel = 2 }: { hotelId: number; reviews: FetchState<Reviews>; id?: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const site = useSite();
  const [open, setOpen] = useState(false);
  const { data, loading } = reviews;
  const language = reviewLanguageOf(site);
  if (!reviewsShown(reviews)) return null;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section id={id} className="sf-product-section" aria-labelledby={`${id ?? 'reviews'}-title`}>
      <Heading id={`${id ?? 'reviews'}-title`}>{t('reviews.title')}</Heading>
      {loading || !data ? (
        <Skeleton lines={3} />
      ) : reviewsMessage(data, 'all') === 'beFirst' ? (
        <p>{t('reviews.beFirst')}</p>
      ) : (
        <>
          <div className="sf-product-reviews__score">
            <ReviewScore score={data.score} count={data.totalCount} />
          </div>
          <ul className="sf-product-criteria">
            {data.details
              .filter((d) => d.score !== null)
              .map((d) => (
                <li key={d.criterion}>
                  <span>{d.label}</span> <strong>{formatScore(d.score)}</strong>
                </li>
              ))}
          </ul>
          {reviewsMessage(data, language) === 'noneInLanguage' ? (
            // the reviews below are in other languages (the call's fallback): say why
            <p className="sf-product-notice">{t('reviews.noneInLanguage', { language: t(`reviews.languages.${language}`) })}.</p>
          ) : null}
          <ul className="sf-product-reviews">
            {data.list.slice(0, 3).map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('reviews.seeAll')}
          </Button>
          {open ? (
            <Suspense fallback={null}>
              <ReviewsModal hotelId={hotelId} open={open} onClose={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}
