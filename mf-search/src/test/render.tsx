/** Test helpers: a StorefrontContext and a render wrapped in the mf-search providers. */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SITES, type SiteCode, type StorefrontContext } from '@storefront/contracts';
import { SearchProviders } from '../app-context';

export function testContext(overrides: Partial<StorefrontContext> & { locale?: SiteCode } = {}): StorefrontContext {
  const locale = overrides.locale ?? 'fr_FR';
  return {
    site: SITES[locale],
    locale,
    environment: 'test',
    endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
    toggles: { customerAccount: false, boxes: true, activityOnly: true, physicalVoucher: true },
    experiments: { dates: 'control', themeList: 'control', popularDates: 'control' },
    customerCare: false,
    minisite: null,
    messengerAppId: null,
    showErrors: false,
    ...overrides,
  } as StorefrontContext;
}

export function renderWithProviders(ui: ReactElement, options: { context?: StorefrontContext } & Omit<RenderOptions, 'wrapper'> = {}) {
  const context = options.context ?? testContext();
  return { context, ...render(<SearchProviders context={context}>{ui}</SearchProviders>, options) };
}
