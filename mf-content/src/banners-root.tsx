/**
 * The './banners' application: announcement banner and promo bar of the page kind (home, search, product) and
 * flow, plus the newsletter pop-up. Mounted by the shell on home, search and product-like pages.
 */
import { useEffect, useState } from 'react';
import type { PageKind } from '@storefront/contracts';
import { useBusValue } from '@storefront/event-bus/react';
import { useApp } from './app-context';
import { fetchAnnouncementBanners, fetchPromoBars } from './api/cms';
import { useResource } from './api/resource';
import type { BannerPageKind, CmsFlow } from './api/types';
import { AnnouncementBanner } from './features/announcement-banner/announcement-banner';
import { selectAnnouncement } from './features/announcement-banner/select';
import { flowOf } from './features/homepage/flow';
import { isInternalNavigation } from './features/newsletter/navigation-origin';
import { NewsletterPopup } from './features/newsletter/newsletter-popup';
import { PromoBar } from './features/promo-bar/promo-bar';
import { promoBarFlows, selectPromoBar } from './features/promo-bar/select';
import { useRoute } from './shared/navigation';

/** The banner page kind of a route (landing pages and mini-site landings count as home). */
export function bannerPageOf(kind: PageKind): BannerPageKind | null {
  if (kind === 'home' || kind === 'landing' || kind === 'minisite') return 'home';
  if (kind === 'search' || kind === 'activitySearch' || kind === 'keyword') return 'search';
  if (kind === 'product' || kind === 'hotel' || kind === 'activity') return 'product';
  return null;
}

export function BannersRoot() {
  const { context, preview } = useApp();
  const { route, href, query } = useRoute(context);
  const busFlow = useBusValue('flow');
  const [tabFlow, setTabFlow] = useState<CmsFlow | null>(null);
  const page = bannerPageOf(route.kind);
  const queryFlow = flowOf(query);
  const flow: CmsFlow = tabFlow ?? (query.get('flow') ? queryFlow : busFlow?.flow === 'gifting' || busFlow?.flow === 'activity' ? busFlow.flow : queryFlow);
  const path = href.split('#')[0] ?? href;

  useEffect(() => setTabFlow(null), [path]);

  const announcements = useResource(`announcement`, () => fetchAnnouncementBanners(context, preview), { preview, enabled: !context.customerCare });
  const bars = useResource(`promoBars:${context.locale}`, () => fetchPromoBars(context, preview), { preview });

  const announcement = page && announcements.status === 'success' ? selectAnnouncement(announcements.data, page, flow, context.locale) : null;
  const barList = bars.status === 'success' ? bars.data.promoBars : [];
  const bar = page ? selectPromoBar(barList, page, flow) : null;
  const flows = page === 'home' ? promoBarFlows(barList, page) : [];

  return (
    <div className="sf-content-banners">
      {announcement && <AnnouncementBanner banner={announcement} />}
      {bar && <PromoBar bar={bar} flows={flows} onFlowChange={setTabFlow} />}
      <NewsletterPopup pageKind={route.kind} navigationKey={path} internalNavigation={isInternalNavigation(path)} />
    </div>
  );
}
