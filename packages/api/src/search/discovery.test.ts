/**
 * Issue #34 on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): diverse results, the free
 * cancellation filter. The fixture gets extra cheap offers of the best-reviewed hotels (so the plain price-quality
 * order would open with three offers of hotel 2) and a few non-refundable offers.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { testDatabase } from '../db/testing';
import { addDays } from '../db/pricing';
import { todayIso } from '../routes/common';
import { HOTELS, OFFERS, fromQuote, seedSearchFixture, type FixtureOffer, searchRoutesApp } from './test-fixture';

const extra = (id: number, hotelId: number, base: number): FixtureOffer => ({
  id,
  hotelId,
  kind: 'stay',
  base,
  ref: base,
  themes: [],
  activities: [],
  popularity: 1,
  giftPrice: base + 1000,
});
const EXTRA = [
  extra(110, 2, 4000),
  extra(111, 2, 4100),
  extra(112, 2, 4200),
  extra(113, 5, 5000),
  extra(114, 5, 5100),
  extra(115, 3, 6000),
];
const NON_REFUNDABLE = [102, 105, 111, 113];
const ALL = [...OFFERS, ...EXTRA].map((o) =>
  NON_REFUNDABLE.includes(o.id) ? { ...o, nonRefundable: true } : o,
);

let database: Database;
let app: FastifyInstance;
const today = todayIso();

beforeAll(async () => {
  database = await testDatabase();
  await seedSearchFixture(database, today, ALL);
  // local taxes: hotel 1 per adult per night, hotel 2 a percentage of the stay, the others none
  await database.db.execute(sql`update hotels set local_tax_amount = 150 where id = 1`);
  await database.db.execute(
    sql`update hotels set local_tax_type = 'PERCENTAGE', local_tax_percentage = 5 where id = 2`,
  );
  app = await searchRoutesApp(database);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Card {
  id: number;
  hotel: { id: number };
}
async function list(query: string): Promise<Card[]> {
  const res = await app.inject(`/api/offers.json?${query}`);
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  return (res.json() as { exactMatch: Card[] }).exactMatch;
}
const hotelOf = (offerId: number) => ALL.find((o) => o.id === offerId)!.hotelId;
const perHotel = (cards: Card[]) =>
  cards.reduce((m, c) => m.set(c.hotel.id, (m.get(c.hotel.id) ?? 0) + 1), new Map<number, number>());

/** The stays in the plain price-quality order of their from-prices (review 7 without reviews, per night in €). */
function plainOrder(): number[] {
  const score = (o: FixtureOffer) =>
    (HOTELS.find((h) => h.id === o.hotelId)!.review ?? 7) /
    Math.log(Math.max(fromQuote(o, today).sell / 100, 1) + Math.E);
  return ALL.filter((o) => o.kind === 'stay')
    .sort((a, b) => score(b) - score(a) || a.id - b.id)
    .map((o) => o.id);
}

describe('diverse results', () => {
  test('the plain order would open with three offers of one hotel (what the rule is for)', () => {
    expect(plainOrder().slice(0, 3).map(hotelOf)).toEqual([2, 2, 2]);
  });

  test('the default sort: at most two offers of one hotel among the first nine, then the others in order', async () => {
    const cards = await list('limit=60');
    const plain = plainOrder();
    expect(cards.map((c) => c.id).sort()).toEqual([...plain].sort());
    expect(Math.max(...perHotel(cards.slice(0, 9)).values())).toBeLessThanOrEqual(2);
    // the first nine: the best-ranked offers among their hotel's two best; the rest in the plain order
    const rank = new Map<number, number>();
    const eligible = plain.filter((id) => {
      const n = (rank.get(hotelOf(id)) ?? 0) + 1;
      rank.set(hotelOf(id), n);
      return n <= 2;
    });
    const head = eligible.slice(0, 9);
    expect(cards.map((c) => c.id)).toEqual([...head, ...plain.filter((id) => !head.includes(id))]);
  });

  test('pages of the default sort read the same diverse order', async () => {
    const all = (await list('limit=60')).map((c) => c.id);
    const pages: number[] = [];
    for (let page = 0; page < 4; page++) pages.push(...(await list(`limit=4&page=${page}`)).map((c) => c.id));
    expect(pages).toEqual(all);
  });

  test('dated searches and the gifting flow are diverse too; other sorts are not', async () => {
    const checkin = addDays(today, 20);
    for (const query of [`checkin=${checkin}&checkout=${addDays(checkin, 2)}`, 'flow=gifting']) {
      const cards = await list(`limit=9&${query}`);
      expect(Math.max(0, ...perHotel(cards).values())).toBeLessThanOrEqual(2);
    }
    const cheapest = await list('limit=3&sort=priceAsc');
    expect(cheapest.map((c) => c.hotel.id)).toEqual([2, 2, 2]);
  });
});

describe('free cancellation', () => {
  interface Facets {
    totalCount: number;
    properties: {
      propertyType: string;
      values: { id: string; name?: string; count: number; selected: boolean }[];
    }[];
  }
  const freeOf = (f: Facets) =>
    f.properties.find((p) => p.propertyType === 'cancellation')!.values.find((v) => v.id === 'free')!;
  const stayIds = (pred: (o: FixtureOffer) => boolean) =>
    ALL.filter((o) => o.kind === 'stay' && pred(o))
      .map((o) => o.id)
      .sort();
  const idsOf = async (query: string) => (await list(`limit=60&${query}`)).map((c) => c.id).sort();

  test('freeCancellation keeps the offers whose policy is cancellable until a deadline', async () => {
    expect(await idsOf('freeCancellation=true')).toEqual(stayIds((o) => !o.nonRefundable));
    expect(await idsOf('freeCancellation=false')).toEqual(stayIds(() => true));
    const checkin = addDays(today, 20);
    const dated = await list(
      `limit=60&freeCancellation=true&checkin=${checkin}&checkout=${addDays(checkin, 1)}`,
    );
    expect(dated.length).toBeGreaterThan(0);
    for (const card of dated as (Card & {
      cancellationPolicy: { cancellable: boolean; cancellationDeadline: string | null };
    })[]) {
      expect(card.cancellationPolicy).toMatchObject({
        cancellable: true,
        cancellationDeadline: addDays(checkin, -7),
      });
    }
  });

  test('its facet counts it under the other filters, and not under its own selection', async () => {
    const facets = async (query: string) => (await app.inject(`/api/facets.json?${query}`)).json() as Facets;
    const none = await facets('');
    expect(freeOf(none)).toMatchObject({
      id: 'free',
      name: 'Annulation gratuite',
      count: stayIds((o) => !o.nonRefundable).length,
      selected: false,
    });
    const withStars = await facets('stars=4&locale=nl_NL');
    expect(freeOf(withStars)).toMatchObject({
      name: 'Gratis annuleren',
      count: (await idsOf('stars=4&freeCancellation=true')).length,
    });
    const selected = await facets('freeCancellation=true');
    expect(freeOf(selected)).toMatchObject({ count: freeOf(none).count, selected: true });
    expect(selected.totalCount).toBe(freeOf(none).count);
    // other facets are counted under it
    const stars = (f: Facets) =>
      Object.fromEntries(
        f.properties.find((p) => p.propertyType === 'stars')!.values.map((v) => [v.id, v.count]),
      );
    expect(stars(selected)['4']).toBe((await idsOf('stars=4&freeCancellation=true')).length);
  });

  test('a value that is not a flag is a 400 naming freeCancellation', async () => {
    for (const url of ['/api/offers.json?freeCancellation=maybe', '/api/facets.json?freeCancellation=2']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.map((f: { field: string }) => f.field)).toContain('freeCancellation');
    }
  });
});

describe('accessibility facilities', () => {
  interface Facets {
    totalCount: number;
    properties: { propertyType: string; values: { id: string; name?: string; count: number; selected: boolean }[] }[];
  }
  const facets = async (query: string) => (await app.inject(`/api/facets.json?${query}`)).json() as Facets;
  const group = (f: Facets, type = 'accessibility') => f.properties.find((p) => p.propertyType === type)!.values;
  const hotelHas = (codes: string[]) => (o: FixtureOffer) => codes.every((c) => HOTELS.find((h) => h.id === o.hotelId)!.facilities.includes(c));
  const stayIds = (pred: (o: FixtureOffer) => boolean) =>
    ALL.filter((o) => o.kind === 'stay' && pred(o))
      .map((o) => o.id)
      .sort();
  const idsOf = async (query: string) => (await list(`limit=60&${query}`)).map((c) => c.id).sort();

  test('keeps the offers of hotels with every chosen accessibility facility', async () => {
    expect(await idsOf('accessibility=step_free_access')).toEqual(stayIds(hotelHas(['step_free_access'])));
    expect(await idsOf('accessibility=step_free_access,elevator')).toEqual(stayIds(hotelHas(['step_free_access', 'elevator'])));
    expect(await idsOf('accessibility=hearing_loop')).toEqual(stayIds(hotelHas(['hearing_loop'])));
    expect((await idsOf('accessibility=hearing_loop')).length).toBeGreaterThan(0);
    expect(await idsOf('accessibility=accessible_bathroom,accessible_parking')).toEqual([]);
  });

  test('is a facet group of its own, counted under the other filters', async () => {
    const none = await facets('');
    expect(group(none).map((v) => v.id)).toEqual(['step_free_access', 'elevator', 'accessible_bathroom', 'accessible_parking', 'hearing_loop']);
    for (const v of group(none)) expect(v.count).toBe(stayIds(hotelHas([v.id])).length);
    // not in the facilities facet
    expect(group(none, 'facility').map((v) => v.id)).not.toContain('elevator');
    const withStars = await facets('stars=4');
    const elevator = group(withStars).find((v) => v.id === 'elevator')!;
    expect(elevator.count).toBe((await idsOf('stars=4&accessibility=elevator')).length);
    // its own selection does not narrow its counts; the others' are counted under it
    const selected = await facets('accessibility=step_free_access');
    expect(group(selected).find((v) => v.id === 'step_free_access')).toMatchObject({ selected: true, count: group(none).find((v) => v.id === 'step_free_access')!.count });
    expect(group(selected).find((v) => v.id === 'elevator')!.count).toBe(group(none).find((v) => v.id === 'elevator')!.count);
    expect(selected.totalCount).toBe(stayIds(hotelHas(['step_free_access'])).length);
  });

  test('an unknown or malformed value is a 400 naming accessibility', async () => {
    for (const url of ['/api/offers.json?accessibility=ramp', '/api/facets.json?accessibility=elevator,', '/api/offers.json?accessibility=ELEVATOR', '/api/offers.json?accessibility=1']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.map((f: { field: string }) => f.field)).toContain('accessibility');
    }
  });
});

describe('price histogram', () => {
  interface Band {
    min: number;
    max: number | null;
    count: number;
  }
  interface PriceFacet {
    propertyType: string;
    bands?: Band[];
  }
  const bandsOf = async (query: string) => {
    const res = await app.inject(`/api/facets.json?propertiesRequested=price,stars&${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { properties: PriceFacet[] }).properties.find((p) => p.propertyType === 'price')!
      .bands!;
  };
  const pricesOf = async (query: string) =>
    (await list(`limit=60&${query}`)).map((c) => (c as Card & { sellPrice: number }).sellPrice);
  const inBand = (price: number, b: Band) => price >= b.min && (b.max === null || price < b.max);

  test.each([
    '',
    'stars=4',
    `checkin=${addDays(todayIso(), 20)}&checkout=${addDays(todayIso(), 22)}&a=3`,
    'flow=gifting',
    'freeCancellation=true',
  ])('counts the offers of each price band under the other filters (%s)', async (query) => {
    const bands = await bandsOf(query);
    const prices = await pricesOf(query);
    expect(bands.map((b) => b.count)).toEqual(bands.map((b) => prices.filter((p) => inBand(p, b)).length));
    expect(bands.reduce((n, b) => n + b.count, 0)).toBe(prices.length);
  });

  test('the price selection does not narrow the histogram (the selected range is drawn over it)', async () => {
    expect(await bandsOf('priceMin=5000&priceMax=9000')).toEqual(await bandsOf(''));
    const bands = await bandsOf('');
    expect(bands[0]).toMatchObject({ min: 0, max: 1000 });
    expect(bands.at(-1)).toMatchObject({ min: 25000, max: null });
  });
});

describe('total price', () => {
  interface PricedCard extends Card {
    sellPrice: number;
    totalPrice?: number;
    nights: number | null;
  }
  const tax = (card: PricedCard, adults: number) =>
    card.hotel.id === 1
      ? 150 * adults * card.nights!
      : card.hotel.id === 2
        ? Math.round((card.sellPrice * 5) / 100)
        : 0;

  test("each stay card's total is its price with the hotel's local tax for the travellers and nights", async () => {
    const checkin = addDays(today, 20);
    for (const [query, adults] of [
      ['', 2],
      [`checkin=${checkin}&checkout=${addDays(checkin, 2)}&a=3&c=1`, 3],
      ['flow=hotel', 2],
    ] as const) {
      const cards = (await list(`limit=60&${query}`)) as PricedCard[];
      expect(cards.some((c) => c.hotel.id === 1) && cards.some((c) => c.hotel.id === 2)).toBe(
        query !== 'flow=hotel',
      );
      for (const card of cards)
        expect([card.id, card.totalPrice]).toEqual([card.id, card.sellPrice + tax(card, adults)]);
    }
  });

  test("the map's markers: the cheapest offer's total, as its card has it", async () => {
    const checkin = addDays(today, 20);
    for (const query of ['', `checkin=${checkin}&checkout=${addDays(checkin, 2)}&a=3`]) {
      const criteria = Object.fromEntries(new URLSearchParams(query));
      const res = await app.inject({
        method: 'POST',
        url: '/api/offers.json',
        payload: { performMapSearch: true, criteria },
      });
      expect(res.statusCode).toBe(200);
      const markers = (
        res.json() as {
          exactMatch: {
            hotel: { id: number };
            sellPrice: number;
            totalPrice?: number;
            weekendIds: number[];
          }[];
        }
      ).exactMatch;
      const cards = (await list(`limit=60&${query}`)) as PricedCard[];
      expect(markers.length).toBeGreaterThan(1);
      for (const m of markers) {
        const cheapest = cards.find((c) => c.id === m.weekendIds[0])!;
        expect([m.hotel.id, m.sellPrice, m.totalPrice]).toEqual([
          m.hotel.id,
          cheapest.sellPrice,
          cheapest.totalPrice,
        ]);
      }
    }
  });

  test('gift cards have no total (no stay, no tax)', async () => {
    const cards = (await list('limit=60&flow=gifting')) as PricedCard[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.totalPrice === undefined)).toBe(true);
  });
});
