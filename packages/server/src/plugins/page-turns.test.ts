import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { pageTurns } from './pages';

/** Holds the thread as a page's synchronous work does. */
const busy = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

describe('pageTurns', () => {
  it('lets another request in between two pages of a burst (health is answered before the burst ends)', async () => {
    const turn = pageTurns();
    const order: string[] = [];
    let askHealth = () => undefined as void;
    const server = http.createServer((req, res) => {
      if (req.url === '/health') {
        order.push('health');
        res.end('ok');
        return;
      }
      void turn().then(() => {
        busy(20);
        order.push('page');
        // health is asked while the burst is being served
        askHealth();
        res.end('page');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let accepted = 0;
    server.on('connection', () => accepted++);
    const connect = () => new Promise<net.Socket>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      socket.on('data', () => undefined);
    });
    const sockets = await Promise.all(Array.from({ length: 13 }, connect));
    try {
      while (accepted < 13) await new Promise((resolve) => setTimeout(resolve, 5));
      const health = sockets.pop() as net.Socket;
      askHealth = () => {
        askHealth = () => undefined;
        health.write(request('/health'));
      };
      // the 12 pages arrive together, as a burst's do
      for (const socket of sockets) socket.write(request('/page'));
      while (order.length < 13) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(order.filter((o) => o === 'page')).toHaveLength(12);
      expect(order.indexOf('health')).toBeLessThan(6);
    } finally {
      for (const socket of [...sockets]) socket.destroy();
      server.closeAllConnections();
      server.close();
    }
  });

  it('gives the turns in the order they were asked for', async () => {
    const turn = pageTurns();
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => turn().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
  });
});
