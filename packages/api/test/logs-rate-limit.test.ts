/**
 * POST /gateway/logs is open to every browser: each client (IP address) may store `logsRateLimit` entries a
 * minute; beyond that it gets a 429 JSON error with Retry-After and nothing is stored, while other clients and
 * other routes are unaffected.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db';
import { json, testApi, type TestApi } from './helpers';

let api: TestApi;

beforeAll(async () => {
  api = await testApi({ config: { logsRateLimit: 3 } });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const log = (remoteAddress: string, message: string) =>
  api.app.inject({ method: 'POST', url: '/gateway/logs', remoteAddress, payload: { level: 'ERROR', location: 'test', message } });

test('a client beyond its limit gets a 429 JSON error with Retry-After; nothing more is stored', async () => {
  for (let i = 0; i < 3; i++) expect((await log('10.0.0.1', `entry ${i}`)).statusCode).toBe(201);
  const refused = await log('10.0.0.1', 'one too many');
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['content-type']).toMatch(/application\/json/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(json(refused)).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/at most 3 every 60 s/) } });
  const [stored] = await queryRows<{ n: number }>(api.database.db, sql`select count(*)::integer as n from client_error_logs where message = 'one too many'`);
  expect(stored!.n).toBe(0);
});

test('other clients and other routes are not limited by it', async () => {
  expect((await log('10.0.0.2', 'another client')).statusCode).toBe(201);
  expect((await api.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
});

test("the log limiter stays on its route: a client limited on the log still reaches the contact form", async () => {
  const contact = await api.app.inject({ method: 'POST', url: '/gateway/contact/cases', remoteAddress: '10.0.0.1', payload: { locale: 'fr_FR' } });
  expect(contact.statusCode).toBe(400);
  expect(json(contact).error.code).not.toBe('TOO_MANY_REQUESTS');
});
