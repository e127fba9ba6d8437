/**
 * A remote's own strings (one namespace), one chunk per language: only the site's language is fetched, before the
 * first render (`loadMessages`), and another one when a Belgian language switch changes the language.
 */
import type { Language, SiteCode } from '@storefront/contracts';
import { LANGUAGES, SITE_CHANGED_EVENT, createI18n, languageOf, type LanguageResources, type Messages, type StorefrontI18n } from './instance';

export type MessageLoaders = Record<Language, () => Promise<{ default: Messages }>>;

export interface RemoteMessages {
  /** Loads the language of a site (kept for later instances); rejects when its chunk cannot be fetched. */
  loadMessages(site: SiteCode): Promise<void>;
  /** Whether the language of a site is already loaded (then an instance can render at once). */
  hasMessages(site: SiteCode): boolean;
  /** The remote's i18next instance (one per mount), following the bus locale. Call after `loadMessages(site)`. */
  createInstance(site: SiteCode): StorefrontI18n;
  /** For tests: every language available synchronously. */
  preloadAll(all: Record<Language, Messages>): void;
}

/**
 * `namespace`: the remote's i18n namespace ('search'); `name`: for logs ('mf-search'); `loaders`: one dynamic
 * import per language, each with its webpack chunk name ('search-i18n-fr'...).
 */
export function remoteMessages(namespace: string, name: string, loaders: MessageLoaders): RemoteMessages {
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

  const resources = (): LanguageResources => Object.fromEntries(LANGUAGES.map((lng) => [lng, loaded[lng] ?? {}])) as LanguageResources;

  return {
    loadMessages: async (site) => {
      await loadLanguage(languageOf(site));
    },
    hasMessages: (site) => !!loaded[languageOf(site)],
    createInstance(site) {
      const instance = createI18n({ namespace, resources: resources(), site });
      // a language not loaded yet (Belgian switch): fetched, added, and the tree re-renders
      instance.on('languageChanged', (lng: string) => {
        const language = lng as Language;
        if (!LANGUAGES.includes(language)) return;
        const bundle = instance.getResourceBundle(language, namespace) as Messages | undefined;
        if (bundle && Object.keys(bundle).length > 0) return;
        loadLanguage(language).then(
          (messages) => {
            instance.addResourceBundle(language, namespace, messages, true, true);
            instance.emit(SITE_CHANGED_EVENT, instance.site);
          },
          (error: unknown) => console.error(`[${name}] messages`, language, error),
        );
      });
      return instance;
    },
    preloadAll(all) {
      Object.assign(loaded, all);
    },
  };
}
