import type { Flow } from '@storefront/contracts';

export type { Flow } from '@storefront/contracts';
export const FLOWS: readonly Flow[] = ['booking', 'gifting', 'activity', 'hotel'];
export const DEFAULT_FLOW: Flow = 'booking';

/** Destination area keys (cleared when a location lat/lng is used). */
export const AREA_KEYS = ['searesort', 'skiresort', 'touristicregion', 'region', 'department', 'country', 'poi'] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

/** A destination criterion key: city, hotel or an area. */
export type DestinationKey = 'city' | 'hotel' | AreaKey;
export const DESTINATION_ID_KEYS: readonly DestinationKey[] = ['city', 'hotel', ...AREA_KEYS];

/**
 * The nine suggestion categories of the destination selector, in display order (search.md §2),
 * each mapped to the criteria key its id is written to.
 */
export const DESTINATION_CATEGORIES = [
  'city',
  'hotel',
  'searesort',
  'skiresort',
  'touristicregion',
  'poi',
  'region',
  'department',
  'country',
] as const;
export type DestinationCategory = (typeof DESTINATION_CATEGORIES)[number];

export const SORT_KEYS = ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'priceQuality';

export type Star = 3 | 4 | 5;
export type ScoreOption = 9 | 8 | 7;

/**
 * Search criteria: what lives in the URL hash (search.md §3). Optional keys are absent when not set;
 * lists are empty when nothing is selected. Always valid once built by `normaliseCriteria`.
 */
export interface SearchCriteria {
  /** adults 1-20 */
  a: number;
  /** children 0-10 */
  c: number;
  /** babies 0-10 */
  b: number;
  /** single-room flag: true exactly when there are children or babies */
  s: boolean;
  lat?: number;
  lng?: number;
  city?: string;
  hotel?: string;
  searesort?: string;
  skiresort?: string;
  touristicregion?: string;
  region?: string;
  department?: string;
  country?: string;
  poi?: string;
  theme?: string;
  /** ISO YYYY-MM-DD */
  checkin?: string;
  /** ISO YYYY-MM-DD, after checkin */
  checkout?: string;
  /** km, 0-300 */
  distanceMin?: number;
  distanceMax?: number;
  sort?: SortKey;
  /** activity ids */
  tags: string[];
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  stars: Star[];
  /** score filter selection (9 Superb, 8 Very good, 7 Pleasant) */
  hotelScore?: ScoreOption;
  /** cents; absent means no lower bound */
  priceMin?: number;
  /** cents; absent means no upper bound */
  priceMax?: number;
  /** facility values, never 'pets' (sent as petsAllowed) */
  facilities: string[];
  petsAllowed: boolean;
  /** accessibility facilities the hotel must all have (ACCESSIBILITY_FACILITIES) */
  accessibility: string[];
  /** only offers with free cancellation (their policy is cancellable until a deadline) */
  freeCancellation: boolean;
  /** review score floor 0-10 */
  minHotelReviewScore?: number;
  /** number of nights */
  night?: number;
  /** flexible dates, never with checkin/checkout: a month YYYY-MM ('a weekend in {month}') or 'any' (weekend.ts) */
  weekend?: string;
}

/** The query-string part of a search URL: flow, zero-based page, from. */
export interface SearchQuery {
  flow: Flow;
  page?: number;
  from?: string;
}

/** Everything a search URL says. */
export interface SearchState extends SearchQuery {
  criteria: SearchCriteria;
}

/** Options of normalisation: the clock and the site's time zone (for past dates and the 20:00 cut-off), the flow. */
export interface NormaliseOptions {
  flow?: Flow;
  now?: Date;
  /** IANA time zone of the site (SITES[code].timeZone); default the business time zone, Europe/Paris */
  timeZone?: string;
}
