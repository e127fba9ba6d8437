/**
 * `npm run bench:federation` (issue #33 item 5, the federation tax): the same pages served from the real build
 * (shell and remotes, Module Federation) and from one webpack build of the same sources without it
 * (bench/federation/webpack.config.cjs), side by side: JS before usable (gzip), requests, LCP (Lighthouse, as
 * bench:web runs it), and where the difference comes from (by origin, code downloaded twice, federation files).
 * Both storefronts run at once (the budgets step's setup: production, small catalogue), so that the Lighthouse runs
 * of the two alternate under the same machine load. Writes bench/results/federation.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfMissing, kb, launch, record, sampleBoxPath, sampleCheckoutPath, samplePaths, servedWithFirstView, startServer, type Fetched } from './measure';
import { jsBeforeUsableByOrigin, jsBeforeUsableBySource, ORIGIN_GROUPS, type OriginGroup, type RootBuild } from './attribution';
import { lighthouseFigures, percentile } from './bench-web';
import { PHONE, ROOT } from '../support/env';

const PORT = Number(process.env.BENCH_PORT ?? 8180);
/** Lighthouse runs per page and build (alternating between the two builds). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The issue's target: the federated build costs at most this much more JS before usable than one bundle. */
const TAX_TARGET = 0.1;

const BUNDLE_DIR = path.join(ROOT, 'bench/tmp/federation-bundle');
const BUNDLE: RootBuild = { dist: path.join(BUNDLE_DIR, 'dist'), sourcemaps: path.join(BUNDLE_DIR, 'sourcemaps') };
/** Loads of a first-view page until the server serves it with its first view (as the budgets step does). */
const FIRST_VIEW_ATTEMPTS = 4;

type Build = 'federated' | 'bundle';
const BUILDS: Build[] = ['federated', 'bundle'];

interface Measure {
  js: number;
  /** JS files, and every request, before the page was usable (the document included). */
  jsFiles: number;
  requests: number;
  byOrigin: Record<OriginGroup, number>;
  /** gzip bytes of sources found in more than one file before usable, beyond their first copy */
  duplicated: number;
  duplicatedSources: { name: string; bytes: number }[];
  /** Module Federation's own files before usable: manifests and the shared-chunk lists (JSON), remote entries (JS) */
  manifests: number;
  remoteEntries: number;
  firstView: boolean;
  lcp: number[];
}

async function measurePage(browser: Awaited<ReturnType<typeof launch>>, origin: string, pagePath: string, firstView: boolean, root?: RootBuild): Promise<Omit<Measure, 'lcp'>> {
  let fetched: Fetched[] = [];
  let served = false;
  for (let attempt = 0; attempt < (firstView ? FIRST_VIEW_ATTEMPTS : 1) && !served; attempt++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const hasFirstView = servedWithFirstView(page);
    fetched = await record(page, `${origin}${pagePath}`, origin);
    served = await hasFirstView;
    await context.close();
  }
  const usable = fetched.filter((f) => f.beforeUsable);
  const js = usable.filter((f) => f.type === 'js');
  const sources = jsBeforeUsableBySource(fetched, origin, root);
  const twice = [...sources].filter(([, s]) => new Set(s.files).size > 1).map(([name, s]) => ({ name, bytes: s.bytes - s.bytes / new Set(s.files).size }));
  const named = (pattern: RegExp) => usable.filter((f) => pattern.test(new URL(f.url).pathname)).reduce((sum, f) => sum + f.gzip, 0);
  return {
    js: js.reduce((sum, f) => sum + f.gzip, 0),
    jsFiles: js.length,
    // the document is not among the responses `record` keeps (it is the page itself): counted here
    requests: usable.length + 1,
    byOrigin: jsBeforeUsableByOrigin(fetched, origin, root),
    duplicated: twice.reduce((sum, s) => sum + s.bytes, 0),
    duplicatedSources: twice.sort((a, b) => b.bytes - a.bytes),
    manifests: named(/\/mf-(manifest|shared-chunks)\.json$/),
    remoteEntries: named(/\/remoteEntry\.js$/),
    firstView: served,
  };
}

const pct = (a: number, b: number): string => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)} %`;
const ms = (values: number[]): string => (values.length ? `${Math.round(percentile(values, 50))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})` : '–');

async function main(): Promise<void> {
  const loadAtStart = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
  buildIfMissing(['shell', 'mf-search', 'mf-content', 'mf-product', 'mf-gift', 'mf-checkout']);
  // the one-bundle build, every time (its build cache makes an unchanged build quick)
  execFileSync('npx', ['webpack', '--config', 'bench/federation/webpack.config.cjs'], { cwd: ROOT, stdio: 'inherit' });
  const servers = {
    federated: await startServer(PORT, 'ci'),
    bundle: await startServer(PORT + 1, 'ci', { SHELL_DIST: BUNDLE.dist, REGISTRY_DIR: path.join(BUNDLE_DIR, 'registry'), REGISTRY_NAME: 'bundle' }),
  };
  const results: { page: string; path: string; federated: Measure; bundle: Measure }[] = [];
  const loads: number[] = [];
  try {
    const origin = servers.federated.url;
    const ids = await samplePaths(origin);
    const box = await sampleBoxPath(origin);
    const pages: { page: string; path: string; firstView: boolean }[] = [
      { page: 'home', path: '/', firstView: true },
      { page: 'search', path: '/recherche', firstView: true },
      { page: 'hotel', path: `/hotel/${ids.hotelId}`, firstView: true },
      { page: 'offer', path: `/sejour/${ids.offerId}`, firstView: true },
      { page: 'checkout', path: await sampleCheckoutPath(origin, ids.offerId), firstView: false },
      { page: 'gift card', path: '/giftcard/customization', firstView: false },
      ...(box ? [{ page: 'box detail', path: box, firstView: false }] : []),
    ].filter((p) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(p.page));
    const browser = await launch();
    for (const p of pages) {
      const measured = {} as Record<Build, Measure>;
      for (const build of BUILDS) {
        measured[build] = { ...(await measurePage(browser, servers[build].url, p.path, p.firstView, build === 'bundle' ? BUNDLE : undefined)), lcp: [] };
      }
      console.log(`[bench:federation] ${p.page}: JS before usable ${kb(measured.federated.js)} federated, ${kb(measured.bundle.js)} one bundle (${pct(measured.federated.js, measured.bundle.js)})`);
      results.push({ page: p.page, path: p.path, ...measured });
    }
    await browser.close();
    for (const r of results) {
      for (let i = 0; i < RUNS; i++) {
        for (const build of BUILDS) {
          loads.push(os.loadavg()[0] as number);
          const { lcp } = await lighthouseFigures(`${servers[build].url}${r.path}`);
          if (Number.isFinite(lcp)) r[build].lcp.push(lcp);
        }
      }
      console.log(`[bench:federation] ${r.page}: LCP ${ms(r.federated.lcp)} federated, ${ms(r.bundle.lcp)} one bundle`);
    }
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  }

  const total = (build: Build) => results.reduce((sum, r) => sum + r[build].js, 0);
  const worst = results.reduce((w, r) => Math.max(w, r.federated.js / r.bundle.js - 1), 0);
  const groupRows = ORIGIN_GROUPS.filter((g) => results.some((r) => Math.abs(r.federated.byOrigin[g] - r.bundle.byOrigin[g]) >= 50)).map(
    (g) => `| ${g} | ${results.map((r) => `${kb(r.federated.byOrigin[g])} / ${kb(r.bundle.byOrigin[g])}`).join(' | ')} |`,
  );
  const duplicatedTop = (r: (typeof results)[number]) => r.federated.duplicatedSources.slice(0, 4).map((s) => `\`${s.name}\` ${kb(s.bytes)}`).join(', ');
  const lines = [
    '# Federation tax',
    '',
    `Measured ${new Date().toISOString()} with \`${process.env.LIGHTHOUSE_RUNS ? `LIGHTHOUSE_RUNS=${RUNS} ` : ''}npm run bench:federation\` on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; machine load average (1 / 5 / 15 min) ${loadAtStart} at the start, ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} at the end (1-minute load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the Lighthouse runs).`,
    '',
    '- **federated**: the real production builds (the shell and five remotes, Module Federation, decision 0003).',
    '- **one bundle**: `bench/federation/webpack.config.cjs`, the shell\'s own production configuration without the ModuleFederationPlugin, where loading a remote\'s exposed module is a dynamic import of its source: the same pages, libraries in chunks by webpack\'s defaults. It is served by the same server with the same first views (its registry names each remote by a file that is not a manifest, so the server hints none of the remotes\' files; it hints the bundle\'s entry script only).',
    '- Both servers run at once (production, small catalogue: the budgets step\'s setup); each page is loaded on a phone (as the budgets step does, again until a first-view page comes with its first view). **JS before usable**: gzip -9 bytes of the scripts received before the page was usable, as the budgets step counts them. **requests**: JS files / all requests before usable (the document included). **LCP**: Lighthouse 12 mobile emulation, as bench:web runs it, median (lowest–highest) of ' +
      `${RUNS} runs per build, alternating between the builds.`,
    '',
    '| page | JS before usable, federated | one bundle | federation tax | requests, federated | one bundle | LCP, federated | one bundle |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.page} | ${kb(r.federated.js)} | ${kb(r.bundle.js)} | ${pct(r.federated.js, r.bundle.js)} | ${r.federated.jsFiles} / ${r.federated.requests} | ${r.bundle.jsFiles} / ${r.bundle.requests} | ${ms(r.federated.lcp)} | ${ms(r.bundle.lcp)} |`,
    ),
    `| **all pages** | ${kb(total('federated'))} | ${kb(total('bundle'))} | ${pct(total('federated'), total('bundle'))} | | | | |`,
    '',
    `Target (issue #33 item 5: the federated build costs at most ${TAX_TARGET * 100} % more bytes): ${worst <= TAX_TARGET ? 'met' : '**not met**'} (highest tax ${(worst * 100).toFixed(1)} %).` +
      (results.some((r) => !r.federated.firstView || !r.bundle.firstView) && results.some((r) => r.page === 'home')
        ? ` Pages measured without their first view: ${results.filter((r) => ['home', 'search', 'hotel', 'offer'].includes(r.page) && (!r.federated.firstView || !r.bundle.firstView)).map((r) => r.page).join(', ') || 'none'}.`
        : ''),
    '',
    '## Where the difference comes from',
    '',
    'JS before usable by origin (federated / one bundle; groups that differ by 50 bytes or more on some page), from the builds\' source maps as bench:web splits it; "federation runtime" is webpack\'s runtime in the bundle.',
    '',
    `| origin | ${results.map((r) => r.page).join(' | ')} |`,
    `|---|${results.map(() => '---:').join('|')}|`,
    ...groupRows,
    '',
    '| federated build | ' + results.map((r) => r.page).join(' | ') + ' |',
    `|---|${results.map(() => '---:').join('|')}|`,
    `| code downloaded twice (sources in two files or more, beyond their first copy) | ${results.map((r) => kb(r.federated.duplicated)).join(' | ')} |`,
    `| remote entries (remoteEntry.js, JS) | ${results.map((r) => kb(r.federated.remoteEntries)).join(' | ')} |`,
    `| manifests (mf-manifest.json, mf-shared-chunks.json; not JS, not counted above) | ${results.map((r) => kb(r.federated.manifests)).join(' | ')} |`,
    '',
    'The sources downloaded twice, largest first:',
    '',
    ...results.map((r) => `- ${r.page}: ${duplicatedTop(r) || 'none'}`),
    '',
  ];
  const out = path.join(ROOT, 'bench/results/federation.md');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, lines.join('\n'));
  console.log(`[bench:federation] written ${path.relative(ROOT, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
