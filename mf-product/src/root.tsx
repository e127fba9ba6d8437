/**
 * The mf-product application mounted by the shell on the hotel, product and activity routes. It follows the
 * location (the application stays mounted from one product page to another) and routes internal links through
 * the shell (bus `navigate`), so navigation never reloads the page.
 */
import { Component, Suspense, useMemo, type MouseEvent, type ReactNode } from 'react';
import type { PageKind, StorefrontContext } from '@storefront/contracts';
import { emit } from '@storefront/event-bus';
import { CRASH_LOCATION, logClientError } from '@storefront/api-client';
import { useTranslation, type StorefrontI18n } from '@storefront/i18n';
import { Skeleton, lazyComponent, type RemoteRootProps } from '@storefront/ui';
import { ProductProviders, useApp } from './app-context';
import { scrollToSection } from './features/scroll';
import { NotFound } from './features/too-late/too-late';
import { parseProductUrl, productRouteOf, routeId, useLocationSnapshot } from './state/url';

// Each page kind is its own chunk, loaded on its route: the stay offer page downloads neither the hotel nor the
// activity page (and their modals load when they open).
const pageChunks = {
  product: lazyComponent(() => import(/* webpackChunkName: "offer-page" */ './features/offer-page/offer-page').then((m) => m.OfferPage)),
  hotel: lazyComponent(() => import(/* webpackChunkName: "hotel-page" */ './features/hotel-page/hotel-page').then((m) => m.HotelPage)),
  activity: lazyComponent(() => import(/* webpackChunkName: "activity-page" */ './features/activity-page/activity-page').then((m) => m.ActivityPage)),
};
const { product: OfferPage, hotel: HotelPage, activity: ActivityPage } = pageChunks;

/**
 * Starts loading the chunk of a page kind (the spa does it before its first render). The promise settles once it
 * has loaded, never with an error (a failure shows later, on render).
 */
export function preloadPageChunk(kind: PageKind): Promise<void> {
  if (kind !== 'product' && kind !== 'hotel' && kind !== 'activity') return Promise.resolve();
  return pageChunks[kind].preload().then(
    () => undefined,
    () => undefined,
  );
}

function Crash() {
  const { t } = useTranslation();
  return (
    <div className="sf-product-crash" role="alert">
      <h1>{t('crash.title')}</h1>
      <a className="sf-ui-button sf-ui-button--primary" href="/">
        {t('crash.home')}
      </a>
    </div>
  );
}

class ErrorBoundary extends Component<
  { context: StorefrontContext; resetKey: string; children: ReactNode },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }
  override componentDidCatch(error: unknown) {
    void logClientError(this.props.context, { location: CRASH_LOCATION, message: error });
  }
  override render() {
    return this.state.failed ? <Crash /> : this.props.children;
  }
}

/** Same-origin links inside the remote go through the shell's router (no reload); anchors scroll. */
function onLinkClick(event: MouseEvent<HTMLElement>) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
  const href = anchor.getAttribute('href') ?? '';
  if (href.startsWith('#')) {
    const target = document.getElementById(href.slice(1));
    if (target) {
      event.preventDefault();
      scrollToSection(target, { focus: true });
    }
    return;
  }
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  emit('navigate', { url: `${url.pathname}${url.search}${url.hash}` });
}

function Page() {
  const { context } = useApp();
  const location = useLocationSnapshot();
  const route = productRouteOf(location.href, context);
  // the activity page clamps its pax (hash a) to its price keys rather than to a stay's travellers
  const activity = route.kind === 'activity';
  const url = useMemo(
    () => parseProductUrl({ search: location.search, hash: location.hash }, undefined, { activity }),
    [location.search, location.hash, activity],
  );
  switch (route.kind) {
    case 'hotel':
      return <HotelPage key={route.params.hotelId} hotelId={routeId(route.params.hotelId)} url={url} />;
    case 'product':
      return <OfferPage key={route.params.offerId} offerId={routeId(route.params.offerId)} url={url} />;
    case 'activity':
      return (
        <ActivityPage key={route.params.activityId} activityId={routeId(route.params.activityId)} url={url} />
      );
    default:
      return <NotFound />;
  }
}

/** What remoteLifecycles gives the root (context, loadRemote, the first view it hydrates), and an i18n instance in tests. */
export interface RootProps extends RemoteRootProps {
  i18n?: StorefrontI18n;
}

export function Root({ context, loadRemote, i18n }: RootProps) {
  const location = useLocationSnapshot();
  return (
    <ProductProviders context={context} loadRemote={loadRemote} i18n={i18n}>
      <div className="sf-product" onClick={onLinkClick}>
        <ErrorBoundary context={context} resetKey={location.pathname}>
          <Suspense fallback={<Skeleton height={360} />}>
            <Page />
          </Suspense>
        </ErrorBoundary>
      </div>
    </ProductProviders>
  );
}
