/**
 * URL is the state: the search criteria live in the hash, flow / page / from in the query (search.md §2).
 * Components read the current search with `useSearchUrl()` and change it with `navigateSearch()`.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useFirstViewData, useServerUrl } from '@storefront/ui';
import { paths, type SiteCode } from '@storefront/contracts';
import { parseSearchUrl, serialiseHash, serialiseQuery, type SearchState } from '@storefront/criteria';
import { emit } from '@storefront/event-bus';
import { KEYWORD_KEY, withKeyword, type ResolvedKeyword } from './keyword';

/** Fired on the window after mf-search changed the URL itself. */
export const URL_CHANGED_EVENT = 'storefront:search-url';

let cachedHref = '';
let cachedState: SearchState | null = null;

/** The search state of the current location (cached per href, so React sees a stable snapshot). */
export function readSearchState(): SearchState {
  const href = typeof window === 'undefined' ? '' : window.location.href;
  if (!cachedState || href !== cachedHref) {
    cachedHref = href;
    cachedState =
      typeof window === 'undefined'
        ? parseSearchUrl({ search: '', hash: '' })
        : parseSearchUrl(window.location);
  }
  return cachedState;
}

function subscribe(onChange: () => void): () => void {
  const events = ['popstate', 'hashchange', URL_CHANGED_EVENT];
  events.forEach((e) => window.addEventListener(e, onChange));
  return () => events.forEach((e) => window.removeEventListener(e, onChange));
}

/** The search state of a path and query with no hash (a first view's URL: the server never sees the hash). */
export function searchStateAt(url: string): SearchState {
  const query = url.indexOf('?');
  return parseSearchUrl({ search: query < 0 ? '' : url.slice(query), hash: '' });
}

/**
 * The current search. On the server (no window) it is the first view's URL (on a keyword page, with what its slug
 * resolved to); the browser hydrates that view at the same path and query, without a hash or, on a keyword page,
 * with the hash of that resolution (written by the spa before it hydrates), which reads the same.
 */
export function useSearchUrl(): SearchState {
  const serverUrl = useServerUrl();
  const keyword = useFirstViewData<ResolvedKeyword>(serverUrl !== null ? KEYWORD_KEY : null);
  const server = useMemo(() => {
    if (serverUrl === null) return null;
    const state = searchStateAt(serverUrl);
    return (keyword && withKeyword(state, keyword)) || state;
  }, [serverUrl, keyword]);
  return useSyncExternalStore(subscribe, readSearchState, server ? () => server : readSearchState);
}

/** Replaces the current entry's query and hash with a search state's, on the same path (no new history entry). */
export function replaceSearch(state: SearchState): void {
  const query = new URLSearchParams(Object.entries(serialiseQuery(state)).map(([k, v]) => [k, String(v)])).toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}#${serialiseHash(state.criteria)}`);
  window.dispatchEvent(new Event(URL_CHANGED_EVENT));
}

/** The results URL of a search state (flow's own results path, query, hash). */
export function resultsUrl(site: SiteCode, state: SearchState, minisite?: string | null): string {
  const { flow, ...query } = serialiseQuery(state);
  return paths(site, { minisite }).results(flow, query, serialiseHash(state.criteria));
}

/**
 * Go to a search state. On a results page the URL is pushed in place (the application stays mounted);
 * elsewhere (home, product) the shell is asked to navigate over the bus. Criteria and flow changes are announced.
 */
export function navigateSearch(
  site: SiteCode,
  state: SearchState,
  options: { minisite?: string | null; inPlace?: boolean; source?: string } = {},
): string {
  const url = resultsUrl(site, state, options.minisite);
  const before = readSearchState();
  if (options.inPlace !== false && typeof window !== 'undefined' && window.history) {
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new Event(URL_CHANGED_EVENT));
  } else {
    emit('navigate', { url });
  }
  if (before.flow !== state.flow) emit('flow', { flow: state.flow });
  emit('criteria', { hash: serialiseHash(state.criteria), source: options.source ?? 'mf-search' });
  return url;
}
