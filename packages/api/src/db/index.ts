/**
 * Database access: PGlite in DATA_DIR by default, a PostgreSQL server through node-postgres when a URL is given.
 * The same Drizzle schema and the same SQL run on both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

export * as schema from './schema';
export type Schema = typeof schema;
/** Drizzle database typed with the schema; the same API on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** true when a trivial query succeeds (false while a PostgreSQL server is down) */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... : use a PostgreSQL server (node-postgres pool) */
  databaseUrl?: string;
  /** PGlite data directory; ignored with databaseUrl; 'memory://' (or omitted) for an in-memory database */
  dataDir?: string;
  /** pool size for PostgreSQL (default 10) */
  poolSize?: number;
  /** called when an idle pooled connection fails (e.g. the server restarts); default: console.error */
  onPoolError?: (error: Error) => void;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? 'memory://' : dataDir, { extensions: { pg_trgm, unaccent } });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async ping() {
      return embeddedDatabaseUp(client);
    },
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

/**
 * The embedded database lives in this process and is up while it is open. A `select 1` would wait behind every query
 * queued before it (PGlite runs one at a time): under a burst of pages, whose first views read the API, health took
 * seconds to answer (issue #32 item 8, decision 0127).
 */
export function embeddedDatabaseUp(client: PGlite): boolean {
  return !client.closed;
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // a query must not hang forever while the server is unreachable
    query_timeout: 60_000,
  });
  // Without this listener an idle client's error (server restart) would crash the process.
  pool.on('error', (error) => (options.onPoolError ?? ((e) => console.error('[db] idle client error:', e.message)))(error));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Applies the migrations in packages/api/drizzle (idempotent). */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Runs raw SQL and returns its rows (same shape on PGlite and node-postgres). */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/**
 * True when an error means "the database is unreachable" (server down, restarting, connection lost):
 * the HTTP layer answers 503 for these instead of 500.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down)/i.test(
        e.message,
      )
    )
      return true;
    current = e.cause;
  }
  return false;
}
