/** The './spa' application: one page per route kind of mf-content (site-wide §2). */
import { Suspense, useEffect, type ReactNode } from 'react';
import type { PageKind } from '@storefront/contracts';
import { Spinner, lazyComponent, type RemoteRootProps } from '@storefront/ui';
import type { StorefrontI18n } from '@storefront/i18n';
import { ContentProviders, useApp, useT } from './app-context';
import { minisiteIdOf } from './api/cms';
import { clearChromeFlags } from './shared/chrome-flags';
import { useRoute } from './shared/navigation';
import { PageErrorBoundary } from './features/crash-page/crash-page';
import { flowOf } from './features/homepage/flow';
import { Homepage } from './features/homepage/homepage';

// Each page kind but the homepage is a chunk of its own, which the spa loads before its first render (pageChunks).
const pageChunks = {
  landing: lazyComponent(() => import(/* webpackChunkName: "cms-page" */ './features/cms-page/cms-page').then((m) => m.CmsPage)),
  ideas: lazyComponent(() => import(/* webpackChunkName: "ideas" */ './features/ideas/ideas-page').then((m) => m.IdeasPage)),
  static: lazyComponent(() => import(/* webpackChunkName: "static-page" */ './features/static-page/static-page').then((m) => m.StaticPage)),
  contact: lazyComponent(() => import(/* webpackChunkName: "contact" */ './features/contact/contact-page').then((m) => m.ContactPage)),
  minisite: lazyComponent(() => import(/* webpackChunkName: "minisite" */ './features/minisite/minisite-page').then((m) => m.MinisitePage)),
  wishlist: lazyComponent(() => import(/* webpackChunkName: "wishlist" */ './features/wishlist/wishlist-page').then((m) => m.WishlistPage)),
  account: lazyComponent(() => import(/* webpackChunkName: "account" */ './features/account/account-page').then((m) => m.AccountPage)),
};
const {
  landing: CmsPage,
  ideas: IdeasPage,
  static: StaticPage,
  contact: ContactPage,
  minisite: MinisitePage,
  wishlist: WishlistPage,
  account: AccountPage,
} = pageChunks;

/**
 * Starts loading the chunk of a page kind; settles once it has loaded, never with an error (a failure shows on
 * render). The spa awaits it before its first render, so a page never shows the loading spinner its content replaces.
 */
export function preloadPageChunk(kind: PageKind): Promise<void> {
  if (!(kind in pageChunks)) return Promise.resolve();
  return pageChunks[kind as keyof typeof pageChunks].preload().then(
    () => undefined,
    () => undefined,
  );
}

function Page() {
  const { context } = useApp();
  const t = useT();
  const { route, query, href } = useRoute(context);
  const path = href.split(/[?#]/)[0] ?? href;
  useEffect(() => clearChromeFlags, [path]);

  let page: ReactNode = null;
  switch (route.kind) {
    case 'home':
      page = <Homepage flow={flowOf(query)} query={query} />;
      break;
    case 'landing':
      page = <CmsPage key={route.params.slug} slug={route.params.slug ?? ''} />;
      break;
    case 'ideas':
      page = <IdeasPage />;
      break;
    case 'static':
      page = <StaticPage key={route.params.slug} slug={route.params.slug ?? ''} />;
      break;
    case 'contact':
      page = <ContactPage query={query} />;
      break;
    case 'minisite':
      page = <MinisitePage id={minisiteIdOf(route, context)} />;
      break;
    case 'wishlist':
      page = <WishlistPage shared={query.get('shared')} />;
      break;
    case 'account':
      page = <AccountPage key={route.params.section} section={route.params.section ?? ''} query={query} />;
      break;
    default:
      page = null;
  }
  return (
    <div className="sf-content" data-page-kind={route.kind}>
      <PageErrorBoundary context={context} resetKey={path}>
        <Suspense fallback={<Spinner size="large" label={t('common.loading')} />}>{page}</Suspense>
      </PageErrorBoundary>
    </div>
  );
}

/** What remoteLifecycles gives the root (context, loadRemote, the first view it hydrates), and an i18n instance in tests. */
export interface RootProps extends RemoteRootProps {
  i18n?: StorefrontI18n;
}

export function Root({ context, loadRemote, i18n }: RootProps) {
  return (
    <ContentProviders context={context} loadRemote={loadRemote} i18n={i18n}>
      <Page />
    </ContentProviders>
  );
}
