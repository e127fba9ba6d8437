/**
 * Recently viewed stays and activities (product-and-purchase.md §7; site-wide §3): kept in localStorage, most
 * recent first, de-duplicated by id, announced on the bus ('recently-viewed').
 */
import type { RecentlyViewedItem } from '@storefront/contracts';
import { emit } from '@storefront/event-bus';

export const RECENTLY_VIEWED_KEY = 'storefront.recentlyViewed';
/** Items kept per type (the spec leaves the capacity open). */
export const RECENTLY_VIEWED_MAX = 10;

function isItem(value: unknown): value is RecentlyViewedItem {
  const v = value as RecentlyViewedItem | null;
  return !!v && typeof v === 'object' && typeof v.id === 'string' && (v.type === 'STAY' || v.type === 'ACTIVITY') && typeof v.label === 'string' && typeof v.uri === 'string';
}

/** Items of a type, most recent first (a corrupt store reads as empty). */
export function readRecentlyViewed(type?: RecentlyViewedItem['type']): RecentlyViewedItem[] {
  try {
    const raw = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as unknown;
    const items = Array.isArray(raw) ? raw.filter(isItem) : [];
    return type ? items.filter((i) => i.type === type) : items;
  } catch {
    return [];
  }
}

/** Store a viewed item first (de-duplicated, capped per type) and announce it. */
export function addRecentlyViewed(item: RecentlyViewedItem): RecentlyViewedItem[] {
  const others = readRecentlyViewed().filter((i) => !(i.id === item.id && i.type === item.type));
  const sameType = others.filter((i) => i.type === item.type).slice(0, RECENTLY_VIEWED_MAX - 1);
  const next = [item, ...sameType, ...others.filter((i) => i.type !== item.type)];
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: the bus event still tells the other remotes
  }
  emit('recently-viewed', { item });
  return next.filter((i) => i.type === item.type);
}
