/**
 * Search criteria: the validated, normalised form of the query (or body) of every search endpoint, parsed by the
 * criteria package (fromWire, the one model shared with the browser); every offending field is named in one 400.
 */
import { SITES, isSiteCode } from '@storefront/contracts';
import { fromWire, siteToday, type Flow, type WireCriteria } from '@storefront/criteria';
import { invalidFields } from '../server/errors';
import { DEFAULT_LIMIT, DESTINATION_KEYS, MAX_LIMIT } from './schemas';

/** The normalised criteria of a search request (the criteria package's wire criteria). */
export type SearchCriteria = WireCriteria;

/** Today on the business clock (Europe/Paris): the first day fromWire accepts before the 20:00 cut-off. */
export function todayIso(now: Date = new Date()): string {
  return siteToday(now);
}

export interface ParseOptions {
  /** today (YYYY-MM-DD), injectable for tests */
  today?: string;
  /** the clock, injectable for tests */
  now?: Date;
  /** page and limit come from elsewhere (POST bodies) */
  page?: unknown;
  limit?: unknown;
  /** sort key under another name (orderBy) */
  sort?: unknown;
  /** gifting forced (performGiftableSearch) */
  flow?: Flow;
}

/**
 * Validates and normalises criteria (already type-checked by the schema derived from the criteria key table) with
 * the criteria package's fromWire, on the clock of the request's site. Throws a 400 ApiError naming each
 * offending field.
 */
export function parseCriteria(input: Record<string, unknown>, options: ParseOptions = {}): SearchCriteria {
  const timeZone = SITES[isSiteCode(input.locale) ? input.locale : 'fr_FR'].timeZone;
  const result = fromWire(input, { ...options, timeZone, defaultLimit: DEFAULT_LIMIT, maxLimit: MAX_LIMIT });
  if (result.criteria === null) throw invalidFields(result.errors);
  return result.criteria;
}

/** The criteria back as hash keys (search.md §3), for searchDetails.uri. */
export function criteriaToHash(c: SearchCriteria): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = { a: c.adults, c: c.children, b: c.babies };
  if (c.singleRoom) out.s = true;
  if (c.lat !== null && c.lng !== null) {
    out.lat = c.lat;
    out.lng = c.lng;
  }
  if (c.destination) out[c.destination.key] = c.destination.id;
  if (c.theme !== null) out.theme = c.theme;
  if (c.checkin) out.checkin = c.checkin;
  if (c.checkout) out.checkout = c.checkout;
  if (c.nights !== null) out.night = c.nights;
  if (c.distanceMin !== null) out.distanceMin = c.distanceMin;
  if (c.distanceMax !== null) out.distanceMax = c.distanceMax;
  if (c.sort !== 'priceQuality') out.sort = c.sort;
  if (c.tags.length) out.tags = c.tags.join(',');
  if (c.hotelTypes.length) out.hotelTypes = c.hotelTypes.join(',');
  if (c.hotelEnvironments.length) out.hotelEnvironments = c.hotelEnvironments.join(',');
  if (c.hotelStyles.length) out.hotelStyles = c.hotelStyles.join(',');
  if (c.stars.length) out.stars = c.stars.join(',');
  if (c.minScore !== null) out.minHotelReviewScore = c.minScore;
  if (c.priceMin !== null) out[c.flow === 'gifting' ? 'singleVoucherPriceMin' : 'priceMin'] = c.priceMin;
  if (c.priceMax !== null) out[c.flow === 'gifting' ? 'singleVoucherPriceMax' : 'priceMax'] = c.priceMax;
  if (c.facilities.length) out.facilities = c.facilities.join(',');
  if (c.petsAllowed) out.petsAllowed = true;
  return out;
}

export { DESTINATION_KEYS };
