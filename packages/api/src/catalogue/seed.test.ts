import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db';
import { testDatabase } from '../db/testing';
import { generateCatalogue, type TableName } from './generate';
import { seedIfEmpty, type SeedProgress } from './seed';

describe('seedIfEmpty', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());

  it('seeds an empty database once, in batches, reporting progress, and records the catalogue', async () => {
    const progress: SeedProgress[] = [];
    const result = await seedIfEmpty(database, 'small', (p) => progress.push(p));
    expect(result.seeded).toBe(true);
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.at(-1)!.hotels).toBe(80);

    const expected = new Map<TableName, number>();
    for (const batch of generateCatalogue('small')) expected.set(batch.table, (expected.get(batch.table) ?? 0) + batch.rows.length);
    for (const [table, count] of expected) expect([table, result.counts[table] ?? 0]).toEqual([table, count]);
    const [{ n }] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from offers`)) as [{ n: number }];
    expect(n).toBe(expected.get('offers'));

    const [meta] = await queryRows<{ size: string; start: string; days: number }>(
      database.db,
      sql`select size, to_char(availability_start, 'YYYY-MM-DD') as start, availability_days as days from catalogue_meta`,
    );
    expect(meta!.size).toBe('small');
    expect(meta!.start).toBe(`${new Date().toISOString().slice(0, 7)}-01`);
    expect(meta!.days).toBeGreaterThanOrEqual(365);

    // the search read model is rebuilt by the seed (not left over from an earlier catalogue)
    const [model] = await queryRows<{ model: number; main: number; pricesOn: string }>(
      database.db,
      sql`select (select count(*)::int from sf_search_offers) as model,
                 (select count(*)::int from offers o join hotels h on h.id = o.hotel_id where o.parent_offer_id is null and o.published and h.active) as main,
                 (select to_char(prices_on, 'YYYY-MM-DD') from catalogue_meta) as "pricesOn"`,
    );
    expect(model!.model).toBe(model!.main);
    expect(model!.pricesOn).toBe(new Date().toISOString().slice(0, 10));

    const again = await seedIfEmpty(database, 'small');
    expect(again.seeded).toBe(false);
  }, 180_000);

  it('stores what the API reads: accent-insensitive place search, CMS documents, mini-sites, gift boxes', async () => {
    const liege = await queryRows<{ category: string }>(
      database.db,
      sql`select category from places where search_text like '%' || sf_normalize('LIEGE') || '%'`,
    );
    expect(liege.map((r) => r.category)).toEqual(expect.arrayContaining(['city', 'department']));
    const cms = await queryRows<{ kind: string }>(database.db, sql`select distinct kind from cms_documents`);
    expect(cms.map((r) => r.kind)).toEqual(expect.arrayContaining(['homepage', 'navigation', 'footer']));
    const sites = await queryRows<{ id: number; offers: number }>(
      database.db,
      sql`select m.id, count(mo.offer_id)::int as offers from minisites m left join minisite_offers mo on mo.minisite_id = m.id group by m.id order by m.id`,
    );
    expect(sites.map((s) => s.id)).toEqual([14, 30, 97, 244, 250, 360]);
    for (const site of sites) expect(site.offers).toBeGreaterThan(0);
    const boxes = await queryRows<{ code: string; offers: number }>(
      database.db,
      sql`select b.code, count(bo.offer_id)::int as offers from boxes b left join box_offers bo on bo.box_id = b.id group by b.code`,
    );
    expect(boxes.filter((b) => b.code.endsWith('EBOX')).length).toBeGreaterThan(0);
    expect(boxes.some((b) => b.offers > 0)).toBe(true);
  });
});
