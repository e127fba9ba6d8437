/** What every mf-search component may need: the shell's context and the API client made from it. */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import type { LoadRemote, StorefrontContext } from '@storefront/contracts';
import { I18nProvider } from '@storefront/i18n';
import type { StorefrontI18n } from '@storefront/i18n';
import { apiClientFor, type SearchApiClient } from './api/client';
import { createSearchI18n, hasMessages, loadMessages } from './i18n';

export interface SearchAppContext {
  context: StorefrontContext;
  client: SearchApiClient;
  loadRemote?: LoadRemote;
}

const Ctx = createContext<SearchAppContext | null>(null);

export function useApp(): SearchAppContext {
  const value = useContext(Ctx);
  if (!value) throw new Error('mf-search component rendered outside SearchProviders');
  return value;
}

export interface SearchProvidersProps {
  context: StorefrontContext;
  loadRemote?: LoadRemote;
  /** an existing i18n instance (the spa's); exposed components make their own */
  i18n?: StorefrontI18n;
  children: ReactNode;
}

/**
 * i18n, jotai store and app context for the spa and for each exposed component. The site's messages are a chunk
 * of their own: the spa loads them before mounting; an exposed component renders once they are there.
 */
export function SearchProviders({ context, loadRemote, i18n, children }: SearchProvidersProps) {
  const ready = useMessagesReady(i18n ? null : context.locale);
  if (!ready) return null;
  return (
    <LoadedProviders context={context} loadRemote={loadRemote} i18n={i18n}>
      {children}
    </LoadedProviders>
  );
}

function useMessagesReady(site: StorefrontContext['locale'] | null): boolean {
  const [loadedSite, setLoadedSite] = useState<string | null>(null);
  const ready = site === null || hasMessages(site) || loadedSite === site;
  useEffect(() => {
    if (ready || site === null) return;
    let live = true;
    loadMessages(site).then(
      () => live && setLoadedSite(site),
      (error: unknown) => console.error('[mf-search] messages', error),
    );
    return () => {
      live = false;
    };
  }, [ready, site]);
  return ready;
}

function LoadedProviders({ context, loadRemote, i18n, children }: SearchProvidersProps) {
  const instance = useMemo(() => i18n ?? createSearchI18n(context.locale), [i18n, context.locale]);
  const value = useMemo(() => ({ context, client: apiClientFor(context), loadRemote }), [context, loadRemote]);
  return (
    <I18nProvider i18n={instance}>
      <JotaiProvider>
        <Ctx.Provider value={value}>{children}</Ctx.Provider>
      </JotaiProvider>
    </I18nProvider>
  );
}
