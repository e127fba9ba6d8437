/**
 * One price rule (docs/decisions/0002-one-price-rule.md): for the same offer, dates and travellers, the search card,
 * the booking calendar, the offer page, the priced offers and the quote show the same price, the one of sf_quote().
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db';
import { addDays, quoteStay } from '../src/db/pricing';
import { json, testApi, type TestApi } from './helpers';

let api: TestApi;
const get = async (url: string) => {
  const res = await api.app.inject({ method: 'GET', url });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return json(res);
};

beforeAll(async () => {
  api = await testApi({ seed: 'small' });
}, 300_000);
afterAll(async () => {
  await api?.close();
});

const TRAVELLERS = [
  { adults: 2, children: 0, babies: 0 },
  { adults: 3, children: 1, babies: 1 },
  { adults: 1, children: 2, babies: 0 },
];

test('card price = calendar price = offer page price = quote price = sf_quote, for the same stay', async () => {
  const offers = await queryRows<{ id: number; hotelId: number; siblingId: number | null }>(
    api.database.db,
    sql`select o.id, o.hotel_id as "hotelId", (select min(s.id) from offers s where s.parent_offer_id = o.id) as "siblingId"
        from offers o join hotels h on h.id = o.hotel_id
        where o.parent_offer_id is null and o.published and o.kind = 'stay' and h.active and o.from_price is not null
        order by (select count(*) from offers s where s.parent_offer_id = o.id) desc, o.id limit 3`,
  );
  expect(offers.length).toBe(3);
  let compared = 0;
  for (const [k, offer] of offers.entries()) {
    const pax = TRAVELLERS[k]!;
    const paxQuery = `adult=${pax.adults}&child=${pax.children}&baby=${pax.babies}`;
    const nights = 2;
    const calendar = await get(`/api/weekend/${offer.id}/availabilities.json?length=3&nights=${nights}&${paxQuery}`);
    const day = (calendar.days as { day: string; price: number | null; available: boolean }[]).find((d) => d.available && d.day > addDays(calendar.days[0].day, 1));
    expect(day).toBeDefined();
    const checkin = day!.day;
    const stay = { checkin, nights, ...pax };

    const truth = (await quoteStay(api.database.db, { offerId: offer.id, ...stay }))!;
    expect(truth.bookable).toBe(true);

    const quote = await get(`/product/${offer.id}/quote?checkin=${checkin}&nights=${nights}&${paxQuery}`);
    const detail = await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=${nights}&${paxQuery}`);
    const search = await get(
      `/api/offers.json?hotelId=${offer.hotelId}&checkin=${checkin}&checkout=${addDays(checkin, nights)}&a=${pax.adults}&c=${pax.children}&b=${pax.babies}&limit=60`,
    );
    const card = (search.exactMatch as { id: number; sellPrice: number; refPrice: number | null; priceType: string }[]).find((c) => c.id === offer.id);
    expect(card).toBeDefined();
    expect(card!.priceType).toBe('final-price');

    expect({
      calendar: day!.price,
      quote: quote.priceInfo.sellPrice,
      offerPage: detail.price.sellPrice,
      card: card!.sellPrice,
    }).toEqual({ calendar: truth.sellPrice, quote: truth.sellPrice, offerPage: truth.sellPrice, card: truth.sellPrice });
    expect([quote.priceInfo.refPrice, card!.refPrice]).toEqual([truth.refPrice, truth.refPrice]);

    // a cancellation-option sibling (price markup): its calendar day and quote agree with sf_quote too
    if (offer.siblingId != null) {
      const siblingTruth = (await quoteStay(api.database.db, { offerId: offer.siblingId, ...stay }))!;
      const siblingCalendar = await get(`/api/weekend/${offer.siblingId}/availabilities.json?length=3&nights=${nights}&${paxQuery}`);
      const siblingDay = (siblingCalendar.days as { day: string; price: number | null }[]).find((d) => d.day === checkin)!;
      const siblingQuote = await get(`/product/${offer.siblingId}/quote?checkin=${checkin}&nights=${nights}&${paxQuery}`);
      expect([siblingDay.price, siblingQuote.priceInfo.sellPrice]).toEqual([siblingTruth.sellPrice, siblingTruth.sellPrice]);
      expect(siblingTruth.sellPrice!).toBeGreaterThan(truth.sellPrice!);
    }
    compared++;
  }
  expect(compared).toBe(3);
});
