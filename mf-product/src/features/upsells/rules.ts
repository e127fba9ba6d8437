/** Upsells (product-and-purchase.md §3, §4): the price difference for the stay's nights, the 500 ms navigation delay. */
import type { Upsell } from '../../api/types';

export const UPSELL_NAVIGATION_DELAY_MS = 500;

/** Difference (cents) for `nights` (priceDifferencePerLos keyed by nights), else the default difference. */
export function upsellDifference(upsell: Pick<Upsell, 'priceDifference' | 'priceDifferencePerLos'>, nights: number | undefined): number {
  if (nights !== undefined) {
    const perLos = upsell.priceDifferencePerLos[String(nights)];
    if (typeof perLos === 'number') return perLos;
  }
  return upsell.priceDifference;
}
