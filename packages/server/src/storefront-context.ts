/**
 * What every plugin of the storefront server shares, read once as the server starts: the page settings (hosts,
 * origins, toggles), the registries (which remote builds this server serves) and the page each request asks for.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpServerConfig } from '@storefront/api/src/server/http-server';
import { REMOTES, type Environment, type RegistryDocument, type RemoteContainer } from '@storefront/contracts';
import { originsFor, readFeatures, readHosts, readRegistryFile, togglesFor } from './storefront-config';
import { cachedContentIndex, type ContentIndex, type ContentIndexSource } from './content-index';
import { runtimeConfigFor, type PageSettings } from './pages';
import { fileExists, safeJoin } from './static-files';
import type { FirstViewLimits } from './first-view-cache';

export const ROOT = path.resolve(__dirname, '../../..');

/** Cookie naming the registry a browser uses outside production (testing a remote build without a deploy). */
export const REGISTRY_COOKIE = 'sf_registry';

export interface StorefrontOptions {
  environment: Environment;
  /** Port the site is reached on (origins outside production). */
  port: number;
  /** shell/config (hosts.json, features.json). */
  configDir?: string;
  /** Where registry.<name>.json files are read (default: configDir). */
  registryDir?: string;
  /** The registry pages use (registry.<name>.json; default: the environment's). `npm run dev` uses `dev-servers`. */
  registryName?: string;
  /** The shell's build (default shell/dist). */
  shellDist?: string;
  /** MapLibre style URL of the map (overrides features.json `mapStyleUrl` of the environment). */
  mapStyleUrl?: string;
  /** Extra remote builds served at /remotes/<name>/ from <remotesDir>/<name>/ (e.g. two builds of one remote). */
  remotesDir?: string;
  /** The API's HTTP settings: TRUST_PROXY, request, header and keep-alive timeouts, connection cap (default: their defaults). */
  http?: Partial<HttpServerConfig>;
  /** Registers the API routes (the storefront API plugin) on the app. */
  registerApi?: (app: FastifyInstance) => Promise<void>;
  /** Errors raised before routing (a malformed percent-encoding in any path, page or API): the API's error answer. */
  frameworkErrors?: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;
  /** URL prefixes owned by the API (their unknown paths answer `notFound`, never a page). */
  apiPrefixes?: readonly string[];
  /** The answer to an unknown API path or a non-GET request nothing handles (default: a JSON 404 error). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => void;
  contentIndex: ContentIndexSource;
  log?: (message: string) => void;
  /** How long a page waits for its first view before the browser renders it instead (default FIRST_VIEW_TIMEOUT_MS). */
  firstViewTimeoutMs?: number;
  /**
   * The catalogue's version (the API's catalogueVersion): a cached first view is rendered again once it moves.
   * Absent: views live for their TTL only (first-view-cache.ts).
   */
  catalogueVersion?: () => Promise<string>;
  /** How many first views render at once, wait, and stay cached (default FIRST_VIEW_LIMITS, first-view-cache.ts). */
  firstViewLimits?: Partial<FirstViewLimits>;
  /** The shell and remotes are webpack development builds (`npm run dev`, env DEVELOPMENT_BUILDS=1): see content-security.ts. */
  developmentBuilds?: boolean;
  /** Google's client id of the customer-care sign-in button (GOOGLE_CLIENT_ID; null: not configured). */
  googleClientId?: string | null;
  /** The verified customer-care agent of a request's cookies (the API's agent sessions); absent: nobody is one. */
  customerCareAgent?: (cookieHeader: string | undefined) => Promise<string | null>;
  /** Whether a request's cookies name a signed-in customer (the API's account sessions); absent: nobody is. */
  customerSignedIn?: (cookieHeader: string | undefined) => Promise<boolean>;
}

export interface StorefrontContext {
  environment: Environment;
  /** The registry pages use unless a tester's cookie names another (see registryNameFor). */
  registryName: string;
  registryDir: string;
  remotesDir: string | undefined;
  shellDist: string;
  settings: PageSettings;
  contentIndex: () => Promise<ContentIndex>;
  /** The registry of an environment (or of a mini-site: its remotes only), leaving out remotes whose build is missing. */
  registry(env: string, minisite?: { id: number; slug: string }): RegistryDocument | null;
  /** Root folder of a remote served at /remotes/<name>/: an extra build, or the repository's <name>/dist. */
  remoteRoot(name: string): string | null;
  /** The runtime configuration, route and registry of the page at `url` for this request (Host, cookies). */
  pageFor(request: FastifyRequest, url: string): Promise<ReturnType<typeof runtimeConfigFor> & { registryName: string }>;
}

export function cookiesOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}

/** A map style URL the page may use: http(s) or root-relative; anything else means the offline default style. */
export function mapStyleUrlOf(value: string | null | undefined): string | null {
  const url = value?.trim() ?? '';
  return /^https?:\/\/\S+$/i.test(url) || /^\/(?!\/)\S*$/.test(url) ? url : null;
}

export function storefrontContext(options: StorefrontOptions): StorefrontContext {
  const configDir = options.configDir ?? path.join(ROOT, 'shell/config');
  const registryDir = options.registryDir ?? configDir;
  const shellDist = options.shellDist ?? path.join(ROOT, 'shell/dist');
  const { environment, remotesDir } = options;
  const registryName = options.registryName ?? environment;
  const hosts = readHosts(configDir, environment);
  const features = readFeatures(configDir);
  const settings: PageSettings = {
    environment,
    registryName,
    hosts,
    origins: originsFor(hosts, environment, options.port),
    toggles: togglesFor(features, environment),
    features,
    // the local issuer exists in development and test only (packages/api identity/agent-tokens.ts)
    customerCareSignIn: { googleClientId: options.googleClientId ?? null, developmentIssuer: environment === 'development' || environment === 'test' },
    mapStyleUrl: mapStyleUrlOf(options.mapStyleUrl ?? features.mapStyleUrl?.[environment] ?? null),
  };
  const contentIndex = cachedContentIndex(options.contentIndex);

  function remoteRoot(name: string): string | null {
    if (!/^[a-z0-9][a-z0-9._@-]*$/i.test(name)) return null;
    if (remotesDir) {
      const extra = path.join(remotesDir, name);
      if (existsSync(extra)) return extra;
    }
    const known = Object.values(REMOTES).some((r) => r.folder === name);
    return known ? path.join(ROOT, name, 'dist') : null;
  }

  /** Is a registry URL servable? Root-relative /remotes/... URLs need their file; absolute URLs are kept as given. */
  function available(url: string): boolean {
    const m = /^\/remotes\/([^/]+)\/(.+)$/.exec(url);
    if (!m) return /^https?:\/\//.test(url);
    const root = remoteRoot(m[1] as string);
    return !!root && fileExists(safeJoin(root, m[2] as string));
  }

  function registry(env: string, minisite?: { id: number; slug: string }): RegistryDocument | null {
    const file = readRegistryFile(registryDir, env);
    if (!file) return null;
    const remotes: RegistryDocument['remotes'] = {};
    for (const [name, url] of Object.entries(file.remotes) as [RemoteContainer, string][]) {
      if (minisite && file.minisiteRemotes && !file.minisiteRemotes.includes(name)) continue;
      if (available(url)) remotes[name] = url;
    }
    return {
      environment: file.environment,
      remotes,
      ...(minisite ? { minisite: { id: minisite.id, slug: minisite.slug } } : {}),
    };
  }

  /**
   * The registry a page uses: the server's, or outside production the one a tester named in the
   * `sf_registry` cookie (registry.<name>.json in the registry folder, e.g. a canary build of one remote).
   */
  function registryNameFor(cookies: Record<string, string>): string {
    const wanted = cookies[REGISTRY_COOKIE];
    if (environment === 'production' || !wanted || wanted === registryName) return registryName;
    return readRegistryFile(registryDir, wanted) ? wanted : registryName;
  }

  async function pageFor(request: FastifyRequest, url: string) {
    const index = await contentIndex();
    const host = request.headers.host ?? '';
    const cookies = cookiesOf(request);
    const name = registryNameFor(cookies);
    const [agent, signedIn] = await Promise.all([options.customerCareAgent?.(request.headers.cookie), options.customerSignedIn?.(request.headers.cookie)]);
    const identity = { agent: agent ?? null, signedIn: signedIn ?? false };
    const first = runtimeConfigFor(settings, index, host, url, registry(name), identity, name);
    const withName = (page: typeof first) => ({ ...page, registryName: name });
    const minisite = index.minisites.find((m) => m.slug === first.route.params.minisite);
    if (!minisite) return withName(first);
    return withName(runtimeConfigFor(settings, index, host, url, registry(name, minisite), identity, name));
  }

  return { environment, registryName, registryDir, remotesDir, shellDist, settings, contentIndex, registry, remoteRoot, pageFor };
}
