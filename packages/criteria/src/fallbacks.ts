/**
 * Fallback searches (search.md §4): the alternative searches of a search, built in order — widen the destination (a
 * city, point of interest or resort becomes an area of FALLBACK_RADIUS km around it, minimum 0; a department becomes
 * its region; a region or touristic region becomes the country), then drop the dates, then drop the category (theme),
 * then their combinations. Each is run as an ordinary search (GET {api}/offers.json, FALLBACK_PAGE_SIZE offers) by the
 * caller; this module only says which criteria to search. Pure: no clock, no I/O.
 *
 * The widening reads the main search's searchDetails.locationHierarchy (the searched place and its parents, country
 * last), so it needs no call of its own. What is widened is what the main search searched: toWire sends a
 * position only with an active distance filter, and the API takes the most precise destination key.
 */
import { FALLBACK_RADIUS } from './constants';
import { clearDates, clearDestination, clearTheme, isDistanceFilterActive } from './rules';
import type { Flow, SearchCriteria } from './types';

/** A place of searchDetails.locationHierarchy. */
export interface HierarchyPlace {
  id: number | string;
  label?: string;
  category: string;
  latitude: number;
  longitude: number;
}

/** The kinds of fallback search, in the order they are shown. */
export const FALLBACK_KINDS = [
  'widenDestination',
  'withoutDates',
  'withoutTheme',
  'widenDestinationWithoutDates',
  'widenDestinationWithoutTheme',
  'withoutDatesWithoutTheme',
  'widenDestinationWithoutDatesWithoutTheme',
] as const;
export type FallbackKind = (typeof FALLBACK_KINDS)[number];

/** One alternative search: its kind and its criteria (the page is dropped: an alternative shows its first page). */
export interface FallbackSearch {
  kind: FallbackKind;
  criteria: SearchCriteria;
}

type Step = 'widen' | 'dates' | 'theme';

/** The steps of each kind, in FALLBACK_KINDS order. */
const STEPS_OF: Record<FallbackKind, readonly Step[]> = {
  widenDestination: ['widen'],
  withoutDates: ['dates'],
  withoutTheme: ['theme'],
  widenDestinationWithoutDates: ['widen', 'dates'],
  widenDestinationWithoutTheme: ['widen', 'theme'],
  withoutDatesWithoutTheme: ['dates', 'theme'],
  widenDestinationWithoutDatesWithoutTheme: ['widen', 'dates', 'theme'],
};

/** Destination keys, most precise first: the one the API searches when several are set. */
const SEARCHED_DESTINATION_ORDER = ['hotel', 'poi', 'city', 'searesort', 'skiresort', 'touristicregion', 'department', 'region', 'country'] as const;
type SearchedKey = (typeof SEARCHED_DESTINATION_ORDER)[number];

/** The criteria search around a position (sent only with an active distance filter, see toWire). */
function searchesPosition(c: SearchCriteria): boolean {
  return c.lat !== undefined && c.lng !== undefined && isDistanceFilterActive(c);
}

/** The destination the search searches: none for a position search, else the most precise key set. */
function searchedDestination(c: SearchCriteria): { key: SearchedKey; id: string } | undefined {
  if (searchesPosition(c)) return undefined;
  for (const key of SEARCHED_DESTINATION_ORDER) {
    const id = c[key];
    if (id) return { key, id };
  }
  return undefined;
}

function placeOf(hierarchy: readonly HierarchyPlace[], id: string): HierarchyPlace | undefined {
  return hierarchy.find((p) => String(p.id) === id);
}

/** A parent of the place of that category (the department's region, an area's country). */
function parentOf(hierarchy: readonly HierarchyPlace[], place: HierarchyPlace, category: string): HierarchyPlace | undefined {
  return hierarchy.find((p) => p !== place && p.category === category);
}

/**
 * The criteria with the destination widened, or null when it cannot be: a city, point of interest, seaside or ski
 * resort becomes the area of FALLBACK_RADIUS km around its position (distanceMin 0, the sort kept); a department its
 * region; a region or touristic region its country. A hotel, a position search, a country, no destination, or a place
 * missing from the hierarchy is not widened. The destination is changed with clearDestination (search.md §3: the
 * other destination keys, the position and the distance bounds go).
 */
export function widenDestination(criteria: SearchCriteria, hierarchy: readonly HierarchyPlace[]): SearchCriteria | null {
  const destination = searchedDestination(criteria);
  if (!destination || destination.key === 'hotel') return null;
  const place = placeOf(hierarchy, destination.id);
  if (!place) return null;
  switch (destination.key) {
    case 'city':
    case 'poi':
    case 'searesort':
    case 'skiresort': {
      const out: SearchCriteria = {
        ...clearDestination(criteria),
        lat: place.latitude,
        lng: place.longitude,
        distanceMin: 0,
        distanceMax: FALLBACK_RADIUS,
      };
      if (criteria.sort) out.sort = criteria.sort; // a position allows every sort, the distance too
      return out;
    }
    case 'department': {
      const region = parentOf(hierarchy, place, 'region');
      return region ? { ...clearDestination(criteria), region: String(region.id) } : null;
    }
    case 'region':
    case 'touristicregion': {
      const country = parentOf(hierarchy, place, 'country');
      return country ? { ...clearDestination(criteria), country: String(country.id) } : null;
    }
    default:
      return null;
  }
}

/** The search has a centre to sort by distance from: its position, or a searched place (not a hotel) that is known. */
function hasCentre(c: SearchCriteria, hierarchy: readonly HierarchyPlace[], widened: boolean): boolean {
  if (searchesPosition(c)) return true;
  const destination = searchedDestination(c);
  if (!destination || destination.key === 'hotel') return false;
  // a widened destination comes from the hierarchy; the main one is known when the hierarchy has it
  return widened || placeOf(hierarchy, destination.id) !== undefined;
}

/**
 * The alternative searches of a search (search.md §4), in order: widenDestination, withoutDates, withoutTheme, then
 * the combinations (widen+dates, widen+theme, dates+theme, all three), each only when all its steps apply: the
 * destination can be widened (widenDestination), the search has dates (booking and hotel flows: the others send
 * none), the search has a theme. A 'distance' sort without a centre falls back to the default sort.
 *
 * @param criteria the main search's criteria
 * @param hierarchy the main search's searchDetails.locationHierarchy
 * @param flow the main search's flow
 */
export function fallbackSearches(criteria: SearchCriteria, hierarchy: readonly HierarchyPlace[], flow: Flow): FallbackSearch[] {
  const widened = widenDestination(criteria, hierarchy);
  const applies: Record<Step, boolean> = {
    widen: widened !== null,
    dates: (flow === 'booking' || flow === 'hotel') && (criteria.checkin !== undefined || criteria.weekend !== undefined),
    theme: criteria.theme !== undefined,
  };
  const out: FallbackSearch[] = [];
  for (const kind of FALLBACK_KINDS) {
    const steps = STEPS_OF[kind];
    if (!steps.every((step) => applies[step])) continue;
    let next = steps.includes('widen') && widened ? widened : criteria;
    if (steps.includes('dates')) next = clearDates(next);
    if (steps.includes('theme')) next = clearTheme(next);
    if (next.sort === 'distance' && !hasCentre(next, hierarchy, steps.includes('widen'))) {
      next = { ...next };
      delete next.sort;
    }
    out.push({ kind, criteria: next });
  }
  return out;
}
