/** Test helpers: a shell context, rendering the remote's Root at a URL. */
import { act, configure, render } from '@testing-library/react';
import { SITES, type SiteCode, type StorefrontContext } from '@storefront/contracts';
import { preloadAllMessages } from '../i18n';
import * as es from '../i18n/es';
import * as fr from '../i18n/fr';
import * as it from '../i18n/it';
import * as nl from '../i18n/nl';
import type { ReactElement } from 'react';
import { ProductProviders } from '../app-context';
import { Root } from '../root';

// Component tests render every language at once (the remote fetches only the site's language).
preloadAllMessages({ fr, es, nl, it });

// Shared CI machines are slow: give asynchronous UI updates time.
configure({ asyncUtilTimeout: 5000 });

export function testContext(site: SiteCode = 'fr_FR'): StorefrontContext {
  return {
    site: SITES[site],
    locale: site,
    environment: 'test',
    endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
    toggles: { customerAccount: false, boxes: true, activityOnly: true, physicalVoucher: true },
    experiments: { dates: 'control', themeList: 'control', popularDates: 'control', promoBanner: 'control' },
    customerCare: false,
    minisite: null,
    messengerAppId: null,
    showErrors: false,
    routing: { toggles: { boxes: true, activityOnly: true } },
  };
}

export function renderAt(url: string, options: { site?: SiteCode; loadRemote?: <T>(id: string) => Promise<T>; context?: Partial<StorefrontContext> } = {}) {
  window.history.pushState(null, '', url);
  const loadRemote = options.loadRemote ?? (() => Promise.reject(new Error('no remote in tests')));
  let result!: ReturnType<typeof render>;
  act(() => {
    result = render(<Root context={{ ...testContext(options.site), ...options.context }} loadRemote={loadRemote} />);
  });
  return result;
}

/** One mf-product component inside the remote's providers (context, API client, messages of the site). */
export function renderWith(ui: ReactElement, site: SiteCode = 'fr_FR') {
  let result!: ReturnType<typeof render>;
  act(() => {
    result = render(<ProductProviders context={testContext(site)}>{ui}</ProductProviders>);
  });
  return result;
}
