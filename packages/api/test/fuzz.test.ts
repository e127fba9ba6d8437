/**
 * Property test: random requests to every route of the API (read from the app's own OpenAPI document, so the
 * search and marketing routes of the other helpers are covered too), with valid, random and hostile path
 * parameters, query strings and bodies. No answer may be a 5xx, and the app must keep answering.
 * FUZZ_RUNS (default 2000) is the number of requests sent to EACH route (one property per route);
 * `FUZZ_RUNS=10000 npm -w @storefront/api run test:fuzz` is the longer run; each route prints its line (requests so
 * far, 5xx count, heap kept), and the heap kept must stay bounded (decision 0067).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db';
import { json, testApi, type TestApi } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
/** A long run stopped part-way is resumed from its last printed route: FUZZ_FROM=35 starts at the 35th route. */
const FROM = Math.max(1, Number(process.env.FUZZ_FROM ?? 1));
/** Most the heap kept after a full collection may grow over the run (it stays near its start once bounded). */
const HEAP_GROWTH_MB = 150;

// a full collection before each heap figure, with or without node's --expose-gc
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapKeptMb = () => {
  collectGarbage();
  return Math.round(process.memoryUsage().heapUsed / 2 ** 20);
};

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: 'GET' | 'POST';
  path: string;
  params: Parameter[];
  body?: JsonSchema;
}

let api: TestApi;
let routes: Route[];
let ids: number[];

beforeAll(async () => {
  api = await testApi({ seed: 'small', config: { bodyLimit: 64 * 1024 } });
  const doc = json(await api.app.inject({ method: 'GET', url: '/api/openapi.json' })) as { paths: Record<string, Record<string, Operation>> };
  routes = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (method !== 'get' && method !== 'post') continue;
      routes.push({
        method: method.toUpperCase() as Route['method'],
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  const rows = await queryRows<{ id: number }>(
    api.database.db,
    sql`(select id from offers order by id limit 20) union all (select id from hotels order by id limit 10)
        union all (select id from activity_products order by id limit 5) union all (select id from places order by id limit 5)
        union all (select id from activities order by id limit 5) union all (select id from minisites)`,
  );
  ids = rows.map((r) => r.id);
}, 300_000);
afterAll(async () => {
  await api?.close();
});

const hostile = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '😀'.repeat(50),
  'x'.repeat(5000),
  '2024-02-30',
  '9999-99-99',
  '2030-01-01',
  '2026-12',
  '99999999999999999999',
  '1.5',
  'DATE_DESC',
  'fr_FR',
  'ROMANCE-EBOX',
);

function valueFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [hostile, fc.string({ maxLength: 30 }), fc.integer().map(String)];
  if (!schema) return fc.oneof(...options);
  const variants = schema.anyOf ?? [schema];
  for (const v of variants) {
    if (v.enum) options.push(fc.constantFrom(...v.enum.map(String)));
    if (v.const !== undefined) options.push(fc.constant(String(v.const)));
    const type = Array.isArray(v.type) ? v.type[0] : v.type;
    if (type === 'integer' || type === 'number') {
      const min = v.minimum ?? -1000;
      const max = Math.min(v.maximum ?? 100_000, min + 200_000);
      options.push(fc.integer({ min, max }).map(String), fc.constantFrom(...ids.map(String)));
    }
    if (type === 'boolean') options.push(fc.constantFrom('true', 'false'));
    if (v.format === 'date') {
      options.push(fc.date({ min: new Date('2020-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
    }
    if (v.pattern?.includes('0[1-9]|1[0-2]')) options.push(fc.integer({ min: 0, max: 14 }).map((m) => `2027-${String(m).padStart(2, '0')}`));
  }
  return fc.oneof(...options);
}

function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const anything = fc.jsonValue({ maxDepth: 3 });
  if (!schema?.properties) return anything;
  const fields = Object.fromEntries(
    Object.entries(schema.properties).map(([key, prop]) => [key, fc.oneof(valueFor(prop).map((v) => (prop.type === 'integer' && /^-?\d+$/.test(v) ? Number(v) : v)), anything)]),
  );
  return fc.oneof(fc.record(fields, { requiredKeys: [] }), anything);
}

const requestFor = (route: Route) =>
  fc.record({
    route: fc.constant(route),
    path: fc.record(Object.fromEntries(route.params.filter((p) => p.in === 'path').map((p) => [p.name, valueFor(p.schema)]))),
    query: fc.record(Object.fromEntries(route.params.filter((p) => p.in === 'query').map((p) => [p.name, fc.oneof(valueFor(p.schema), fc.array(valueFor(p.schema), { maxLength: 3 }))])), {
      requiredKeys: [],
    }),
    body: route.method === 'POST' ? fc.oneof(bodyFor(route.body), fc.string({ maxLength: 200 }), fc.constant('x'.repeat(70 * 1024))) : fc.constant(undefined),
    rawQuery: fc.oneof(fc.constant(''), fc.constantFrom('&&&', '&a[b]=1', '&%zz', '&locale&locale=fr_FR')),
    // header parameters (the Idempotency-Key of the order and payment routes): absent, random, hostile or a fresh key
    headers: fc.record(
      Object.fromEntries(route.params.filter((p) => p.in === 'header').map((p) => [p.name, fc.oneof(valueFor(p.schema), fc.uuid())])),
      { requiredKeys: [] },
    ),
  });

const urlOf = (route: Route, path: Record<string, string>, query: Record<string, string | string[]>, rawQuery: string) =>
  route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(path[name] ?? ''))) +
  '?' +
  Object.entries(query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(x)}`))
    .join('&') +
  rawQuery;

test(`${RUNS} random and hostile requests to each route: never a 5xx`, async () => {
  expect(routes.length).toBeGreaterThan(40);
  const failures: string[] = [];
  let sent = 0;
  const heapAtStart = heapKeptMb();
  let heapMost = heapAtStart;
  const runRoutes = routes.slice(FROM - 1);
  for (const route of runRoutes) {
    await fc.assert(
      fc.asyncProperty(requestFor(route), async ({ path, query, body, rawQuery, headers }) => {
        const url = urlOf(route, path as Record<string, string>, query as Record<string, string | string[]>, rawQuery);
        const res = await api.app.inject({
          method: route.method,
          url,
          // each request from one of many client addresses, so the per-client limits of the write routes do not
          // turn the whole run into 429s before the handlers are reached
          remoteAddress: `10.2.${Math.floor(sent / 250) % 250}.${sent % 250}`,
          headers: { ...(headers as Record<string, string>), ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
          ...(route.method === 'POST' ? { payload: typeof body === 'string' ? body : JSON.stringify(body ?? null) } : {}),
        });
        sent++;
        // inject never waits for I/O on a route that needs none, so without this turn of the event loop the
        // setImmediate each answer schedules (light-my-request) never runs and keeps its request and response: the
        // 626 MB and then 4 GB of the long run (decision 0067)
        if (sent % 64 === 0) await new Promise((resolve) => setImmediate(resolve));
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${route.method} ${url.slice(0, 300)} -> ${res.body.slice(0, 300)}`);
        return res.statusCode < 500;
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    // how far a long run got, and the heap it keeps, printed as it goes so that a stopped run still tells its count
    const heap = heapKeptMb();
    heapMost = Math.max(heapMost, heap);
    process.stdout.write(`fuzz: ${routes.indexOf(route) + 1}/${routes.length} routes, ${sent} requests, ${failures.length} x 5xx, heap ${heap} MB (${route.method} ${route.path})\n`);
  }
  process.stdout.write(`fuzz: done (routes ${FROM}-${routes.length}), ${sent} requests, ${failures.length} x 5xx, heap ${heapAtStart} MB at start, at most ${heapMost} MB\n`);
  expect(failures).toEqual([]);
  expect(runRoutes.length).toBeGreaterThan(0);
  expect(sent).toBeGreaterThanOrEqual(RUNS * runRoutes.length);
  expect(heapMost - heapAtStart).toBeLessThan(HEAP_GROWTH_MB);
  // The app still answers after the storm.
  expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  // at least an hour; a long run (FUZZ_RUNS=10000 over some 80 routes: about 2 hours here) gets 20 ms a request
}, Math.max(3_600_000, RUNS * 100 * 20));
