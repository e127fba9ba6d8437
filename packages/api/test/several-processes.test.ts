/**
 * Two API processes on one database (ARCHITECTURE.md 'Several instances', issue #32 item 12): what one process
 * has seen holds on the other. A captcha solution used on one is refused on the other, an Idempotency-Key answered
 * by one is answered again byte for byte by the other (and refused with another body), a session opened on one is
 * known to the other. On PostgreSQL (TEST_DATABASE_URL) each process has its own pool; on PGlite they share the
 * embedded database, so any state kept in a process's memory still shows. The rate limits' part is in
 * client-rate-limits.test.ts ('two processes on one database').
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db';
import { secondProcessDatabase } from '../src/db/testing';
import { buildApp } from '../src/server/build-app';
import { readConfig } from '../src/server/config';
import {
  bookableStays,
  purchaseTestApi,
  SECRET_KEY,
  stayOrder,
  WEBHOOK_SECRET,
  type PurchaseTestApi,
} from '../src/purchase/test-fixture';
import { json } from './helpers';

let first: PurchaseTestApi;
let secondDatabase: Database;
let second: FastifyInstance;
let secondUrl: string;
const hmacKey = process.env.ALTCHA_HMAC_KEY;

beforeAll(async () => {
  // processes of one deployment share the captcha's secret (captcha.ts)
  process.env.ALTCHA_HMAC_KEY = 'shared-by-the-processes';
  first = await purchaseTestApi();
  secondDatabase = await secondProcessDatabase(first.database);
  second = await buildApp({
    database: secondDatabase,
    config: {
      ...readConfig({}),
      psp: {
        apiHost: '127.0.0.1',
        apiPort: first.psp.port,
        apiProtocol: 'http',
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);

afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
  if (hmacKey === undefined) delete process.env.ALTCHA_HMAC_KEY;
  else process.env.ALTCHA_HMAC_KEY = hmacKey;
});

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

test('a captcha solution used on one process is refused on the other', async () => {
  const challenge = (await (await fetch(`${first.url}/gateway/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const contact = {
    Booking_ID__c: '12345678',
    contact_reason: 'modification',
    description: 'Je voudrais décaler mon séjour d’une semaine.',
    email: 'marie.dupont@example.fr',
    name: 'Marie Dupont',
    phone: '+33 6 12 34 56 78',
    locale: 'fr_FR',
    captcha,
  };
  expect((await post(first.url, '/gateway/contact/cases', contact)).status).toBe(201);
  const replay = await post(secondUrl, '/gateway/contact/cases', contact);
  expect(replay.status).toBe(400);
  expect(JSON.parse(replay.text).error.fields).toEqual([
    { field: 'captcha', message: 'Captcha verification failed' },
  ]);
});

test('an Idempotency-Key answered by one process is answered again by the other, byte for byte', async () => {
  const [stay] = await bookableStays(first.database, 1);
  const quote = json<{ priceInfo: { sellPrice: number } }>(
    await first.app.inject({
      method: 'GET',
      url: `/product/${stay!.offerId}/quote?checkin=${stay!.checkin}&nights=${stay!.nights}&adult=2`,
    }),
  );
  const body = stayOrder(stay!, quote.priceInfo.sellPrice);
  const key = randomUUID();
  const created = await post(first.url, '/gateway/purchase/orders', body, { 'idempotency-key': key });
  expect(created.status).toBe(201);
  const replayed = await post(secondUrl, '/gateway/purchase/orders', body, { 'idempotency-key': key });
  expect(replayed.status).toBe(201);
  expect(replayed.text).toBe(created.text);
  const other = await post(
    secondUrl,
    '/gateway/purchase/orders',
    { ...body, buyer: { ...body.buyer, firstName: 'Autre' } },
    { 'idempotency-key': key },
  );
  expect(other.status).toBe(422);
  const [orders] = await queryRows<{ n: number }>(
    first.database.db,
    sql`select count(*)::integer as n from orders where uuid = ${JSON.parse(created.text).booking.orderUUID as string}::uuid`,
  );
  expect(orders!.n).toBe(1);
});

test('a session opened on one process is known to the other, and closed on both', async () => {
  const email = 'several.processes@example.fr';
  expect((await post(first.url, '/gateway/account/sign-in-codes', { email, locale: 'fr_FR' })).status).toBe(
    202,
  );
  const [mail] = await queryRows<{ body: string }>(
    first.database.db,
    sql`select body from outbox_messages where to_address = ${email} and template = 'sign-in-code' order by id desc limit 1`,
  );
  const code = /^\d{6}$/m.exec(mail!.body)![0];
  const session = await post(secondUrl, '/gateway/account/session', { email, code });
  expect(session.status).toBe(200);
  const cookie = String(session.headers.get('set-cookie')).split(';')[0]!;
  const profile = await fetch(`${first.url}/gateway/account/profile`, { headers: { cookie } });
  expect(profile.status).toBe(200);
  expect(((await profile.json()) as { email: string }).email).toBe(email);
  expect(
    (await fetch(`${first.url}/gateway/account/session`, { method: 'DELETE', headers: { cookie } })).status,
  ).toBeLessThan(300);
  expect((await fetch(`${secondUrl}/gateway/account/profile`, { headers: { cookie } })).status).toBe(401);
});
