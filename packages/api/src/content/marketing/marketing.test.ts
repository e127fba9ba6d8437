import Fastify, { type FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { testDatabase } from '../../db/testing';
import { contactCases, newsletterSubscriptions } from '../../db/schema';
import { handleError, sendNotFound } from '../../server/errors';
import { rateLimitHits } from '../../server/rate-limit';
import { AGENT_COOKIE, openAgentSession } from '../../identity/agent-sessions';
import { apiValidatorCompiler } from '../../server/validation';
import marketingRoutes, { type MarketingRoutesOptions } from './index';

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(contactCases);
  await database.db.delete(newsletterSubscriptions);
  await database.db.delete(rateLimitHits); // the limits count in the database: each test starts with fresh quotas
});

async function app(options: Partial<MarketingRoutesOptions> = {}): Promise<FastifyInstance> {
  const instance = Fastify({ trustProxy: true });
  instance.setValidatorCompiler(apiValidatorCompiler());
  instance.setErrorHandler(handleError);
  instance.setNotFoundHandler(sendNotFound);
  await instance.register(marketingRoutes, { database, captcha: { secret: 'test-secret', maxCounter: 200 }, ...options });
  await instance.ready();
  return instance;
}

const body = (response: { body: string }) => JSON.parse(response.body);

/** A verified agent's session cookie (the sign-in itself is tested in identity/agent-routes.test.ts). */
async function agentCookie(): Promise<string> {
  return `${AGENT_COOKIE}=${await openAgentSession(database.db, { email: 'bob@customer-care.test', name: 'bob' })}`;
}

async function solvedCaptcha(instance: FastifyInstance): Promise<string> {
  const challenge = body(await instance.inject({ method: 'GET', url: '/gateway/captcha/challenge' })) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const validCase = {
  Booking_ID__c: '12345678',
  contact_reason: 'modification',
  description: 'Je voudrais décaler mon séjour d’une semaine.',
  email: 'Marie.Dupont@example.fr',
  name: 'Marie-Hélène D’Arcy'.replace('’', "'"),
  phone: '+33 (0)6 12-34-56-78',
  locale: 'fr_FR',
};

async function casesCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(contactCases);
  return Number(row?.n ?? 0);
}

describe('newsletter', () => {
  it('creates a subscription (201), answers a repeat the same without a duplicate: it does not tell who is subscribed', async () => {
    const api = await app();
    const first = await api.inject({ method: 'POST', url: '/gateway/marketing/newsletter', payload: { email: 'Ana@Example.es', country: 'ES', language: 'es' } });
    expect(first.statusCode).toBe(201);
    expect(body(first)).toMatchObject({ status: 'subscribed', email: 'ana@example.es' });
    const again = await api.inject({ method: 'POST', url: '/gateway/marketing/newsletter', payload: { email: 'ana@example.es', country: 'ES', language: 'es', source: 'popup' } });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const rows = await database.db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ana@example.es', country: 'ES', language: 'es', source: 'footer' });
    await api.close();
  });

  it('stores the pop-up source', async () => {
    const api = await app();
    const res = await api.inject({ method: 'POST', url: '/gateway/marketing/newsletter', payload: { email: 'jan@example.nl', country: 'NL', language: 'nl', source: 'popup' } });
    expect(res.statusCode).toBe(201);
    const [row] = await database.db.select().from(newsletterSubscriptions);
    expect(row?.source).toBe('popup');
    await api.close();
  });

  it('never subscribes on a GET: any page could do it with an image tag', async () => {
    const api = await app();
    for (const url of ['/marketing/newsletter?email=jan@example.nl&country=NL&language=nl&source=popup', '/gateway/marketing/newsletter?email=jan@example.nl&country=NL&language=nl']) {
      const res = await api.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    expect(await database.db.select().from(newsletterSubscriptions)).toHaveLength(0);
    await api.close();
  });

  it.each(['not-an-email', 'a@b', 'x@@example.com', ''])('rejects the invalid email %p with a 400 naming the field', async (email) => {
    const api = await app();
    const res = await api.inject({ method: 'POST', url: '/gateway/marketing/newsletter', payload: { email, country: 'FR', language: 'fr' } });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'email' })]));
    expect(await database.db.select().from(newsletterSubscriptions)).toHaveLength(0);
    await api.close();
  });

  it('rejects an unknown country and an oversized body', async () => {
    const api = await app();
    const bad = await api.inject({ method: 'POST', url: '/gateway/marketing/newsletter', payload: { email: 'a@example.com', country: 'DE', language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error.fields[0].field).toBe('country');
    const big = await api.inject({ method: 'POST', url: '/gateway/marketing/newsletter', payload: { email: `${'a'.repeat(5000)}@example.com`, country: 'FR', language: 'fr' } });
    expect(big.statusCode).toBe(413);
    expect(body(big).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await database.db.select().from(newsletterSubscriptions)).toHaveLength(0);
    await api.close();
  });

  it('rate-limits per client with 429 and stores nothing beyond the limit', async () => {
    const api = await app({ limits: { newsletterPerMinute: 2 } });
    const send = (i: number, ip = '10.0.0.1') =>
      api.inject({ method: 'POST', url: '/gateway/marketing/newsletter', headers: { 'x-forwarded-for': ip }, payload: { email: `p${i}@example.it`, country: 'IT', language: 'it' } });
    expect((await send(1)).statusCode).toBe(201);
    expect((await send(2)).statusCode).toBe(201);
    const limited = await send(3);
    expect(limited.statusCode).toBe(429);
    expect(body(limited).error.code).toBe('TOO_MANY_REQUESTS');
    // another client is not limited
    expect((await send(4, '10.0.0.2')).statusCode).toBe(201);
    expect(await database.db.select().from(newsletterSubscriptions)).toHaveLength(3);
    await api.close();
  });
});

describe('contact cases', () => {
  it('stores a valid case with the request type and subtype of its reason', async () => {
    const api = await app();
    const res = await api.inject({ method: 'POST', url: '/gateway/contact/cases', payload: { ...validCase, captcha: await solvedCaptcha(api) } });
    expect(res.statusCode).toBe(201);
    expect(body(res)).toMatchObject({ status: 'New', reason: 'modification', requestType: 'Booking', requestSubtype: 'Modification request' });
    const [row] = await database.db.select().from(contactCases).where(eq(contactCases.id, body(res).id));
    expect(row).toMatchObject({ locale: 'fr_FR', bookingId: '12345678', email: 'marie.dupont@example.fr', requestType: 'Booking' });
    expect(row?.sourceIpHash).toMatch(/^[0-9a-f]{32}$/);
    await api.close();
  });

  it('names every offending field with the spec messages and stores nothing', async () => {
    const api = await app();
    const res = await api.inject({
      method: 'POST',
      url: '/gateway/contact/cases',
      payload: { Booking_ID__c: '1234', contact_reason: 'cancellation', description: ' ', email: 'x@', name: 'R2D2', phone: '06 12 ab', locale: 'es_ES', captcha: await solvedCaptcha(api) },
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(body(res).error.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(fields).toEqual({
      Booking_ID__c: 'Booking number is composed of 8 digits',
      description: 'Mandatory field',
      email: 'Email seems incorrect',
      name: 'Only text is expected',
      phone: 'Phone number seems incorrect',
    });
    expect(await casesCount()).toBe(0);
    await api.close();
  });

  it('does not require a booking number for avv_info', async () => {
    const api = await app();
    const { Booking_ID__c: _omit, ...rest } = validCase;
    const res = await api.inject({ method: 'POST', url: '/gateway/contact/cases', payload: { ...rest, contact_reason: 'avv_info', captcha: await solvedCaptcha(api) } });
    expect(res.statusCode).toBe(201);
    expect(body(res).requestType).toBe('Pre-sale');
    const missing = await api.inject({ method: 'POST', url: '/gateway/contact/cases', payload: { ...rest, captcha: await solvedCaptcha(api) } });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error.fields).toEqual([{ field: 'Booking_ID__c', message: 'Mandatory field' }]);
    await api.close();
  });

  it('rejects a request type that does not match the reason', async () => {
    const api = await app();
    const res = await api.inject({ method: 'POST', url: '/gateway/contact/cases', payload: { ...validCase, requestType: 'Other', captcha: await solvedCaptcha(api) } });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields[0].field).toBe('requestType');
    await api.close();
  });

  it('requires a solved captcha, once', async () => {
    const api = await app();
    const none = await api.inject({ method: 'POST', url: '/gateway/contact/cases', payload: validCase });
    expect(body(none).error.fields).toEqual([{ field: 'captcha', message: 'Mandatory field' }]);
    const forged = await api.inject({ method: 'POST', url: '/gateway/contact/cases', payload: { ...validCase, captcha: Buffer.from('{"challenge":{}}').toString('base64') } });
    expect(forged.statusCode).toBe(400);
    const junk = await api.inject({ method: 'POST', url: '/gateway/contact/cases', payload: { ...validCase, captcha: '%%%not base64' } });
    expect(junk.statusCode).toBe(400);
    const payload = await solvedCaptcha(api);
    expect((await api.inject({ method: 'POST', url: '/gateway/contact/cases', payload: { ...validCase, captcha: payload } })).statusCode).toBe(201);
    const replay = await api.inject({ method: 'POST', url: '/gateway/contact/cases', payload: { ...validCase, captcha: payload } });
    expect(replay.statusCode).toBe(400);
    expect(body(replay).error.fields[0].field).toBe('captcha');
    expect(await casesCount()).toBe(1);
    await api.close();
  });

  it('skips the captcha for a verified customer-care agent only', async () => {
    const api = await app();
    const ok = await api.inject({ method: 'POST', url: '/gateway/contact/cases', headers: { cookie: await agentCookie() }, payload: validCase });
    expect(ok.statusCode).toBe(201);
    const wrong = await api.inject({ method: 'POST', url: '/gateway/contact/cases', headers: { cookie: 'sf_agent=guess' }, payload: validCase });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).error.fields[0].field).toBe('captcha');
    expect(await casesCount()).toBe(1);
    await api.close();
  });

  it('rejected submissions do not use up the quota', async () => {
    const api = await app({ limits: { contactPer10Minutes: 1 } });
    const client = { 'x-forwarded-for': '10.3.3.3' };
    for (const payload of [{ ...validCase, email: 'nope' }, { ...validCase, contact_reason: 'unknown' }, validCase, { ...validCase, captcha: 'forged' }]) {
      expect((await api.inject({ method: 'POST', url: '/gateway/contact/cases', headers: client, payload })).statusCode).toBe(400);
    }
    const corrected = await api.inject({ method: 'POST', url: '/gateway/contact/cases', headers: client, payload: { ...validCase, captcha: await solvedCaptcha(api) } });
    expect(corrected.statusCode).toBe(201);
    const more = await api.inject({ method: 'POST', url: '/gateway/contact/cases', headers: client, payload: { ...validCase, captcha: await solvedCaptcha(api) } });
    expect(more.statusCode).toBe(429);
    expect(await casesCount()).toBe(1);
    await api.close();
  });

  it('answers 413 to an oversized body and 429 when too frequent, storing nothing', async () => {
    const api = await app({ limits: { contactPer10Minutes: 1 } });
    const big = await api.inject({ method: 'POST', url: '/gateway/contact/cases', payload: { ...validCase, description: 'x'.repeat(20_000) } });
    expect(big.statusCode).toBe(413);
    const first = await api.inject({ method: 'POST', url: '/gateway/contact/cases', headers: { 'x-forwarded-for': '10.1.1.1' }, payload: { ...validCase, captcha: await solvedCaptcha(api) } });
    expect(first.statusCode).toBe(201);
    const second = await api.inject({ method: 'POST', url: '/gateway/contact/cases', headers: { 'x-forwarded-for': '10.1.1.1' }, payload: { ...validCase, captcha: await solvedCaptcha(api) } });
    expect(second.statusCode).toBe(429);
    expect(await casesCount()).toBe(1);
    await api.close();
  });

  it('does not limit verified customer-care agents (a call centre sells from one address); others from it are', async () => {
    const api = await app({ limits: { contactPer10Minutes: 1 } });
    const agent = { 'x-forwarded-for': '10.2.2.2', cookie: await agentCookie() };
    for (let i = 0; i < 3; i++) expect((await api.inject({ method: 'POST', url: '/gateway/contact/cases', headers: agent, payload: validCase })).statusCode).toBe(201);
    const visitor = { 'x-forwarded-for': '10.2.2.2', cookie: 'sf_agent=guess' };
    expect((await api.inject({ method: 'POST', url: '/gateway/contact/cases', headers: visitor, payload: { ...validCase, captcha: await solvedCaptcha(api) } })).statusCode).toBe(201);
    expect((await api.inject({ method: 'POST', url: '/gateway/contact/cases', headers: visitor, payload: { ...validCase, captcha: await solvedCaptcha(api) } })).statusCode).toBe(429);
    expect(await casesCount()).toBe(4);
    await api.close();
  });
});

describe('in the API', () => {
  it('is registered by the API plugin with its error shape', async () => {
    const { buildApp } = await import('../../server/build-app');
    const { readConfig } = await import('../../server/config');
    const api = await buildApp({ database, config: readConfig({}) });
    await api.ready();
    const challenge = await api.inject({ method: 'GET', url: '/gateway/captcha/challenge' });
    expect(challenge.statusCode).toBe(200);
    expect(body(challenge).parameters.algorithm).toBe('SHA-256');
    const bad = await api.inject({ method: 'POST', url: '/gateway/marketing/newsletter', payload: { email: 'nope', country: 'FR', language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error.fields[0]).toEqual({ field: 'email', message: 'Email seems incorrect' });
    await api.close();
  });
});
