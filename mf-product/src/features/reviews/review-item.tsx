/** One review: score, author and date, type, positive and negative text (marked with the review's language). */
import { formatDate, useSite, useTranslation } from '@storefront/i18n';
import type { Review } from '../../api/types';

export function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const site = useSite();
  // the customer's own words, in the review's language (WCAG 3.1.2: a French review on the Italian site is read as French)
  const lang = review.locale.replace('_', '-');
  return (
    <li className="sf-product-review">
      <p className="sf-product-review__head">
        <span className="sf-product-score">{review.average.toFixed(1).replace('.', ',')}</span>{' '}
        <strong>{t('reviews.by', { customer: review.customer, date: formatDate(review.date, 'd MMMM yyyy', site) })}</strong>
        {review.type ? <span className="sf-product-muted"> · {t(`reviews.types.${review.type}`, { defaultValue: '' })}</span> : null}
      </p>
      {review.positive ? (
        <p>
          <span className="sf-product-visually-hidden">{t('reviews.positive')} : </span>
          <span aria-hidden="true">+ </span>
          <span lang={lang}>{review.positive}</span>
        </p>
      ) : null}
      {review.negative ? (
        <p>
          <span className="sf-product-visually-hidden">{t('reviews.negative')} : </span>
          <span aria-hidden="true">− </span>
          <span lang={lang}>{review.negative}</span>
        </p>
      ) : null}
    </li>
  );
}
