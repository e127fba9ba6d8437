/**
 * The open write routes' rate limits (newsletter, captcha challenge, contact, client error log) count per client
 * address: X-Forwarded-For names that client only when the connection comes from a proxy of TRUST_PROXY (a made-up
 * header must not buy a fresh quota), and the counts live in the database, so a limit reached on one process holds
 * on every other process of the same database.
 */
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Database } from '../src/db';
import { testDatabase } from '../src/db/testing';
import { buildApp } from '../src/server/build-app';
import { readConfig, trustedProxies, type ApiConfig } from '../src/server/config';
import { json } from './helpers';

let database: Database;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await testDatabase();
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** One API process on the shared test database. */
async function apiProcess(config: Partial<ApiConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ database, config: { ...readConfig({}), logsRateLimit: 3, ...config } });
  await app.ready();
  apps.push(app);
  return app;
}

/** The limits count in fixed windows: a test starts at least 5 s before the current window ends. */
async function awayFromWindowEnd(windowMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

let seq = 0;
const newsletter = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/gateway/marketing/newsletter',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: `reader${++seq}@example.fr`, country: 'FR', language: 'fr' },
  });
const log = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/gateway/logs',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { level: 'ERROR', message: 'boom' },
  });
const challenge = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({ method: 'GET', url: '/gateway/captcha/challenge', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
/** A valid contact case with a solved captcha (only accepted cases count against the quota). */
async function contact(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const challenge = json<Challenge>(await app.inject({ method: 'GET', url: '/gateway/captcha/challenge', remoteAddress: '192.0.2.200' }));
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return app.inject({
    method: 'POST',
    url: '/gateway/contact/cases',
    remoteAddress,
    headers,
    payload: { contact_reason: 'modification', Booking_ID__c: '12345678', description: 'Décaler mon séjour.', email: 'marie@example.fr', name: 'Marie Dupont', phone: '+33 6 12 34 56 78', locale: 'fr_FR', captcha },
  });
}

describe('without TRUST_PROXY, X-Forwarded-For is ignored', () => {
  it('100 newsletter posts with 100 made-up addresses: 10 pass, then 429', async () => {
    await awayFromWindowEnd(60_000);
    const app = await apiProcess();
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) codes.push((await newsletter(app, '198.51.100.1', `203.0.113.${i}`)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.slice(10).every((c) => c === 429)).toBe(true);
  });

  it('the same holds for the captcha challenge, the contact form and the client error log', async () => {
    await awayFromWindowEnd(10 * 60_000);
    const app = await apiProcess();
    const challenges: number[] = [];
    for (let i = 0; i < 31; i++) challenges.push((await challenge(app, '198.51.100.2', `203.0.113.${i}`)).statusCode);
    expect(challenges.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(challenges[30]).toBe(429);
    const logs: number[] = [];
    for (let i = 0; i < 4; i++) logs.push((await log(app, '198.51.100.2', `203.0.113.${i}`)).statusCode);
    expect(logs).toEqual([201, 201, 201, 429]);
    const contacts: number[] = [];
    for (let i = 0; i < 6; i++) contacts.push((await contact(app, '198.51.100.2', `203.0.113.${i}`)).statusCode);
    expect(contacts.slice(0, 5).every((c) => c === 201)).toBe(true);
    expect(contacts[5]).toBe(429);
  });
});

describe('with TRUST_PROXY', () => {
  it('a configured proxy names the client: each forwarded client has its own quota', async () => {
    await awayFromWindowEnd(60_000);
    const app = await apiProcess({ trustProxy: trustedProxies('192.0.2.10, 10.20.0.0/16') });
    for (let i = 0; i < 12; i++) expect((await newsletter(app, '192.0.2.10', `203.0.113.${100 + i}`)).statusCode).toBe(201);
    for (let i = 0; i < 12; i++) expect((await log(app, '10.20.3.4', `203.0.113.${100 + i}`)).statusCode).toBe(201);
    // one forwarded client is still limited
    const same: number[] = [];
    for (let i = 0; i < 11; i++) same.push((await newsletter(app, '10.20.3.4', '203.0.113.200')).statusCode);
    expect(same.filter((c) => c === 429)).toEqual([429]);
    expect(same[10]).toBe(429);
  });

  it('a connection from anywhere else is counted by its own address, whatever it forwards', async () => {
    await awayFromWindowEnd(60_000);
    const app = await apiProcess({ trustProxy: trustedProxies('192.0.2.10') });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await log(app, '198.51.100.3', `203.0.113.${i}`)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it('refuses a TRUST_PROXY entry that is not an address or a CIDR', () => {
    expect(trustedProxies(' 10.0.0.1 , 172.16.0.0/12,::1, fd00::/8 ')).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8']);
    expect(trustedProxies(undefined)).toEqual([]);
    for (const bad of ['*', 'true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129']) {
      expect(() => readConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must list IP addresses or CIDRs/);
    }
  });
});

describe('two processes on one database', () => {
  it('a limit reached on one holds on the other: newsletter, contact and client error log', async () => {
    await awayFromWindowEnd(10 * 60_000);
    const first = await apiProcess();
    const second = await apiProcess();
    for (let i = 0; i < 10; i++) expect((await newsletter(i % 2 ? first : second, '198.51.100.4')).statusCode).toBe(201);
    const refused = await newsletter(first, '198.51.100.4');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused).error.code).toBe('TOO_MANY_REQUESTS');
    expect((await newsletter(second, '198.51.100.4')).statusCode).toBe(429);

    for (let i = 0; i < 3; i++) expect((await log(first, '198.51.100.4')).statusCode).toBe(201);
    expect((await log(second, '198.51.100.4')).statusCode).toBe(429);

    for (let i = 0; i < 5; i++) expect((await contact(second, '198.51.100.4')).statusCode).toBe(201);
    expect((await contact(first, '198.51.100.4')).statusCode).toBe(429);
  });
});
