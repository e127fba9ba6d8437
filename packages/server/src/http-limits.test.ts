/**
 * The one-process storefront's HTTP limits (the API's settings: REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS,
 * KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS), over real sockets: a slow body or slow headers cannot hold a connection,
 * an idle keep-alive connection is closed, and connections beyond the cap are refused.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildStorefront } from './app';
import { content } from './test-storefront';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildStorefront({
    environment: 'test',
    port: 8180,
    contentIndex: async () => content,
    http: { requestTimeoutMs: 1_000, headersTimeoutMs: 500, keepAliveTimeoutMs: 300, maxConnections: 3 },
    // a route that reads a body, as the API's do
    registerApi: async (instance) => {
      instance.post('/gateway/echo', async (request) => ({ received: request.body }));
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

interface Probe {
  socket: net.Socket;
  received: () => string;
  /** ms from connection to the server closing it, or null if still open after `withinMs` */
  closedWithin: (withinMs: number) => Promise<number | null>;
}

async function connect(): Promise<Probe> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const started = Date.now();
  let data = '';
  let closedAt: number | null = null;
  socket.on('data', (chunk) => (data += chunk.toString()));
  socket.on('error', () => undefined); // a reset is a close too
  socket.on('close', () => (closedAt = Date.now()));
  return {
    socket,
    received: () => data,
    async closedWithin(withinMs) {
      const deadline = started + withinMs;
      while (closedAt === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return closedAt === null ? null : closedAt - started;
    },
  };
}

/** Writes a byte every 100 ms until the socket closes. */
function trickle(probe: Probe, byte: string): () => void {
  const timer = setInterval(() => {
    if (!probe.socket.destroyed) probe.socket.write(byte);
  }, 100);
  return () => clearInterval(timer);
}

it('a slow request body is cut at the request timeout with a 408', async () => {
  const probe = await connect();
  probe.socket.write('POST /gateway/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n"');
  const stop = trickle(probe, 'x');
  const closed = await probe.closedWithin(4_000);
  stop();
  probe.socket.destroy();
  expect(closed).not.toBeNull();
  expect(closed!).toBeLessThan(3_000);
  expect(probe.received()).toMatch(/^HTTP\/1\.1 408/);
});

it('slow headers are cut at the header timeout', async () => {
  const probe = await connect();
  probe.socket.write('GET /registry/registry.json HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
  const stop = trickle(probe, 'a');
  const closed = await probe.closedWithin(4_000);
  stop();
  probe.socket.destroy();
  expect(closed).not.toBeNull();
  expect(closed!).toBeLessThan(2_600);
});

it('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
  const probe = await connect();
  probe.socket.write('POST /gateway/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
  const closed = await probe.closedWithin(3_000);
  probe.socket.destroy();
  expect(probe.received()).toMatch(/^HTTP\/1\.1 200/);
  expect(closed).not.toBeNull();
  expect(closed!).toBeLessThan(1_500);
});

it('connections beyond the cap are closed at once; a freed place serves again', async () => {
  const held = [await connect(), await connect(), await connect()];
  const extra = await connect();
  expect(await extra.closedWithin(1_000)).not.toBeNull();
  expect(extra.received()).toBe('');
  for (const probe of held) probe.socket.destroy();
  await new Promise((r) => setTimeout(r, 100));
  const again = await connect();
  again.socket.write('POST /gateway/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 7\r\nConnection: close\r\n\r\n{"a":1}');
  await again.closedWithin(2_000);
  expect(again.received()).toMatch(/^HTTP\/1\.1 200[\s\S]*\{"received":\{"a":1\}\}/);
});

describe('with the default keep-alive timeout', () => {
  let defaults: FastifyInstance;
  let defaultPort: number;
  beforeAll(async () => {
    defaults = await buildStorefront({
      environment: 'test',
      port: 8180,
      contentIndex: async () => content,
      registerApi: async (instance) => {
        instance.get('/gateway/ping', async () => ({ ok: true }));
      },
    });
    await defaults.listen({ port: 0, host: '127.0.0.1' });
    defaultPort = (defaults.server.address() as AddressInfo).port;
  });
  afterAll(() => defaults.close());

  /** GET through `agent`; whether the request went out on a connection the agent kept from before. */
  const get = (agent: http.Agent) =>
    new Promise<{ status: number; keepAlive: string; reused: boolean }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port: defaultPort, path: '/gateway/ping', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, keepAlive: String(response.headers['keep-alive']), reused: request.reusedSocket }));
      });
      request.on('error', reject);
    });

  it('a client that reuses a connection idle for longer than Node\'s 5 s (+1 s) default is served, not reset', async () => {
    // Playwright's request context: a keep-alive agent with no idle limit, which ignores the server's timeout hint
    const agent = new http.Agent({ keepAlive: true });
    try {
      const first = await get(agent);
      expect(first).toMatchObject({ status: 200, reused: false });
      expect(first.keepAlive).toBe('timeout=65');
      // the old default closed the connection after 6 s; a request sent then was reset (ECONNRESET) at random
      await new Promise((r) => setTimeout(r, 6_500));
      expect(await get(agent)).toMatchObject({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
