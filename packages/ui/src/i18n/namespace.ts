/** The i18n namespace of the ui components' strings, which each remote's language file brings (decision 0103). */
export const UI_NAMESPACE = 'sf-ui';
