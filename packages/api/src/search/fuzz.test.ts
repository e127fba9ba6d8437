/**
 * Property test: generated query strings and bodies (valid keys with random, hostile or out-of-range values) never
 * produce a 5xx on the search routes; every 4xx carries the JSON error shape with named fields.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { testDatabase } from '../db/testing';
import { todayIso } from '../routes/common';
import { seedSearchFixture, searchRoutesApp } from './test-fixture';

let database: Database;
let app: FastifyInstance;
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

beforeAll(async () => {
  database = await testDatabase();
  await seedSearchFixture(database, todayIso());
  app = await searchRoutesApp(database);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const KEYS = [
  'flow', 'a', 'c', 'b', 's', 'lat', 'lng', 'city', 'hotel', 'searesort', 'skiresort', 'touristicregion', 'region', 'department',
  'country', 'poi', 'theme', 'checkin', 'checkout', 'night', 'distanceMin', 'distanceMax', 'sort', 'tags', 'hotelTypes',
  'hotelEnvironments', 'hotelStyles', 'stars', 'hotelScore', 'minHotelReviewScore', 'priceMin', 'priceMax',
  'singleVoucherPriceMin', 'singleVoucherPriceMax', 'facilities', 'petsAllowed', 'hotelId', 'page', 'limit', 'locale',
  'propertiesRequested', 'withNames', 'term', 'maxResults', 'q',
];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const value = fc.oneof(
  fc.integer({ min: -5, max: 400 }).map(String),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map(String),
  fc.constantFrom('booking', 'gifting', 'activity', 'hotel', 'priceQuality', 'distance', 'promo', 'svPriceAsc', 'fr_FR', 'it_IT', 'true', 'false', '', '1,2,3', 'pool,spa', 'pets', '3,4,5', '2147483648', '-0', 'NaN', 'Infinity'),
  fc.integer({ min: -10, max: 400 }).map(day),
  fc.constantFrom('2025-02-30', '9999-12-31', '0000-00-00', 'tomorrow', '%00', '\u0000abc', '\ud800', 'a'.repeat(200), "'; drop table offers; --", '%_\\'),
  fc.string({ maxLength: 20 }),
);
const query = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 });

const check = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await app.inject({ method, url, payload: payload as never });
  if (res.statusCode >= 500) throw new Error(`${method} ${url} ${JSON.stringify(payload)} -> ${res.statusCode} ${res.body}`);
  if (res.statusCode >= 400) {
    const body = res.json() as { error?: { code?: string; message?: string } };
    if (!body.error?.code || !body.error.message) throw new Error(`no error shape: ${res.body}`);
  }
};

test.each(['/api/offers.json', '/api/facets.json', '/api/autocomplete-geonames.json', '/api/recommendedAutocomplete.json'])(
  'GET %s never answers 5xx',
  async (path) => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => check('GET', `${path}?${new URLSearchParams(q).toString()}`)),
      { numRuns: RUNS },
    );
  },
  120_000,
);

test.each(['/api/offers.json', '/api/search/activity-only.json'])(
  'POST %s never answers 5xx',
  async (path) => {
    const body = fc.record(
      {
        criteria: fc.oneof(query, fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)), { maxKeys: 6 })),
        performMapSearch: fc.boolean(),
        performGiftableSearch: fc.boolean(),
        hotelId: fc.integer({ min: -1, max: 10 }),
        numberOfPackagesPerHotel: fc.integer({ min: -1, max: 30 }),
        page: fc.integer({ min: -1, max: 5 }),
        orderBy: fc.constantFrom('priceQuality', 'promo', 'svPriceDesc', 'nope'),
        locale: fc.constantFrom('fr_FR', 'nl_BE', 'xx_XX'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(fc.asyncProperty(body, async (b) => check('POST', path, b)), { numRuns: RUNS });
  },
  120_000,
);
