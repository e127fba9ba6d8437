/**
 * The dated search evaluates stays with datedStaySql() (the rule of sf_quote written out on the month rows of the
 * read model). It must agree with sf_quote() for every offer, check-in (month boundaries and window edges
 * included), stay length and travellers: a card's price with dates is the quote's price.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db';
import { addDays, quoteStays } from '../db/pricing';
import { testDatabase } from '../db/testing';
import { parseCriteria } from './criteria';
import { datedStaySql } from './filters';
import { READ_MODEL } from './read-model';

let database: Database;
let today: string;
let offerIds: number[];
let windowEnd: string;

beforeAll(async () => {
  database = await testDatabase({ seed: 'small' });
  [{ today }] = (await queryRows<{ today: string }>(database.db, sql`select to_char(current_date, 'YYYY-MM-DD') as today`)) as [{ today: string }];
  offerIds = (
    await queryRows<{ id: number }>(
      database.db,
      sql`select offer_id as id from ${sql.raw(READ_MODEL)} where expires_on is null or expires_on >= current_date order by offer_id`,
    )
  ).map((r) => r.id);
  const [meta] = await queryRows<{ end: string }>(
    database.db,
    sql`select to_char(availability_start + availability_days, 'YYYY-MM-DD') as "end" from catalogue_meta`,
  );
  windowEnd = meta!.end;
}, 180_000);
afterAll(() => database.close());

interface InlineRow {
  id: number;
  sell: number | null;
  ref: number | null;
  promo: number;
  rooms: number;
  bookable: boolean;
}

async function compare(checkin: string, nights: number, adults: number, children: number, babies: number): Promise<number> {
  // built directly: the criteria parser would (rightly) refuse check-ins past the one-year window
  const criteria = { ...parseCriteria({}), checkin, nights, adults, children, babies };
  const inline = await queryRows<InlineRow>(
    database.db,
    sql`select s.offer_id as id, q.sell_price as sell, q.ref_price as ref, q.promo_percent as promo, q.rooms_left as rooms, q.bookable
        from ${sql.raw(READ_MODEL)} s ${datedStaySql(criteria)}`,
  );
  const byId = new Map(inline.map((r) => [r.id, r]));
  const quotes = await quoteStays(database.db, offerIds, { checkin, nights, adults, children, babies });
  let bookable = 0;
  for (const id of offerIds) {
    const quote = quotes.get(id)!;
    const row = byId.get(id); // absent when the stay starts outside the availability window
    expect([id, checkin, nights, adults, children, row?.bookable ?? false]).toEqual([id, checkin, nights, adults, children, quote.bookable]);
    if (quote.bookable) {
      bookable++;
      expect([id, row!.sell, row!.ref, row!.promo, row!.rooms]).toEqual([id, quote.sellPrice, quote.refPrice, quote.promoPercent, quote.roomsLeft]);
    }
  }
  return bookable;
}

test('agrees with sf_quote at month boundaries and at the end of the availability window', async () => {
  let bookable = 0;
  const nextMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1)).toISOString().slice(0, 10);
  for (const [checkin, nights] of [
    [addDays(nextMonth, -1), 2], // crosses into the next month
    [addDays(nextMonth, -2), 3],
    [addDays(nextMonth, 10), 1],
    [addDays(windowEnd, -2), 2], // last night is the window's last day
    [addDays(windowEnd, -1), 2], // runs past the window
  ] as const) {
    bookable += await compare(checkin, nights, 2, 0, 0);
  }
  expect(bookable).toBeGreaterThan(50);
});

test('agrees with sf_quote for random stays and travellers (fast-check)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 370 }),
      fc.integer({ min: 1, max: 14 }),
      fc.integer({ min: 1, max: 20 }),
      fc.integer({ min: 0, max: 10 }),
      fc.integer({ min: 0, max: 10 }),
      async (offset, nights, adults, children, babies) => {
        await compare(addDays(today, offset), nights, adults, children, babies);
      },
    ),
    { numRuns: 40 },
  );
}, 120_000);
