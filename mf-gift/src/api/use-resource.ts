/** A small data hook: runs `fetcher` when `key` changes, aborts the previous call, never throws into render. */
import { useEffect, useRef, useState } from 'react';
import { isCancelled } from '@storefront/api-client';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

export function useResource<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>({ key: null });
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  useEffect(() => {
    if (key === null) return;
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
