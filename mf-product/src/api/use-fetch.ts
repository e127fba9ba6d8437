/** A small data hook: runs `fetcher` when `key` changes, aborts the previous call, never throws into render. */
import { startTransition, useEffect, useRef, useState } from 'react';
import { isCancelled } from '@storefront/api-client';

export interface FetchState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Run again with the same key. */
  reload: () => void;
}

export function useFetch<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): FetchState<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; loading: boolean }>({ key: null, loading: key !== null });
  const [tick, setTick] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const shown = useRef(false);
  useEffect(() => {
    if (key === null) {
      setState({ key, loading: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ key, data: s.key === key ? s.data : undefined, loading: true }));
    fetcherRef.current(controller.signal).then(
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
