import { createContext, useContext } from 'react';
import { formatScore } from '@storefront/i18n';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { cx } from './cx';

export type ReviewScoreLabel = 'perfect' | 'fantastic' | 'excellent' | 'veryGood' | 'good';

/** Score thresholds (base 10). */
export const REVIEW_SCORE_THRESHOLDS = { perfect: 9.5, fantastic: 9, excellent: 8.5, veryGood: 8, good: 7 } as const;

/**
 * The label of a score: from 9.5 Perfect, from 9 Fantastic, from 8.5 Excellent, from 8 Very good, otherwise Good;
 * no label below 7, or below 9 when the all-incentive mode is off.
 */
export function reviewScoreLabel(score: number | null | undefined, allIncentive = true): ReviewScoreLabel | null {
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  if (score < (allIncentive ? REVIEW_SCORE_THRESHOLDS.good : REVIEW_SCORE_THRESHOLDS.fantastic)) return null;
  if (score >= REVIEW_SCORE_THRESHOLDS.perfect) return 'perfect';
  if (score >= REVIEW_SCORE_THRESHOLDS.fantastic) return 'fantastic';
  if (score >= REVIEW_SCORE_THRESHOLDS.excellent) return 'excellent';
  if (score >= REVIEW_SCORE_THRESHOLDS.veryGood) return 'veryGood';
  return 'good';
}

/** The site's all-incentive mode (toggle `allIncentive`), provided by the remote's root; on unless a site turns it off. */
export const AllIncentiveContext = createContext(true);

export interface ReviewScoreProps {
  /** Average out of 10; missing shows 'New'. */
  score?: number | null;
  /** Number of reviews (shown when given). */
  count?: number | null;
  /** All-incentive mode: labels from 7; off: labels from 9 only. Default: the site's mode (AllIncentiveContext). */
  allIncentive?: boolean;
  /** Hide the text label (badge only). */
  hideLabel?: boolean;
  className?: string;
}

/** The score with one decimal and a comma, its translated label, or 'New' without score. */
export function ReviewScore({ score, count, allIncentive, hideLabel, className }: ReviewScoreProps) {
  const { t } = useUiTranslation();
  const siteAllIncentive = useContext(AllIncentiveContext);
  const text = formatScore(score);
  if (!text) {
    return <span className={cx('sf-ui-review-score', 'sf-ui-review-score--new', className)}>{t('review.new')}</span>;
  }
  const label = reviewScoreLabel(score, allIncentive ?? siteAllIncentive);
  return (
    <span className={cx('sf-ui-review-score', className)}>
      <span className="sf-ui-review-score__badge">
        <span aria-hidden="true">{text}</span>
        <span className="sf-ui-visually-hidden">{t('review.outOf', { score: text })}</span>
      </span>
      {label && !hideLabel ? <span className="sf-ui-review-score__label">{t(`review.${label}`)}</span> : null}
      {typeof count === 'number' && count > 0 ? <span className="sf-ui-review-score__count">{t('review.count', { count })}</span> : null}
    </span>
  );
}
