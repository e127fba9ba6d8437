/**
 * Flexible dates (issue #34 item 1, decision 0096) on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): each card is priced on its offer's cheapest bookable weekend stay, by the one price rule
 * (computeQuote, the mirror of sf_quote), and bad values are 400s naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { weekendStays, firstSelectableDay, siteToday, addMonths } from '@storefront/criteria';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db';
import { testDatabase } from '../db/testing';
import { addDays, computeQuote } from '../db/pricing';
import { todayIso } from '../routes/common';
import { OFFERS, availabilityOf, seedSearchFixture, type FixtureOffer, searchRoutesApp } from './test-fixture';

const today = todayIso();
const nextMonth = addMonths(`${today.slice(0, 7)}-01`, 1).slice(0, 7);
const window = { today: siteToday(), firstDay: firstSelectableDay() };
const offset = (day: string) => Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
// offer 101 closed on the first Friday and Saturday of next month: its cheapest weekend is a later one
const firstWeekend = [...new Set(weekendStays(nextMonth, window).map((s) => s.checkin))].slice(0, 2);
const ALL: FixtureOffer[] = OFFERS.map((o) => (o.id === 101 ? { ...o, closed: firstWeekend.map(offset) } : o));

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  await seedSearchFixture(database, today, ALL);
  app = await searchRoutesApp(database);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Card {
  id: number;
  sellPrice: number;
  priceType: string;
  checkin: string | null;
  nights: number | null;
}

/** The cheapest bookable stay of `weekend` for an offer by the pricing rule: cheapest, then earliest, then shortest. */
function cheapestWeekend(offer: FixtureOffer, weekend: string, adults = 2) {
  const availability = availabilityOf(offer, today);
  let best: { checkin: string; nights: number; sell: number } | null = null;
  for (const stay of weekendStays(weekend, window)) {
    const q = computeQuote(
      { offer: { id: offer.id, published: true, expiresOn: null, priceMarkupBp: 0 }, roomMaxCapacity: 4, availability },
      { offerId: offer.id, ...stay, adults, children: 0, babies: 0 },
      today,
    );
    if (q.bookable && q.sellPrice !== null && (!best || q.sellPrice < best.sell)) best = { ...stay, sell: q.sellPrice };
  }
  return best;
}

async function search(query: string): Promise<{ cards: Card[]; totalCount: number; uri: string }> {
  const res = await app.inject(`/api/offers.json?limit=60&${query}`);
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { exactMatch: Card[]; searchDetails: { totalCount: number; uri: string } };
  return { cards: body.exactMatch, totalCount: body.searchDetails.totalCount, uri: body.searchDetails.uri };
}

describe('a weekend in a month', () => {
  test('each card shows its cheapest weekend stay of the month, priced by the one price rule', async () => {
    const { cards, totalCount, uri } = await search(`weekend=${nextMonth}&a=3&sort=priceAsc`);
    const stays = ALL.filter((o) => o.kind === 'stay');
    expect(cards.map((c) => c.id).sort()).toEqual(stays.map((o) => o.id).sort());
    expect(totalCount).toBe(stays.length);
    for (const card of cards) {
      const best = cheapestWeekend(ALL.find((o) => o.id === card.id)!, nextMonth, 3)!;
      expect([card.id, card.checkin, card.nights, card.sellPrice, card.priceType]).toEqual([card.id, best.checkin, best.nights, best.sell, 'final-price']);
      expect([5, 6]).toContain(new Date(`${card.checkin}T12:00:00Z`).getUTCDay());
    }
    // sorted by the weekend price, and the closed first weekend moved offer 101 to a later one
    expect(cards.map((c) => c.sellPrice)).toEqual([...cards.map((c) => c.sellPrice)].sort((a, b) => a - b));
    expect(cards.find((c) => c.id === 101)!.checkin! > firstWeekend[1]!).toBe(true);
    expect(uri).toContain(`weekend=${nextMonth}`);
  });

  test('the hotel flow answers hotel nights on weekends the same way', async () => {
    const { cards } = await search(`weekend=${nextMonth}&flow=hotel`);
    expect(cards.map((c) => c.id).sort()).toEqual([108, 109]);
    for (const card of cards) expect(card.checkin).toBe(cheapestWeekend(ALL.find((o) => o.id === card.id)!, nextMonth)!.checkin);
  });

  test('filters and facets read the weekend price', async () => {
    const all = await search(`weekend=${nextMonth}`);
    const cap = [...all.cards.map((c) => c.sellPrice)].sort((a, b) => a - b)[2]!;
    const cheap = await search(`weekend=${nextMonth}&priceMax=${cap}`);
    expect(cheap.cards.map((c) => c.id).sort()).toEqual(all.cards.filter((c) => c.sellPrice <= cap).map((c) => c.id).sort());
    const res = await app.inject(`/api/facets.json?weekend=${nextMonth}&propertiesRequested=price`);
    expect(res.statusCode).toBe(200);
    const facets = res.json() as { totalCount: number; properties: { propertyType: string; range: { min: number; max: number } }[] };
    const prices = all.cards.map((c) => c.sellPrice);
    expect(facets.totalCount).toBe(all.totalCount);
    expect(facets.properties.find((p) => p.propertyType === 'price')!.range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });
});

test("the map search and a hotel's offers drawer read the weekend too", async () => {
  const map = await app.inject({ method: 'POST', url: '/api/offers.json', payload: { performMapSearch: true, criteria: { weekend: nextMonth } } });
  expect(map.statusCode).toBe(200);
  const markers = (map.json() as { exactMatch: { hotel: { id: number }; weekendIds: number[]; sellPrice: number }[] }).exactMatch;
  const hotel1 = markers.find((m) => m.hotel.id === 1)!;
  const cheapest = Math.min(...ALL.filter((o) => o.hotelId === 1 && o.kind === 'stay').map((o) => cheapestWeekend(o, nextMonth)!.sell));
  expect(hotel1.sellPrice).toBe(cheapest);
  const bad = await app.inject({ method: 'POST', url: '/api/offers.json', payload: { performMapSearch: true, criteria: { weekend: '2026-00' } } });
  expect(bad.statusCode).toBe(400);
});

test('any weekend in the next 3 months: the cheapest over every weekend', async () => {
  const { cards } = await search('weekend=any');
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const best = cheapestWeekend(ALL.find((o) => o.id === card.id)!, 'any')!;
    expect([card.id, card.checkin, card.nights, card.sellPrice]).toEqual([card.id, best.checkin, best.nights, best.sell]);
  }
});

test("the precomputed weekends (decision 0116) are sf_quote's cheapest bookable stay of each weekend for 2 adults", async () => {
  const [cmp] = await queryRows<{ precomputed: number; quoted: number; same: number }>(
    database.db,
    sql`with w as (select distinct friday from sf_offer_weekends where friday >= current_date),
        quotes as (
          select s.offer_id, w.friday, q.checkin, q.nights, q.sell_price, q.ref_price, q.rooms_left
          from sf_search_offers s cross join w
          cross join lateral (values (0, 1), (0, 2), (1, 1), (1, 2)) v(d, n)
          cross join lateral sf_quote(s.offer_id, w.friday + v.d, v.n, 2, 0, 0) q
          where q.bookable),
        best as (select distinct on (offer_id, friday) * from quotes order by offer_id, friday, sell_price, checkin, nights),
        mine as (select * from sf_offer_weekends where friday >= current_date)
        select (select count(*)::integer from mine) as precomputed, (select count(*)::integer from best) as quoted,
               (select count(*)::integer from mine m join best b on (b.offer_id, b.friday, b.checkin, b.nights, b.sell_price, b.ref_price, b.rooms_left)
                  = (m.offer_id, m.friday, m.checkin, m.nights, m.sell, m.ref, m.rooms)) as same`,
  );
  expect(cmp!.precomputed).toBeGreaterThan(100);
  expect(cmp).toEqual({ precomputed: cmp!.precomputed, quoted: cmp!.precomputed, same: cmp!.precomputed });
});

test('any weekend for 2 adults (precomputed weekends) and for 3 (every stay written out) pick by the one rule', async () => {
  for (const adults of [2, 3]) {
    const { cards } = await search(`weekend=any&a=${adults}`);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const best = cheapestWeekend(ALL.find((o) => o.id === card.id)!, 'any', adults)!;
      expect([card.id, card.checkin, card.nights, card.sellPrice]).toEqual([card.id, best.checkin, best.nights, best.sell]);
    }
  }
});

describe('bad values are 400s naming weekend', () => {
  const lastMonth = addMonths(addDays(today, 365), 1).slice(0, 7);
  test.each([
    ['an unknown month', 'weekend=2026-13'],
    ['not a month', 'weekend=soon'],
    ['a month beyond the one-year horizon', `weekend=${lastMonth}`],
    ['a past month', `weekend=${addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}`],
    ['exact dates and a weekend', `weekend=${nextMonth}&checkin=${addDays(today, 30)}&checkout=${addDays(today, 32)}`],
  ])('%s', async (_what, query) => {
    for (const path of ['/api/offers.json', '/api/facets.json']) {
      const res = await app.inject(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('weekend');
    }
  });
});
