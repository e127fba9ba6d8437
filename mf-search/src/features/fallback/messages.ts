/**
 * Which message the results page shows (search.md §4, §8): no main results and no fallback results -> the
 * no-results message; fallbacks with no main results -> 'No exact results found...'; both -> 'Suggestion of
 * stays...'; main results only -> nothing.
 */
export type ResultsMessage = 'noResults' | 'noExactResults' | 'suggestion' | null;

export function resultsMessage(mainCount: number, fallbackCount: number): ResultsMessage {
  if (mainCount === 0 && fallbackCount === 0) return 'noResults';
  if (mainCount === 0) return 'noExactResults';
  if (fallbackCount > 0) return 'suggestion';
  return null;
}
