/**
 * @storefront/server: one Fastify process serving the storefront at http://localhost:8080 — the API (embedded
 * PGlite in DATA_DIR unless DATABASE_URL is set, seeded on first start), the shell, the remotes' builds, the
 * registries and the pages.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES, accountOf, agentOf, catalogueVersion, apiPlugin, handleFrameworkError, sendNotFound, prepareDatabase, readConfig, type CatalogueSize } from '@storefront/api';
import type { Environment } from '@storefront/contracts';
import { buildStorefront, ROOT } from './app';
import { databaseContentIndex } from './content-index';
import { isEnvironment } from './storefront-config';
import { firstViewLimitsOf } from './first-view-cache';
import { startLocalPsp, wantsLocalPsp, type LocalPsp } from './local-psp';

export { buildStorefront, REGISTRY_COOKIE, ROOT, type StorefrontOptions } from './app';
export { cacheControlFor } from './static-files';
export { renderPage, runtimeConfigFor } from './pages';
export { scriptJson } from './html';
export { SHELL_STARTUP_SHARED, manifestReader } from './preload';

export interface StartOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  catalogueSize?: CatalogueSize;
  environment?: Environment;
  registryDir?: string;
  registryName?: string;
  shellDist?: string;
  remotesDir?: string;
  log?: (message: string) => void;
}

export interface StartedStorefront {
  app: FastifyInstance;
  url: string;
  stop: () => Promise<void>;
}

/**
 * Reads the environment: PORT, DATA_DIR, CATALOGUE_SIZE, DATABASE_URL, STOREFRONT_ENV, REGISTRY_DIR, REGISTRY_NAME
 * (which registry.<name>.json pages use, default the environment's), SHELL_DIST (the shell's build, default
 * shell/dist), REMOTES_DIR, MAP_STYLE_URL (the map's MapLibre style; default: the offline style),
 * FIRST_VIEW_TIMEOUT_MS (how long a page waits for its server first view; default 1000: first-view.ts),
 * FIRST_VIEW_CONCURRENCY, FIRST_VIEW_QUEUE, FIRST_VIEW_CACHE_TTL_MS (first-view-cache.ts), PSP_API_*
 * (the payment service; unset in development and test: the local test PSP of local-psp.ts, on PSP_TEST_PORT).
 */
export async function startStorefront(options: StartOptions = {}): Promise<StartedStorefront> {
  const log = options.log ?? ((m: string) => console.log(`[storefront] ${m}`));
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  const envName = options.environment ?? process.env.STOREFRONT_ENV ?? 'development';
  if (!isEnvironment(envName)) throw new Error(`STOREFRONT_ENV must be development, test, staging or production (got "${envName}")`);
  const apiConfig = readConfig({
    ...process.env,
    STOREFRONT_ENV: envName,
    PORT: String(port),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...(options.catalogueSize ? { CATALOGUE_SIZE: options.catalogueSize } : {}),
  });
  let localPsp: LocalPsp | null = null;
  if (wantsLocalPsp(envName, process.env)) {
    const started = await startLocalPsp(apiConfig.psp, process.env);
    localPsp = started.server;
    apiConfig.psp = started.config;
    log(`payments: the local test PSP on ${localPsp.url} (test cards only; set PSP_API_HOST for a real PSP)`);
  }
  const database = await prepareDatabase(apiConfig, (m) => log(m));
  const app = await buildStorefront({
    environment: envName,
    port,
    registryDir: options.registryDir ?? process.env.REGISTRY_DIR ?? undefined,
    registryName: options.registryName ?? process.env.REGISTRY_NAME ?? undefined,
    shellDist: options.shellDist ?? process.env.SHELL_DIST ?? undefined,
    remotesDir: options.remotesDir ?? process.env.REMOTES_DIR ?? undefined,
    mapStyleUrl: process.env.MAP_STYLE_URL || undefined,
    firstViewTimeoutMs: Number(process.env.FIRST_VIEW_TIMEOUT_MS) > 0 ? Number(process.env.FIRST_VIEW_TIMEOUT_MS) : undefined,
    developmentBuilds: process.env.DEVELOPMENT_BUILDS === '1',
    catalogueVersion: () => catalogueVersion(database.db),
    firstViewLimits: firstViewLimitsOf(process.env),
    http: apiConfig,
    contentIndex: databaseContentIndex(database),
    frameworkErrors: handleFrameworkError,
    apiPrefixes: API_PREFIXES,
    notFound: sendNotFound,
    googleClientId: apiConfig.customerCare.googleClientId,
    customerCareAgent: async (cookieHeader) => (await agentOf(database.db, cookieHeader))?.email ?? null,
    customerSignedIn: async (cookieHeader) => (await accountOf(database.db, cookieHeader)) !== null,
    registerApi: async (instance) => {
      await instance.register(apiPlugin, { database, config: apiConfig });
    },
    log,
  });
  app.addHook('onClose', async () => {
    await database.close?.();
    await localPsp?.close();
  });
  const url = await app.listen({ port, host: options.host ?? process.env.HOST ?? '0.0.0.0' });
  localPsp?.setWebhookUrl(`http://127.0.0.1:${port}/gateway/purchase/psp-webhook`);
  const shellDist = options.shellDist ?? process.env.SHELL_DIST ?? path.join(ROOT, 'shell/dist');
  const registryName = options.registryName ?? process.env.REGISTRY_NAME ?? envName;
  log(`serving the storefront on http://localhost:${port} (shell: ${path.relative(ROOT, shellDist) || shellDist}, environment: ${envName}, registry: ${registryName})`);
  return { app, url, stop: () => app.close() };
}
