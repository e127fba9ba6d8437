/** The storefront of the server's tests: a shell build, two remote builds and registries in a temporary folder. */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildStorefront, ROOT } from './app';
import type { ContentIndex } from './content-index';

export const content: ContentIndex = {
  cmsSlugs: { fr_FR: ['black-friday'], es_ES: ['rebajas'] },
  minisites: [{ id: 360, slug: 'partner-club', locale: 'fr_FR', partnerName: 'Partner Club' }],
  banners: {
    announcement: { homePages: [{ flow: 'booking', localizations: [{ locale: 'fr_FR', content: '<p>Ventes flash</p>' }] }] },
    promoBars: { fr_FR: [{ page: 'search', flow: 'booking', links: [{ label: 'Dernière minute' }] }] },
    experimentBanners: { fr_FR: { label: '10 % de réduction supplémentaire sur une sélection de séjours', url: '/recherche' } },
  },
};

/** The customer-care agent session the test storefront knows (any other cookie value is nobody's). */
export const AGENT_SESSION = 'verified-session';
/** The customer session the test storefront knows. */
export const CUSTOMER_SESSION = 'customer-session';

/** A shell script big enough to be compressed (over the 1 KB threshold). */
export const VENDOR_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

export function configOf(html: string): Record<string, unknown> {
  const m = /<script id="storefront-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no runtime config in page');
  return JSON.parse(m[1] as string) as Record<string, unknown>;
}

export interface TestStorefront {
  /** The temporary folder: shell/, remotes/, registries/ */
  dir: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A test-environment storefront on port 8180, its remotes mf-content@v1 and mf-search@v1 built, mf-product@v9 not. */
/** `options`: the environment (default test) and Google's client id of customer-care sign-in (default none). */
export async function testStorefront(options: { environment?: 'test' | 'production'; googleClientId?: string } = {}): Promise<TestStorefront> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-server-'));
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
  const app = await buildStorefront({
    environment: options.environment ?? 'test',
    googleClientId: options.googleClientId ?? null,
    port: 8180,
    shellDist,
    registryDir: registries,
    remotesDir: remotes,
    contentIndex: async () => content,
    apiPrefixes: ['/api', '/gateway', '/wed'],
    // the API's session lookup (identity/agent-sessions.ts, tested there): one known session
    customerCareAgent: async (cookieHeader) => (cookieHeader?.includes(`sf_agent=${AGENT_SESSION}`) ? 'paul@customer-care.test' : null),
    customerSignedIn: async (cookieHeader) => !!cookieHeader?.includes(`sf_session=${CUSTOMER_SESSION}`),
  });
  return {
    dir,
    app,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
