/**
 * Shared by the budgets check and the web benchmark: starts the production storefront (its own temporary
 * database), opens page kinds in Chromium and records what each page fetched, with gzip sizes.
 */
import { gzipSync } from 'node:zlib';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { FIRST_VIEW_ELEMENT_ID, LOADING_PLACEHOLDER_SELECTOR } from '@storefront/contracts';
import { ROOT } from '../support/env';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Fetched {
  url: string;
  type: 'js' | 'css' | 'other';
  /** gzip -9 size of the body */
  gzip: number;
  /** Content-Encoding the server sent (br, gzip...), null when the body went out as it is. */
  encoding: string | null;
  /** ms after navigation start */
  at: number;
  /** remote folder for /remotes/<folder>/..., 'shell' for the shell's files */
  owner: string;
  /** Received before the page was usable (see `record`). */
  beforeUsable: boolean;
}

/** Issue #33's budgets on every page with targets: JS before usable and, of it, our own code (gzip). */
export const JS_BEFORE_USABLE_BUDGET = 200 * 1024;
export const OWN_CODE_BUDGET = 65 * 1024;

export interface PageKindProbe {
  name: string;
  path: string;
  /** Remote folders the page shows (may fetch). */
  allowed: string[];
  /** Remote folders the page must fetch. */
  required: string[];
}

export function buildIfMissing(workspaces: string[]): void {
  for (const ws of workspaces) {
    if (!existsSync(path.join(ROOT, ws, 'package.json'))) continue;
    if (existsSync(path.join(ROOT, ws, 'dist', ws === 'shell' ? 'index.html' : 'mf-manifest.json'))) continue;
    console.log(`[measure] building ${ws}`);
    try {
      execFileSync('npm', ['-w', ws, 'run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
    } catch (error) {
      // the shell is required; a remote that does not build is left out of the registry
      if (ws === 'shell') throw error;
      console.warn(`[measure] WARNING: ${ws} does not build; it is left out of the registry`);
    }
  }
}

/**
 * How the measured storefront runs. `ci` (the budgets step): production environment, small catalogue, a fresh
 * database. `visitor` (bench:web): what a visitor of `npm start` meets, the development environment and the default
 * catalogue (about twenty times the small one: longer pages, bigger first-view states), its database kept between
 * runs in VISITOR_DATA_DIR (seeding it takes minutes).
 */
export type ServerSetup = 'ci' | 'visitor';

export const VISITOR_DATA_DIR = path.join(os.tmpdir(), 'storefront-bench-default-catalogue');

/**
 * The storefront in its own process (as it runs in production): the measuring tools (Lighthouse parses the page's
 * trace as it loads) then never hold up the server's answers, whose times the measures include. `extraEnv` adds to
 * or overrides its environment (SHELL_DIST, REGISTRY_DIR...).
 */
export async function startServer(port: number, setup: ServerSetup = 'ci', extraEnv: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = setup === 'visitor' ? VISITOR_DATA_DIR : mkdtempSync(path.join(os.tmpdir(), 'storefront-measure-'));
  const env =
    setup === 'visitor'
      ? { STOREFRONT_ENV: 'development', CATALOGUE_SIZE: 'default' }
      : { STOREFRONT_ENV: 'production', CATALOGUE_SIZE: 'small' };
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env, DATABASE_URL: '', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        // a burst's shed first views are the point of the burst measure, not news
        if (!/^\[storefront\] first view of .* (not rendered|took over)/.test(line)) console.log(`[server] ${line.replace(/^\[storefront\] /, '')}`);
        if (line.includes('serving the storefront')) resolve();
      }
    };
    server.stdout.on('data', onLine);
    server.stderr.on('data', onLine);
    void exited.then((code) => reject(new Error(`the storefront exited (code ${code}) before serving`)));
  });
  await ready;
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    if (setup === 'ci') rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://localhost:${port}`, stop };
}

export async function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

function ownerOf(url: string, origin: string): string {
  const u = new URL(url);
  if (u.origin !== origin) return 'external';
  const m = /^\/remotes\/([^/]+)\//.exec(u.pathname);
  return m ? (m[1] as string) : u.pathname.startsWith('/api') || u.pathname.startsWith('/gateway') ? 'api' : 'shell';
}

/**
 * Opens `url` and returns everything it fetched until the network is idle, each response marked `beforeUsable`
 * when it arrived before the page was usable: the main slot rendered (a first view hydrated) with nothing busy and no
 * loading placeholder (skeleton) left in it. What arrives later (decorative banners, below-the-fold chunks) is fetched
 * but was not needed to use the page. Both moments are taken in the page, on one clock: the page notes when it became
 * usable (on the DOM change that made it so), and each file's arrival is its resource timing's responseEnd.
 */
export async function record(page: Page, url: string, origin: string): Promise<Fetched[]> {
  const seen: Omit<Fetched, 'beforeUsable'>[] = [];
  const started = Date.now();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const kind: Fetched['type'] = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : /\.js(\?|$)/.test(response.url()) ? 'js' : 'other';
    const at = Date.now() - started;
    pending.push(
      response.body().then(
        (body) => {
          const encoding = response.headers()['content-encoding'] ?? null;
          seen.push({ url: response.url(), type: kind, gzip: gzipSync(body, { level: 9 }).length, encoding, at, owner: ownerOf(response.url(), origin) });
        },
        () => undefined,
      ),
    );
  });
  // a string, not a function: tsx would wrap the function's named inner functions in a helper the page lacks
  await page.addInitScript(`(() => {
    const selector = ${JSON.stringify(LOADING_PLACEHOLDER_SELECTOR)};
    // a server-rendered first view counts once the browser has hydrated it (its controls respond)
    const usable = () => {
      const main = document.getElementById('sf-main');
      return !!main && main.children.length > 0 && !main.querySelector(selector) && !main.querySelector('[data-first-view]');
    };
    const observer = new MutationObserver(() => {
      if (window.__usableAt === undefined && usable()) {
        window.__usableAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  })();`);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { __usableAt?: number }).__usableAt !== undefined, undefined, { polling: 50 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const { usableAt, arrived } = await page.evaluate(() => ({
    usableAt: (window as unknown as { __usableAt: number }).__usableAt,
    arrived: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [e.name, e.responseEnd] as const),
  }));
  const arrival = new Map(arrived);
  return seen.map((f) => ({ ...f, beforeUsable: (arrival.get(f.url) ?? 0) <= usableAt }));
}

/** The page's next document comes with the server's first view (its state element, which the page takes away). */
export function servedWithFirstView(page: Page): Promise<boolean> {
  return page.waitForResponse((r) => r.request().resourceType() === 'document', { timeout: 60_000 }).then(
    async (r) => (await r.text()).includes(`id="${FIRST_VIEW_ELEMENT_ID}"`),
    () => false,
  );
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Finds real ids in the catalogue for the page kinds that need one. */
/** A checkout link of an offer on its first bookable two-night stay at least a week ahead (the checkout page's sample). */
export async function sampleCheckoutPath(origin: string, offerId: number): Promise<string> {
  const res = await fetch(`${origin}/api/weekend/${offerId}/availabilities.json?locale=fr_FR&nights=2&adult=2&child=0&baby=0&length=12`);
  const body = (await res.json()) as { days: { day: string; available: boolean; price: number | null }[] };
  const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const checkin = body.days.filter((d) => d.available && d.price !== null && d.day >= soon).map((d) => d.day).sort()[0];
  if (!checkin) throw new Error(`offer ${offerId} has no bookable stay`);
  const checkout = new Date(Date.parse(`${checkin}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  return `/checkout#checkin=${checkin}&checkout=${checkout}&night=2&a=2&c=0&b=0&id=${offerId}&offerId=${offerId}`;
}

/** A gift box of the listing (an e-box) for the box detail page, null when the site sells none. */
export async function sampleBoxPath(origin: string): Promise<string | null> {
  const res = await fetch(`${origin}/gateway/boxes/search?locale=fr_FR`);
  const body = (await res.json()) as { boxes?: { code: string; slug: string }[] };
  const box = (body.boxes ?? []).find((b) => b.code.toUpperCase().endsWith('EBOX'));
  return box ? `/cadeau/p/${box.slug}/${box.code}` : null;
}

export async function samplePaths(origin: string): Promise<{ offerId: number; hotelId: number; activityId: number | null; minisite: string | null }> {
  const first = async (flow: string) => {
    const res = await fetch(`${origin}/api/offers.json?limit=1&locale=fr_FR${flow}`);
    return ((await res.json()) as { exactMatch: { id: number; hotel: { id: number } }[] }).exactMatch[0] ?? null;
  };
  const card = await first('');
  if (!card) throw new Error('the catalogue has no offers');
  const activity = await first('&flow=activity');
  const html = await (await fetch(`${origin}/`, { headers: { host: `localhost` } })).text();
  const m = /\{"id":\d+,"slug":"([^"]+)","locale":"fr_FR"/.exec(html);
  return { offerId: card.id, hotelId: card.hotel.id, activityId: activity?.id ?? null, minisite: m ? (m[1] as string) : null };
}
