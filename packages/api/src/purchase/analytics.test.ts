/** POST /gateway/analytics/ga/collect/{pos} through the real app and database. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { json, testApi, type TestApi } from '../../test/helpers';
import { ANALYTICS_BODY_LIMIT } from './analytics';

let api: TestApi;
let client = 0;
beforeAll(async () => {
  api = await testApi({ config: { analyticsRateLimit: 5 } });
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const collect = (pos: string, body: unknown, remoteAddress = `10.9.0.${++client}`) =>
  api.app.inject({ method: 'POST', url: `/gateway/analytics/ga/collect/${pos}`, remoteAddress, payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const stored = async () => (await queryRows<{ n: number }>(api.database.db, sql`select count(*)::int as n from analytics_events`))[0]!.n;

it('stores each event of a beacon with its site and answers 204', async () => {
  const before = await stored();
  const res = await collect('es_ES', {
    client_id: '1234.5678',
    session_id: 's-1',
    events: [
      { name: 'add_to_cart', params: { currency: 'EUR', value: 259.5, items: [{ item_id: '42', item_name: 'Escapada', price: 259.5, quantity: 1 }] } },
      { name: 'begin_checkout' },
    ],
  });
  expect([res.statusCode, res.body]).toEqual([204, '']);
  expect(await stored()).toBe(before + 2);
  const rows = await queryRows<{ pos: string; name: string; payload: Record<string, unknown> }>(api.database.db, sql`select pos, name, payload from analytics_events order by id desc limit 2`);
  expect(rows.map((r) => [r.pos, r.name])).toEqual([
    ['es_ES', 'begin_checkout'],
    ['es_ES', 'add_to_cart'],
  ]);
  expect(rows[1]!.payload).toEqual({ clientId: '1234.5678', sessionId: 's-1', params: { currency: 'EUR', value: 259.5, items: [{ item_id: '42', item_name: 'Escapada', price: 259.5, quantity: 1 }] } });
});

it('reads a beacon sent as text/plain (navigator.sendBeacon) like JSON', async () => {
  const before = await stored();
  const send = (payload: string) =>
    api.app.inject({ method: 'POST', url: '/gateway/analytics/ga/collect/fr_BE', remoteAddress: `10.9.1.${++client}`, payload, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
  expect((await send(JSON.stringify({ client_id: 'b1', events: [{ name: 'purchase', params: { value: 99 } }] }))).statusCode).toBe(204);
  const bad = await send('{"client_id":');
  expect(bad.statusCode).toBe(400);
  expect(json(bad).error.fields).toEqual([{ field: 'body', message: expect.any(String) }]);
  expect(await stored()).toBe(before + 1);
});

it('refuses bad beacons with a 4xx and stores nothing', async () => {
  const before = await stored();
  const ok = { client_id: 'c1', events: [{ name: 'purchase', params: { value: 10 } }] };
  const cases: [string, unknown, number][] = [
    ['xx_XX', ok, 404],
    ['fr-FR', ok, 400],
    ['fr_FR', { ...ok, events: [] }, 400],
    ['fr_FR', { ...ok, events: [{ name: 'page_hacked' }] }, 400],
    ['fr_FR', { events: ok.events }, 400],
    ['fr_FR', { ...ok, client_id: '<script>' }, 400],
    ['fr_FR', { ...ok, events: Array.from({ length: 26 }, () => ({ name: 'view_item' })) }, 400],
    ['fr_FR', { ...ok, events: [{ name: 'view_item', params: { 'bad key': 1 } }] }, 400],
    ['fr_FR', '{"client_id":', 400],
    ['fr_FR', { ...ok, events: [{ name: 'view_item', params: { note: 'x'.repeat(400) } }], padding: 'x'.repeat(ANALYTICS_BODY_LIMIT) }, 413],
  ];
  for (const [pos, body, status] of cases) {
    const res = await collect(pos, body);
    expect([pos, JSON.stringify(body).slice(0, 60), res.statusCode]).toEqual([pos, JSON.stringify(body).slice(0, 60), status]);
    expect(json(res).error.code).toEqual(expect.any(String));
  }
  expect(await stored()).toBe(before);
});

it('refuses params that are not flat values or lists of items, naming the event', async () => {
  const bad = [{ deep: { a: 1 } }, { items: [[1]] }, { items: [{ nested: { a: 1 } }] }, { items: Array.from({ length: 21 }, () => ({ a: 1 })) }, { note: 'x'.repeat(501) }];
  for (const params of bad) {
    const res = await collect('nl_NL', { client_id: 'c3', events: [{ name: 'view_item' }, { name: 'select_item', params }] });
    expect([JSON.stringify(params).slice(0, 40), res.statusCode, json(res).error.fields?.[0]?.field]).toEqual([JSON.stringify(params).slice(0, 40), 400, 'events.1.params']);
  }
});

it('an event whose stored form would pass the table bound is a 413, not a 500', async () => {
  // under 8 KB as sent, over 8 KB as jsonb text, which adds a space after every ':' and ','
  const keys = 'abcdefghijklmnopqrstuvwxyzABCD';
  const items = Array.from({ length: 20 }, () => Object.fromEntries([...keys].map((k) => [k, 0])));
  const texts = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`t${i}`, 'x'.repeat(480)]));
  const body = JSON.stringify({ client_id: 'c', events: [{ name: 'purchase', params: { items, ...texts } }] });
  expect(body.length).toBeLessThan(ANALYTICS_BODY_LIMIT);
  expect(body.length + (body.match(/[:,]/g)?.length ?? 0)).toBeGreaterThan(ANALYTICS_BODY_LIMIT);
  const res = await collect('fr_FR', body);
  expect(res.statusCode).toBe(413);
});

it('limits each client per minute, in the database (429 with Retry-After), other clients unaffected', async () => {
  const body = { client_id: 'c2', events: [{ name: 'view_item' }] };
  const codes: number[] = [];
  for (let i = 0; i < 7; i++) codes.push((await collect('it_IT', body, '10.9.9.9')).statusCode);
  expect(codes).toEqual([204, 204, 204, 204, 204, 429, 429]);
  const limited = await collect('it_IT', body, '10.9.9.9');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(json(limited).error.code).toBe('TOO_MANY_REQUESTS');
  expect((await collect('it_IT', body, '10.9.9.10')).statusCode).toBe(204);
  const [row] = await queryRows<{ hits: number }>(api.database.db, sql`select max(hits)::int as hits from rate_limit_hits where bucket = 'analytics'`);
  expect(row!.hits).toBeGreaterThanOrEqual(8);
});
