/** Step: the single-voucher price lists of a giftable offer. */
import { daysBetween, nightPrice } from '../../db/pricing';
import type { CatalogueDates } from '../generate';
import { availabilityArrays } from './availability';

/**
 * Single-voucher price list: for nights 1..maxNights, the gift value of bucket 1 (Essential), 2 (Serenity: about 55 % of
 * the stays of the next 6 months included) and 3 (Liberty: about 70 %); bucket 1 covers about 35 %. The availability
 * upsell price covers about 95 % of the stays. Whole euros, for 2 people.
 */
export function singleVoucherPrices(offerId: number, av: ReturnType<typeof availabilityArrays>, dates: CatalogueDates, maxNights: number) {
  const rows = [];
  const first = Math.max(0, daysBetween(dates.availabilityStart, dates.today));
  for (let nights = 1; nights <= maxNights; nights++) {
    const stays: number[] = [];
    for (let i = first; i < Math.min(first + 183, av.price.length - nights); i++) {
      let total = 0;
      let open = true;
      for (let k = i; k < i + nights; k++) {
        if (av.price[k]! <= 0) open = false;
        total += nightPrice(av.price[k]!, 0, 2, 0);
      }
      if (open) stays.push(total);
    }
    if (stays.length === 0) continue;
    stays.sort((a, b) => a - b);
    const at = (q: number) => Math.ceil(stays[Math.min(stays.length - 1, Math.floor(q * stays.length))]! / 100) * 100;
    const upsell = at(0.95);
    for (const [bucket, q] of [[1, 0.35], [2, 0.55], [3, 0.7]] as const) {
      const sellPrice = at(q);
      rows.push({ offerId, nights, bucket, sellPrice, upsellAvailabilityPrice: Math.max(0, upsell - sellPrice) });
    }
  }
  return rows;
}
