/**
 * Exactly once under load (issue #28 §2 and §4). On PostgreSQL (TEST_DATABASE_URL) the buyers really are
 * concurrent: 20 buyers of the last 3 rooms, 50 identical submits of one order and of its payment. PGlite has one
 * connection, so there the same scenarios run one request after the other.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { TEST_DATABASE_URL } from '../db/testing';
import {
  bookableStays,
  purchaseTestApi,
  roomsLeft,
  setRoomsLeft,
  stayOrder,
  type PurchaseTestApi,
} from './test-fixture';

const CONCURRENT = Boolean(TEST_DATABASE_URL);
const mode = CONCURRENT ? 'concurrently (PostgreSQL)' : 'one after the other (PGlite)';

let api: PurchaseTestApi;
beforeAll(async () => {
  api = await purchaseTestApi();
}, 300_000);
afterAll(() => api?.close());

/** Runs n requests at once on PostgreSQL, in sequence on PGlite. */
async function times<T>(n: number, request: (i: number) => Promise<T>): Promise<T[]> {
  if (CONCURRENT) return Promise.all(Array.from({ length: n }, (_, i) => request(i)));
  const answers: T[] = [];
  for (let i = 0; i < n; i++) answers.push(await request(i));
  return answers;
}

async function post(path: string, body: unknown, key: string) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(api.database.db, query))[0]!.n;
const intentCount = async () => (await api.stripe.paymentIntents.list({ limit: 100 })).data.length;

test(`3 rooms left, 20 buyers ${mode}: exactly 3 confirmed, 17 'no more availability' answers, none charged`, async () => {
  const [stay] = await bookableStays(api.database, 1);
  await setRoomsLeft(api.database, stay!, 3);
  const quote = (await (
    await fetch(
      `${api.url}/product/${stay!.offerId}/quote?checkin=${stay!.checkin}&nights=${stay!.nights}&adult=2`,
    )
  ).json()) as { priceInfo: { sellPrice: number } };
  const body = stayOrder(stay!, quote.priceInfo.sellPrice);
  const intentsBefore = await intentCount();

  const orders = await times(20, (i) =>
    post(
      '/gateway/purchase/orders',
      { ...body, buyer: { ...body.buyer, email: `buyer${i}@example.org` } },
      randomUUID(),
    ),
  );
  const created = orders.filter((o) => o.status === 201);
  const refused = orders.filter((o) => o.status === 409);
  expect(created).toHaveLength(3);
  expect(refused).toHaveLength(17);
  for (const answer of refused) {
    expect(answer.body.error.code).toBe('NO_MORE_AVAILABILITY');
    expect(answer.body.error.message).toMatch(/Plus de disponibilités/);
  }
  expect(await roomsLeft(api.database, stay!)).toBe(0);
  // the refused buyers never reached the PSP: 3 PaymentIntents, and nothing stored for them
  expect(await intentCount()).toBe(intentsBefore + 3);
  expect(
    await count(sql`select count(*)::integer as n from orders where buyer_email like 'buyer%@example.org'`),
  ).toBe(3);

  const paid = await times(3, (i) =>
    post(
      '/gateway/purchase/zeppto',
      {
        pspAuthorization: {
          paymentIntentId: created[i]!.body.payment.paymentIntentId,
          paymentMethod: 'pm_card_visa',
        },
      },
      randomUUID(),
    ),
  );
  expect(paid.map((p) => p.body.booking.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  expect(await roomsLeft(api.database, stay!)).toBe(0);
  const held = await queryRows<{ state: string; n: number }>(
    api.database.db,
    sql`select state, count(*)::integer as n from stock_holds where offer_id = ${stay!.mainOfferId} group by state`,
  );
  expect(held).toEqual([{ state: 'taken', n: 3 }]);
}, 120_000);

test(`50 identical submits ${mode}: 1 order, 1 PaymentIntent, 1 capture, 50 identical answers`, async () => {
  const [, stay] = await bookableStays(api.database, 2);
  const quote = (await (
    await fetch(
      `${api.url}/product/${stay!.offerId}/quote?checkin=${stay!.checkin}&nights=${stay!.nights}&adult=2`,
    )
  ).json()) as { priceInfo: { sellPrice: number } };
  const body = stayOrder(stay!, quote.priceInfo.sellPrice, {
    buyer: { email: 'twice@example.org', firstName: 'Zoé', lastName: 'Double' },
  });
  const intentsBefore = await intentCount();
  const orderKey = randomUUID();

  const orders = await times(50, () => post('/gateway/purchase/orders', body, orderKey));
  expect(new Set(orders.map((o) => `${o.status} ${o.text}`)).size).toBe(1);
  expect(orders[0]!.status).toBe(201);
  expect(
    await count(sql`select count(*)::integer as n from orders where buyer_email = 'twice@example.org'`),
  ).toBe(1);
  expect(await intentCount()).toBe(intentsBefore + 1);

  const intentId = orders[0]!.body.payment.paymentIntentId as string;
  const payKey = randomUUID();
  const payments = await times(50, () =>
    post(
      '/gateway/purchase/zeppto',
      { pspAuthorization: { paymentIntentId: intentId, paymentMethod: 'pm_card_visa' } },
      payKey,
    ),
  );
  expect(new Set(payments.map((p) => `${p.status} ${p.text}`)).size).toBe(1);
  expect(payments[0]!.body.booking.status).toBe('confirmed');
  const charges = (await api.stripe.charges.list({ payment_intent: intentId })).data;
  expect(charges.map((c) => [c.captured, c.amount_captured])).toEqual([[true, body.expectedAmount]]);
  const uuid = orders[0]!.body.booking.orderUUID as string;
  expect(
    await count(
      sql`select count(*)::integer as n from order_events where order_uuid = ${uuid} and to_status = 'confirmed'`,
    ),
  ).toBe(1);
}, 120_000);
