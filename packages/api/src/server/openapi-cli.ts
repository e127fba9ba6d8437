/**
 * `npm -w @storefront/api run openapi`: writes packages/api/openapi.json (the document served at
 * /api/openapi.json). Builds the app on an empty in-memory database: the document depends on the routes only.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate, openDatabase } from '../db';
import { buildApp } from './build-app';
import { readConfig } from './config';

export const OPENAPI_FILE = path.resolve(__dirname, '../../openapi.json');

async function main(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const app = await buildApp({ database, config: readConfig({}) });
  try {
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
    const document = JSON.parse(response.body) as { paths: Record<string, unknown> };
    writeFileSync(OPENAPI_FILE, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)} (${Object.keys(document.paths).length} paths)`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
