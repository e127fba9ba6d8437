/**
 * What the checkout sells besides a stay, as one order item: a gift handed over by mf-gift (single voucher, box or
 * gift card, docs/decisions/0050) or an activity-only product (own use or gift, product-and-purchase §4 'Activity
 * set-up': id and pax in the hash, customType=OWN_USE in the query). What it is (an offer's label and picture, a
 * box's title, an activity's) and its list price are read from the catalogue for the summary; the order body sends
 * the item as it is, with the buyer and codes.
 */
import type { Buyer } from '@storefront/buyer';
import type { GiftType, Paths, SiteCode } from '@storefront/contracts';
import type { BookingHash } from '@storefront/criteria';
import type { CheckoutApiClient } from './client';
import { orderRequest, type OrderBody, type OrderRequest } from './orders';
import type { OfferDetail } from './types';

type ApiItem = OrderBody['items'][number];
export type SingleVoucherItem = NonNullable<ApiItem['singleVoucherItem']>;
export type BoxItem = NonNullable<ApiItem['boxItem']>;
export type GiftCardItem = NonNullable<ApiItem['giftCardItem']>;
export type ActivityItem = NonNullable<ApiItem['activityItem']>;

/** What is sold: a gift type, or an activity. */
export type SaleType = GiftType | 'ACTIVITY';

/** One item sold on its own (GiftCheckout's shape, so a handed-over gift is one as it is). */
export interface Sale {
  giftType: SaleType;
  item: Record<string, unknown>;
  /** the product page it came from (the summary's 'edit' link) */
  backUrl: string;
}

/** The activity of a checkout link (/checkout?flow=activity[&customType=OWN_USE]#id=…&pax=…), or null. */
export function activitySale(hash: BookingHash, search: string, paths: Paths): Sale | null {
  if (!hash.id || !hash.pax) return null;
  const customType = new URLSearchParams(search).get('customType') === 'OWN_USE' ? 'OWN_USE' : 'GIFT';
  const activityItem: ActivityItem = { productId: hash.id, adults: hash.pax, customType };
  return { giftType: 'ACTIVITY', item: { activityItem }, backUrl: paths.activity(hash.id, `a=${hash.pax}`) };
}

/** What the summary shows of a gift: its title, picture, facts and the catalogue's price (cents), if known. */
export interface GiftView {
  giftType: SaleType;
  title: string;
  image: string | null;
  /** the catalogue's price of the item itself (without shipping and sleeves), the server's order prices it all */
  listPrice: number | null;
  /** delivered by post: the buyer's address is where it is sent */
  physical: boolean;
  nights: number | null;
  persons: number | null;
  fromName: string | null;
  message: string | null;
  /** gift card: its recipient and delivery date */
  recipient: { name: string; email: string } | null;
  deliveryDate: string | null;
  design: string | null;
  /** an activity: bought for the buyer's own use (else offered) */
  ownUse: boolean | null;
}

/** The item's payload (the value of its item key). */
export function giftItemOf(gift: Sale): SingleVoucherItem | BoxItem | GiftCardItem | ActivityItem {
  const item = gift.item as ApiItem;
  return (gift.giftType === 'SINGLEVOUCHER' ? item.singleVoucherItem : gift.giftType === 'BOX' ? item.boxItem : gift.giftType === 'GIFTCARD' ? item.giftCardItem : item.activityItem)!;
}

/** The catalogue id of what is sold: the offer, the box code, the activity; a gift card has none ('giftcard'). */
export function saleItemId(sale: Sale): string {
  const item = giftItemOf(sale) as { offerId?: number; code?: string; productId?: number };
  return String(item.offerId ?? item.code ?? item.productId ?? 'giftcard');
}

/** A box code names its format: e-boxes end in EBOX (the API's rule), every other box is sent by post. */
export const isPhysicalBox = (code: string) => !code.endsWith('EBOX');

/** GET the catalogue's facts of a gift for the summary (the page waits for them: read before usable, docs/decisions/0121). */
export async function fetchGiftView(client: CheckoutApiClient, gift: Sale, signal?: AbortSignal): Promise<GiftView> {
  const text = giftItemOf(gift) as { fromName?: string; message?: string };
  const base = { giftType: gift.giftType, fromName: text.fromName ?? null, message: text.message ?? null, recipient: null, deliveryDate: null, design: null, nights: null, persons: null, ownUse: null };
  if (gift.giftType === 'SINGLEVOUCHER') {
    const v = giftItemOf(gift) as SingleVoucherItem;
    const [detail, prices] = await Promise.all([
      client.get('/api/weekend/{id}/detail.json', { pathParams: { id: v.offerId }, params: { client: 'msite', adult: 2, child: 0, baby: 0, fetchPageModel: 'false' }, signal, beforeUsable: true }) as Promise<OfferDetail>,
      client.get('/gateway/single-vouchers/{id}/price-list', { pathParams: { id: v.offerId }, signal, beforeUsable: true }),
    ]);
    const price = prices.priceList.find((p) => p.nights === v.nights);
    const image = detail.images[0];
    return {
      ...base,
      title: detail.label,
      image: image ? (image.sizes['640_360'] ?? image.url) : null,
      listPrice: price ? (price.sellPrices[String(v.bucket ?? 1)] ?? price.sellPrice) + (v.upsell === 'availability' ? price.upsellAvailabilityPrice : 0) : null,
      physical: v.giftFormat === 'physical',
      nights: v.nights,
      persons: prices.persons,
    };
  }
  if (gift.giftType === 'BOX') {
    const b = giftItemOf(gift) as BoxItem;
    const box = await client.get('/gateway/boxes/{code}/product-detail', { pathParams: { code: b.code }, signal, beforeUsable: true });
    return { ...base, title: box.title, image: box.images.mainBySize['640_360'] ?? box.images.main, listPrice: box.price.sellPrice, physical: isPhysicalBox(box.code), nights: box.nights, persons: box.persons };
  }
  if (gift.giftType === 'ACTIVITY') {
    const a = giftItemOf(gift) as ActivityItem;
    const product = await client.get('/api/activity-only/weekend/{id}/detail.json', { pathParams: { id: a.productId }, signal, beforeUsable: true });
    const price = product.prices.find((p) => p.paxComposition.adults === a.adults);
    const images = product.imagesBySize[0];
    return { ...base, title: product.label, image: images ? (images['640_360'] ?? Object.values(images)[0] ?? null) : null, listPrice: price?.sellPrice ?? null, physical: false, persons: a.adults, ownUse: a.customType === 'OWN_USE' };
  }
  const g = giftItemOf(gift) as GiftCardItem;
  return { ...base, title: '', image: null, listPrice: g.amount, physical: false, recipient: g.recipient, deliveryDate: g.deliveryDate ?? null, design: g.design };
}

/** An activity offered with the sender's name and message (the message only when written). */
export function withGiftText(sale: Sale, text: { fromName: string; message: string }): Sale {
  const activityItem = { ...(giftItemOf(sale) as ActivityItem), fromName: text.fromName, ...(text.message ? { message: text.message } : {}) };
  return { ...sale, item: { activityItem } };
}

/** What the checkout holds when it asks for a gift's price: the gift, the buyer, the codes. */
export interface GiftOrder {
  site: SiteCode;
  gift: Sale;
  buyer: Buyer;
  promotionCode?: string;
  giftCards: string[];
}

/** The Wallet order body of a gift: its item as mf-gift handed it over, the buyer, the promotion code and gift cards. */
export function giftOrderBody(order: GiftOrder, expectedAmount: number): OrderRequest {
  // a special request is for a hotel: a gift has none
  const { specialRequest: _none, ...buyer } = order.buyer;
  return orderRequest(order, buyer, [order.gift.item as ApiItem], expectedAmount);
}

/** What identifies a gift's purchase in this tab (coming back to its checkout never pays it again). */
export function giftFingerprint(pathname: string, gift: Sale): string {
  return `${pathname}?gift=${gift.giftType}#${JSON.stringify(gift.item)}`;
}
