/** Picks the promo bar of a page kind and flow (site-wide §2), booking as fallback, and its flow tabs. */
import type { BannerPageKind, CmsFlow, Homepage, PromoBar } from '../../api/types';

export function selectPromoBar(bars: PromoBar[], page: BannerPageKind, flow: CmsFlow): PromoBar | null {
  return bars.find((b) => b.page === page && b.flow === flow) ?? bars.find((b) => b.page === page && b.flow === 'booking') ?? null;
}

/** Flows with a bar on this page kind. */
export function promoBarFlows(bars: PromoBar[], page: BannerPageKind): CmsFlow[] {
  return [...new Set(bars.filter((b) => b.page === page).map((b) => b.flow))];
}

/** The site's promo bar settings (homepage CMS `promoBar`); unknown until the homepage content is in. */
export type PromoBarSettings = Homepage['promoBar'] | null;

/** Whether the promo bar shows: the homepage setting `promoBar.show` applies to home pages (home, landing, mini-site). */
export function isPromoBarShown(page: BannerPageKind, settings: PromoBarSettings): boolean {
  return page !== 'home' || !settings || settings.show;
}

/**
 * Flow tabs of the promo bar: only on home pages, only when the homepage setting `promoBar.flowTabs` is on, for
 * the flows that have a bar there (none when fewer than two).
 */
export function promoBarTabs(bars: PromoBar[], page: BannerPageKind, settings: PromoBarSettings): CmsFlow[] {
  if (page !== 'home' || !settings?.flowTabs) return [];
  const flows = promoBarFlows(bars, page);
  return flows.length > 1 ? flows : [];
}
