/**
 * Bad input on every route, read from the app's own OpenAPI document (so a new route is checked without editing
 * this file): an unknown id is a 404 JSON error; each invalid parameter, a missing required one and the
 * cross-field rules (checkout after checkin, price and distance bounds) are a 400 naming that field; bodies that
 * are too large, malformed or of another type are 413 / 400 / 415; a malformed URL is a 400. Every answer has the
 * API's one error shape, never a 5xx.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db';
import { json, testApi, type TestApi } from './helpers';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Route {
  method: 'GET' | 'POST';
  path: string;
  params: Parameter[];
  hasBody: boolean;
  body?: JsonSchema & {
    properties?: Record<string, JsonSchema & { properties?: Record<string, JsonSchema> }>;
    required?: string[];
  };
}
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

const BODY_LIMIT = 64 * 1024;
let api: TestApi;
let routes: Route[];
let checkin: string;
let boxCode: string;
let requests = 0;

beforeAll(async () => {
  api = await testApi({ seed: 'small', config: { bodyLimit: BODY_LIMIT } });
  const doc = json(await api.app.inject({ method: 'GET', url: '/api/openapi.json' })) as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Route['body'] }> } }
      >
    >;
  };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method === 'get' || method === 'post')
      .map(([method, op]) => ({
        method: method.toUpperCase() as Route['method'],
        path,
        params: op.parameters ?? [],
        hasBody: op.requestBody !== undefined,
        body: op.requestBody?.content['application/json']?.schema,
      })),
  );
  const [offer] = await queryRows<{ checkin: string }>(
    api.database.db,
    sql`select to_char(from_checkin, 'YYYY-MM-DD') as checkin from offers where published and from_checkin > current_date + 1 order by id limit 1`,
  );
  checkin = offer!.checkin;
  const [box] = await queryRows<{ code: string }>(
    api.database.db,
    sql`select code from boxes order by position limit 1`,
  );
  boxCode = box!.code;
}, 300_000);
afterAll(async () => {
  await api?.close();
});

/** Path values naming nothing in the catalogue (valid in form). */
const UNKNOWN_PATH: Record<string, string> = {
  id: '999999999',
  hotelId: '999999999',
  code: 'NO-SUCH-EBOX',
  slug: 'no-such-page',
  idOrSlug: 'no-such-minisite',
  locale: 'xx_xx',
  kind: 'no-such-kind',
  pos: 'xx_XX',
  file: '640_360.svg',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** Path values naming something that exists, for the body checks (an unknown one would answer 404 first). */
const KNOWN_PATH: Record<string, string> = { pos: 'fr_FR' };

/** Valid values of the required query parameters, so that one wrong parameter at a time can be tested. */
function requiredQuery(route: Route): Record<string, string> {
  const valid: Record<string, string> = {
    adult: '2',
    child: '0',
    baby: '0',
    checkin,
    locale: 'fr_FR',
    term: 'paris',
    code: boxCode,
    email: 'bad-input-test@example.org',
    country: 'FR',
    language: 'fr',
    amount: '50000',
    cancellationPolicyType: 'FLEXIBLE',
    checkinDate: checkin,
    pointOfSale: 'fr',
  };
  return Object.fromEntries(
    route.params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, valid[p.name] ?? 'x']),
  );
}

const variants = (schema: JsonSchema): JsonSchema[] =>
  schema.anyOf ? schema.anyOf.flatMap(variants) : [schema];

/** A value the parameter's schema refuses (null when the schema accepts any short text). */
function invalidValue(schema: JsonSchema): string | null {
  const all = variants(schema);
  const types = new Set(all.flatMap((v) => (Array.isArray(v.type) ? v.type : [v.type])));
  if (all.every((v) => v.enum)) return 'NOT_AN_ALLOWED_VALUE';
  if (types.has('boolean')) return 'maybe';
  if (types.has('array') || types.has('object')) return 'neither a list of objects nor an object';
  if (types.has('integer') || types.has('number')) return 'abc';
  if (all.some((v) => v.format === 'date')) return '2027-02-30';
  if (all.some((v) => v.pattern)) return 'bad value!\u0001';
  const maxLength = Math.max(...all.map((v) => v.maxLength ?? Infinity));
  return Number.isFinite(maxLength) ? 'x'.repeat(maxLength + 1) : null;
}

const qs = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
const urlOf = (route: Route, path: Record<string, string>, query: Record<string, string>) =>
  `${route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(path[name] ?? UNKNOWN_PATH[name] ?? 'x'))}?${qs(query)}`;

async function send(route: Route, url: string, payload?: { body: string; type: string }): Promise<Answer> {
  const body = payload ?? (route.method === 'POST' ? { body: '{}', type: 'application/json' } : undefined);
  // each request from its own client address, so the per-client limits of the write routes do not answer first
  const remoteAddress = `10.1.${Math.floor(++requests / 250) % 250}.${requests % 250}`;
  return api.app.inject({
    method: route.method,
    url,
    remoteAddress,
    ...(body ? { payload: body.body, headers: { 'content-type': body.type } } : {}),
  });
}

/** The problem with an answer that should be `status` with the error shape naming `field` (null when it is). */
function problem(answer: Answer, status: number, field?: string): string | null {
  if (answer.statusCode !== status)
    return `${answer.statusCode} instead of ${status}: ${answer.body.slice(0, 200)}`;
  if (!String(answer.headers['content-type']).startsWith('application/json'))
    return `content-type ${String(answer.headers['content-type'])}`;
  const body = json<{
    error?: { code?: unknown; message?: unknown; fields?: { field: string; message: string }[] };
  }>(answer);
  if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string')
    return `not the error shape: ${answer.body.slice(0, 200)}`;
  // a list given a single value is read as a list of it (coerceTypes 'array'): its element is then named (items.0)
  if (
    field &&
    !body.error.fields?.some(
      (f) => (f.field === field || f.field.startsWith(`${field}.`)) && f.message.length > 0,
    )
  )
    return `fields do not name ${field}: ${answer.body.slice(0, 200)}`;
  return null;
}

test('the OpenAPI document lists the routes this file walks', () => {
  expect(routes.length).toBeGreaterThan(50);
  expect(routes.some((r) => r.method === 'POST' && r.path === '/api/offers.json')).toBe(true);
});

test('an unknown id in the path is a 404 JSON error on every route that takes one', async () => {
  const failures: string[] = [];
  let checked = 0;
  for (const route of routes.filter((r) => r.params.some((p) => p.in === 'path'))) {
    const url = urlOf(route, {}, requiredQuery(route));
    const issue = problem(await send(route, url), 404);
    checked++;
    if (issue) failures.push(`${route.method} ${url}: ${issue}`);
    else expect(json(await send(route, url)).error.code).toBe('NOT_FOUND');
  }
  // a box code given in the query (beneficiary redemption) is looked up too
  const beneficiary = await api.app.inject({
    method: 'GET',
    url: '/gateway/beneficiary/boxes/offers?code=NO-SUCH-EBOX',
  });
  const issue = problem(beneficiary, 404);
  if (issue) failures.push(`beneficiary boxes: ${issue}`);
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThanOrEqual(20);
});

test('each invalid parameter of every route is a 400 naming it', async () => {
  const failures: string[] = [];
  let checked = 0;
  for (const route of routes) {
    const base = requiredQuery(route);
    for (const param of route.params.filter((p) => p.in === 'path' || p.in === 'query')) {
      const bad = invalidValue(param.schema);
      if (bad === null) {
        failures.push(`${route.method} ${route.path}: ${param.name} accepts text of any length`);
        continue;
      }
      const url =
        param.in === 'path'
          ? urlOf(route, { [param.name]: bad }, base)
          : urlOf(route, {}, { ...base, [param.name]: bad });
      const issue = problem(await send(route, url), 400, param.name);
      checked++;
      if (issue) failures.push(`${route.method} ${route.path} ${param.name}=${bad.slice(0, 20)}: ${issue}`);
    }
  }
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(300);
});

test('a missing required parameter (one without a default) is a 400 naming it', async () => {
  const failures: string[] = [];
  let checked = 0;
  for (const route of routes) {
    const base = requiredQuery(route);
    const withDefault = new Set(
      route.params.filter((p) => p.schema.default !== undefined).map((p) => p.name),
    );
    for (const name of Object.keys(base).filter((n) => !withDefault.has(n))) {
      checked++;
      const { [name]: _left, ...rest } = base;
      const issue = problem(await send(route, urlOf(route, {}, rest)), 400, name);
      if (issue) failures.push(`${route.method} ${route.path} without ${name}: ${issue}`);
    }
  }
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(10);
});

test('rules across fields: travellers outside 1-20 / 0-10 / 0-10, checkout not after checkin, inverted bounds', async () => {
  const failures: string[] = [];
  const cases: { needs: string[]; query: Record<string, string>; fields: string[] }[] = [
    {
      needs: ['adult', 'child', 'baby'],
      query: { adult: '21', child: '11', baby: '11' },
      fields: ['adult', 'child', 'baby'],
    },
    { needs: ['adult'], query: { adult: '0' }, fields: ['adult'] },
    { needs: ['a', 'c', 'b'], query: { a: '0', c: '11', b: '-1' }, fields: ['a', 'c', 'b'] },
    { needs: ['checkin', 'checkout'], query: { checkin, checkout: checkin }, fields: ['checkout'] },
    { needs: ['priceMin', 'priceMax'], query: { priceMin: '50000', priceMax: '100' }, fields: ['priceMin'] },
    { needs: ['priceMin'], query: { priceMin: '-1' }, fields: ['priceMin'] },
    {
      needs: ['distanceMin', 'distanceMax'],
      query: { distanceMin: '50', distanceMax: '10' },
      fields: ['distanceMin'],
    },
    { needs: ['page'], query: { page: '-1' }, fields: ['page'] },
    { needs: ['page'], query: { page: '99999999' }, fields: ['page'] },
  ];
  let checked = 0;
  for (const route of routes) {
    const names = new Set(route.params.map((p) => p.name));
    for (const c of cases.filter((k) => k.needs.every((n) => names.has(n)))) {
      const answer = await send(route, urlOf(route, {}, { ...requiredQuery(route), ...c.query }));
      checked++;
      for (const field of c.fields) {
        const issue = problem(answer, 400, field);
        if (issue) failures.push(`${route.method} ${route.path} ${qs(c.query)}: ${issue}`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(40);
});

test('each invalid field of every JSON body is a 400 naming it (nested criteria as criteria.<key>)', async () => {
  const valid: Record<string, string> = {
    level: 'ERROR',
    message: 'bad input test',
    email: 'bad-input-test@example.org',
    country: 'FR',
    language: 'fr',
    locale: 'fr_FR',
  };
  const failures: string[] = [];
  let checked = 0;
  for (const route of routes.filter((r) => r.body?.properties)) {
    const base = Object.fromEntries((route.body!.required ?? []).map((name) => [name, valid[name] ?? 'x']));
    const fields: [string, JsonSchema][] = Object.entries(route.body!.properties!).flatMap(
      ([name, schema]): [string, JsonSchema][] =>
        schema.properties
          ? Object.entries(schema.properties).map(([inner, s]): [string, JsonSchema] => [
              `${name}.${inner}`,
              s,
            ])
          : [[name, schema]],
    );
    for (const [field, schema] of fields) {
      // a list that must not be empty: the empty list (text would be coerced into a one-item list)
      const bad = schema.type === 'array' && schema.minItems ? [] : invalidValue(schema);
      if (bad === null) {
        failures.push(`${route.path}: ${field} accepts text of any length`);
        continue;
      }
      const [outer, inner] = field.split('.') as [string, string?];
      const body = { ...base, [outer]: inner ? { [inner]: bad } : bad };
      const issue = problem(
        await send(route, urlOf(route, KNOWN_PATH, {}), { body: JSON.stringify(body), type: 'application/json' }),
        400,
        field,
      );
      checked++;
      if (issue) failures.push(`${route.path} ${field}: ${issue}`);
    }
  }
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(60);
});

test('an unknown locale or review sort names the allowed values', async () => {
  const locale = json(await api.app.inject({ method: 'GET', url: '/api/offers.json?locale=en_GB' }));
  expect(locale.error.fields).toEqual([
    { field: 'locale', message: 'must be one of fr_FR, es_ES, fr_BE, nl_BE, nl_NL, it_IT' },
  ]);
  const reviews = json(await api.app.inject({ method: 'GET', url: '/api/hotel/1/reviews.json?sort=BEST' }));
  expect(reviews.error.fields).toEqual([
    { field: 'sort', message: 'must be one of DATE_DESC, DATE_ASC, SCORE_DESC, SCORE_ASC' },
  ]);
});

test('bodies: oversized 413, malformed or not an object 400 naming the body, another media type 415', async () => {
  const failures: string[] = [];
  const posts = routes.filter((r) => r.method === 'POST');
  expect(posts.length).toBeGreaterThanOrEqual(5);
  for (const route of posts) {
    const url = urlOf(route, KNOWN_PATH, {});
    const cases: [string, { body: string; type: string }, number, string | undefined][] = [
      [
        'oversized',
        {
          body: JSON.stringify({ locale: 'fr_FR', padding: 'x'.repeat(BODY_LIMIT + 1) }),
          type: 'application/json',
        },
        413,
        'body',
      ],
      ['malformed JSON', { body: '{"locale": "fr_FR",', type: 'application/json' }, 400, 'body'],
      ['an array', { body: '[]', type: 'application/json' }, 400, 'body'],
      ['null', { body: 'null', type: 'application/json' }, 400, 'body'],
      ['a form', { body: 'locale=fr_FR', type: 'application/x-www-form-urlencoded' }, 415, undefined],
    ];
    for (const [name, payload, status, field] of cases) {
      const issue = problem(await send(route, url, payload), status, field);
      if (issue) failures.push(`${route.path} ${name}: ${issue}`);
    }
  }
  expect(failures).toEqual([]);
});

test('a malformed URL (bad percent-encoding) is a 400 with the error shape', async () => {
  for (const url of [
    '/api/themes/%E0%A4%A.json',
    '/api/weekend/%ZZ/detail.json',
    '/gateway/boxes/%/offers',
  ]) {
    const answer = await api.app.inject({ method: 'GET', url });
    expect(problem(answer, 400, 'url')).toBeNull();
  }
  // and the server keeps answering
  expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});
