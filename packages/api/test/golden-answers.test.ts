/**
 * Golden answers: a fixed set of search, facet, map, activity-only, calendar and quote requests on the small
 * catalogue, each answer (status and body) compared byte for byte with the file recorded under test/golden/.
 * It proves that a refactoring changes no answer; a change made on purpose is re-recorded with
 *   GOLDEN_UPDATE=1 npx jest test/golden-answers.test.ts      (in packages/api)
 * and the commit says why (see README.md, "Golden answers").
 *
 * The catalogue, its prices and every date rule depend on "today", so the clock is pinned (JS and PGlite's
 * clock: PGlite reads the time through Date). The pinned day lies in the future on purpose: a PostgreSQL server
 * (TEST_DATABASE_URL) keeps its own current_date, which a test cannot pin, and every SQL rule reading it is a
 * `>= current_date` bound (offers not expired, check-in not past); with the server's day before the pinned day
 * those bounds hold exactly as they do on the pinned day, so both databases give the same bytes.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testApi, type TestApi } from './helpers';

/** Monday 14 May 2040, 10:00 UTC (12:00 in Paris: before the 20:00 same-day cut-off). */
const PINNED_NOW = new Date('2040-05-14T10:00:00Z');
const GOLDEN_DIR = path.join(__dirname, 'golden');
const UPDATE = process.env.GOLDEN_UPDATE === '1';

jest.useFakeTimers({
  now: PINNED_NOW,
  advanceTimers: true,
  doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'],
});

// PGlite arms its internal timers from the (pinned) wall clock against the real monotonic clock: Node clamps the
// resulting huge delays to 1 ms and warns each time. The timers work; only that warning is dropped.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const name = typeof warning === 'string' ? (typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string })?.type) : warning.name;
  if (name === 'TimeoutOverflowWarning') return;
  (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;

interface GoldenRequest {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}
const get = (name: string, url: string): GoldenRequest => ({ name, method: 'GET', url });
const post = (name: string, url: string, body: unknown): GoldenRequest => ({ name, method: 'POST', url, body });

/** The facet refresh query as mf-search sends it (facetQuery), with the given criteria. */
const FACETS = 'withActivities=true&orderBy=priceQuality&withNames=true&propertiesRequested=price,score,facility,stars,style,type,environment,tag';
const PAGE = 'page=0&limit=18&searchProvider=storefront';

// Ids of the small catalogue (deterministic for the pinned day): country 1 France, region 101 and department 1001
// around Paris, city 10001 Paris, 10148 a city with several hotels, touristic region 22031, point of interest 23001,
// stay theme 39 (family), activity theme 985, offers 100001 / 100002 (hotel 1000, Paris) and 100015 (hotel 1003).
const REQUESTS: GoldenRequest[] = [
  // search, booking flow
  get('search-booking-default', `/api/offers.json?flow=booking&a=2&c=0&b=0&${PAGE}`),
  get('search-booking-city', `/api/offers.json?flow=booking&a=2&c=0&b=0&city=10148&${PAGE}`),
  get('search-booking-country-page1-priceasc', `/api/offers.json?flow=booking&a=2&c=0&b=0&country=1&sort=priceAsc&page=1&limit=18`),
  get('search-booking-region-promo', `/api/offers.json?flow=booking&a=2&c=0&b=0&region=101&sort=promo&${PAGE}`),
  get('search-booking-department-popularity', `/api/offers.json?flow=booking&a=2&c=0&b=0&department=1001&sort=popularity&${PAGE}`),
  get('search-booking-touristicregion', `/api/offers.json?flow=booking&a=2&c=0&b=0&touristicregion=22031&${PAGE}`),
  get('search-booking-poi-distance', `/api/offers.json?flow=booking&a=2&c=0&b=0&poi=23001&sort=distance&${PAGE}`),
  get('search-booking-dates-family', `/api/offers.json?flow=booking&a=2&c=1&b=1&s=true&country=1&checkin=2040-06-15&checkout=2040-06-17&night=2&${PAGE}`),
  get('search-booking-checkin-night', `/api/offers.json?flow=booking&a=3&c=0&b=0&country=1&checkin=2040-05-14&night=1&${PAGE}`),
  get(
    'search-booking-position-distance',
    `/api/offers.json?flow=booking&a=2&c=0&b=0&lat=48.8566&lng=2.3522&distanceMin=0&distanceMax=200&sort=distance&${PAGE}`,
  ),
  get('search-booking-theme', `/api/offers.json?flow=booking&a=2&c=0&b=0&theme=39&${PAGE}`),
  get(
    'search-booking-filters',
    `/api/offers.json?flow=booking&a=2&c=0&b=0&stars=3,4&hotelTypes=hotel,castle,boutique_hotel&hotelEnvironments=city_centre,countryside,seaside&minHotelReviewScore=7&priceMin=5000&priceMax=40000&${PAGE}`,
  ),
  get('search-booking-pets-styles', `/api/offers.json?flow=booking&a=2&c=0&b=0&petsAllowed=true&hotelStyles=charming,design,family&${PAGE}`),
  get('search-booking-tags', `/api/offers.json?flow=booking&a=2&c=0&b=0&tags=501,503&${PAGE}`),
  get('search-booking-hotelid', `/api/offers.json?flow=booking&a=2&c=0&b=0&hotelId=1000&${PAGE}`),
  // search, other flows
  get('search-hotel-city', `/api/offers.json?flow=hotel&a=2&c=0&b=0&city=10001&sort=priceAsc&${PAGE}`),
  get('search-gifting-price', `/api/offers.json?flow=gifting&a=2&c=0&b=0&country=1&singleVoucherPriceMin=10000&singleVoucherPriceMax=30000&sort=svPriceAsc&${PAGE}`),
  get('search-gifting-svpricedesc', `/api/offers.json?flow=gifting&a=2&c=0&b=0&sort=svPriceDesc&${PAGE}`),
  get('search-activity', `/api/offers.json?flow=activity&a=2&c=0&b=0&country=1&${PAGE}`),
  // search, refused criteria (the error answers are part of the contract)
  get('search-error-sort-flow', `/api/offers.json?flow=gifting&sort=promo`),
  get('search-error-distance-no-position', `/api/offers.json?flow=booking&sort=distance`),
  get('search-error-past-checkin', `/api/offers.json?flow=booking&checkin=2040-05-13&checkout=2040-05-15`),
  get('search-error-21-nights', `/api/offers.json?flow=booking&checkin=2040-06-01&checkout=2040-06-22`),
  // map, hotel drawer, activity-only
  post('map-booking-country', '/api/offers.json', {
    criteria: { flow: 'booking', a: 2, c: 0, b: 0, region: 101 },
    orderBy: 'priceQuality',
    searchProvider: 'storefront',
    performMapSearch: true,
    performGiftableSearch: false,
    locale: 'fr_FR',
  }),
  post('map-gifting-position', '/api/offers.json', {
    criteria: { flow: 'gifting', a: 2, c: 0, b: 0, lat: 48.8566, lng: 2.3522, distanceMin: 0, distanceMax: 100 },
    orderBy: 'distance',
    performMapSearch: true,
    performGiftableSearch: true,
    locale: 'fr_FR',
  }),
  post('drawer-gift', '/api/offers.json', { criteria: { a: 2 }, hotelId: 1000, type: 'gift', numberOfPackagesPerHotel: 5, locale: 'es_ES' }),
  post('activity-only-country', '/api/search/activity-only.json', {
    criteria: { flow: 'activity', a: 2, c: 0, b: 0, country: 1 },
    numberOfPackagesPerHotel: 20,
    locale: 'fr_FR',
    page: 0,
    limit: 18,
  }),
  post('activity-only-theme', '/api/search/activity-only.json', { criteria: { flow: 'activity', theme: 985 }, locale: 'nl_BE' }),
  // facets, every flow
  get('facets-booking-default', `/api/facets.json?flow=booking&a=2&c=0&b=0&${FACETS}&locale=fr_FR`),
  get(
    'facets-booking-city-filters',
    `/api/facets.json?flow=booking&a=2&c=0&b=0&country=1&checkin=2040-06-15&checkout=2040-06-16&night=1&hotelTypes=hotel,castle&stars=3,4&minHotelReviewScore=7&priceMin=5000&facilities=wifi&${FACETS}&locale=fr_FR`,
  ),
  get(
    'facets-booking-position',
    `/api/facets.json?flow=booking&a=2&c=0&b=0&distanceMin=0&distanceMax=200&lat=48.8566&lng=2.3522&locale=it_IT&${FACETS},distance`,
  ),
  get('facets-hotel', `/api/facets.json?flow=hotel&a=1&c=0&b=0&hotelStyles=charming,design&${FACETS}&locale=fr_BE`),
  get('facets-gifting', `/api/facets.json?flow=gifting&a=2&c=0&b=0&country=2&singleVoucherPriceMin=5000&singleVoucherPriceMax=30000&${FACETS}&locale=es_ES`),
  get('facets-activity', `/api/facets.json?flow=activity&a=2&c=0&b=0&country=1&tags=501&${FACETS}&locale=nl_NL`),
  get('facets-themes-only', `/api/facets.json?flow=booking&country=1&propertiesRequested=theme,price&withNames=false`),
  get('facets-error-sort', `/api/facets.json?flow=activity&orderBy=priceAsc`),
  // quote, price options, calendar
  get('quote-from-stay', '/product/100001/quote?checkin=2041-02-03&nights=2&adult=2&locale=fr_FR'),
  get('quote-family', '/product/100001/quote?checkin=2041-02-03&nights=2&adult=2&child=1&locale=nl_BE'),
  get('quote-checkout', '/product/100015/quote?checkin=2041-01-06&checkout=2041-01-08&adult=3&locale=it_IT'),
  get('quote-same-day', '/product/100001/quote?checkin=2040-05-14&nights=1&adult=2'),
  get('quote-not-available', '/product/100001/quote?checkin=2040-05-20&nights=20&adult=2'),
  get('quote-error-21-nights', '/product/100001/quote?checkin=2040-06-01&nights=21'),
  get('offers-price-options', '/product/100001/offers?checkin=2041-02-03&nights=2&adult=2&locale=fr_FR'),
  get('calendar-offer', '/api/weekend/100001/availabilities.json?adult=2&child=0&baby=0&month=2041-02&length=1&nights=2'),
];

let api: TestApi;

beforeAll(async () => {
  api = await testApi({ seed: 'small' });
}, 300_000);
afterAll(async () => {
  await api?.close();
});

/** The path of the first difference between two JSON values, for a readable failure. */
function firstDifference(a: unknown, b: unknown, at = '$'): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  return `${at}: recorded ${JSON.stringify(a)?.slice(0, 200)}, now ${JSON.stringify(b)?.slice(0, 200)}`;
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

test('request names are unique and every golden file belongs to a request', () => {
  const names = REQUESTS.map((r) => r.name);
  expect(new Set(names).size).toBe(names.length);
  if (!UPDATE && existsSync(GOLDEN_DIR)) {
    const files = readdirSync(GOLDEN_DIR).map((f) => f.replace(/\.txt$/, ''));
    expect(files.filter((f) => !names.includes(f))).toEqual([]);
  }
});

test.each(REQUESTS.map((r) => [r.name, r] as const))('%s answers byte for byte as recorded', async (_name, request) => {
  const res = await api.app.inject({ method: request.method, url: request.url, payload: request.body as object | undefined });
  // first line: the status; then the body exactly as sent
  const answer = `${res.statusCode}\n${res.body}`;
  const file = path.join(GOLDEN_DIR, `${request.name}.txt`);
  if (UPDATE) {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(file, answer);
    return;
  }
  expect(res.statusCode).toBeLessThan(500);
  if (!existsSync(file)) throw new Error(`no golden answer for ${request.name}: record it with GOLDEN_UPDATE=1`);
  const recorded = readFileSync(file, 'utf8');
  if (recorded === answer) return;
  const [recordedStatus, ...recordedBody] = recorded.split('\n');
  expect(res.statusCode).toBe(Number(recordedStatus));
  const difference = firstDifference(parseOrText(recordedBody.join('\n')), parseOrText(res.body));
  throw new Error(`${request.method} ${request.url}: ${difference ?? 'same JSON, different bytes (key order or number formatting)'}`);
});
