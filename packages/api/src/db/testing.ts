/**
 * Test databases. `testDatabase()` gives a test file its own fresh, migrated database:
 * - by default an in-memory PGlite;
 * - when TEST_DATABASE_URL is set (postgres://user@host:port/db), a new database created on that server
 *   (dropped again by `close()`).
 * With `seed`, the catalogue of that size is seeded. PGlite databases (empty or seeded) are cached as a data-dir
 * dump in the OS temp directory (per size, day, migration set and generator source) so later test files load it
 * (about 1 s) instead of running initdb and the seed again;
 * on PostgreSQL a seeded template database plays the same role.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, embeddedDatabaseUp, migrate, openDatabase, type Database, type Db } from './index';
import * as schema from './schema';
import type { CatalogueSize } from '../catalogue/sizes';

export interface TestDatabaseOptions {
  /** seed the catalogue of this size (usually 'small') */
  seed?: CatalogueSize;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** Fresh migrated (and optionally seeded) database for one test file. Call `close()` in afterAll. */
export async function testDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  return TEST_DATABASE_URL ? postgresTestDatabase(TEST_DATABASE_URL, options) : pgliteTestDatabase(options);
}

function cacheKey(size: string): string {
  const hash = createHash('sha1');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  if (size !== 'empty') {
    // the generator's source is part of the key: a change to it must not reuse an old dump
    const catalogueDir = path.resolve(__dirname, '../catalogue');
    for (const file of listFiles(catalogueDir)) hash.update(file).update(readFileSync(file));
    hash.update(readFileSync(path.resolve(__dirname, '../purchase/promotion-codes-seed.ts'))); // seeded with the catalogue
  }
  // availability starts at the current month: the day is part of the key, and of the name (removeStaleDumps)
  const day = new Date().toISOString().slice(0, 10);
  return `${size}-${size === 'empty' ? '' : `${day}-`}${hash.digest('hex').slice(0, 16)}`;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (/\.(ts|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    async ping() {
      return embeddedDatabaseUp(client);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function pgliteTestDatabase(options: TestDatabaseOptions): Promise<Database> {
  const extensions = { pg_trgm, unaccent };
  const dump = path.join(os.tmpdir(), `storefront-testdb-${cacheKey(options.seed ?? 'empty')}.tar`);
  if (existsSync(dump)) {
    try {
      const loadDataDir = new Blob([readFileSync(dump)]);
      const client = await PGlite.create('memory://', { extensions, loadDataDir });
      return wrapPglite(client);
    } catch {
      // unreadable dump: build it again below
    }
  }
  const client = await PGlite.create('memory://', { extensions });
  const database = wrapPglite(client);
  await migrate(database);
  if (options.seed) {
    const { seedIfEmpty } = await import('../catalogue');
    await seedIfEmpty(database, options.seed);
  }
  const blob = (await client.dumpDataDir('none')) as Blob;
  const tmp = `${dump}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  renameSync(tmp, dump);
  removeStaleDumps(dump, options.seed ?? 'empty');
  return database;
}

/**
 * Dumps of older migrations / generator versions are never read again: remove them. A dump of another day is
 * removed only once it is two days old, so that a test on a pinned day (test/golden-answers.test.ts) and the
 * tests of the current day do not remove each other's dump in the same run.
 */
function removeStaleDumps(current: string, size: string): void {
  const prefix = `storefront-testdb-${size}-`;
  const sameDay = path.basename(current).slice(0, prefix.length + 11);
  const old = statSync(current).mtimeMs - 2 * 86_400_000; // file times: the test clock may be pinned
  for (const file of readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), file);
    if (!file.startsWith(prefix) || !file.endsWith('.tar') || full === current) continue;
    if (size === 'empty' || file.startsWith(sameDay) || statSync(full).mtimeMs < old) rmSync(full, { force: true });
  }
}

async function withAdmin<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function urlForDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function postgresTestDatabase(url: string, options: TestDatabaseOptions): Promise<Database> {
  const name = `sf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  let template: string | undefined;
  if (options.seed) template = await ensurePostgresTemplate(url, options.seed);
  await withAdmin(url, (c) => c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  const database = await openDatabase({ databaseUrl: urlForDatabase(url, name), poolSize: 4, onPoolError: () => {} });
  if (!template) await migrate(database);
  const handle: Database = {
    ...database,
    async close() {
      await database.close();
      await withAdmin(url, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
  testDatabaseUrls.set(handle, urlForDatabase(url, name));
  return handle;
}

const testDatabaseUrls = new WeakMap<Database, string>();

/**
 * What a second server process would have of a test database: on PostgreSQL its own pool on the same database;
 * on PGlite (one process's embedded database) the same handle, closed by its owner. Close it before the first.
 */
export async function secondProcessDatabase(database: Database): Promise<Database> {
  const url = testDatabaseUrls.get(database);
  if (!url) return { ...database, close: async () => undefined };
  return openDatabase({ databaseUrl: url, poolSize: 4, onPoolError: () => {} });
}

/** A seeded template database per catalogue size (created once, under an advisory lock). */
async function ensurePostgresTemplate(url: string, size: CatalogueSize): Promise<string> {
  const name = `sf_template_${cacheKey(size).replace(/-/g, '_')}`;
  return withAdmin(url, async (admin) => {
    await admin.query('select pg_advisory_lock(424242)');
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const database = await openDatabase({ databaseUrl: urlForDatabase(url, building), poolSize: 4 });
      try {
        await migrate(database);
        const { seedIfEmpty } = await import('../catalogue');
        await seedIfEmpty(database, size);
      } finally {
        await database.close();
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(424242)');
    }
  });
}
