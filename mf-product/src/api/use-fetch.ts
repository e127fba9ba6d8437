/** A small data hook: runs `fetcher` when `key` changes, aborts the previous call, never throws into render. */
import { startTransition, useEffect, useRef, useState } from 'react';
import { isCancelled } from '@storefront/api-client';
import { useFirstViewData } from '@storefront/ui';

export interface FetchState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Run again with the same key. */
  reload: () => void;
}

let early: { key: string; promise: Promise<unknown> } | null = null;

/**
 * Start the request of `key` now (the spa starts its page's main request before its messages, page chunk and first
 * render are ready), so the answer is on its way while the rest of the page loads. The first useFetch of that key
 * takes it instead of calling its fetcher; a later start replaces one nobody took.
 */
export function startEarlyFetch<T>(key: string, fetcher: () => Promise<T>): void {
  const promise = fetcher();
  promise.catch(() => undefined); // a failure is reported by the useFetch that takes it
  early = { key, promise };
}

/** The early request of `key`, used once (other keys leave it for the component it was started for). */
function takeEarlyFetch(key: string): Promise<unknown> | null {
  if (early?.key !== key) return null;
  const found = early.promise;
  early = null;
  return found;
}

export interface FetchOptions {
  /**
   * False when the component's first render does not show the answer (it feeds a dialog that opens later): a first
   * view rendered on the server neither reads it nor carries it in the page, and the browser fetches it after
   * hydrating. Default true.
   */
  firstView?: boolean;
}

export function useFetch<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, { firstView = true }: FetchOptions = {}): FetchState<T> {
  // the first view's answer of this key: the server rendered with it (reading it first: see prerenderFirstView), and
  // the browser's hydration starts from it
  const served = useFirstViewData<T>(firstView ? key : null, fetcher);
  // the key whose answer the first render had (not fetched again by the first run of the effect)
  const given = useRef(served !== undefined ? key : null);
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; loading: boolean }>(
    () =>
      served !== undefined ? { key, data: served, loading: false } : { key: null, loading: key !== null },
  );
  const [tick, setTick] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const shown = useRef(false);
  useEffect(() => {
    if (key === null) {
      setState({ key, loading: false });
      return;
    }
    if (given.current !== null && given.current === key) {
      given.current = null;
      shown.current = true;
      return;
    }
    given.current = null;
    const controller = new AbortController();
    setState((s) => ({ key, data: s.key === key ? s.data : undefined, loading: true }));
    const promise = (takeEarlyFetch(key) as Promise<T> | null) ?? fetcherRef.current(controller.signal);
    promise.then(
      (data) => {
        if (controller.signal.aborted) return;
        // The first data of a component (the page's content as it boots) renders in a transition, in slices rather
        // than one long task; later answers, which the visitor is waiting for after a change, render at once.
        if (shown.current) setState({ key, data, loading: false });
        else startTransition(() => setState({ key, data, loading: false }));
        shown.current = true;
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        setState({ key, error, loading: false });
      },
    );
    return () => controller.abort();
  }, [key, tick]);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== null && (!current || state.loading),
    reload: () => setTick((t) => t + 1),
  };
}
