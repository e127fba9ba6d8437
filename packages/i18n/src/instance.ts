import i18next, { type i18n as I18n } from 'i18next';
import { SITES, isSiteCode, type Language, type SiteCode } from '@storefront/contracts';
import { languageOf } from '@storefront/contracts/euros';
import { on } from '@storefront/event-bus';

/** Nested message tree of one language (i18next JSON v4, `{{var}}` interpolation, `_one` / `_other` plurals). */
export interface Messages {
  [key: string]: string | Messages;
}
/** Messages of a namespace in the four shipped languages (English is not shipped). */
export type LanguageResources = Record<Language, Messages>;

export const LANGUAGES: readonly Language[] = ['fr', 'es', 'nl', 'it'];

export { languageOf };

/** The BCP 47 tag used with Intl for a site ('nl-BE'). */
export function intlLocaleOf(site: SiteCode): string {
  return isSiteCode(site) ? SITES[site].htmlLang : SITES.fr_FR.htmlLang;
}

export interface StorefrontI18n extends I18n {
  /** The current site (a Belgian language switch changes it over the bus). */
  readonly site: SiteCode;
  /** Switch the site (and the language when it differs). */
  setSite(site: SiteCode): Promise<void>;
  /** Stop following the bus (call on unmount of the remote). */
  dispose(): void;
}

export interface CreateI18nOptions {
  /** The remote's namespace ('search', 'content', 'shell'...). It is the default namespace of `t`. */
  namespace: string;
  resources: LanguageResources;
  site: SiteCode;
  /** Other namespaces to load in the same instance (for example a shared package's strings). */
  extraNamespaces?: Record<string, LanguageResources>;
  /** Follow `locale` events of the bus (default true). */
  followBus?: boolean;
}

/** Fired (besides i18next's languageChanged) when the site changes; the React binding (react.tsx) re-renders on both. */
export const SITE_CHANGED_EVENT = 'siteChanged';

/**
 * One i18next instance per remote. Synchronous: resources are inline, so `t` works right after creation.
 * The instance is not registered globally; wrap the remote's root in `<I18nProvider i18n={instance}>`.
 */
export function createI18n(options: CreateI18nOptions): StorefrontI18n {
  const { namespace, resources, extraNamespaces = {}, followBus = true } = options;
  let site: SiteCode = isSiteCode(options.site) ? options.site : 'fr_FR';
  const instance = i18next.createInstance();
  const all: Record<string, LanguageResources> = { ...extraNamespaces, [namespace]: resources };
  const store: Record<string, Record<string, Messages>> = {};
  for (const lng of LANGUAGES) {
    store[lng] = {};
    for (const [ns, res] of Object.entries(all)) store[lng]![ns] = res[lng] ?? {};
  }
  void instance.init({
    resources: store,
    lng: languageOf(site),
    fallbackLng: 'fr',
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(all),
    defaultNS: namespace,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

  let unsubscribe: (() => void) | null = null;
  const setSite = async (next: SiteCode) => {
    if (!isSiteCode(next) || next === site) return;
    site = next;
    const lng = languageOf(next);
    if (lng !== instance.language) await instance.changeLanguage(lng);
    instance.emit(SITE_CHANGED_EVENT, next);
  };
  const extended = Object.assign(instance, {
    setSite,
    dispose: () => {
      unsubscribe?.();
      unsubscribe = null;
    },
  });
  Object.defineProperty(extended, 'site', { get: () => site, enumerable: true });
  // a server render (no window: a first view) has one site and no bus to follow; a listener there would only keep
  // every render's instance alive
  if (followBus && typeof window !== 'undefined') unsubscribe = on('locale', ({ locale }) => void setSite(locale));
  return extended as StorefrontI18n;
}

const SITE_OF_LANGUAGE: Record<Language, SiteCode> = { fr: 'fr_FR', es: 'es_ES', nl: 'nl_NL', it: 'it_IT' };

/** The site of any i18next instance: a storefront instance knows it, others are derived from the language. */
export function siteOf(instance: I18n | null | undefined): SiteCode {
  const site = (instance as Partial<StorefrontI18n> | null | undefined)?.site;
  if (site && isSiteCode(site)) return site;
  const lng = (instance?.language ?? 'fr').slice(0, 2) as Language;
  return SITE_OF_LANGUAGE[lng] ?? 'fr_FR';
}
