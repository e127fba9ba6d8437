/**
 * mf-content's strings (namespace 'content'), one chunk per language (@storefront/i18n remoteMessages): only the site's
 * language is fetched, before the first render, and another one when a Belgian language switch changes it.
 */
import { remoteMessages } from '@storefront/i18n';

export const NAMESPACE = 'content';

const messages = remoteMessages(NAMESPACE, 'mf-content', {
  fr: () => import(/* webpackChunkName: "content-i18n-fr" */ './fr'),
  es: () => import(/* webpackChunkName: "content-i18n-es" */ './es'),
  nl: () => import(/* webpackChunkName: "content-i18n-nl" */ './nl'),
  it: () => import(/* webpackChunkName: "content-i18n-it" */ './it'),
});

export const { loadMessages, hasMessages } = messages;
/** The i18next instance of mf-content (one per mount), following the bus locale. Call after `loadMessages(site)`. */
export const createContentI18n = messages.createInstance;
/** For tests: every language available synchronously. */
export const preloadAll = messages.preloadAll;
