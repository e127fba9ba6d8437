/**
 * Facets for the current search, refreshed when the facets query changes (search.md §7: the search and facet refresh
 * criteria; not the sort, nor the page); a failure is logged and leaves them empty. A page the server rendered starts
 * from the facets its render had (its first view), without fetching them again.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { useFirstViewData } from '@storefront/ui';
import type { Flow, SearchCriteria } from '@storefront/criteria';
import { useApp } from '../../app-context';
import { facetQuery, fetchFacets } from '../../api/search';
import type { Facets } from '../../api/types';

export const EMPTY_FACETS: Facets = {
  activities: [],
  facilities: [],
  accessibility: [],
  hotelTypes: [],
  hotelEnvironments: [],
  hotelStyles: [],
  stars: [],
  hotelScores: [],
  priceBands: [],
  freeCancellation: null,
  priceRange: null,
};

/** The key of the facets of a search (the facets query: what refreshes them). */
export function facetsKey(criteria: SearchCriteria, flow: Flow): string {
  return `facets|${JSON.stringify(facetQuery(criteria, flow))}`;
}

export function useFacets(criteria: SearchCriteria, flow: Flow): Facets {
  const { client } = useApp();
  const key = facetsKey(criteria, flow);
  const given = useFirstViewData<Facets>(key);
  const [facets, setFacets] = useState<Facets>(() => given ?? EMPTY_FACETS);
  // the facets query whose facets the first render had (not fetched again)
  const shown = useRef(given ? key : null);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = null;
    const c = new AbortController();
    fetchFacets(client, criteria, flow, { signal: c.signal }).then(
      (f) => {
        // the filter counts render in slices, after anything the visitor is doing
        if (!c.signal.aborted) startTransition(() => setFacets(f));
      },
      () => undefined, // raised as 'Error fetching facets: ...' and logged by the api layer
    );
    return () => c.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client]);
  return facets;
}
