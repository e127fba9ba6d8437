/**
 * The './banners' application: announcement banner and promo bar of the page kind (home, search, product) and
 * flow, plus the newsletter pop-up. Mounted by the shell on home, search and product-like pages.
 */
import { useEffect, useState } from 'react';
import { bannerPageOf } from '@storefront/contracts';
import { useBusValue } from '@storefront/event-bus/react';
import { useApp } from './app-context';
import { fetchAnnouncementBanners, fetchHomepage, fetchPromoBars, homepageKey } from './api/cms';
import { useResource } from './api/resource';
import type { CmsFlow } from './api/types';
import { AnnouncementBanner } from './features/announcement-banner/announcement-banner';
import { selectAnnouncement } from './features/announcement-banner/select';
import { flowOf } from './features/homepage/flow';
import { isInternalNavigation } from './features/newsletter/navigation-origin';
import { NewsletterPopup } from './features/newsletter/newsletter-popup';
import { PromoBar } from './features/promo-bar/promo-bar';
import { isPromoBannerVariant, isPromoBarShown, promoBarTabs, selectPromoBar, withExperimentBanner } from './features/promo-bar/select';
import { useRoute } from './shared/navigation';

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

  const announcements = useResource(`announcement`, () => fetchAnnouncementBanners(context), { preview, enabled: !context.customerCare });
  const bars = useResource(`promoBars:${context.locale}`, () => fetchPromoBars(context), { preview });
  // the promo bar settings of home pages are the homepage's (the same cached read as the homepage itself)
  const home = useResource(homepageKey(context), () => fetchHomepage(context), { preview, enabled: page === 'home' });
  const settings = home.status === 'success' ? home.data.promoBar : null;
  // home pages wait for the settings (a failed read shows the bar without tabs)
  const settled = page !== 'home' || home.status !== 'loading';

  const announcement = page && announcements.status === 'success' ? selectAnnouncement(announcements.data, page, flow, context.locale) : null;
  const barList = bars.status === 'success' ? bars.data.bars : [];
  const experimentBanner = bars.status === 'success' ? bars.data.experimentBanner : null;
  const bar =
    page && settled && isPromoBarShown(page, settings)
      ? withExperimentBanner(selectPromoBar(barList, page, flow), experimentBanner, page, flow, isPromoBannerVariant(context.experiments))
      : null;
  const flows = page ? promoBarTabs(barList, page, settings) : [];

  return (
    <div className="sf-content-banners">
      {announcement && <AnnouncementBanner banner={announcement} />}
      {bar && <PromoBar bar={bar} flows={flows} onFlowChange={setTabFlow} />}
      <NewsletterPopup pageKind={route.kind} navigationKey={path} internalNavigation={isInternalNavigation(path)} />
    </div>
  );
}
