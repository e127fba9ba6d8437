/** What every mf-product component may need: the shell's context, the API client, remote loading, the site's paths. */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { paths, type LoadRemote, type Paths, type StorefrontContext } from '@storefront/contracts';
import { I18nProvider, useSite, type StorefrontI18n } from '@storefront/i18n';
import { apiClientFor, type ProductApiClient } from './api/client';
import { createProductI18n } from './i18n';

export interface ProductAppContext {
  context: StorefrontContext;
  client: ProductApiClient;
  loadRemote?: LoadRemote;
}

const Ctx = createContext<ProductAppContext | null>(null);

export function useApp(): ProductAppContext {
  const value = useContext(Ctx);
  if (!value) throw new Error('mf-product component rendered outside ProductProviders');
  return value;
}

/** Link builders of the current site (and mini-site). */
export function usePaths(): Paths {
  const { context } = useApp();
  const site = useSite();
  return useMemo(() => paths(site, { minisite: context.minisite?.slug }), [site, context.minisite?.slug]);
}

export interface ProductProvidersProps {
  context: StorefrontContext;
  loadRemote?: LoadRemote;
  i18n?: StorefrontI18n;
  children: ReactNode;
}

export function ProductProviders({ context, loadRemote, i18n, children }: ProductProvidersProps) {
  const instance = useMemo(() => i18n ?? createProductI18n(context.locale), [i18n, context.locale]);
  const value = useMemo(() => ({ context, client: apiClientFor(context), loadRemote }), [context, loadRemote]);
  return (
    <I18nProvider i18n={instance}>
      <JotaiProvider>
        <Ctx.Provider value={value}>{children}</Ctx.Provider>
      </JotaiProvider>
    </I18nProvider>
  );
}
