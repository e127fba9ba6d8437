import type { FastifyInstance } from 'fastify';
import { AGENT_SESSION, CUSTOMER_SESSION, configOf, testStorefront, type TestStorefront } from '../test-storefront';

let storefront: TestStorefront;
let app: FastifyInstance;

beforeAll(async () => {
  storefront = await testStorefront();
  ({ app } = storefront);
});
afterAll(() => storefront.close());

describe('customer care', () => {
  const host = 'cc.localhost:8180';

  it('pages of customer-care hosts show the sign-in until the API has verified an agent; a forged cookie is nobody', async () => {
    for (const cookie of [undefined, 'sf_agent=forged', 'cc_google_token=development-agent']) {
      const page = await app.inject({ url: '/recherche', headers: { host, ...(cookie ? { cookie } : {}) } });
      expect(page.body).toContain('<meta name="robots" content="noindex, follow" />');
      expect(configOf(page.body).customerCare).toEqual({ googleClientId: null, developmentIssuer: true, agent: null });
    }
    const signedIn = await app.inject({ url: '/recherche', headers: { host, cookie: `sf_agent=${AGENT_SESSION}` } });
    expect(configOf(signedIn.body).customerCare).toMatchObject({ agent: 'paul@customer-care.test' });
    // the agent is named on customer-care hosts only
    const site = await app.inject({ url: '/recherche', headers: { host: 'localhost:8180', cookie: `sf_agent=${AGENT_SESSION}` } });
    expect(configOf(site.body).customerCare).toMatchObject({ agent: null });
  });

  it("pages say whether a customer is signed in, from the server's check of the HttpOnly session cookie", async () => {
    const signedIn = await app.inject({ url: '/', headers: { host: 'localhost:8180', cookie: `sf_session=${CUSTOMER_SESSION}` } });
    expect(configOf(signedIn.body).signedIn).toBe(true);
    for (const cookie of ['sf_session=forged', 'accessToken=token123']) {
      expect(configOf((await app.inject({ url: '/', headers: { host: 'localhost:8180', cookie } })).body).signedIn).toBe(false);
    }
  });

  it('the sign-in entry returns to the origin page, setting no cookie itself', async () => {
    const login = await app.inject({ url: '/customer-care/login?origin=http://cc.localhost:8180/recherche', headers: { host } });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/recherche');
    expect(login.headers['set-cookie']).toBeUndefined();
    const evil = await app.inject({ url: '/customer-care/login?origin=http://evil.example/', headers: { host } });
    expect(evil.headers.location).toBe('/');
  });

  it('returns only to a path of the same site: no open redirect', async () => {
    const origins = [
      '%2F.%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '%2F%5Cevil.example',
      '%2F%2E%2E%2F%2Fevil.example%2Fx',
      '%5C%5Cevil.example',
      'http%3A%2F%2Fcc.localhost%3A8180%2F%2Fevil.example',
      'https%3A%2F%2Fevil.example%2F',
      'javascript%3Aalert(1)',
      '%2F%09%2Fevil.example',
    ];
    for (const origin of origins) {
      const login = await app.inject({ url: `/customer-care/login?origin=${origin}`, headers: { host } });
      expect(login.statusCode).toBe(302);
      const location = String(login.headers.location);
      // the browser resolves the location against the page: it must stay on this host
      expect(new URL(location, `http://${host}/customer-care/login`).host).toBe(host);
      expect(location).toMatch(/^\/(?![/\\])/);
    }
    const kept = await app.inject({ url: '/customer-care/login?origin=%2Frecherche%3Fadult%3D2%23map', headers: { host } });
    expect(kept.headers.location).toBe('/recherche?adult=2#map');
  });
});
