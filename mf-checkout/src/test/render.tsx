/** Test helpers: a shell context and the remote's Root rendered at a URL with every language loaded. */
import { act, configure, render } from '@testing-library/react';
import { SITES, type SiteCode, type StorefrontContext } from '@storefront/contracts';
import type { StorefrontApiClient } from '@storefront/api-client';
import { preloadAll } from '../i18n';
import * as es from '../i18n/es';
import * as fr from '../i18n/fr';
import * as it from '../i18n/it';
import * as nl from '../i18n/nl';
import { Root } from '../root';

preloadAll({ fr, es, nl, it });
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

type Handler = (path: string, options: { pathParams?: Record<string, unknown>; params?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> }) => Promise<unknown>;

/** A client whose get/post answer from `handlers` (by method and path shape); calls are recorded. */
export function mockClient(handlers: { get?: Handler; post?: Handler }) {
  const calls: { method: string; path: string; options: Parameters<Handler>[1] }[] = [];
  const call = (method: 'get' | 'post', path: string, options: Parameters<Handler>[1]) => {
    calls.push({ method, path, options });
    const handler = handlers[method];
    return handler ? handler(path, options) : Promise.reject(new Error(`no ${method} ${path}`));
  };
  const get = (path: string, options: Parameters<Handler>[1] = {}) => call('get', path, options);
  const post = (path: string, body: unknown, options: Parameters<Handler>[1] = {}) => call('post', path, { ...options, body });
  const client = { get, post } as unknown as StorefrontApiClient;
  return { client, calls };
}

export function renderAt(url: string, options: { site?: SiteCode; client?: StorefrontApiClient } = {}) {
  window.history.pushState(null, '', url);
  let result!: ReturnType<typeof render>;
  act(() => {
    result = render(<Root context={testContext(options.site)} client={options.client} />);
  });
  return result;
}
