import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageTurns } from './pages';

/** Holds the thread as a page's synchronous work does. */
const busy = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

describe('pageTurns', () => {
  it('lets another request in between two pages of a burst (health is answered before the burst ends)', async () => {
    const turn = pageTurns();
    const order: string[] = [];
    const server = http.createServer((request, response) => {
      if (request.url === '/health') {
        order.push('health');
        response.end('ok');
        return;
      }
      void turn().then(() => {
        busy(25);
        order.push('page');
        response.end('page');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const pages = Array.from({ length: 12 }, () => fetch(`${base}/page`).then((r) => r.text()));
      // health asked once the burst is being served
      while (!order.includes('page')) await new Promise((resolve) => setTimeout(resolve, 5));
      await fetch(`${base}/health`).then((r) => r.text());
      await Promise.all(pages);
      expect(order.filter((o) => o === 'page')).toHaveLength(12);
      expect(order.indexOf('health')).toBeLessThan(11);
    } finally {
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
