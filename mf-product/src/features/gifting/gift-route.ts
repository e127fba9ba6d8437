/**
 * Where 'Customise your gift' leads (product-and-purchase.md §2.2, §2.4): the gift set-up of the stay on the gift
 * route, /{gift}/{offerId}?flow=gifting, with what the set-up needs in the hash: two adults, the nights, the
 * format (digital by default), the hotel and, when chosen, the rate (bucket), upsell and sleeves.
 */
import type { Paths } from '@storefront/contracts';
import { GIFT_ADULTS, serialiseProductHash, type ProductHash } from '../../state/url';

export interface GiftSetupCriteria {
  offerId: number;
  hotelId: number;
  giftNights: number;
  hash: Pick<ProductHash, 'giftFormat' | 'bucket' | 'upsell' | 'sleeves'>;
}

/** The gift set-up hash: giftAdult, giftNights, hotelId, giftFormat, then bucket, upsell, sleeves when present. */
export function giftSetupHash(c: GiftSetupCriteria): string {
  return serialiseProductHash({
    giftAdult: GIFT_ADULTS,
    giftNights: c.giftNights,
    hotelId: c.hotelId,
    giftFormat: c.hash.giftFormat ?? 'digital',
    bucket: c.hash.bucket,
    upsell: c.hash.upsell,
    sleeves: c.hash.sleeves,
  });
}

/** /{gift segment}/{offerId}?flow=gifting#... on the site (and mini-site) of `p` (the contracts' gift set-up route). */
export function giftSetupPath(p: Paths, c: GiftSetupCriteria): string {
  return p.giftSetup(c.offerId, giftSetupHash(c));
}
