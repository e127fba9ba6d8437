/**
 * A small cache of API reads for components: one in-flight request per key, results shared between
 * components, and in preview (draft) mode a revalidation when the window regains focus or the network
 * comes back (site-wide §4).
 */
import { startTransition, useEffect, useReducer, useRef } from 'react';
import { useFirstViewData } from '@storefront/ui';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

interface Entry {
  value?: Resource<unknown>;
  pending?: Promise<void>;
  listeners: Set<() => void>;
}

const cache = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { listeners: new Set() };
    cache.set(key, entry);
  }
  return entry;
}

function load<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  const entry = entryOf(key);
  entry.pending ??= fetcher()
    .then(
      (data) => {
        entry.value = { status: 'success', data };
      },
      (error: unknown) => {
        // a failed revalidation keeps the content already shown
        if (entry.value?.status !== 'success') entry.value = { status: 'error', error };
      },
    )
    .finally(() => {
      entry.pending = undefined;
      // content renders in a transition: in slices, not one long task while the page boots
      startTransition(() => entry.listeners.forEach((l) => l()));
    });
  return entry.pending;
}

/**
 * Start the read of `key` now unless it is cached or on its way (the spa starts its page's main read before its
 * messages and first render are ready); the components asking for `key` then share it. Settles when the read has
 * (a failed read is the components' error state, never a rejection).
 */
export function preloadResource<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  const entry = entryOf(key);
  return entry.value ? Promise.resolve() : (entry.pending ?? load(key, fetcher));
}

/** Forget cached reads (tests, or after a locale change). */
export function clearResources(): void {
  cache.clear();
}

export interface ResourceOptions {
  /** preview mode: revalidate on focus and reconnect */
  preview?: boolean;
  /** skip the call (e.g. missing parameter) */
  enabled?: boolean;
}

export function useResource<T>(
  key: string,
  fetcher: () => Promise<T>,
  options: ResourceOptions = {},
): Resource<T> {
  const { preview = false, enabled = true } = options;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  // The first view's answer of this key: on the server, what its render reads (the cache is the browser's, never the
  // server's, which serves every visitor); in the browser, the same answer, so that the first render hydrates the
  // server's markup instead of showing a loading state. A key given so is not read again.
  // (on the server, a key the view lacks is read for it: see prerenderFirstView)
  const served = useFirstViewData<T>(key, enabled ? fetcher : undefined);
  const given: Resource<T> | null = served !== undefined ? { status: 'success', data: served } : null;
  const givenRef = useRef(given);
  givenRef.current = given;

  useEffect(() => {
    if (!enabled) return;
    const entry = entryOf(key);
    entry.listeners.add(rerender);
    if (!entry.value && !entry.pending && givenRef.current) entry.value = givenRef.current;
    else if (!entry.value && !entry.pending) void load(key, () => fetcherRef.current());
    else rerender();
    return () => {
      entry.listeners.delete(rerender);
    };
  }, [key, enabled]);

  useEffect(() => {
    if (!preview || !enabled) return;
    const revalidate = () => void load(key, () => fetcherRef.current());
    const onVisible = () => {
      if (document.visibilityState === 'visible') revalidate();
    };
    window.addEventListener('focus', revalidate);
    window.addEventListener('online', revalidate);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', revalidate);
      window.removeEventListener('online', revalidate);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key, preview, enabled]);

  if (!enabled) return { status: 'loading' };
  return (cache.get(key)?.value as Resource<T> | undefined) ?? given ?? { status: 'loading' };
}

/** Preview (draft) mode: `?preview=true` (or 1) in the URL, or the `sf_preview` cookie. */
export function isPreview(
  location: { search: string } = window.location,
  cookie: string = document.cookie,
): boolean {
  const q = new URLSearchParams(location.search).get('preview');
  return q === 'true' || q === '1' || /(?:^|;\s*)sf_preview=1(?:;|$)/.test(cookie);
}
