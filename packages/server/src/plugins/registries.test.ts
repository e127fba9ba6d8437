import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildStorefront } from '../app';
import { configOf, content, testStorefront, type TestStorefront } from '../test-storefront';

let storefront: TestStorefront;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  storefront = await testStorefront();
  ({ app, dir } = storefront);
});
afterAll(() => storefront.close());

describe('registries', () => {
  it('lists the environment remotes whose build exists (absolute URLs kept), never cached', async () => {
    const res = await app.inject('/registry/test.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      environment: 'test',
      remotes: {
        mf_content: '/remotes/mf-content@v1/mf-manifest.json',
        mf_search: '/remotes/mf-search@v1/mf-manifest.json',
        mf_gift: 'http://localhost:3004/mf-manifest.json',
      },
    });
  });

  it('a mini-site registry lists only the remotes mini-sites use', async () => {
    const res = await app.inject('/registry/test/minisite/partner-club.json');
    expect(res.json()).toEqual({
      environment: 'test',
      remotes: { mf_content: '/remotes/mf-content@v1/mf-manifest.json' },
      minisite: { id: 360, slug: 'partner-club' },
    });
    expect((await app.inject('/registry/test/minisite/unknown.json')).statusCode).toBe(404);
  });

  it('unknown environments are 404', async () => {
    expect((await app.inject('/registry/nope.json')).statusCode).toBe(404);
    expect((await app.inject('/registry/..%2F..%2Fetc.json')).statusCode).toBe(404);
  });
});

describe('registry name (npm run dev)', () => {
  it('pages use registry.<registryName>.json and its remotes, whatever the environment', async () => {
    const registries = path.join(dir, 'registries');
    writeFileSync(
      path.join(registries, 'registry.dev-servers.json'),
      JSON.stringify({ environment: 'dev-servers', remotes: { mf_product: 'http://localhost:3002/mf-manifest.json' } }),
    );
    const dev = await buildStorefront({
      environment: 'development',
      registryName: 'dev-servers',
      port: 8180,
      shellDist: path.join(dir, 'shell'),
      registryDir: registries,
      contentIndex: async () => content,
    });
    try {
      const hotel = await dev.inject({ url: '/hotel/12', headers: { host: 'localhost:8180' } });
      expect(hotel.statusCode).toBe(200);
      expect(configOf(hotel.body)).toMatchObject({ environment: 'development', registryUrl: '/registry/dev-servers.json' });
      // mf_search is not in that registry: its pages are 404
      expect((await dev.inject({ url: '/recherche', headers: { host: 'localhost:8180' } })).statusCode).toBe(404);
      expect((await dev.inject({ url: '/partner-club', headers: { host: 'localhost:8180' } })).body).toContain('/registry/dev-servers/minisite/partner-club.json');
    } finally {
      await dev.close();
    }
  });
});

describe('registry cookie (testing a remote build outside production)', () => {
  it('a page uses registry.<sf_registry>.json when that file exists, else the server registry', async () => {
    writeFileSync(
      path.join(dir, 'registries', 'registry.canary-1.json'),
      JSON.stringify({ environment: 'canary-1', remotes: { mf_search: '/remotes/mf-search@v1/mf-manifest.json' } }),
    );
    const canary = await app.inject({ url: '/recherche', headers: { host: 'localhost:8180', cookie: 'a=b; sf_registry=canary-1' } });
    expect(configOf(canary.body).registryUrl).toBe('/registry/canary-1.json');
    // mf_content is not in that registry: the home page (mf_content) is a 404 and nothing is reserved for banners
    const home = await app.inject({ url: '/', headers: { host: 'localhost:8180', cookie: 'sf_registry=canary-1' } });
    expect(home.statusCode).toBe(404);
    expect(home.body).toContain('<div id="sf-banners"></div>');
    for (const cookie of ['sf_registry=missing', 'sf_registry=../etc', 'sf_registry=']) {
      const res = await app.inject({ url: '/recherche', headers: { host: 'localhost:8180', cookie } });
      expect(configOf(res.body).registryUrl).toBe('/registry/test.json');
    }
  });
});
