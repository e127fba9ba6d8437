/**
 * Criteria -> API wire parameters (search.md §7): the one place that decides how URL criteria are sent, to the
 * search, the map, the activity-only search and the facets alike (the facets add only their own options).
 * Values are strings (ready for URLSearchParams / axios params); absent criteria are left out. Key names and kinds
 * come from the table of keys.ts, which the API's request schemas are derived from too.
 */
import { flowHasDates, flowTravellers, priceKeys, reviewFloor } from './business-rules';
import { CRITERIA_KEYS, type KeySpec } from './keys';
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

const DESTINATION_AND_THEME = ['city', 'hotel', 'searesort', 'skiresort', 'touristicregion', 'region', 'department', 'country', 'poi', 'theme'] as const;

/**
 * Search criteria as sent to GET {api}/offers.json, {api}/facets.json and in POST bodies: the hash keys
 * (the API reads the same names), lists as comma lists, with the flow rules applied (business-rules.ts): travellers
 * fixed in gifting and prices as singleVoucherPriceMin/Max there, dates in booking and hotel only, no sort in
 * activity, and lat/lng only when the distance filter is active (otherwise the city or area is searched).
 * `sort: false` leaves the sort out (the facets do not depend on it).
 */
export function toWire(criteria: SearchCriteria, flow: Flow, options: { sort?: boolean } = {}): ApiParams {
  const out: ApiParams = { flow };
  const travellers = flowTravellers(flow, criteria);
  put(out, 'a', travellers.a);
  put(out, 'c', travellers.c);
  put(out, 'b', travellers.b);
  if (criteria.s && flow !== 'gifting') out.s = 'true';
  for (const key of DESTINATION_AND_THEME) put(out, key, criteria[key]);
  if (isDistanceFilterActive(criteria)) {
    put(out, 'distanceMin', criteria.distanceMin);
    put(out, 'distanceMax', criteria.distanceMax);
    if (criteria.lat !== undefined && criteria.lng !== undefined) {
      put(out, 'lat', criteria.lat);
      put(out, 'lng', criteria.lng);
    }
  }
  if (flowHasDates(flow)) {
    put(out, 'checkin', criteria.checkin);
    put(out, 'checkout', criteria.checkout);
    if (criteria.checkin) put(out, 'night', criteria.night);
    else put(out, 'weekend', criteria.weekend);
  }
  if (flow !== 'activity' && options.sort !== false) put(out, 'sort', criteria.sort);
  put(out, 'tags', criteria.tags);
  put(out, 'hotelTypes', criteria.hotelTypes);
  put(out, 'hotelEnvironments', criteria.hotelEnvironments);
  put(out, 'hotelStyles', criteria.hotelStyles);
  put(out, 'stars', criteria.stars);
  put(out, 'minHotelReviewScore', reviewFloor(criteria.hotelScore, criteria.minHotelReviewScore));
  const prices = priceKeys(flow);
  put(out, prices.min, criteria.priceMin);
  put(out, prices.max, criteria.priceMax);
  put(out, 'facilities', criteria.facilities);
  if (criteria.petsAllowed) out.petsAllowed = 'true';
  put(out, 'accessibility', criteria.accessibility);
  if (criteria.freeCancellation) out.freeCancellation = 'true';
  return out;
}

/** Keys that stay strings in a JSON body: dates and comma lists (even when they hold one id: '7', not 7). */
function staysText(key: string): boolean {
  const kind = (CRITERIA_KEYS as Record<string, KeySpec>)[key]?.kind;
  return kind === 'date' || kind === 'ids' || kind === 'codes' || kind === 'stars';
}

/** The same criteria as a JSON body (POST map search, activity-only search): numbers as numbers. */
export function toWireBody(criteria: SearchCriteria, flow: Flow): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(toWire(criteria, flow))) {
    out[key] = value === 'true' ? true : /^-?\d+(\.\d+)?$/.test(value) && !staysText(key) ? Number(value) : value;
  }
  return out;
}
