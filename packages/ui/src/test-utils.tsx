import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { SiteCode } from '@storefront/contracts';
import { I18nProvider, createI18n, type LanguageResources } from '@storefront/i18n';
import { UI_NAMESPACE } from './i18n/namespace';
import es from './i18n/messages/es';
import fr from './i18n/messages/fr';
import it from './i18n/messages/it';
import nl from './i18n/messages/nl';

/** The ui strings in every language (a remote's language file brings one of them; tests render any). */
export const UI_MESSAGES: LanguageResources = { fr: fr[UI_NAMESPACE]!, es: es[UI_NAMESPACE]!, nl: nl[UI_NAMESPACE]!, it: it[UI_NAMESPACE]! };

/** Render inside a remote-like i18n instance for `site`, which carries the ui strings as a remote's does. */
export function renderIn(ui: ReactElement, site: SiteCode = 'fr_FR', options?: RenderOptions) {
  const resources = { fr: {}, es: {}, nl: {}, it: {} };
  const i18n = createI18n({ namespace: 'test', resources, extraNamespaces: { [UI_NAMESPACE]: UI_MESSAGES }, site, followBus: false });
  const wrapper = ({ children }: { children?: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return { ...render(ui, { wrapper, ...options }), i18n };
}

/** Intl separates with no-break spaces; compare with plain ones. */
export const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
