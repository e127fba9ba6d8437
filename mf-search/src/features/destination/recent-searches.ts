/** Recent destination searches, kept in the browser: most recent first, no duplicates, at most 3. */
import { DESTINATION_CATEGORIES, RECENT_SEARCHES_MAX, type DestinationCategory } from '@storefront/criteria';

export interface RecentSearch {
  id: string;
  label: string;
  category: DestinationCategory;
}

export const RECENT_SEARCHES_KEY = 'storefront.search.recent';

function isRecent(value: unknown): value is RecentSearch {
  const v = value as RecentSearch | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.id === 'string' &&
    /^\d{1,10}$/.test(v.id) &&
    typeof v.label === 'string' &&
    v.label.length <= 200 &&
    (DESTINATION_CATEGORIES as readonly string[]).includes(v.category)
  );
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Read the stored searches (anything malformed in storage is ignored). */
export function readRecentSearches(): RecentSearch[] {
  try {
    const raw = storage()?.getItem(RECENT_SEARCHES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

/** The list after choosing `entry`: it goes first, an older copy is removed, at most 3 kept. */
export function addRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const same = (r: RecentSearch) => r.id === entry.id && r.category === entry.category;
  return [entry, ...list.filter((r) => !same(r))].slice(0, RECENT_SEARCHES_MAX);
}

/** Store a chosen suggestion; returns the new list. Storage failures (private mode, quota) are ignored. */
export function rememberSearch(entry: RecentSearch): RecentSearch[] {
  const next = addRecentSearch(readRecentSearches(), entry);
  try {
    storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    /* storage unavailable: keep the list in memory only */
  }
  return next;
}
