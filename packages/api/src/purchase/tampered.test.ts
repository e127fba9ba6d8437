/**
 * Tampered and replayed purchase requests (issue #28 'Bad input'), over real HTTP (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). The fuzz test (test/fuzz.test.ts) sends random bodies, which never get past the schema of an
 * order; here each request is a valid one with one field changed to a hostile value, removed, or joined by an unknown
 * field, under a fresh, hostile or already used Idempotency-Key. FUZZ_RUNS requests per route (2,000 by default, as
 * the fuzz test). Never a 5xx; a refused request stores nothing and charges nothing.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { bookableStays, purchaseTestApi, stayOrder, type PurchaseTestApi, type Stay } from './test-fixture';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

let api: PurchaseTestApi;
let stays: Stay[];
let price: number;

beforeAll(async () => {
  api = await purchaseTestApi();
  stays = await bookableStays(api.database, 2);
  price = await quoteOf(stays[0]!);
}, 300_000);
afterAll(() => api?.close());

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
}

async function post(path: string, body: unknown, key: string | undefined): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const counts = async () =>
  (
    await queryRows<{ orders: number; payments: number; holds: number }>(
      api.database.db,
      sql`select (select count(*)::integer from orders) as orders, (select count(*)::integer from payments) as payments,
                 (select count(*)::integer from stock_holds) as holds`,
    )
  )[0]!;

/** Every place in a JSON value: the path to it and whether it holds an object (which can take an unknown field). */
function places(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; object: boolean }[] {
  const here = { path, object: typeof value === 'object' && value !== null && !Array.isArray(value) };
  if (typeof value !== 'object' || value === null) return [here];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [here, ...entries.flatMap(([k, v]) => places(v, [...path, k]))];
}

const hostile = fc.constantFrom<unknown>(
  null,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53,
  1e308,
  '',
  ' ',
  '0',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '😀'.repeat(50),
  '2024-02-30',
  '1999-01-01',
  '9999-12-31',
  'fr_XX',
  'USD',
  true,
  [],
  {},
  [{}],
);

/** One change to a valid body: a value replaced, a field removed, or an unknown field added. */
function tampered(valid: unknown, extra: unknown[]) {
  const spots = places(valid).filter((p) => p.path.length > 0);
  return fc.oneof(
    fc.record({ kind: fc.constant('set' as const), spot: fc.constantFrom(...spots), value: fc.oneof(hostile, fc.constantFrom(...extra)) }),
    fc.record({ kind: fc.constant('remove' as const), spot: fc.constantFrom(...spots), value: fc.constant(undefined) }),
    fc.record({ kind: fc.constant('add' as const), spot: fc.constantFrom(...places(valid).filter((p) => p.object)), value: hostile }),
  ).map(({ kind, spot, value }) => {
    const body = structuredClone(valid) as Record<string | number, unknown>;
    if (kind === 'add') {
      const target = spot.path.reduce<Record<string | number, unknown>>((o, k) => o[k] as Record<string | number, unknown>, body);
      target.unexpected = value;
      return body;
    }
    const parent = spot.path.slice(0, -1).reduce<Record<string | number, unknown>>((o, k) => o[k] as Record<string | number, unknown>, body);
    const last = spot.path.at(-1)!;
    if (kind === 'set') parent[last] = value;
    else if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
    return body;
  });
}

/** A fresh key mostly; sometimes none, a hostile one, or one already used (a replay, with this body or another). */
const used: string[] = [];
const keys = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null).map(() => randomUUID()) },
  { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, '', ' ', 'x'.repeat(300), '"quoted"', 'a,b') },
  { weight: 2, arbitrary: fc.nat().map((i) => used[i % Math.max(1, used.length)] ?? randomUUID()) },
);

test(`${RUNS} tampered or replayed order submits: never a 5xx; refused ones store and charge nothing`, async () => {
  const valid = stayOrder(stays[0]!, price);
  const seen = new Set<string>();
  await fc.assert(
    fc.asyncProperty(tampered(valid, [stays[1]!.offerId, stays[1]!.checkin, price - 1, price + 1]), keys, async (body, key) => {
      const before = await counts();
      const answer = await post('/gateway/purchase/orders', body, key);
      if (key) used.push(key);
      expect(answer.status).toBeLessThan(500);
      const after = await counts();
      if (answer.status >= 400) {
        expect(typeof answer.body.error.code).toBe('string');
        expect(after).toEqual(before);
        return;
      }
      // a harmless change (or the replay of an earlier success) orders once; the order is then cancelled, giving
      // its room back for the next runs
      const uuid = answer.body.booking.orderUUID as string;
      expect(after.orders).toBe(before.orders + (seen.has(uuid) ? 0 : 1));
      if (!seen.has(uuid)) {
        seen.add(uuid);
        const cancelled = await post(`/gateway/purchase/orders/${uuid}/cancel`, { secret: answer.body.booking.secret }, undefined);
        expect(cancelled.status).toBe(200);
      }
    }),
    { numRuns: RUNS },
  );
}, Math.max(300_000, RUNS * 500));

test(`${RUNS} tampered or replayed payments of an order: never a 5xx, never paid by a refused request`, async () => {
  const created = await post('/gateway/purchase/orders', stayOrder(stays[1]!, await quoteOf(stays[1]!)), randomUUID());
  expect(created.status).toBe(201);
  const intent = created.body.payment.paymentIntentId as string;
  // a declined card: the untouched request is refused too, so the order stays payable through the whole run
  const valid = { pspAuthorization: { paymentIntentId: intent, paymentMethod: 'pm_card_chargeDeclined' } };
  await fc.assert(
    fc.asyncProperty(tampered(valid, [created.body.booking.orderUUID, `${intent}x`, 'pm_card_visa']), keys, async (body, key) => {
      const wasConfirmed = (await statusOf(created.body.booking.orderUUID)) === 'confirmed';
      const answer = await post('/gateway/purchase/zeppto', body, key);
      if (key) used.push(key);
      expect(answer.status).toBeLessThan(500);
      if (answer.status >= 400) expect(typeof answer.body.error.code).toBe('string');
      if (wasConfirmed) return;
      // only a request that names a paying card (the tampering put it there) confirms the order, with a 200
      if ((await statusOf(created.body.booking.orderUUID)) === 'confirmed') {
        expect(answer.status).toBe(200);
        expect(JSON.stringify(body)).toContain('pm_card_visa');
      } else expect((await api.stripe.paymentIntents.retrieve(intent)).amount_received).toBe(0);
    }),
    { numRuns: RUNS },
  );
}, Math.max(300_000, RUNS * 500));

async function statusOf(uuid: string): Promise<string> {
  const [order] = await queryRows<{ status: string }>(api.database.db, sql`select status from orders where uuid = ${uuid}`);
  return order!.status;
}

async function quoteOf(stay: Stay): Promise<number> {
  const quote = await fetch(
    `${api.url}/product/${stay.offerId}/quote?checkin=${stay.checkin}&nights=${stay.nights}&adult=2&child=0&baby=0&locale=fr_FR`,
  );
  return ((await quote.json()) as { priceInfo: { sellPrice: number } }).priceInfo.sellPrice;
}
