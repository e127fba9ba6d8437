/**
 * The hash of the booking steps (site-wide §2: checkin, checkout, a, c, b, night, id, offerId, activityDates with
 * dates joined by a dash, error=1, isLoading=1; an activity bought alone carries id and pax; a stay a beneficiary books
 * with a gift voucher carries the voucher's code, from the redemption page). The product page
 * writes it when checkout starts and the checkout reads it back: one codec for both. Parsing never throws; what a
 * tampered or stale link gets wrong is listed in `problems`, so the page can say so instead of guessing.
 */
import { MAX_ID, TRAVELLER_BOUNDS } from './constants';
import { MAX_NIGHTS } from './keys';
import { readPairs } from './codec';
import { daysBetween, firstSelectableDay, isIsoDate, lastWindowDay } from './dates';

export const BOOKING_HASH_KEYS = ['checkin', 'checkout', 'night', 'a', 'c', 'b', 'id', 'offerId', 'activityDates', 'pax', 'minisite', 'voucher', 'error', 'isLoading'] as const;

/** What a booking-step link can get wrong, in the order a visitor should hear about it. */
export type BookingHashProblem = 'offer' | 'travellers' | 'dates' | 'pastDates';

export interface BookingHash {
  /** the product page's offer */
  id?: number;
  /** the chosen cancellation-policy offer (priced and ordered) */
  offerId?: number;
  checkin?: string;
  checkout?: string;
  nights?: number;
  a: number;
  c: number;
  b: number;
  /** activity dates in programme order */
  activityDates: string[];
  /** an activity bought alone: its participants */
  pax?: number;
  minisite?: string;
  /** the gift voucher paying the stay (the supplement is left to pay), as typed: the server checks it */
  voucher?: string;
  /** a wallet payment failed (error=1) */
  error: boolean;
  isLoading: boolean;
}

export interface ParsedBookingHash {
  hash: BookingHash;
  problems: BookingHashProblem[];
}

const ID = /^[1-9]\d{0,9}$/;
const toId = (v: string | undefined) => (v !== undefined && ID.test(v) && Number(v) <= MAX_ID ? Number(v) : undefined);
const toCount = (v: string | undefined) => (v !== undefined && /^\d{1,6}$/.test(v) ? Number(v) : undefined);

/** Parse the hash of a booking step (`now` for the window of bookable dates). */
export function parseBookingHash(input: string, now: Date = new Date()): ParsedBookingHash {
  const pairs = readPairs(input, BOOKING_HASH_KEYS);
  const get = (key: (typeof BOOKING_HASH_KEYS)[number]) => pairs[key]?.[pairs[key]!.length - 1]?.trim();
  const problems = new Set<BookingHashProblem>();
  const hash: BookingHash = { a: 2, c: 0, b: 0, activityDates: [], error: get('error') === '1', isLoading: get('isLoading') === '1' };

  hash.id = toId(get('id'));
  hash.offerId = toId(get('offerId'));
  if (!hash.id || (get('offerId') !== undefined && !hash.offerId)) problems.add('offer');

  for (const key of ['a', 'c', 'b'] as const) {
    const raw = get(key);
    if (raw === undefined) continue;
    const n = toCount(raw);
    if (n === undefined || n < TRAVELLER_BOUNDS[key].min || n > TRAVELLER_BOUNDS[key].max) problems.add('travellers');
    else hash[key] = n;
  }
  const pax = get('pax');
  if (pax !== undefined) {
    const n = toCount(pax);
    if (n === undefined || n < 1 || n > TRAVELLER_BOUNDS.a.max) problems.add('travellers');
    else hash.pax = n;
  }

  const checkin = get('checkin');
  const checkout = get('checkout');
  const night = toCount(get('night'));
  if (checkin !== undefined || checkout !== undefined) {
    const end = isIsoDate(checkout) ? checkout : undefined;
    const nights = isIsoDate(checkin) && end ? daysBetween(checkin, end) : undefined;
    if (!isIsoDate(checkin) || !end || !nights || nights < 1 || nights > MAX_NIGHTS || (night !== undefined && night !== nights)) {
      problems.add('dates');
    } else if (checkin < firstSelectableDay(now) || checkin > lastWindowDay(now)) {
      problems.add('pastDates');
    } else {
      hash.checkin = checkin;
      hash.checkout = end;
      hash.nights = nights;
    }
  }

  const dates = get('activityDates');
  if (dates) {
    const list = dates.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    hash.activityDates = list.slice(0, 50).map((d) => (isIsoDate(d) ? d : ''));
  }
  const minisite = get('minisite');
  if (minisite && /^[\w-]{1,64}$/.test(minisite)) hash.minisite = minisite;
  const voucher = get('voucher')?.toUpperCase();
  if (voucher && /^[A-Z0-9 -]{3,40}$/.test(voucher)) hash.voucher = voucher;
  return { hash, problems: [...problems] };
}

/** The hash of a booking step (keys in the order of site-wide §2, empty values left out); `error` adds error=1. */
export function serialiseBookingHash(hash: Partial<BookingHash>): string {
  const parts: string[] = [];
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') parts.push(`${key}=${encodeURIComponent(String(value))}`);
  };
  put('checkin', hash.checkin);
  put('checkout', hash.checkout);
  if (hash.checkin && hash.checkout) put('night', hash.nights ?? daysBetween(hash.checkin, hash.checkout));
  if (hash.pax === undefined) {
    put('a', hash.a);
    put('c', hash.c);
    put('b', hash.b);
  }
  put('id', hash.id);
  put('offerId', hash.offerId);
  put('pax', hash.pax);
  if (hash.activityDates?.length) parts.push(`activityDates=${hash.activityDates.join('-')}`);
  put('minisite', hash.minisite);
  put('voucher', hash.voucher);
  if (hash.error) parts.push('error=1');
  if (hash.isLoading) parts.push('isLoading=1');
  return parts.join('&');
}
