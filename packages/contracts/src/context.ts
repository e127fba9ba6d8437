import type { Site, SiteCode } from './sites';
import type { RouteConfig } from './match';

export type Environment = 'development' | 'test' | 'staging' | 'production';

/**
 * Whether the front gateway's content (announcement banner, content boxes, gift block) is read from the static JSON
 * files the site serves (site-wide §7): outside production, where no content gateway runs.
 */
export function readsStaticContent(environment: Environment): boolean {
  return environment !== 'production';
}

/** Base URLs of the backend, named after the spec's placeholders. All are absolute or root-relative. */
export interface Endpoints {
  /** `{api}`, e.g. '/api' */
  api: string;
  /** `{frontGateway}`, e.g. '/gateway' */
  frontGateway: string;
  /** `{wedEndpoint}`, e.g. '/wed' */
  wedEndpoint: string;
  /** origin of root-relative calls (/weekend/..., /product/..., /content/...), '' for the page's origin */
  origin: string;
}

export interface FeatureToggles {
  customerAccount: boolean;
  boxes: boolean;
  activityOnly: boolean;
  physicalVoucher: boolean;
  /** All-incentive mode (search.md §5): review score labels from 7; off, from 9 only. Absent: on. */
  allIncentive?: boolean;
}

export interface ExperimentVariants {
  /** Date experiment: forced blocks search without both dates, suggested blocks once. */
  dates: 'control' | 'forced' | 'suggested';
  /** Reduced theme list variant. */
  themeList: 'control' | 'reduced';
  /** Popular date shortcuts (only shown in es_ES, fr_FR, fr_BE, nl_BE with 'variation'). */
  popularDates: 'control' | 'variation';
  /** Default experiment promo banner: 'extra10' leads the booking promo bar with the '10% extra' offer. */
  promoBanner: 'control' | 'extra10';
}

export interface MinisiteContext {
  id: number;
  slug: string;
  partnerName?: string;
}

/** Everything a remote needs to know about where it runs. Passed by the shell as single-spa custom props. */
export interface StorefrontContext {
  site: Site;
  locale: SiteCode;
  environment: Environment;
  endpoints: Endpoints;
  toggles: FeatureToggles;
  experiments: ExperimentVariants;
  /** Customer-care mode (agent selling for a customer). */
  customerCare: boolean;
  /** The hosts config's customer-care prefix ('cc.'), which a link copied for the customer drops (absent: the default). */
  customerCarePrefix?: string;
  minisite: MinisiteContext | null;
  /** Messenger app id for the chat option (chat only when set and (es_ES or production)). */
  messengerAppId: string | null;
  /** MapLibre style URL of this environment; null or absent: the offline default style. */
  mapStyleUrl?: string | null;
  /** Whether errors are shown in blocks (content boxes 'Error: {message}'). */
  showErrors: boolean;
  /**
   * What the shell routes with: pass it to `matchRoute(location.href, context.locale, context.routing)` to read
   * the current page kind and params (hotelId, offerId, slug...). Optional for contexts built in tests.
   */
  routing?: RouteConfig;
}

/**
 * Loads a module exposed by another remote through the shell's federation runtime, e.g.
 * `loadRemote<{ SearchBox: ComponentType }>('mf_search/SearchBox')`. Rejects when the remote is not in the
 * registry or fails to load: callers render their own fallback (never crash).
 */
export type LoadRemote = <T = unknown>(id: string) => Promise<T>;

/** Custom props every single-spa application of a remote receives (single-spa adds name, singleSpa, mountParcel). */
export interface RemoteLifecycleProps {
  context: StorefrontContext;
  /** The DOM element of the slot the application mounts into. */
  domElement: HTMLElement;
  loadRemote: LoadRemote;
}
