/**
 * The purchase calls of mf-checkout (spec §7: POST {frontGateway}/purchase/orders, /purchase/zeppto; GET the order
 * for the confirmation page) and the order body built from the checkout's state: one place that knows the Wallet
 * order's shape. Each call carries an Idempotency-Key: one key per attempt, so a double click, a reload or a
 * back-and-forth replays the first answer instead of ordering or paying twice.
 *
 * The shapes are the generated API types; the spec's insurance and promotion code items are added to the body
 * (see OrderItem).
 */
import { fillPath, isApiError, resolveUrl, type ApiBody, type ApiResponse, type StorefrontApiClient } from '@storefront/api-client';
import type { Buyer } from '@storefront/buyer';
import type { SiteCode } from '@storefront/contracts';
import type { ActivityDate, PriceBreakdown, Stay } from './types';

export type OrderBody = ApiBody<'/gateway/purchase/orders'>;
export type OrderCreated = ApiResponse<'/gateway/purchase/orders', 'post'>;
/** What an order of the checkout's options would cost (the price call's answer: nothing is ordered). */
export type OrderPrice = ApiResponse<'/gateway/purchase/orders/price', 'post'>;
export type PaymentResult = ApiResponse<'/gateway/purchase/zeppto', 'post'>;
export type OrderView = ApiResponse<'/gateway/purchase/orders/{uuid}'>;
export type OrderBreakdown = OrderCreated['priceBreakdown'];
type ApiOrderItem = OrderBody['items'][number];

/** An order item (the API's; the spec's insuranceItem and promotionCodeItem included). */
export type OrderItem = ApiOrderItem | { insuranceItem: { hasInsurance: boolean } } | { promotionCodeItem: { code: string } };

/** What the checkout holds when it asks for a price: the stay, the buyer, the options. */
export interface StayOrder {
  site: SiteCode;
  offerId: number;
  stay: Stay;
  activityDates: ActivityDate[];
  minisiteId?: number | null;
  buyer: Buyer;
  insurance: boolean | null;
  promotionCode?: string;
  giftCards: string[];
  /** a gift voucher paying the stay: only the supplement is charged */
  voucherCode?: string;
  /** pay later or in instalments, as offered for the amount (null or absent: paid at once) */
  paymentPlan?: OrderBody['paymentPlan'] | null;
}

/** An order body as the checkout sends it (the API's, with the spec's extra items). */
export type OrderRequest = Omit<OrderBody, 'items'> & { items: OrderItem[] };

/** The Wallet order body of a stay (spec §3 'Wallet order'). */
export function stayOrderBody(order: StayOrder, expectedAmount: number): OrderRequest {
  const { specialRequest, ...buyer } = order.buyer;
  const items: OrderItem[] = [
    {
      shortStayItem: {
        reservationCriteria: {
          offerId: order.offerId,
          activityDaySelections: order.activityDates,
          pax: { numberOfAdults: order.stay.a, numberOfChildren: order.stay.c, numberOfBabies: order.stay.b },
          travelPeriod: { checkinDate: order.stay.checkin, checkoutDate: order.stay.checkout },
          minisiteId: order.minisiteId ?? null,
        },
        ...(specialRequest ? { specialRequest } : {}),
        ...(order.voucherCode ? { voucherCode: order.voucherCode } : {}),
      },
    },
  ];
  // the insurance is an item only when taken: declining it is the order without one
  if (order.insurance) items.push({ insuranceItem: { hasInsurance: true } });
  const body = orderRequest(order, buyer, items, expectedAmount);
  return order.paymentPlan ? { ...body, paymentPlan: order.paymentPlan } : body;
}

/** The body around an order's items (a stay's, a gift's): the site, the buyer, the promotion code and gift cards. */
export function orderRequest(
  order: { site: SiteCode; promotionCode?: string; giftCards: string[] },
  buyer: OrderBody['buyer'],
  items: OrderItem[],
  expectedAmount: number,
): OrderRequest {
  return {
    locale: order.site,
    currency: 'EUR',
    expectedAmount,
    buyer,
    items: order.promotionCode ? [...items, { promotionCodeItem: { code: order.promotionCode } }] : items,
    ...(order.giftCards.length ? { giftCards: order.giftCards.map((serialNumber) => ({ serialNumber })) } : {}),
  };
}

/** A new Idempotency-Key (one per attempt). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** POST {frontGateway}/purchase/orders/price: the server's price of an order body; nothing is ordered or held. */
export function priceOrder(client: StorefrontApiClient, body: OrderRequest): Promise<OrderPrice> {
  return client.post('/gateway/purchase/orders/price', body as OrderBody);
}

/** POST {frontGateway}/purchase/orders: the order priced by the server, its stock held and its PaymentIntent. */
export function createOrder(client: StorefrontApiClient, body: OrderRequest, idempotencyKey: string): Promise<OrderCreated> {
  // the spec's extra items (see OrderItem) are sent as they are
  return client.post('/gateway/purchase/orders', body as OrderBody, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * The server's amount of a 409 AMOUNT_MISMATCH ('must be 15000' on expectedAmount): what to expect on the next
 * attempt; null for any other error.
 */
export function serverAmountOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'AMOUNT_MISMATCH') return null;
  const match = /(\d+)/.exec(error.fieldMessage('expectedAmount') ?? '');
  return match ? Number(match[1]) : null;
}

/** POST {frontGateway}/purchase/zeppto: pays the order with the PSP's authorization; booking.orderUUID when paid. */
export function payOrder(client: StorefrontApiClient, paymentIntentId: string, paymentMethod: string, idempotencyKey: string): Promise<PaymentResult> {
  return client.post('/gateway/purchase/zeppto', { pspAuthorization: { paymentIntentId, paymentMethod } }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** GET {frontGateway}/purchase/orders/{uuid}?secret=: the order for its confirmation page (read before usable, docs/decisions/0121). */
export function fetchOrder(client: StorefrontApiClient, orderUUID: string, secret: string, signal?: AbortSignal): Promise<OrderView> {
  return client.get('/gateway/purchase/orders/{uuid}', { pathParams: { uuid: orderUUID }, params: { secret }, signal, beforeUsable: true });
}

/** GET {frontGateway}/purchase/orders/{uuid}/vouchers/{code}?secret=: a voucher's printable page (a link, opened by the browser). */
export function printableVoucherUrl(endpoints: Parameters<typeof resolveUrl>[0], orderUUID: string, code: string, secret: string): string {
  return `${resolveUrl(endpoints, fillPath('/gateway/purchase/orders/{uuid}/vouchers/{code}', { uuid: orderUUID, code }))}?secret=${encodeURIComponent(secret)}`;
}

/** What a gift voucher covered of a stay of the order (the stay's amount is then the supplement), if any. */
export function voucherCoverOf(items: OrderPrice['items']): { code: string; covered: number } | null {
  for (const item of items) {
    const voucher = item.details.voucher as { code?: unknown; covered?: unknown } | undefined;
    if (item.kind === 'stay' && typeof voucher?.code === 'string' && typeof voucher.covered === 'number') return { code: voucher.code, covered: voucher.covered };
  }
  return null;
}

/**
 * The view of an order's breakdown: its lines (what the server charged for each part) and what is left to pay. A
 * stay paid with a gift voucher shows its price and what the voucher covered: what is left is the supplement.
 */
export function breakdownOf(b: OrderBreakdown, localTax: number, itemsKey: 'stay' | 'gift' = 'stay', voucher: { code: string; covered: number } | null = null): PriceBreakdown {
  const lines: PriceBreakdown['lines'] = [{ key: itemsKey, amount: b.itemsAmount + (voucher?.covered ?? 0) }];
  if (voucher) lines.push({ key: 'voucher', amount: voucher.covered, detail: voucher.code });
  if (b.insuranceAmount) lines.push({ key: 'insurance', amount: b.insuranceAmount });
  if (b.subElementsPrice) lines.push({ key: 'subElements', amount: b.subElementsPrice });
  const shipping = b.shippingCost.amount + b.shippingCost.internationalFee;
  if (shipping) lines.push({ key: 'shipping', amount: shipping });
  if (b.reductionAmount) lines.push({ key: 'reduction', amount: b.reductionAmount });
  for (const card of b.giftcards) lines.push({ key: 'giftcard', amount: card.usedAmount, detail: card.serialNumber });
  return { lines, total: b.remainingAmountToPay, localTax };
}

/** POST {frontGateway}/purchase/check-booking: 'check my booking' by booking number and e-mail. */
export function checkBooking(client: StorefrontApiClient, reference: string, email: string): Promise<OrderView> {
  return client.post('/gateway/purchase/check-booking', { reference, email });
}

/** A stay's item of an order (its details as the purchase API writes them). */
export interface StayItemDetails {
  checkinDate: string;
  checkoutDate: string;
  nights: number;
  pax: { numberOfAdults: number; numberOfChildren: number; numberOfBabies: number };
}
export function stayDetailsOf(item: OrderView['items'][number]): StayItemDetails | null {
  const d = item.details as Partial<StayItemDetails>;
  return item.kind === 'stay' && typeof d.checkinDate === 'string' && typeof d.checkoutDate === 'string' && d.pax ? (d as StayItemDetails) : null;
}
