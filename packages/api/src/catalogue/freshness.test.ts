import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db';
import { addDays, daysBetween } from '../db/pricing';
import { testDatabase } from '../db/testing';
import { catalogueVersion, databaseToday, ensureCatalogueFresh, ROLL_PERIOD_DAYS } from './freshness';
import { catalogueDates, fromPrice } from './generate';
import { seedIfEmpty } from './seed';

interface AvailabilityRow {
  offerId: number;
  start: string;
  price: number[];
  refPrice: number[];
  roomsLeft: number[];
  minStay: number[];
  checkoutNights: number[];
}

async function availability(database: Database): Promise<Map<number, AvailabilityRow>> {
  const rows = await queryRows<AvailabilityRow>(
    database.db,
    sql`select offer_id as "offerId", to_char(start_date, 'YYYY-MM-DD') as start, price, ref_price as "refPrice",
          rooms_left as "roomsLeft", min_stay as "minStay", checkout_nights as "checkoutNights"
        from offer_availability order by offer_id`,
  );
  return new Map(rows.map((r) => [r.offerId, r]));
}

async function meta(database: Database) {
  const [row] = await queryRows<{ start: string; days: number; pricesOn: string }>(
    database.db,
    sql`select to_char(availability_start, 'YYYY-MM-DD') as start, availability_days as days, to_char(prices_on, 'YYYY-MM-DD') as "pricesOn"
        from catalogue_meta`,
  );
  return row!;
}

/** Every offer's stored from_* against the generator's TypeScript rule on the stored arrays, and against sf_quote. */
async function expectFromPricesTrue(database: Database, today: string, checkQuotes: boolean): Promise<void> {
  const offers = await queryRows<{
    id: number; parent: number | null; published: boolean; expiresOn: string | null; bp: number; maxCapacity: number;
    fromPrice: number | null; fromRefPrice: number | null; fromCheckin: string | null; fromNights: number | null;
  }>(
    database.db,
    sql`select o.id, o.parent_offer_id as parent, o.published, to_char(o.expires_on, 'YYYY-MM-DD') as "expiresOn", o.price_markup_bp as bp,
          r.max_capacity as "maxCapacity", o.from_price as "fromPrice", o.from_ref_price as "fromRefPrice",
          to_char(o.from_checkin, 'YYYY-MM-DD') as "fromCheckin", o.from_nights as "fromNights"
        from offers o join rooms r on r.id = o.room_id order by o.id`,
  );
  const av = await availability(database);
  const dates = catalogueDates(today);
  let priced = 0;
  for (const o of offers) {
    const a = av.get(o.parent ?? o.id)!;
    const expected = fromPrice({ id: o.id, published: o.published, expiresOn: o.expiresOn, priceMarkupBp: o.bp }, o.maxCapacity, a, dates);
    expect([o.id, o.fromPrice, o.fromRefPrice, o.fromCheckin, o.fromNights]).toEqual([
      o.id, expected.fromPrice, expected.fromRefPrice, expected.fromCheckin, expected.fromNights,
    ]);
    if (o.fromPrice !== null) {
      priced++;
      expect(o.fromCheckin! >= today).toBe(true);
    }
  }
  expect(priced).toBeGreaterThan(offers.length / 2);
  if (!checkQuotes) return;
  // one truth: the from-price is the quote of its stay (sf_quote uses the database's current date)
  const mismatches = await queryRows<{ id: number }>(
    database.db,
    sql`select o.id from offers o
        cross join lateral sf_quote(o.id, o.from_checkin, o.from_nights, 2, 0, 0) q
        where o.from_price is not null and not (q.bookable and q.sell_price = o.from_price and q.ref_price = o.from_ref_price)`,
  );
  expect(mismatches).toEqual([]);
}

describe('ensureCatalogueFresh', () => {
  let today: string;

  describe('a catalogue seeded 45 days ago', () => {
    let database: Database;
    let before: Map<number, AvailabilityRow>;
    let seededStart: string;
    let seededVersion: string;
    beforeAll(async () => {
      database = await testDatabase();
      today = await databaseToday(database.db);
      expect(await catalogueVersion(database.db)).toBe('unseeded');
      await seedIfEmpty(database, 'small', undefined, { today: addDays(today, -45) });
      before = await availability(database);
      seededStart = (await meta(database)).start;
      seededVersion = await catalogueVersion(database.db);
    }, 180_000);
    afterAll(() => database.close());

    it('rolls availability to the current month + 12 months, keeping each date and copying the same weekday 52 weeks back', async () => {
      const result = await ensureCatalogueFresh(database, today);
      const target = catalogueDates(today);
      expect(result.rolledDays).toBe(daysBetween(seededStart, target.availabilityStart));
      expect(result.rolledDays).toBeGreaterThan(0);
      expect(result.refreshed).toBe(true);
      expect(await meta(database)).toEqual({ start: target.availabilityStart, days: target.availabilityDays, pricesOn: today });
      // what pages cached from the seeded catalogue is out of date
      expect(await catalogueVersion(database.db)).not.toBe(seededVersion);

      const after = await availability(database);
      expect(after.size).toBe(before.size);
      for (const [id, a] of after) {
        const b = before.get(id)!;
        expect(a.start).toBe(target.availabilityStart);
        for (const column of ['price', 'refPrice', 'roomsLeft', 'minStay', 'checkoutNights'] as const) {
          expect(a[column]).toHaveLength(target.availabilityDays);
          for (let j = 0; j < target.availabilityDays; j++) {
            let old = j + result.rolledDays; // 0-based index of the same date in the old window
            while (old >= b[column].length) old -= ROLL_PERIOD_DAYS;
            if (a[column][j] !== b[column][old]) throw new Error(`offer ${id} ${column}[${j}] = ${a[column][j]}, expected ${b[column][old]}`);
          }
        }
      }
    });

    it('recomputes from-prices from today (the rule of sf_quote, checked against it) and refreshes the search read model', async () => {
      await expectFromPricesTrue(database, today, true);
      const stale = await queryRows<{ id: number }>(
        database.db,
        sql`select s.offer_id as id from sf_search_offers s join offers o on o.id = s.offer_id
            where s.from_price is distinct from o.from_price or s.from_nights is distinct from o.from_nights`,
      );
      expect(stale).toEqual([]);
    });

    it('writes the promo windows of the day into the CMS: countdowns end in three days, campaigns are bookable', async () => {
      const [home] = await queryRows<{ end: string }>(
        database.db,
        sql`select document->'content'->'booking'->'jumbotron'->'countdown'->>'end' as "end" from cms_documents where kind = 'homepage' and locale = 'fr_FR'`,
      );
      expect(home!.end.slice(0, 10)).toBe(addDays(today, 3));
      const [site] = await queryRows<{ footer: string }>(database.db, sql`select footer from minisites where id = 360`);
      const [, d, m, y] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(site!.footer)!;
      expect(`${y}-${m}-${d}` > today).toBe(true);
    });

    it('does nothing (one query) when the catalogue is current: its version stays', async () => {
      const version = await catalogueVersion(database.db);
      expect(await ensureCatalogueFresh(database, today)).toEqual({ rolledDays: 0, repriced: 0, refreshed: false });
      expect(await catalogueVersion(database.db)).toBe(version);
    });

    it('the next day, reprices only the offers whose cheapest check-in has passed', async () => {
      const tomorrow = addDays(today, 1);
      const [{ n }] = (await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::integer as n from offers where from_checkin < ${tomorrow}::date or (from_price is not null and expires_on < ${tomorrow}::date)`,
      )) as [{ n: number }];
      const version = await catalogueVersion(database.db);
      const result = await ensureCatalogueFresh(database, tomorrow);
      expect(await catalogueVersion(database.db)).not.toBe(version);
      expect(result.rolledDays).toBe(0);
      expect(result.repriced).toBe(n);
      expect((await meta(database)).pricesOn).toBe(tomorrow);
      await expectFromPricesTrue(database, tomorrow, false);
    });
  });

  describe('a catalogue seeded more than a year ago', () => {
    let database: Database;
    beforeAll(async () => {
      database = await testDatabase();
      today = await databaseToday(database.db);
      await seedIfEmpty(database, 'small', undefined, { today: addDays(today, -400) });
    }, 180_000);
    afterAll(() => database.close());

    it('still offers a full year from today, with from-prices that are real quotes', async () => {
      const result = await ensureCatalogueFresh(database);
      expect(result.rolledDays).toBeGreaterThan(365);
      const target = catalogueDates(today);
      expect((await meta(database)).start).toBe(target.availabilityStart);
      await expectFromPricesTrue(database, today, true);
      const [{ n }] = (await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::integer as n from sf_search_offers where from_price is not null`,
      )) as [{ n: number }];
      expect(n).toBeGreaterThan(100);
    });
  });
});
