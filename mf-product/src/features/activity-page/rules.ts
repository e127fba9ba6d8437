/**
 * Activity pax (product-and-purchase.md §4, §9): taken from hash a, clamped to the min and max pax of the
 * price keys, reset to the minimum when the selected pax has no price; default 2.
 */
import { PROMO_THRESHOLD } from '@storefront/criteria/business-rules';
import { serialiseBookingHash } from '@storefront/criteria/booking-hash';
import type { ActivityPrice } from '../../api/types';

export const DEFAULT_PAX = 2;
/** Activity promo shown from 5 percent (§5): the criteria package's rule, the one the API applies. */
export const ACTIVITY_PROMO_THRESHOLD = PROMO_THRESHOLD.activity;

export function paxKeys(prices: readonly ActivityPrice[]): number[] {
  return [...new Set(prices.map((p) => p.paxComposition.adults))].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
}

export function clampPax(wanted: number | undefined, prices: readonly ActivityPrice[]): number | undefined {
  const keys = paxKeys(prices);
  if (!keys.length) return undefined;
  const min = keys[0]!;
  const max = keys[keys.length - 1]!;
  const pax = Math.min(max, Math.max(min, wanted ?? DEFAULT_PAX));
  return keys.includes(pax) ? pax : min;
}

export function priceFor(prices: readonly ActivityPrice[], pax: number | undefined): ActivityPrice | undefined {
  return pax === undefined ? undefined : prices.find((p) => p.paxComposition.adults === pax);
}

/** Checkout of an activity: id and pax in the hash; customType=OWN_USE in the query for own use. */
export function activityCheckout(id: number, pax: number, ownUse: boolean): { hash: string; query?: Record<string, string> } {
  return { hash: serialiseBookingHash({ id, pax }), query: ownUse ? { customType: 'OWN_USE', flow: 'activity' } : { flow: 'activity' } };
}
