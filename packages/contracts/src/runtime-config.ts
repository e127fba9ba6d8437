/**
 * The runtime configuration the storefront server injects into every page (`<script id="storefront-config"
 * type="application/json">`) and the shell reads before routing: nothing here is baked into a build.
 */
import type { Endpoints, Environment, ExperimentVariants, FeatureToggles } from './context';
import type { HostsConfig } from './hosts';
import type { RouteMinisite } from './match';
import type { RemoteContainer } from './remotes';
import type { SiteCode } from './sites';

export const RUNTIME_CONFIG_ELEMENT_ID = 'storefront-config';

/** Allocation of one experiment: weights per variant, optionally limited to some sites (others get 'control'). */
export interface ExperimentAllocation<V extends string = string> {
  variants: Record<V, number>;
  sites?: SiteCode[];
}
export type ExperimentsConfig = { [K in keyof ExperimentVariants]: ExperimentAllocation<ExperimentVariants[K]> };

export interface RuntimeMinisite extends RouteMinisite {
  partnerName?: string | null;
}

export interface RuntimeConfig {
  environment: Environment;
  endpoints: Endpoints;
  /** Site resolved by the server from the Host header and path. */
  site: SiteCode;
  hosts: HostsConfig;
  /** Public origin of each site in this environment (canonical and alternate links). */
  origins: Record<SiteCode, string>;
  /** Registry URL for this page (the mini-site registry inside a mini-site). */
  registryUrl: string;
  /**
   * The document at `registryUrl` as the server read it for this page (its pages carry it, which saves the shell a
   * round trip before anything renders); absent, the shell fetches `registryUrl`.
   */
  registry?: RegistryDocument;
  toggles: Record<SiteCode, FeatureToggles>;
  experiments: ExperimentsConfig;
  /** CMS landing-page slugs per site (first path segment). */
  cmsSlugs: Partial<Record<SiteCode, string[]>>;
  minisites: RuntimeMinisite[];
  messengerAppId: string | null;
  /** MapLibre style of the production map; null: the offline default style (see mf-search map-style.ts). */
  mapStyleUrl: string | null;
  showErrors: boolean;
  /**
   * Customer-care sign-in (site-wide spec §6): Google's client id for the sign-in button (null: not configured),
   * whether the local development issuer signs agents in instead (development and test only), and the agent the
   * server verified for this request (customer-care hosts only; null: the sign-in page shows).
   */
  customerCare: CustomerCareSignIn;
  /** A customer is signed in: the server checked the session cookie (`sf_session`, which no script reads). */
  signedIn: boolean;
}

export interface CustomerCareSignIn {
  googleClientId: string | null;
  developmentIssuer: boolean;
  agent: string | null;
}

/** The registry file the shell fetches at run time. */
export interface RegistryDocument {
  environment: string;
  remotes: Partial<Record<RemoteContainer, string>>;
  /** Present in a mini-site registry. */
  minisite?: { id: number; slug: string };
}
