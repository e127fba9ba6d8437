/**
 * `npm run bench:web`: builds for production (what is missing), serves the production storefront, and for
 * each page type records the JS and CSS fetched before the page is usable (gzip) and the Lighthouse 12
 * mobile-emulation figures (LCP, TBT, CLS) in Chromium. Writes bench/results/web.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfMissing, CHROMIUM, CHROMIUM_ARGS, kb, launch, record, samplePaths, startServer, type Fetched } from './measure';
import { ROOT } from '../support/env';

const PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 8180);

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
}

/** The issues' targets (search, hotel and offer pages): LCP <= 1.5 s, TBT <= 150 ms, JS before usable <= 150 KB; CLS <= 0.1 everywhere. */
export function targetLines(rows: Row[]): string[] {
  const targeted = rows.filter((r) => ['search', 'hotel', 'product'].includes(r.page));
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  const list = (pick: (r: Row) => string) => targeted.map((r) => `${r.page} ${pick(r)}`).join(', ');
  const lcpOk = targeted.every((r) => r.lcp !== null && r.lcp <= 1500);
  const tbtOk = targeted.every((r) => r.tbt !== null && r.tbt <= 150);
  const jsOk = targeted.every((r) => r.js <= 150 * 1024);
  const clsOk = rows.every((r) => r.cls === null || r.cls <= 0.1);
  return [
    '## Targets',
    '',
    `- LCP ≤ 1.5 s (search, hotel, offer page): ${verdict(lcpOk)} (${list((r) => (r.lcp === null ? '–' : `${(r.lcp / 1000).toFixed(1)} s`))}).`,
    `- TBT ≤ 150 ms: ${verdict(tbtOk)} (${list((r) => (r.tbt === null ? '–' : `${Math.round(r.tbt)} ms`))}).`,
    `- JS before usable ≤ 150 KB gzip: ${verdict(jsOk)} (${list((r) => kb(r.js))}). Before any remote, react-dom (64 KB), the shell with the federation runtime (48 KB) and react take ~118 KB; a page remote adds i18next and react-i18next (26 KB), axios (21 KB), @storefront/ui (12 KB), date-fns (8 KB) and its own code.`,
    `- CLS ≤ 0.1 on every page: ${verdict(clsOk)}.`,
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

/** The machine's load average (1, 5, 15 min): the figures depend on what else runs on it. */
const loadAverage = (): string => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  buildIfMissing(['shell', 'mf-search', 'mf-content', 'mf-product', 'mf-gift', 'mf-checkout']);
  const server = await startServer(PORT);
  const rows: Row[] = [];
  try {
    const origin = server.url;
    const ids = await samplePaths(origin);
    const pages: [string, string][] = [
      ['home', '/'],
      ['search', '/recherche'],
      ['hotel', `/hotel/${ids.hotelId}`],
      ['product', `/sejour/${ids.offerId}`],
      ['404', '/page-inconnue/x'],
      ...(ids.minisite ? ([['mini-site', `/${ids.minisite}`]] as [string, string][]) : []),
    ];
    const browser = await launch();
    for (const [page, p] of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
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
      });
      console.log(`[bench:web] ${page}: JS before usable ${kb(sum(usable, 'js'))} (until network idle ${kb(sum(fetched, 'js'))}), CSS ${kb(sum(usable, 'css'))}`);
    }
    await browser.close();
    for (const row of rows) {
      const figures = await lighthouseFigures(`${origin}${row.path}`);
      // Lighthouse does not audit documents answered with an HTTP error (the 404 page): no figures then.
      Object.assign(row, { lcp: Number.isFinite(figures.lcp) ? figures.lcp : null, tbt: Number.isFinite(figures.tbt) ? figures.tbt : null, cls: Number.isFinite(figures.cls) ? figures.cls : null });
      console.log(`[bench:web] ${row.page}: LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}`);
    }
  } finally {
    await server.stop();
  }

  const lines = [
    '# Web benchmark',
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, Chromium (${CHROMIUM}).`,
    'Production builds served by the one-process storefront server (environment production, small catalogue).',
    `Machine load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end, on ${os.cpus().length} cores shared with other jobs (timings such as LCP and TBT grow with it; sizes and CLS do not).`,
    '',
    '- **JS before usable / CSS**: what arrived before the page was usable (main slot rendered, nothing busy, no loading skeleton left in it), gzip -9 sizes, phone viewport 390×844. **JS until idle**: everything fetched until the network was idle (decorative banners, which start after the page application, and below-the-fold chunks included). Target: JS before usable ≤ 150 KB on search, hotel and offer pages.',
    '- **LCP / TBT / CLS**: Lighthouse 12, default mobile emulation (simulated throttling), performance category only.',
    '',
    '| page | path | JS before usable (gzip) | JS until idle (gzip) | CSS (gzip) | files | LCP | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.page} | \`${r.path}\` | ${kb(r.js)} | ${kb(r.jsTotal)} | ${kb(r.css)} | ${r.files} | ${r.lcp === null ? '–' : `${Math.round(r.lcp)} ms`} | ${r.tbt === null ? '–' : `${Math.round(r.tbt)} ms`} | ${r.cls === null ? '–' : r.cls.toFixed(3)} |`),
    '',
    'CSS is injected by style tags from the JavaScript bundles (lazy style tags), so most of it is counted in JS.',
    'A page whose remote is not built shows the 404 page (its row then measures the shell alone); Lighthouse does not audit',
    'documents answered with HTTP 404, so those rows have no LCP/TBT/CLS.',
    '',
    ...targetLines(rows),
  ];
  const out = path.join(ROOT, 'bench/results/web.md');
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
