/**
 * mf-checkout's strings (namespace 'checkout'), one chunk per language (@storefront/i18n remoteMessages): only the
 * site's language is fetched, before the first render.
 */
import { remoteMessages } from '@storefront/i18n';

export const NAMESPACE = 'checkout';

const messages = remoteMessages(NAMESPACE, 'mf-checkout', {
  fr: () => import(/* webpackChunkName: "checkout-i18n-fr" */ './fr'),
  es: () => import(/* webpackChunkName: "checkout-i18n-es" */ './es'),
  nl: () => import(/* webpackChunkName: "checkout-i18n-nl" */ './nl'),
  it: () => import(/* webpackChunkName: "checkout-i18n-it" */ './it'),
});

export const { loadMessages, hasMessages } = messages;
export const createCheckoutI18n = messages.createInstance;
export const preloadAll = messages.preloadAll;
