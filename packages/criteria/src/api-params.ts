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
 * Search criteria as sent to GET {api}/offers.json and {api}/facets.json: travellers (fixed 2/0/0 in gifting),
 * destination ids, theme, dates (not in gifting or activity), sort (none in activity) and the facet criteria.
 */
export function toSearchParams(criteria: SearchCriteria, flow: Flow): ApiParams {
  const out: ApiParams = { flow };
  const gifting = flow === 'gifting';
  put(out, 'adult', gifting ? 2 : criteria.a);
  put(out, 'child', gifting ? 0 : criteria.c);
  put(out, 'baby', gifting ? 0 : criteria.b);
  if (criteria.s && !gifting) out.singleRoom = 'true';
  for (const key of ['city', 'hotel', 'searesort', 'skiresort', 'touristicregion', 'region', 'department', 'country', 'poi', 'theme'] as const) {
    put(out, key, criteria[key]);
  }
  // a location search without a distance filter still needs its position
  if (!isDistanceFilterActive(criteria) && criteria.lat !== undefined && criteria.lng !== undefined) {
    put(out, 'lat', criteria.lat);
    put(out, 'lng', criteria.lng);
  }
  if (flow === 'booking' || flow === 'hotel') {
    put(out, 'checkin', criteria.checkin);
    put(out, 'checkout', criteria.checkout);
    put(out, 'night', criteria.night);
  }
  if (flow !== 'activity') put(out, 'sort', criteria.sort);
  const facets = toFacetRefreshParams(criteria, flow);
  delete facets.withActivities;
  return { ...out, ...facets };
}
