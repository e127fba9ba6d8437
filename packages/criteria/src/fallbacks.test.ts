import fc from 'fast-check';
import { toWire } from './api-params';
import { parseHash, serialiseHash } from './codec';
import { FALLBACK_RADIUS } from './constants';
import { FALLBACK_KINDS, fallbackSearches, widenDestination, type FallbackKind, type HierarchyPlace } from './fallbacks';
import { normaliseCriteria } from './normalise';
import { DESTINATION_CLEARED_KEYS, isDistanceFilterActive } from './rules';
import type { Flow, SearchCriteria } from './types';

const now = new Date(2024, 4, 15, 10, 0, 0);
const parse = (hash: string, flow: Flow = 'booking') => parseHash(hash, { now, flow });

// A hierarchy as GET {api}/offers.json gives it in searchDetails.locationHierarchy: the place, then its parents, country last.
const COUNTRY: HierarchyPlace = { id: 1, label: 'France', category: 'country', latitude: 46.6, longitude: 2.4 };
const REGION: HierarchyPlace = { id: 112, label: "Provence-Alpes-Côte d'Azur", category: 'region', latitude: 43.9, longitude: 6.1 };
const DEPARTMENT: HierarchyPlace = { id: 1006, label: 'Alpes-Maritimes', category: 'department', latitude: 43.9, longitude: 7.2 };
const NICE: HierarchyPlace = { id: 10001, label: 'Nice', category: 'city', latitude: 43.7102, longitude: 7.262 };
const POI: HierarchyPlace = { id: 30001, label: 'Promenade des Anglais', category: 'poi', latitude: 43.695, longitude: 7.265 };
const SEA: HierarchyPlace = { id: 20001, label: 'Antibes', category: 'searesort', latitude: 43.58, longitude: 7.12 };
const SKI: HierarchyPlace = { id: 21001, label: 'Isola 2000', category: 'skiresort', latitude: 44.19, longitude: 7.16 };
const AZUR: HierarchyPlace = { id: 22002, label: "Côte d'Azur", category: 'touristicregion', latitude: 43.6, longitude: 7.1 };

const PARENTS = [DEPARTMENT, REGION, COUNTRY];
const HIERARCHY: Record<string, HierarchyPlace[]> = {
  city: [NICE, ...PARENTS],
  poi: [POI, ...PARENTS],
  searesort: [SEA, ...PARENTS],
  skiresort: [SKI, ...PARENTS],
  touristicregion: [AZUR, ...PARENTS],
  department: [DEPARTMENT, REGION, COUNTRY],
  region: [REGION, COUNTRY],
  country: [COUNTRY],
};

const DATES = 'checkin=2024-06-01&checkout=2024-06-03';
const kinds = (list: { kind: FallbackKind }[]) => list.map((f) => f.kind);
const destinationKeys = (c: SearchCriteria) =>
  Object.fromEntries(DESTINATION_CLEARED_KEYS.filter((k) => c[k] !== undefined).map((k) => [k, c[k]]));
const withoutKeys = (c: SearchCriteria, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(c).filter(([k]) => !keys.includes(k)));

describe('widenDestination', () => {
  it.each([
    ['city', NICE],
    ['poi', POI],
    ['searesort', SEA],
    ['skiresort', SKI],
  ] as const)('a %s becomes the area of 30 km around its position, minimum 0', (key, place) => {
    const main = parse(`a=3&c=1&${key}=${place.id}&theme=39&${DATES}&tags=4,5&stars=4&priceMax=20000&sort=priceAsc`);
    const widened = widenDestination(main, HIERARCHY[key]!)!;
    expect(destinationKeys(widened)).toEqual({ lat: place.latitude, lng: place.longitude, distanceMin: 0, distanceMax: FALLBACK_RADIUS });
    // everything else is the main search's, the sort too
    expect(withoutKeys(widened, DESTINATION_CLEARED_KEYS)).toEqual(withoutKeys(main, DESTINATION_CLEARED_KEYS));
    expect(widened.sort).toBe('priceAsc');
    expect(FALLBACK_RADIUS).toBe(30);
  });

  it("replaces a city's 'Include offers around' bounds by the fallback radius", () => {
    const widened = widenDestination(parse('city=10001&distanceMin=12&distanceMax=250'), HIERARCHY.city!)!;
    expect(destinationKeys(widened)).toEqual({ lat: NICE.latitude, lng: NICE.longitude, distanceMin: 0, distanceMax: 30 });
  });

  it('keeps the distance sort of a city searched with a position but no distance filter (the city is what was searched)', () => {
    const main = parse('city=10001&lat=43.1&lng=7.1&sort=distance');
    expect(main).toMatchObject({ city: '10001', lat: 43.1, sort: 'distance' });
    const widened = widenDestination(main, HIERARCHY.city!)!;
    expect(destinationKeys(widened)).toEqual({ lat: NICE.latitude, lng: NICE.longitude, distanceMin: 0, distanceMax: 30 });
    expect(widened.sort).toBe('distance');
  });

  it('a department becomes its region', () => {
    const main = parse(`department=1006&theme=39&${DATES}&sort=popularity`);
    const widened = widenDestination(main, HIERARCHY.department!)!;
    expect(destinationKeys(widened)).toEqual({ region: '112' });
    expect(withoutKeys(widened, DESTINATION_CLEARED_KEYS)).toEqual(withoutKeys(main, DESTINATION_CLEARED_KEYS));
  });

  it.each([
    ['region', REGION],
    ['touristicregion', AZUR],
  ] as const)('a %s becomes its country', (key, place) => {
    const widened = widenDestination(parse(`${key}=${place.id}&theme=39`), HIERARCHY[key]!)!;
    expect(destinationKeys(widened)).toEqual({ country: '1' });
    expect(widened.theme).toBe('39');
  });

  it('clears the destination by the rules of a destination change (search.md §3): distance bounds go', () => {
    const widened = widenDestination(parse('department=1006&distanceMax=50'), HIERARCHY.department!)!;
    expect(destinationKeys(widened)).toEqual({ region: '112' });
  });

  it.each([
    ['a hotel', 'hotel=7', [NICE, ...PARENTS]],
    ['a country', 'country=1', HIERARCHY.country!],
    ['no destination', 'theme=39', []],
    ['a position search (location search, map area)', 'lat=43.7&lng=7.2&distanceMin=0&distanceMax=200', []],
    ['a city searched around a position (distance filter on)', 'city=10001&lat=43.7&lng=7.2&distanceMax=200', HIERARCHY.city!],
    ['a place the hierarchy does not have (unknown to the API)', 'city=999', HIERARCHY.city!],
    ['a place with an empty hierarchy', 'city=10001', []],
    ['a department without a region in its hierarchy', 'department=1006', [DEPARTMENT, COUNTRY]],
    ['a region without a country in its hierarchy', 'region=112', [REGION]],
    ['a touristic region without a country in its hierarchy', 'touristicregion=22002', [AZUR, DEPARTMENT, REGION]],
  ] as const)('does not widen %s', (_, hash, hierarchy) => {
    expect(widenDestination(parse(hash), hierarchy)).toBeNull();
  });

  it('widens the destination the API searches: the most precise key when several are set', () => {
    const both = parse('city=10001&poi=30001');
    expect(destinationKeys(widenDestination(both, HIERARCHY.poi!)!)).toEqual({ lat: POI.latitude, lng: POI.longitude, distanceMin: 0, distanceMax: 30 });
    expect(widenDestination(parse('hotel=7&city=10001'), HIERARCHY.city!)).toBeNull();
    expect(destinationKeys(widenDestination(parse('department=1006&country=1'), HIERARCHY.department!)!)).toEqual({ region: '112' });
  });

  it('finds the place by id whatever the id type, and takes its parent of the right category', () => {
    const asStrings = HIERARCHY.department!.map((p) => ({ ...p, id: String(p.id) }));
    expect(destinationKeys(widenDestination(parse('department=1006'), asStrings)!)).toEqual({ region: '112' });
    // the parents come in any order
    expect(destinationKeys(widenDestination(parse('touristicregion=22002'), [COUNTRY, REGION, AZUR])!)).toEqual({ country: '1' });
  });

  it('leaves its input as it was', () => {
    const main = parse(`city=10001&theme=39&${DATES}`);
    const copy = structuredClone(main);
    widenDestination(main, HIERARCHY.city!);
    fallbackSearches(main, HIERARCHY.city!, 'booking');
    expect(main).toEqual(copy);
  });
});

describe('fallbackSearches', () => {
  it('builds widen, without dates, without theme, then the combinations, in that order', () => {
    const main = parse(`a=2&department=1006&theme=101&${DATES}&tags=3&sort=promo`);
    const list = fallbackSearches(main, HIERARCHY.department!, 'booking');
    expect(kinds(list)).toEqual([...FALLBACK_KINDS]);
    const byKind = Object.fromEntries(list.map((f) => [f.kind, f.criteria])) as Record<FallbackKind, SearchCriteria>;
    const rest = { a: 2, c: 0, b: 0, s: false, tags: ['3'], sort: 'promo' };
    const dates = { checkin: '2024-06-01', checkout: '2024-06-03', night: 2 };
    expect(byKind.widenDestination).toMatchObject({ ...rest, region: '112', theme: '101', ...dates });
    expect(byKind.withoutDates).toMatchObject({ ...rest, department: '1006', theme: '101' });
    expect(byKind.withoutTheme).toMatchObject({ ...rest, department: '1006', ...dates });
    expect(byKind.widenDestinationWithoutDates).toMatchObject({ ...rest, region: '112', theme: '101' });
    expect(byKind.widenDestinationWithoutTheme).toMatchObject({ ...rest, region: '112', ...dates });
    expect(byKind.withoutDatesWithoutTheme).toMatchObject({ ...rest, department: '1006' });
    expect(byKind.widenDestinationWithoutDatesWithoutTheme).toMatchObject({ ...rest, region: '112' });
    for (const [kind, c] of Object.entries(byKind)) {
      expect(c.department === undefined).toBe(kind.startsWith('widen'));
      expect(c.checkin === undefined && c.checkout === undefined && c.night === undefined).toBe(/withoutDates|WithoutDates/.test(kind));
      expect(c.theme === undefined).toBe(/withoutTheme|WithoutTheme/.test(kind));
    }
  });

  it('leaves out every kind with a step that does not apply', () => {
    expect(kinds(fallbackSearches(parse(`city=10001&${DATES}`), HIERARCHY.city!, 'booking'))).toEqual([
      'widenDestination',
      'withoutDates',
      'widenDestinationWithoutDates',
    ]);
    expect(kinds(fallbackSearches(parse('region=112&theme=39'), HIERARCHY.region!, 'booking'))).toEqual([
      'widenDestination',
      'withoutTheme',
      'widenDestinationWithoutTheme',
    ]);
    expect(kinds(fallbackSearches(parse(`country=1&theme=39&${DATES}`), HIERARCHY.country!, 'booking'))).toEqual([
      'withoutDates',
      'withoutTheme',
      'withoutDatesWithoutTheme',
    ]);
    expect(kinds(fallbackSearches(parse(`hotel=7&${DATES}`), [], 'booking'))).toEqual(['withoutDates']);
    expect(kinds(fallbackSearches(parse('theme=39'), [], 'booking'))).toEqual(['withoutTheme']);
    expect(kinds(fallbackSearches(parse('city=10001'), HIERARCHY.city!, 'booking'))).toEqual(['widenDestination']);
  });

  it('has nothing to offer for a search that cannot be widened, without dates or theme', () => {
    expect(fallbackSearches(parse(''), [], 'booking')).toEqual([]);
    expect(fallbackSearches(parse('country=1&stars=5'), HIERARCHY.country!, 'booking')).toEqual([]);
    expect(fallbackSearches(parse('lat=43.7&lng=7.2&distanceMax=100'), [], 'booking')).toEqual([]);
  });

  it('drops dates only in the flows that search them (booking, hotel)', () => {
    const withDates = `city=10001&${DATES}`;
    expect(kinds(fallbackSearches(parse(withDates, 'hotel'), HIERARCHY.city!, 'hotel'))).toContain('withoutDates');
    // gifting and activity searches send no dates: there is nothing to drop
    for (const flow of ['gifting', 'activity'] as const) {
      const main = parse(withDates, flow);
      expect(main.checkin).toBe('2024-06-01'); // the hash keeps them, the search does not send them
      expect(kinds(fallbackSearches(main, HIERARCHY.city!, flow))).toEqual(['widenDestination']);
    }
  });

  it('drops flexible dates (a weekend) like exact ones', () => {
    const main = parse('city=10001&weekend=2024-07');
    expect(main.weekend).toBe('2024-07');
    const without = fallbackSearches(main, HIERARCHY.city!, 'booking').find((f) => f.kind === 'withoutDates')!;
    expect(without.criteria.weekend).toBeUndefined();
    expect(without.criteria.city).toBe('10001');
  });

  it('keeps the theme step out of the hotel flow (it has no theme)', () => {
    expect(kinds(fallbackSearches(parse('region=112&theme=39', 'hotel'), HIERARCHY.region!, 'hotel'))).toEqual(['widenDestination']);
  });

  it("falls back to the default sort when a 'distance' sort has no centre", () => {
    // a city the API does not know, searched with a position but no distance filter: the search has no centre
    const unknown = parse(`city=999&lat=43.7&lng=7.2&sort=distance&${DATES}`);
    expect(unknown.sort).toBe('distance');
    const [withoutDates] = fallbackSearches(unknown, [], 'booking');
    expect(withoutDates).toMatchObject({ kind: 'withoutDates', criteria: { city: '999', lat: 43.7 } });
    expect(withoutDates!.criteria).not.toHaveProperty('sort');
    // a known city, a position search and a widened city keep it
    const known = fallbackSearches(parse(`city=10001&lat=43.7&lng=7.2&sort=distance&${DATES}`), HIERARCHY.city!, 'booking');
    expect(known.map((f) => [f.kind, f.criteria.sort])).toEqual([
      ['widenDestination', 'distance'],
      ['withoutDates', 'distance'],
      ['widenDestinationWithoutDates', 'distance'],
    ]);
    const position = fallbackSearches(parse(`lat=43.7&lng=7.2&distanceMax=100&sort=distance&${DATES}`), [], 'booking');
    expect(position.map((f) => [f.kind, f.criteria.sort])).toEqual([['withoutDates', 'distance']]);
  });

  it('gives criteria the codec keeps as they are (valid) and that each search something else than the main search', () => {
    const destination = fc.constantFrom(
      '',
      'city=10001',
      'poi=30001',
      'searesort=20001',
      'skiresort=21001',
      'touristicregion=22002',
      'department=1006',
      'region=112',
      'country=1',
      'hotel=7',
      'city=999',
      'city=10001&poi=30001',
      'lat=43.7&lng=7.2',
      'city=10001&lat=43.7&lng=7.2',
    );
    const extra = fc.subarray(
      ['theme=39', DATES, 'checkin=2024-06-01', 'distanceMin=5', 'distanceMax=120', 'sort=distance', 'sort=promo', 'sort=svPriceAsc', 'a=4&c=2', 'tags=3,4', 'stars=4', 'priceMin=5000', 'petsAllowed=1'],
    );
    const hierarchyOf = (c: SearchCriteria): HierarchyPlace[] => {
      if (c.lat !== undefined && isDistanceFilterActive(c)) return [];
      if (c.hotel) return [];
      for (const key of ['poi', 'city', 'searesort', 'skiresort', 'touristicregion', 'department', 'region', 'country'] as const) {
        if (c[key]) return HIERARCHY[key]!.filter((p, i) => i > 0 || String(p.id) === c[key]);
      }
      return [];
    };
    fc.assert(
      fc.property(destination, extra, fc.constantFrom<Flow>('booking', 'gifting', 'hotel', 'activity'), (dest, more, flow) => {
        const main = parse([dest, ...more].join('&'), flow);
        const list = fallbackSearches(main, hierarchyOf(main), flow);
        const order = kinds(list).map((k) => FALLBACK_KINDS.indexOf(k));
        expect(order).toEqual([...new Set(order)].sort((x, y) => x - y));
        const mainParams = JSON.stringify(toWire(main, flow));
        for (const { kind, criteria } of list) {
          expect(normaliseCriteria(criteria as never, { now, flow })).toEqual(criteria);
          expect(parse(serialiseHash(criteria), flow)).toEqual(criteria);
          expect(JSON.stringify(toWire(criteria, flow))).not.toBe(mainParams);
          // travellers and filters are the main search's
          expect(withoutKeys(criteria, [...DESTINATION_CLEARED_KEYS, 'checkin', 'checkout', 'night', 'theme', 'sort'])).toEqual(
            withoutKeys(main, [...DESTINATION_CLEARED_KEYS, 'checkin', 'checkout', 'night', 'theme', 'sort']),
          );
          if (!kind.startsWith('widen')) expect(destinationKeys(criteria)).toEqual(destinationKeys(main));
        }
      }),
      { numRuns: 300 },
    );
  });
});
