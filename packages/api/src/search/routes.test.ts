/**
 * Search endpoints against a real database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL) holding the
 * hand-made fixture of src/search/test-fixture.ts: every expectation is derived from the fixture.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { testDatabase } from '../db/testing';
import { addDays, quoteStay } from '../db/pricing';
import { todayIso } from '../routes/common';
import { FIXTURE, HOTELS, OFFERS, fromQuote, seedSearchFixture, searchRoutesApp } from './test-fixture';

let database: Database;
let app: FastifyInstance;
const today = todayIso();

beforeAll(async () => {
  database = await testDatabase();
  await seedSearchFixture(database, today);
  app = await searchRoutesApp(database);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Card {
  id: number;
  sellPrice: number;
  refPrice: number | null;
  promo: number | null;
  priceType: string;
  distance: number | null;
  nights: number | null;
  checkin: string | null;
  hotel: { id: number; stars: number };
  prices: { paxComposition: { adults: number }; sellPrice: number; barPrice: number | null; promoPercentageRounded: number }[];
  cancellationPolicy: { cancellationDeadline: string | null } | null;
  [key: string]: unknown;
}
interface SearchBody {
  exactMatch: Card[];
  searchDetails: { totalCount: number; [key: string]: unknown };
}

async function get<T = SearchBody>(url: string, status = 200): Promise<T> {
  const res = await app.inject(url);
  if (res.statusCode !== status) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}
async function ids(query: string): Promise<number[]> {
  const body = await get(`/api/offers.json?limit=60&${query}`);
  return body.exactMatch.map((c) => c.id);
}
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const stays = (pred: (o: (typeof OFFERS)[number]) => boolean) => sorted(OFFERS.filter((o) => o.kind === 'stay' && pred(o)).map((o) => o.id));
const hotelOf = (o: (typeof OFFERS)[number]) => HOTELS.find((h) => h.id === o.hotelId)!;

describe('criteria keys filter as specified', () => {
  test('destinations: city, department, region, country, touristic region, point of interest, hotel, hotelId', async () => {
    expect(sorted(await ids(`city=${FIXTURE.besancon}`))).toEqual(stays((o) => hotelOf(o).places.includes(FIXTURE.besancon)));
    expect(sorted(await ids(`department=${FIXTURE.department}`))).toEqual(stays((o) => hotelOf(o).departmentId === FIXTURE.department));
    expect(sorted(await ids(`region=${FIXTURE.region2}`))).toEqual(stays((o) => hotelOf(o).regionId === FIXTURE.region2));
    expect(sorted(await ids(`country=${FIXTURE.country}`))).toEqual(stays(() => true));
    expect(sorted(await ids(`touristicregion=${FIXTURE.coteDAzur}`))).toEqual(stays((o) => hotelOf(o).places.includes(FIXTURE.coteDAzur)));
    expect(sorted(await ids(`poi=${FIXTURE.poiEiffel}`))).toEqual(stays((o) => hotelOf(o).places.includes(FIXTURE.poiEiffel)));
    expect(sorted(await ids('hotel=3'))).toEqual(stays((o) => o.hotelId === 3));
    expect(sorted(await ids('hotelId=1'))).toEqual(stays((o) => o.hotelId === 1));
    expect(await ids('city=999999')).toEqual([]);
  });

  test('position: lat/lng with distance bounds, and a city with "include offers around"', async () => {
    const near = await get('/api/offers.json?lat=47.2378&lng=6.0241&distanceMax=30&sort=distance');
    expect(sorted(near.exactMatch.map((c) => c.id))).toEqual(stays((o) => [1, 2, 6].includes(o.hotelId)));
    const distances = near.exactMatch.map((c) => c.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30);
    expect(await ids('lat=47.2378&lng=6.0241&distanceMin=10&distanceMax=30')).toEqual([107]);
    // the city alone does not reach hotel 6; with a distance bound it becomes a radius around the city
    expect(await ids(`city=${FIXTURE.besancon}`)).not.toContain(107);
    expect(await ids(`city=${FIXTURE.besancon}&distanceMin=0&distanceMax=30`)).toContain(107);
  });

  test('theme, tags (any of), hotel types, environments, styles, stars, review score', async () => {
    expect(sorted(await ids('theme=100'))).toEqual(stays((o) => o.themes.includes(100)));
    expect(sorted(await ids('tags=500'))).toEqual(stays((o) => o.activities.includes(500)));
    expect(sorted(await ids('tags=500,502'))).toEqual(stays((o) => o.activities.some((a) => [500, 502].includes(a))));
    expect(sorted(await ids('hotelTypes=castle'))).toEqual(stays((o) => hotelOf(o).type === 'castle'));
    expect(sorted(await ids('hotelEnvironments=seaside,countryside'))).toEqual(
      stays((o) => ['seaside', 'countryside'].includes(hotelOf(o).environment)),
    );
    expect(sorted(await ids('hotelStyles=charm'))).toEqual(stays((o) => hotelOf(o).style === 'charm'));
    expect(sorted(await ids('stars=4,5'))).toEqual(stays((o) => hotelOf(o).stars >= 4));
    expect(sorted(await ids('minHotelReviewScore=8.5'))).toEqual(stays((o) => (hotelOf(o).review ?? 0) >= 8.5));
    expect(sorted(await ids('hotelScore=8.5'))).toEqual(stays((o) => (hotelOf(o).review ?? 0) >= 8.5));
  });

  test('facilities (all of), petsAllowed, and pets inside the facility list', async () => {
    expect(sorted(await ids('facilities=pool,spa'))).toEqual(stays((o) => ['pool', 'spa'].every((f) => hotelOf(o).facilities.includes(f))));
    expect(sorted(await ids('petsAllowed=true'))).toEqual(stays((o) => hotelOf(o).pets));
    expect(sorted(await ids('facilities=pets'))).toEqual(stays((o) => hotelOf(o).pets));
  });

  test('priceMin / priceMax in cents on the from-price', async () => {
    const from = new Map(OFFERS.map((o) => [o.id, fromQuote(o, today).sell]));
    const min = 18000;
    const max = 30000;
    expect(sorted(await ids(`priceMin=${min}&priceMax=${max}`))).toEqual(stays((o) => from.get(o.id)! >= min && from.get(o.id)! <= max));
    const body = await get(`/api/offers.json?priceMax=${max}`);
    for (const card of body.exactMatch) {
      expect(card.sellPrice).toBe(from.get(card.id));
      expect(card.priceType).toBe('from-price');
    }
  });

  test('dates: only offers bookable on those dates, at the pricing.ts price for the dates and travellers', async () => {
    const closedCheckin = addDays(today, 10); // offer 103 has no room on days +10..+12
    const openCheckin = addDays(today, 20);
    expect(await ids(`checkin=${closedCheckin}&checkout=${addDays(closedCheckin, 2)}`)).not.toContain(103);
    expect(await ids(`checkin=${openCheckin}&checkout=${addDays(openCheckin, 2)}`)).toContain(103);
    const body = await get(`/api/offers.json?checkin=${openCheckin}&checkout=${addDays(openCheckin, 2)}&a=3&c=1&b=1&limit=60`);
    expect(body.exactMatch.length).toBeGreaterThan(0);
    for (const card of body.exactMatch) {
      const quote = await quoteStay(database.db, { offerId: card.id, checkin: openCheckin, nights: 2, adults: 3, children: 1, babies: 1 });
      expect(card.sellPrice).toBe(quote!.sellPrice);
      expect(card.refPrice).toBe(quote!.refPrice);
      expect(card.priceType).toBe('final-price');
      expect(card.nights).toBe(2);
      expect(card.cancellationPolicy?.cancellationDeadline).toBe(addDays(openCheckin, -7));
      expect(card.prices[0]!.paxComposition).toEqual({ adults: 3, children: 1, babies: 1 });
    }
    // checkin + night is the same as checkin + checkout
    const withNight = await get(`/api/offers.json?checkin=${openCheckin}&night=2&a=3&c=1&b=1&limit=60`);
    expect(withNight.exactMatch.map((c) => [c.id, c.sellPrice])).toEqual(body.exactMatch.map((c) => [c.id, c.sellPrice]));
    expect(withNight.searchDetails).toMatchObject({ checkin: openCheckin, checkout: addDays(openCheckin, 2), night: 2, adult: 3, child: 1, baby: 1 });
  });

  test('searchDetails carries the destination, its hierarchy, the theme and the results uri', async () => {
    const body = await get(`/api/offers.json?city=${FIXTURE.besancon}&theme=100&locale=es_ES`);
    expect(body.searchDetails.destination).toMatchObject({ id: FIXTURE.besancon, category: 'city', label: 'Besançon' });
    expect((body.searchDetails.locationHierarchy as { id: number }[]).map((p) => p.id)).toEqual([
      FIXTURE.besancon,
      FIXTURE.department,
      FIXTURE.region,
      FIXTURE.country,
    ]);
    expect(body.searchDetails.theme).toEqual({ id: 100, label: 'Romántico' });
    expect(body.searchDetails.uri).toContain(`city=${FIXTURE.besancon}`);
    expect(body.searchDetails.totalCount).toBe(body.exactMatch.length);
  });
});

describe('flows', () => {
  test('hotel flow lists hotel-only offers, booking flow stays', async () => {
    expect(sorted(await ids('flow=hotel'))).toEqual(sorted(OFFERS.filter((o) => o.kind === 'hotel_only').map((o) => o.id)));
    expect(sorted(await ids('flow=booking'))).toEqual(stays(() => true));
  });

  test('gifting lists giftable stays at the single-voucher price for 2 adults, travellers fixed at 2/0/0', async () => {
    const body = await get('/api/offers.json?flow=gifting&a=5&c=2&limit=60');
    expect(sorted(body.exactMatch.map((c) => c.id))).toEqual(stays((o) => o.giftPrice !== null));
    for (const card of body.exactMatch) {
      expect(card.sellPrice).toBe(OFFERS.find((o) => o.id === card.id)!.giftPrice);
      expect(card.priceType).toBe('gift');
    }
    expect(body.searchDetails).toMatchObject({ adult: 2, child: 0, baby: 0 });
    const bounded = await ids('flow=gifting&singleVoucherPriceMin=12000&singleVoucherPriceMax=20000');
    expect(sorted(bounded)).toEqual(stays((o) => o.giftPrice !== null && o.giftPrice >= 12000 && o.giftPrice <= 20000));
  });

  test('activity flow lists activity-only products with prices by adult count', async () => {
    const body = await get(`/api/offers.json?flow=activity&city=${FIXTURE.besancon}`);
    expect(sorted(body.exactMatch.map((c) => c.id))).toEqual([201, 202]);
    const card = body.exactMatch.find((c) => c.id === 201)!;
    expect(card.prices.map((p) => [p.paxComposition.adults, p.sellPrice, p.barPrice])).toEqual([
      [1, 3000, 4000],
      [2, 5500, 8000],
    ]);
    expect(card.sellPrice).toBe(5500); // 2 adults
    expect(card.promo).toBe(31); // round(100 * 2500 / 8000)
  });
});

describe('sorts', () => {
  const prices = (cards: Card[]) => cards.map((c) => c.sellPrice);
  test('priceAsc, popularity, promo, priceQuality', async () => {
    const byPrice = (await get('/api/offers.json?sort=priceAsc&limit=60')).exactMatch;
    expect(prices(byPrice)).toEqual([...prices(byPrice)].sort((a, b) => a - b));
    const byPopularity = (await get('/api/offers.json?sort=popularity&limit=60')).exactMatch;
    const pop = byPopularity.map((c) => OFFERS.find((o) => o.id === c.id)!.popularity);
    expect(pop).toEqual([...pop].sort((a, b) => b - a));
    const byPromo = (await get('/api/offers.json?sort=promo&limit=60')).exactMatch;
    const promo = byPromo.map((c) => c.prices[0]!.promoPercentageRounded);
    expect(promo).toEqual([...promo].sort((a, b) => b - a));
    const byQuality = (await get('/api/offers.json?limit=60')).exactMatch;
    const score = byQuality.map((c) => {
      const review = HOTELS.find((h) => h.id === c.hotel.id)!.review ?? 7;
      return review / Math.log(Math.max(c.sellPrice / (c.nights ?? 1) / 100, 1) + Math.E);
    });
    expect(score).toEqual([...score].sort((a, b) => b - a));
  });

  test('svPriceAsc and svPriceDesc in gifting; distance with a position', async () => {
    const asc = prices((await get('/api/offers.json?flow=gifting&sort=svPriceAsc')).exactMatch);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = prices((await get('/api/offers.json?flow=gifting&sort=svPriceDesc')).exactMatch);
    expect(desc).toEqual([...asc].reverse());
    const near = (await get('/api/offers.json?lat=48.8566&lng=2.3522&sort=distance')).exactMatch.map((c) => c.distance!);
    expect(near).toEqual([...near].sort((a, b) => a - b));
  });

  test('a sort not allowed in the flow, or unknown, is a 400 naming sort', async () => {
    for (const query of ['flow=hotel&sort=promo', 'flow=booking&sort=svPriceAsc', 'flow=gifting&sort=priceAsc', 'sort=distance', 'sort=cheapest']) {
      const res = await app.inject(`/api/offers.json?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.map((f: { field: string }) => f.field)).toContain('sort');
    }
  });
});

describe('pagination', () => {
  test('zero-based pages of `limit` cover the list once; beyond the last page the list is empty', async () => {
    const all = await ids('sort=priceAsc');
    const pages: number[] = [];
    for (let page = 0; page < 4; page++) pages.push(...(await get(`/api/offers.json?sort=priceAsc&limit=2&page=${page}`)).exactMatch.map((c) => c.id));
    expect(pages).toEqual(all);
    const beyond = await get('/api/offers.json?limit=2&page=50');
    expect(beyond.exactMatch).toEqual([]);
    expect(beyond.searchDetails.totalCount).toBe(all.length);
  });
});

describe('facets', () => {
  interface Facets {
    totalCount: number;
    properties: {
      propertyType: string;
      values: { id: string; count: number; selected: boolean }[];
      groups?: { id: string; values: unknown[] }[];
      range?: { min: number | null; max: number | null };
    }[];
  }
  const countsOf = (f: Facets, type: string) => Object.fromEntries(f.properties.find((p) => p.propertyType === type)!.values.map((v) => [v.id, v.count]));

  test("a facet's counts ignore its own selection and apply the others (disjunctive)", async () => {
    const none = await get<Facets>('/api/facets.json');
    const withStars = await get<Facets>('/api/facets.json?stars=4');
    expect(countsOf(withStars, 'stars')).toEqual(countsOf(none, 'stars'));
    expect(withStars.properties.find((p) => p.propertyType === 'stars')!.values.find((v) => v.id === '4')!.selected).toBe(true);
    // the other facets are counted under stars=4
    for (const [type, value] of Object.entries(countsOf(withStars, 'type'))) {
      expect(value).toBe((await ids(`stars=4&hotelTypes=${type}`)).length);
    }
    expect(withStars.totalCount).toBe((await ids('stars=4')).length);
    // every stars value counts what selecting it would give under the other filters
    const withType = await get<Facets>('/api/facets.json?stars=3&hotelTypes=hotel');
    for (const [stars, value] of Object.entries(countsOf(withType, 'stars'))) {
      expect([stars, value]).toEqual([stars, (await ids(`hotelTypes=hotel&stars=${stars}`)).length]);
    }
  });

  test('facility (with pets), tag groups, score, style, environment, price and distance ranges', async () => {
    const f = await get<Facets>(
      '/api/facets.json?lat=47.2378&lng=6.0241&distanceMax=300&propertiesRequested=price,score,facility,stars,style,type,environment,tag,distance',
    );
    expect(countsOf(f, 'facility').pets).toBe((await ids('lat=47.2378&lng=6.0241&distanceMax=300&petsAllowed=true')).length);
    expect(countsOf(f, 'facility').pool).toBe((await ids('lat=47.2378&lng=6.0241&distanceMax=300&facilities=pool')).length);
    expect(countsOf(f, 'tag')['500']).toBe((await ids('lat=47.2378&lng=6.0241&distanceMax=300&tags=500')).length);
    expect(countsOf(f, 'score')['8']).toBe((await ids('lat=47.2378&lng=6.0241&distanceMax=300&minHotelReviewScore=8')).length);
    expect(countsOf(f, 'environment').city).toBe((await ids('lat=47.2378&lng=6.0241&distanceMax=300&hotelEnvironments=city')).length);
    const tag = f.properties.find((p) => p.propertyType === 'tag')!;
    expect(tag.groups!.map((g) => g.id).sort()).toEqual(['food', 'sport', 'wellness']);
    const found = await get('/api/offers.json?lat=47.2378&lng=6.0241&distanceMax=300&sort=priceAsc&limit=60');
    const price = f.properties.find((p) => p.propertyType === 'price')!.range!;
    expect(price.min).toBe(found.exactMatch[0]!.sellPrice);
    expect(price.max).toBe(found.exactMatch.at(-1)!.sellPrice);
    const distance = f.properties.find((p) => p.propertyType === 'distance')!.range!;
    expect(distance.max).toBeLessThanOrEqual(300);
    expect(distance.min).toBeGreaterThanOrEqual(0);
  });

  test('price facet ignores the price bounds; withNames=false drops the names', async () => {
    const f = await get<Facets>('/api/facets.json?priceMin=1&priceMax=2&withNames=false&propertiesRequested=price,stars');
    expect(f.totalCount).toBe(0);
    expect(f.properties.find((p) => p.propertyType === 'price')!.range!.min).not.toBeNull();
    expect(f.properties.map((p) => p.propertyType)).toEqual(['price', 'stars']);
    expect(f.properties[1]!.values.every((v) => !('name' in v))).toBe(true);
  });
});

describe('themes and keyword pages', () => {
  interface Theme {
    id: number;
    label: string;
    slug: string;
    kind: string;
    count: number;
    uri: string;
    description?: string;
  }
  interface Facets {
    totalCount: number;
    properties: { propertyType: string; values: { id: string; count: number; selected: boolean; name?: string }[] }[];
  }

  test('theme list per locale: label, slug, kind and the published offers a search with the theme lists', async () => {
    const list = await get<Theme[]>('/api/themes.json?locale=es_ES');
    expect(list.map((t) => t.id).sort((a, b) => a - b)).toEqual([39, 100, 101, 985]);
    const romantic = list.find((t) => t.id === 100)!;
    expect(romantic).toMatchObject({ label: 'Romántico', slug: 'romantique', kind: 'stay', uri: '/tema/romantique' });
    for (const id of [39, 100, 101]) expect([id, list.find((t) => t.id === id)!.count]).toEqual([id, (await ids(`theme=${id}`)).length]);
    expect(list.find((t) => t.id === 985)).toMatchObject({ kind: 'activity', count: 3 });
    expect((await get<Theme[]>('/api/themes.json?kind=activity')).map((t) => t.id)).toEqual([985]);
    expect((await get<Theme[]>('/api/themes.json?locale=nl_NL')).find((t) => t.id === 39)!.label).toBe('Met het gezin');
  });

  test('a keyword slug gives its theme or city; unknown slugs are 404, malformed ones 400', async () => {
    expect(await get<Theme>('/api/themes/gastronomie.json?locale=it_IT')).toMatchObject({ id: 101, label: 'Gastronomia', kind: 'stay', uri: '/idea/gastronomie' });
    expect(await get<Theme>('/api/themes/SPORT.json?locale=fr_FR')).toMatchObject({ id: 985, kind: 'activity' });
    expect(await get<Theme>('/api/themes/romantique.json?kind=activity', 404)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    // "paris" is a department and a city: the city keyword page gets the city
    expect(await get('/api/cities/paris.json?locale=nl_BE')).toMatchObject({ id: 11, label: 'Parijs', category: 'city', postalcode: '75001' });
    expect(await get('/api/cities/besancon.json')).toMatchObject({ id: 10, label: 'Besançon', uri: '/ville/besancon' });
    expect(await get('/api/cities/doubs.json', 404)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await get('/api/themes/nope.json', 404)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const bad = await get<{ error: { fields: { field: string }[] } }>('/api/themes/a%20b.json', 400);
    expect(bad.error.fields.map((f) => f.field)).toContain('slug');
  });

  test('theme facet: each theme counted under the other filters, the selected one marked', async () => {
    const f = await get<Facets>('/api/facets.json?theme=100&stars=3,4&propertiesRequested=theme,stars&locale=fr_FR');
    const themes = f.properties.find((p) => p.propertyType === 'theme')!;
    expect(themes.values.map((v) => v.id).sort()).toEqual(['100', '101', '39']);
    for (const v of themes.values) expect([v.id, v.count]).toEqual([v.id, (await ids(`stars=3,4&theme=${v.id}`)).length]);
    expect(themes.values.find((v) => v.id === '100')).toMatchObject({ selected: true, name: 'Romantique' });
    const stars = f.properties.find((p) => p.propertyType === 'stars')!;
    for (const v of stars.values) expect([v.id, v.count]).toEqual([v.id, (await ids(`theme=100&stars=${v.id}`)).length]);
    expect(f.totalCount).toBe((await ids('theme=100&stars=3,4')).length);
    // without the theme facet requested, the theme stays a plain criterion
    const plain = await get<Facets>('/api/facets.json?theme=100&propertiesRequested=stars');
    expect(plain.totalCount).toBe((await ids('theme=100')).length);
  });
});

describe('what the fallback searches of the front need (search.md §4, §7)', () => {
  type Place = { id: number; category: string; latitude: number; longitude: number };
  const hierarchy = async (query: string) =>
    ((await get(`/api/offers.json?limit=3&${query}`)).searchDetails.locationHierarchy as Place[]).map((p) => [p.id, p.category]);

  test('locationHierarchy: the place with its position, then the parents a destination widens to (region, country)', async () => {
    const nice = (await get(`/api/offers.json?limit=3&city=${FIXTURE.nice}`)).searchDetails.locationHierarchy as Place[];
    expect(nice[0]).toMatchObject({ id: FIXTURE.nice, category: 'city', latitude: 43.7102, longitude: 7.262 });
    expect(await hierarchy(`poi=${FIXTURE.poiEiffel}`)).toEqual([
      [FIXTURE.poiEiffel, 'poi'],
      [FIXTURE.department2, 'department'],
      [FIXTURE.region2, 'region'],
      [FIXTURE.country, 'country'],
    ]);
    expect(await hierarchy(`department=${FIXTURE.department}`)).toEqual([
      [FIXTURE.department, 'department'],
      [FIXTURE.region, 'region'],
      [FIXTURE.country, 'country'],
    ]);
    expect(await hierarchy(`region=${FIXTURE.region}`)).toEqual([
      [FIXTURE.region, 'region'],
      [FIXTURE.country, 'country'],
    ]);
    expect((await hierarchy(`touristicregion=${FIXTURE.coteDAzur}`)).at(-1)).toEqual([FIXTURE.country, 'country']);
    // a position or a hotel has none: nothing to widen
    expect(await hierarchy('lat=47.2378&lng=6.0241&distanceMax=30')).toEqual([]);
    expect(await hierarchy('hotel=1')).toEqual([]);
  });

  test('the alternative searches are ordinary searches of 3 offers', async () => {
    const checkin = addDays(today, 10); // 103 (the only theme-101 stay of the department) is closed then
    const dated = `&checkin=${checkin}&checkout=${addDays(checkin, 1)}`;
    expect((await get(`/api/offers.json?limit=3&department=${FIXTURE.department}&theme=101${dated}`)).searchDetails.totalCount).toBe(0);
    // widened to the region: none on those dates either; without the dates: 103
    expect((await get(`/api/offers.json?limit=3&region=${FIXTURE.region}&theme=101${dated}`)).searchDetails.totalCount).toBe(0);
    expect((await get(`/api/offers.json?limit=3&department=${FIXTURE.department}&theme=101`)).exactMatch.map((c) => c.id)).toEqual([103]);
    // a city widened to 30 km around its position, minimum 0
    const around = await get(`/api/offers.json?limit=3&lat=47.2378&lng=6.0241&distanceMin=0&distanceMax=30`);
    expect(around.exactMatch.length).toBeLessThanOrEqual(3);
    expect(around.searchDetails).toMatchObject({ limit: 3, totalCount: (await ids('lat=47.2378&lng=6.0241&distanceMin=0&distanceMax=30')).length });
  });
});

describe('POST offers: map search and hotel drawer', () => {
  test('map search: one entry per hotel with location and weekend ids', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/offers.json', payload: { performMapSearch: true, criteria: { department: FIXTURE.department } } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { exactMatch: { hotel: { id: number }; weekendIds: number[]; location: { latitude: number } }[] };
    const expected = new Map<number, number[]>();
    for (const id of stays((o) => hotelOf(o).departmentId === FIXTURE.department)) {
      const hotelId = OFFERS.find((o) => o.id === id)!.hotelId;
      expected.set(hotelId, [...(expected.get(hotelId) ?? []), id]);
    }
    expect(body.exactMatch.map((m) => m.hotel.id).sort()).toEqual([...expected.keys()].sort());
    for (const marker of body.exactMatch) expect(sorted(marker.weekendIds)).toEqual(sorted(expected.get(marker.hotel.id)!));
  });

  test('hotel drawer: main package is the cheapest, others by price ascending; gift prices when gifting', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/offers.json', payload: { hotelId: 1, numberOfPackagesPerHotel: 20 } });
    const body = res.json() as { hotel: { id: number }; mainPackage: Card; otherPackages: Card[] };
    expect(body.hotel.id).toBe(1);
    const all = [body.mainPackage, ...body.otherPackages].map((c) => c.sellPrice);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    const gift = (await app.inject({ method: 'POST', url: '/api/offers.json', payload: { hotelId: 1, type: 'gift' } })).json() as { mainPackage: Card };
    expect(gift.mainPackage.priceType).toBe('gift');
    expect(gift.mainPackage.sellPrice).toBe(15000);
    expect((await app.inject({ method: 'POST', url: '/api/offers.json', payload: { hotelId: 1, numberOfPackagesPerHotel: 21 } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/offers.json', payload: { hotelId: 424242 } })).statusCode).toBe(404);
  });
});

describe('activity-only search', () => {
  test('products grouped by centre, prices with promoPercentageRounded', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/search/activity-only.json', payload: { criteria: {}, numberOfPackagesPerHotel: 20, locale: 'fr_FR', page: 0 } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { totalCount: number; results: { hotel: { id: number }; packages: { id: number; sellPrice: number; prices: { promoPercentageRounded: number; sellPrice: number; barPrice: number }[] }[] }[] };
    expect(body.totalCount).toBe(2);
    const doubs = body.results.find((r) => r.hotel.id === 1)!;
    expect(doubs.packages.map((p) => p.id)).toEqual([202, 201]); // cheapest first
    for (const p of doubs.packages) {
      for (const price of p.prices) expect(price.promoPercentageRounded).toBe(Math.floor((200 * (price.barPrice - price.sellPrice) + price.barPrice) / (2 * price.barPrice)));
    }
    const one = (await app.inject({ method: 'POST', url: '/api/search/activity-only.json', payload: { criteria: {}, numberOfPackagesPerHotel: 1 } })).json() as typeof body;
    expect(one.results.find((r) => r.hotel.id === 1)!.packages).toHaveLength(1);
  });
});

describe('autocomplete', () => {
  type S = { id: number; label: string; category: string; latitude: number; longitude: number; postalcode: string | null }[];
  test("accent- and case-insensitive: 'Besancon' finds Besançon, 'cote' finds Côte d'Azur, 'PARIS' finds Paris", async () => {
    const besancon = await get<S>('/api/autocomplete-geonames.json?locale=fr_FR&term=Besancon&maxResults=30');
    expect(besancon[0]).toMatchObject({ id: FIXTURE.besancon, label: 'Besançon', category: 'city', postalcode: '25000' });
    const cote = await get<S>('/api/autocomplete-geonames.json?locale=fr_FR&term=cote');
    expect(cote.map((s) => s.id)).toContain(FIXTURE.coteDAzur);
    expect((await get<S>('/api/autocomplete-geonames.json?term=PARIS'))[0]!.id).toBe(FIXTURE.paris);
  });

  test('ranking: word prefix first, then importance; labels in the locale; hotels and every category', async () => {
    const par = await get<S>('/api/autocomplete-geonames.json?locale=fr_FR&term=par');
    expect(par.slice(0, 3).map((s) => s.id)).toEqual([FIXTURE.paris, 4, 13]); // Paris (2000), department Paris (200), Paray-le-Monial (9)
    expect((await get<S>('/api/autocomplete-geonames.json?locale=it_IT&term=parigi'))[0]!.label).toBe('Parigi');
    const hotels = await get<S>('/api/autocomplete-geonames.json?term=hotel');
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.every((s) => s.category === 'hotel')).toBe(true);
    expect((await get<S>('/api/autocomplete-geonames.json?term=eiffel'))[0]).toMatchObject({ id: FIXTURE.poiEiffel, category: 'poi' });
    expect((await get<S>('/api/autocomplete-geonames.json?term=par&maxResults=1')).length).toBe(1);
  });

  test('overlong, binary or control-character terms and maxResults above 30 are 400s', async () => {
    for (const query of [`term=${'a'.repeat(101)}`, 'term=%00abc', 'term=ab%07', 'term=par&maxResults=31', 'term=']) {
      const res = await app.inject(`/api/autocomplete-geonames.json?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[0].field).toMatch(/term|maxResults/);
    }
  });

  test('recommended destinations: a few places of the site country', async () => {
    const list = await get<S>('/api/recommendedAutocomplete.json?locale=fr_FR&q=&catalogSourceType=search&catalogSourceCode=home');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list[0]!.id).toBe(FIXTURE.paris);
  });
});

describe('bad input is a 400 naming each field', () => {
  const fieldsOf = async (query: string) => {
    const res = await app.inject(`/api/offers.json?${query}`);
    expect(res.statusCode).toBe(400);
    return (res.json().error.fields as { field: string }[]).map((f) => f.field).sort();
  };
  test('type and range errors', async () => {
    expect(await fieldsOf('a=0&c=11&b=-1&flow=train&distanceMax=301&priceMin=-5&page=-1&limit=61')).toEqual(
      ['a', 'b', 'c', 'distanceMax', 'flow', 'limit', 'page', 'priceMin'].sort(),
    );
    expect(await fieldsOf('checkin=2025-02-30')).toEqual(['checkin']);
    expect(await fieldsOf('page=1.5')).toEqual(['page']);
    expect(await fieldsOf('checkin=tomorrow')).toEqual(['checkin']);
  });
  test('rules across fields and dates', async () => {
    const d = addDays(today, 5);
    expect(await fieldsOf(`checkin=${d}&checkout=${d}`)).toEqual(['checkout']);
    expect(await fieldsOf(`checkin=${addDays(today, -1)}&checkout=${today}`)).toEqual(['checkin']);
    expect(await fieldsOf(`checkin=${addDays(today, 400)}&checkout=${addDays(today, 401)}`)).toEqual(['checkin', 'checkout']);
    expect(await fieldsOf('priceMin=500&priceMax=100&distanceMin=50&distanceMax=10')).toEqual(['distanceMin', 'priceMin']);
    expect(await fieldsOf(`checkout=${d}`)).toEqual(['checkin']);
  });
});
