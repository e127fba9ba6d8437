/**
 * Facets for the current search, refreshed when the facets query changes (search.md §7: the search and facet refresh
 * criteria; not the sort, nor the page); a failure is logged and leaves them empty.
 */
import { startTransition, useEffect, useState } from 'react';
import type { Flow, SearchCriteria } from '@storefront/criteria';
import { useApp } from '../../app-context';
import { facetQuery, fetchFacets } from '../../api/search';
import type { Facets } from '../../api/types';

export const EMPTY_FACETS: Facets = {
  activities: [],
  facilities: [],
  hotelTypes: [],
  hotelEnvironments: [],
  hotelStyles: [],
  stars: [],
  hotelScores: [],
  priceRange: null,
};

export function useFacets(criteria: SearchCriteria, flow: Flow): Facets {
  const { client } = useApp();
  const [facets, setFacets] = useState<Facets>(EMPTY_FACETS);
  const key = JSON.stringify(facetQuery(criteria, flow));
  useEffect(() => {
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
