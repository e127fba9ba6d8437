/**
 * The visitor's wishlist, the one store every heart uses (search cards, product pages, the wishlist page; site-wide
 * spec §3: separate lists for stays and activities; docs/decisions/0081-one-wishlist-store.md). Kept in browser
 * storage; every change goes through `setWishlisted`, which writes it and emits the bus `wishlist` event, so each
 * mounted view of any remote (and, through the `storage` event, of other tabs) follows.
 */
import type { WishlistItem } from '@storefront/contracts';
import { emit, on } from './bus';

export const WISHLIST_STORAGE_KEY = 'sf-wishlist';
/** Most recent first; a list keeps at most this many entries. */
export const WISHLIST_CAPACITY = 100;

export interface Wishlist {
  stays: WishlistItem[];
  activities: WishlistItem[];
}

export const EMPTY_WISHLIST: Wishlist = Object.freeze({ stays: [], activities: [] }) as Wishlist;

/** Without usable storage (private mode, quota) the list lives in this page, shared by every copy of the package. */
const MEMORY_KEY = Symbol.for('storefront.wishlist.memory');
const memory = globalThis as unknown as Record<symbol, string | undefined>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    const store = storage();
    if (store) return store.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    // storage disabled: the page's memory
  }
  return memory[MEMORY_KEY] ?? null;
}

function isItem(value: unknown): value is WishlistItem {
  const v = value as Partial<WishlistItem> | null;
  return !!v && typeof v.id === 'string' && typeof v.label === 'string' && typeof v.uri === 'string' && (v.kind === 'stay' || v.kind === 'activity');
}

/** A stored list, tolerant of anything a browser may hold under the key. */
export function parseWishlist(raw: string | null): Wishlist {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<Record<keyof Wishlist, unknown>> | null;
    const list = (v: unknown, kind: WishlistItem['kind']) => (Array.isArray(v) ? v.filter(isItem).filter((i) => i.kind === kind) : []);
    return { stays: list(value?.stays, 'stay'), activities: list(value?.activities, 'activity') };
  } catch {
    return EMPTY_WISHLIST;
  }
}

let cache: { raw: string | null; list: Wishlist } | null = null;

/** The current list (the same object while the stored list is unchanged: a React external-store snapshot). */
export function readWishlist(): Wishlist {
  const raw = readRaw();
  if (!cache || cache.raw !== raw) cache = { raw, list: raw === null ? EMPTY_WISHLIST : parseWishlist(raw) };
  return cache.list;
}

function listOf(kind: WishlistItem['kind']): keyof Wishlist {
  return kind === 'activity' ? 'activities' : 'stays';
}

/** The list after adding (to the front, no duplicate) or removing an item. */
export function applyWishlistChange(list: Wishlist, item: WishlistItem, action: 'add' | 'remove'): Wishlist {
  const key = listOf(item.kind);
  const rest = list[key].filter((i) => i.id !== item.id);
  return { ...list, [key]: action === 'add' ? [item, ...rest].slice(0, WISHLIST_CAPACITY) : rest };
}

export function isWishlisted(list: Wishlist, item: Pick<WishlistItem, 'id' | 'kind'>): boolean {
  return list[listOf(item.kind)].some((i) => i.id === item.id);
}

function store(list: Wishlist): void {
  const raw = JSON.stringify({ stays: list.stays, activities: list.activities });
  try {
    const browserStorage = storage();
    if (browserStorage) return browserStorage.setItem(WISHLIST_STORAGE_KEY, raw);
  } catch {
    // storage full or disabled: the page's memory keeps it
  }
  memory[MEMORY_KEY] = raw;
}

/**
 * Replaces the whole list (a signed-in account's, read from the API) and tells this page's views, as another tab's
 * change would (a `storage` event: the whole list changed, not one item).
 */
export function replaceWishlist(list: Wishlist): void {
  store(list);
  if (typeof window !== 'undefined') window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
}

/** Adds an item to its list or removes it: stored, then the bus `wishlist` event tells every view. */
export function setWishlisted(item: WishlistItem, inList: boolean): Wishlist {
  const action = inList ? 'add' : 'remove';
  store(applyWishlistChange(readWishlist(), item, action));
  emit('wishlist', { item, action });
  return readWishlist();
}

/** Calls `onChange` whenever the list changes, in this page (bus event) or another tab (storage event). */
export function subscribeWishlist(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) onChange();
  };
  const off = on('wishlist', () => onChange());
  window.addEventListener('storage', onStorage);
  return () => {
    off();
    window.removeEventListener('storage', onStorage);
  };
}
