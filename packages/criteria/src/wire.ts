/**
 * API wire parameters -> criteria, strictly (the API's side of toWire): every offending field is named, nothing
 * is silently fixed. The browser's hash parsing (codec.ts) is lenient instead: a bad hash value is dropped.
 * Type-level checks (integers, bounds, enums, date format) are the request schemas' (derived from keys.ts);
 * the rules involving several fields, the flow or the clock are checked here.
 * Only the API parses the wire: this module is `@storefront/criteria/wire`, out of the package's index, so the
 * copy of the criteria package every page loads does not carry it.
 */
import { DEFAULT_TRAVELLERS, WINDOW_DAYS } from './constants';
import { flowHasDates, flowTravellers, isSingleRoom, priceKeys, reviewFloor, splitPets } from './business-rules';
import { addDays, daysBetween, firstSelectableDay, isIsoDate, siteToday } from './dates';
import { serialiseHash } from './codec';
import { MAX_NIGHTS } from './keys';
import { acceptedSorts } from './sort';
import { ANY_WEEKEND, isWeekendValue, weekendStays, type WeekendStay } from './weekend';
import { DEFAULT_FLOW, DEFAULT_SORT, type DestinationKey, type Flow, type SearchCriteria, type SortKey, type Star } from './types';

export interface FieldError {
  field: string;
  message: string;
}

/** The criteria of one search request, normalised: what the API's queries read. */
export interface WireCriteria {
  locale: string;
  flow: Flow;
  adults: number;
  children: number;
  babies: number;
  singleRoom: boolean;
  lat: number | null;
  lng: number | null;
  /** the one destination id set (the most precise when several are given) */
  destination: { key: DestinationKey; id: number } | null;
  theme: number | null;
  checkin: string | null;
  checkout: string | null;
  nights: number | null;
  /**
   * flexible dates (weekend.ts): the `weekend` value and every stay it stands for (never empty), the search then
   * answering each offer's cheapest bookable one; null with exact dates or none
   */
  weekend: { value: string; stays: WeekendStay[] } | null;
  distanceMin: number | null;
  distanceMax: number | null;
  sort: SortKey;
  tags: number[];
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  stars: number[];
  minScore: number | null;
  priceMin: number | null;
  priceMax: number | null;
  facilities: string[];
  petsAllowed: boolean;
  accessibility: string[];
  freeCancellation: boolean;
  hotelId: number | null;
  page: number;
  limit: number;
}

export interface FromWireOptions {
  /** today (YYYY-MM-DD), injectable for tests (no cut-off then); default from `now` on the site's clock */
  today?: string;
  now?: Date;
  /** the site's time zone (SITES[locale].timeZone) */
  timeZone?: string;
  /** page and limit come from elsewhere (POST bodies) */
  page?: unknown;
  limit?: unknown;
  /** sort key under another name (orderBy) */
  sort?: unknown;
  /** gifting forced (performGiftableSearch) */
  flow?: Flow;
  defaultLimit: number;
  maxLimit: number;
}

/** Most precise first: the one used when a client sends several destination keys. */
const DESTINATION_PRECEDENCE: DestinationKey[] = ['hotel', 'poi', 'city', 'searesort', 'skiresort', 'touristicregion', 'department', 'region', 'country'];

function list(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const raw = Array.isArray(value) ? value.map(String).join(',') : String(value);
  return [...new Set(raw.split(',').map((v) => v.trim()).filter(Boolean))];
}

function num(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function bool(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
}

/** Wire parameters (query or body) -> criteria, or the list of field errors. */
export function fromWire(input: Record<string, unknown>, options: FromWireOptions): { criteria: WireCriteria; errors: [] } | { criteria: null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const now = options.now ?? new Date();
  // a check-in from the first selectable day (today, or tomorrow from 20:00 on the site's clock); a check-out from today
  const today = options.today ?? siteToday(now, options.timeZone);
  const firstDay = options.today ?? firstSelectableDay(now, options.timeZone);
  const flow = (options.flow ?? (input.flow as Flow | undefined) ?? DEFAULT_FLOW) as Flow;

  const { a: adults, c: children, b: babies } = flowTravellers(flow, {
    a: num(input.a) ?? DEFAULT_TRAVELLERS.a,
    c: num(input.c) ?? 0,
    b: num(input.b) ?? 0,
  });
  if (!Number.isInteger(adults) || adults < 1 || adults > 20) errors.push({ field: 'a', message: 'must be an integer from 1 to 20' });
  if (!Number.isInteger(children) || children < 0 || children > 10) errors.push({ field: 'c', message: 'must be an integer from 0 to 10' });
  if (!Number.isInteger(babies) || babies < 0 || babies > 10) errors.push({ field: 'b', message: 'must be an integer from 0 to 10' });

  const lat = num(input.lat);
  const lng = num(input.lng);
  if ((lat === null) !== (lng === null)) errors.push({ field: lat === null ? 'lat' : 'lng', message: 'lat and lng go together' });

  // Destination: a location (lat/lng) clears the area keys (search.md §3).
  let destination: WireCriteria['destination'] = null;
  if (lat === null) {
    for (const key of DESTINATION_PRECEDENCE) {
      const id = num(input[key]);
      if (id !== null) {
        destination = { key, id };
        break;
      }
    }
  }

  // Dates: both or none of checkin/checkout (night may replace checkout), first selectable day .. one year on.
  let checkin = typeof input.checkin === 'string' && input.checkin !== '' ? input.checkin : null;
  let checkout = typeof input.checkout === 'string' && input.checkout !== '' ? input.checkout : null;
  let nights = num(input.night);
  const lastDay = addDays(today, WINDOW_DAYS);
  if (checkin !== null && !isIsoDate(checkin)) errors.push({ field: 'checkin', message: 'must be a date YYYY-MM-DD' });
  else if (checkin !== null && (checkin < firstDay || checkin > lastDay))
    errors.push({ field: 'checkin', message: `must be between ${firstDay} and ${lastDay}` });
  if (checkout !== null && !isIsoDate(checkout)) errors.push({ field: 'checkout', message: 'must be a date YYYY-MM-DD' });
  else if (checkout !== null && (checkout < today || checkout > addDays(lastDay, MAX_NIGHTS)))
    errors.push({ field: 'checkout', message: `must be between ${today} and ${addDays(lastDay, MAX_NIGHTS)}` });
  if (checkout !== null && checkin === null) errors.push({ field: 'checkin', message: 'is required with checkout' });
  if (checkin !== null && checkout !== null && isIsoDate(checkin) && isIsoDate(checkout)) {
    const stay = daysBetween(checkin, checkout);
    if (stay <= 0) errors.push({ field: 'checkout', message: 'must be after checkin' });
    else if (stay > MAX_NIGHTS) errors.push({ field: 'checkout', message: `must be at most ${MAX_NIGHTS} nights after checkin` });
    else if (nights !== null && nights !== stay) errors.push({ field: 'night', message: 'must equal the nights between checkin and checkout' });
    else nights = stay;
  } else if (checkin !== null && checkout === null && isIsoDate(checkin)) {
    nights ??= 1;
    checkout = addDays(checkin, nights);
  }
  // Flexible dates: a weekend value with a stay left in the window, never with exact dates.
  let weekend: WireCriteria['weekend'] = null;
  const weekendValue = input.weekend;
  if (weekendValue !== undefined && weekendValue !== null && weekendValue !== '') {
    if (!isWeekendValue(weekendValue)) errors.push({ field: 'weekend', message: `must be '${ANY_WEEKEND}' or a month YYYY-MM` });
    else if (checkin !== null || checkout !== null)
      errors.push({ field: 'weekend', message: 'cannot be combined with checkin and checkout' });
    else {
      const stays = weekendStays(weekendValue, { firstDay, today });
      if (stays.length) weekend = { value: weekendValue, stays };
      else if (weekendValue < today.slice(0, 7)) errors.push({ field: 'weekend', message: `must not be a past month (from ${today.slice(0, 7)})` });
      else if (`${weekendValue}-01` > lastDay) errors.push({ field: 'weekend', message: `must be at most one year ahead (until ${lastDay.slice(0, 7)})` });
      else errors.push({ field: 'weekend', message: 'has no weekend check-in left' });
    }
  }
  if (!flowHasDates(flow)) {
    checkin = null;
    checkout = null;
    weekend = null;
  }

  const distanceMin = num(input.distanceMin);
  const distanceMax = num(input.distanceMax);
  if (distanceMin !== null && distanceMax !== null && distanceMin > distanceMax)
    errors.push({ field: 'distanceMin', message: 'must not be greater than distanceMax' });

  const prices = priceKeys(flow);
  const priceMin = num(input[prices.min]);
  const priceMax = num(input[prices.max]);
  if (priceMin !== null && priceMin < 0) errors.push({ field: prices.min, message: 'must be >= 0' });
  if (priceMax !== null && priceMax < 0) errors.push({ field: prices.max, message: 'must be >= 0' });
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    errors.push({ field: prices.min, message: `must not be greater than ${prices.max}` });

  const position = lat !== null && lng !== null ? { lat, lng } : {};
  const requestedSort = (options.sort ?? input.sort) as SortKey | undefined;
  const sort: SortKey = requestedSort ?? DEFAULT_SORT;
  const allowed = acceptedSorts(flow, position);
  if (requestedSort !== undefined && !allowed.includes(requestedSort)) {
    errors.push({
      field: options.sort !== undefined ? 'orderBy' : 'sort',
      message:
        requestedSort === 'distance' && lat === null ? 'distance needs lat and lng' : `must be one of ${allowed.join(', ')} in the ${flow} flow`,
    });
  }

  const pets = splitPets(list(input.facilities));

  const page = num(options.page ?? input.page) ?? 0;
  const limit = num(options.limit ?? input.limit) ?? options.defaultLimit;
  if (!Number.isInteger(page) || page < 0) errors.push({ field: 'page', message: 'must be a non-negative integer' });
  if (!Number.isInteger(limit) || limit < 1 || limit > options.maxLimit)
    errors.push({ field: 'limit', message: `must be an integer from 1 to ${options.maxLimit}` });

  if (errors.length) return { criteria: null, errors };

  return {
    errors: [],
    criteria: {
      locale: typeof input.locale === 'string' ? input.locale : 'fr_FR',
      flow,
      adults,
      children,
      babies,
      singleRoom: isSingleRoom(children, babies),
      lat,
      lng,
      destination,
      theme: num(input.theme),
      checkin,
      checkout,
      nights: checkin ? nights : null,
      weekend,
      distanceMin,
      distanceMax,
      sort,
      tags: list(input.tags).map(Number),
      hotelTypes: list(input.hotelTypes),
      hotelEnvironments: list(input.hotelEnvironments),
      hotelStyles: list(input.hotelStyles),
      stars: list(input.stars).map(Number),
      minScore: reviewFloor(num(input.hotelScore), num(input.minHotelReviewScore)) ?? null,
      priceMin,
      priceMax,
      // 'pets' is sent as petsAllowed, never in the facility list (search.md §5); accepted in the list all the same
      facilities: pets.facilities,
      petsAllowed: bool(input.petsAllowed) || pets.pets,
      accessibility: list(input.accessibility),
      freeCancellation: bool(input.freeCancellation),
      hotelId: num(input.hotelId),
      page,
      limit,
    },
  };
}

/**
 * Criteria -> URL hash (the API's searchDetails.uri): the wire criteria back in the browser's model, written by the
 * browser's own serialiseHash, so parseHash of that hash gives the same search.
 */
export function wireToHash(c: WireCriteria): string {
  const criteria: SearchCriteria = {
    a: c.adults,
    c: c.children,
    b: c.babies,
    s: c.singleRoom,
    tags: c.tags.map(String),
    hotelTypes: c.hotelTypes,
    hotelEnvironments: c.hotelEnvironments,
    hotelStyles: c.hotelStyles,
    stars: c.stars as Star[],
    facilities: c.facilities,
    petsAllowed: c.petsAllowed,
    accessibility: c.accessibility,
    freeCancellation: c.freeCancellation,
  };
  if (c.lat !== null && c.lng !== null) Object.assign(criteria, { lat: c.lat, lng: c.lng });
  if (c.destination) criteria[c.destination.key] = String(c.destination.id);
  if (c.theme !== null) criteria.theme = String(c.theme);
  if (c.checkin && c.checkout) Object.assign(criteria, { checkin: c.checkin, checkout: c.checkout, night: c.nights ?? undefined });
  if (c.weekend) criteria.weekend = c.weekend.value;
  if (c.distanceMin !== null) criteria.distanceMin = c.distanceMin;
  if (c.distanceMax !== null) criteria.distanceMax = c.distanceMax;
  if (c.sort !== DEFAULT_SORT) criteria.sort = c.sort;
  if (c.minScore !== null) criteria.minHotelReviewScore = c.minScore;
  if (c.priceMin !== null) criteria.priceMin = c.priceMin;
  if (c.priceMax !== null) criteria.priceMax = c.priceMax;
  return serialiseHash(criteria);
}
