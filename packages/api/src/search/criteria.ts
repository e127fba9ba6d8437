/**
 * Search criteria: the validated, normalised form of the query (or body) of every search endpoint.
 * Type-level checks (integers, ranges, enums, date format) are done by the schemas; the rules that involve
 * several fields or the current date are checked here, and every offending field is named in one 400.
 */
import { invalidFields, type FieldError } from '../server/errors';
import { addDays, daysBetween } from '../db/pricing';
import { MAX_NIGHTS } from '../schemas/common';
import {
  DEFAULT_LIMIT,
  DESTINATION_KEYS,
  MAX_LIMIT,
  type DestinationKey,
  type Flow,
  type Sort,
} from './schemas';

export interface SearchCriteria {
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
  distanceMin: number | null;
  distanceMax: number | null;
  sort: Sort;
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
  hotelId: number | null;
  page: number;
  limit: number;
}

/** Sorts allowed per flow (search.md §5); the activity flow has no sort choice (priceQuality is its order). */
export function sortsOf(flow: Flow, hasPosition: boolean): Sort[] {
  const distance: Sort[] = hasPosition ? ['distance'] : [];
  switch (flow) {
    case 'booking':
      return ['priceQuality', ...distance, 'promo', 'priceAsc', 'popularity'];
    case 'hotel':
      return ['priceQuality', ...distance, 'priceAsc', 'popularity'];
    case 'gifting':
      return ['priceQuality', ...distance, 'svPriceDesc', 'svPriceAsc'];
    case 'activity':
      return ['priceQuality'];
  }
}

/** Most precise first: the one used when a client sends several destination keys. */
const DESTINATION_PRECEDENCE: DestinationKey[] = [
  'hotel',
  'poi',
  'city',
  'searesort',
  'skiresort',
  'touristicregion',
  'department',
  'region',
  'country',
];

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

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export interface ParseOptions {
  /** today's date (YYYY-MM-DD), injectable for tests */
  today?: string;
  /** page and limit come from elsewhere (POST bodies) */
  page?: unknown;
  limit?: unknown;
  /** sort key under another name (orderBy) */
  sort?: unknown;
  /** gifting forced (performGiftableSearch) */
  flow?: Flow;
}

/**
 * Validates and normalises criteria (already type-checked by the schema). Throws a 400 ApiError naming
 * each offending field.
 */
export function parseCriteria(input: Record<string, unknown>, options: ParseOptions = {}): SearchCriteria {
  const errors: FieldError[] = [];
  const today = options.today ?? todayIso();
  const flow = (options.flow ?? (input.flow as Flow | undefined) ?? 'booking') as Flow;
  const gifting = flow === 'gifting';

  const adults = gifting ? 2 : (num(input.a) ?? 2);
  const children = gifting ? 0 : (num(input.c) ?? 0);
  const babies = gifting ? 0 : (num(input.b) ?? 0);
  if (!Number.isInteger(adults) || adults < 1 || adults > 20) errors.push({ field: 'a', message: 'must be an integer from 1 to 20' });
  if (!Number.isInteger(children) || children < 0 || children > 10) errors.push({ field: 'c', message: 'must be an integer from 0 to 10' });
  if (!Number.isInteger(babies) || babies < 0 || babies > 10) errors.push({ field: 'b', message: 'must be an integer from 0 to 10' });

  const lat = num(input.lat);
  const lng = num(input.lng);
  if ((lat === null) !== (lng === null)) errors.push({ field: lat === null ? 'lat' : 'lng', message: 'lat and lng go together' });

  // Destination: a location (lat/lng) clears the area keys (search.md §3).
  let destination: SearchCriteria['destination'] = null;
  if (lat === null) {
    for (const key of DESTINATION_PRECEDENCE) {
      const id = num(input[key]);
      if (id !== null) {
        destination = { key, id };
        break;
      }
    }
  }

  // Dates: both or none of checkin/checkout (night may replace checkout), today .. today + 1 year.
  let checkin = typeof input.checkin === 'string' && input.checkin !== '' ? input.checkin : null;
  let checkout = typeof input.checkout === 'string' && input.checkout !== '' ? input.checkout : null;
  let nights = num(input.night);
  const lastDay = addDays(today, 365);
  if (checkin !== null && !isRealDate(checkin)) errors.push({ field: 'checkin', message: 'must be a date YYYY-MM-DD' });
  else if (checkin !== null && (checkin < today || checkin > lastDay))
    errors.push({ field: 'checkin', message: `must be between ${today} and ${lastDay}` });
  if (checkout !== null && !isRealDate(checkout)) errors.push({ field: 'checkout', message: 'must be a date YYYY-MM-DD' });
  else if (checkout !== null && (checkout < today || checkout > addDays(lastDay, MAX_NIGHTS)))
    errors.push({ field: 'checkout', message: `must be between ${today} and ${addDays(lastDay, MAX_NIGHTS)}` });
  if (checkout !== null && checkin === null) errors.push({ field: 'checkin', message: 'is required with checkout' });
  if (checkin !== null && checkout !== null && isRealDate(checkin) && isRealDate(checkout)) {
    const stay = daysBetween(checkin, checkout);
    if (stay <= 0) errors.push({ field: 'checkout', message: 'must be after checkin' });
    else if (stay > MAX_NIGHTS) errors.push({ field: 'checkout', message: `must be at most ${MAX_NIGHTS} nights after checkin` });
    else if (nights !== null && nights !== stay) errors.push({ field: 'night', message: 'must equal the nights between checkin and checkout' });
    else nights = stay;
  } else if (checkin !== null && checkout === null && isRealDate(checkin)) {
    nights ??= 1;
    checkout = addDays(checkin, nights);
  }
  if (gifting || flow === 'activity') {
    // no dates in the gifting and activity flows (search bar §2)
    checkin = null;
    checkout = null;
  }

  const distanceMin = num(input.distanceMin);
  const distanceMax = num(input.distanceMax);
  if (distanceMin !== null && distanceMax !== null && distanceMin > distanceMax)
    errors.push({ field: 'distanceMin', message: 'must not be greater than distanceMax' });

  const priceMinKey = gifting ? 'singleVoucherPriceMin' : 'priceMin';
  const priceMaxKey = gifting ? 'singleVoucherPriceMax' : 'priceMax';
  const priceMin = num(input[priceMinKey]) ?? (gifting ? num(input.priceMin) : null);
  const priceMax = num(input[priceMaxKey]) ?? (gifting ? num(input.priceMax) : null);
  if (priceMin !== null && priceMin < 0) errors.push({ field: priceMinKey, message: 'must be >= 0' });
  if (priceMax !== null && priceMax < 0) errors.push({ field: priceMaxKey, message: 'must be >= 0' });
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    errors.push({ field: priceMinKey, message: `must not be greater than ${priceMaxKey}` });

  const hasPosition = lat !== null || (destination !== null && destination.key !== 'hotel');
  const requestedSort = (options.sort ?? input.sort) as Sort | undefined;
  const sort: Sort = requestedSort ?? 'priceQuality';
  if (requestedSort !== undefined && !sortsOf(flow, hasPosition).includes(requestedSort)) {
    errors.push({
      field: options.sort !== undefined ? 'orderBy' : 'sort',
      message:
        requestedSort === 'distance' && !hasPosition
          ? 'distance needs lat and lng (or a destination)'
          : `must be one of ${sortsOf(flow, hasPosition).join(', ')} in the ${flow} flow`,
    });
  }

  const minScore = num(input.minHotelReviewScore) ?? num(input.hotelScore);
  const facilities = list(input.facilities);
  // 'pets' is sent as petsAllowed, never in the facility list (search.md §5); accept it in the list all the same.
  const petsAllowed = bool(input.petsAllowed) || facilities.includes('pets');

  const page = num(options.page ?? input.page) ?? 0;
  const limit = num(options.limit ?? input.limit) ?? DEFAULT_LIMIT;
  if (!Number.isInteger(page) || page < 0) errors.push({ field: 'page', message: 'must be a non-negative integer' });
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) errors.push({ field: 'limit', message: `must be an integer from 1 to ${MAX_LIMIT}` });

  if (errors.length) throw invalidFields(errors);

  return {
    locale: typeof input.locale === 'string' ? input.locale : 'fr_FR',
    flow,
    adults,
    children,
    babies,
    singleRoom: children + babies > 0 ? true : bool(input.s),
    lat,
    lng,
    destination,
    theme: num(input.theme),
    checkin,
    checkout,
    nights: checkin ? nights : null,
    distanceMin,
    distanceMax,
    sort,
    tags: list(input.tags).map(Number),
    hotelTypes: list([...list(input.hotelTypes), ...list(input.hotelType)]),
    hotelEnvironments: list([...list(input.hotelEnvironments), ...list(input.hotelEnvironment)]),
    hotelStyles: list([...list(input.hotelStyles), ...list(input.hotelStyle)]),
    stars: list(input.stars).map(Number),
    minScore,
    priceMin,
    priceMax,
    facilities: facilities.filter((f) => f !== 'pets'),
    petsAllowed,
    hotelId: num(input.hotelId),
    page,
    limit,
  };
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
