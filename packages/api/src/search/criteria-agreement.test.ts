/**
 * The browser (criteria package) and the API apply the same rules to the same criteria (issue #27 §3). Each test
 * is one disagreement the two sides had: it failed before the rule was defined once, in the criteria package.
 */
import {
  FLOWS,
  SORT_KEYS,
  WIRE_KEYS,
  firstSelectableDay,
  normaliseCriteria,
  parseHash,
  toWire,
  type Flow,
  type RawCriteria,
} from '@storefront/criteria';
import type { ApiError } from '../server/errors';
import { pastSameDayCutoff } from '../product/pricing';
import { parseCriteria } from './criteria';
import { FacetsQuery, SearchQuery } from './schemas';

function apiAccepts(input: Record<string, unknown>, now?: Date): boolean {
  try {
    parseCriteria(input, { now });
    return true;
  } catch (error) {
    if ((error as ApiError).statusCode === 400) return false;
    throw error;
  }
}

describe('sorts per flow', () => {
  const positions: Record<string, Record<string, unknown>> = { none: {}, city: { city: 7 }, latLng: { lat: 45.9, lng: 6.1 } };
  test.each(FLOWS.flatMap((flow) => Object.keys(positions).map((where) => [flow, where] as const)))(
    '%s flow, position %s: the API accepts exactly the default order and the sorts the browser keeps',
    (flow: Flow, where) => {
      for (const sort of SORT_KEYS) {
        const kept = normaliseCriteria({ ...positions[where], sort } as RawCriteria, { flow }).sort === sort;
        // distance with a city only: the browser never offered it (no lat/lng), the API sorted by the city's centre
        expect([sort, apiAccepts({ ...positions[where], flow, sort })]).toEqual([sort, sort === 'priceQuality' || kept]);
      }
    },
  );
});

describe('the 20:00 same-day cut-off on the site clock', () => {
  // 18:30 UTC on 10 June is 20:30 in Paris, Madrid, Brussels, Amsterdam and Rome, and 14:30 in New York: a visitor
  // abroad used to see today selectable (browser local time) while the API refused it (Paris time).
  const evening = new Date('2025-06-10T18:30:00Z');
  // 22:30 UTC is already 11 June on the sites' clocks: the API used to accept 10 June (UTC date) as "today".
  const lateEvening = new Date('2025-06-10T22:30:00Z');

  test('the browser, the search and the quote agree that today is gone from 20:00, whatever the visitor clock', () => {
    for (const now of [evening, lateEvening]) {
      expect(firstSelectableDay(now)).toBe('2025-06-11');
      expect(firstSelectableDay(now, 'Europe/Madrid')).toBe('2025-06-11');
      expect(pastSameDayCutoff('2025-06-10', now)).toBe(true);
      expect(pastSameDayCutoff('2025-06-11', now)).toBe(false);
      expect(apiAccepts({ checkin: '2025-06-10', checkout: '2025-06-12' }, now)).toBe(false);
      expect(apiAccepts({ checkin: '2025-06-11', checkout: '2025-06-12' }, now)).toBe(true);
      expect(parseHash('#checkin=2025-06-10&checkout=2025-06-12', { now }).checkin).toBeUndefined();
      expect(parseHash('#checkin=2025-06-11&checkout=2025-06-12', { now }).checkin).toBe('2025-06-11');
    }
    // before 20:00 on the site's clock today is open on both sides
    const afternoon = new Date('2025-06-10T16:30:00Z');
    expect(firstSelectableDay(afternoon)).toBe('2025-06-10');
    expect(apiAccepts({ checkin: '2025-06-10', checkout: '2025-06-12' }, afternoon)).toBe(true);
  });
});

describe('gifting travellers, single room and pets', () => {
  test('gifting: 2 adults, no children, babies or single room, on both sides', () => {
    const hash = '#a=4&c=2&b=1&s=1&facilities=spa,pets';
    const browser = parseHash(hash, { flow: 'gifting' });
    expect([browser.a, browser.c, browser.b, browser.s]).toEqual([2, 0, 0, false]);
    const wire = toWire(browser, 'gifting');
    expect(wire).toMatchObject({ a: '2', c: '0', b: '0' });
    expect(wire).not.toHaveProperty('s');
    // the API fixes them the same way even when a client sends other travellers and the single-room flag
    const api = parseCriteria({ flow: 'gifting', a: 4, c: 2, b: 1, s: true, facilities: 'spa,pets' });
    expect([api.adults, api.children, api.babies, api.singleRoom]).toEqual([2, 0, 0, false]);
    expect([api.facilities, api.petsAllowed]).toEqual([['spa'], true]);
    expect([browser.facilities, browser.petsAllowed]).toEqual([['spa'], true]);
  });

  test('single room is true exactly with children or babies (the API used to take s=true for adults alone)', () => {
    expect(parseHash('#a=2&s=1').s).toBe(false);
    expect(parseCriteria({ a: 2, s: true }).singleRoom).toBe(false);
    expect(parseHash('#a=2&b=1').s).toBe(true);
    expect(parseCriteria({ a: 2, b: 1 }).singleRoom).toBe(true);
  });
});

describe('one wire spelling', () => {
  test('every key the browser sends to the search and the facets is a key of the API request schemas', () => {
    const criteria = parseHash(
      '#a=3&c=1&city=1&theme=5&distanceMin=10&distanceMax=80&lat=45.9&lng=6.1&sort=priceAsc&tags=12&hotelTypes=castle&hotelEnvironments=sea&hotelStyles=design&stars=4&hotelScore=8&priceMin=5000&priceMax=20000&facilities=spa,pets',
    );
    for (const flow of FLOWS) {
      for (const key of Object.keys(toWire(criteria, flow))) {
        expect([key, key in SearchQuery.properties, key in FacetsQuery.properties]).toEqual([key, true, true]);
      }
    }
    // and the schemas list each criteria key once: the facet-only spellings hotelType, hotelEnvironment, hotelStyle are gone
    for (const alias of ['hotelType', 'hotelEnvironment', 'hotelStyle']) expect(alias in FacetsQuery.properties).toBe(false);
    for (const key of WIRE_KEYS) expect(key in SearchQuery.properties).toBe(true);
  });
});
