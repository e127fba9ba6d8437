/** Transitions of the search criteria (search.md §4-5). Every function returns new, valid criteria. */
import { DEFAULT_DISTANCE, FAMILY_THEME_ID, TRAVELLER_BOUNDS } from './constants';
import { isSingleRoom } from './business-rules';
import { DISTANCE_MAX, DISTANCE_MIN } from './keys';
import { firstSelectableDay } from './dates';
import { normaliseCriteria, type RawCriteria } from './normalise';
import { isSortAllowed } from './sort';
import {
  DESTINATION_ID_KEYS,
  type DestinationCategory,
  type Flow,
  type SearchCriteria,
  type SearchState,
} from './types';

/** Criteria cleared on a destination change. */
export const DESTINATION_CLEARED_KEYS = [...DESTINATION_ID_KEYS, 'lat', 'lng', 'distanceMin', 'distanceMax'] as const;

function renormalise(criteria: Partial<SearchCriteria> | RawCriteria, flow: Flow, now?: Date): SearchCriteria {
  return normaliseCriteria(criteria as RawCriteria, { flow, now });
}

function without<T extends object>(obj: T, keys: readonly string[]): T {
  const out = { ...obj } as Record<string, unknown>;
  for (const k of keys) delete out[k];
  return out as T;
}

/**
 * Change criteria: returns the new state with the patch applied, normalised for the flow, and the page
 * dropped (the page number is dropped whenever criteria change). `from` is kept only when given.
 */
export function changeCriteria(state: SearchState, patch: Partial<SearchCriteria>, options: { from?: string; now?: Date } = {}): SearchState {
  const merged = { ...state.criteria, ...patch };
  const next: SearchState = { flow: state.flow, criteria: renormalise(merged, state.flow, options.now) };
  if (options.from) next.from = options.from;
  return next;
}

/** Replace the criteria (keys absent from `criteria` are removed), normalised, page dropped. */
export function setCriteria(state: SearchState, criteria: Partial<SearchCriteria>, options: { from?: string; now?: Date } = {}): SearchState {
  const next: SearchState = { flow: state.flow, criteria: renormalise(criteria, state.flow, options.now) };
  if (options.from) next.from = options.from;
  return next;
}

/** Remove the destination criteria (focusing the destination field does this). */
export function clearDestination(criteria: SearchCriteria): SearchCriteria {
  const out = without(criteria, DESTINATION_CLEARED_KEYS);
  if (out.sort === 'distance') delete out.sort;
  return out;
}

/** A suggestion chosen in the destination selector. */
export interface DestinationChoice {
  id: string;
  category: DestinationCategory;
}

/** Choosing a suggestion clears the previous destination and sets its category and id. */
export function setDestination(criteria: SearchCriteria, choice: DestinationChoice, flow: Flow): SearchCriteria {
  return renormalise({ ...clearDestination(criteria), [choice.category]: choice.id }, flow);
}

/**
 * A location search (nearby-location picker or 'Search in this area'): clears city, hotel and area ids, sets
 * the position, distanceMin to the city minimum (0 when unknown) and distanceMax to the chosen distance.
 */
export function setLocation(
  criteria: SearchCriteria,
  location: { lat: number; lng: number; distanceMax?: number; cityMinimum?: number },
  flow: Flow,
): SearchCriteria {
  return renormalise(
    {
      ...clearDestination(criteria),
      lat: location.lat,
      lng: location.lng,
      distanceMin: location.cityMinimum ?? DISTANCE_MIN,
      distanceMax: location.distanceMax ?? DEFAULT_DISTANCE,
    },
    flow,
  );
}

/** The distance filter is active only when a distance bound is set. */
export function isDistanceFilterActive(criteria: SearchCriteria): boolean {
  return criteria.distanceMin !== undefined || criteria.distanceMax !== undefined;
}

/**
 * 'Include offers around' toggle (when a city is set): on sets the distance bounds (city minimum to the
 * slider maximum), off removes them.
 */
export function setIncludeAround(criteria: SearchCriteria, on: boolean, flow: Flow, cityMinimum = DISTANCE_MIN): SearchCriteria {
  if (!on) return renormalise(without(criteria, ['distanceMin', 'distanceMax']), flow);
  return renormalise({ ...criteria, distanceMin: cityMinimum, distanceMax: criteria.distanceMax ?? DISTANCE_MAX }, flow);
}

export type TravellerKey = 'a' | 'c' | 'b';

/**
 * Set one traveller count. Out-of-range changes are ignored (the criteria are returned unchanged);
 * gifting travellers cannot change. Single room follows children and babies.
 */
export function setTravellers(criteria: SearchCriteria, key: TravellerKey, value: number, flow: Flow): SearchCriteria {
  if (flow === 'gifting') return criteria;
  const bounds = TRAVELLER_BOUNDS[key];
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) return criteria;
  const next = { ...criteria, [key]: value };
  next.s = isSingleRoom(next.c, next.b);
  return next;
}

/** The family hint shows when children or babies are in the search and the theme is not the family theme. */
export function showsFamilyHint(criteria: SearchCriteria): boolean {
  return (criteria.c > 0 || criteria.b > 0) && criteria.theme !== FAMILY_THEME_ID;
}

/** Dates from defaults (saved or server criteria) are kept only if their check-in is in the future; never over flexible dates. */
export function withDefaultDates(criteria: SearchCriteria, defaults: Partial<SearchCriteria>, flow: Flow, now: Date = new Date()): SearchCriteria {
  if (criteria.checkin || criteria.weekend || !defaults.checkin || defaults.checkin < firstSelectableDay(now)) return criteria;
  return renormalise({ ...criteria, checkin: defaults.checkin, checkout: defaults.checkout, night: defaults.night }, flow, now);
}

/** Remove the dates, exact or flexible (calendar Clear). */
export function clearDates(criteria: SearchCriteria): SearchCriteria {
  return without(criteria, ['checkin', 'checkout', 'night', 'weekend']);
}

/** Remove the theme (the category of search.md §4's fallback searches). */
export function clearTheme(criteria: SearchCriteria): SearchCriteria {
  return without(criteria, ['theme']);
}

/** Location keys a flow switch away from activity restores. */
const LOCATION_KEYS = [...DESTINATION_ID_KEYS, 'lat', 'lng', 'distanceMin', 'distanceMax'] as const;

/** What a flow switch produces: the new state and the criteria remembered to restore later. */
export interface FlowSwitch {
  state: SearchState;
  /** criteria remembered when entering the activity flow (to restore location and dates when leaving it) */
  remembered?: SearchCriteria;
}

/**
 * Switch flow (search.md §4). Page is dropped.
 * - to activity: criteria are cleared (the current ones are remembered);
 * - from activity: the location (from the activity search, else the remembered one) and the remembered dates
 *   when their check-in is still in the future are restored;
 * - to gifting: travellers fixed at 2/0/0 and only the priceQuality or distance sort is kept;
 * - every flow: a sort the flow does not allow is dropped (activity has no sort).
 */
export function switchFlow(state: SearchState, to: Flow, remembered?: SearchCriteria, now: Date = new Date()): FlowSwitch {
  const from = state.flow;
  if (to === from) return { state: { flow: to, criteria: state.criteria }, remembered };
  if (to === 'activity') {
    return { state: { flow: 'activity', criteria: renormalise({}, 'activity', now) }, remembered: state.criteria };
  }
  let raw: Partial<SearchCriteria> = { ...state.criteria };
  if (from === 'activity') {
    const current = state.criteria;
    const hasLocation = LOCATION_KEYS.some((k) => current[k] !== undefined);
    const locationSource = hasLocation ? current : remembered;
    raw = { ...(remembered ?? {}), ...pick(current, ['a', 'c', 'b', 'theme']) };
    for (const k of LOCATION_KEYS) delete (raw as Record<string, unknown>)[k];
    if (locationSource) Object.assign(raw, pick(locationSource, LOCATION_KEYS));
    if (!remembered?.checkin || remembered.checkin < firstSelectableDay(now)) {
      delete raw.checkin;
      delete raw.checkout;
    }
  }
  if (to === 'gifting' && raw.sort && raw.sort !== 'priceQuality' && raw.sort !== 'distance') delete raw.sort;
  const criteria = renormalise(raw, to, now);
  if (criteria.sort && !isSortAllowed(criteria.sort, to, criteria)) delete criteria.sort;
  return { state: { flow: to, criteria }, remembered: from === 'activity' ? undefined : remembered };
}

function pick<T extends object, K extends string>(obj: T, keys: readonly K[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = (obj as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = v;
  }
  return out as Partial<T>;
}

/** Filter criteria the filter panel owns ('Reset all filters' / Clear removes them). */
export const FILTER_KEYS = [
  'tags',
  'priceMin',
  'priceMax',
  'distanceMin',
  'distanceMax',
  'facilities',
  'petsAllowed',
  'accessibility',
  'freeCancellation',
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
  'minHotelReviewScore',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A search around a position (a location search or a map area): its distance bounds are its radius, not a filter. */
export function isPositionSearch(criteria: SearchCriteria): boolean {
  return criteria.lat !== undefined && !criteria.city;
}

/** 'Reset all filters': clear every filter. The distance bounds stay when a position is searched (location search). */
export function resetFilters(criteria: SearchCriteria, flow: Flow): SearchCriteria {
  const keep = isPositionSearch(criteria) ? ['distanceMin', 'distanceMax'] : [];
  return renormalise(without(criteria, FILTER_KEYS.filter((k) => !keep.includes(k))), flow);
}

/** Budget counts as applied only when different from the bounds (a bound set). */
export function isBudgetApplied(criteria: SearchCriteria): boolean {
  return criteria.priceMin !== undefined || criteria.priceMax !== undefined;
}

/** Distance counts as applied only when a bound differs from the slider bounds 0-300. */
export function isDistanceApplied(criteria: SearchCriteria): boolean {
  return (criteria.distanceMin ?? DISTANCE_MIN) !== DISTANCE_MIN || (criteria.distanceMax ?? DISTANCE_MAX) !== DISTANCE_MAX;
}

/**
 * Number of active filters shown on the Filter button: the sum of selected options (each activity, facility,
 * type, environment, style, star and accessibility facility counts one; pets, free cancellation, score, budget and distance one each when applied; the
 * distance of a search around a position is its radius, which 'Reset all filters' keeps, and does not count).
 */
export function countActiveFilters(criteria: SearchCriteria): number {
  return (
    criteria.tags.length +
    criteria.facilities.length +
    (criteria.petsAllowed ? 1 : 0) +
    criteria.accessibility.length +
    (criteria.freeCancellation ? 1 : 0) +
    criteria.hotelTypes.length +
    criteria.hotelEnvironments.length +
    criteria.hotelStyles.length +
    criteria.stars.length +
    (criteria.hotelScore !== undefined || criteria.minHotelReviewScore !== undefined ? 1 : 0) +
    (isBudgetApplied(criteria) ? 1 : 0) +
    (isDistanceApplied(criteria) && !isPositionSearch(criteria) ? 1 : 0)
  );
}

/** The destination category and id set in the criteria (the most precise one), if any. */
export function destinationOf(criteria: SearchCriteria): { category: DestinationCategory; id: string } | undefined {
  for (const key of ['hotel', 'city', 'poi', 'searesort', 'skiresort', 'touristicregion', 'department', 'region', 'country'] as const) {
    const id = criteria[key];
    if (id) return { category: key, id };
  }
  return undefined;
}

