/**
 * THE price of a stay. Search cards, calendars, checkout nights and quotes all read prices through the SQL
 * function `sf_quote()` (created in drizzle/0002_pricing_functions.sql), so for the same offer, dates and
 * travellers they return the same integer cents.
 *
 * Pricing rule (integer cents):
 * - `offer_availability` stores, per day, the nightly price of the base occupancy (2 adults) `base` and its
 *   reference (bar) price `ref`. A cancellation-option sibling offer adds `price_markup_bp` basis points:
 *   base' = round_half_up(base * (10000 + bp) / 10000) (same for ref).
 * - Per night for the travellers: ceil(base' * (2 * adults + children) / 4): each adult pays half of the double
 *   room price, each child (3-11) half of an adult (25 % of the double), babies (0-2) are free.
 * - sellPrice = sum over the nights; refPrice likewise with ref; promoPercent = round_half_up(100 * (ref - sell) / ref),
 *   0 when ref <= sell.
 * - nbRooms = max(1, ceil((adults + children) / room.max_capacity)); babies do not take a bed.
 * - Bookable when: the stay lies in the availability window, every night has a price (> 0), the check-in day's
 *   minimum stay <= nights, the check-in day's allowed checkout nights include `nights`, the rooms left on every
 *   night >= nbRooms, 1 <= adults <= 20, 0 <= children <= 10, 0 <= babies <= 10, 1 <= nights <= 20 (MAX_NIGHTS), the offer is
 *   published and not expired (expires_on >= today) and check-in >= today (database current_date). The 20:00
 *   same-day cut-off is the HTTP layer's rule.
 * - Per-night display price: `pricePerNight` of @storefront/contracts (the pages' own).
 * - The auto-discount (offers.auto_discount_id) is an extra code-based discount shown as a badge; it is not part
 *   of sellPrice.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './index';
import { MAX_NIGHTS } from '../schemas/common';

export interface Travellers {
  adults: number;
  children: number;
  babies: number;
}

/** The travellers of a 'from' price (a card or page without travellers chosen): the base occupancy, 2 adults. */
export const FROM_PRICE_TRAVELLERS: Readonly<Travellers> = { adults: 2, children: 0, babies: 0 };

export interface StayRequest extends Travellers {
  offerId: number;
  /** YYYY-MM-DD */
  checkin: string;
  nights: number;
}

export interface StayQuote {
  offerId: number;
  checkin: string;
  nights: number;
  nbRooms: number;
  /** cents; null when a night is outside the window or has no price */
  sellPrice: number | null;
  refPrice: number | null;
  promoPercent: number;
  /** smallest rooms left over the nights (0 when closed) */
  roomsLeft: number;
  /** minimum stay for this check-in day */
  minStay: number;
  inWindow: boolean;
  allNightsOpen: boolean;
  minStayOk: boolean;
  checkoutAllowed: boolean;
  roomsOk: boolean;
  paxOk: boolean;
  /** published, not expired, check-in not in the past */
  offerOpen: boolean;
  bookable: boolean;
}

export interface CalendarDay {
  day: string;
  nights: number;
  sellPrice: number | null;
  refPrice: number | null;
  promoPercent: number;
  minStay: number;
  roomsLeft: number;
  bookable: boolean;
  bestPriceOfTheMonth: boolean;
}

// ------------------------------------------------------------------------------------------------------------
// SQL (the truth)
// ------------------------------------------------------------------------------------------------------------

/** Column list of sf_quote() mapped to StayQuote keys; select `${quoteColumns('q')}` after a lateral join. */
export function quoteColumns(alias: string): SQL {
  const a = sql.identifier(alias);
  return sql`${a}.offer_id as "offerId", to_char(${a}.checkin, 'YYYY-MM-DD') as "checkin", ${a}.nights as "nights",
    ${a}.nb_rooms as "nbRooms", ${a}.sell_price as "sellPrice", ${a}.ref_price as "refPrice",
    ${a}.promo_percent as "promoPercent", ${a}.rooms_left as "roomsLeft", ${a}.min_stay as "minStay",
    ${a}.in_window as "inWindow", ${a}.all_nights_open as "allNightsOpen", ${a}.min_stay_ok as "minStayOk",
    ${a}.checkout_allowed as "checkoutAllowed", ${a}.rooms_ok as "roomsOk", ${a}.pax_ok as "paxOk",
    ${a}.offer_open as "offerOpen", ${a}.bookable as "bookable"`;
}

/**
 * `sf_quote(offerId, checkin, nights, adults, children, babies)` as a FROM item, e.g. in a search:
 * sql`select o.id, q.sell_price from offers o cross join lateral ${quoteSql(sql`o.id`, stay)} q where q.bookable`.
 * offerId may be a number, a column or any SQL expression.
 */
export function quoteSql(
  offerId: number | SQL | AnyPgColumn,
  stay: { checkin: string | SQL; nights: number | SQL } & Travellers,
): SQL {
  return sql`sf_quote(${offerId}::integer, ${stay.checkin}::date, ${stay.nights}::integer, ${stay.adults}::integer, ${stay.children}::integer, ${stay.babies}::integer)`;
}

/** Quote one stay; null when the offer does not exist (or has no availability row). */
export async function quoteStay(db: Db, request: StayRequest): Promise<StayQuote | null> {
  const rows = await queryRows<StayQuote>(db, sql`select ${quoteColumns('q')} from ${quoteSql(request.offerId, request)} q`);
  return rows[0] ?? null;
}

/** Quote the same stay for many offers at once (one query); offers without a row are absent from the map. */
export async function quoteStays(
  db: Db,
  offerIds: readonly number[],
  stay: { checkin: string; nights: number } & Travellers,
): Promise<Map<number, StayQuote>> {
  return quoteEachStay(db, offerIds.map((offerId) => ({ offerId, checkin: stay.checkin, nights: stay.nights })), stay);
}

/**
 * Quote each offer's own stay at once (one query; a flexible-dates page prices each card at its cheapest weekend
 * stay, decision 0096); offers without a row are absent from the map.
 */
export async function quoteEachStay(
  db: Db,
  stays: readonly { offerId: number; checkin: string; nights: number }[],
  travellers: Travellers,
): Promise<Map<number, StayQuote>> {
  const seen = new Set<number>();
  const each = stays.filter((s) => Number.isInteger(s.offerId) && !seen.has(s.offerId) && seen.add(s.offerId));
  if (each.length === 0) return new Map();
  const rows = await queryRows<StayQuote>(
    db,
    sql`select ${quoteColumns('q')}
        from unnest(${`{${each.map((s) => s.offerId).join(',')}}`}::integer[], ${`{${each.map((s) => s.checkin).join(',')}}`}::date[],
          ${`{${each.map((s) => s.nights).join(',')}}`}::integer[]) as stays(id, checkin, nights)
        cross join lateral ${quoteSql(sql`stays.id`, { ...travellers, checkin: sql`stays.checkin`, nights: sql`stays.nights` })} q`,
  );
  return new Map(rows.map((row) => [row.offerId, row]));
}

/** Day-by-day prices (inclusive range); nights undefined = each day's minimum stay. */
export async function offerCalendar(
  db: Db,
  request: { offerId: number; from: string; to: string; nights?: number | null } & Travellers,
): Promise<CalendarDay[]> {
  return queryRows<CalendarDay>(
    db,
    sql`select to_char(c.day, 'YYYY-MM-DD') as "day", c.nights, c.sell_price as "sellPrice", c.ref_price as "refPrice",
          c.promo_percent as "promoPercent", c.min_stay as "minStay", c.rooms_left as "roomsLeft", c.bookable,
          c.best_price_of_the_month as "bestPriceOfTheMonth"
        from sf_offer_calendar(${request.offerId}::integer, ${request.from}::date, ${request.to}::date,
          ${request.nights ?? null}::integer, ${request.adults}::integer, ${request.children}::integer,
          ${request.babies}::integer) c`,
  );
}

/** Bookable stay lengths for a check-in (packageCheckoutNights.json). */
export async function checkoutNights(
  db: Db,
  request: { offerId: number; checkin: string; maxNights?: number } & Travellers,
): Promise<number[]> {
  const rows = await queryRows<{ nights: number[] | null }>(
    db,
    sql`select sf_checkout_nights(${request.offerId}::integer, ${request.checkin}::date, ${request.adults}::integer,
          ${request.children}::integer, ${request.babies}::integer, ${request.maxNights ?? MAX_NIGHTS}::integer) as nights`,
  );
  return rows[0]?.nights ?? [];
}

// ------------------------------------------------------------------------------------------------------------
// TypeScript equivalent (the generator's from-prices and the tests' cross-check use it; requests use SQL)
// ------------------------------------------------------------------------------------------------------------

/** Nightly price for the travellers from the base (2-adult) nightly price. */
export function nightPrice(base: number, markupBp: number, adults: number, children: number): number {
  const withMarkup = Math.floor((base * (10000 + markupBp) + 5000) / 10000);
  return Math.floor((withMarkup * (2 * adults + children) + 3) / 4);
}

/** Promo percent rounded half up; 0 without saving. */
export function promoPercent(sell: number | null, ref: number | null): number {
  if (sell == null || ref == null || ref <= 0 || ref <= sell) return 0;
  return Math.floor((200 * (ref - sell) + ref) / (2 * ref));
}

/** Per-night display price, rounded up. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface AvailabilityArrays {
  startDate: string;
  price: number[];
  refPrice: number[];
  roomsLeft: number[];
  minStay: number[];
  checkoutNights: number[];
}

export interface QuoteInputs {
  offer: { id: number; published: boolean; expiresOn: string | null; priceMarkupBp: number };
  roomMaxCapacity: number;
  availability: AvailabilityArrays;
}

/** TS mirror of sf_quote(); `today` is the database's current_date. */
export function computeQuote(inputs: QuoteInputs, request: StayRequest, today: string): StayQuote {
  const { offer, availability: av } = inputs;
  const { checkin, nights, adults, children, babies } = request;
  const i = daysBetween(av.startDate, checkin); // 0-based
  const inWindow = nights >= 1 && nights <= MAX_NIGHTS && i >= 0 && i + nights <= av.price.length;
  const nbRooms = Math.max(1, Math.ceil((Math.max(adults, 0) + Math.max(children, 0)) / Math.max(inputs.roomMaxCapacity, 1)));
  const paxOk = adults >= 1 && adults <= 20 && children >= 0 && children <= 10 && babies >= 0 && babies <= 10;
  let sell = 0;
  let ref = 0;
  let open = 0;
  let rooms: number | null = null;
  if (inWindow) {
    for (let n = i; n < i + nights; n++) {
      const base = av.price[n]!;
      sell += nightPrice(base, offer.priceMarkupBp, adults, children);
      ref += nightPrice(av.refPrice[n]!, offer.priceMarkupBp, adults, children);
      if (base > 0) open++;
      rooms = rooms == null ? av.roomsLeft[n]! : Math.min(rooms, av.roomsLeft[n]!);
    }
  }
  const allNightsOpen = inWindow && open === nights;
  const minStay = i >= 0 && i < av.minStay.length ? av.minStay[i]! : 0;
  const minStayOk = inWindow && minStay <= nights;
  const checkoutAllowed = inWindow && ((av.checkoutNights[i]! >> (nights - 1)) & 1) === 1;
  const roomsOk = inWindow && (rooms ?? 0) >= nbRooms;
  const offerOpen = offer.published && (offer.expiresOn == null || offer.expiresOn >= today) && checkin >= today;
  return {
    offerId: offer.id,
    checkin,
    nights,
    nbRooms,
    sellPrice: allNightsOpen ? sell : null,
    refPrice: allNightsOpen ? ref : null,
    promoPercent: allNightsOpen ? promoPercent(sell, ref) : 0,
    roomsLeft: rooms ?? 0,
    minStay,
    inWindow,
    allNightsOpen,
    minStayOk,
    checkoutAllowed,
    roomsOk,
    paxOk,
    offerOpen,
    bookable: allNightsOpen && minStayOk && checkoutAllowed && roomsOk && paxOk && offerOpen,
  };
}
