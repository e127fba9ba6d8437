/** A booted shell's state for component tests: site, toggles, mode and messages as the root config sets them. */
import { SITES, pageContextOf, type FeatureToggles, type RuntimeConfig, type SiteCode } from '@storefront/contracts';
import fr from '../src/i18n/fr';
import es from '../src/i18n/es';
import nl from '../src/i18n/nl';
import it from '../src/i18n/it';
import { setShellState, type ShellState } from '../src/runtime/state';

const MESSAGES = { fr, es, nl, it };

export interface TestShellOptions {
  site?: SiteCode;
  toggles?: Partial<FeatureToggles>;
  customerCare?: boolean;
  loggedIn?: boolean;
  customerCareSignIn?: Partial<RuntimeConfig['customerCare']>;
}

export function setTestShell(options: TestShellOptions = {}): ShellState {
  const site = options.site ?? 'fr_FR';
  const toggles: FeatureToggles = { customerAccount: false, boxes: true, activityOnly: true, physicalVoucher: true, ...options.toggles };
  const config = {
    environment: 'development',
    endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
    site,
    hosts: { hosts: {}, defaultSite: 'fr_FR', customerCarePrefix: 'cc.' },
    origins: {},
    registryUrl: '/registry/development.json',
    toggles: { [site]: toggles },
    experiments: {},
    cmsSlugs: {},
    minisites: [],
    messengerAppId: null,
    mapStyleUrl: null,
    showErrors: false,
    customerCare: { googleClientId: null, developmentIssuer: true, agent: null, ...options.customerCareSignIn },
    signedIn: !!options.loggedIn,
  } as unknown as RuntimeConfig;
  const { context, routing } = pageContextOf({
    config,
    url: 'http://localhost/',
    customerCare: !!options.customerCare,
    hasCustomerCareToken: false,
    experiments: { dates: 'control', themeList: 'control', popularDates: 'control', promoBanner: 'control' },
    remotes: undefined,
  });
  const state: ShellState = { config, site, context, routing, remotes: {}, messages: MESSAGES[SITES[site].language], loggedIn: !!options.loggedIn };
  setShellState(state);
  return state;
}

/** Answers the chrome's API calls (navigation, footer) with `bodies[path]`, and records every request. */
export function mockFetch(bodies: Record<string, unknown> = {}): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0] as string;
    const body = bodies[path];
    void init;
    return { ok: body !== undefined, status: body !== undefined ? 200 : 404, json: async () => body } as Response;
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}
