/**
 * The HTML of every page route: the shell's index.html with the site resolved from the Host header
 * (html lang, canonical, alternates, robots) and the runtime configuration injected as JSON.
 */
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  SITES,
  headTags,
  matchRoute,
  resolveSite,
  type Environment,
  type HostsConfig,
  type RouteMatch,
  type RuntimeConfig,
  type SiteCode,
} from '@storefront/contracts';
import type { FeaturesFile } from './storefront-config';
import type { ContentIndex } from './content-index';
import type { RegistryDocument } from '@storefront/contracts';

export interface PageSettings {
  environment: Environment;
  /** Name of the registry file pages use (registry.<name>.json): the environment's, or e.g. `dev-servers`. */
  registryName: string;
  hosts: HostsConfig;
  origins: Record<SiteCode, string>;
  toggles: RuntimeConfig['toggles'];
  features: FeaturesFile;
  customerCareLoginUrl: string;
}

const TITLES: Record<SiteCode, string> = {
  fr_FR: 'Week-ends et courts séjours avec activités | Weekend Stays',
  fr_BE: 'Week-ends et courts séjours avec activités | Weekend Stays',
  es_ES: 'Escapadas de fin de semana con actividades | Escapadas Stays',
  nl_NL: 'Weekendjes weg met activiteiten | Weekend Stays',
  nl_BE: 'Weekendjes weg met activiteiten | Weekend Stays',
  it_IT: 'Weekend e soggiorni brevi con attività | Weekend Stays',
};
const SKIP: Record<string, string> = { fr: 'Aller au contenu', es: 'Ir al contenido', nl: 'Naar de inhoud', it: 'Vai al contenuto' };

export interface RenderedPage {
  status: number;
  html: string;
  site: SiteCode;
  route: RouteMatch;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside a script element: nothing can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Which registry a page uses: a mini-site's own, or the environment's. */
export function registryUrlFor(environment: string, route: RouteMatch): string {
  return route.params.minisite ? `/registry/${environment}/minisite/${encodeURIComponent(route.params.minisite)}.json` : `/registry/${environment}.json`;
}

export function runtimeConfigFor(
  settings: PageSettings,
  content: ContentIndex,
  host: string,
  url: string,
  registry: RegistryDocument | null,
  cookies: Record<string, string | undefined>,
): { config: RuntimeConfig; route: RouteMatch } {
  const pathname = url.split(/[?#]/)[0] || '/';
  const resolved = resolveSite(host, pathname, settings.hosts);
  const site = resolved.site;
  const route = matchRoute(url, site, {
    toggles: settings.toggles[site],
    cmsSlugs: content.cmsSlugs[site] ?? [],
    minisites: content.minisites,
    customerCare: { active: resolved.customerCare, hasToken: !!cookies.cc_google_token },
    remotes: registry ? Object.keys(registry.remotes) : undefined,
  });
  const config: RuntimeConfig = {
    environment: settings.environment,
    endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
    site,
    hosts: settings.hosts,
    origins: settings.origins,
    registryUrl: registryUrlFor(settings.registryName, route),
    toggles: settings.toggles,
    experiments: settings.features.experiments,
    cmsSlugs: content.cmsSlugs,
    minisites: content.minisites,
    messengerAppId: settings.features.messengerAppId?.[settings.environment] ?? null,
    showErrors: settings.environment !== 'production',
    customerCareLoginUrl: settings.customerCareLoginUrl,
  };
  return { config, route };
}

export function renderPage(template: string, config: RuntimeConfig, route: RouteMatch, url: string): RenderedPage {
  const site = config.site;
  const tags = headTags(route, site, url, config.origins, config.environment);
  const head = [
    `<meta name="robots" content="${escapeAttr(tags.robots)}" />`,
    `<link rel="canonical" href="${escapeAttr(tags.canonical)}" />`,
    ...tags.alternates.map((a) => `<link rel="alternate" hreflang="${escapeAttr(a.hreflang)}" href="${escapeAttr(a.href)}" />`),
  ].join('\n    ');
  const configScript = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${scriptJson(config)}</script>`;
  const html = template
    .replace('%SF_LANG%', SITES[site].htmlLang)
    .replace('%SF_TITLE%', escapeAttr(TITLES[site]))
    .replace('%SF_SKIP%', SKIP[SITES[site].language] ?? SKIP.fr ?? '')
    .replace('<!--sf:head-->', head)
    .replace('<!--sf:config-->', configScript);
  return { status: route.kind === 'notFound' ? 404 : 200, html, site, route };
}
