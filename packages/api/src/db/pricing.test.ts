import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './index';
import { addDays, checkoutNights, computeQuote, nightPrice, offerCalendar, promoPercent, quoteStay, quoteStays, type QuoteInputs } from './pricing';
import { testDatabase } from './testing';

describe('pricing (sf_quote and its TypeScript mirror)', () => {
  let database: Database;
  let today: string;
  let offers: { id: number; inputs: QuoteInputs }[];

  beforeAll(async () => {
    database = await testDatabase({ seed: 'small' });
    [{ today }] = (await queryRows<{ today: string }>(database.db, sql`select to_char(current_date, 'YYYY-MM-DD') as today`)) as [{ today: string }];
    const rows = await queryRows<{
      id: number; published: boolean; expires_on: string | null; price_markup_bp: number; max_capacity: number; start_date: string;
      price: number[]; ref_price: number[]; rooms_left: number[]; min_stay: number[]; checkout_nights: number[];
    }>(
      database.db,
      sql`select o.id, o.published, to_char(o.expires_on, 'YYYY-MM-DD') as expires_on, o.price_markup_bp, r.max_capacity,
            to_char(a.start_date, 'YYYY-MM-DD') as start_date, a.price, a.ref_price, a.rooms_left, a.min_stay, a.checkout_nights
          from offers o join rooms r on r.id = o.room_id join offer_availability a on a.offer_id = coalesce(o.parent_offer_id, o.id)
          order by o.id`,
    );
    offers = rows.map((r) => ({
      id: r.id,
      inputs: {
        offer: { id: r.id, published: r.published, expiresOn: r.expires_on, priceMarkupBp: r.price_markup_bp },
        roomMaxCapacity: r.max_capacity,
        availability: { startDate: r.start_date, price: r.price, refPrice: r.ref_price, roomsLeft: r.rooms_left, minStay: r.min_stay, checkoutNights: r.checkout_nights },
      },
    }));
  }, 180_000); // seeding the small catalogue when no cached copy exists
  afterAll(() => database.close());

  it('prices travellers: 2 adults pay the base, a child a quarter, babies nothing (rounded up per night)', () => {
    expect(nightPrice(10000, 0, 2, 0)).toBe(10000);
    expect(nightPrice(10000, 0, 1, 0)).toBe(5000);
    expect(nightPrice(10000, 0, 2, 1)).toBe(12500);
    expect(nightPrice(10001, 0, 1, 0)).toBe(5001);
    expect(nightPrice(10000, 1000, 2, 0)).toBe(11000);
    expect(promoPercent(8000, 10000)).toBe(20);
    expect(promoPercent(10000, 10000)).toBe(0);
    expect(promoPercent(9950, 10000)).toBe(1);
    expect(promoPercent(null, 10000)).toBe(0);
  });

  it('gives the same result in SQL and in TypeScript for random stays (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: offers.length - 1 }),
        fc.integer({ min: -40, max: 420 }),
        fc.integer({ min: 0, max: 22 }),
        fc.integer({ min: 0, max: 22 }),
        fc.integer({ min: -1, max: 11 }),
        fc.integer({ min: 0, max: 11 }),
        async (o, offset, nights, adults, children, babies) => {
          const offer = offers[o]!;
          const request = { offerId: offer.id, checkin: addDays(today, offset), nights, adults, children, babies };
          const sqlQuote = await quoteStay(database.db, request);
          expect(sqlQuote).toEqual(computeQuote(offer.inputs, request, today));
        },
      ),
      { numRuns: 150, seed: 42 },
    );
  });

  it('finds bookable stays and refuses past check-ins, unknown offers and bad travellers', async () => {
    const open = offers.find((o) => o.inputs.offer.published && o.inputs.offer.expiresOn == null)!;
    const [{ from_checkin, from_nights, from_price }] = (await queryRows<{ from_checkin: string; from_nights: number; from_price: number }>(
      database.db,
      sql`select to_char(from_checkin, 'YYYY-MM-DD') as from_checkin, from_nights, from_price from offers where id = ${open.id}`,
    )) as [{ from_checkin: string; from_nights: number; from_price: number }];
    const stay = { offerId: open.id, checkin: from_checkin, nights: from_nights, adults: 2, children: 0, babies: 0 };
    const quote = (await quoteStay(database.db, stay))!;
    expect(quote.bookable).toBe(true);
    expect(quote.sellPrice).toBe(from_price);
    expect((await quoteStay(database.db, { ...stay, checkin: addDays(today, -1) }))!.bookable).toBe(false);
    expect((await quoteStay(database.db, { ...stay, adults: 0 }))!.paxOk).toBe(false);
    expect((await quoteStay(database.db, { ...stay, adults: 21 }))!.bookable).toBe(false);
    expect(await quoteStay(database.db, { ...stay, offerId: 1 })).toBeNull();
  });

  it('prices stays of up to 20 nights (MAX_NIGHTS), never 21', async () => {
    const stay = { offerId: offers[0]!.id, checkin: addDays(today, 30), adults: 2, children: 0, babies: 0 };
    const twenty = (await quoteStay(database.db, { ...stay, nights: 20 }))!;
    expect(twenty.inWindow).toBe(true);
    expect(twenty.sellPrice).toBeGreaterThan(0);
    expect((await quoteStay(database.db, { ...stay, nights: 21 }))!.inWindow).toBe(false);
  });

  it('keeps the from-price of every offer equal to the quote of its stored stay', async () => {
    const rows = await queryRows<{ bad: number; n: number }>(
      database.db,
      sql`select count(*) filter (where q.sell_price is distinct from o.from_price or q.ref_price is distinct from o.from_ref_price or not q.bookable)::int as bad,
            count(*)::int as n
          from offers o cross join lateral sf_quote(o.id, o.from_checkin, o.from_nights, 2, 0, 0) q where o.from_price is not null`,
    );
    expect(rows[0]!.n).toBeGreaterThan(100);
    expect(rows[0]!.bad).toBe(0);
  });

  it('makes calendar days, checkout nights and batch quotes agree with single quotes', async () => {
    const offer = offers.find((o) => o.inputs.offer.published)!;
    const travellers = { adults: 2, children: 1, babies: 1 };
    const days = await offerCalendar(database.db, { offerId: offer.id, from: today, to: addDays(today, 40), ...travellers });
    expect(days).toHaveLength(41);
    for (const day of days.filter((_, i) => i % 5 === 0)) {
      const q = (await quoteStay(database.db, { offerId: offer.id, checkin: day.day, nights: day.nights, ...travellers }))!;
      expect([day.sellPrice, day.refPrice, day.bookable]).toEqual([q.sellPrice, q.refPrice, q.bookable]);
    }
    for (const month of new Set(days.map((d) => d.day.slice(0, 7)))) {
      const bookable = days.filter((d) => d.day.startsWith(month) && d.bookable);
      if (bookable.length) expect(bookable.some((d) => d.bestPriceOfTheMonth)).toBe(true);
    }
    const checkin = days.find((d) => d.bookable)?.day ?? today;
    const nights = await checkoutNights(database.db, { offerId: offer.id, checkin, ...travellers, maxNights: 7 });
    for (let n = 1; n <= 7; n++) {
      const q = computeQuote(offer.inputs, { offerId: offer.id, checkin, nights: n, ...travellers }, today);
      expect(nights.includes(n)).toBe(q.bookable);
    }
    const ids = offers.slice(0, 20).map((o) => o.id);
    const batch = await quoteStays(database.db, [...ids, 1], { checkin: addDays(today, 12), nights: 2, ...travellers });
    expect(batch.size).toBe(20);
    for (const id of ids.slice(0, 5)) {
      expect(batch.get(id)).toEqual(await quoteStay(database.db, { offerId: id, checkin: addDays(today, 12), nights: 2, ...travellers }));
    }
  });
});
