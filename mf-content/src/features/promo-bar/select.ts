/** Picks the promo bar of a page kind and flow (site-wide §2), booking as fallback, and its flow tabs. */
import { PROMO_BANNER_EXPERIMENT, PROMO_BANNER_VARIANT, withExperimentLink, type StorefrontContext } from '@storefront/contracts';
import type { BannerPageKind, CmsFlow, ExperimentBanner, Homepage, PromoBar } from '../../api/types';

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

/**
 * The promo banner experiment of the shell's runtime config: `experiments.promoBanner`, 'control' or 'extra10'.
 * Read defensively: a shell whose config has no such experiment gives no value, which counts as 'control'.
 */
export function isPromoBannerVariant(experiments: StorefrontContext['experiments'] | undefined): boolean {
  return !!experiments && (experiments as unknown as Record<string, unknown>)[PROMO_BANNER_EXPERIMENT] === PROMO_BANNER_VARIANT;
}

/**
 * The default experiment promo banner ('10% extra on selected packages', locale-specific text) in the booking
 * promo bar of visitors in the 'extra10' variant: first link of the bar, or a bar of its own when the page kind
 * has no booking bar. Other flows (gift, activity) and the control variant keep the CMS bar as it is.
 */
export function withExperimentBanner(bar: PromoBar | null, banner: ExperimentBanner | null, page: BannerPageKind, flow: CmsFlow, variant: boolean): PromoBar | null {
  if (!variant || !banner) return bar;
  const link = { label: banner.label, url: banner.url, newTab: false, variant: 'black' as const, experiment: true };
  return withExperimentLink<PromoBar['links'][number], PromoBar>(bar, link, flow, (own) => ({
    internalCode: 'experiment-default',
    campaign: PROMO_BANNER_EXPERIMENT,
    category: PROMO_BANNER_VARIANT,
    page,
    flow,
    links: [own],
    palette: '#eaeef2',
    font: 'dark',
  }));
}
