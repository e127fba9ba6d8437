import { DEFAULT_SORT, type Flow, type SearchCriteria, type SortKey } from './types';

/**
 * Sort options a flow allows (search.md §5), in display order: priceQuality always; distance only with a
 * position; promo (Discount) in booking only; priceAsc and popularity in booking and hotel; svPriceDesc and
 * svPriceAsc in gifting only. The activity flow has no sort.
 */
export function sortOptions(flow: Flow, criteria: Pick<SearchCriteria, 'lat' | 'lng'>): SortKey[] {
  if (flow === 'activity') return [];
  const out: SortKey[] = ['priceQuality'];
  if (criteria.lat !== undefined && criteria.lng !== undefined) out.push('distance');
  if (flow === 'booking') out.push('promo');
  if (flow === 'booking' || flow === 'hotel') out.push('priceAsc', 'popularity');
  if (flow === 'gifting') out.push('svPriceDesc', 'svPriceAsc');
  return out;
}

export function isSortAllowed(sort: SortKey, flow: Flow, criteria: Pick<SearchCriteria, 'lat' | 'lng'>): boolean {
  return sortOptions(flow, criteria).includes(sort);
}

/**
 * Sorts a search request may name: the flow's options, and the default order priceQuality, which is also the
 * activity flow's one order (it offers no sort choice). The browser and the API both check sorts with this.
 */
export function acceptedSorts(flow: Flow, criteria: Pick<SearchCriteria, 'lat' | 'lng'>): SortKey[] {
  const options = sortOptions(flow, criteria);
  return options.includes(DEFAULT_SORT) ? options : [DEFAULT_SORT, ...options];
}
