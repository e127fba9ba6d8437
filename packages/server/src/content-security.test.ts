import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoute, type FirstView, type RuntimeConfig } from '@storefront/contracts';
import { buildStorefront, ROOT } from './app';
import { contentSecurityPolicy, pageSecurityHeaders } from './content-security';
import { renderPage } from './pages';
import { content, testStorefront, type TestStorefront } from './test-storefront';

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(/;\s*/).map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('the Content-Security-Policy of pages', () => {
  let storefront: TestStorefront;
  beforeAll(async () => {
    storefront = await testStorefront();
  });
  afterAll(() => storefront.close());

  it('every page kind: scripts from the origin, the registry remotes and the response nonce only; framed by the site only', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/recherche', '/sejour/100227', '/ville/paris', '/page-that-does-not-exist', '/partner-club']) {
      const res = await storefront.app.inject({ url, headers: { host: 'fr.localhost:8180' } });
      expect(res.headers['content-type']).toContain('text/html');
      const csp = directives(String(res.headers['content-security-policy']));
      const nonce = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(csp['script-src']!.find((v) => v.startsWith("'nonce-"))!)![1]!;
      nonces.add(nonce);
      // the test registry's remotes: three on the page's origin, mf_gift on a dev server
      expect(csp['script-src']!.filter((v) => !v.startsWith("'nonce-"))).toEqual(["'self'", ...(url === '/partner-club' ? [] : ['http://localhost:3004'])]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['report-uri']).toEqual(['/gateway/csp-reports']);
      // outside development
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    expect(nonces.size).toBe(6);
  });

  it('in development: no HSTS (plain http on localhost) nor COOP; eval only for webpack development builds', async () => {
    const shellDist = path.join(storefront.dir, 'shell');
    const registryDir = path.join(storefront.dir, 'registries');
    for (const developmentBuilds of [false, true]) {
      const app = await buildStorefront({ environment: 'development', port: 8080, shellDist, registryDir, contentIndex: async () => content, developmentBuilds });
      const res = await app.inject({ url: '/', headers: { host: 'fr.localhost:8080' } });
      await app.close();
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(directives(String(res.headers['content-security-policy']))['script-src']!.includes("'unsafe-eval'")).toBe(developmentBuilds);
    }
  });

  it('allows the API, map style and remote origins where the page needs them, each once', () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: 'abc',
        config: {
          environment: 'production',
          registry: { environment: 'production', remotes: { mf_search: 'https://cdn.example.com/search/mf-manifest.json', mf_product: 'https://cdn.example.com/product/mf-manifest.json', mf_content: '/remotes/mf-content/mf-manifest.json' } },
          endpoints: { api: 'https://api.example.com/api', frontGateway: 'https://api.example.com/gateway', wedEndpoint: '/wed', origin: '' },
          mapStyleUrl: 'https://tiles.example.com/style.json',
        },
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com', "'nonce-abc'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com', 'https://api.example.com', 'https://tiles.example.com']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:', 'https://cdn.example.com']);
    expect(policy['report-uri']).toEqual(['https://api.example.com/gateway/csp-reports']);
    expect(pageSecurityHeaders({ nonce: 'abc', config: { environment: 'production', endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' }, mapStyleUrl: null } })['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe("customer-care hosts: Google Identity Services' sign-in button", () => {
  const endpoints = { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' };
  const policy = (customerCareHost: boolean, googleClientId: string | null) =>
    directives(
      contentSecurityPolicy({
        nonce: 'abc',
        customerCareHost,
        config: { environment: 'production', endpoints, mapStyleUrl: null, customerCare: { googleClientId, developmentIssuer: false, agent: null } },
      }),
    );

  it("allows Google's script, sheet, frame and calls on customer-care hosts when Google's client id is set, nowhere else", () => {
    const google = policy(true, 'client.apps.googleusercontent.com');
    expect(google['script-src']).toEqual(["'self'", "'nonce-abc'", 'https://accounts.google.com/gsi/client']);
    expect(google['style-src']).toContain('https://accounts.google.com/gsi/');
    expect(google['connect-src']).toContain('https://accounts.google.com/gsi/');
    expect(google['frame-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    for (const other of [policy(false, 'client.apps.googleusercontent.com'), policy(true, null)]) {
      expect(Object.values(other).flat().some((v) => v.includes('google'))).toBe(false);
      expect(other['frame-src']).toBeUndefined();
    }
  });

  it('the pages of a production storefront with Google sign-in: the customer-care host allows it, the site does not', async () => {
    const storefront = await testStorefront({ environment: 'production', googleClientId: 'client.apps.googleusercontent.com' });
    try {
      const cc = await storefront.app.inject({ url: '/recherche', headers: { host: 'cc.localhost:8180' } });
      expect(directives(String(cc.headers['content-security-policy']))['script-src']).toContain('https://accounts.google.com/gsi/client');
      const site = await storefront.app.inject({ url: '/', headers: { host: 'fr.localhost:8180' } });
      expect(String(site.headers['content-security-policy'])).not.toContain('accounts.google.com');
    } finally {
      await storefront.close();
    }
  });
});

describe('the nonce in the page', () => {
  const template = readFileSync(path.join(ROOT, 'shell/public/index.html'), 'utf8').replace('</head>', '<script defer src="/main.1a2b3c4d.js"></script></head>');
  const config = {
    environment: 'production',
    endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
    site: 'fr_FR',
    origins: { fr_FR: 'https://www.weekend-stays.fr' },
    toggles: { fr_FR: { customerAccount: false, boxes: true, activityOnly: true, physicalVoucher: true } },
    cmsSlugs: { fr_FR: [] },
    minisites: [],
    messengerAppId: null,
    mapStyleUrl: null,
    showErrors: false,
    hosts: { hosts: {}, defaultSite: 'fr_FR', customerCarePrefix: 'cc.' },
  } as unknown as RuntimeConfig;
  const route = matchRoute('/sejour/100227', 'fr_FR', { toggles: { boxes: true, activityOnly: true } });
  // a first view whose content holds a script (as injected content would): it must not get the nonce
  const view: FirstView = {
    html: '<h1>Escapade</h1><script>alert(1)</script>',
    css: '',
    state: { remote: 'mf-product', url: '/sejour/100227?<script>', viewport: 'mobile', renderedAt: 0, data: {} },
  };
  const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

  it("is on the shell's scripts, without a first view", () => {
    const scripts = scriptsOf(renderPage(template, config, route, '/sejour/100227?x=<script>', undefined, [], null, 'N0nce').html);
    expect(scripts.filter((s) => s.includes('src='))).toEqual(['<script nonce="N0nce" defer src="/main.1a2b3c4d.js">']);
  });

  it('is on the inline loader of a page with a first view, never on scripts of the content', () => {
    const html = renderPage(template, config, route, '/sejour/100227', undefined, [], { view, appId: 'mf_product/spa' }, 'N0nce').html;
    const executable = scriptsOf(html).filter((s) => !s.includes('type="application/json"'));
    expect(executable).toEqual(['<script nonce="N0nce">', '<script>']);
    expect(html).toContain('<h1>Escapade</h1><script>alert(1)</script>');
  });
});
