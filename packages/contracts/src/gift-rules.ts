/**
 * Gift rules the API and the pages both apply (product-and-purchase.md §3 Box, §4 'Calendar of included dates',
 * §5 promo thresholds): one definition each, so a box's promo and a day's status read the same everywhere.
 */

/** A box's promo shows only above this percentage (§5: 'Box discount only above 5 percent'). */
export const BOX_PROMO_ABOVE = 5;

/**
 * A box's promo: the percent saving when the reference price exceeds the price, rounded down (floor for the box),
 * shown only above 5 percent; otherwise 0.
 */
export function boxPromo(price: { sellPrice: number; referencePrice: number }): number {
  const { sellPrice, referencePrice } = price;
  if (!(referencePrice > 0) || !(referencePrice > sellPrice)) return 0;
  const percent = Math.floor((100 * (referencePrice - sellPrice)) / referencePrice);
  return percent > BOX_PROMO_ABOVE ? percent : 0;
}

/** A bookable check-in day of a gift's included-dates calendar. */
export type IncludedDayStatus = 'included' | 'supplement';

/**
 * Calendar of included dates: a day is included when its minimum stay does not exceed the stay length (the gift's
 * nights) and its price does not exceed the gift value (`value` null: no value to compare, the price is not
 * limited); otherwise supplement.
 */
export function includedDayStatus(day: { minStay: number; price: number }, gift: { nights: number; value: number | null }): IncludedDayStatus {
  const withinStay = day.minStay <= gift.nights;
  const withinValue = gift.value === null || day.price <= gift.value;
  return withinStay && withinValue ? 'included' : 'supplement';
}

/** What the beneficiary pays on top of the gift on a supplement day: price − gift value, never below 0 (cents). */
export function giftSupplement(price: number, giftValue: number | null): number {
  return giftValue === null ? 0 : Math.max(0, price - giftValue);
}
