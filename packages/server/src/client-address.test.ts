/**
 * The one-process storefront counts the API's rate limits per client address like the standalone API: X-Forwarded-For
 * names the client only when the connection comes from a proxy of TRUST_PROXY.
 */
import { apiPlugin, readConfig } from '@storefront/api';
import { testDatabase } from '@storefront/api/src/db/testing';
import { buildStorefront } from './app';
import { content } from './test-storefront';

type Database = Awaited<ReturnType<typeof testDatabase>>;
let database: Database;

beforeAll(async () => {
  database = await testDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function storefront(trustProxy: string[] = []) {
  const config = readConfig({});
  const app = await buildStorefront({
    environment: 'test',
    port: 8180,
    contentIndex: async () => content,
    http: { trustProxy },
    registerApi: async (instance) => {
      await instance.register(apiPlugin, { database, config });
    },
  });
  await app.ready();
  return app;
}

let seq = 0;
async function subscribeTenTimesAndOnce(app: Awaited<ReturnType<typeof storefront>>, remoteAddress: string, forwarded: (i: number) => string) {
  const codes: number[] = [];
  for (let i = 0; i < 11; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/gateway/marketing/newsletter',
      remoteAddress,
      headers: { 'x-forwarded-for': forwarded(i) },
      payload: { email: `server${++seq}@example.fr`, country: 'FR', language: 'fr' },
    });
    codes.push(response.statusCode);
  }
  return codes;
}

/** The newsletter allows 10 a minute per client, in fixed windows: start at least 5 s before one ends. */
async function awayFromMinuteEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

it('ignores X-Forwarded-For by default: made-up addresses do not buy a fresh quota', async () => {
  await awayFromMinuteEnd();
  const app = await storefront();
  const codes = await subscribeTenTimesAndOnce(app, '198.51.100.7', (i) => `203.0.113.${i}`);
  expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
  expect(codes[10]).toBe(429);
  await app.close();
});

it('believes X-Forwarded-For from a configured proxy only', async () => {
  await awayFromMinuteEnd();
  const app = await storefront(['192.0.2.0/24']);
  const forwarded = await subscribeTenTimesAndOnce(app, '192.0.2.1', (i) => `203.0.113.${50 + i}`);
  expect(forwarded.every((c) => c === 201)).toBe(true);
  const direct = await subscribeTenTimesAndOnce(app, '198.51.100.8', (i) => `203.0.113.${80 + i}`);
  expect(direct[10]).toBe(429);
  await app.close();
});
