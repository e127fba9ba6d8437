/**
 * First views (@storefront/contracts first-view.ts): the page's remote rendered into the page's HTML by the remote's
 * own first-view build (`<remote>/dist-server/first-view.cjs`, built with its browser build). A page gets one only
 * when this server serves that remote's build (the browser then hydrates markup from the same build), the renderer
 * answers in time and does not fail; otherwise the page is rendered in the browser, as without first views. How views
 * are cached and how many render at once: first-view-cache.ts.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FIRST_VIEW_BUILD, type Endpoints, type FirstViewInput, type PageContextInput, type RenderFirstView } from '@storefront/contracts';

/**
 * Longest wait for a first view: past it the page goes out without one (the browser renders it, about 2 s later on
 * a phone than the first view would have shown).
 */
export const FIRST_VIEW_TIMEOUT_MS = 1000;

export const FIRST_VIEW_FILE = path.join(FIRST_VIEW_BUILD.dir, FIRST_VIEW_BUILD.file);

/**
 * A renderer's worker (worker_threads): it loads the remote's first-view build and renders there, so that a render's
 * CPU (React's renderToString of a long page) does not hold the event loop that serves health, the API and the
 * registry (docs/decisions/0100). Plain CommonJS run with `eval`: the build is compiled JavaScript, no loader needed.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const text = (e) => (e && e.message) || String(e);
let render = null;
let failure = null;
try {
  const mod = createRequire(workerData.file)(workerData.file);
  render = typeof mod.renderFirstView === 'function' ? mod.renderFirstView : null;
} catch (error) {
  failure = text(error);
}
parentPort.postMessage({ loaded: failure === null, error: failure });
parentPort.on('message', async ({ id, input }) => {
  if (failure !== null) return parentPort.postMessage({ id, error: failure });
  if (!render) return parentPort.postMessage({ id, answer: null });
  try {
    parentPort.postMessage({ id, answer: await render(input) });
  } catch (error) {
    parentPort.postMessage({ id, error: text(error) });
  }
});
`;

interface Loaded {
  mtime: number;
  render: RenderFirstView;
  /** false once the build failed to load (the remote's pages then get no first view) */
  usable: boolean;
  worker: Worker;
}

/**
 * Each remote's renderer, running in a worker of its own, started again when its build file changes or the worker
 * ends; null when the remote has no first-view build or its build failed to load (logged). `close` ends the workers.
 */
export function firstViewRenderers(log: (message: string) => void): ((remoteDir: string) => RenderFirstView | null) & { close: () => Promise<void> } {
  const loaded = new Map<string, Loaded>();
  const start = (file: string, mtime: number): Loaded => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file } });
    // the server's own shutdown ends it (close); it never keeps a process alive by itself
    worker.unref();
    const pending = new Map<number, { resolve: (answer: Awaited<ReturnType<RenderFirstView>>) => void; reject: (error: Error) => void }>();
    let next = 0;
    const name = path.basename(path.dirname(path.dirname(file)));
    const entry: Loaded = {
      mtime,
      usable: true,
      worker,
      render: (input) =>
        new Promise((resolve, reject) => {
          const id = next++;
          pending.set(id, { resolve, reject });
          worker.postMessage({ id, input });
        }),
    };
    const fail = (message: string) => {
      for (const { reject } of pending.values()) reject(new Error(message));
      pending.clear();
    };
    worker.on('message', (message: { id?: number; loaded?: boolean; answer?: Awaited<ReturnType<RenderFirstView>>; error?: string | null }) => {
      if (message.loaded === false) {
        entry.usable = false;
        log(`first view of ${name} not loaded: ${message.error}`);
      }
      if (message.id === undefined) return;
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.answer ?? null);
    });
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', () => {
      fail(`the first-view worker of ${name} ended`);
      if (loaded.get(file) === entry) loaded.delete(file);
    });
    return entry;
  };
  const renderers = (remoteDir: string): RenderFirstView | null => {
    const file = path.join(remoteDir, FIRST_VIEW_FILE);
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    let known = loaded.get(file);
    if (!known || known.mtime !== mtime) {
      if (known) void known.worker.terminate();
      known = start(file, mtime);
      loaded.set(file, known);
    }
    return known.usable ? known.render : null;
  };
  return Object.assign(renderers, {
    close: async () => {
      const workers = [...loaded.values()].map((l) => l.worker);
      loaded.clear();
      await Promise.all(workers.map((w) => w.terminate()));
    },
  });
}

/** The page's endpoints as absolute URLs of this server (the renderer calls the API over the loopback). */
export function loopbackEndpoints(endpoints: Endpoints, port: number): Endpoints {
  const base = `http://127.0.0.1:${port}`;
  const absolute = (url: string) => (url.startsWith('/') ? `${base}${url}` : url);
  return { ...endpoints, api: absolute(endpoints.api), frontGateway: absolute(endpoints.frontGateway), wedEndpoint: absolute(endpoints.wedEndpoint), origin: base };
}

/** A page asking for its first view: the shell's context for it, the device class and this server's port. */
export type FirstViewPage = PageContextInput & { viewport: FirstViewInput['viewport']; port: number };
