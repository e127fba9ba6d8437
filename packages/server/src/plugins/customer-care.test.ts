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
});
