/**
 * Fallback searches (search.md §4): alternative searches built in order — widen the destination (a city or point
 * of interest becomes an area of 30 km around it, minimum 0; a department becomes its region; a region or
 * touristic region becomes the country), then drop the dates, then drop the category (theme), then their
 * combinations. Each runs with a page size of 3 and keeps its own results; empty ones are left out.
 */
import type { Db } from '../db';
import { criteriaToHash, type SearchCriteria } from './criteria';
import { buildContext, resolvePlace } from './filters';
import { searchOffers } from './offers';
import type { FallbackKind } from './schemas';

export const FALLBACK_RADIUS_KM = 30;
export const FALLBACK_PAGE_SIZE = 3;

type Step = 'widen' | 'dates' | 'theme';

const KIND_OF: Record<string, FallbackKind> = {
  widen: 'widenDestination',
  dates: 'withoutDates',
  theme: 'withoutTheme',
  'widen+dates': 'widenDestinationWithoutDates',
  'widen+theme': 'widenDestinationWithoutTheme',
  'dates+theme': 'withoutDatesWithoutTheme',
  'widen+dates+theme': 'widenDestinationWithoutDatesWithoutTheme',
};

/** The widened destination of the criteria, or null when it cannot be widened. */
export async function widenDestination(db: Db, c: SearchCriteria): Promise<Partial<SearchCriteria> | null> {
  const dest = c.destination;
  if (!dest || dest.key === 'hotel' || c.lat !== null) return null;
  const place = await resolvePlace(db, dest.id, c.locale);
  if (!place) return null;
  switch (dest.key) {
    case 'city':
    case 'poi':
    case 'searesort':
    case 'skiresort':
      return {
        destination: null,
        lat: place.latitude,
        lng: place.longitude,
        distanceMin: 0,
        distanceMax: FALLBACK_RADIUS_KM,
        sort: c.sort,
      };
    case 'department':
      return place.regionId ? { destination: { key: 'region', id: place.regionId } } : null;
    case 'region':
    case 'touristicregion':
      return place.countryId ? { destination: { key: 'country', id: place.countryId } } : null;
    default:
      return null;
  }
}

/** Applicable steps in the spec's order, then their combinations. */
function combinations(steps: Step[]): Step[][] {
  const order: Step[][] = [['widen'], ['dates'], ['theme'], ['widen', 'dates'], ['widen', 'theme'], ['dates', 'theme'], ['widen', 'dates', 'theme']];
  return order.filter((combo) => combo.every((s) => steps.includes(s)));
}

export async function fallbackSearches(db: Db, criteria: SearchCriteria) {
  const main = await searchOffers(db, { ...criteria, page: 0, limit: FALLBACK_PAGE_SIZE });
  const widened = await widenDestination(db, criteria);
  const steps: Step[] = [];
  if (widened) steps.push('widen');
  if (criteria.checkin) steps.push('dates');
  if (criteria.theme !== null) steps.push('theme');
  const fallbacks = [];
  for (const combo of combinations(steps)) {
    let next: SearchCriteria = { ...criteria, page: 0, limit: FALLBACK_PAGE_SIZE };
    if (combo.includes('widen')) next = { ...next, ...widened };
    if (combo.includes('dates')) next = { ...next, checkin: null, checkout: null, nights: null };
    if (combo.includes('theme')) next = { ...next, theme: null };
    const ctx = await buildContext(db, next);
    if (next.sort === 'distance' && !ctx.centre) next = { ...next, sort: 'priceQuality' };
    const result = await searchOffers(db, next);
    if (result.exactMatch.length === 0) continue;
    fallbacks.push({ kind: KIND_OF[combo.join('+')]!, criteria: criteriaToHash(next), ...result });
  }
  const mainTotalCount = main.searchDetails.totalCount;
  const banner: 'suggestion' | 'noExactResults' | 'noResults' | null =
    mainTotalCount > 0 ? (fallbacks.length ? 'suggestion' : null) : fallbacks.length ? 'noExactResults' : 'noResults';
  return { banner, mainTotalCount, fallbacks };
}
