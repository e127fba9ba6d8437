/**
 * mf-gift's strings (namespace 'gift'), one chunk per language (@storefront/i18n remoteMessages): only the
 * site's language is fetched, before the first render.
 */
import { remoteMessages } from '@storefront/i18n';
import type fr from './fr';

export const NAMESPACE = 'gift';

const messages = remoteMessages(NAMESPACE, 'mf-gift', {
  fr: () => import(/* webpackChunkName: "gift-i18n-fr" */ './fr'),
  es: () => import(/* webpackChunkName: "gift-i18n-es" */ './es'),
  nl: () => import(/* webpackChunkName: "gift-i18n-nl" */ './nl'),
  it: () => import(/* webpackChunkName: "gift-i18n-it" */ './it'),
});

export const { loadMessages, hasMessages } = messages;
export const createGiftI18n = messages.createInstance;
export const preloadAll = messages.preloadAll;

/** Same keys as the French reference file, every leaf a string. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type MessagesOf = Shape<typeof fr>;
