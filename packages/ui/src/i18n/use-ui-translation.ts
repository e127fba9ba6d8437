import { useTranslation } from '@storefront/i18n';
import { UI_NAMESPACE } from './namespace';

/**
 * `t` of the ui namespace in the remote's i18next instance: the remote's language file brings the ui strings of its
 * language with its own (decision 0103), so a page loads one language of them.
 */
export function useUiTranslation() {
  return useTranslation(UI_NAMESPACE);
}
