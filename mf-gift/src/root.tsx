/**
 * The mf-gift application mounted by the shell on the gift routes (gift set-up, boxes, gift card, beneficiary). It
 * follows the location and routes its same-origin links through the shell (bus `navigate`), so navigation never
 * reloads the page.
 */
import { Suspense } from 'react';
import { CRASH_LOCATION, logClientError } from '@storefront/api-client';
import type { StorefrontI18n } from '@storefront/i18n';
import { PageErrorBoundary, Skeleton, lazyComponent, routeLinkThroughShell, type RemoteRootProps } from '@storefront/ui';
import type { GiftApiClient } from './api/client';
import { GiftProviders, useApp, useT } from './app-context';
import { boxStem } from './features/boxes/rules';
import { giftRouteOf, useLocationSnapshot } from './state/url';

// Each page is its own chunk, loaded on its route (the spa preloads it before the first render).
const pageChunks = {
  giftSetup: lazyComponent(() => import(/* webpackChunkName: "gift-setup-page" */ './features/single-voucher/setup-page').then((m) => m.SetupPage)),
  box: lazyComponent(() => import(/* webpackChunkName: "box-page" */ './features/boxes/box-page').then((m) => m.BoxPage)),
  giftBoxes: lazyComponent(() => import(/* webpackChunkName: "box-listing-page" */ './features/boxes/box-listing-page').then((m) => m.BoxListingPage)),
  giftcard: lazyComponent(() => import(/* webpackChunkName: "giftcard-page" */ './features/giftcard/giftcard-page').then((m) => m.GiftCardPage)),
  beneficiary: lazyComponent(() => import(/* webpackChunkName: "redemption-page" */ './features/redemption/redemption-page').then((m) => m.RedemptionPage)),
};
type ChunkKind = keyof typeof pageChunks;
const isChunkKind = (kind: string): kind is ChunkKind => kind in pageChunks;
const { giftcard: GiftCardPage, giftSetup: SetupPage, box: BoxPage, giftBoxes: BoxListingPage, beneficiary: RedemptionPage } = pageChunks;

/** Starts loading the chunk of a page kind; settles once loaded, never with an error (a failure shows on render). */
export function preloadPageChunk(kind: string, params: Record<string, string> = {}): Promise<void> {
  if (!isChunkKind(kind)) return Promise.resolve();
  const chunk = kind === 'giftBoxes' && params.code ? pageChunks.box : pageChunks[kind];
  return chunk.preload().then(
    () => undefined,
    () => undefined,
  );
}

function Crash() {
  const t = useT();
  return (
    <div className="sf-gift-crash" role="alert">
      <h1 className="sf-gift-title">{t('crash.title')}</h1>
      <a className="sf-ui-button sf-ui-button--primary" href="/">
        {t('crash.home')}
      </a>
    </div>
  );
}

function NotFound() {
  const t = useT();
  return (
    <div className="sf-gift-crash">
      <h1 className="sf-gift-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <a className="sf-ui-button sf-ui-button--primary" href="/">
        {t('notFound.home')}
      </a>
    </div>
  );
}

function Page() {
  const { context } = useApp();
  const location = useLocationSnapshot();
  const route = giftRouteOf(location.href, context);
  switch (route.kind) {
    case 'giftcard':
      return <GiftCardPage />;
    case 'box':
      // keyed by the box, not its format's code: a format change keeps the page (and its open format modal)
      return <BoxPage key={boxStem(route.params.code ?? '')} code={route.params.code ?? ''} />;
    case 'giftBoxes':
      // /{gift}/p/{slug}/{code} is a box of the listing; /{gift} alone is the listing
      return route.params.code ? <BoxPage key={boxStem(route.params.code)} code={route.params.code} /> : <BoxListingPage />;
    case 'beneficiary':
      return <RedemptionPage />;
    case 'giftSetup':
      return <SetupPage key={route.params.offerId} offerId={Number(route.params.offerId)} />;
    default:
      return <NotFound />;
  }
}

/** What remoteLifecycles gives the root, and an i18n instance and API client in tests. */
export interface RootProps extends RemoteRootProps {
  i18n?: StorefrontI18n;
  client?: GiftApiClient;
}

export function Root({ context, i18n, client }: RootProps) {
  const location = useLocationSnapshot();
  return (
    <GiftProviders context={context} i18n={i18n} client={client}>
      <div className="sf-gift" onClick={routeLinkThroughShell}>
        <PageErrorBoundary resetKey={location.pathname} onError={(error) => void logClientError(context, { location: CRASH_LOCATION, message: error })} fallback={<Crash />}>
          <Suspense fallback={<Skeleton height={320} />}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      </div>
    </GiftProviders>
  );
}
