import type { FastifyInstance } from 'fastify';
import { testStorefront, type TestStorefront } from '../test-storefront';

let storefront: TestStorefront;
let app: FastifyInstance;

beforeAll(async () => {
  storefront = await testStorefront();
  ({ app } = storefront);
});
afterAll(() => storefront.close());

describe('customer care', () => {
  it('pages need a Google token on customer-care hosts; the development sign-in sets it and returns', async () => {
    const page = await app.inject({ url: '/recherche', headers: { host: 'cc.localhost:8180' } });
    expect(page.body).toContain('<meta name="robots" content="noindex, follow" />');
    const login = await app.inject({ url: '/customer-care/login?origin=http://cc.localhost:8180/recherche', headers: { host: 'cc.localhost:8180' } });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/recherche');
    expect(String(login.headers['set-cookie'])).toContain('cc_google_token=');
    const evil = await app.inject({ url: '/customer-care/login?origin=http://evil.example/', headers: { host: 'cc.localhost:8180' } });
    expect(evil.headers.location).toBe('/');
  });

  it('returns only to a path of the same site: no open redirect', async () => {
    const host = 'cc.localhost:8180';
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
