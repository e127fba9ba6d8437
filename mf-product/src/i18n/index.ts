/**
 * mf-product's strings (namespace 'product'), one chunk per language (@storefront/i18n remoteMessages): only the site's
 * language is fetched, before the first render, and another one when a Belgian language switch changes it.
 */
import { remoteMessages } from '@storefront/i18n';
import type fr from './fr';

/** Same keys as the French reference file, every leaf a string. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type MessagesOf = Shape<typeof fr>;

export const NAMESPACE = 'product';

const messages = remoteMessages(NAMESPACE, 'mf-product', {
  fr: () => import(/* webpackChunkName: "product-i18n-fr" */ './fr'),
  es: () => import(/* webpackChunkName: "product-i18n-es" */ './es'),
  nl: () => import(/* webpackChunkName: "product-i18n-nl" */ './nl'),
  it: () => import(/* webpackChunkName: "product-i18n-it" */ './it'),
});

export const { loadMessages, hasMessages } = messages;
/** The i18next instance of mf-product (one per mount), following the bus locale. Call after `loadMessages(site)`. */
export const createProductI18n = messages.createInstance;
/** For tests: every language available synchronously. */
export const preloadAllMessages = messages.preloadAll;
