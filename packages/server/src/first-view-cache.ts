/**
 * First views under load (docs/decisions/0100-first-view-cache-and-render-queue.md): a page's first view is
 * rendered once per page, site, device class and visitor context, and kept until the catalogue changes (its version
 * moves) or FIRST_VIEW_LIMITS.ttlMs passes; identical requests share one render; at most `concurrency` renders run
 * at once with `queue` more waiting, and a request beyond them is given no first view at once (the browser renders
 * it), so that a burst of pages cannot hold the event loop that health checks, the API and the registry share.
 * A render the page stopped waiting for still finishes and fills the cache for the next visitor; a queued one that
 * has not started by then is dropped.
 */
import { pageContextOf, type FirstView, type FirstViewNotFound, type RenderFirstView } from '@storefront/contracts';
import { FIRST_VIEW_TIMEOUT_MS, loopbackEndpoints, type FirstViewPage } from './first-view';

export interface FirstViewLimits {
  /** Renders running at once (the machine's cores share them with the API the renders call). */
  concurrency: number;
  /** Renders waiting for a running one to end; a request past them gets no first view, at once. */
  queue: number;
  /** Longest life of a cached view when the catalogue version does not move (stock, CMS edits); 0: no cache. */
  ttlMs: number;
  /** Bytes of views kept (HTML, CSS and state), the least recently used dropped first. */
  maxBytes: number;
}

export const FIRST_VIEW_LIMITS: FirstViewLimits = { concurrency: 2, queue: 6, ttlMs: 60_000, maxBytes: 32 * 1024 * 1024 };

/** How long a catalogue version read is trusted (one small query per second at most, shared by a burst). */
const VERSION_READ_MS = 1000;

type Answer = FirstView | FirstViewNotFound | null;

interface Cached {
  answer: Answer;
  render: RenderFirstView;
  version: string;
  expires: number;
  bytes: number;
}

/** What the server asks for a page: its first view, or null (none: the browser renders the page). */
export type PageFirstViews = (render: RenderFirstView, page: FirstViewPage, timeoutMs?: number) => Promise<Answer>;

export interface FirstViewStats {
  renders: number;
  hits: number;
  shed: number;
}

export function firstViewCache(options: {
  /** The catalogue's version (changes whenever what pages show from it changes); absent: one version forever. */
  catalogueVersion?: () => Promise<string>;
  limits?: Partial<FirstViewLimits>;
  log: (message: string) => void;
}): PageFirstViews & { stats: FirstViewStats } {
  const limits = { ...FIRST_VIEW_LIMITS, ...options.limits };
  const { log } = options;
  const views = new Map<string, Cached>();
  let bytes = 0;
  const rendering = new Map<string, Promise<Answer>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const stats: FirstViewStats = { renders: 0, hits: 0, shed: 0 };

  let version: { value: string; at: number } | null = null;
  let reading: Promise<string> | null = null;
  const currentVersion = async (): Promise<string> => {
    if (!options.catalogueVersion) return '';
    if (version && Date.now() - version.at < VERSION_READ_MS) return version.value;
    reading ??= options
      .catalogueVersion()
      .then((value) => {
        version = { value, at: Date.now() };
        return value;
      })
      // an unreadable version keeps the last one known (the TTL still bounds a view's life)
      .catch(() => version?.value ?? '')
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  const forget = (key: string) => {
    const old = views.get(key);
    if (old) bytes -= old.bytes;
    views.delete(key);
  };
  const keep = (key: string, entry: Cached) => {
    forget(key);
    views.set(key, entry);
    bytes += entry.bytes;
    while (bytes > limits.maxBytes && views.size > 0) forget(views.keys().next().value as string);
  };

  const slot = async (): Promise<void> => {
    if (running < limits.concurrency) {
      running++;
      return;
    }
    // a freed slot passes straight to the first waiting render (running stays the same)
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  const pageFirstViews = async (render: RenderFirstView, page: FirstViewPage, timeoutMs: number = FIRST_VIEW_TIMEOUT_MS): Promise<Answer> => {
    const arrived = Date.now();
    const { context } = pageContextOf(page);
    // everything the render reads besides the API's answers (the endpoints are this server's)
    const key = JSON.stringify([page.url, page.viewport, context]);
    const catalogue = await currentVersion();
    const known = views.get(key);
    if (known && known.render === render && known.version === catalogue && known.expires > Date.now()) {
      // most recently used last
      views.delete(key);
      views.set(key, known);
      stats.hits++;
      return known.answer;
    }
    let shared = rendering.get(key);
    if (!shared) {
      if (running >= limits.concurrency && waiting.length >= limits.queue) {
        stats.shed++;
        log(`first view of ${page.url} not rendered: ${limits.concurrency} renders running and ${limits.queue} waiting (rendered in the browser)`);
        return null;
      }
      shared = (async () => {
        await slot();
        try {
          // a queued render whose page has stopped waiting is not started: an overloaded server sheds it
          if (Date.now() >= arrived + timeoutMs) {
            stats.shed++;
            return null;
          }
          stats.renders++;
          const started = Date.now();
          const answer = await render({ url: page.url, context, endpoints: loopbackEndpoints(context.endpoints, page.port), viewport: page.viewport, deadline: started + timeoutMs });
          if (limits.ttlMs > 0) keep(key, { answer, render, version: catalogue, expires: started + limits.ttlMs, bytes: sizeOf(answer) });
          return answer;
        } catch (error) {
          log(`first view of ${page.url} failed: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        } finally {
          release();
          rendering.delete(key);
        }
      })();
      rendering.set(key, shared);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(
        () => {
          log(`first view of ${page.url} took over ${timeoutMs} ms: rendered in the browser`);
          resolve(null);
        },
        Math.max(0, arrived + timeoutMs - Date.now()),
      );
    });
    try {
      return await Promise.race([shared, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(pageFirstViews, { stats });
}

function sizeOf(answer: Answer): number {
  if (!answer || 'notFound' in answer) return 64;
  return answer.html.length + answer.css.length + JSON.stringify(answer.state).length + JSON.stringify(answer.head ?? {}).length;
}

/** FIRST_VIEW_CONCURRENCY, FIRST_VIEW_QUEUE and FIRST_VIEW_CACHE_TTL_MS (0: no cache); unset or invalid: the defaults. */
export function firstViewLimitsOf(env: Record<string, string | undefined>): Partial<FirstViewLimits> {
  const count = (name: string, min: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isInteger(value) && value >= min ? value : undefined;
  };
  const limits: Partial<FirstViewLimits> = { concurrency: count('FIRST_VIEW_CONCURRENCY', 1), queue: count('FIRST_VIEW_QUEUE', 0), ttlMs: count('FIRST_VIEW_CACHE_TTL_MS', 0) };
  return Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
}
