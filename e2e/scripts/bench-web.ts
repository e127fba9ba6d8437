/**
 * `npm run bench:web`: builds for production (what is missing), serves the production storefront, and for
 * each page type records the JS and CSS fetched before the page is usable (gzip), the JS split by origin from the
 * builds' source maps on the pages with a JS target, and the Lighthouse 12 mobile-emulation figures (LCP, TBT, CLS)
 * in Chromium. Writes bench/results/web.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfMissing, CHROMIUM, CHROMIUM_ARGS, kb, launch, record, sampleBoxPath, sampleCheckoutPath, samplePaths, startServer, type Fetched } from './measure';
import { jsBeforeUsableByOrigin, ORIGIN_GROUPS, OUR_CODE_GROUPS, PRESCRIBED_GROUPS, type OriginGroup } from './attribution';
import { PHONE, ROOT } from '../support/env';

const PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 8180);
/**
 * BENCH_PAGES='gift card,box detail' measures only these pages (no filter toggle) and puts their rows into the
 * existing bench/results/web.md, the other rows as they were: a page added to the table without re-measuring all.
 */
const ONLY_PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((p) => p.trim()) : null;

export interface Row {
  page: string;
  path: string;
  js: number;
  jsTotal: number;
  css: number;
  files: number;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  /** Lowest and highest TBT of the Lighthouse runs (the median is `tbt`). */
  tbtRange?: [number, number];
  /** `js` split by origin (gzip bytes per group), on the pages with a JS target and the 404 page (the shell alone). */
  jsByOrigin?: Record<OriginGroup, number>;
}

/** The pages the issues measure: homepage (content), search results (search), hotel and offer pages (product). */
const TARGETED_PAGES = ['home', 'search', 'hotel', 'product'];

const bytesOf = (byOrigin: Record<OriginGroup, number>, groups: readonly OriginGroup[]): number => groups.reduce((s, g) => s + byOrigin[g], 0);

/** Lighthouse runs per page; the table shows each figure's median (single runs of one page vary up to tenfold here). */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 9);

/** The issues' targets (search, hotel and offer pages): LCP <= 1.5 s, TBT <= 150 ms, JS before usable <= 150 KB; CLS <= 0.1 everywhere. */
export function targetLines(rows: Row[]): string[] {
  const targeted = rows.filter((r) => TARGETED_PAGES.includes(r.page));
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  const list = (pick: (r: Row) => string) => targeted.map((r) => `${r.page} ${pick(r)}`).join(', ');
  const lcpOk = targeted.every((r) => r.lcp !== null && r.lcp <= 1500);
  const tbtOk = targeted.every((r) => r.tbt !== null && r.tbt <= 150);
  const jsOk = targeted.every((r) => r.js <= 150 * 1024);
  const clsOk = rows.every((r) => r.cls === null || r.cls <= 0.1);
  // what some origin groups take of the JS before usable: lowest–highest over the targeted pages
  const breakdowns = targeted.flatMap((r) => (r.jsByOrigin ? [r.jsByOrigin] : []));
  const range = (groups: readonly OriginGroup[]) => {
    const values = breakdowns.map((b) => bytesOf(b, groups));
    const [low, high] = [kb(Math.min(...values)), kb(Math.max(...values))];
    return low === high ? low : `${low.replace(' KB', '')}–${high}`;
  };
  const origins = breakdowns.length
    ? ` Of it, the prescribed libraries (${PRESCRIBED_GROUPS.join(', ')}) alone take ${range(PRESCRIBED_GROUPS)} and our own code ${range(OUR_CODE_GROUPS)} (breakdown by origin above).`
    : '';
  return [
    '## Targets',
    '',
    `- LCP ≤ 1.5 s (homepage, search, hotel, offer page): ${verdict(lcpOk)} (${list((r) => (r.lcp === null ? '–' : `${(r.lcp / 1000).toFixed(1)} s`))}).`,
    `- TBT ≤ 150 ms: ${verdict(tbtOk)} (${list((r) => (r.tbt === null ? '–' : `${Math.round(r.tbt)} ms`))}).`,
    `- JS before usable ≤ 150 KB gzip: ${verdict(jsOk)} (${list((r) => kb(r.js))}).${origins} A server-rendered first view counts as usable once hydrated; it hydrates without axios and the sanitiser, which load afterwards, and keeps the server's style instead of loading the remote's style sheets.`,
    `- CLS ≤ 0.1 on every page: ${verdict(clsOk)}.`,
    '',
  ];
}

/** The JS before usable of the targeted pages by origin: one row per group, then the subtotals and the total. */
export function originLines(rows: Row[]): string[] {
  const split = rows.flatMap((r) => (r.jsByOrigin ? [{ page: r.page, byOrigin: r.jsByOrigin }] : []));
  const line = (label: string, groups: readonly OriginGroup[]) => `| ${label} | ${split.map((s) => kb(bytesOf(s.byOrigin, groups))).join(' | ')} |`;
  return [
    '## Where the JS before usable comes from',
    '',
    "The JS before usable of the targeted pages (and of the 404 page: the shell alone, which every page carries before its remote) by origin: each file's gzip size split across the sources its source map names, in proportion to the minified characters each source generated (characters mapped to no source count for the file's main group; files without a source map are unattributed); the federation runtime includes webpack's own runtime code.",
    '',
    `| origin | ${split.map((s) => s.page).join(' | ')} |`,
    `|---|${split.map(() => '---:').join('|')}|`,
    ...ORIGIN_GROUPS.map((group) => line(group, [group])),
    line(`**prescribed libraries** (${PRESCRIBED_GROUPS.join(', ')})`, PRESCRIBED_GROUPS),
    line('**our code**', OUR_CODE_GROUPS),
    line('**total**', ORIGIN_GROUPS),
    '',
  ];
}

async function lighthouseFigures(url: string): Promise<{ lcp: number; tbt: number; cls: number }> {
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audits = result?.lhr.audits ?? {};
    return {
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/** Filter values toggled in turn on the search page (each changes the results). */
const FILTER_HASHES = ['#stars=5', '#stars=4', '#minHotelReviewScore=9', '#stars=3', '#petsAllowed=true', '#minHotelReviewScore=8'];
/** Enough toggles for a 95th percentile that is not the slowest one (of 18, it was: one slow frame decided it). */
const FILTER_SAMPLES = 60;

/**
 * Search page, desktop viewport: a filter toggled (the URL hash, as the filter bar's confirm does) -> the results
 * request -> the new cards on screen. Returns, per toggle, the time from the end of the API's answer
 * (resource timing of /api/offers.json) to the first frame after the results grid changed.
 */
export async function filterToggleFigures(origin: string, cpuRate: number): Promise<number[]> {
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${origin}/recherche`);
    await page.locator('.sf-search-grid').first().waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.evaluate(() => {
      const w = window as unknown as { __answers: number[]; __frames: number[] };
      w.__answers = [];
      w.__frames = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceResourceTiming[]) if (e.name.includes('/api/offers.json')) w.__answers.push(e.responseEnd);
      }).observe({ type: 'resource' });
      new MutationObserver((records) => {
        if (records.some((r) => (r.target as Element).closest?.('.sf-search-grid') || [...r.addedNodes].some((n) => (n as Element).querySelector?.('.sf-search-grid') || (n as Element).classList?.contains('sf-search-grid')))) {
          requestAnimationFrame(() => w.__frames.push(performance.now()));
        }
      }).observe(document.getElementById('sf-main') as HTMLElement, { childList: true, subtree: true });
    });
    const samples: number[] = [];
    for (let i = 0; i < FILTER_SAMPLES; i++) {
      await page.evaluate((hash) => {
        const w = window as unknown as { __answers: number[]; __frames: number[] };
        w.__answers = [];
        w.__frames = [];
        performance.clearResourceTimings();
        window.location.hash = hash;
      }, FILTER_HASHES[i % FILTER_HASHES.length] as string);
      await page.waitForFunction(() => {
        const w = window as unknown as { __answers: number[]; __frames: number[] };
        const answer = w.__answers.at(-1);
        return answer !== undefined && w.__frames.some((t) => t > answer);
      }, null, { timeout: 15_000 });
      // let the update settle (facets, fallbacks) before the next toggle
      await page.waitForLoadState('networkidle');
      samples.push(
        await page.evaluate(() => {
          const w = window as unknown as { __answers: number[]; __frames: number[] };
          const answer = w.__answers.at(-1) as number;
          return Math.min(...w.__frames.filter((t) => t > answer)) - answer;
        }),
      );
    }
    return samples;
  } finally {
    await browser.close();
  }
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

const tableRow = (r: Row): string =>
  `| ${r.page} | \`${r.path}\` | ${kb(r.js)} | ${kb(r.jsTotal)} | ${kb(r.css)} | ${r.files} | ${r.lcp === null ? '–' : `${Math.round(r.lcp)} ms`} | ${r.tbt === null ? '–' : `${Math.round(r.tbt)} ms${r.tbtRange ? ` (${Math.round(r.tbtRange[0])}–${Math.round(r.tbtRange[1])})` : ''}`} | ${r.cls === null ? '–' : r.cls.toFixed(3)} |`;

/** `report` with the rows of `rows` replaced (same page name) or added at the end of the pages table, and a dated note. */
export function withRows(report: string, rows: Row[], note: string): string {
  const lines = report.split('\n');
  for (const row of rows) {
    const at = lines.findIndex((l) => l.startsWith(`| ${row.page} | \``));
    if (at >= 0) lines[at] = tableRow(row);
    else {
      const header = lines.findIndex((l) => l.startsWith('| page | path |'));
      let end = header + 2;
      while (lines[end]?.startsWith('| ')) end++;
      lines.splice(end, 0, tableRow(row));
    }
  }
  const header = lines.findIndex((l) => l.startsWith('| page | path |'));
  let end = header + 2;
  while (lines[end]?.startsWith('| ')) end++;
  lines.splice(end, 0, '', note);
  return lines.join('\n');
}

/** The machine's load average (1, 5, 15 min): the figures depend on what else runs on it. */
const loadAverage = (): string => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  buildIfMissing(['shell', 'mf-search', 'mf-content', 'mf-product', 'mf-gift', 'mf-checkout']);
  const server = await startServer(PORT);
  const rows: Row[] = [];
  const toggles: { rate: number; samples: number[] }[] = [];
  try {
    const origin = server.url;
    const ids = await samplePaths(origin);
    const box = await sampleBoxPath(origin);
    const pages: [string, string][] = [
      ['home', '/'],
      ['search', '/recherche'],
      ['hotel', `/hotel/${ids.hotelId}`],
      ['product', `/sejour/${ids.offerId}`],
      ['checkout', await sampleCheckoutPath(origin, ids.offerId)],
      // the gift pages (mf-gift, rendered in the browser)
      ['gift card', '/giftcard/customization'],
      ...(box ? ([['box detail', box]] as [string, string][]) : []),
      // content pages without a target (server first views too) and the shell's 404
      ['contact', '/contact'],
      ['static page', '/infos/conditions-generales-de-vente'],
      ['404', '/page-inconnue/x'],
      ...(ids.minisite ? ([['mini-site', `/${ids.minisite}`]] as [string, string][]) : []),
    ];
    if (ONLY_PAGES) pages.splice(0, pages.length, ...pages.filter(([page]) => ONLY_PAGES.includes(page)));
    const browser = await launch();
    for (const [page, p] of pages) {
      const context = await browser.newContext(PHONE);
      const tab = await context.newPage();
      const fetched: Fetched[] = await record(tab, `${origin}${p}`, origin);
      await context.close();
      const usable = fetched.filter((f) => f.beforeUsable);
      const sum = (list: Fetched[], type: Fetched['type']) => list.filter((f) => f.type === type).reduce((s, f) => s + f.gzip, 0);
      rows.push({
        page,
        path: p,
        js: sum(usable, 'js'),
        jsTotal: sum(fetched, 'js'),
        css: sum(usable, 'css'),
        files: usable.filter((f) => f.type !== 'other').length,
        lcp: null,
        tbt: null,
        cls: null,
        // the 404 page too: the shell alone, what every page carries before its remote
        ...(TARGETED_PAGES.includes(page) || page === '404' ? { jsByOrigin: jsBeforeUsableByOrigin(fetched, origin) } : {}),
      });
      console.log(`[bench:web] ${page}: JS before usable ${kb(sum(usable, 'js'))} (until network idle ${kb(sum(fetched, 'js'))}), CSS ${kb(sum(usable, 'css'))}`);
    }
    await browser.close();
    for (const row of rows) {
      const runs: { lcp: number; tbt: number; cls: number }[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseFigures(`${origin}${row.path}`));
      const figures = { lcp: percentile(runs.map((r) => r.lcp), 50), tbt: percentile(runs.map((r) => r.tbt), 50), cls: percentile(runs.map((r) => r.cls), 50) };
      const tbts = runs.map((r) => r.tbt).filter(Number.isFinite);
      if (tbts.length) row.tbtRange = [Math.min(...tbts), Math.max(...tbts)];
      // Lighthouse does not audit documents answered with an HTTP error (the 404 page): no figures then.
      Object.assign(row, { lcp: Number.isFinite(figures.lcp) ? figures.lcp : null, tbt: Number.isFinite(figures.tbt) ? figures.tbt : null, cls: Number.isFinite(figures.cls) ? figures.cls : null });
      console.log(`[bench:web] ${row.page}: LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms (runs: ${runs.map((r) => Math.round(r.tbt)).join(', ')}), CLS ${figures.cls.toFixed(3)}`);
    }
    for (const rate of ONLY_PAGES ? [] : [1, 4]) {
      const samples = await filterToggleFigures(origin, rate);
      toggles.push({ rate, samples });
      console.log(`[bench:web] filter toggle, CPU x${rate}: median ${Math.round(percentile(samples, 50))} ms, p95 ${Math.round(percentile(samples, 95))} ms after the API's answer`);
    }
  } finally {
    await server.stop();
  }

  const out = path.join(ROOT, 'bench/results/web.md');
  if (ONLY_PAGES && existsSync(out)) {
    const note = `Rows ${rows.map((r) => r.page).join(', ')} measured ${new Date().toISOString()} alone (BENCH_PAGES), load average ${loadAtStart} at the start, ${loadAverage()} at the end.`;
    writeFileSync(out, withRows(readFileSync(out, 'utf8'), rows, note));
    console.log(`[bench:web] rows of ${rows.map((r) => r.page).join(', ')} written into ${path.relative(ROOT, out)}`);
    return;
  }

  const lines = [
    '# Web benchmark',
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, Chromium (${CHROMIUM}).`,
    'Production builds served by the one-process storefront server, run in a process of its own as in production (environment production, small catalogue).',
    `Machine load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end, on ${os.cpus().length} cores shared with other jobs (timings such as LCP and TBT grow with it; sizes and CLS do not).`,
    '',
    '- **JS before usable / CSS**: what arrived before the page was usable (main slot rendered and, for a server-rendered first view, hydrated; nothing busy, no loading skeleton left in it), gzip -9 sizes, on a phone (390×844, touch, a phone’s user agent: the server’s phone first view). **JS until idle**: everything fetched until the network was idle (decorative banners, which start after the page application, and below-the-fold chunks included). Target: JS before usable ≤ 150 KB on the homepage, search, hotel and offer pages.',
    `- **LCP / TBT / CLS**: Lighthouse 12, default mobile emulation (simulated throttling), performance category only; the median of ${LIGHTHOUSE_RUNS} runs per page (TBT range of the runs in brackets).`,
    '',
    '| page | path | JS before usable (gzip) | JS until idle (gzip) | CSS (gzip) | files | LCP | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(tableRow),
    '',
    'CSS is injected by style tags from the JavaScript bundles (lazy style tags), so most of it is counted in JS; a first view carries its CSS inline in the HTML (not counted here).',
    'A page whose remote is not built shows the 404 page (its row then measures the shell alone); Lighthouse does not audit',
    'documents answered with HTTP 404, so those rows have no LCP/TBT/CLS.',
    '',
    ...originLines(rows),
    ...targetLines(rows),
    '',
    '## Filter toggle (search page)',
    '',
    `A filter toggled on the search page (desktop viewport, ${FILTER_SAMPLES} toggles of ${FILTER_HASHES.length} filter values through the URL hash, as the filter bar's confirm does): time from the end of the API's answer (resource timing of \`/api/offers.json\`) to the first frame after the results grid changed. Target: within 100 ms.`,
    '',
    '| CPU | median | p95 | max |',
    '|---|---:|---:|---:|',
    ...toggles.map((t) => `| ${t.rate === 1 ? 'this machine' : `${t.rate}x slower (CDP throttling)`} | ${Math.round(percentile(t.samples, 50))} ms | ${Math.round(percentile(t.samples, 95))} ms | ${Math.round(Math.max(...t.samples))} ms |`),
    '',
    `- Within 100 ms of the API's answer: ${toggles.every((t) => t.rate !== 1 || percentile(t.samples, 95) <= 100) ? 'met' : '**not met**'} on this machine (p95).`,
  ];
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, lines.join('\n'));
  console.log(`[bench:web] written ${path.relative(ROOT, out)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
