/**
 * Site resolution from the request host (configured map per environment) and the Belgian language prefix.
 * Used by the server (html lang, canonical, alternates) and by the shell in the browser.
 */
import { SITES, SITE_CODES, isSiteCode, type Country, type SiteCode } from './sites';

/** Prefix of customer-care hosts when the hosts configuration sets none (the one place it is written). */
export const DEFAULT_CUSTOMER_CARE_PREFIX = 'cc.';

/** A host serves one site, or a country with several languages chosen by the path prefix ('BE'). */
export type HostTarget = SiteCode | 'BE';

export interface HostsConfig {
  /** host name (no port) -> site or 'BE' */
  hosts: Record<string, HostTarget>;
  /** Site of an unknown host. */
  defaultSite: SiteCode;
  /** Prefix of customer-care hosts, e.g. 'cc.' (cc.fr.localhost is fr_FR in customer-care mode). */
  customerCarePrefix: string;
}

export interface ResolvedSite {
  site: SiteCode;
  country: Country;
  customerCare: boolean;
  /** Belgian root without /fr or /nl: the visitor still has to choose a language (splash). */
  languageUnchosen: boolean;
  /** The host without the customer-care prefix and without port. */
  publicHost: string;
}

function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
}

/** The site of a host and path. `preferred` picks the Belgian language when the path has no prefix. */
export function resolveSite(host: string, pathname: string, config: HostsConfig, preferred?: string | null): ResolvedSite {
  let name = hostName(host || '');
  let customerCare = false;
  if (config.customerCarePrefix && name.startsWith(config.customerCarePrefix)) {
    customerCare = true;
    name = name.slice(config.customerCarePrefix.length);
  }
  const target: HostTarget = config.hosts[name] ?? config.defaultSite;
  if (target !== 'BE') {
    return { site: target, country: SITES[target].country, customerCare, languageUnchosen: false, publicHost: name };
  }
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  if (first === 'fr' || first === 'nl') {
    return { site: first === 'fr' ? 'fr_BE' : 'nl_BE', country: 'BE', customerCare, languageUnchosen: false, publicHost: name };
  }
  const site: SiteCode = preferred === 'nl_BE' || preferred === 'fr_BE' ? preferred : 'fr_BE';
  return { site, country: 'BE', customerCare, languageUnchosen: true, publicHost: name };
}

/**
 * The address a customer can open for a page an agent sees in customer-care mode: `href` with the customer-care
 * prefix taken off its host (http://cc.es.localhost:8080/x?y#z -> http://es.localhost:8080/x?y#z). Scheme, port,
 * path, query and hash are kept; an address whose host lacks the prefix (or that is not absolute) is returned as is.
 */
export function publicUrl(href: string, customerCarePrefix: string = DEFAULT_CUSTOMER_CARE_PREFIX): string {
  const prefix = customerCarePrefix.toLowerCase();
  if (!prefix) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (!url.hostname.startsWith(prefix) || url.hostname.length === prefix.length) return href;
  url.hostname = url.hostname.slice(prefix.length);
  return url.href;
}

/** The public host of each site in an environment (first host listed for it). */
export function siteHosts(config: HostsConfig): Record<SiteCode, string> {
  const out = {} as Record<SiteCode, string>;
  for (const [host, target] of Object.entries(config.hosts)) {
    const codes: SiteCode[] = target === 'BE' ? ['fr_BE', 'nl_BE'] : [target];
    for (const code of codes) if (!out[code]) out[code] = host;
  }
  for (const code of SITE_CODES) out[code] ??= SITES[code].localHost;
  return out;
}

/** Validates a parsed hosts configuration (JSON from configuration files). */
export function parseHostsConfig(value: unknown): HostsConfig {
  const v = value as Partial<HostsConfig> | null;
  if (!v || typeof v !== 'object' || !v.hosts || typeof v.hosts !== 'object') throw new Error('hosts config: "hosts" object expected');
  const hosts: Record<string, HostTarget> = {};
  for (const [host, target] of Object.entries(v.hosts)) {
    if (target !== 'BE' && !isSiteCode(target)) throw new Error(`hosts config: "${host}" maps to unknown site "${String(target)}"`);
    hosts[host.toLowerCase()] = target;
  }
  const defaultSite = v.defaultSite ?? 'fr_FR';
  if (!isSiteCode(defaultSite)) throw new Error(`hosts config: unknown defaultSite "${String(defaultSite)}"`);
  return { hosts, defaultSite, customerCarePrefix: typeof v.customerCarePrefix === 'string' ? v.customerCarePrefix : DEFAULT_CUSTOMER_CARE_PREFIX };
}
