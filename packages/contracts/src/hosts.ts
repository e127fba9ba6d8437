/**
 * Site resolution from the request host (configured map per environment) and the Belgian language prefix.
 * Used by the server (html lang, canonical, alternates) and by the shell in the browser.
 */
import { SITES, SITE_CODES, isSiteCode, type Country, type SiteCode } from './sites';

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
  return { hosts, defaultSite, customerCarePrefix: typeof v.customerCarePrefix === 'string' ? v.customerCarePrefix : 'cc.' };
}
