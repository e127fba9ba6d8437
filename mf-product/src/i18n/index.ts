/**
 * mf-product's strings (namespace 'product'). Only the site's language is fetched: each language is its own chunk,
 * loaded before the first render (`loadMessages`, from the single-spa mount) and again when a Belgian language
 * switch changes the language. (Same scheme as mf-search.)
 */
import { LANGUAGES, SITE_CHANGED_EVENT, createI18n, languageOf, type LanguageResources, type Messages, type StorefrontI18n } from '@storefront/i18n';
import type { Language, SiteCode } from '@storefront/contracts';
import type fr from './fr';

/** Same keys as the French reference file, every leaf a string. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type MessagesOf = Shape<typeof fr>;

export const NAMESPACE = 'product';

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  fr: () => import(/* webpackChunkName: "product-i18n-fr" */ './fr'),
  es: () => import(/* webpackChunkName: "product-i18n-es" */ './es'),
  nl: () => import(/* webpackChunkName: "product-i18n-nl" */ './nl'),
  it: () => import(/* webpackChunkName: "product-i18n-it" */ './it'),
};

const loaded: Partial<Record<Language, Messages>> = {};
const pending: Partial<Record<Language, Promise<Messages>>> = {};

function loadLanguage(lng: Language): Promise<Messages> {
  const ready = loaded[lng];
  if (ready) return Promise.resolve(ready);
  pending[lng] ??= loaders[lng]().then(
    (m) => (loaded[lng] = m.default),
    (error: unknown) => {
      delete pending[lng];
      throw error;
    },
  );
  return pending[lng]!;
}

/** Loads the language of a site (kept for later instances). */
export async function loadMessages(site: SiteCode): Promise<void> {
  await loadLanguage(languageOf(site));
}

function resources(): LanguageResources {
  return Object.fromEntries(LANGUAGES.map((lng) => [lng, loaded[lng] ?? {}])) as LanguageResources;
}

/**
 * The i18next instance of mf-product (one per mount), following the bus locale. Call after `loadMessages(site)`.
 * When the language changes to one not loaded yet, it is fetched, added, and the tree re-renders.
 */
export function createProductI18n(site: SiteCode): StorefrontI18n {
  const instance = createI18n({ namespace: NAMESPACE, resources: resources(), site });
  instance.on('languageChanged', (lng: string) => {
    const language = lng as Language;
    if (!LANGUAGES.includes(language)) return;
    const bundle = instance.getResourceBundle(language, NAMESPACE) as Messages | undefined;
    if (bundle && Object.keys(bundle).length > 0) return;
    loadLanguage(language).then(
      (messages) => {
        instance.addResourceBundle(language, NAMESPACE, messages, true, true);
        instance.emit(SITE_CHANGED_EVENT, instance.site);
      },
      (error: unknown) => console.error('[mf-product] messages', language, error),
    );
  });
  return instance;
}

/** For tests: every language available synchronously. */
export function preloadAllMessages(all: Record<Language, Messages>): void {
  Object.assign(loaded, all);
}
