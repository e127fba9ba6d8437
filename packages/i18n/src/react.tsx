/**
 * React binding of the storefront's i18next instances: the remote's instance in context, `useTranslation` for its
 * messages (re-rendering on a language or site change), shared packages' namespaces, the current site, and `Trans`
 * for messages with a tagged part rendered by a component. It replaces react-i18next, whose hook copied the whole
 * i18next instance for every component that mounted (a search results page mounts hundreds).
 */
import { Fragment, cloneElement, createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { last } from '@storefront/event-bus';
import type { SiteCode } from '@storefront/contracts';
import { SITE_CHANGED_EVENT, createI18n, registerNamespace, siteOf, type LanguageResources } from './instance';

const I18nContext = createContext<I18n | null>(null);

/** Provide a remote's instance to its React tree. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Instances of shared packages used outside any provider (created on first use, following the bus). */
const standalone = new Map<string, I18n>();

const noSubscription = () => () => undefined;

/** A value that changes with the instance's language and site (re-renders the caller when they change). */
function useLanguageVersion(instance: I18n | null): string {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!instance) return noSubscription();
      instance.on('languageChanged', notify);
      instance.on(SITE_CHANGED_EVENT, notify);
      return () => {
        instance.off('languageChanged', notify);
        instance.off(SITE_CHANGED_EVENT, notify);
      };
    },
    [instance],
  );
  const snapshot = () => (instance ? `${instance.language}|${siteOf(instance)}` : '');
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Outside any provider: the key itself (as react-i18next did), so that nothing crashes. */
const keyOnly = ((key: string | string[]) => (Array.isArray(key) ? (key[0] ?? '') : key)) as unknown as TFunction;

function useFixedT(instance: I18n | null, namespace?: string): { t: TFunction; i18n: I18n | null } {
  const version = useLanguageVersion(instance);
  return useMemo(
    () => ({ t: instance ? instance.getFixedT(null, namespace ?? null) : keyOnly, i18n: instance }),
    // `version`: a new `t` when the language or site changes, so that memoised texts follow
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [instance, namespace, version],
  );
}

/** `t` of the remote's instance, in its default namespace or `namespace`. */
export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n | null } {
  return useFixedT(useContext(I18nContext), namespace);
}

/**
 * Strings of a shared package (ui...) inside the current remote's instance: the namespace is added to the
 * instance from context the first time, so it follows the remote's language. Outside any provider, a
 * standalone instance is used (site from the last bus `locale` event, else fr_FR).
 */
export function useNamespace(namespace: string, resources: LanguageResources): { t: TFunction; i18n: I18n | null } {
  const current = useContext(I18nContext);
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
  return useFixedT(instance, namespace);
}

/** The current site of the remote's instance (re-renders when the site or language changes). */
export function useSite(): SiteCode {
  const current = useContext(I18nContext);
  useLanguageVersion(current);
  return current ? siteOf(current) : (last('locale')?.locale ?? 'fr_FR');
}

/**
 * Splits a message on its `<name>…</name>` parts: each becomes `components[name]` with the part's text as its
 * child; a tag without a component keeps its text only. The rest stays text (never parsed as HTML).
 */
export function renderTagged(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  const tagged = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let from = 0;
  for (let match = tagged.exec(text); match; match = tagged.exec(text)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    const component = components[match[1] ?? ''];
    parts.push(component ? cloneElement(component, { key: parts.length }, match[2]) : <Fragment key={parts.length}>{match[2]}</Fragment>);
    from = tagged.lastIndex;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** A message whose tagged parts are rendered by components (a link inside a sentence, for example). */
export function Trans({ i18nKey, ns, components }: { i18nKey: string; ns?: string; components: Record<string, ReactElement> }) {
  const { t } = useTranslation(ns);
  return <>{renderTagged(t(i18nKey), components)}</>;
}
