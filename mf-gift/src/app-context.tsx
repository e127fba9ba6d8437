/** What every mf-gift component may need: the shell's context, the API client and the site's paths. */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { paths, type Paths, type StorefrontContext } from '@storefront/contracts';
import { I18nProvider, useSite, useTranslation, type StorefrontI18n } from '@storefront/i18n';
import { apiClientFor, type GiftApiClient } from './api/client';
import { NAMESPACE, createGiftI18n } from './i18n';

export interface GiftApp {
  context: StorefrontContext;
  client: GiftApiClient;
}

const Ctx = createContext<GiftApp | null>(null);

export function useApp(): GiftApp {
  const value = useContext(Ctx);
  if (!value) throw new Error('mf-gift component rendered outside GiftProviders');
  return value;
}

/** `t` of the gift namespace. */
export function useT() {
  return useTranslation(NAMESPACE).t;
}

/** Link builders of the current site (and mini-site). */
export function usePaths(): Paths {
  const { context } = useApp();
  const site = useSite();
  return useMemo(() => paths(site, { minisite: context.minisite?.slug }), [site, context.minisite?.slug]);
}

export interface GiftProvidersProps {
  context: StorefrontContext;
  i18n?: StorefrontI18n;
  /** tests: another client */
  client?: GiftApiClient;
  children: ReactNode;
}

export function GiftProviders({ context, i18n, client, children }: GiftProvidersProps) {
  const instance = useMemo(() => i18n ?? createGiftI18n(context.locale), [i18n, context.locale]);
  const value = useMemo(() => ({ context, client: client ?? apiClientFor(context) }), [context, client]);
  return (
    <I18nProvider i18n={instance}>
      <JotaiProvider>
        <Ctx.Provider value={value}>{children}</Ctx.Provider>
      </JotaiProvider>
    </I18nProvider>
  );
}
