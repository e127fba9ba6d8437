import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { SiteCode } from '@storefront/contracts';
import { I18nProvider, createI18n } from '@storefront/i18n';

/** Render inside a remote-like i18n instance for `site` (the ui namespace is added on first use). */
export function renderIn(ui: ReactElement, site: SiteCode = 'fr_FR', options?: RenderOptions) {
  const i18n = createI18n({ namespace: 'test', resources: { fr: {}, es: {}, nl: {}, it: {} }, site, followBus: false });
  const wrapper = ({ children }: { children?: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return { ...render(ui, { wrapper, ...options }), i18n };
}

/** Intl separates with no-break spaces; compare with plain ones. */
export const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
