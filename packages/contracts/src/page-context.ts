/**
 * The context every application of a page receives, built from the page's runtime configuration: by the shell as it
 * boots, and by the server for the page's first view (both must agree, or the first view is rendered again).
 */
import type { ExperimentVariants, StorefrontContext } from './context';
import { matchRoute, type RouteConfig, type RouteMatch } from './match';
import type { RuntimeConfig } from './runtime-config';
import { SITES } from './sites';

export interface PageContextInput {
  config: RuntimeConfig;
  /** The page's URL (absolute, or path and query). */
  url: string;
  /** Customer-care mode (the host's prefix). */
  customerCare: boolean;
  /** The agent's token cookie is set. */
  hasCustomerCareToken: boolean;
  experiments: ExperimentVariants;
  /** Containers the page's registry lists; undefined without a registry (pages keep their kind, slots retry). */
  remotes: string[] | undefined;
}

export interface PageContext {
  context: StorefrontContext;
  routing: RouteConfig;
  /** The route of `url`. */
  route: RouteMatch;
}

export function pageContextOf({ config, url, customerCare, hasCustomerCareToken, experiments, remotes }: PageContextInput): PageContext {
  const site = config.site;
  const routing: RouteConfig = {
    toggles: config.toggles[site],
    cmsSlugs: config.cmsSlugs[site] ?? [],
    minisites: config.minisites,
    customerCare: { active: customerCare, hasToken: hasCustomerCareToken },
    remotes,
  };
  const route = matchRoute(url, site, routing);
  const minisite = route.params.minisite ? config.minisites.find((m) => m.slug === route.params.minisite) ?? null : null;
  const context: StorefrontContext = {
    site: SITES[site],
    locale: site,
    environment: config.environment,
    endpoints: config.endpoints,
    toggles: config.toggles[site],
    experiments,
    customerCare,
    customerCarePrefix: config.hosts.customerCarePrefix,
    minisite: minisite ? { id: minisite.id, slug: minisite.slug, partnerName: minisite.partnerName ?? undefined } : null,
    messengerAppId: config.messengerAppId,
    mapStyleUrl: config.mapStyleUrl ?? null,
    showErrors: config.showErrors,
    routing,
  };
  return { context, routing, route };
}
