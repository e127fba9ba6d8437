/**
 * First views (@storefront/contracts first-view.ts): the page's remote rendered into the page's HTML by the remote's
 * own first-view build (`<remote>/dist-server/first-view.cjs`, built with its browser build). A page gets one only
 * when this server serves that remote's build (the browser then hydrates markup from the same build), the renderer
 * answers in time and does not fail; otherwise the page is rendered in the browser, as without first views. How views
 * are cached and how many render at once: first-view-cache.ts.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FIRST_VIEW_BUILD, type Endpoints, type FirstViewInput, type PageContextInput, type RenderFirstView } from '@storefront/contracts';

/**
 * Longest wait for a first view: past it the page goes out without one (the browser renders it, about 2 s later on
 * a phone than the first view would have shown).
 */
export const FIRST_VIEW_TIMEOUT_MS = 1000;

export const FIRST_VIEW_FILE = path.join(FIRST_VIEW_BUILD.dir, FIRST_VIEW_BUILD.file);

/** Loads a remote's renderer from its build folder, again when the file changes; null when there is none. */
export function firstViewRenderers(log: (message: string) => void): (remoteDir: string) => RenderFirstView | null {
  const loaded = new Map<string, { mtime: number; render: RenderFirstView | null }>();
  return (remoteDir) => {
    const file = path.join(remoteDir, FIRST_VIEW_FILE);
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    const known = loaded.get(file);
    if (known && known.mtime === mtime) return known.render;
    let render: RenderFirstView | null = null;
    try {
      // Node's own loader (a new build replaces the module it cached)
      const load = createRequire(file);
      delete load.cache[file];
      const mod = load(file) as { renderFirstView?: RenderFirstView };
      render = typeof mod.renderFirstView === 'function' ? mod.renderFirstView : null;
    } catch (error) {
      log(`first view of ${path.basename(remoteDir)} not loaded: ${error instanceof Error ? error.message : String(error)}`);
    }
    loaded.set(file, { mtime, render });
    return render;
  };
}

/** The page's endpoints as absolute URLs of this server (the renderer calls the API over the loopback). */
export function loopbackEndpoints(endpoints: Endpoints, port: number): Endpoints {
  const base = `http://127.0.0.1:${port}`;
  const absolute = (url: string) => (url.startsWith('/') ? `${base}${url}` : url);
  return { ...endpoints, api: absolute(endpoints.api), frontGateway: absolute(endpoints.frontGateway), wedEndpoint: absolute(endpoints.wedEndpoint), origin: base };
}

/** A page asking for its first view: the shell's context for it, the device class and this server's port. */
export type FirstViewPage = PageContextInput & { viewport: FirstViewInput['viewport']; port: number };
