/**
 * A remote's own strings (one namespace), one chunk per language: only the site's language is fetched, before the
 * first render (`loadMessages`), and another one when a Belgian language switch changes the language. A language
 * file brings the shared packages' strings of its language too (`namespaces`: the ui components', decision 0103).
 */
import type { Language, SiteCode } from '@storefront/contracts';
import { LANGUAGES, SITE_CHANGED_EVENT, createI18n, languageOf, type LanguageResources, type Messages, type StorefrontI18n } from './instance';

/** One language file of a remote: its own strings, and the other namespaces' strings in that language. */
export interface LanguageFile {
  default: Messages;
  namespaces?: Record<string, Messages>;
}

export type MessageLoaders = Record<Language, () => Promise<LanguageFile>>;

export interface RemoteMessages {
  /** Loads the language of a site (kept for later instances); rejects when its chunk cannot be fetched. */
  loadMessages(site: SiteCode): Promise<void>;
  /** Whether the language of a site is already loaded (then an instance can render at once). */
  hasMessages(site: SiteCode): boolean;
  /** The remote's i18next instance (one per mount), following the bus locale. Call after `loadMessages(site)`. */
  createInstance(site: SiteCode): StorefrontI18n;
  /** For tests and server renders: every language file available synchronously. */
  preloadAll(all: Record<Language, LanguageFile>): void;
}

/**
 * `namespace`: the remote's i18n namespace ('search'); `name`: for logs ('mf-search'); `loaders`: one dynamic
 * import per language, each with its webpack chunk name ('search-i18n-fr'...).
 */
export function remoteMessages(namespace: string, name: string, loaders: MessageLoaders): RemoteMessages {
  const loaded: Partial<Record<Language, LanguageFile>> = {};
  const pending: Partial<Record<Language, Promise<LanguageFile>>> = {};

  function loadLanguage(lng: Language): Promise<LanguageFile> {
    const ready = loaded[lng];
    if (ready) return Promise.resolve(ready);
    pending[lng] ??= loaders[lng]().then(
      (file) => (loaded[lng] = file),
      (error: unknown) => {
        delete pending[lng];
        throw error;
      },
    );
    return pending[lng]!;
  }

  /** The bundles of a language file: the remote's own strings under its namespace, the others under theirs. */
  const bundlesOf = (file: LanguageFile): Record<string, Messages> => ({ ...file.namespaces, [namespace]: file.default });

  /** Every namespace's strings in the loaded languages ({} in the others). */
  function resources(): Record<string, LanguageResources> {
    const none = (): LanguageResources => ({ fr: {}, es: {}, nl: {}, it: {} });
    const all: Record<string, LanguageResources> = { [namespace]: none() };
    for (const lng of LANGUAGES) {
      const file = loaded[lng];
      if (file) for (const [ns, messages] of Object.entries(bundlesOf(file))) (all[ns] ??= none())[lng] = messages;
    }
    return all;
  }

  return {
    loadMessages: async (site) => {
      await loadLanguage(languageOf(site));
    },
    hasMessages: (site) => !!loaded[languageOf(site)],
    createInstance(site) {
      const { [namespace]: own, ...extraNamespaces } = resources();
      const instance = createI18n({ namespace, resources: own!, extraNamespaces, site });
      // a language not loaded yet (Belgian switch): fetched, added, and the tree re-renders
      instance.on('languageChanged', (lng: string) => {
        const language = lng as Language;
        if (!LANGUAGES.includes(language)) return;
        const bundle = instance.getResourceBundle(language, namespace) as Messages | undefined;
        if (bundle && Object.keys(bundle).length > 0) return;
        loadLanguage(language).then(
          (file) => {
            for (const [ns, messages] of Object.entries(bundlesOf(file))) {
              instance.addResourceBundle(language, ns, messages, true, true);
            }
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
