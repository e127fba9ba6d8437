/**
 * Destination suggestions for a term: debounced, the previous request cancelled when a new one starts
 * (stale answers never shown), failures only logged.
 */
import { useEffect, useRef, useState } from 'react';
import { isCancelled } from '@storefront/api-client';
import { useApp } from '../../app-context';
import { autocomplete, logSearchError, recommendedDestinations } from '../../api/search';
import type { Suggestion } from '../../api/types';

export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

export function useSuggestions(term: string, active: boolean): { suggestions: Suggestion[]; loading: boolean } {
  const { client } = useApp();
  const [state, setState] = useState<{ term: string; suggestions: Suggestion[]; loading: boolean }>({ term: '', suggestions: [], loading: false });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const q = term.trim();
    if (!active || !q) {
      controller.current?.abort();
      setState({ term: q, suggestions: [], loading: false });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      autocomplete(client, q, { signal: c.signal }).then(
        (suggestions) => {
          if (!c.signal.aborted) setState({ term: q, suggestions, loading: false });
        },
        (error: unknown) => {
          if (isCancelled(error) || c.signal.aborted) return;
          logSearchError(client, 'mf-search.autocomplete', error);
          setState({ term: q, suggestions: [], loading: false });
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, active, client]);

  useEffect(() => () => controller.current?.abort(), []);
  return { suggestions: state.suggestions, loading: state.loading };
}

/** Recommended destinations (fetched once when the field opens); failures only logged. */
export function useRecommended(active: boolean): Suggestion[] {
  const { client } = useApp();
  const [list, setList] = useState<Suggestion[] | null>(null);
  useEffect(() => {
    if (!active || list !== null) return;
    const c = new AbortController();
    recommendedDestinations(client, '', { signal: c.signal }).then(
      (r) => setList(r.slice(0, 6)),
      (error: unknown) => {
        if (!isCancelled(error)) {
          logSearchError(client, 'mf-search.recommended', error);
          setList([]);
        }
      },
    );
    return () => c.abort();
  }, [active, list, client]);
  return list ?? [];
}
