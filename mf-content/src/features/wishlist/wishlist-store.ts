/** The visitor's wishlist, kept locally from the bus `wishlist` events: separate lists for stays and activities (§3). */
import type { WishlistItem } from '@storefront/contracts';

export const WISHLIST_STORAGE_KEY = 'sf-wishlist';

export interface Wishlist {
  stays: WishlistItem[];
  activities: WishlistItem[];
}

export function readWishlist(storage: Storage = window.localStorage): Wishlist {
  try {
    const value = JSON.parse(storage.getItem(WISHLIST_STORAGE_KEY) ?? 'null') as Partial<Wishlist> | null;
    return { stays: Array.isArray(value?.stays) ? value.stays : [], activities: Array.isArray(value?.activities) ? value.activities : [] };
  } catch {
    return { stays: [], activities: [] };
  }
}

export function applyWishlistEvent(list: Wishlist, item: WishlistItem, action: 'add' | 'remove'): Wishlist {
  const key = item.kind === 'activity' ? 'activities' : 'stays';
  const rest = list[key].filter((i) => i.id !== item.id);
  return { ...list, [key]: action === 'add' ? [item, ...rest] : rest };
}

export function writeWishlist(list: Wishlist, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full or disabled: the list lives for this page only
  }
}
