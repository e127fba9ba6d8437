/**
 * mf-content's strings (namespace 'content'). Only the site's language is loaded: each language is its own chunk.
 */
import { SITES, type Language, type SiteCode } from '@storefront/contracts';
import { createI18n, type LanguageResources, type Messages, type StorefrontI18n } from '@storefront/i18n';

export const NAMESPACE = 'content';

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  fr: () => import(/* webpackChunkName: "content-i18n-fr" */ './fr'),
  es: () => import(/* webpackChunkName: "content-i18n-es" */ './es'),
  nl: () => import(/* webpackChunkName: "content-i18n-nl" */ './nl'),
  it: () => import(/* webpackChunkName: "content-i18n-it" */ './it'),
};

const loaded: Partial<Record<Language, Messages>> = {};

/** Loads the language of a site (and keeps it for later instances). */
export async function loadMessages(site: SiteCode): Promise<void> {
  const lang = SITES[site]?.language ?? 'fr';
  loaded[lang] ??= (await loaders[lang]()).default;
}

/** Resources with every loaded language ({} for the others, falling back to French keys when loaded). */
function resources(): LanguageResources {
  return { fr: loaded.fr ?? {}, es: loaded.es ?? {}, nl: loaded.nl ?? {}, it: loaded.it ?? {} };
}

export function createContentI18n(site: SiteCode): StorefrontI18n {
  return createI18n({ namespace: NAMESPACE, resources: resources(), site });
}

/** For tests: load every language synchronously from the modules. */
export function preloadAll(all: Record<Language, Messages>): void {
  Object.assign(loaded, all);
}
