/**
 * Criteria -> API query parameters (search.md §7). One place decides how the URL criteria are sent.
 * Values are strings (ready for URLSearchParams / axios params); absent criteria are left out.
 */
import { isDistanceFilterActive } from './rules';
import type { Flow, SearchCriteria } from './types';

export type ApiParams = Record<string, string>;

function put(out: ApiParams, key: string, value: string | number | boolean | undefined | readonly (string | number)[]): void {
  if (value === undefined || value === false) return;
  if (Array.isArray(value)) {
    if (value.length) out[key] = value.join(',');
    return;
  }
  out[key] = String(value);
}

/** Position and distance: lat and lng only when the distance filter is active and a position exists. */
function putDistance(out: ApiParams, criteria: SearchCriteria): void {
  if (!isDistanceFilterActive(criteria)) return;
  put(out, 'distanceMin', criteria.distanceMin);
  put(out, 'distanceMax', criteria.distanceMax);
  if (criteria.lat !== undefined && criteria.lng !== undefined) {
    put(out, 'lat', criteria.lat);
    put(out, 'lng', criteria.lng);
  }
}

/** Price bounds: priceMin/priceMax, or singleVoucherPriceMin/Max in gifting. Cents. */
function putPrice(out: ApiParams, criteria: SearchCriteria, flow: Flow): void {
  const gifting = flow === 'gifting';
  put(out, gifting ? 'singleVoucherPriceMin' : 'priceMin', criteria.priceMin);
  put(out, gifting ? 'singleVoucherPriceMax' : 'priceMax', criteria.priceMax);
}

/** The review score floor sent as minHotelReviewScore (score filter selection or explicit floor). */
function reviewFloor(criteria: SearchCriteria): number | undefined {
  const values = [criteria.hotelScore, criteria.minHotelReviewScore].filter((v): v is number => v !== undefined);
  return values.length ? Math.max(...values) : undefined;
}

/**
 * Facet refresh criteria (search.md §7): hotelType, hotelEnvironment, hotelStyle, stars (comma lists),
 * minHotelReviewScore, priceMin/priceMax (singleVoucherPriceMin/Max in gifting), facilities (comma list without
 * pets), petsAllowed, distanceMin, distanceMax, lat and lng (only when the distance filter is active and a
 * position exists), tags (comma list), withActivities true.
 */
export function toFacetRefreshParams(criteria: SearchCriteria, flow: Flow): ApiParams {
  const out: ApiParams = {};
  put(out, 'hotelType', criteria.hotelTypes);
  put(out, 'hotelEnvironment', criteria.hotelEnvironments);
  put(out, 'hotelStyle', criteria.hotelStyles);
  put(out, 'stars', criteria.stars);
  put(out, 'minHotelReviewScore', reviewFloor(criteria));
  putPrice(out, criteria, flow);
  put(out, 'facilities', criteria.facilities.filter((f) => f.toLowerCase() !== 'pets'));
  if (criteria.petsAllowed) out.petsAllowed = 'true';
  putDistance(out, criteria);
  put(out, 'tags', criteria.tags);
  out.withActivities = 'true';
  return out;
}

/**
 * Search criteria as sent to GET {api}/offers.json, {api}/facets.json and in POST bodies: the hash keys
 * (the API reads the same names), lists as comma lists, with the flow rules applied: travellers fixed at 2/0/0
 * and prices as singleVoucherPriceMin/Max in gifting, no dates in gifting or activity, no sort in activity,
 * and lat/lng only when the distance filter is active (otherwise the city or area is searched).
 */
export function toSearchParams(criteria: SearchCriteria, flow: Flow): ApiParams {
  const out: ApiParams = { flow };
  const gifting = flow === 'gifting';
  put(out, 'a', gifting ? 2 : criteria.a);
  put(out, 'c', gifting ? 0 : criteria.c);
  put(out, 'b', gifting ? 0 : criteria.b);
  if (criteria.s && !gifting) out.s = 'true';
  for (const key of ['city', 'hotel', 'searesort', 'skiresort', 'touristicregion', 'region', 'department', 'country', 'poi', 'theme'] as const) {
    put(out, key, criteria[key]);
  }
  putDistance(out, criteria);
  if (flow === 'booking' || flow === 'hotel') {
    put(out, 'checkin', criteria.checkin);
    put(out, 'checkout', criteria.checkout);
    if (criteria.checkin) put(out, 'night', criteria.night);
  }
  if (flow !== 'activity') put(out, 'sort', criteria.sort);
  put(out, 'tags', criteria.tags);
  put(out, 'hotelTypes', criteria.hotelTypes);
  put(out, 'hotelEnvironments', criteria.hotelEnvironments);
  put(out, 'hotelStyles', criteria.hotelStyles);
  put(out, 'stars', criteria.stars);
  put(out, 'minHotelReviewScore', reviewFloor(criteria));
  putPrice(out, criteria, flow);
  put(out, 'facilities', criteria.facilities);
  if (criteria.petsAllowed) out.petsAllowed = 'true';
  return out;
}

/** The same criteria as a JSON body (POST map search, activity-only search): numbers as numbers. */
export function toSearchBody(criteria: SearchCriteria, flow: Flow): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(toSearchParams(criteria, flow))) {
    out[key] = value === 'true' ? true : /^-?\d+(\.\d+)?$/.test(value) && !TEXT_KEYS.has(key) ? Number(value) : value;
  }
  return out;
}

/** Body keys that stay strings: dates, and the comma lists even when they hold one id ('7', not 7). */
const TEXT_KEYS = new Set(['checkin', 'checkout', 'tags', 'hotelTypes', 'hotelEnvironments', 'hotelStyles', 'stars', 'facilities']);
