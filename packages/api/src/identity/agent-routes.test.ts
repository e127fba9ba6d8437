/** Customer-care sign-in through the real app: sessions, refusals, the powers of a verified agent only. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { json, testApi, type TestApi } from '../../test/helpers';
import { createDevelopmentIssuer } from './agent-tokens';
import { DEVELOPMENT_CUSTOMER_CARE } from '../server/config';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('in test (the local issuer)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ seed: 'small', config: { environment: 'test' } });
  }, 300_000);
  afterAll(() => api?.close());

  const developmentToken = async (email?: string) =>
    json<{ idToken: string }>(await api.app.inject({ method: 'POST', url: '/gateway/customer-care/development-token', payload: email ? { email } : {} })).idToken;
  const signIn = (idToken: string) => api.app.inject({ method: 'POST', url: '/gateway/customer-care/session', payload: { idToken } });

  it('signs a verified agent in with an HttpOnly, SameSite=Lax session cookie, and out again', async () => {
    const answer = await signIn(await developmentToken('paul@customer-care.test'));
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({ agent: { email: 'paul@customer-care.test', name: 'paul' } });
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(/^sf_agent=[\w-]{40,}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0]!;
    // only a hash of the cookie's value is stored
    const rows = await queryRows<{ id_hash: string }>(api.database.db, sql`select id_hash from agent_sessions`);
    expect(rows.map((r) => r.id_hash)).not.toContain(cookie.split('=')[1]);
    expect(json(await api.app.inject({ url: '/gateway/customer-care/session', headers: { cookie } }))).toEqual({ agent: { email: 'paul@customer-care.test', name: 'paul' } });
    const out = await api.app.inject({ method: 'DELETE', url: '/gateway/customer-care/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^sf_agent=; Path=\/; Max-Age=0; HttpOnly/);
    const after = await api.app.inject({ url: '/gateway/customer-care/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(json(after).error.code).toBe('NOT_SIGNED_IN');
  });

  it('refuses forged, alg:none, wrong-audience and wrong-domain tokens: 401, no cookie, no session', async () => {
    const forger = await createDevelopmentIssuer(DEVELOPMENT_CUSTOMER_CARE.googleClientId, DEVELOPMENT_CUSTOMER_CARE.hostedDomain);
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      await forger.issue('mallory@customer-care.test'),
      `${base64url({ alg: 'none' })}.${base64url({ iss: 'https://development-issuer.storefront.invalid', aud: DEVELOPMENT_CUSTOMER_CARE.googleClientId, email: 'mallory@customer-care.test', email_verified: true, hd: 'customer-care.test', iat: now, exp: now + 600 })}.`,
      await developmentToken('mallory@gmail.com'),
      'not-a-token',
    ];
    const before = await queryRows<{ n: number }>(api.database.db, sql`select count(*)::int as n from agent_sessions`);
    for (const idToken of tokens) {
      const answer = await signIn(idToken);
      expect(answer.statusCode).toBe(401);
      expect(json(answer).error.code).toBe('INVALID_AGENT_TOKEN');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const after = await queryRows<{ n: number }>(api.database.db, sql`select count(*)::int as n from agent_sessions`);
    expect(after[0]!.n).toBe(before[0]!.n);
    const bad = await api.app.inject({ method: 'POST', url: '/gateway/customer-care/session', payload: { token: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the gift rates 2-3 (buckets) to a verified agent only', async () => {
    const [row] = await queryRows<{ offerId: number }>(api.database.db, sql`select offer_id as "offerId" from single_voucher_prices where bucket = 3 limit 1`);
    const url = `/gateway/single-vouchers/${row!.offerId}/price-list`;
    const rates = (answer: { body: string }) => Object.keys(json(answer).priceList[0].sellPrices).sort();
    expect(rates(await api.app.inject({ url }))).toEqual(['1']);
    expect(rates(await api.app.inject({ url, headers: { cookie: 'sf_agent=forged' } }))).toEqual(['1']);
    const cookie = String((await signIn(await developmentToken())).headers['set-cookie']).split(';')[0]!;
    expect(rates(await api.app.inject({ url, headers: { cookie } }))).toEqual(['1', '2', '3']);
  });
});

describe('in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ config: { environment: 'production', customerCare: { googleClientId: null, hostedDomain: null } } });
  }, 300_000);
  afterAll(() => api?.close());

  it('has no development issuer, and no sign-in until Google is configured', async () => {
    const token = await api.app.inject({ method: 'POST', url: '/gateway/customer-care/development-token', payload: {} });
    expect(token.statusCode).toBe(404);
    const signIn = await api.app.inject({ method: 'POST', url: '/gateway/customer-care/session', payload: { idToken: 'x.y.z' } });
    expect(signIn.statusCode).toBe(501);
    expect(json(signIn).error.code).toBe('NOT_CONFIGURED');
  });
});

describe('in staging with Google configured', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ config: { environment: 'staging', customerCare: { googleClientId: 'client.apps.googleusercontent.com', hostedDomain: 'voyages.example' } } });
  }, 300_000);
  afterAll(() => api?.close());

  it('sets the session cookie Secure, and still has no development issuer', async () => {
    expect((await api.app.inject({ method: 'POST', url: '/gateway/customer-care/development-token', payload: {} })).statusCode).toBe(404);
    // an unsigned token is refused before any key is fetched
    const now = Math.floor(Date.now() / 1000);
    const none = `${base64url({ alg: 'none' })}.${base64url({ iss: 'https://accounts.google.com', aud: 'client.apps.googleusercontent.com', email: 'a@voyages.example', email_verified: true, hd: 'voyages.example', iat: now, exp: now + 600 })}.`;
    const answer = await api.app.inject({ method: 'POST', url: '/gateway/customer-care/session', payload: { idToken: none } });
    expect(answer.statusCode).toBe(401);
    const out = await api.app.inject({ method: 'DELETE', url: '/gateway/customer-care/session' });
    expect(String(out.headers['set-cookie'])).toMatch(/; Secure$/);
  });
});
