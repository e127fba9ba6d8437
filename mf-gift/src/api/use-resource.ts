/**
 * A small data hook: runs `fetcher` when `key` changes, aborts the previous call, never throws into render. On a
 * first view (docs/decisions/0138) the server renders with the answer (reading it first) and the browser's hydration
 * starts from it, without calling the API again.
 */
import { useEffect, useRef, useState } from 'react';
import { isCancelled } from '@storefront/api-client';
import { useFirstViewData } from '@storefront/ui';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

export function useResource<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const served = useFirstViewData<T>(key, fetcher);
  // the key whose answer the first render had: the first run of the effect does not fetch it again
  const given = useRef(served !== undefined ? key : null);
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>(() => (served !== undefined ? { key, data: served } : { key: null }));
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  useEffect(() => {
    if (key === null) return;
    if (given.current === key) {
      given.current = null;
      return;
    }
    given.current = null;
    const controller = new AbortController();
    fetcherRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, data }),
      (error: unknown) => !controller.signal.aborted && !isCancelled(error) && setState({ key, error }),
    );
    return () => controller.abort();
  }, [key]);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : undefined, loading: key !== null && !current };
}
