import type { ExperimentVariants } from '@storefront/contracts';
import type { Flow, SearchCriteria } from '@storefront/criteria';

/** Dates are not in the gifting or activity flows. */
export function hasDatesField(flow: Flow): boolean {
  return flow === 'booking' || flow === 'hotel';
}

/** Theme is not in the hotel flow. */
export function hasThemeField(flow: Flow): boolean {
  return flow !== 'hotel';
}

/**
 * Date experiment variants: 'forced' blocks search without both dates (the dates input opens); 'suggested'
 * blocks once, unless the dates were cleared deliberately.
 */
export function searchBlockedByDates(
  variant: ExperimentVariants['dates'],
  criteria: Pick<SearchCriteria, 'checkin' | 'checkout' | 'weekend'>,
  state: { datesCleared: boolean; suggestedShown: boolean },
): boolean {
  // flexible dates (a weekend) are dates chosen
  const hasBoth = (!!criteria.checkin && !!criteria.checkout) || !!criteria.weekend;
  if (hasBoth) return false;
  if (variant === 'forced') return true;
  if (variant === 'suggested') return !state.suggestedShown && !state.datesCleared;
  return false;
}
