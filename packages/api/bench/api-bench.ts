/**
 * `npm run bench:api`: load test of the storefront API (search, facets, autocomplete, quote) with autocannon,
 * next to the same SQL run raw, so the API's own overhead shows as a ratio.
 *
 * 1. PostgreSQL 15: a throwaway cluster (temp dir, user postgres, 127.0.0.1, free port), migrated and seeded with
 *    the LARGE catalogue. 2. PGlite: the DEFAULT catalogue in a temp data directory.
 * For each: a deterministic workload of a few hundred distinct requests per endpoint is built from the catalogue;
 * each request is run once in-process with the database driver patched to record the SQL it executes; the API
 * then runs as its own process (its resident memory is sampled) and is loaded by autocannon (32 connections,
 * BENCH_DURATION seconds per endpoint, default 10); finally the recorded SQL of the same requests is replayed
 * with the same concurrency straight on the driver (pg pool of 32 / PGlite). Results: bench/results/api.md at
 * the repository root.
 *
 * Environment: BENCH_DURATION (s), BENCH_SKIP_PGLITE=1, BENCH_SKIP_POSTGRES=1, BENCH_LARGE_SIZE (catalogue size for
 * the PostgreSQL run, default large), BENCH_CACHE_OFF=0 (skip the second API run with the search cache off),
 * BENCH_DATABASE_URL (an existing PostgreSQL database instead of a throwaway cluster; seeded when empty),
 * BENCH_DATA_DIR (a PGlite data directory kept between runs instead of a temporary one; seeded when empty).
 * Autocomplete answers from the API's in-memory destination index (no SQL): its raw SQL column is n/a.
 * On PostgreSQL the purchase scenarios follow (bench/purchase-bench.ts): order creation and payment at 10 buyers,
 * 20 buyers of the last 3 rooms, 50 identical submits. BENCH_ONLY=purchase runs those alone (a throwaway cluster
 * with the default catalogue, or BENCH_DATABASE_URL) and replaces only their section of the results.
 * Flexible dates (issue #34): on PostgreSQL, the same searches with exact dates and with a weekend (decision 0096),
 * the API with the search cache off; the target is the weekend's p95 within 2x the exact dates'. BENCH_ONLY=flexible
 * runs that section alone (a throwaway cluster with the large catalogue, or BENCH_DATABASE_URL) and replaces only it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, queryRows, type Database } from '../src/db';
import { seedIfEmpty } from '../src/catalogue';
import type { CatalogueSize } from '../src/catalogue/sizes';
import { buildApp } from '../src/server/build-app';
import { readConfig } from '../src/server/config';
import { ensureSearchReadModel } from '../src/search/read-model';
import { freePort, startPgCluster } from './pg-cluster';
import { purchaseBench } from './purchase-bench';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;
const API_DIR = path.resolve(__dirname, '..');
const RESULTS = path.resolve(API_DIR, '../../bench/results/api.md');
const START_LOAD = os.loadavg();

type Endpoint = 'search' | 'facets' | 'autocomplete' | 'quote';
const TARGETS: Record<Endpoint, number | null> = { search: 20, facets: 40, autocomplete: 10, quote: null };

// ------------------------------------------------------------------------------------------------------------
// Workload
// ------------------------------------------------------------------------------------------------------------

/** Small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function buildWorkload(database: Database, perEndpoint = 300): Promise<Record<Endpoint, string[]>> {
  const { db } = database;
  const random = prng(42);
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;
  const cities = await queryRows<{ id: number; name: string; lat: number; lng: number }>(
    db,
    sql`select p.id, p.name->>'fr' as name, p.lat, p.lng from places p
        where p.category = 'city' and exists (select 1 from hotel_places hp where hp.place_id = p.id)
        order by p.weight desc, p.id limit 150`,
  );
  const areas = await queryRows<{ id: number; category: string }>(
    db,
    sql`select p.id, p.category from places p where p.category in ('region', 'department', 'touristicregion', 'searesort', 'skiresort')
        and exists (select 1 from hotel_places hp where hp.place_id = p.id) order by p.id limit 120`,
  );
  const themes = (await queryRows<{ id: number }>(db, sql`select id from themes where kind = 'stay' order by id`)).map((t) => t.id);
  const offers = await queryRows<{ id: number; checkin: string; nights: number }>(
    db,
    sql`select id, to_char(from_checkin, 'YYYY-MM-DD') as checkin, from_nights as nights from offers
        where parent_offer_id is null and from_checkin is not null order by id limit 2000`,
  );
  const locales = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'];
  const sorts = ['priceQuality', 'priceAsc', 'popularity', 'promo'];
  const criteria: string[] = [];
  for (let i = 0; i < perEndpoint; i++) {
    const r = random();
    const q = new URLSearchParams({ locale: pick(locales) });
    if (r < 0.4) {
      q.set('city', String(pick(cities).id));
      if (random() < 0.3) q.set('theme', String(pick(themes)));
      q.set('sort', pick(sorts));
    } else if (r < 0.6) {
      q.set('city', String(pick(cities).id));
      const checkin = isoDay(7 + Math.floor(random() * 80));
      q.set('checkin', checkin);
      q.set('checkout', new Date(Date.parse(checkin) + 2 * 86_400_000).toISOString().slice(0, 10));
    } else if (r < 0.75) {
      const area = pick(areas);
      q.set(area.category, String(area.id));
      if (random() < 0.5) q.set('theme', String(pick(themes)));
    } else if (r < 0.85) {
      q.set('sort', pick(sorts));
      if (random() < 0.5) q.set('stars', '4,5');
    } else if (r < 0.95) {
      const c = pick(cities);
      q.set('lat', String(c.lat));
      q.set('lng', String(c.lng));
      q.set('distanceMin', '0');
      q.set('distanceMax', '100');
      q.set('sort', 'distance');
    } else {
      q.set('flow', 'gifting');
      q.set('city', String(pick(cities).id));
    }
    criteria.push(q.toString());
  }
  const strip = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
  const autocomplete = Array.from({ length: perEndpoint }, () => {
    const name = pick(cities).name;
    const term = strip(name).slice(0, 3 + Math.floor(random() * 5));
    return `/api/autocomplete-geonames.json?locale=${pick(locales)}&term=${encodeURIComponent(random() < 0.5 ? term.toLowerCase() : term)}&maxResults=30`;
  });
  const quote = Array.from({ length: perEndpoint }, () => {
    const o = pick(offers);
    return `/product/${o.id}/quote?checkin=${o.checkin}&nights=${o.nights}&adult=2&child=0&baby=0&locale=fr_FR`;
  });
  return {
    search: criteria.map((c) => `/api/offers.json?${c}`),
    facets: criteria.map((c) => `/api/facets.json?${c.replace(/&?sort=[a-zA-Z]+/, '')}&withNames=true`),
    autocomplete,
    quote,
  };
}

// ------------------------------------------------------------------------------------------------------------
// SQL recording (in-process, through the real routes) and raw replay
// ------------------------------------------------------------------------------------------------------------

interface Statement {
  text: string;
  values: unknown[];
}

let recording: Statement[] | null = null;

function patchDrivers(): void {
  const poolQuery = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
  pg.Pool.prototype.query = function patched(this: pg.Pool, ...args: unknown[]) {
    if (recording) {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      // drizzle passes either (text, values) or ({ text, rowMode, types }, values)
      const values = Array.isArray(second) ? second : typeof first === 'string' ? [] : (first.values ?? []);
      recording.push({ text: typeof first === 'string' ? first : first.text, values });
    }
    return poolQuery.apply(this, args);
  } as typeof pg.Pool.prototype.query;
  const liteQuery = PGlite.prototype.query;
  PGlite.prototype.query = function patched(this: PGlite, text: string, values?: unknown[], options?: unknown) {
    if (recording) recording.push({ text, values: values ?? [] });
    return liteQuery.call(this, text, values as never, options as never);
  } as typeof PGlite.prototype.query;
}

/** Runs every request once in-process and returns the SQL each one executed (and its status). */
async function recordSql(database: Database, urls: string[]): Promise<{ statements: Statement[][]; statuses: Map<number, number> }> {
  const app = await buildApp({ database, config: { ...readConfig({}), catalogueSize: 'small' } });
  await app.ready();
  const statements: Statement[][] = [];
  const statuses = new Map<number, number>();
  for (const url of urls) {
    recording = [];
    const res = await app.inject(url);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    statements.push(recording);
    recording = null;
  }
  await app.close();
  return { statements, statuses };
}

interface Measure {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export function percentile(sortedValues: number[], p: number): number {
  if (!sortedValues.length) return NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)]!;
}

function summarise(latencies: number[], seconds: number, errors: number): Measure {
  const s = [...latencies].sort((a, b) => a - b);
  return { requests: s.length, rps: s.length / seconds, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), errors };
}

async function warmAndReplay(run: (statement: Statement) => Promise<unknown>, sequences: Statement[][]): Promise<Measure> {
  for (const sequence of sequences.slice(0, 20)) for (const s of sequence) await run(s).catch(() => undefined); // warm-up
  return replay(run, sequences);
}

async function replay(run: (statement: Statement) => Promise<unknown>, sequences: Statement[][]): Promise<Measure> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const end = Date.now() + DURATION * 1000;
  const started = Date.now();
  const worker = async () => {
    while (Date.now() < end) {
      const sequence = sequences[next++ % sequences.length]!;
      const t0 = performance.now();
      try {
        for (const statement of sequence) await run(statement);
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return summarise(latencies, (Date.now() - started) / 1000, errors);
}

// ------------------------------------------------------------------------------------------------------------
// The API process and autocannon
// ------------------------------------------------------------------------------------------------------------

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  maxRssMb: () => number;
  stop: () => Promise<void>;
}

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('API did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  let max = 0;
  const sampler = setInterval(() => (max = Math.max(max, rssMb(child.pid!, 'VmRSS'))), 200);
  return {
    child,
    url,
    maxRssMb: () => Math.max(max, rssMb(child.pid!, 'VmHWM')),
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

async function load(baseUrl: string, urls: string[]): Promise<Measure & { non2xx: number }> {
  // warm-up: each URL once
  for (const url of urls) await fetch(`${baseUrl}${url}`).then((r) => r.arrayBuffer());
  let i = 0;
  const latencies: number[] = [];
  let non2xx = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: urls[i++ % urls.length] }) }],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx++;
  });
  const result = await instance;
  return { ...summarise(latencies, result.duration, result.errors + result.timeouts), non2xx };
}

// ------------------------------------------------------------------------------------------------------------
// Flexible dates (issue #34): a weekend against exact dates
// ------------------------------------------------------------------------------------------------------------


/**
 * The same searches twice (destination, locale, travellers): with exact dates (a Friday check-in, 2 nights, in the
 * next 3 months, as a visitor who knows the day) and with the weekend of that Friday's month or any weekend
 * (a third of them), as a visitor who knows the month. Cities and areas, as the search workload's dated searches.
 */
export async function flexibleWorkload(database: Database, perKind = 300): Promise<{ exact: string[]; weekend: string[] }> {
  const random = prng(34);
  const places = await queryRows<{ id: number; category: string }>(
    database.db,
    sql`(select p.id, p.category from places p where p.category = 'city' and exists (select 1 from hotel_places hp where hp.place_id = p.id)
         order by p.weight desc, p.id limit 150)
        union all
        (select p.id, p.category from places p where p.category in ('region', 'department', 'touristicregion', 'searesort', 'skiresort')
         and exists (select 1 from hotel_places hp where hp.place_id = p.id) order by p.id limit 60)`,
  );
  const locales = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'];
  const exact: string[] = [];
  const weekend: string[] = [];
  for (let i = 0; i < perKind; i++) {
    const place = places[Math.floor(random() * places.length)]!;
    const q = new URLSearchParams({ locale: locales[Math.floor(random() * locales.length)]!, adult: '2', [place.category]: String(place.id) });
    const offset = 7 + Math.floor(random() * 80);
    const friday = isoDay(offset + ((5 - new Date(isoDay(offset)).getUTCDay() + 7) % 7));
    const checkout = new Date(Date.parse(friday) + 2 * 86_400_000).toISOString().slice(0, 10);
    exact.push(`/api/offers.json?${q}&checkin=${friday}&checkout=${checkout}`);
    weekend.push(`/api/offers.json?${q}&weekend=${random() < 1 / 3 ? 'any' : friday.slice(0, 7)}`);
  }
  return { exact, weekend };
}

/** The flexible-dates section of the results: both loads on one API process (search cache off), one after the other. */
export async function flexibleDatesBench(databaseUrl: string, size: string): Promise<string> {
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  const workload = await flexibleWorkload(database);
  await database.close();
  const api = await startApiProcess({ DATABASE_URL: databaseUrl, CATALOGUE_SIZE: size, SEARCH_CACHE_TTL_MS: '0' });
  const rows: [string, Measure & { non2xx: number }, number][] = [];
  try {
    for (const [label, urls] of [['exact dates (checkin, checkout)', workload.exact], ['flexible dates (weekend)', workload.weekend]] as const) {
      console.log(`[bench] flexible dates: ${label}, API load (search cache off) ${DURATION}s x ${CONNECTIONS} connections`);
      rows.push([label, await load(api.url, urls), os.loadavg()[0]!]);
    }
  } finally {
    await api.stop();
  }
  const [exact, weekend] = [rows[0]![1], rows[1]![1]];
  const ratio = weekend.p95 / exact.p95;
  return [
    '## Flexible dates (issue #34) — PostgreSQL',
    '',
    `Run on ${new Date().toISOString()}, ${size} catalogue: 300 distinct searches of a city or an area, each once with`,
    'exact dates (a Friday check-in in the next 3 months, 2 nights) and once with a weekend (that month, or any weekend',
    `for a third of them), 2 adults; ${CONNECTIONS} connections, ${DURATION} s each, one API process with the search cache off`,
    '(SEARCH_CACHE_TTL_MS=0: every request runs its SQL), every URL requested once before the measurement.',
    '',
    '| search | p50 ms | p95 ms | p99 ms | req/s | non-2xx | load avg |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(([label, m, loadAvg]) => `| ${label} | ${fmt(m.p50)} | ${fmt(m.p95)} | ${fmt(m.p99)} | ${fmt(m.rps)} | ${m.non2xx + m.errors} | ${fmt(loadAvg)} |`),
    '',
    `- PostgreSQL search p95 with flexible dates ≤ 2× exact dates: ${ratio <= 2 ? 'MET' : 'NOT MET'} (${fmt(ratio)}×: ${fmt(weekend.p95)} ms against ${fmt(exact.p95)} ms)`,
    '',
  ].join('\n');
}

/** `section` in place of the results' section with the same heading (its first line; up to the next one), else at the end. */
function withSection(previous: string, section: string): string {
  const heading = section.slice(0, section.indexOf('\n'));
  const at = previous.indexOf(heading);
  if (at < 0) return `${previous.trimEnd()}\n\n${section}`;
  const next = previous.indexOf('\n## ', at + heading.length);
  return `${previous.slice(0, at)}${section.trimEnd()}\n${next < 0 ? '' : previous.slice(next)}`;
}

// ------------------------------------------------------------------------------------------------------------
// Runs
// ------------------------------------------------------------------------------------------------------------

interface Row {
  database: string;
  endpoint: Endpoint;
  api: Measure & { non2xx: number };
  /** the same load with the search cache turned off (SEARCH_CACHE_TTL_MS=0): every request runs its SQL */
  apiNoCache: (Measure & { non2xx: number }) | null;
  /** null when the endpoint runs no SQL */
  raw: Measure | null;
  /** 1-minute load average of the machine after the API load and after the raw replay */
  load: [number, number];
}

async function benchDatabase(
  label: string,
  open: () => Promise<Database>,
  size: CatalogueSize,
  apiEnv: Record<string, string>,
  endpoints: Endpoint[],
  rawRunner: () => Promise<{ run: (s: Statement) => Promise<unknown>; close: () => Promise<void> }>,
): Promise<{ rows: Row[]; rssMb: number; seedSeconds: number | null; counts: Record<string, number> }> {
  const database = await open();
  await migrate(database);
  const t0 = Date.now();
  console.log(`[bench] ${label}: seeding the ${size} catalogue...`);
  const { seeded } = await seedIfEmpty(database, size);
  await ensureSearchReadModel(database.db);
  // null: the database was already seeded (BENCH_DATABASE_URL / BENCH_DATA_DIR reused)
  const seedSeconds = seeded ? (Date.now() - t0) / 1000 : null;
  const [counts] = await queryRows<Record<string, number>>(
    database.db,
    sql`select (select count(*)::integer from hotels) as hotels,
               (select count(*)::integer from offers where parent_offer_id is null) as "mainOffers",
               (select count(*)::integer from places) as places,
               (select count(*)::integer from activity_products) as "activityProducts"`,
  );
  const workload = await buildWorkload(database);
  const recorded: Partial<Record<Endpoint, Statement[][]>> = {};
  for (const endpoint of endpoints) {
    const { statements, statuses } = await recordSql(database, workload[endpoint]);
    console.log(`[bench] ${label} ${endpoint}: statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    recorded[endpoint] = statements;
  }
  await database.close();

  const api = await startApiProcess(apiEnv);
  const apiResults: Partial<Record<Endpoint, Measure & { non2xx: number }>> = {};
  const apiLoad: Partial<Record<Endpoint, number>> = {};
  try {
    for (const endpoint of endpoints) {
      console.log(`[bench] ${label} ${endpoint}: API load ${DURATION}s x ${CONNECTIONS} connections`);
      apiResults[endpoint] = await load(api.url, workload[endpoint]);
      apiLoad[endpoint] = os.loadavg()[0]!;
    }
  } finally {
    await api.stop();
  }
  let rssMbMax = api.maxRssMb();
  const noCacheResults: Partial<Record<Endpoint, Measure & { non2xx: number }>> = {};
  if (process.env.BENCH_CACHE_OFF !== '0') {
    const uncached = await startApiProcess({ ...apiEnv, SEARCH_CACHE_TTL_MS: '0' });
    try {
      for (const endpoint of endpoints) {
        console.log(`[bench] ${label} ${endpoint}: API load (search cache off) ${DURATION}s x ${CONNECTIONS} connections`);
        noCacheResults[endpoint] = await load(uncached.url, workload[endpoint]);
      }
    } finally {
      await uncached.stop();
    }
    rssMbMax = Math.max(rssMbMax, uncached.maxRssMb());
  }

  const raw = await rawRunner();
  const rows: Row[] = [];
  try {
    for (const endpoint of endpoints) {
      console.log(`[bench] ${label} ${endpoint}: raw SQL replay`);
      const sequences = recorded[endpoint]!;
      // an endpoint answered without SQL (autocomplete: in-memory index) has nothing to replay
      const rawMeasure = sequences.some((sequence) => sequence.length > 0) ? await warmAndReplay(raw.run, sequences) : null;
      rows.push({
        database: label,
        endpoint,
        api: apiResults[endpoint]!,
        apiNoCache: noCacheResults[endpoint] ?? null,
        raw: rawMeasure,
        load: [apiLoad[endpoint] ?? NaN, os.loadavg()[0]!],
      });
    }
  } finally {
    await raw.close();
  }
  return { rows, rssMb: rssMbMax, seedSeconds, counts: counts ?? {} };
}

/** A figure for the results tables: integers from 100, one decimal below, n/a when not measured. */
export function fmt(n: number): string {
  return Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : 'n/a';
}

function report(
  runs: { label: string; size: string; rows: Row[]; rssMb: number; seedSeconds: number | null; counts: Record<string, number> }[],
): string {
  const lines: string[] = [];
  const checks: string[] = [];
  lines.push('# API benchmark (`npm run bench:api`)', '');
  lines.push(
    `Run on ${new Date().toISOString()} — ${CONNECTIONS} connections, ${DURATION} s per endpoint, machine: ${os.cpus().length} cores, Node ${process.version}.`,
    'The API runs as its own process (PostgreSQL pool of 10 connections, the default of `openDatabase`); autocannon and the',
    'database server share the same cores. "raw SQL" replays, with the same concurrency, exactly the statements the API',
    'executed for the same requests (recorded through the driver), on a pg pool of 32 (PostgreSQL) or the PGlite instance.',
    'Each endpoint cycles through 300 distinct deterministic requests (cities, areas, themes, dates, positions, gifting;',
    'autocomplete prefixes of real city names; quotes of real stays).',
    'The API is measured twice: as shipped (search cache on: counts, facet answers and card display fields are shared',
    'for identical requests for 30 s; every URL is requested once before the measurement) and with SEARCH_CACHE_TTL_MS=0,',
    'where every request runs its SQL; the overhead ratio uses the second. Autocomplete runs no SQL in either (in-memory',
    'destination index), so it has no raw SQL figures.',
    `Machine load average (1/5/15 min) at the start: ${START_LOAD.map((n) => n.toFixed(1)).join(' / ')}.`,
    '',
  );
  for (const run of runs) {
    lines.push(`## ${run.label} — ${run.size} catalogue`, '');
    lines.push(`Catalogue: ${Object.entries(run.counts).map(([k, v]) => `${v} ${k}`).join(', ')}; ${run.seedSeconds === null ? 'an already seeded database was reused (seed time not measured)' : `seeded and indexed in ${fmt(run.seedSeconds)} s`}.`, '');
    lines.push(
      '| endpoint | API p50 ms | API p95 ms | API p99 ms | API req/s | non-2xx | API cache off p50 / p95 / p99 ms | cache off req/s | raw SQL p50 ms | raw SQL p95 ms | raw SQL p99 ms | raw req/s | p95 ratio API cache off / raw | load avg (API / raw) |',
    );
    lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of run.rows) {
      // the overhead compares like with like: the API running every request's SQL (cache off) against that SQL alone
      const uncached = r.apiNoCache ?? r.api;
      const ratio = r.raw ? uncached.p95 / r.raw.p95 : NaN;
      const raw = r.raw ?? { p50: NaN, p95: NaN, p99: NaN, rps: NaN };
      const off = r.apiNoCache ? `${fmt(r.apiNoCache.p50)} / ${fmt(r.apiNoCache.p95)} / ${fmt(r.apiNoCache.p99)}` : 'n/a';
      lines.push(
        `| ${r.endpoint} | ${fmt(r.api.p50)} | ${fmt(r.api.p95)} | ${fmt(r.api.p99)} | ${fmt(r.api.rps)} | ${r.api.non2xx + r.api.errors + (r.apiNoCache ? r.apiNoCache.non2xx + r.apiNoCache.errors : 0)} | ${off} | ${r.apiNoCache ? fmt(r.apiNoCache.rps) : 'n/a'} | ${fmt(raw.p50)} | ${fmt(raw.p95)} | ${fmt(raw.p99)} | ${fmt(raw.rps)} | ${fmt(ratio)} | ${fmt(r.load[0])} / ${fmt(r.load[1])} |`,
      );
      const withCache = r.apiNoCache ? ` (search cache off: ${fmt(r.apiNoCache.p95)} ms)` : '';
      if (run.label.startsWith('PostgreSQL') && TARGETS[r.endpoint] !== null) {
        const target = TARGETS[r.endpoint]!;
        checks.push(`- PostgreSQL ${r.endpoint} p95 ≤ ${target} ms: ${r.api.p95 <= target ? 'MET' : 'NOT MET'} (${fmt(r.api.p95)} ms${withCache})`);
      }
      if (run.label.startsWith('PostgreSQL')) {
        checks.push(
          r.raw
            ? `- PostgreSQL ${r.endpoint} API overhead ≤ 2× raw SQL (p95, cache off): ${ratio <= 2 ? 'MET' : 'NOT MET'} (${fmt(ratio)}×)`
            : `- PostgreSQL ${r.endpoint} API overhead ≤ 2× raw SQL: n/a (answered from memory, no SQL)`,
        );
      }
      if (run.label.startsWith('PGlite') && r.endpoint === 'search') {
        checks.push(`- PGlite (default catalogue) search p95 ≤ 60 ms: ${r.api.p95 <= 60 ? 'MET' : 'NOT MET'} (${fmt(r.api.p95)} ms${withCache})`);
      }
    }
    lines.push('', `API process resident memory (max sampled): ${fmt(run.rssMb)} MB.`, '');
    checks.push(`- ${run.label} API process ≤ 500 MB resident: ${run.rssMb <= 500 ? 'MET' : 'NOT MET'} (${fmt(run.rssMb)} MB)`);
  }
  lines.push('## Targets', '', ...checks, '');
  return lines.join('\n');
}

function writeResults(text: string): void {
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, text);
}

/**
 * BENCH_ONLY=purchase or flexible: that PostgreSQL section alone (a throwaway cluster seeded with `size`, or
 * BENCH_DATABASE_URL), in place of its own in the results; the other sections are kept.
 */
async function sectionOnly(size: CatalogueSize, bench: (databaseUrl: string) => Promise<string>): Promise<void> {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  const cluster = given ? { url: given, stop: () => undefined } : await startPgCluster({ maxConnections: 120 });
  try {
    const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 4 });
    try {
      await migrate(database);
      await seedIfEmpty(database, size);
      await ensureSearchReadModel(database.db);
    } finally {
      await database.close();
    }
    const section = await bench(cluster.url);
    writeResults(withSection(readFileSync(RESULTS, 'utf8'), section));
    console.log(section);
  } finally {
    cluster.stop();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'purchase') return sectionOnly((process.env.BENCH_LARGE_SIZE ?? 'default') as CatalogueSize, purchaseBench);
  if (process.env.BENCH_ONLY === 'flexible') {
    const size = (process.env.BENCH_LARGE_SIZE ?? 'large') as CatalogueSize;
    return sectionOnly(size, (url) => flexibleDatesBench(url, size));
  }
  patchDrivers();
  const runs: Parameters<typeof report>[0] = [];
  /** the flexible-dates and purchase scenarios' sections (PostgreSQL only) */
  const purchase: string[] = [];
  const results = () => [report(runs), ...purchase].join('\n');
  if (process.env.BENCH_SKIP_POSTGRES !== '1') {
    const size = (process.env.BENCH_LARGE_SIZE ?? 'large') as CatalogueSize;
    const given = process.env.BENCH_DATABASE_URL?.trim();
    const cluster = given ? { url: given, stop: () => undefined } : await startPgCluster({ maxConnections: 120 });
    try {
      const result = await benchDatabase(
        'PostgreSQL 15',
        () => openDatabase({ databaseUrl: cluster.url, poolSize: 8 }),
        size,
        { DATABASE_URL: cluster.url, CATALOGUE_SIZE: size },
        ['search', 'facets', 'autocomplete', 'quote'],
        async () => {
          const pool = new pg.Pool({ connectionString: cluster.url, max: CONNECTIONS });
          return { run: (s) => pool.query(s.text, s.values as unknown[]), close: () => pool.end() };
        },
      );
      runs.push({ label: 'PostgreSQL 15', size, ...result });
      writeResults(results()); // partial results, in case a later phase fails
      console.log('[bench] PostgreSQL 15: flexible dates against exact dates');
      purchase.push(await flexibleDatesBench(cluster.url, size));
      writeResults(results());
      console.log('[bench] PostgreSQL 15: purchase scenarios');
      purchase.push(await purchaseBench(cluster.url));
      writeResults(results());
    } finally {
      cluster.stop();
    }
  }
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const kept = process.env.BENCH_DATA_DIR?.trim();
    const dataDir = kept ? path.resolve(kept) : mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
    try {
      const result = await benchDatabase(
        'PGlite',
        () => openDatabase({ dataDir }),
        'default',
        { DATA_DIR: dataDir, CATALOGUE_SIZE: 'default', DATABASE_URL: '' },
        ['search', 'facets', 'autocomplete', 'quote'],
        async () => {
          const database = await openDatabase({ dataDir });
          const client = (database.db as unknown as { $client: PGlite }).$client;
          return { run: (s) => client.query(s.text, s.values as unknown[]), close: () => database.close() };
        },
      );
      runs.push({ label: 'PGlite', size: 'default', ...result });
    } finally {
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const text = results();
  writeResults(text);
  console.log(text);
  console.log(`[bench] written to ${RESULTS}`);
}

if (require.main === module) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
