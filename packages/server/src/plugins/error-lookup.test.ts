import type { FastifyInstance } from 'fastify';
import { testStorefront, type TestStorefront } from '../test-storefront';

let storefront: TestStorefront;
let app: FastifyInstance;

beforeAll(async () => {
  storefront = await testStorefront();
  ({ app } = storefront);
});
afterAll(() => storefront.close());

describe('GET /error', () => {
  it('validates uri and locale', async () => {
    const res = await app.inject('/error?uri=http://evil&locale=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.map((f: { field: string }) => f.field)).toEqual(['uri', 'locale']);
  });

  it('tells what the storefront shows for a URI', async () => {
    expect((await app.inject('/error?uri=/nope&locale=fr_FR')).json()).toMatchObject({ status: 404, page: 'notFound', robots: 'noindex, follow' });
    expect((await app.inject('/error?uri=/recherche&locale=fr_FR')).json()).toMatchObject({ status: 200, page: 'search', remote: 'mf_search' });
  });
});
