/** Graceful shutdown and database outage, over real HTTP. */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { testDatabase } from '../src/db/testing';
import { buildApp } from '../src/server/build-app';
import { readConfig } from '../src/server/config';
import { installGracefulShutdown } from '../src/server/lifecycle';
import { json } from './helpers';

/** Sends raw HTTP/1.1 text on one connection and collects everything until the server closes it. */
function rawExchange(port: number, text: string, afterWrite: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(text);
      afterWrite();
    });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
    socket.setTimeout(15_000, () => socket.destroy(new Error('timeout')));
  });
}

describe('graceful shutdown', () => {
  test('SIGTERM handling: in-flight requests finish, then the process exits 0 well within 10 s', async () => {
    const database = await testDatabase();
    const app = await buildApp({ database, config: readConfig({}) });
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      // A slow request: it is in flight when the shutdown starts.
      app.get('/test/slow', async () => {
        resolve();
        await new Promise<void>((r) => (release = r));
        return { finished: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const exits: number[] = [];
    const shutdown = installGracefulShutdown(app, { signals: [], timeoutMs: 10_000, exit: (code) => exits.push(code) });
    const exchange = rawExchange(
      port,
      'GET /test/slow HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      () => void 0,
    );
    await started;
    const began = Date.now();
    const closing = shutdown();
    await new Promise((r) => setTimeout(r, 50));
    expect(exits).toEqual([]); // still waiting for the in-flight request
    release();
    const first = await exchange;
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('"finished":true');
    await closing;
    expect(exits).toEqual([0]);
    expect(Date.now() - began).toBeLessThan(10_000);
    await database.close();
  });

  test('a request reaching the API while it closes gets 503 SHUTTING_DOWN', async () => {
    const database = await testDatabase();
    const app = await buildApp({ database, config: readConfig({}) });
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/test/slow', async () => {
        resolve();
        await new Promise<void>((r) => (release = r));
        return { finished: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // The connection is open (its first request in flight) when the shutdown starts; a second request then
    // arrives on it and gets the API's 503.
    let socket: net.Socket | undefined;
    const exchange = new Promise<string>((resolve, reject) => {
      socket = net.connect(port, '127.0.0.1', () => socket!.write('GET /test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    await started;
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 50));
    socket!.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await new Promise((r) => setTimeout(r, 50));
    release();
    const text = await exchange;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain('"finished":true');
    expect(text).toMatch(/HTTP\/1\.1 503[\s\S]*"code":"SHUTTING_DOWN"/);
    await closing;
    await database.close();
  });
  test('a client that hangs up does not leave its handler querying a closed database', async () => {
    // As in start.ts, the database is closed by an onClose hook. The request's query is held until the shutdown
    // has started and the client is gone; closing must wait for it instead of ending the pool under it.
    const database = await testDatabase();
    const app = await buildApp({ database, config: readConfig({}) });
    const events: string[] = [];
    app.addHook('onClose', async () => {
      events.push('database closed');
      await database.close();
    });
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    let held: () => void = () => {};
    let holding = false;
    const reached = new Promise<void>((resolve) => {
      client.query = async (...args: unknown[]) => {
        // the SQL text is the first argument (PGlite) or its `text` (node-postgres query config)
        const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: unknown } | undefined)?.text ?? '');
        if (!holding && text.includes('cms_documents')) {
          holding = true;
          resolve();
          await new Promise<void>((r) => (held = r));
          const result = await query(...args);
          events.push('late query done');
          return result;
        }
        return query(...args);
      };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/cms/homepage?locale=fr_FR HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    socket.on('error', () => undefined);
    await reached;
    socket.destroy(); // the client hangs up while its handler waits for the database
    await new Promise((r) => setTimeout(r, 50));
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual([]); // the database stays open while the handler runs
    held();
    await closing;
    expect(events).toEqual(['late query done', 'database closed']);
  });
});

describe('database down', () => {
  test('health reports down with 503, data routes answer 503 JSON, the process keeps serving', async () => {
    const database = await testDatabase();
    const app = await buildApp({ database, config: readConfig({}) });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await database.close();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(json(health)).toEqual({ status: 'degraded', database: 'down' });
    for (const url of ['/api/cms/homepage?locale=fr_FR', '/api/weekend/1/detail.json', '/product/1/quote?checkin=2030-01-01&nights=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(json(res).error.code).toBe('DATABASE_UNAVAILABLE');
    }
    // Bad input is still a 400 (validated before any query), images still render.
    expect((await app.inject({ method: 'GET', url: '/product/1/quote?checkin=nope' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/images/hotel/1/120_80.svg' })).statusCode).toBe(200);
    await app.close();
  });
});
