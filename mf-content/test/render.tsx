/** Test helpers: a context and the providers with every language loaded. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SITES, type SiteCode, type StorefrontContext } from '@storefront/contracts';
import { ContentProviders } from '../src/app-context';
import { preloadAll } from '../src/i18n';
import * as fr from '../src/i18n/fr';
import * as es from '../src/i18n/es';
import * as nl from '../src/i18n/nl';
import * as it from '../src/i18n/it';

preloadAll({ fr, es, nl, it });

export function testContext(site: SiteCode = 'fr_FR', overrides: Partial<StorefrontContext> = {}): StorefrontContext {
  return {
    site: SITES[site],
    locale: site,
    environment: 'development',
    endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
    toggles: { customerAccount: false, boxes: false, activityOnly: true, physicalVoucher: true },
    // promoBanner: the experiment mf-content reads defensively (compiles with or without the key in contracts)
    experiments: { dates: 'control', themeList: 'control', popularDates: 'control', promoBanner: 'control' } as StorefrontContext['experiments'],
    customerCare: false,
    minisite: null,
    messengerAppId: null,
    showErrors: false,
    ...overrides,
  };
}

export function renderWithApp(ui: ReactNode, context: StorefrontContext = testContext()) {
  return render(ui, { wrapper: ({ children }) => <ContentProviders context={context}>{children}</ContentProviders> });
}
