/**
 * Pagination links (search.md §2): zero-based page parameter; with fewer than 10 pages every page is listed,
 * above that a condensed form: first, last, the current page and its neighbours, with gaps.
 */
export const CONDENSE_FROM_PAGES = 10;

export type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'gap'; key: string };

/** Items for `pageCount` pages with the zero-based `current` page. */
export function paginationItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 1) return [];
  const cur = Math.min(Math.max(0, current), pageCount - 1);
  const pages: number[] = [];
  if (pageCount < CONDENSE_FROM_PAGES) {
    for (let p = 0; p < pageCount; p++) pages.push(p);
  } else {
    const set = new Set<number>([0, pageCount - 1, cur - 1, cur, cur + 1]);
    if (cur <= 2) [1, 2, 3].forEach((p) => set.add(p));
    if (cur >= pageCount - 3) [pageCount - 4, pageCount - 3, pageCount - 2].forEach((p) => set.add(p));
    pages.push(...[...set].filter((p) => p >= 0 && p < pageCount).sort((a, b) => a - b));
  }
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page: p, current: p === cur });
  });
  return items;
}

export function pageCountOf(totalCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(0, totalCount) / pageSize) : 0;
}
