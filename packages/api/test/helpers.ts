import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db';
import { testDatabase, type TestDatabaseOptions } from '../src/db/testing';
import { buildApp } from '../src/server/build-app';
import { readConfig, type ApiConfig } from '../src/server/config';

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  config: ApiConfig;
  close(): Promise<void>;
}

/** A built (not listening) API on a fresh test database (PGlite in memory, or TEST_DATABASE_URL). */
export async function testApi(options: TestDatabaseOptions & { config?: Partial<ApiConfig> } = {}): Promise<TestApi> {
  const database = await testDatabase({ seed: options.seed });
  const config = { ...readConfig({}), ...options.config };
  const app = await buildApp({ database, config });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export function json<T = any>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}
