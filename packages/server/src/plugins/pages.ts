/**
 * The shell's files at / and every page: index.html with the site resolved from the Host header, its runtime
 * configuration, the space its banners will take, preload hints and, when this server serves the page's remote from
 * the repository's build, the page's first view rendered on the server (see first-view.ts and
 * docs/decisions/0001-page-lifecycle-and-first-views.md).
 *
 * One catch-all route rather than the not-found handler: @fastify/compress compresses routes only, and the shell's
 * scripts and the pages went out uncompressed from the not-found handler (react-dom alone 203 KB instead of 64 KB).
 * More specific routes (API, remotes, registries) win over it; unknown API paths keep the API's JSON 404.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE_S,
  PROMO_BANNER_VARIANT,
  REMOTES,
  SITES,
  assignVariants,
  cookieText,
  firstViewViewportOf,
  readCookie,
  type ExperimentVariants,
  type FirstViewNotFound,
  type RemoteContainer,
  type RouteMatch,
  type RuntimeConfig,
} from '@storefront/contracts';
import { pageSecurityHeaders, scriptNonce } from '../content-security';
import { firstViewRenderers } from '../first-view';
import { firstViewCache, type FirstViewLimits } from '../first-view-cache';
import { renderPage, reservedSpaceFor, type PageFirstView } from '../pages';
import { SHARED_CHUNKS_FILE, manifestReader, preloadLinks, sharedChunksReader, shellPreloadLinks } from '../preload';
import { compressedPage, sendFile, safeJoin } from '../static-files';
import { ROOT, type StorefrontContext } from '../storefront-context';

export interface PagesOptions {
  context: StorefrontContext;
  /** URL prefixes owned by the API: their unknown paths go to the not-found handler, never a page. */
  apiPrefixes: readonly string[];
  log: (message: string) => void;
  firstViewTimeoutMs?: number;
  /** See StorefrontOptions.catalogueVersion. */
  catalogueVersion?: () => Promise<string>;
  /** See first-view-cache.ts (default FIRST_VIEW_LIMITS). */
  firstViewLimits?: Partial<FirstViewLimits>;
  /** Webpack development builds (`npm run dev`): their eval'd modules need 'unsafe-eval' (content-security.ts). */
  developmentBuilds?: boolean;
}

/**
 * Turns of the event loop for page work: `await turn()` resolves one waiting page per turn, in order. A burst of pages
 * otherwise ran every request's work back to back within one turn, and health, the API (the first views' own reads
 * included) and the registry waited behind all of it; a request of theirs is now answered between two pages' parts
 * (issue #32 item 8, decision 0127).
 */
export function pageTurns(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  // a turn is scheduled exactly while a page waits for one
  const next = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(next);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === 1) setImmediate(next);
    });
}

export async function pagesPlugin(app: FastifyInstance, { context, apiPrefixes, log, firstViewTimeoutMs, catalogueVersion, firstViewLimits, developmentBuilds }: PagesOptions): Promise<void> {
  const { shellDist } = context;

  // The shell's files ------------------------------------------------------------------------------------------
  let template: { mtime: number; html: string } | null = null;
  const readTemplate = (): string | null => {
    const file = path.join(shellDist, 'index.html');
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (!template || template.mtime !== mtime) template = { mtime, html: readFileSync(file, 'utf8') };
    return template.html;
  };
  const shellFiles = (): Set<string> => new Set(existsSync(shellDist) ? readdirSync(shellDist) : []);

  // Preload hints ----------------------------------------------------------------------------------------------
  const readManifest = manifestReader();
  const readSharedChunks = sharedChunksReader();
  /** The page's own remote when this server serves it: its manifest URL, manifest and file. */
  const pageRemote = (remote: string, registryName: string) => {
    if (remote === 'shell') return null;
    const url = context.registry(registryName)?.remotes[remote as RemoteContainer];
    const m = url ? /^\/remotes\/([^/]+)\/(.+)$/.exec(url) : null;
    const root = m ? context.remoteRoot(m[1] as string) : null;
    const manifestFile = root ? safeJoin(root, m![2] as string) : null;
    const manifest = manifestFile ? readManifest(manifestFile) : null;
    return url && manifestFile && manifest ? { url, manifest, manifestFile } : null;
  };
  /**
   * The shell's own startup files first, with its copies of the shared packages the page's remote uses (see
   * shellPreloadLinks), then the page's remote (see preload.ts), with its style sheets when the browser renders
   * the page (no first view).
   */
  const pagePreloads = (html: string, language: string, route: RouteMatch, registryName: string, browserRenders: boolean): string[] => {
    const remote = route.remote;
    const shellManifest = readManifest(path.join(shellDist, 'mf-manifest.json'));
    const page = pageRemote(remote, registryName);
    // the remote's own use of a package the shell provides (the sanitiser) starts with its render in the browser; a
    // first view hydrates with what the server rendered (clean rich text included) and needs none of them early
    const remoteShared = browserRenders ? (page?.manifest.shared.map((s) => s.name) ?? []) : [];
    return [
      ...shellPreloadLinks(html, shellManifest, shellFiles(), language, remoteShared),
      ...(page
        ? preloadLinks(page.url, page.manifest, new Set(shellManifest?.shared.map((s) => s.name) ?? []), {
            sharedChunks: readSharedChunks(path.join(path.dirname(page.manifestFile), SHARED_CHUNKS_FILE)),
            language,
            browserRenders,
          })
        : []),
    ];
  };

  // First views ------------------------------------------------------------------------------------------------
  const renderers = firstViewRenderers(log);
  const firstViews = firstViewCache({ catalogueVersion, limits: firstViewLimits, log });
  // the renderers are loaded as the server starts, not by the first page that needs one
  app.addHook('onReady', async () => {
    for (const remote of Object.values(REMOTES)) renderers(path.join(ROOT, remote.folder));
  });
  app.addHook('onClose', () => renderers.close());
  /** The first view of a page whose remote this server serves from the repository's build (see first-view.ts). */
  const pageFirstView = async (
    request: FastifyRequest,
    config: RuntimeConfig,
    route: RouteMatch,
    customerCare: boolean,
    experiments: ExperimentVariants,
  ): Promise<PageFirstView | FirstViewNotFound | null> => {
    if (route.kind === 'notFound' || route.remote === 'shell') return null;
    const url = config.registry?.remotes[route.remote as RemoteContainer];
    const folder = url ? /^\/remotes\/([^/]+)\//.exec(url)?.[1] : undefined;
    if (!folder || context.remoteRoot(folder) !== path.join(ROOT, folder, 'dist')) return null;
    const render = renderers(path.join(ROOT, folder));
    const address = app.server.address();
    if (!render || !address || typeof address === 'string') return null;
    const view = await firstViews(
      render,
      {
        config,
        url: request.url,
        customerCare,
        hasCustomerCareToken: config.customerCare.agent !== null,
        experiments,
        remotes: Object.keys(config.registry?.remotes ?? {}),
        viewport: firstViewViewportOf(request.headers),
        port: address.port,
      },
      firstViewTimeoutMs,
    );
    if (view && 'notFound' in view) return view;
    return view ? { view, appId: `${route.remote}/spa` } : null;
  };

  // The catch-all route: a shell file or a page ----------------------------------------------------------------
  const turn = pageTurns();
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] as string;
    if (apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return reply.callNotFound();
    const name = pathname.slice(1);
    if (/^[^/]+\.[a-z0-9]+$/i.test(name) && name !== 'index.html') {
      if (shellFiles().has(name) && sendFile(reply, shellDist, name, request.headers['accept-encoding'])) return reply;
      return reply.status(404).header('cache-control', 'no-cache').type('text/plain').send('Not found');
    }
    const html = readTemplate();
    if (!html) return reply.status(503).type('text/plain').send('The shell is not built yet: run `npm -w shell run build`.');
    // the page's work in two parts, each in a turn of its own: up to asking for its first view, then its HTML
    await turn();
    const { config, route, customerCare, registryName: pageRegistry } = await context.pageFor(request, request.url);
    // the visitor's experiment variants, drawn here on a first visit so that the first HTML reserves the banners'
    // space of the promo banner variant the shell will show (the shell reads the same variants from the cookie)
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const experiments = assignVariants(config.experiments, config.site, readCookie(EXPERIMENT_COOKIE, request.headers.cookie ?? ''), search);
    reply.header('set-cookie', cookieText(EXPERIMENT_COOKIE, experiments.cookieValue, EXPERIMENT_COOKIE_MAX_AGE_S));
    const reserved = reservedSpaceFor(route, config.site, request.url, await context.contentIndex(), {
      customerCare,
      bannersRemote: !!context.registry(pageRegistry)?.remotes.mf_content,
      promoBannerVariant: experiments.variants.promoBanner === PROMO_BANNER_VARIANT,
    });
    const answer = await pageFirstView(request, config, route, customerCare, experiments.variants);
    // a page its remote does not know (a keyword page of an unknown slug) is a 404, rendered in the browser
    await turn();
    const notFound = !!answer && 'notFound' in answer;
    const firstView = answer && !('notFound' in answer) ? answer : null;
    const nonce = scriptNonce();
    const page = renderPage(
      html,
      config,
      route,
      request.url,
      reserved,
      pagePreloads(html, SITES[config.site].language, route, pageRegistry, !firstView),
      firstView,
      nonce,
    );
    // the shell fetches the registry itself when the page does not carry it: the policy names the same remotes
    const registry = config.registry ?? context.registry(pageRegistry) ?? undefined;
    const { body, encoding } = await compressedPage(page.html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(notFound ? 404 : page.status)
      .headers(pageSecurityHeaders({ config: { ...config, registry }, nonce, developmentBuilds, customerCareHost: customerCare }))
      .header('vary', 'Sec-CH-UA-Mobile, User-Agent, Accept-Encoding')
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('content-language', config.site.replace('_', '-'))
      .send(body);
  });
}
