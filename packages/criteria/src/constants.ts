/** Business constants of search.md §3, §5 and §9 that the criteria model enforces. */

export const DEFAULT_TRAVELLERS = { a: 2, c: 0, b: 0 } as const;
/** In gifting, travellers are fixed at 2 adults, 0 children, 0 babies. */
export const GIFT_TRAVELLERS = { a: 2, c: 0, b: 0 } as const;
/** Traveller bounds: adults 1-20, children 0-10, babies 0-10. */
export const TRAVELLER_BOUNDS = {
  a: { min: 1, max: 20 },
  c: { min: 0, max: 10 },
  b: { min: 0, max: 10 },
} as const;
/** Age hints shown next to each traveller counter. */
export const TRAVELLER_AGES = { a: '12+', c: '3-11', b: '0-2' } as const;

/** Price slider bounds in euros: a minimum at or below the lower bound means no lower bound (activity: 1). */
export const PRICE_LOWER_BOUND = 9;
export const ACTIVITY_PRICE_LOWER_BOUND = 1;
/** A maximum at or above 250 means no upper bound ('+250 €'). */
export const PRICE_UPPER_BOUND = 250;
export const PRICE_STEP = 1;
/**
 * Price histogram (issue #34): bands of 10 € over the price slider, the last one open ('+250 €'), so the bands line
 * up with the slider the histogram stands above. The API counts offers per band (facets), the browser draws them.
 */
export const PRICE_BAND_EUROS = 10;
export const PRICE_BAND_COUNT = PRICE_UPPER_BOUND / PRICE_BAND_EUROS + 1;
/** Prices are stored in cents. */
export const CENTS = 100;

/** Nearby-location picker choices (km) and default (text 'Less than 2h'). */
export const DISTANCE_CHOICES = [100, 200, 300] as const;
export const DEFAULT_DISTANCE = 200;
/** Fallback search: a city or point of interest becomes an area of this radius around it. */
export const FALLBACK_RADIUS = 30;
export const FALLBACK_PAGE_SIZE = 3;

/** Stars filter options (multi-select) and score filter options (9 Superb, 8 Very good, 7 Pleasant). */
export const STAR_OPTIONS = [3, 4, 5] as const;
export const SCORE_OPTIONS = [9, 8, 7] as const;

export const FAMILY_THEME_ID = '39';
export const RECENT_SEARCHES_MAX = 3;
export const AUTOCOMPLETE_MAX_RESULTS = 30;

/** Nights: default 1 in set-up contexts; a hash value outside 1..MAX_NIGHTS (keys.ts) is dropped. */
export const DEFAULT_NIGHTS = 1;
/** Same-day booking cut-off: today is unselectable from 20:00. */
export const SAME_DAY_CUTOFF_HOUR = 20;
/** Availability window: current month to one year ahead (a check-in at most 365 days from today). */
export const WINDOW_MONTHS = 12;
export const WINDOW_DAYS = 365;

/**
 * Accessibility facilities (issue #34 §6), their own filter group: the codes of the facilities the API seeds and
 * filters on, in the order the group lists them.
 */
export const ACCESSIBILITY_FACILITIES = ['step_free_access', 'elevator', 'accessible_bathroom', 'accessible_parking', 'hearing_loop'] as const;
export type AccessibilityFacility = (typeof ACCESSIBILITY_FACILITIES)[number];

/** Highest page number accepted from a URL (zero-based). */
export const MAX_PAGE = 999;
/** Longest list accepted for one list key (tags, facilities...) and longest id. */
export const MAX_LIST_LENGTH = 50;
export const MAX_ID_LENGTH = 10;
export const MAX_CODE_LENGTH = 40;
/** Largest id the API accepts (32-bit). */
export const MAX_ID = 2147483647;
/** Longest hash accepted before parsing (anything longer is cut). */
export const MAX_HASH_LENGTH = 4000;

/** The `from` query value set by the search bar. */
export const FROM_SEARCH_BAR = 'searchbar';
