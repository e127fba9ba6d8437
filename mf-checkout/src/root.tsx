/**
 * The mf-checkout application mounted by the shell on /checkout and /confirmation/{orderUUID}. It follows the
 * location and routes its same-origin links through the shell (bus `navigate`), so navigation never reloads the page.
 * The server renders the stay checkout's frame as its first view (first-view.tsx).
 */
import { Suspense } from 'react';
import { CRASH_LOCATION, logClientError } from '@storefront/api-client';
import type { StorefrontI18n } from '@storefront/i18n';
import { PageErrorBoundary, Skeleton, lazyComponent, routeLinkThroughShell, type RemoteRootProps } from '@storefront/ui';
import type { CheckoutApiClient } from './api/client';
import { CheckoutProviders, useApp, useT } from './app-context';
import { checkoutRouteOf, useLocationSnapshot } from './state/url';

// Each page is its own chunk, loaded on its route (the spa preloads it before the first render).
const pageChunks = {
  checkout: lazyComponent(() => import(/* webpackChunkName: "checkout-page" */ './features/checkout-page/checkout-page').then((m) => m.CheckoutPage)),
  gift: lazyComponent(() => import(/* webpackChunkName: "gift-checkout-page" */ './features/gift-checkout/gift-checkout').then((m) => m.GiftCheckoutPage)),
  confirmation: lazyComponent(() => import(/* webpackChunkName: "confirmation-page" */ './features/confirmation/confirmation-page').then((m) => m.ConfirmationPage)),
  trips: lazyComponent(() => import(/* webpackChunkName: "trips-page" */ './features/trips/trips-page').then((m) => m.TripsPage)),
};
const { checkout: CheckoutPage, gift: GiftCheckoutPage, confirmation: ConfirmationPage, trips: TripsPage } = pageChunks;

/** The checkout of an item sold on its own (a gift, docs/decisions/0050, or an activity): /checkout?flow=gifting|activity. */
export const isGiftCheckout = (search: string) => ['gifting', 'activity'].includes(new URLSearchParams(search).get('flow') ?? '');

/** Starts loading the chunk of a page kind; settles once loaded, never with an error (a failure shows on render). */
export function preloadPageChunk(kind: string, search = ''): Promise<void> {
  if (kind !== 'checkout' && kind !== 'confirmation' && kind !== 'trips') return Promise.resolve();
  const chunk = kind === 'checkout' ? (isGiftCheckout(search) ? pageChunks.gift : pageChunks.checkout) : pageChunks[kind];
  return chunk.preload().then(
    () => undefined,
    () => undefined,
  );
}

function Crash() {
  const t = useT();
  return (
    <div className="sf-checkout-crash" role="alert">
      <h1 className="sf-checkout-title">{t('crash.title')}</h1>
      <a className="sf-ui-button sf-ui-button--primary" href="/">
        {t('crash.home')}
      </a>
    </div>
  );
}

function NotFound() {
  const t = useT();
  return (
    <div className="sf-checkout-crash">
      <h1 className="sf-checkout-title">{t('notFound.title')}</h1>
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
  const route = checkoutRouteOf(location.href, context);
  switch (route.kind) {
    case 'checkout':
      // only the stay's checkout has a first view (first-view.tsx): the others always know their hash
      return isGiftCheckout(location.search) ? <GiftCheckoutPage search={location.search} hash={location.hash ?? ''} /> : <CheckoutPage hash={location.hash} />;
    case 'confirmation':
      return <ConfirmationPage key={route.params.orderUUID} orderUUID={route.params.orderUUID ?? ''} />;
    case 'trips':
      return <TripsPage hash={location.hash ?? ''} />;
    default:
      return <NotFound />;
  }
}

/** What remoteLifecycles gives the root, and an i18n instance and API client in tests. */
export interface RootProps extends RemoteRootProps {
  i18n?: StorefrontI18n;
  client?: CheckoutApiClient;
}

export function Root({ context, i18n, client }: RootProps) {
  const location = useLocationSnapshot();
  return (
    <CheckoutProviders context={context} i18n={i18n} client={client}>
      <div className="sf-checkout" onClick={routeLinkThroughShell}>
        <PageErrorBoundary resetKey={location.pathname} onError={(error) => void logClientError(context, { location: CRASH_LOCATION, message: error })} fallback={<Crash />}>
          <Suspense fallback={<Skeleton height={320} />}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      </div>
    </CheckoutProviders>
  );
}
