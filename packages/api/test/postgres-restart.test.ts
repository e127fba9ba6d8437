/**
 * With DATABASE_URL the API survives a PostgreSQL restart: while the server is down every data route answers
 * 503 DATABASE_UNAVAILABLE (health 503), the process keeps running (the pool's error listener takes the cut idle
 * connections), and once the server is back the same routes answer 200 again without restarting the API.
 * Uses its own throwaway PostgreSQL cluster (Debian binaries, as CI installs them), so it runs on both CI legs.
 */
import { migrate, openDatabase, type Database } from '../src/db';
import { buildApp } from '../src/server/build-app';
import { readConfig } from '../src/server/config';
import { startPgCluster, type PgCluster } from '../bench/pg-cluster';
import { json } from './helpers';
import type { FastifyInstance } from 'fastify';

let cluster: PgCluster;
let database: Database;
let app: FastifyInstance;
const poolErrors: Error[] = [];

beforeAll(async () => {
  cluster = await startPgCluster({ maxConnections: 20 });
  database = await openDatabase({ databaseUrl: cluster.url, poolSize: 4, onPoolError: (e) => poolErrors.push(e) });
  await migrate(database);
  app = await buildApp({ database, config: readConfig({}) });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  cluster?.stop();
});

const get = (url: string) => app.inject({ method: 'GET', url });

async function eventually(url: string, status: number, attempts = 40): Promise<number> {
  let last = 0;
  for (let i = 0; i < attempts; i++) {
    last = (await get(url)).statusCode;
    if (last === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}

test('503 while PostgreSQL is down, 200 again once it is back, the process alive throughout', async () => {
  // connections in the pool, idle when the server goes away
  expect((await get('/api/health')).statusCode).toBe(200);
  expect((await get('/api/cms/minisites')).statusCode).toBe(200);
  expect((await get('/api/weekend/1/detail.json')).statusCode).toBe(404);

  cluster.stopServer();
  const health = await get('/api/health');
  expect(health.statusCode).toBe(503);
  expect(json(health)).toEqual({ status: 'degraded', database: 'down' });
  for (const url of ['/api/cms/minisites', '/api/weekend/1/detail.json', '/api/hotel/1/reviews.json', '/api/cms/homepage?locale=fr_FR']) {
    const res = await get(url);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(json(res).error.code).toBe('DATABASE_UNAVAILABLE');
  }
  // validation needs no database
  expect((await get('/product/1/quote?checkin=nope')).statusCode).toBe(400);

  cluster.startServer();
  expect(await eventually('/api/health', 200)).toBe(200);
  expect((await get('/api/cms/minisites')).statusCode).toBe(200);
  expect((await get('/api/weekend/1/detail.json')).statusCode).toBe(404);
  // any error of a cut idle connection went to the pool's listener (an unhandled one would have crashed the run)
  for (const error of poolErrors) expect(error).toBeInstanceOf(Error);
}, 120_000);
