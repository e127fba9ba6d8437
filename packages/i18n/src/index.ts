export {
  LANGUAGES,
  SITE_CHANGED_EVENT,
  createI18n,
  intlLocaleOf,
  languageOf,
  siteOf,
  type CreateI18nOptions,
  type LanguageResources,
  type Messages,
  type StorefrontI18n,
} from './instance';
export { formatDate, formatMoney, formatNumber, formatScore, toDate, type MoneyOptions } from './format';
export { I18nProvider, Trans, renderTagged, useSite, useTranslation } from './react';
export { remoteMessages, type LanguageFile, type MessageLoaders, type RemoteMessages } from './remote-messages';
