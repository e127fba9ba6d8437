import { DESTINATION_CATEGORIES, type DestinationCategory } from '@storefront/criteria';
import type { Suggestion } from '../../api/types';

/** Suggestions grouped by the nine categories, in the spec's order, empty groups left out. */
export function groupSuggestions(list: readonly Suggestion[]): { category: DestinationCategory; items: Suggestion[] }[] {
  return DESTINATION_CATEGORIES.map((category) => ({ category, items: list.filter((s) => s.category === category) })).filter((g) => g.items.length > 0);
}
