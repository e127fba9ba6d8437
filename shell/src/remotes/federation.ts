/**
 * Remote loading through the Module Federation runtime: the registry's manifests are registered at run time,
 * and `loadExposed` loads a remote's module with a deadline and a retry. A failed or hung load is cleared from
 * the runtime's caches (re-registering the remote with `force`) so a later attempt starts afresh.
 */
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RegistryDocument, RemoteContainer, RuntimeConfig } from '@storefront/contracts';
import { retryFailedShares } from './shared-load-retry';

// webpack replaces process.env.NODE_ENV with the build mode.
declare const process: { env: { NODE_ENV?: string } };

const DEVELOPMENT = process.env.NODE_ENV === 'development';

/**
 * When a page slot whose remote has not mounted yet shows the retry message: 2.2 s in production builds, so it
 * shows within 3 s (site-wide spec). Development builds (`npm run dev`: unminified remotes with source maps from
 * webpack-dev-server, compiled on first request) wait longer before calling a remote failed.
 */
export const FAILURE_NOTICE_MS = DEVELOPMENT ? 30_000 : 2200;

/**
 * Time allowed to load a remote's module, all attempts included, before the load is abandoned. Longer than the
 * notice: a remote that is only slow (busy network or machine) still mounts and replaces the retry message.
 */
export const LOAD_DEADLINE_MS = DEVELOPMENT ? 60_000 : 20_000;

let registered: Partial<Record<RemoteContainer, string>> = {};

/** Fetches the registry (never cached: a new remote version goes live by changing it). */
export async function fetchRegistry(url: string, fetchImpl: typeof fetch = fetch): Promise<RegistryDocument> {
  const response = await fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`registry ${url} answered ${response.status}`);
  return checkedRegistry(await response.json(), url);
}

/** A registry document, or an error naming where it came from when it has no "remotes". */
function checkedRegistry(value: unknown, from: string): RegistryDocument {
  const doc = value as RegistryDocument;
  if (!doc || typeof doc !== 'object' || typeof doc.remotes !== 'object' || doc.remotes === null) throw new Error(`registry ${from} has no "remotes"`);
  return doc;
}

/**
 * The page's registry: the document the server put in the page's configuration (no round trip before anything
 * renders), else the one at `registryUrl`, fetched and retried once; null when there is none.
 */
export async function pageRegistry(
  config: Pick<RuntimeConfig, 'registry' | 'registryUrl'>,
  onError: (error: unknown) => void,
  fetchImpl: typeof fetch = fetch,
  retryDelayMs = 300,
): Promise<RegistryDocument | null> {
  if (config.registry) {
    try {
      return checkedRegistry(config.registry, 'of the page');
    } catch (error) {
      onError(error);
    }
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await fetchRegistry(config.registryUrl, fetchImpl);
    } catch (error) {
      onError(error);
      await new Promise((r) => setTimeout(r, retryDelayMs));
    }
  }
  return null;
}

function toAbsolute(entry: string): string {
  return new URL(entry, window.location.origin).href;
}

export function registerRegistry(remotes: Partial<Record<RemoteContainer, string>>): void {
  registered = { ...remotes };
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry: toAbsolute(entry as string) })),
    { force: true },
  );
}

/**
 * Clears what the runtime cached for a remote whose manifest or entry failed, keeping its registry URL. A remote
 * whose container is loaded (one of its chunks failed) is left as it is: re-registering it would run its entry again,
 * and a second webpack runtime of the remote takes over the chunks the first one asks for (decision 0066); its own
 * runtime fetches a failed chunk again.
 */
export function resetRemote(container: RemoteContainer, scope: object = globalThis): void {
  const entry = registered[container];
  if (!entry || typeof (scope as Record<string, { get?: unknown } | undefined>)[container]?.get === 'function') return;
  registerRemotes([{ name: container, entry: toAbsolute(entry) }], { force: true });
}

/** The directory of a registered remote's files (its manifest's), where its entry and chunks are; null when unknown. */
export function remoteBase(container: RemoteContainer): string | null {
  const entry = registered[container];
  return entry ? toAbsolute(entry).replace(/[^/]*([?#].*)?$/, '') : null;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly id: string,
    readonly reason: 'timeout' | 'failed' | 'missing',
    cause?: unknown,
  ) {
    super(`remote module ${id} ${reason === 'timeout' ? 'did not load in time' : reason === 'missing' ? 'is not in the registry' : 'failed to load'}`);
    this.name = 'RemoteLoadError';
    if (cause) (this as { cause?: unknown }).cause = cause;
  }
}

export interface LoadOptions {
  /** Total time allowed, all attempts included (the retry message must show within 3 s). */
  deadlineMs?: number;
  attempts?: number;
  loader?: <T>(id: string) => Promise<T | null>;
  reset?: (container: RemoteContainer) => void;
}

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(id, 'timeout')), Math.max(0, ms));
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** Loads `container/expose` with retry inside one deadline. */
export async function loadExposed<T>(id: string, options: LoadOptions = {}): Promise<T> {
  const { deadlineMs = LOAD_DEADLINE_MS, attempts = 2, loader = loadRemote, reset = resetRemote } = options;
  const container = id.split('/')[0] as RemoteContainer;
  if (!options.loader && !registered[container]) throw new RemoteLoadError(id, 'missing');
  const end = Date.now() + deadlineMs;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const left = end - Date.now();
    if (left <= 0) break;
    if (attempt > 0) reset(container);
    try {
      // a shared package that failed since the last load is asked for again first (see shared-load-retry.ts)
      const mod = await withTimeout(retryFailedShares().then(() => loader<T>(id)), left, id);
      if (mod === null || mod === undefined) throw new RemoteLoadError(id, 'failed');
      return mod;
    } catch (error) {
      lastError = error;
      if (error instanceof RemoteLoadError && error.reason === 'timeout') break;
    }
  }
  reset(container);
  if (lastError instanceof RemoteLoadError) throw lastError;
  throw new RemoteLoadError(id, Date.now() >= end ? 'timeout' : 'failed', lastError);
}

/** The `loadRemote` lifecycle prop: other remotes' modules, e.g. 'mf_search/SearchBox'. */
export function loadRemoteProp<T = unknown>(id: string): Promise<T> {
  return loadExposed<T>(id, { deadlineMs: Math.max(8000, LOAD_DEADLINE_MS) });
}
