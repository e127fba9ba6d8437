/** The mf-search application mounted by the shell on the search, activity-search and keyword routes. */
import type { RemoteRootProps } from '@storefront/ui';
import { useTranslation, type StorefrontI18n } from '@storefront/i18n';
import { SearchProviders } from './app-context';
import { SearchErrorBoundary } from './error-boundary';
import { ResultsPage } from './features/results/results-page';

function CrashMessage() {
  const { t } = useTranslation();
  return (
    <div className="sf-search-crash" role="alert">
      <p>{t('error.title')}</p>
      <button type="button" className="sf-search-button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}

/** What remoteLifecycles gives the root (context, loadRemote, the first view it hydrates), and an i18n instance in tests. */
export interface RootProps extends RemoteRootProps {
  i18n?: StorefrontI18n;
}

export function Root({ context, loadRemote, i18n }: RootProps) {
  return (
    <SearchProviders context={context} loadRemote={loadRemote} i18n={i18n}>
      <div className="sf-search">
        <SearchErrorBoundary context={context} fallback={<CrashMessage />}>
          <ResultsPage />
        </SearchErrorBoundary>
      </div>
    </SearchProviders>
  );
}
