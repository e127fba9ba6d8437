/**
 * The one-process storefront's HTTP limits (the API's settings: REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS,
 * KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS), over real sockets: a slow body or slow headers cannot hold a connection,
 * an idle keep-alive connection is closed, and connections beyond the cap are refused.
 */
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
