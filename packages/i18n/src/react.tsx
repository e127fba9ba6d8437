/**
 * React binding of the storefront's i18next instances: the remote's instance in context, `useTranslation` for its
 * messages or another namespace of its instance (re-rendering on a language or site change), the current site, and `Trans`
 * for messages with a tagged part rendered by a component. It replaces react-i18next, whose hook copied the whole
 * i18next instance for every component that mounted (a search results page mounts hundreds).
 */
import { Fragment, cloneElement, createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { last } from '@storefront/event-bus';
import type { SiteCode } from '@storefront/contracts';
import { SITE_CHANGED_EVENT, siteOf } from './instance';

const I18nContext = createContext<I18n | null>(null);

/** Provide a remote's instance to its React tree. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

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

/** The most texts one `t` keeps (a page's texts are far fewer; past it, they are read afresh). */
export const KEPT_TEXTS_MAX = 5000;

/** Per instance: the shared `t` of each namespace and language version, and a count of its resource changes. */
const sharedTs = new WeakMap<I18n, { changes: number; ts: Map<string, TFunction> }>();

/** Options made of plain values only (counts, names): the text they give can be kept under them. */
function keepable(options: unknown): boolean {
  if (options === undefined || typeof options === 'string') return true;
  if (!options || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype) return false;
  return Object.values(options).every((value) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value));
}

/**
 * One `t` per instance, namespace and language version, shared by every component of the remote (a results page asks
 * for the same card texts hundreds of times while it hydrates): each text is kept under its key and options, and read
 * again once the instance's resources change (a namespace added).
 */
function sharedT(instance: I18n, namespace: string | undefined, version: string): TFunction {
  let entry = sharedTs.get(instance);
  if (!entry) {
    const created = { changes: 0, ts: new Map<string, TFunction>() };
    const changed = () => void created.changes++;
    instance.store.on('added', changed);
    instance.store.on('removed', changed);
    sharedTs.set(instance, created);
    entry = created;
  }
  const id = `${namespace ?? ''}|${version}`;
  const known = entry.ts.get(id);
  if (known) return known;
  const fixed = instance.getFixedT(null, namespace ?? null) as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, unknown>();
  const state = entry;
  let seen = state.changes;
  const t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length || !keepable(options)) return fixed(key, options, ...rest);
    if (seen !== state.changes || texts.size >= KEPT_TEXTS_MAX) {
      texts.clear();
      seen = state.changes;
    }
    const textId = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    if (texts.has(textId)) return texts.get(textId);
    const text = fixed(key, options);
    texts.set(textId, text);
    return text;
  }) as unknown as TFunction;
  entry.ts.set(id, t);
  return t;
}

function useFixedT(instance: I18n | null, namespace?: string): { t: TFunction; i18n: I18n | null } {
  const version = useLanguageVersion(instance);
  return useMemo(
    () => ({ t: instance ? sharedT(instance, namespace, version) : keyOnly, i18n: instance }),
    // `version`: a new `t` when the language or site changes, so that memoised texts follow
    [instance, namespace, version],
  );
}

/** `t` of the remote's instance, in its default namespace or `namespace`. */
export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n | null } {
  return useFixedT(useContext(I18nContext), namespace);
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
