/**
 * Per-client rate limits kept in PostgreSQL, so N API processes on one database share them (ARCHITECTURE.md
 * 'Several instances'; docs/decisions/0039-rate-limits-in-postgresql.md). Fixed windows: one row per route bucket,
 * client and window, incremented by one atomic upsert. Every limited route uses it (decision 0060).
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { queryRows, type Db } from '../db';
import { ApiError } from './errors';

/** Table of migration 0007_rate_limits (kept out of schema.ts, which the purchase slice owns). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    client: text('client').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (t) => [primaryKey({ name: 'rate_limit_hits_pk', columns: [t.bucket, t.client, t.windowStart] })],
);

export interface RateLimit {
  /** names the limited route(s) */
  bucket: string;
  /** requests per client and window */
  max: number;
  windowMs: number;
}

/** Windows older than this are deleted now and then. */
const KEEP_MS = 60 * 60_000;

/** The client's address, hashed: no raw IP address is stored. */
export function clientKey(request: FastifyRequest): string {
  return createHash('sha256').update(`storefront-rate:${request.ip}`).digest('hex').slice(0, 32);
}

/**
 * Counts one request of `client`; throws a 429 (with Retry-After) once the window's count is over `max`.
 * Old windows are cleaned up by about one request in a hundred.
 */
export async function hit(db: Db, limit: RateLimit, client: string, now = Date.now()): Promise<void> {
  const windowStart = new Date(Math.floor(now / limit.windowMs) * limit.windowMs);
  const hits = await countHit(db, limit.bucket, client, windowStart);
  if (Math.random() < 0.01) await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - KEEP_MS)));
  if (hits > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now) / 1000));
    throw Object.assign(
      new ApiError(429, 'TOO_MANY_REQUESTS', `Too many requests from this client: at most ${limit.max} every ${limit.windowMs / 1000} s, retry in ${retryAfter} s`),
      { retryAfter },
    );
  }
}

/** One atomic upsert: the row's count after this hit. */
async function countHit(db: Db, bucket: string, client: string, windowStart: Date): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`insert into rate_limit_hits (bucket, client, window_start) values (${bucket}, ${client}, ${windowStart.toISOString()})
        on conflict (bucket, client, window_start) do update set hits = rate_limit_hits.hits + 1
        returning hits`,
  );
  return row?.hits ?? 0;
}

/**
 * Records the use of a single-use token (a captcha challenge's signature) valid until `expiresAtMs`; false when it
 * was used before, on this process or on any other of the database. A row of the limits' table whose window is the
 * token's expiry (cleaned up with the old windows, an hour after it expired).
 */
export async function spendOnce(db: Db, kind: string, token: string, expiresAtMs: number): Promise<boolean> {
  const client = createHash('sha256').update(token).digest('hex').slice(0, 32);
  return (await countHit(db, `once:${kind}`, client, new Date(expiresAtMs))) === 1;
}

/** An onRequest hook limiting a route (runs before the body is read: a flood costs no parsing). */
export function rateLimitHook(db: Db, limit: RateLimit) {
  return async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }): Promise<void> => {
    try {
      await hit(db, limit, clientKey(request));
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 429) reply.header('retry-after', String((err as ApiError & { retryAfter: number }).retryAfter));
      throw err;
    }
  };
}
