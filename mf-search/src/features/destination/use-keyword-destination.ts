/**
 * A keyword page's search (../../state/keyword.ts): its slug is resolved with GET {api}/cities/{slug}.json or
 * GET {api}/themes/{slug}.json, and the criteria are written to the hash when it has none of that kind; the idea's
 * theme is returned for the SEO section. A first view brings the resolution (the spa wrote its hash before
 * hydrating). An unknown slug leaves the search as it is.
 */
import { useEffect, useState } from 'react';
import { useFirstViewData, useServerUrl } from '@storefront/ui';
import { destinationOf, type SearchState } from '@storefront/criteria';
import { isApiError, isCancelled } from '@storefront/api-client';
import { useApp } from '../../app-context';
import { logSearchError, resolveKeyword } from '../../api/search';
import type { ThemeView } from '../../api/types';
import { KEYWORD_KEY, isResolutionOf, keywordOfPath, withKeyword, type ResolvedKeyword } from '../../state/keyword';
import { replaceSearch } from '../../state/url';

function quietly(error: unknown): boolean {
  return isCancelled(error) || (isApiError(error) && (error.status === 404 || error.status === 400));
}

/** Resolves the keyword page's slug; returns the idea page's theme (for its SEO text), else null. */
export function useKeywordDestination(state: SearchState): ThemeView | null {
  const { client, context } = useApp();
  const serverUrl = useServerUrl();
  const keyword = keywordOfPath(serverUrl ?? (typeof window === 'undefined' ? '' : window.location.pathname), context.locale);
  const served = useFirstViewData<ResolvedKeyword>(KEYWORD_KEY);
  const servedHere = isResolutionOf(served, keyword) ? served : null;
  const [theme, setTheme] = useState<ThemeView | null>(servedHere?.theme ?? null);
  // a city page searches its city again when the visitor clears the destination
  const needsCity = keyword?.kind === 'city' && !destinationOf(state.criteria) && state.criteria.lat === undefined;

  useEffect(() => {
    if (!keyword || servedHere) {
      setTheme(servedHere?.theme ?? null);
      return;
    }
    if (keyword.kind === 'city' && !needsCity) return;
    const c = new AbortController();
    resolveKeyword(client, keyword, state.flow, { signal: c.signal }).then(
      (resolved) => {
        if (!resolved || c.signal.aborted) return;
        setTheme(resolved.theme ?? null);
        const next = withKeyword(state, resolved);
        if (next) replaceSearch(next);
      },
      (e: unknown) => {
        if (!quietly(e)) logSearchError(client, 'mf-search.keyword', e);
      },
    );
    return () => c.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword?.kind, keyword?.slug, needsCity, !!servedHere, client]);

  return theme;
}
