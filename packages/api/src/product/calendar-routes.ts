/**
 * Calendars (product-and-purchase.md §7): hotel days, the booking calendar of an offer, the gift calendar
 * (packageCheckinPrices). Prices come from sf_offer_calendar, i.e. sf_quote: the same cents as the quote.
 */
import { giftSupplement, includedDayStatus, pricePerNight } from '@storefront/contracts';
import { dayUnavailableReason, type StockReason } from '@storefront/criteria';
import { offerCalendar, type CalendarDay } from '../db/pricing';
import { invalidField } from '../server/errors';
import { AvailabilitiesQuery, AvailabilitiesResponse, CheckinPricesQuery, CheckinPricesResponse, HotelIdParams, OfferIdParams } from './schemas';
import { addMonths, lastDayOfMonth, monthOf, monthsBetween, siteTimeZone, todayIso } from '../routes/common';
import type { ApiInstance, RouteContext } from '../routes/context';
import { findHotel, findOffer, hotelMainOffers } from './load';

const TAGS = ['calendar'];
/** Availability window: the current month and the 11 next (one year). */
export const WINDOW_MONTHS = 12;

export interface MonthRange {
  minMonth: string;
  maxMonth: string;
  months: string[];
  from: string;
  to: string;
  prevMonth: string | null;
  nextMonth: string | null;
}

/** Months asked (month .. month + length - 1), clipped to the window; 400 on a month outside it. */
export function monthRange(month: string | undefined, length: number, timeZone: string, now = new Date()): MonthRange {
  const minMonth = monthOf(todayIso(now, timeZone));
  const maxMonth = addMonths(minMonth, WINDOW_MONTHS - 1);
  const first = month ?? minMonth;
  if (monthsBetween(minMonth, first) < 0 || monthsBetween(first, maxMonth) < 0) {
    throw invalidField('month', `must be between ${minMonth} and ${maxMonth}`);
  }
  const count = Math.max(1, Math.min(length, monthsBetween(first, maxMonth) + 1));
  const months = Array.from({ length: count }, (_, i) => addMonths(first, i));
  const last = months[months.length - 1]!;
  return {
    minMonth,
    maxMonth,
    months,
    from: `${first}-01`,
    to: lastDayOfMonth(last),
    prevMonth: first > minMonth ? addMonths(first, -count) < minMonth ? minMonth : addMonths(first, -count) : null,
    nextMonth: last < maxMonth ? addMonths(last, 1) : null,
  };
}

/** The month paging every calendar answer carries. */
function paging(range: MonthRange) {
  return { nextMonth: range.nextMonth, prevMonth: range.prevMonth, minMonth: range.minMonth, maxMonth: range.maxMonth, requestedMonths: range.months };
}

/**
 * What the availability says about a day that is not bookable (issue #34 §5): a night without a price is
 * closed, a minimum stay longer than the nights asked is the minimum stay, no room left is sold out; any other
 * refusal of the quote (offer not open, no departure that day) reads closed.
 */
export function stockReason(d: CalendarDay): StockReason | null {
  if (d.bookable && d.sellPrice != null) return null;
  if (d.sellPrice == null) return 'closed';
  if (d.minStay > d.nights) return 'minStay';
  return d.roomsLeft <= 0 ? 'soldOut' : 'closed';
}

/** The day's reason on the site clock then the availability (null when bookable). */
export function unavailableReason(d: CalendarDay, now: Date, timeZone: string) {
  return dayUnavailableReason(d.day, { now, timeZone, stock: stockReason(d) });
}

function dayView(d: CalendarDay, askedNights: number | undefined, offerId: number | null, now: Date, timeZone: string) {
  const reason = unavailableReason(d, now, timeZone);
  const available = reason === null;
  return {
    day: d.day,
    price: available ? d.sellPrice : null,
    pricePerNight: available && d.sellPrice != null ? pricePerNight(d.sellPrice, d.nights) : null,
    nights: d.nights,
    promo: available ? Math.max(0, d.promoPercent) : 0,
    bestPriceOfTheMonth: available && d.bestPriceOfTheMonth,
    minLos: Math.max(1, d.minStay),
    displayTotalPrice: askedNights !== undefined,
    available,
    closed: d.roomsLeft <= 0 || d.sellPrice == null,
    roomsLeft: Math.max(0, d.roomsLeft),
    offerId: available ? offerId : null,
    unavailableReason: reason,
  };
}

export async function calendarRoutes(app: ApiInstance, { database }: RouteContext): Promise<void> {
  const { db } = database;

  app.get(
    '/api/weekend/:id/availabilities.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Booking calendar of an offer: price per day for nights (or each day minimum stay) and travellers',
        params: OfferIdParams,
        querystring: AvailabilitiesQuery,
        response: { 200: AvailabilitiesResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const timeZone = siteTimeZone(q.locale);
      const range = monthRange(q.month, q.length ?? 12, timeZone);
      const offer = await findOffer(db, request.params.id);
      const now = new Date();
      const days = await offerCalendar(db, { offerId: offer.id, from: range.from, to: range.to, nights: q.nights ?? null, adults: q.adult, children: q.child, babies: q.baby });
      return {
        days: days.map((d) => dayView(d, q.nights, offer.id, now, timeZone)),
        ...paging(range),
        adult: q.adult,
        child: q.child,
        baby: q.baby,
        stepLength: range.months.length,
      };
    },
  );

  app.get(
    '/api/hotels/:hotelId/availabilities.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Hotel calendar: per day, the cheapest bookable offer of the hotel',
        params: HotelIdParams,
        querystring: AvailabilitiesQuery,
        response: { 200: AvailabilitiesResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const timeZone = siteTimeZone(q.locale);
      const range = monthRange(q.month, q.length ?? 12, timeZone);
      const hotel = await findHotel(db, request.params.hotelId);
      const offers = (await hotelMainOffers(db, hotel.id)).filter((o) => o.published && o.kind === 'stay');
      const now = new Date();
      const best = new Map<string, ReturnType<typeof dayView>>();
      for (const offer of offers) {
        const days = await offerCalendar(db, { offerId: offer.id, from: range.from, to: range.to, nights: q.nights ?? null, adults: q.adult, children: q.child, babies: q.baby });
        for (const d of days) {
          const view = dayView(d, q.nights, offer.id, now, timeZone);
          const current = best.get(d.day);
          const better =
            !current ||
            (view.available && !current.available) ||
            (view.available && current.available && (view.pricePerNight ?? Infinity) < (current.pricePerNight ?? Infinity));
          if (better) best.set(d.day, view);
        }
      }
      const days = [...best.values()].sort((a, b) => a.day.localeCompare(b.day));
      // Best price of the month across the hotel's offers: the cheapest per-night price of each month.
      const cheapest = new Map<string, number>();
      for (const d of days) if (d.available && d.pricePerNight != null) cheapest.set(d.day.slice(0, 7), Math.min(cheapest.get(d.day.slice(0, 7)) ?? Infinity, d.pricePerNight));
      for (const d of days) d.bestPriceOfTheMonth = d.available && d.pricePerNight === cheapest.get(d.day.slice(0, 7));
      return {
        days,
        ...paging(range),
        adult: q.adult,
        child: q.child,
        baby: q.baby,
        stepLength: range.months.length,
      };
    },
  );

  app.get(
    '/wed/redeem/weekend/:id/packageCheckinPrices.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Gift calendar: per check-in day, minimum stay, total price and status (included, supplement, not available) against the gift value',
        params: OfferIdParams,
        querystring: CheckinPricesQuery,
        response: { 200: CheckinPricesResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const timeZone = siteTimeZone(q.locale);
      const range = monthRange(q.month, q.length ?? 2, timeZone);
      const offer = await findOffer(db, request.params.id);
      const nights = q.nights ?? 1;
      const now = new Date();
      const base = { offerId: offer.id, from: range.from, to: range.to, adults: q.adult, children: q.child, babies: q.baby };
      const [fixed, minimum] = await Promise.all([offerCalendar(db, { ...base, nights }), offerCalendar(db, { ...base, nights: null })]);
      const byDay = new Map(minimum.map((d) => [d.day, d]));
      const gift = q.giftPrice ?? null;
      return {
        days: fixed.map((d) => {
          const min = byDay.get(d.day);
          const minLos = Math.max(1, d.minStay);
          const open = (c: CalendarDay | undefined): c is CalendarDay & { sellPrice: number } => !!c && unavailableReason(c, now, timeZone) === null;
          // the gift's nights when the day takes them, else its shortest stay when longer (a day with a longer minimum stay)
          const stay = open(d) ? { nights, price: d.sellPrice, minStay: minLos } : open(min) && min.nights > nights ? { nights: min.nights, price: min.sellPrice, minStay: min.nights } : null;
          if (!stay) {
            // why: the day at its own minimum stay when that is out, else at the gift's nights
            const reason = (min && !open(min) ? unavailableReason(min, now, timeZone) : null) ?? (d ? unavailableReason(d, now, timeZone) : null) ?? 'closed';
            return { day: d.day, minLos, displayTotalPrice: 0, nights, status: 'not_available' as const, supplement: 0, unavailableReason: reason };
          }
          const status = includedDayStatus(stay, { nights, value: gift });
          return { day: d.day, minLos, displayTotalPrice: stay.price, nights: stay.nights, status, supplement: status === 'supplement' ? giftSupplement(stay.price, gift) : 0, unavailableReason: null };
        }),
        giftPrice: gift,
        ...paging(range),
      };
    },
  );
}
