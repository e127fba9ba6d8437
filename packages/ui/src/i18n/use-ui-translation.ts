import { useNamespace } from '@storefront/i18n';
import { UI_MESSAGES, UI_NAMESPACE } from './messages';

/** `t` of the ui namespace, inside the remote's i18next instance (or a standalone one outside any provider). */
export function useUiTranslation() {
  return useNamespace(UI_NAMESPACE, UI_MESSAGES);
}
