import type { SiteCode } from './sites';

export type Flow = 'booking' | 'gifting' | 'activity' | 'hotel';

export interface WishlistItem {
  id: string;
  label: string;
  hotel?: string;
  imageUrl?: string;
  uri: string;
  kind: 'stay' | 'activity';
  /** a stay wished on dates (YYYY-MM-DD): its price and availability on them are watched (price-drop alert) */
  checkin?: string;
  checkout?: string;
}

export interface RecentlyViewedItem {
  id: string;
  type: 'STAY' | 'ACTIVITY';
  label: string;
  imageUrl?: string;
  price?: { sellPrice: number; refPrice?: number; promo?: number; nights?: number };
  hotel?: string;
  uri: string;
}

/**
 * The typed event map of the storefront: window CustomEvents named `storefront:<key>`.
 * The event-bus package implements emit/on over it; remotes never talk to each other any other way.
 */
export interface StorefrontEvents {
  /** The flow (booking, gifting, activity, hotel) changed. */
  flow: { flow: Flow };
  /** The site language changed (Belgian language selector). */
  locale: { locale: SiteCode };
  /** Search criteria changed (serialised hash, as written by @storefront/criteria). */
  criteria: { hash: string; source: string };
  /** A wishlist entry was added or removed. */
  wishlist: { item: WishlistItem; action: 'add' | 'remove' };
  /** A product was viewed (stays and activities, stored locally). */
  'recently-viewed': { item: RecentlyViewedItem };
  /** Ask the shell to navigate (single-spa navigateToUrl) to a root-relative URL. */
  navigate: { url: string };
  /** Analytics event pushed to the data layer. */
  analytics: { event: string; payload?: Record<string, unknown> };
  /** An order was paid (mf-checkout): what it bought, for the remotes that follow it (recently viewed, wishlist). */
  'order-placed': { orderUUID: string; items: OrderedItem[] };
}

/** One thing an order bought: a stay (its offer), an activity (its product) or a gift (single voucher, box, gift card). */
export interface OrderedItem {
  id: string;
  type: 'STAY' | 'ACTIVITY' | 'SINGLEVOUCHER' | 'BOX' | 'GIFTCARD';
  label?: string;
  /** cents, what was paid for it */
  price: number;
}

export type StorefrontEventName = keyof StorefrontEvents;
export const EVENT_PREFIX = 'storefront:';
