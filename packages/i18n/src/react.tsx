import { useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { SiteCode } from '@storefront/contracts';
import { I18nContext, I18nextProvider, getI18n, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { last } from '@storefront/event-bus';
import { SITE_CHANGED_EVENT, createI18n, registerNamespace, siteOf, type LanguageResources } from './instance';

/** Provide a remote's instance to its React tree. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Instances of shared packages used outside any provider (created on first use, following the bus). */
const standalone = new Map<string, I18n>();

function useCurrentInstance(): I18n | null {
  const fromContext = useContext(I18nContext)?.i18n;
  if (fromContext) return fromContext;
  const global = getI18n();
  return global ?? null;
}

/**
 * Strings of a shared package (ui...) inside the current remote's instance: the namespace is added to the
 * instance from context the first time, so it follows the remote's language. Outside any provider, a
 * standalone instance is used (site from the last bus `locale` event, else fr_FR).
 */
export function useNamespace(namespace: string, resources: LanguageResources) {
  const current = useCurrentInstance();
  const instance = useMemo(() => {
    if (current) {
      registerNamespace(current, namespace, resources);
      return current;
    }
    let own = standalone.get(namespace);
    if (!own) {
      own = createI18n({ namespace, resources, site: last('locale')?.locale ?? 'fr_FR' });
      standalone.set(namespace, own);
    }
    return own;
  }, [current, namespace, resources]);
  return useTranslation(namespace, { i18n: instance });
}

/** The current site of the remote's instance (re-renders when the site or language changes). */
export function useSite(): SiteCode {
  const current = useCurrentInstance();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!current) return;
    current.on('languageChanged', rerender);
    current.on(SITE_CHANGED_EVENT, rerender);
    return () => {
      current.off('languageChanged', rerender);
      current.off(SITE_CHANGED_EVENT, rerender);
    };
  }, [current]);
  return current ? siteOf(current) : (last('locale')?.locale ?? 'fr_FR');
}
