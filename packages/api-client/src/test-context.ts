import { SITES, type StorefrontContext } from '@storefront/contracts';

/** A StorefrontContext for tests of this package. */
export function testContext(overrides: Partial<StorefrontContext> = {}): StorefrontContext {
  return {
    site: SITES.fr_FR,
    locale: 'fr_FR',
    environment: 'test',
    endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
    toggles: { customerAccount: false, boxes: true, activityOnly: true, physicalVoucher: true },
    experiments: { dates: 'control', themeList: 'control', popularDates: 'control', promoBanner: 'control' },
    customerCare: false,
    minisite: null,
    messengerAppId: null,
    showErrors: false,
    ...overrides,
  } as StorefrontContext;
}
