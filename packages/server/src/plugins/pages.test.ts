import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildStorefront, mapStyleUrlOf } from '../app';
import { scriptJson } from '../html';
import { configOf, content, testStorefront, type TestStorefront } from '../test-storefront';

let storefront: TestStorefront;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  storefront = await testStorefront();
  ({ app, dir } = storefront);
});
afterAll(() => storefront.close());

describe('pages', () => {
  it('resolves the site from the Host header: lang, canonical, alternates, robots, runtime config', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'es.localhost:8180' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="es-ES">');
    expect(res.body).toContain('<link rel="canonical" href="http://es.localhost:8180/" />');
    expect(res.body).toContain('<link rel="alternate" hreflang="nl-BE" href="http://be.localhost:8180/nl" />');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    const config = configOf(res.body);
    expect(config).toMatchObject({
      site: 'es_ES',
      environment: 'test',
      registryUrl: '/registry/test.json',
      endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed' },
      cmsSlugs: content.cmsSlugs,
    });
    expect((config.toggles as Record<string, unknown>).es_ES).toEqual(expect.objectContaining({ customerAccount: false }));
    // the shipped configuration has no production map style: the offline default style is used
    expect(config.mapStyleUrl).toBeNull();
  });

  it('passes a configured map style to the pages, and ignores one that is not an http(s) or root-relative URL', async () => {
    const withStyle = await buildStorefront({ environment: 'test', port: 8180, shellDist: path.join(dir, 'shell'), registryDir: path.join(dir, 'registries'), contentIndex: async () => content, mapStyleUrl: 'https://tiles.example.com/style.json' });
    try {
      const res = await withStyle.inject({ url: '/', headers: { host: 'localhost:8180' } });
      expect(configOf(res.body).mapStyleUrl).toBe('https://tiles.example.com/style.json');
    } finally {
      await withStyle.close();
    }
    expect(mapStyleUrlOf('/map/style.json')).toBe('/map/style.json');
    expect(mapStyleUrlOf('javascript:alert(1)')).toBeNull();
    expect(mapStyleUrlOf('//evil.example/style.json')).toBeNull();
    expect(mapStyleUrlOf('  ')).toBeNull();
  });

  it('plain localhost is fr_FR; Belgium resolves its language from the prefix', async () => {
    expect((await app.inject({ url: '/', headers: { host: 'localhost:8180' } })).body).toContain('<html lang="fr-FR">');
    const nl = await app.inject({ url: '/nl/', headers: { host: 'be.localhost:8180' } });
    expect(nl.body).toContain('<html lang="nl-BE">');
    expect(configOf(nl.body).site).toBe('nl_BE');
    const splash = await app.inject({ url: '/', headers: { host: 'be.localhost:8180' } });
    expect(splash.statusCode).toBe(200);
    expect(configOf(splash.body).site).toBe('fr_BE');
  });

  it('unknown pages and pages of a remote missing from the registry answer 404 with noindex, follow', async () => {
    const res = await app.inject({ url: '/nothing-here', headers: { host: 'it.localhost:8180' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(res.body).toContain('<html lang="it-IT">');
    // mf_product's build is missing: its pages are 404
    expect((await app.inject({ url: '/hotel/12', headers: { host: 'localhost' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/black-friday', headers: { host: 'localhost' } })).statusCode).toBe(200);
  });

  it('mini-site pages use the mini-site registry', async () => {
    const res = await app.inject({ url: '/partner-club', headers: { host: 'localhost:8180' } });
    expect(res.statusCode).toBe(200);
    expect(configOf(res.body).registryUrl).toBe('/registry/test/minisite/partner-club.json');
  });

  it('puts the page registry in its configuration, as its registry URL answers it (the shell then does not fetch it)', async () => {
    for (const url of ['/', '/partner-club']) {
      const config = configOf((await app.inject({ url, headers: { host: 'localhost:8180' } })).body);
      const served = await app.inject({ url: config.registryUrl as string });
      expect(served.statusCode).toBe(200);
      expect(config.registry).toEqual(served.json());
    }
  });

  it('reserves the space of the top bar and of the banners the page will show (no layout shift)', async () => {
    const home = (await app.inject({ url: '/', headers: { host: 'localhost:8180' } })).body;
    expect(home).toContain('<div id="sf-banners" data-reserve></div>');
    expect(home).toContain('<div id="sf-top-bar" data-reserve></div>');
    expect(home).toMatch(/<style id="sf-banners-space">#sf-banners\[data-reserve\]\{min-height:\d+px\}/);
    // Spanish home: no banner in the CMS for es_ES
    const es = (await app.inject({ url: '/', headers: { host: 'es.localhost:8180' } })).body;
    expect(es).toContain('<div id="sf-banners"></div>');
    expect(es).not.toContain('<style id="sf-banners-space">');
    // contact: neither banners nor top bar
    const contact = (await app.inject({ url: '/contact', headers: { host: 'localhost:8180' } })).body;
    expect(contact).toContain('<div id="sf-banners"></div>');
    expect(contact).toContain('<div id="sf-top-bar"></div>');
    // customer-care pages have no banners
    expect((await app.inject({ url: '/recherche', headers: { host: 'cc.localhost:8180' } })).body).not.toContain('<style id="sf-banners-space">');
  });

  it("draws a first visitor's experiment variants into the cookie the shell reads, and reserves the promo banner variant's space", async () => {
    const first = await app.inject({ url: '/recherche', headers: { host: 'localhost:8180' } });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^sf_xp=[^;]*promoBanner%3A(control|extra10)[^;]*; path=\/; max-age=15552000; SameSite=Lax$/);
    // a returning visitor keeps their variants
    const kept = await app.inject({ url: '/recherche', headers: { host: 'localhost:8180', cookie: 'sf_xp=promoBanner%3Aextra10%2Cdates%3Acontrol' } });
    expect(String(kept.headers['set-cookie'])).toContain('promoBanner%3Aextra10');
    const space = (body: string) => /<style id="sf-banners-space">([^<]*)<\/style>/.exec(body)?.[1];
    const extra10 = await app.inject({ url: '/recherche?xp=promoBanner:extra10', headers: { host: 'localhost:8180' } });
    const control = await app.inject({ url: '/recherche?xp=promoBanner:control', headers: { host: 'localhost:8180' } });
    expect(space(extra10.body)).toContain('min-height:83px'); // phones: the long link wraps over two lines
    expect(space(control.body)).not.toContain('min-height:83px');
    expect(space(kept.body)).toBe(space(extra10.body));
  });

  it("hints the page's own remote files so they load in parallel with the shell, and none on the 404 page", async () => {
    const search = await app.inject({ url: '/recherche', headers: { host: 'localhost:8180' } });
    expect(search.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mf-search@v1/mf-manifest.json" />');
    expect(search.body).toContain('<link rel="preload" as="script" href="/remotes/mf-search@v1/remoteEntry.js" />');
    expect(search.body).toContain('<link rel="preload" as="script" href="/remotes/mf-search@v1/123.abcdef12.js" />');
    expect(search.body).not.toContain('456.lazy.js');
    // no first view here (the remote is not this repository's build): the browser renders the page, but axios loads
    // with the first call that is not a read before usable (docs/decisions/0121)
    expect(search.body).not.toContain('api-transport.0a1b2c3d.js');
    expect(search.body).not.toContain('mf-content@v1/remoteEntry.js');
    const missing = await app.inject({ url: '/page-inconnue/x', headers: { host: 'localhost:8180' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('rel="preload"');
  });

  it('injected JSON cannot close its script element', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('a hostile path renders the 404 page, never an error', async () => {
    // malformed percent-encoding is refused by the router with a 400
    expect((await app.inject({ url: '/%E0%A4%A', headers: { host: 'localhost' } })).statusCode).toBe(400);
    for (const url of ['/<script>alert(1)</script>', '/' + 'x'.repeat(3000), '/hotel/1%00']) {
      const res = await app.inject({ url, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<script>alert(1)</script>');
    }
  });
});
