/**
 * Which page kinds show the shell's top bar and mf_content's banners (site-wide §2). The shell mounts them by
 * these rules and the server reserves their space in the first HTML (no layout shift when they arrive).
 */
import type { PageKind } from './routes';

/** Page kinds with the booking / gifting top bar. */
export const TOP_BAR_KINDS: readonly PageKind[] = ['home', 'landing', 'search', 'keyword', 'hotel', 'product', 'minisite', 'ideas'];

/** The page kinds the CMS targets announcement banners and promo bars at. */
export type BannerPageKind = 'home' | 'search' | 'product';

/** The banner page kind of a route (landing pages and mini-site landings count as home); null: no banners. */
export function bannerPageOf(kind: PageKind): BannerPageKind | null {
  if (kind === 'home' || kind === 'landing' || kind === 'minisite') return 'home';
  if (kind === 'search' || kind === 'activitySearch' || kind === 'keyword') return 'search';
  if (kind === 'product' || kind === 'hotel' || kind === 'activity') return 'product';
  return null;
}

/** Attribute the server sets on a chrome slot whose space it reserved (removed by the shell once filled). */
export const RESERVE_ATTRIBUTE = 'data-reserve';

/**
 * What marks content still loading in a slot: ARIA's aria-busy region or a @storefront/ui skeleton. The shell waits
 * for the main slot to have none before it starts decorative applications (banners), and the web benchmark uses
 * the same rule for "usable".
 */
export const LOADING_PLACEHOLDER_SELECTOR = '[aria-busy="true"], .sf-ui-skeleton';
