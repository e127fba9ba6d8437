/** Step: day-by-day availability and prices of an offer, and its from-price. */
import { addDays, computeQuote, daysBetween, type StayQuote } from '../../db/pricing';
import { Rng } from '../prng';
import type { CatalogueDates } from '../generate';
import { type OfferPlan } from './offers';

/** Seasonal factor for a date (month and weekday). */
export function seasonFactor(date: Date, environment: 'seaside' | 'mountain' | 'other'): number {
  const month = date.getUTCMonth();
  const weekday = date.getUTCDay(); // 0 Sunday
  const monthly =
    environment === 'mountain'
      ? [1.35, 1.4, 1.25, 1.0, 0.85, 0.9, 1.05, 1.1, 0.85, 0.85, 0.9, 1.3]
      : environment === 'seaside'
        ? [0.8, 0.8, 0.9, 1.0, 1.05, 1.25, 1.45, 1.5, 1.15, 0.95, 0.85, 0.95]
        : [0.9, 0.9, 0.95, 1.05, 1.1, 1.1, 1.15, 1.15, 1.05, 1.0, 0.95, 1.05];
  const weekend = weekday === 5 || weekday === 6 ? 1.15 : weekday === 0 ? 0.95 : 1;
  return monthly[month]! * weekend;
}

export function availabilityArrays(rng: Rng, plan: OfferPlan, dates: CatalogueDates, defaultNights: number, maxNights: number) {
  const n = dates.availabilityDays;
  const price: number[] = new Array(n);
  const refPrice: number[] = new Array(n);
  const roomsLeft: number[] = new Array(n);
  const minStay: number[] = new Array(n);
  const checkoutNights: number[] = new Array(n);
  const env = plan.themeIds.includes(9) || plan.themeIds.includes(13) ? 'mountain' : plan.themeIds.includes(8) ? 'seaside' : 'other';
  // promotions: some offers always, some on periods; some small (< 10 %) ones too
  const promoStyle = rng.weighted(['none', 'always', 'periods', 'small'] as const, (k) => ({ none: 5, always: 2, periods: 3, small: 1 })[k]);
  const promoRate = promoStyle === 'small' ? rng.int(3, 9) / 100 : rng.pick([10, 12, 15, 20, 25, 30]) / 100;
  const closedWeekdays = rng.chance(0.12) ? [rng.pick([1, 2])] : [];
  const closureStart = rng.chance(0.2) ? rng.int(0, n - 30) : -1;
  const closureLength = rng.int(7, 21);
  const weekendOnly = plan.kind === 'stay' && rng.chance(0.15);
  const scarce = rng.chance(0.3);
  const start = Date.parse(`${dates.availabilityStart}T00:00:00Z`);
  let promoOn = false;
  for (let i = 0; i < n; i++) {
    const date = new Date(start + i * 86_400_000);
    const weekday = date.getUTCDay();
    if (promoStyle === 'periods' && i % 14 === 0) promoOn = rng.chance(0.45);
    const promo = promoStyle === 'always' || promoStyle === 'small' || (promoStyle === 'periods' && promoOn);
    const nightly = Math.max(3000, Math.round((plan.base * seasonFactor(date, env) * (0.97 + rng.next() * 0.06)) / 100) * 100);
    const closed = closedWeekdays.includes(weekday) || (closureStart >= 0 && i >= closureStart && i < closureStart + closureLength);
    const soldOut = !closed && rng.chance(0.03);
    price[i] = closed ? 0 : nightly;
    refPrice[i] = closed ? 0 : promo ? Math.ceil(nightly / (1 - promoRate) / 100) * 100 : nightly;
    roomsLeft[i] = closed || soldOut ? 0 : scarce && rng.chance(0.5) ? rng.int(1, 3) : rng.int(1, 10);
    const weekendDay = weekday === 5 || weekday === 6;
    const ms = weekendOnly && weekday === 5 ? 2 : weekendDay && rng.chance(0.2) ? 2 : rng.chance(0.04) ? 3 : 1;
    minStay[i] = Math.min(Math.max(ms, plan.kind === 'stay' ? Math.min(defaultNights, 2) : 1), maxNights);
    let mask = 0;
    for (let nights = minStay[i]!; nights <= maxNights; nights++) mask |= 1 << (nights - 1);
    if (weekendOnly && weekday === 5) mask &= 0b110; // Friday check-ins: 2 or 3 nights only
    checkoutNights[i] = mask;
  }
  return { price, refPrice, roomsLeft, minStay, checkoutNights };
}

/**
 * The cheapest bookable stay for 2 adults (from-price): for each check-in from today, a stay of that day's minimum
 * length, quoted by computeQuote() (the TypeScript mirror of sf_quote(), checked against it in db/pricing.test.ts);
 * the cheapest wins, the earliest among equals.
 */
export function fromPrice(
  offer: { id: number; published: boolean; expiresOn: string | null; priceMarkupBp: number },
  roomMaxCapacity: number,
  av: ReturnType<typeof availabilityArrays>,
  dates: CatalogueDates,
) {
  const none = { fromPrice: null, fromRefPrice: null, fromCheckin: null, fromNights: null };
  if (!offer.published || (offer.expiresOn != null && offer.expiresOn < dates.today)) return none;
  const inputs = { offer, roomMaxCapacity, availability: { startDate: dates.availabilityStart, ...av } };
  let best: StayQuote | null = null;
  for (let i = Math.max(0, daysBetween(dates.availabilityStart, dates.today)); i < av.price.length; i++) {
    const stay = { offerId: offer.id, checkin: addDays(dates.availabilityStart, i), nights: Math.max(1, av.minStay[i]!), adults: 2, children: 0, babies: 0 };
    const quote = computeQuote(inputs, stay, dates.today);
    if (quote.bookable && (best == null || quote.sellPrice! < best.sellPrice!)) best = quote;
  }
  return best
    ? { fromPrice: best.sellPrice, fromRefPrice: best.refPrice, fromCheckin: best.checkin, fromNights: best.nights }
    : none;
}
