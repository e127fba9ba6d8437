/**
 * The one storefront process: the API plugin (same process, embedded database by default), the shell's files
 * at /, each remote's build at /remotes/<folder>/, the registries at /registry/..., and index.html for every
 * page route with the site resolved from the Host header.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import compress from '@fastify/compress';
import {
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE_S,
  PROMO_BANNER_VARIANT,
  REMOTES,
  SITES,
  assignVariants,
  cookieText,
  firstViewViewportOf,
  type ExperimentVariants,
  type RouteMatch,
  type RuntimeConfig,
  isSiteCode,
  matchRoute,
  readCookie,
  type Environment,
  type RegistryDocument,
  type RemoteContainer,
} from '@storefront/contracts';
import { originsFor, readFeatures, readHosts, readRegistryFile, togglesFor } from './storefront-config';
import { cachedContentIndex, type ContentIndexSource } from './content-index';
import {
  renderPage,
  reservedSpaceFor,
  runtimeConfigFor,
  type PageFirstView,
  type PageSettings,
} from './pages';
import { firstViewOf, firstViewRenderers } from './first-view';
import {
  SHARED_CHUNKS_FILE,
  manifestReader,
  preloadLinks,
  sharedChunksReader,
  shellPreloadLinks,
} from './preload';
import { fileExists, safeJoin, sendFile } from './static-files';

export const ROOT = path.resolve(__dirname, '../../..');

/** Cookie naming the registry a browser uses outside production (testing a remote build without a deploy). */
export const REGISTRY_COOKIE = 'sf_registry';
/** The customer-care token of the development sign-in (outside production); the API accepts it there too. */
export const DEVELOPMENT_AGENT_TOKEN = 'development-agent';

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
}

function cookiesOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}

/** Root folder of a remote served at /remotes/<name>/: an extra build, or the repository's <name>/dist. */
function remoteRoot(name: string, remotesDir: string | undefined): string | null {
  if (!/^[a-z0-9][a-z0-9._@-]*$/i.test(name)) return null;
  if (remotesDir) {
    const extra = path.join(remotesDir, name);
    if (existsSync(extra)) return extra;
  }
  const known = Object.values(REMOTES).some((r) => r.folder === name);
  return known ? path.join(ROOT, name, 'dist') : null;
}

/** Is a registry URL servable? Root-relative /remotes/... URLs need their file; absolute URLs are kept as given. */
function available(url: string, remotesDir: string | undefined): boolean {
  const m = /^\/remotes\/([^/]+)\/(.+)$/.exec(url);
  if (!m) return /^https?:\/\//.test(url);
  const root = remoteRoot(m[1] as string, remotesDir);
  return !!root && fileExists(safeJoin(root, m[2] as string));
}

/** A map style URL the page may use: http(s) or root-relative; anything else means the offline default style. */
export function mapStyleUrlOf(value: string | null | undefined): string | null {
  const url = value?.trim() ?? '';
  return /^https?:\/\/\S+$/i.test(url) || /^\/(?!\/)\S*$/.test(url) ? url : null;
}

export async function buildStorefront(options: StorefrontOptions): Promise<FastifyInstance> {
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
    customerCareLoginUrl: '/customer-care/login',
    mapStyleUrl: mapStyleUrlOf(options.mapStyleUrl ?? features.mapStyleUrl?.[environment] ?? null),
  };
  const contentIndex = cachedContentIndex(options.contentIndex);

  /** The registry of an environment (or of a mini-site: its remotes only), leaving out remotes whose build is missing. */
  function registry(env: string, minisite?: { id: number; slug: string }): RegistryDocument | null {
    const file = readRegistryFile(registryDir, env);
    if (!file) return null;
    const remotes: RegistryDocument['remotes'] = {};
    for (const [name, url] of Object.entries(file.remotes) as [RemoteContainer, string][]) {
      if (minisite && file.minisiteRemotes && !file.minisiteRemotes.includes(name)) continue;
      if (available(url, remotesDir)) remotes[name] = url;
    }
    return {
      environment: file.environment,
      remotes,
      ...(minisite ? { minisite: { id: minisite.id, slug: minisite.slug } } : {}),
    };
  }

  const app = Fastify({
    logger: false,
    trustProxy: true,
    routerOptions: { maxParamLength: 500 },
    ...(options.frameworkErrors ? { frameworkErrors: options.frameworkErrors } : {}),
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  if (options.registerApi) await options.registerApi(app);

  // Registries -------------------------------------------------------------------------------------------------
  const sendRegistry = (reply: FastifyReply, doc: RegistryDocument | null) => {
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*');
    if (!doc) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such registry' } });
    return reply.send(doc);
  };
  app.get<{ Params: { env: string } }>('/registry/:env', async (request, reply) => {
    const env = request.params.env.replace(/\.json$/, '');
    return sendRegistry(reply, registry(env));
  });
  app.get<{ Params: { env: string; slug: string } }>(
    '/registry/:env/minisite/:slug',
    async (request, reply) => {
      const slug = request.params.slug.replace(/\.json$/, '');
      const index = await contentIndex();
      const minisite = index.minisites.find((m) => m.slug === slug);
      if (!minisite) return sendRegistry(reply, null);
      return sendRegistry(reply, registry(request.params.env, minisite));
    },
  );

  // Remote builds ----------------------------------------------------------------------------------------------
  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    const root = remoteRoot(request.params.name, remotesDir);
    if (!root || !sendFile(reply, root, request.params['*'], request.headers['accept-encoding'])) {
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .send({ error: { code: 'NOT_FOUND', message: 'No such remote file' } });
    }
    return reply;
  });

  // Runtime configuration for the shell outside the server's pages (webpack dev server) --------------------------
  /**
   * The registry a page uses: the server's, or outside production the one a tester named in the
   * `sf_registry` cookie (registry.<name>.json in the registry folder, e.g. a canary build of one remote).
   */
  const registryNameFor = (cookies: Record<string, string>): string => {
    const wanted = cookies[REGISTRY_COOKIE];
    if (environment === 'production' || !wanted || wanted === registryName) return registryName;
    return readRegistryFile(registryDir, wanted) ? wanted : registryName;
  };
  const pageFor = async (request: FastifyRequest, url: string) => {
    const index = await contentIndex();
    const host = request.headers.host ?? '';
    const cookies = cookiesOf(request);
    const name = registryNameFor(cookies);
    const first = runtimeConfigFor(settings, index, host, url, registry(name), cookies, name);
    const withName = (page: typeof first) => ({ ...page, registryName: name });
    const minisite = index.minisites.find((m) => m.slug === first.route.params.minisite);
    if (!minisite) return withName(first);
    return withName(runtimeConfigFor(settings, index, host, url, registry(name, minisite), cookies, name));
  };
  app.get<{ Querystring: { path?: string } }>('/runtime-config.json', async (request, reply) => {
    const url =
      typeof request.query.path === 'string' && request.query.path.startsWith('/') ? request.query.path : '/';
    const { config } = await pageFor(request, url);
    return reply.header('cache-control', 'no-cache').send(config);
  });

  // Error lookup (site-wide §7: GET {origin}/error?uri&locale): what the storefront shows for a URI -------------
  app.get<{ Querystring: { uri?: string; locale?: string } }>('/error', async (request, reply) => {
    const { uri, locale } = request.query;
    const fields: { field: string; message: string }[] = [];
    if (typeof uri !== 'string' || !uri.startsWith('/') || uri.startsWith('//') || uri.length > 2000)
      fields.push({ field: 'uri', message: 'a root-relative URI is expected' });
    if (!isSiteCode(locale))
      fields.push({ field: 'locale', message: 'one of fr_FR, es_ES, fr_BE, nl_BE, nl_NL, it_IT' });
    if (fields.length)
      return reply.status(400).send({ error: { code: 'VALIDATION', message: 'Invalid query', fields } });
    const index = await contentIndex();
    const doc = registry(registryName);
    const route = matchRoute(uri as string, locale as never, {
      toggles: settings.toggles[locale as never],
      cmsSlugs: index.cmsSlugs[locale as never] ?? [],
      minisites: index.minisites,
      remotes: doc ? Object.keys(doc.remotes) : undefined,
    });
    return reply.header('cache-control', 'no-cache').send({
      uri,
      locale,
      status: route.kind === 'notFound' ? 404 : 200,
      page: route.kind,
      remote: route.remote,
      robots: route.robots ?? (environment === 'production' ? 'index, follow' : 'noindex, nofollow'),
      params: route.params,
    });
  });

  // Customer-care sign-in: outside production a development token (Google sign-in is configured in production).
  app.get<{ Querystring: { origin?: string } }>('/customer-care/login', async (request, reply) => {
    const origin = typeof request.query.origin === 'string' ? request.query.origin : '/';
    const host = request.headers.host ?? '';
    let target = '/';
    try {
      const u = new URL(origin, `http://${host}`);
      if (u.host === host) target = u.pathname + u.search + u.hash;
    } catch {
      target = '/';
    }
    if (environment === 'production')
      return reply
        .status(501)
        .send({ error: { code: 'NOT_CONFIGURED', message: 'Google sign-in is not configured' } });
    reply.header(
      'set-cookie',
      `cc_google_token=${DEVELOPMENT_AGENT_TOKEN}; Path=/; SameSite=Lax; Max-Age=28800`,
    );
    return reply.redirect(target, 302);
  });

  // The shell's files and the pages ----------------------------------------------------------------------------
  let template: { mtime: number; html: string } | null = null;
  const readTemplate = (): string | null => {
    const file = path.join(shellDist, 'index.html');
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (!template || template.mtime !== mtime) template = { mtime, html: readFileSync(file, 'utf8') };
    return template.html;
  };
  const shellFiles = (): Set<string> => new Set(existsSync(shellDist) ? readdirSync(shellDist) : []);

  const readManifest = manifestReader();
  const readSharedChunks = sharedChunksReader();
  /** The page's own remote when this server serves it: its manifest URL, manifest and file. */
  const pageRemote = (remote: string, registryName: string) => {
    if (remote === 'shell') return null;
    const url = registry(registryName)?.remotes[remote as RemoteContainer];
    const m = url ? /^\/remotes\/([^/]+)\/(.+)$/.exec(url) : null;
    const root = m ? remoteRoot(m[1] as string, remotesDir) : null;
    const manifestFile = root ? safeJoin(root, m![2] as string) : null;
    const manifest = manifestFile ? readManifest(manifestFile) : null;
    return url && manifestFile && manifest ? { url, manifest, manifestFile } : null;
  };
  /**
   * The shell's own startup files first, with its copies of the shared packages the page's remote uses (see
   * shellPreloadLinks), then the page's remote (see preload.ts), with its API transport when the browser renders
   * the page (no first view).
   */
  const pagePreloads = (
    template: string,
    language: string,
    remote: string,
    registryName: string,
    browserRenders: boolean,
  ): string[] => {
    const shellManifest = readManifest(path.join(shellDist, 'mf-manifest.json'));
    const page = pageRemote(remote, registryName);
    // the remote's own use of a package the shell provides (the sanitiser) starts with its render in the browser; a
    // first view hydrates with what the server rendered (clean rich text included) and needs none of them early
    const remoteShared = browserRenders ? (page?.manifest.shared.map((s) => s.name) ?? []) : [];
    return [
      ...shellPreloadLinks(template, shellManifest, shellFiles(), language, remoteShared),
      ...(page
        ? preloadLinks(
            page.url,
            page.manifest,
            new Set(shellManifest?.shared.map((s) => s.name) ?? []),
            { sharedChunks: readSharedChunks(path.join(path.dirname(page.manifestFile), SHARED_CHUNKS_FILE)), language, browserRenders },
          )
        : []),
    ];
  };

  const log = options.log ?? (() => undefined);
  const renderers = firstViewRenderers(log);
  // the renderers are loaded as the server starts, not by the first page that needs one
  app.addHook('onReady', async () => {
    for (const remote of Object.values(REMOTES)) renderers(path.join(ROOT, remote.folder));
  });
  /** The first view of a page whose remote this server serves from the repository's build (see first-view.ts). */
  const pageFirstView = async (
    request: FastifyRequest,
    config: RuntimeConfig,
    route: RouteMatch,
    customerCare: boolean,
    experiments: ExperimentVariants,
  ): Promise<PageFirstView | null> => {
    if (route.kind === 'notFound' || route.remote === 'shell') return null;
    const url = config.registry?.remotes[route.remote as RemoteContainer];
    const folder = url ? /^\/remotes\/([^/]+)\//.exec(url)?.[1] : undefined;
    if (!folder || remoteRoot(folder, remotesDir) !== path.join(ROOT, folder, 'dist')) return null;
    const render = renderers(path.join(ROOT, folder));
    const address = app.server.address();
    if (!render || !address || typeof address === 'string') return null;
    const view = await firstViewOf(
      render,
      {
        config,
        url: request.url,
        customerCare,
        hasCustomerCareToken: !!cookiesOf(request).cc_google_token,
        experiments,
        remotes: Object.keys(config.registry?.remotes ?? {}),
        viewport: firstViewViewportOf(request.headers),
        port: address.port,
      },
      log,
      options.firstViewTimeoutMs,
    );
    return view ? { view, appId: `${route.remote}/spa` } : null;
  };

  // A catch-all route rather than the not-found handler: @fastify/compress compresses routes only, and the shell's
  // scripts and the pages went out uncompressed from the not-found handler (react-dom alone 203 KB instead of 64 KB).
  // More specific routes (API, remotes, registries) win over it; unknown API paths keep the API's JSON 404.
  app.setNotFoundHandler(
    options.notFound ??
      ((request, reply) =>
        reply
          .status(404)
          .send({
            error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` },
          })),
  );
  const apiPrefixes = options.apiPrefixes ?? [];
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] as string;
    if (apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return reply.callNotFound();
    const name = pathname.slice(1);
    if (/^[^/]+\.[a-z0-9]+$/i.test(name) && name !== 'index.html') {
      if (shellFiles().has(name) && sendFile(reply, shellDist, name, request.headers['accept-encoding']))
        return reply;
      return reply.status(404).header('cache-control', 'no-cache').type('text/plain').send('Not found');
    }
    const html = readTemplate();
    if (!html)
      return reply
        .status(503)
        .type('text/plain')
        .send('The shell is not built yet: run `npm -w shell run build`.');
    const { config, route, customerCare, registryName: pageRegistry } = await pageFor(request, request.url);
    // the visitor's experiment variants, drawn here on a first visit so that the first HTML reserves the banners'
    // space of the promo banner variant the shell will show (the shell reads the same variants from the cookie)
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const experiments = assignVariants(
      config.experiments,
      config.site,
      readCookie(EXPERIMENT_COOKIE, request.headers.cookie ?? ''),
      search,
    );
    reply.header(
      'set-cookie',
      cookieText(EXPERIMENT_COOKIE, experiments.cookieValue, EXPERIMENT_COOKIE_MAX_AGE_S),
    );
    const reserved = reservedSpaceFor(route, config.site, request.url, await contentIndex(), {
      customerCare,
      bannersRemote: !!registry(pageRegistry)?.remotes.mf_content,
      promoBannerVariant: experiments.variants.promoBanner === PROMO_BANNER_VARIANT,
    });
    const firstView = await pageFirstView(request, config, route, customerCare, experiments.variants);
    const page = renderPage(
      html,
      config,
      route,
      request.url,
      reserved,
      pagePreloads(html, SITES[config.site].language, route.remote, pageRegistry, !firstView),
      firstView,
    );
    return reply
      .status(page.status)
      .header('vary', 'Sec-CH-UA-Mobile, User-Agent')
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('content-language', config.site.replace('_', '-'))
      .send(page.html);
  });

  return app;
}
