/**
 * Loads the results of the current search: the offer list (or the activity-only search in the activity flow when
 * the feature is on), shown as soon as it arrives, then the fallback searches when the results fit on one page.
 * Stale requests are cancelled; a search that equals the one already rendered is not run again.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { useFirstViewData } from '@storefront/ui';
import { isCancelled } from '@storefront/api-client';
import { toWire, type SearchState } from '@storefront/criteria';
import { useApp } from '../../app-context';
import {
  PAGE_SIZE,
  activityOnlyBody,
  activityOnlySearch,
  logSearchError,
  searchFallbacks,
  searchOffers,
} from '../../api/search';
import type { SearchApiClient } from '../../api/client';
import type { FallbackView, OfferView, SearchDetailsView, SearchResult } from '../../api/types';

export interface ResultsState {
  status: 'loading' | 'ready' | 'error';
  offers: OfferView[];
  details: SearchDetailsView | null;
  totalCount: number;
  fallbacks: FallbackView[];
  /** the fallback searches of these results are still running (the results message waits for them) */
  fallbacksPending: boolean;
  /** the list came from the activity-only search */
  activityOnly: boolean;
}

const INITIAL: ResultsState = {
  status: 'loading',
  offers: [],
  details: null,
  totalCount: 0,
  fallbacks: [],
  fallbacksPending: false,
  activityOnly: false,
};

/**
 * What a search sends: the activity-only body in the activity flow when that search is on, else the offers query and
 * page. A search runs again only when this differs from what is rendered (search.md §4), not for every URL change.
 */
export function searchKey(state: SearchState, activityOnly: boolean): string {
  const page = state.page ?? 0;
  if (state.flow === 'activity' && activityOnly)
    return `activity-only|${JSON.stringify(activityOnlyBody(state.criteria, page, ''))}`;
  return `offers|${page}|${JSON.stringify(toWire(state.criteria, state.flow))}`;
}

/** The results search started before the first render, waiting for the first useResults with the same search. */
let early: { key: string; promise: Promise<SearchResult> } | null = null;

/**
 * Start the results search of `state` now (the spa calls it before its messages and first render are ready), so the
 * answer is on its way while the rest of the page loads. Not for the activity-only search.
 */
export function startEarlySearch(client: SearchApiClient, state: SearchState, activityOnly: boolean): void {
  early = null;
  if (state.flow === 'activity' && activityOnly) return;
  const promise = searchOffers(client, state.criteria, state.flow, {
    page: state.page ?? 0,
    limit: PAGE_SIZE,
  });
  promise.catch(() => undefined); // a failure is handled by whoever takes it
  early = { key: searchKey(state, false), promise };
}

/** The early search when it is the one asked for (used once); any other early search is dropped. */
function takeEarlySearch(key: string): Promise<SearchResult> | null {
  const found = early?.key === key ? early.promise : null;
  early = null;
  return found;
}

/**
 * The results of `state`: the offer list (or the activity-only search when `activityOnly` is on in the activity flow),
 * then, when the offers fit on one page, the fallback searches (an error there yields no block). `onResults` gets the
 * offers first when fallbacks follow. `early` is the offers search already started for this state, if any.
 */
export async function loadResults(
  client: SearchApiClient,
  state: SearchState,
  activityOnly: boolean,
  opts: {
    signal?: AbortSignal;
    early?: Promise<SearchResult> | null;
    onResults?: (results: ResultsState) => void;
  } = {},
): Promise<ResultsState> {
  const { signal } = opts;
  const page = state.page ?? 0;
  if (state.flow === 'activity' && activityOnly) {
    const r = await activityOnlySearch(client, state.criteria, { page, signal });
    const offers = r.centres.flatMap((centre) => centre.packages);
    return {
      status: 'ready',
      offers,
      details: null,
      totalCount: r.totalCount,
      fallbacks: [],
      fallbacksPending: false,
      activityOnly: true,
    };
  }
  const r = await (opts.early ??
    searchOffers(client, state.criteria, state.flow, { page, limit: PAGE_SIZE, signal }));
  const withFallbacks = state.flow !== 'activity' && page === 0 && r.details.totalCount < PAGE_SIZE;
  const main: ResultsState = {
    status: 'ready',
    offers: r.offers,
    details: r.details,
    totalCount: r.details.totalCount,
    fallbacks: [],
    fallbacksPending: withFallbacks,
    activityOnly: false,
  };
  if (!withFallbacks) return main;
  // the results render as soon as they are in; the fallback searches follow (their blocks come below the grid)
  opts.onResults?.(main);
  // each alternative is an offers search of its own, built from these results' destination hierarchy; one that fails
  // yields no block (searchFallbacks logs it and keeps the others)
  const fallbacks = await searchFallbacks(client, state.criteria, state.flow, r.details.hierarchy, { signal }).catch(
    (e: unknown) => {
      if (!isCancelled(e)) logSearchError(client, 'mf-search.fallbacks', e);
      return [] as FallbackView[];
    },
  );
  return { ...main, fallbacks, fallbacksPending: false };
}

/**
 * The results of the current search. A page the server rendered (its first view) starts from the results its render
 * had, ready, without searching again.
 */
export function useResults(state: SearchState, retry = 0): ResultsState {
  const { client, context } = useApp();
  const search = searchKey(state, context.toggles.activityOnly);
  const key = `${search}|${retry}`;
  const given = useFirstViewData<ResultsState>(search);
  const [results, setResults] = useState<ResultsState>(() => given ?? INITIAL);
  // the search whose results are shown (the first view's, when it had them)
  const rendered = useRef<string | null>(given ? key : null);

  useEffect(() => {
    if (rendered.current === key) return;
    const c = new AbortController();
    setResults((r) => ({ ...r, status: 'loading' }));
    const show = (r: ResultsState) => {
      if (c.signal.aborted) return;
      const first = rendered.current === null;
      rendered.current = key;
      // The first results of the page render in a transition (in slices: no long task while the page boots);
      // later ones, which the visitor is waiting for after a change, render at once.
      if (first) startTransition(() => setResults(r));
      else setResults(r);
    };
    const early = retry === 0 ? takeEarlySearch(searchKey(state, false)) : null;
    loadResults(client, state, context.toggles.activityOnly, {
      signal: c.signal,
      early,
      onResults: show,
    }).then(show, (e: unknown) => {
      if (isCancelled(e) || c.signal.aborted) return;
      logSearchError(client, 'mf-search.search', e);
      setResults({ ...INITIAL, status: 'error' });
    });
    return () => c.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client, context.toggles.activityOnly]);

  return results;
}
