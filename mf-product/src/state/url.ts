/**
 * URL is the state (product-and-purchase.md §2.1, §2.2; site-wide §2): the flow in the query, the stay and
 * booking steps in the hash. Parsing never throws: impossible values are dropped and reported in `invalid`,
 * so the page can say so instead of crashing.
 */
import { useSyncExternalStore } from 'react';
import { useServerLocation } from '@storefront/ui';
import { matchRoute, type Flow, type RouteMatch, type StorefrontContext } from '@storefront/contracts';
import { DEFAULT_TRAVELLERS, TRAVELLER_BOUNDS } from '@storefront/criteria/constants';
import { MAX_NIGHTS } from '@storefront/criteria/keys';
import { isFlow, readPairs } from '@storefront/criteria/codec';
import { addDays, daysBetween, firstSelectableDay, isIsoDate, lastWindowDay } from '@storefront/criteria/dates';
import type { ActivityDate, Stay } from '../api/types';

/** Gift defaults: two adults, one night (switching to gifting sets them). */
export const GIFT_ADULTS = 2;
export const DEFAULT_GIFT_NIGHTS = 1;

export const PRODUCT_HASH_KEYS = [
  'checkin',
  'checkout',
  'night',
  'a',
  'c',
  'b',
  'giftAdult',
  'giftNights',
  'hotelId',
  'giftFormat',
  'bucket',
  'upsell',
  'sleeves',
  'offerId',
  'activityDates',
  'anchor',
  'hotel',
  'theme',
  'pax',
] as const;
export type ProductHashKey = (typeof PRODUCT_HASH_KEYS)[number];

export interface ProductHash extends Stay {
  giftAdult?: number;
  giftNights?: number;
  hotelId?: number;
  giftFormat?: 'digital' | 'physical';
  bucket?: number;
  upsell?: string;
  sleeves?: string;
  /** the chosen cancellation-policy offer */
  offerId?: number;
  /** activity dates in programme order (written as dates joined by a dash) */
  activityDates: string[];
  anchor?: string;
  hotel?: number;
  theme?: number;
  /** activity page: adults */
  pax?: number;
}

export interface ProductUrl {
  flow: Flow;
  hash: ProductHash;
  /** hash keys whose value was impossible and dropped (dates, travellers, ids) */
  invalid: ProductHashKey[];
}

const ID = /^\d{1,10}$/;
function toId(value: string | undefined): number | undefined {
  if (value === undefined || !ID.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= 1 && n <= 2147483647 ? n : undefined;
}
function toInt(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^\d{1,3}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : undefined;
}

/** An activity without a date keeps its slot with this placeholder. */
export const NO_DATE = '0000-00-00';

/**
 * Dates joined by a dash, one per activity in programme order: '2026-11-06-2026-11-07' -> ['2026-11-06',
 * '2026-11-07']; a slot without a valid date reads as ''.
 */
export function parseActivityDates(value: string | undefined): string[] {
  if (!value) return [];
  const dates = (value.match(/\d{4}-\d{2}-\d{2}/g) ?? []).slice(0, 50).map((d) => (isIsoDate(d) ? d : ''));
  while (dates.length && !dates[dates.length - 1]) dates.pop();
  return dates;
}

export interface ParseOptions {
  /**
   * The activity page: its pax (hash a) is not a stay's adults (1-20). Any integer is kept as given, for the page to
   * clamp to the pax of its price keys (product-and-purchase.md §4); anything else falls back to the default.
   */
  activity?: boolean;
}

/** An integer as written in a link (digits, optionally negative), else undefined. */
function toAnyInt(value: string): number | undefined {
  return /^-?\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** Parse the query and hash of a product page (`now` for the window of selectable dates). */
export function parseProductUrl(
  location: { search: string; hash: string },
  now: Date = new Date(),
  options: ParseOptions = {},
): ProductUrl {
  const flowValue = readPairs(location.search, ['flow']).flow?.pop();
  const flow: Flow = isFlow(flowValue) ? flowValue : 'booking';
  const pairs = readPairs(location.hash, PRODUCT_HASH_KEYS);
  const get = (key: ProductHashKey) => pairs[key]?.[pairs[key]!.length - 1];
  const invalid: ProductHashKey[] = [];
  const hash: ProductHash = { ...DEFAULT_TRAVELLERS, activityDates: [] };

  for (const key of ['a', 'c', 'b'] as const) {
    const raw = get(key);
    if (raw === undefined) continue;
    const n = key === 'a' && options.activity ? toAnyInt(raw) : toInt(raw, TRAVELLER_BOUNDS[key].min, TRAVELLER_BOUNDS[key].max);
    if (n === undefined) invalid.push(key);
    else hash[key] = n;
  }

  const checkin = get('checkin');
  const checkout = get('checkout');
  const night = get('night');
  if (checkin !== undefined || checkout !== undefined) {
    const first = firstSelectableDay(now);
    const last = lastWindowDay(now);
    const nights = isIsoDate(checkin) && isIsoDate(checkout) ? daysBetween(checkin, checkout) : NaN;
    if (isIsoDate(checkin) && checkin >= first && checkin <= last && nights >= 1 && nights <= MAX_NIGHTS) {
      hash.checkin = checkin;
      hash.checkout = checkout;
      hash.nights = nights;
    } else if (
      isIsoDate(checkin) &&
      checkout === undefined &&
      night !== undefined &&
      toInt(night, 1, MAX_NIGHTS) &&
      checkin >= first &&
      checkin <= last
    ) {
      hash.checkin = checkin;
      hash.nights = toInt(night, 1, MAX_NIGHTS);
      hash.checkout = addDays(checkin, hash.nights!);
    } else {
      invalid.push('checkin');
    }
  }

  const giftAdult = get('giftAdult');
  if (giftAdult !== undefined)
    hash.giftAdult = toInt(giftAdult, 1, 20) ?? (invalid.push('giftAdult'), undefined);
  const giftNights = get('giftNights');
  if (giftNights !== undefined)
    hash.giftNights = toInt(giftNights, 1, MAX_NIGHTS) ?? (invalid.push('giftNights'), undefined);
  for (const key of ['hotelId', 'offerId', 'hotel', 'theme'] as const) {
    const raw = get(key);
    if (raw === undefined) continue;
    const id = toId(raw);
    if (id === undefined) invalid.push(key);
    else hash[key] = id;
  }
  const format = get('giftFormat');
  if (format === 'digital' || format === 'physical') hash.giftFormat = format;
  const bucket = toInt(get('bucket'), 1, 3);
  if (bucket) hash.bucket = bucket;
  for (const key of ['upsell', 'sleeves', 'anchor'] as const) {
    const raw = get(key);
    if (raw && /^[\w,-]{1,200}$/.test(raw)) hash[key] = raw;
  }
  hash.activityDates = parseActivityDates(get('activityDates'));
  const pax = get('pax');
  if (pax !== undefined) hash.pax = toInt(pax, 1, 99) ?? (invalid.push('pax'), undefined);
  // Travellers change nothing in gifting: the gift is for two adults.
  if (flow === 'gifting') {
    hash.giftAdult ??= GIFT_ADULTS;
    hash.giftNights ??= DEFAULT_GIFT_NIGHTS;
  }
  return { flow, hash, invalid };
}

/** The stay a page prices: the hash's dates and travellers, or the gift's fixed travellers in the gifting flow. */
export function stayOf(url: ProductUrl): Stay {
  const h = url.hash;
  if (url.flow === 'gifting') return { a: GIFT_ADULTS, c: 0, b: 0 };
  return { checkin: h.checkin, checkout: h.checkout, nights: h.nights, a: h.a, c: h.c, b: h.b };
}

/** A stay as part of a request key. */
export function stayKey(stay: Stay): string {
  return `${stay.checkin ?? ''}:${stay.nights ?? ''}:${stay.a}:${stay.c}:${stay.b}`;
}

/** A route id: digits only, within the API's 32-bit range; anything else is not found. */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2147483647 ? n : null;
}

/** The page at `href` (hotel, product, activity or another kind, which mf-product shows as not found). */
export function productRouteOf(href: string, context: StorefrontContext): RouteMatch {
  return matchRoute(
    href || '/',
    context.locale,
    context.routing ?? {
      toggles: { boxes: context.toggles.boxes, activityOnly: context.toggles.activityOnly },
    },
  );
}

/** The hash of a product page (stable key order, empty values left out, activity dates joined by a dash). */
export function serialiseProductHash(hash: Partial<ProductHash>): string {
  const parts: string[] = [];
  const put = (key: string, value: string | number | undefined) => {
    if (value === undefined || value === '') return;
    parts.push(`${key}=${encodeURIComponent(String(value))}`);
  };
  put('checkin', hash.checkin);
  put('checkout', hash.checkout);
  if (hash.checkin && hash.checkout) put('night', hash.nights ?? daysBetween(hash.checkin, hash.checkout));
  put('a', hash.a);
  put('c', hash.c);
  put('b', hash.b);
  put('giftAdult', hash.giftAdult);
  put('giftNights', hash.giftNights);
  put('hotelId', hash.hotelId);
  put('giftFormat', hash.giftFormat);
  put('bucket', hash.bucket);
  put('upsell', hash.upsell);
  put('sleeves', hash.sleeves);
  put('offerId', hash.offerId);
  const dates = [...(hash.activityDates ?? [])];
  while (dates.length && !dates[dates.length - 1]) dates.pop();
  if (dates.length) parts.push(`activityDates=${dates.map((d) => d || NO_DATE).join('-')}`);
  put('hotel', hash.hotel);
  put('theme', hash.theme);
  put('pax', hash.pax);
  put('anchor', hash.anchor);
  return parts.join('&');
}

/** Activity dates of the hash, matched to the programme's activities needing one (in programme order). */
export function activityDatesOf(activityIds: number[], dates: string[]): ActivityDate[] {
  return activityIds.flatMap((activityId, i) => (dates[i] ? [{ activityId, date: dates[i]! }] : []));
}

// ---------------------------------------------------------------------------------------------------------------
// The location as a React store
// ---------------------------------------------------------------------------------------------------------------

/** Fired on the window after mf-product rewrote the URL itself. */
export const URL_CHANGED_EVENT = 'storefront:product-url';

interface LocationSnapshot {
  href: string;
  pathname: string;
  search: string;
  hash: string;
}
let cached: LocationSnapshot = { href: '', pathname: '/', search: '', hash: '' };
function snapshot(): LocationSnapshot {
  if (typeof window === 'undefined') return cached;
  const { href, pathname, search, hash } = window.location;
  if (href !== cached.href) cached = { href, pathname, search, hash };
  return cached;
}
function subscribe(onChange: () => void): () => void {
  const events = ['popstate', 'hashchange', URL_CHANGED_EVENT, 'single-spa:routing-event'];
  events.forEach((e) => window.addEventListener(e, onChange));
  return () => events.forEach((e) => window.removeEventListener(e, onChange));
}

/** The current location (re-renders on every navigation, hash change and mf-product's own rewrites). */
export function useLocationSnapshot(): LocationSnapshot {
  const server = useServerLocation();
  return useSyncExternalStore(subscribe, snapshot, server ? () => server : snapshot);
}

/** Replace the hash (and optionally the query) of the current page without a navigation. */
export function writeUrl(hash: string, query?: Record<string, string>): void {
  const url = new URL(window.location.href);
  if (query) for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  url.hash = hash;
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  window.dispatchEvent(new Event(URL_CHANGED_EVENT));
}
