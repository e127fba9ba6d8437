/** Picks the promo bar of a page kind and flow (site-wide §2), booking as fallback. */
import type { BannerPageKind, CmsFlow, PromoBar } from '../../api/types';

export function selectPromoBar(bars: PromoBar[], page: BannerPageKind, flow: CmsFlow): PromoBar | null {
  return bars.find((b) => b.page === page && b.flow === flow) ?? bars.find((b) => b.page === page && b.flow === 'booking') ?? null;
}

/** Flows with a bar on this page kind (the flow tabs show when there are two or more). */
export function promoBarFlows(bars: PromoBar[], page: BannerPageKind): CmsFlow[] {
  return [...new Set(bars.filter((b) => b.page === page).map((b) => b.flow))];
}
