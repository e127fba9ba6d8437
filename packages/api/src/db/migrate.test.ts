import { sql } from 'drizzle-orm';
import { migrate, queryRows, type Database } from './index';
import { testDatabase } from './testing';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());

  it('create every table of the schema and the extensions', async () => {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = tables.map((t) => t.name);
    for (const table of ['places', 'hotels', 'offers', 'offer_availability', 'reviews', 'cms_documents', 'contact_cases',
      'newsletter_subscriptions', 'client_error_logs', 'boxes', 'activity_products', 'single_voucher_prices']) {
      expect(names).toContain(table);
    }
    const extensions = await queryRows<{ extname: string }>(database.db, sql`select extname from pg_extension`);
    expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
  });

  it('are idempotent (a second run applies nothing and fails nothing)', async () => {
    await expect(migrate(database)).resolves.toBeUndefined();
  });

  it('normalise search text without accents and case, like normalizeSearchText', async () => {
    const { normalizeSearchText } = await import('./normalize');
    const samples = ['Île-de-France', 'Cœur de Bourgogne', 'Málaga', 'Liège', 'Forlì-Cesena', "Val d'Isère", 'Ñandú', 'Çà'];
    const rows = await queryRows<{ n: string }>(
      database.db,
      sql`select sf_normalize(s) as n from unnest(${`{${samples.map((s) => `"${s}"`).join(',')}}`}::text[]) with ordinality t(s, i) order by i`,
    );
    expect(rows.map((r) => r.n)).toEqual(samples.map(normalizeSearchText));
  });
});
