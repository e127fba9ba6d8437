/** @storefront/event-bus: the typed bus between remotes (./bus.ts) and the stores they share over it (./wishlist.ts). */
export * from './bus';

export {
  EMPTY_WISHLIST,
  WISHLIST_CAPACITY,
  WISHLIST_STORAGE_KEY,
  applyWishlistChange,
  isWishlisted,
  parseWishlist,
  readWishlist,
  replaceWishlist,
  setWishlisted,
  subscribeWishlist,
  type Wishlist,
} from './wishlist';
