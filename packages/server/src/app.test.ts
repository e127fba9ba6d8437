import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildStorefront, mapStyleUrlOf, ROOT } from './app';
import { scriptJson } from './html';
import type { ContentIndex } from './content-index';

const content: ContentIndex = {
  cmsSlugs: { fr_FR: ['black-friday'], es_ES: ['rebajas'] },
  minisites: [{ id: 360, slug: 'partner-club', locale: 'fr_FR', partnerName: 'Partner Club' }],
  banners: {
    announcement: { homePages: [{ flow: 'booking', localizations: [{ locale: 'fr_FR', content: '<p>Ventes flash</p>' }] }] },
    promoBars: { fr_FR: [{ page: 'search', flow: 'booking', links: [{ label: 'Dernière minute' }] }] },
    experimentBanners: { fr_FR: { label: '10 % de réduction supplémentaire sur une sélection de séjours', url: '/recherche' } },
  },
};

let dir: string;
let app: FastifyInstance;
/** A shell script big enough to be compressed (over the 1 KB threshold). */
const VENDOR_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

function configOf(html: string): Record<string, unknown> {
  const m = /<script id="storefront-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no runtime config in page');
  return JSON.parse(m[1] as string) as Record<string, unknown>;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sf-server-'));
  const shellDist = path.join(dir, 'shell');
  mkdirSync(shellDist);
  writeFileSync(path.join(shellDist, 'index.html'), readFileSync(path.join(ROOT, 'shell/public/index.html'), 'utf8'));
  writeFileSync(path.join(shellDist, 'main.1a2b3c4d.js'), 'console.log("shell")');
  writeFileSync(path.join(shellDist, 'vendor.1a2b3c4d.js'), VENDOR_SCRIPT);
  // a build's compressed copies (webpack-config PrecompressPlugin) of another script
  writeFileSync(path.join(shellDist, 'prebuilt.1a2b3c4d.js'), VENDOR_SCRIPT);
  writeFileSync(path.join(shellDist, 'prebuilt.1a2b3c4d.js.br'), brotliCompressSync(Buffer.from(VENDOR_SCRIPT), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(path.join(shellDist, 'prebuilt.1a2b3c4d.js.gz'), gzipSync(VENDOR_SCRIPT, { level: 9 }));
  const remotes = path.join(dir, 'remotes');
  for (const name of ['mf-content@v1', 'mf-search@v1']) {
    mkdirSync(path.join(remotes, name), { recursive: true });
    writeFileSync(
      path.join(remotes, name, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'spa', assets: { js: { sync: ['123.abcdef12.js'], async: ['456.lazy.js', 'api-transport.0a1b2c3d.js'] } } }],
        shared: [],
      }),
    );
    writeFileSync(path.join(remotes, name, 'remoteEntry.js'), '1');
    writeFileSync(path.join(remotes, name, '123.abcdef12.js'), '2');
  }
  const registries = path.join(dir, 'registries');
  mkdirSync(registries);
  writeFileSync(
    path.join(registries, 'registry.test.json'),
    JSON.stringify({
      environment: 'test',
      remotes: {
        mf_content: '/remotes/mf-content@v1/mf-manifest.json',
        mf_search: '/remotes/mf-search@v1/mf-manifest.json',
        mf_product: '/remotes/mf-product@v9/mf-manifest.json',
        mf_gift: 'http://localhost:3004/mf-manifest.json',
      },
      minisiteRemotes: ['mf_content', 'mf_product'],
    }),
  );
  app = await buildStorefront({
    environment: 'test',
    port: 8180,
    shellDist,
    registryDir: registries,
    remotesDir: remotes,
    contentIndex: async () => content,
    apiPrefixes: ['/api', '/gateway', '/wed'],
  });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

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
    // no first view here (the remote is not this repository's build): the browser renders the page and calls the API
    expect(search.body).toContain('<link rel="preload" as="script" href="/remotes/mf-search@v1/api-transport.0a1b2c3d.js" />');
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

describe('static files', () => {
  it('hashed files are immutable, manifests and remote entries no-cache', async () => {
    const hashed = await app.inject('/remotes/mf-content@v1/123.abcdef12.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toContain('text/javascript');
    expect((await app.inject('/remotes/mf-content@v1/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/remotes/mf-content@v1/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const shell = await app.inject('/main.1a2b3c4d.js');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toContain('immutable');
  });

  it("compresses the shell's scripts and the pages for clients that accept it (brotli, else gzip)", async () => {
    const br = await app.inject({ url: '/vendor.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(VENDOR_SCRIPT);
    const gz = await app.inject({ url: '/vendor.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(VENDOR_SCRIPT);
    const plain = await app.inject('/vendor.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR_SCRIPT);
    const page = await app.inject({ url: '/', headers: { host: 'localhost', 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<main id="sf-main"');
  });

  it("sends a build's compressed copies as they are, by the client's Accept-Encoding", async () => {
    const file = (suffix: string) => readFileSync(path.join(dir, 'shell', `prebuilt.1a2b3c4d.js${suffix}`));
    const br = await app.inject({ url: '/prebuilt.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'content-type': 'text/javascript; charset=utf-8' });
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.equals(file('.br'))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(VENDOR_SCRIPT);
    const gz = await app.inject({ url: '/prebuilt.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(file('.gz'))).toBe(true);
    const plain = await app.inject({ url: '/prebuilt.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR_SCRIPT);
  });

  it('a file rebuilt in place is served as it now is: a compressed copy that went away is not sent again', async () => {
    const file = path.join(dir, 'remotes', 'mf-search@v1', 'remoteEntry.js');
    writeFileSync(file, VENDOR_SCRIPT);
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(VENDOR_SCRIPT)));
    const before = await app.inject({ url: '/remotes/mf-search@v1/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(before.headers['content-encoding']).toBe('br');
    // a development rebuild: new content, no compressed copy
    const rebuilt = `${VENDOR_SCRIPT}\n// rebuilt`;
    writeFileSync(file, rebuilt);
    rmSync(`${file}.br`);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const after = await app.inject({ url: '/remotes/mf-search@v1/remoteEntry.js', headers: { 'accept-encoding': 'identity' } });
    expect(after.body).toBe(rebuilt);
    // a brotli client gets the new content (compressed on the fly), not the old copy
    const afterBr = await app.inject({ url: '/remotes/mf-search@v1/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(afterBr.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(afterBr.rawPayload).toString()).toBe(rebuilt);
  });

  it('unknown paths under the API prefixes keep the JSON 404, for every method', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['GET', '/gateway/x/y'], ['POST', '/wed/nope'], ['DELETE', '/nope']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('missing files and path traversal are 404', async () => {
    expect((await app.inject('/remotes/mf-content@v1/nope.js')).statusCode).toBe(404);
    expect((await app.inject('/remotes/mf-content@v1/..%2F..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await app.inject('/remotes/unknown/x.js')).statusCode).toBe(404);
    expect((await app.inject('/missing.js')).statusCode).toBe(404);
  });
});

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
