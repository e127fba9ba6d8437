/**
 * The storefront's deploy-time configuration, read from shell/config/ (JSON): hosts per environment, feature
 * toggles and experiment allocations per site and environment, and the remote registries.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  SITE_CODES,
  isSiteCode,
  parseHostsConfig,
  siteHosts,
  type Environment,
  type ExperimentsConfig,
  type FeatureToggles,
  type HostsConfig,
  type RegistryDocument,
  type RemoteContainer,
  type SiteCode,
} from '@storefront/contracts';

export const ENVIRONMENTS: Environment[] = ['development', 'test', 'staging', 'production'];

export interface FeaturesFile {
  toggles: {
    default: FeatureToggles;
    environments?: Record<string, { default?: Partial<FeatureToggles>; sites?: Partial<Record<SiteCode, Partial<FeatureToggles>>> }>;
  };
  experiments: ExperimentsConfig;
  messengerAppId?: Record<string, string | null>;
  /** MapLibre style URL per environment (absent or null: the offline default style); MAP_STYLE_URL overrides it. */
  mapStyleUrl?: Record<string, string | null>;
}

/** A registry file: the environment's remotes, and which of them partner mini-sites use. */
export interface RegistryFile extends RegistryDocument {
  minisiteRemotes?: RemoteContainer[];
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function readHosts(configDir: string, environment: Environment): HostsConfig {
  const all = readJson<Record<string, unknown>>(path.join(configDir, 'hosts.json'));
  const forEnv = all[environment] ?? all.development;
  return parseHostsConfig(forEnv);
}

export function readFeatures(configDir: string): FeaturesFile {
  return readJson<FeaturesFile>(path.join(configDir, 'features.json'));
}

/** Toggles of every site in an environment: defaults, then the environment's defaults, then its site overrides. */
export function togglesFor(features: FeaturesFile, environment: Environment): Record<SiteCode, FeatureToggles> {
  const env = features.toggles.environments?.[environment];
  const out = {} as Record<SiteCode, FeatureToggles>;
  for (const site of SITE_CODES) {
    out[site] = { ...features.toggles.default, ...(env?.default ?? {}), ...(env?.sites?.[site] ?? {}) };
  }
  return out;
}

/** Public origin of each site: the environment's host per site, with the port outside production. */
export function originsFor(hosts: HostsConfig, environment: Environment, port: number): Record<SiteCode, string> {
  const bySite = siteHosts(hosts);
  const out = {} as Record<SiteCode, string>;
  for (const site of SITE_CODES) {
    out[site] = environment === 'production' ? `https://${bySite[site]}` : `http://${bySite[site]}:${port}`;
  }
  return out;
}

/** The registry file of an environment (read on each request: switching it needs no restart or rebuild). */
export function readRegistryFile(registryDir: string, environment: string): RegistryFile | null {
  if (!/^[a-z0-9-]+$/.test(environment)) return null;
  const file = path.join(registryDir, `registry.${environment}.json`);
  if (!existsSync(file)) return null;
  const doc = readJson<RegistryFile>(file);
  const remotes: Partial<Record<RemoteContainer, string>> = {};
  for (const [name, url] of Object.entries(doc.remotes ?? {})) {
    if (typeof url === 'string' && /^mf_[a-z]+$/.test(name)) remotes[name as RemoteContainer] = url;
  }
  return { environment: doc.environment ?? environment, remotes, minisiteRemotes: doc.minisiteRemotes };
}

export function isEnvironment(value: string): value is Environment {
  return (ENVIRONMENTS as string[]).includes(value);
}

export { isSiteCode };
