/**
 * Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header), kept in PostgreSQL so it holds across server
 * processes (docs/decisions/0022). The first request with a key claims it; a request with the same key and the
 * same body gets the first answer again byte for byte (waiting while the first is still running); the same key with
 * another body is a 422; no key is a 400. Only successful answers are kept: after a 4xx or a failure the key is
 * released, so nothing is stored for a refused request and the buyer can retry.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { ApiError } from '../server/errors';
import { rows } from './lifecycle';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a repeated request waits for the first one to finish before a 409. */
const WAIT_MS = 30_000;

interface Stored {
  requestHash: string;
  responseStatus: number | null;
  responseBody: Buffer | null;
}

function keyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  // the draft's header is a structured-field string: "key"; a bare token is accepted too
  const value = typeof raw === 'string' ? raw.trim().replace(/^"(.*)"$/, '$1') : '';
  if (!value)
    throw new ApiError(400, 'IDEMPOTENCY_KEY_MISSING', 'An Idempotency-Key header is required', [
      { field: 'idempotency-key', message: 'is required' },
    ]);
  if (!KEY_PATTERN.test(value)) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid idempotency-key', [
      { field: 'idempotency-key', message: 'must be 1 to 255 visible ASCII characters' },
    ]);
  }
  return value;
}

async function read(db: Db, route: string, key: string): Promise<Stored | null> {
  const found = await rows<Stored>(
    db,
    sql`select request_hash as "requestHash", response_status as "responseStatus", response_body as "responseBody"
        from idempotency_keys where route = ${route} and key = ${key}`,
  );
  return found[0] ?? null;
}

function replay(reply: FastifyReply, stored: Stored): FastifyReply {
  return reply
    .status(stored.responseStatus!)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(Buffer.from(stored.responseBody!));
}

/**
 * Runs `handler` at most once per (route, Idempotency-Key) and sends its answer serialized by the route's response
 * schema; the exact bytes are stored and replayed.
 */
export async function idempotent<T>(
  db: Db,
  route: string,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  handler: () => Promise<T>,
): Promise<FastifyReply> {
  const key = keyOf(request);
  const requestHash = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  const claimed = await rows<{ key: string }>(
    db,
    sql`insert into idempotency_keys (route, key, request_hash) values (${route}, ${key}, ${requestHash})
        on conflict do nothing returning key`,
  );
  if (claimed.length === 0) {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const stored = await read(db, route, key);
      if (!stored) return idempotent(db, route, request, reply, status, handler); // the first one failed: try again
      if (stored.requestHash !== requestHash) {
        throw new ApiError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used with another request body',
          [{ field: 'idempotency-key', message: 'was already used with another body' }],
        );
      }
      if (stored.responseStatus != null && stored.responseBody) return replay(reply, stored);
      if (Date.now() > deadline)
        throw new ApiError(
          409,
          'IDEMPOTENCY_KEY_IN_USE',
          'A request with this Idempotency-Key is still being processed',
        );
      await sleep(25);
    }
  }
  let bytes: Buffer;
  try {
    const result = await handler();
    const serialized = reply.code(status).serialize(result);
    bytes =
      typeof serialized === 'string'
        ? Buffer.from(serialized, 'utf8')
        : Buffer.from(serialized as ArrayBuffer);
  } catch (error) {
    await db.execute(
      sql`delete from idempotency_keys where route = ${route} and key = ${key} and response_status is null`,
    );
    throw error;
  }
  await db.execute(
    sql`update idempotency_keys set response_status = ${status}, response_body = ${bytes} where route = ${route} and key = ${key}`,
  );
  return reply.status(status).type('application/json; charset=utf-8').send(bytes);
}
