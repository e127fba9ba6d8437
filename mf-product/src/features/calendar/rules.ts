/**
 * Booking calendar data (product-and-purchase.md §4, §8, §9): per-day prices from the availabilities answer,
 * minimum stay, best-price and best-promo messages, and check-ins refused by the quote.
 */
import { addDays, asStockReason, type StockReason } from '@storefront/criteria/dates';
import type { AvailabilityDay } from '../../api/types';

/** The shape mf-search's calendar takes: a price (cents) for bookable days, the minimum stay, why a day is not. */
export interface DayAvailability {
  price?: number;
  minLos?: number;
  reason?: StockReason;
}
export type Availability = Record<string, DayAvailability>;

/**
 * Days of the API as calendar availability. Days without a price are present without one (unbookable) and with
 * the API's reason when it is the availability's (the calendar applies the clock's itself); check-ins marked
 * unavailable (PACKAGE_NOT_AVAILABLE_CHECKIN) lose their price and read closed.
 */
export function toAvailability(days: readonly AvailabilityDay[], unavailableCheckins: readonly string[] = []): Availability {
  const out: Availability = {};
  for (const d of days) {
    const bookable = d.available && d.price != null && !unavailableCheckins.includes(d.day);
    out[d.day] = bookable ? { price: d.price!, minLos: d.minLos } : { minLos: d.minLos, reason: asStockReason(d.unavailableReason) ?? 'closed' };
  }
  return out;
}

/** Minimum stay of a check-in day (1 when unknown). */
export function minStayOf(days: readonly AvailabilityDay[], checkin: string | undefined): number {
  if (!checkin) return 1;
  return Math.max(1, days.find((d) => d.day === checkin)?.minLos ?? 1);
}

/**
 * Best price / best promo: shown when every selected night is the best of its month. A night is 'best price'
 * when its day is flagged bestPriceOfTheMonth, 'best promo' when its promo is the highest of the month.
 */
export function bestMessages(days: readonly AvailabilityDay[], checkin: string | undefined, nights: number | undefined): { bestPrice: boolean; bestPromo: boolean } {
  if (!checkin || !nights || nights < 1 || !days.length) return { bestPrice: false, bestPromo: false };
  const byDay = new Map(days.map((d) => [d.day, d]));
  const selected = Array.from({ length: nights }, (_, i) => byDay.get(addDays(checkin, i)));
  if (selected.some((d) => !d || !d.available)) return { bestPrice: false, bestPromo: false };
  const maxPromo = new Map<string, number>();
  for (const d of days) if (d.available) maxPromo.set(d.day.slice(0, 7), Math.max(maxPromo.get(d.day.slice(0, 7)) ?? 0, d.promo));
  const bestPrice = selected.every((d) => d!.bestPriceOfTheMonth);
  const bestPromo = selected.every((d) => d!.promo > 0 && d!.promo === maxPromo.get(d!.day.slice(0, 7)));
  return { bestPrice, bestPromo };
}
