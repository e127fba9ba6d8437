/**
 * The one table of search criteria keys (search.md §3 and §7): each key's wire name, kind, bounds and meaning.
 * The URL hash, the API query / body and the API's request schemas all derive from it (the API turns it into
 * TypeBox schemas on its side; this package stays plain data, small enough for the page bundles).
 */
import { ACCESSIBILITY_FACILITIES, GIFT_TRAVELLERS } from './constants';

/**
 * Kinds of values on the wire: `int` / `number` with bounds, `flag` (true/false), `id` (catalogue id), `ids`
 * (comma list of ids), `codes` (comma list of facet codes), `stars` (comma list of 1-5), `date` (YYYY-MM-DD),
 * `sort` (a sort key), `weekend` ('any' or a month YYYY-MM, flexible dates).
 */
export type KeyKind = 'int' | 'number' | 'flag' | 'id' | 'ids' | 'codes' | 'stars' | 'date' | 'sort' | 'weekend';

export interface KeySpec {
  kind: KeyKind;
  min?: number;
  max?: number;
  description: string;
  /** where the key lives: in the URL hash only, on the API wire only, or both (default) */
  on?: 'hash' | 'api';
  /** `codes` limited to these values (any other is a 400 on the wire, dropped from a URL) */
  values?: readonly string[];
}

/** Longest stay in nights (search.md §5, site-wide §4: a check-out up to 20 days after the check-in). */
export const MAX_NIGHTS = 20;
/** Distance slider bounds (km). */
export const DISTANCE_MIN = 0;
export const DISTANCE_MAX = 300;
/** Largest price bound accepted, in cents. */
export const MAX_PRICE_CENTS = 100_000_000;

const cents = (description: string): KeySpec => ({ kind: 'int', min: 0, max: MAX_PRICE_CENTS, description });

/** Every criteria key, in the order the hash is written (search.md §3), API-only keys where they belong. */
export const CRITERIA_KEYS = {
  a: { kind: 'int', min: 1, max: 20, description: `Adults (12+), default 2; fixed at ${GIFT_TRAVELLERS.a} in gifting` },
  c: { kind: 'int', min: 0, max: 10, description: 'Children (3-11), default 0' },
  b: { kind: 'int', min: 0, max: 10, description: 'Babies (0-2), default 0' },
  s: { kind: 'flag', description: 'Single-room flag' },
  lat: { kind: 'number', min: -90, max: 90, description: 'Latitude of a location search' },
  lng: { kind: 'number', min: -180, max: 180, description: 'Longitude of a location search' },
  city: { kind: 'id', description: 'City id' },
  hotel: { kind: 'id', description: 'Hotel id (destination)' },
  searesort: { kind: 'id', description: 'Seaside resort id' },
  skiresort: { kind: 'id', description: 'Ski resort id' },
  touristicregion: { kind: 'id', description: 'Touristic region id' },
  region: { kind: 'id', description: 'Region id' },
  department: { kind: 'id', description: 'Department id' },
  country: { kind: 'id', description: 'Country id' },
  poi: { kind: 'id', description: 'Point of interest id' },
  theme: { kind: 'id', description: 'Theme id' },
  checkin: { kind: 'date', description: 'Date YYYY-MM-DD' },
  checkout: { kind: 'date', description: 'Date YYYY-MM-DD' },
  night: { kind: 'int', min: 1, max: MAX_NIGHTS, description: 'Number of nights' },
  weekend: { kind: 'weekend', description: "Flexible dates instead of checkin/checkout: a weekend (Friday or Saturday check-in, 1-2 nights) in a month YYYY-MM, or 'any' weekend in the next 3 months" },
  distanceMin: { kind: 'number', min: DISTANCE_MIN, max: DISTANCE_MAX, description: 'Distance lower bound (km)' },
  distanceMax: { kind: 'number', min: DISTANCE_MIN, max: DISTANCE_MAX, description: 'Distance upper bound (km)' },
  sort: { kind: 'sort', description: 'Sort key (search.md §5)' },
  tags: { kind: 'ids', description: 'Activity ids' },
  hotelTypes: { kind: 'codes', description: 'Hotel type codes' },
  hotelEnvironments: { kind: 'codes', description: 'Hotel environment codes' },
  hotelStyles: { kind: 'codes', description: 'Hotel style codes' },
  stars: { kind: 'stars', description: 'Stars (comma list of 1-5)' },
  // the score filter's selection (9, 8, 7); the floor is the higher of it and minHotelReviewScore (reviewFloor)
  hotelScore: { kind: 'number', min: 0, max: 10, description: 'Review score floor (alias of minHotelReviewScore)' },
  priceMin: cents('Price lower bound in cents'),
  priceMax: cents('Price upper bound in cents'),
  singleVoucherPriceMin: { ...cents('Gift price lower bound in cents (gifting)'), on: 'api' },
  singleVoucherPriceMax: { ...cents('Gift price upper bound in cents (gifting)'), on: 'api' },
  facilities: { kind: 'codes', description: 'Facility codes, without pets' },
  petsAllowed: { kind: 'flag', description: 'Only hotels accepting pets' },
  accessibility: { kind: 'codes', values: ACCESSIBILITY_FACILITIES, description: `Accessibility facilities the hotel must all have (${ACCESSIBILITY_FACILITIES.join(', ')})` },
  freeCancellation: { kind: 'flag', description: 'Only offers with free cancellation (cancellable until a deadline)' },
  minHotelReviewScore: { kind: 'number', min: 0, max: 10, description: 'Review score floor' },
  hotelId: { kind: 'id', description: 'Only the offers of this hotel', on: 'api' },
} as const satisfies Record<string, KeySpec>;

export type CriteriaKey = keyof typeof CRITERIA_KEYS;

const keysWhere = (place: 'hash' | 'api') =>
  (Object.keys(CRITERIA_KEYS) as CriteriaKey[]).filter((k) => {
    const on = (CRITERIA_KEYS[k] as KeySpec).on;
    return on === undefined || on === place;
  });

/** Keys of the URL hash, in the order they are written. */
export const HASH_KEYS = keysWhere('hash') as readonly Exclude<CriteriaKey, 'singleVoucherPriceMin' | 'singleVoucherPriceMax' | 'hotelId'>[];
export type HashKey = (typeof HASH_KEYS)[number];
/** Keys the API reads (query string or JSON body), besides flow, locale, page and limit. */
export const WIRE_KEYS = keysWhere('api');
export type WireKey = (typeof WIRE_KEYS)[number];

/** Keys whose value is a comma list. */
export function isListKey(key: string): boolean {
  const spec = (CRITERIA_KEYS as Record<string, KeySpec>)[key];
  return spec !== undefined && (spec.kind === 'ids' || spec.kind === 'codes' || spec.kind === 'stars');
}
