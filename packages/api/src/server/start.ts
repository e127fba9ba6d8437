import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { migrate, openDatabase } from '../db';
import { seedIfEmpty } from '../catalogue';
import { buildApp, loggerOptions } from './build-app';
import { readConfig, type ApiConfig } from './config';
import type { ApiDatabase } from './database';
import { installGracefulShutdown } from './lifecycle';

export interface PreparedDatabase {
  database: ApiDatabase;
  config: ApiConfig;
}

/**
 * Opens the configured database (PGlite in dataDir, or PostgreSQL at databaseUrl), applies the migrations and
 * seeds the catalogue when the database is empty. The storefront server uses it before mounting `apiPlugin`.
 */
export async function prepareDatabase(
  config: ApiConfig = readConfig(),
  log: (message: string) => void = (m) => console.log(`[api] ${m}`),
): Promise<ApiDatabase> {
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(config.dataDir)}`;
  log(`opening ${target}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log('applying migrations');
  await migrate(database);
  const started = Date.now();
  log(`seeding the ${config.catalogueSize} catalogue if the database is empty...`);
  let lastTable = '';
  const result = await seedIfEmpty(database, config.catalogueSize, (progress) => {
    if (progress.table !== lastTable) {
      lastTable = progress.table;
      log(`  seeding ${progress.table}: ${progress.rows} rows, ${progress.hotels} hotels (${Math.round(progress.elapsedMs / 100) / 10} s)`);
    }
  });
  log(
    result.seeded
      ? `seeded the ${config.catalogueSize} catalogue in ${Math.round((Date.now() - started) / 100) / 10} s`
      : 'catalogue already present',
  );
  return database;
}

export interface StartedApi {
  app: FastifyInstance;
  database: ApiDatabase;
  config: ApiConfig;
  url: string;
  /** Graceful stop (what SIGTERM does), without exiting the process. */
  stop: () => Promise<void>;
}

/** Reads the environment, prepares the database, builds and starts the standalone API with graceful shutdown. */
export async function startApi(
  options: { config?: ApiConfig; exitOnSignal?: boolean } = {},
): Promise<StartedApi> {
  const config = options.config ?? readConfig();
  const logger = pino(loggerOptions() as pino.LoggerOptions);
  const database = await prepareDatabase(config, (m) => logger.info(m));
  const app = await buildApp({ database, config, logger });
  app.addHook('onClose', async () => {
    await database.close();
  });
  if (options.exitOnSignal !== false) {
    installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
  }
  const url = await app.listen({ port: config.port, host: config.host });
  logger.info(`storefront API listening on ${url} (OpenAPI: ${url}/api/openapi.json)`);
  return { app, database, config, url, stop: () => app.close() };
}
