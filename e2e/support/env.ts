/**
 * Where this e2e run lives: its port (E2E_PORT, default 8180; other suites use 8181-8183 at the same time) and
 * its temporary folder (database, registries, extra remote builds, test results), one per port so runs never
 * share state.
 */
import os from 'node:os';
import path from 'node:path';
import { SITES, type SiteCode } from '@storefront/contracts';

export const ROOT = path.resolve(__dirname, '../..');
export const PORT = Number(process.env.E2E_PORT ?? 8180);
/** The PSP test server of this run (the storefront's payments go to it). */
export const PSP_PORT = PORT + 4000;
/** Outside the repository: builds and data here are never linted, type-checked or committed. */
export const TMP_DIR = path.join(os.tmpdir(), `storefront-e2e-${PORT}`);
export const DATA_DIR = path.join(TMP_DIR, 'data');
export const REGISTRY_DIR = path.join(TMP_DIR, 'registry');
export const REMOTES_DIR = path.join(TMP_DIR, 'remotes');
/** The environment the e2e server runs in (its registry file is REGISTRY_DIR/registry.<env>.json). */
export const ENVIRONMENT = 'development';

/** Origin of a site on the e2e server (`*.localhost` resolves to this machine in Chromium). */
export function originOf(site: SiteCode): string {
  return `http://${SITES[site].localHost}:${PORT}`;
}

/**
 * The registry swap fixture: a tiny remote built twice with different output, standing in for container mf_gift
 * (route /giftcard/customization) only in the registries that name it: `registry.<SWAP_REGISTRY>.json`, which a
 * browser uses with the `sf_registry` cookie (useSwapRegistry), and the swap spec's own files. The run's registry
 * keeps the real mf-gift, so the gift specs meet the real pages.
 */
export const SWAP_CONTAINER = 'mf_gift';
export const SWAP_BUILDS = ['swap-remote@v1', 'swap-remote@v2'] as const;
export const SWAP_REGISTRY = 'swap-fixture';
export const REGISTRY_COOKIE = 'sf_registry';

/** Points a browser context at the registry with the swap fixture at v1, on the given sites. */
export async function useSwapRegistry(context: { addCookies(cookies: { name: string; value: string; url: string }[]): Promise<void> }, sites: SiteCode[]): Promise<void> {
  await context.addCookies(sites.map((site) => ({ name: REGISTRY_COOKIE, value: SWAP_REGISTRY, url: originOf(site) })));
}

/**
 * A phone as the e2e suite and the benchmarks open pages: its size, touch, and its user agent, from which the server
 * picks a first view's layout (Sec-CH-UA-Mobile / User-Agent; a desktop one on a phone-sized window gave the desktop
 * first view, switched to the phone layout after hydrating).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};
