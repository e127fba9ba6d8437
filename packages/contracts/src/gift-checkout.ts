/**
 * The hand-over of a gift from mf-gift to the gift checkout (mf-checkout's /checkout?flow=gifting), see
 * docs/decisions/0050. The URL says what is bought (giftType, and for a box its giftFormat and code, as
 * product-and-purchase §2.5 asks); the item itself, with the giver's message and the recipient's e-mail, travels
 * in the tab's sessionStorage, never in the address (it would land in the history and in shared links).
 * The item is one entry of `items` of POST /gateway/purchase/orders, exactly as the API's schema types it.
 */
import type { Paths } from './routes';

/** Gift customisation limits (product-and-purchase §5, §9): the API's order schema and mf-gift's forms read them. */
export const GIFT_TEXT_LIMITS = { fromName: 40, message: 180 } as const;

/** A gift card's amount: whole euros from 10 to 1,000 €, in cents (the API's order schema and mf-gift read it). */
export const GIFT_CARD_AMOUNT = { min: 1_000, max: 100_000, step: 100 } as const;

/** Gift product types (product-and-purchase §1). */
export type GiftType = 'SINGLEVOUCHER' | 'BOX' | 'GIFTCARD';

/** Which order item key carries each gift type. */
export const GIFT_ITEM_KEY = { SINGLEVOUCHER: 'singleVoucherItem', BOX: 'boxItem', GIFTCARD: 'giftCardItem' } as const;

/** sessionStorage key of the pending gift. */
export const GIFT_CHECKOUT_KEY = 'storefront:gift-checkout';

export interface GiftCheckout<Item = Record<string, unknown>> {
  giftType: GiftType;
  /** One order item, e.g. { giftCardItem: { amount, design, recipient, ... } }. */
  item: Item;
  /** The page the buyer came from (the checkout's 'edit' link). */
  backUrl: string;
}

/** The part of Web Storage the hand-over uses (contracts are built without the DOM library). */
export interface GiftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const GIFT_TYPES: readonly GiftType[] = ['SINGLEVOUCHER', 'BOX', 'GIFTCARD'];

/** The gift checkout's address for a gift (box: with its giftFormat and code). */
export function giftCheckoutUrl(paths: Paths, giftType: GiftType, box?: { giftFormat: string; code: string }): string {
  return paths.checkout(undefined, { flow: 'gifting', giftType, ...(box ?? {}) });
}

/** Keeps the gift for the checkout (call before navigating to `giftCheckoutUrl`). */
export function saveGiftCheckout(storage: Pick<GiftStorage, 'setItem'>, gift: GiftCheckout): void {
  storage.setItem(GIFT_CHECKOUT_KEY, JSON.stringify(gift));
}

/**
 * The gift the checkout at `search` (its query string) sells: the stored one when its type is the URL's giftType and
 * it carries that type's item; null otherwise (nothing stored, another gift, a damaged entry).
 */
export function readGiftCheckout(storage: Pick<GiftStorage, 'getItem'>, search: string): GiftCheckout | null {
  const query = new URLSearchParams(search);
  if (query.get('flow') !== 'gifting') return null;
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(GIFT_CHECKOUT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const gift = stored as Partial<GiftCheckout>;
  if (!GIFT_TYPES.includes(gift.giftType as GiftType) || gift.giftType !== query.get('giftType')) return null;
  const item = gift.item as Record<string, unknown> | undefined;
  if (!item || typeof item !== 'object' || !item[GIFT_ITEM_KEY[gift.giftType]]) return null;
  return { giftType: gift.giftType, item, backUrl: typeof gift.backUrl === 'string' ? gift.backUrl : '/' };
}
