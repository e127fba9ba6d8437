/**
 * The crash page (site-wide §2 Error pages) and the error boundary of mf-content's pages (§4): a render crash is
 * logged (POST {frontGateway}/logs, location application.client.error, message cut to 256 characters by
 * @storefront/api-client's logClientError) and the crash page replaces the page; the next navigation renders afresh.
 */
import { Component, type ReactNode } from 'react';
import { CRASH_LOCATION, logClientError } from '@storefront/api-client';
import { paths, type StorefrontContext } from '@storefront/contracts';
import { useApp, useT } from '../../app-context';

export function CrashPage() {
  const { context } = useApp();
  const t = useT();
  return (
    <section className="sf-content-page sf-content-crash" aria-labelledby="sf-content-crash-title">
      <h1 id="sf-content-crash-title" className="sf-content-page__title">
        {t('crash.title')}
      </h1>
      {/* a full load (not the shell's router): whatever crashed starts afresh */}
      <a className="sf-ui-button sf-ui-button--primary" href={paths(context.locale, { minisite: context.minisite?.slug }).home()}>
        {t('crash.home')}
      </a>
    </section>
  );
}

export interface PageErrorBoundaryProps {
  context: StorefrontContext;
  /** the page's path: a new one renders the page again */
  resetKey: string;
  children: ReactNode;
}

export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }
  override componentDidCatch(error: unknown) {
    // never throws (resolves false when the entry could not be sent)
    void logClientError(this.props.context, { location: CRASH_LOCATION, message: error });
  }
  override render() {
    return this.state.failed ? <CrashPage /> : this.props.children;
  }
}
