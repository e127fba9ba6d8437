/** The './spa' application: one page per route kind of mf-content (site-wide §2). */
import { Component, Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Spinner, type RemoteRootProps } from '@storefront/ui';
import type { StorefrontI18n } from '@storefront/i18n';
import { ContentProviders, useApp, useT } from './app-context';
import { clearChromeFlags } from './shared/chrome-flags';
import { useRoute } from './shared/navigation';
import { flowOf } from './features/homepage/flow';
import { Homepage } from './features/homepage/homepage';

const CmsPage = lazy(() =>
  import(/* webpackChunkName: "cms-page" */ './features/cms-page/cms-page').then((m) => ({
    default: m.CmsPage,
  })),
);
const IdeasPage = lazy(() => import(/* webpackChunkName: "ideas" */ './features/ideas/ideas-page'));
const StaticPage = lazy(
  () => import(/* webpackChunkName: "static-page" */ './features/static-page/static-page'),
);
const ContactPage = lazy(() => import(/* webpackChunkName: "contact" */ './features/contact/contact-page'));
const MinisitePage = lazy(
  () => import(/* webpackChunkName: "minisite" */ './features/minisite/minisite-page'),
);
const WishlistPage = lazy(
  () => import(/* webpackChunkName: "wishlist" */ './features/wishlist/wishlist-page'),
);

/** Render errors show a message in the slot instead of a blank page; the next navigation renders afresh. */
class PageErrorBoundary extends Component<
  { resetKey: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
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
      page = <MinisitePage id={Number(route.params.minisiteId ?? context.minisite?.id)} />;
      break;
    case 'wishlist':
      page = <WishlistPage />;
      break;
    default:
      page = null;
  }
  return (
    <div className="sf-content" data-page-kind={route.kind}>
      <PageErrorBoundary resetKey={path} fallback={<p role="alert">{t('common.error')}</p>}>
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
