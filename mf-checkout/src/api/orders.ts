/**
 * The purchase calls of mf-checkout (spec §7: POST {frontGateway}/purchase/orders, /purchase/zeppto; GET the order
 * for the confirmation page) and the order body built from the checkout's state: one place that knows the Wallet
 * order's shape. Each call carries an Idempotency-Key: one key per attempt, so a double click, a reload or a
 * back-and-forth replays the first answer instead of ordering or paying twice.
 *
 * The purchase routes are not in packages/api/openapi.json yet (branch `purchase`): their shapes are typed here from
 * the spec and the branch's schemas, and move to the generated types once it is merged.
 */
import { isApiError, type StorefrontApiClient } from '@storefront/api-client';
import type { Buyer } from '@storefront/buyer';
import type { SiteCode } from '@storefront/contracts';
import type { ActivityDate, PriceBreakdown, Stay } from './types';

export interface ReservationCriteria {
  offerId: number;
  activityDaySelections: ActivityDate[];
  pax: { numberOfAdults: number; numberOfChildren: number; numberOfBabies: number };
  travelPeriod: { checkinDate: string; checkoutDate: string };
  minisiteId?: number | null;
}

export interface OrderItem {
  shortStayItem?: { reservationCriteria: ReservationCriteria; specialRequest?: string };
  insuranceItem?: { hasInsurance: boolean };
  promotionCodeItem?: { code: string };
}

export interface OrderBody {
  locale: SiteCode;
  currency: 'EUR';
  /** what the buyer expects to pay now (remainingAmountToPay), cents */
  expectedAmount: number;
  buyer: Omit<Buyer, 'specialRequest'>;
  items: OrderItem[];
  giftCards?: { serialNumber: string }[];
  specialRequest?: string;
}

/** Booking price breakdown (spec §3), cents. */
export interface OrderBreakdown {
  itemsAmount: number;
  insuranceAmount: number;
  subElementsPrice: number;
  shippingCost: { amount: number; internationalFee: number };
  reductionAmount: number;
  giftcards: { serialNumber: string; usedAmount: number }[];
  totalAmount: number;
  remainingAmountToPay: number;
}

export interface OrderCreated {
  booking: { orderUUID: string; reference: string; secret: string; status: string; expiresAt: string };
  payment: { paymentIntentId: string; clientSecret: string; amount: number; currency: string } | null;
  priceBreakdown: OrderBreakdown;
}

export interface PaymentResult {
  booking: { orderUUID: string; reference: string; status: string };
}

export interface OrderView {
  orderUUID: string;
  reference: string;
  status: string;
  locale: SiteCode;
  createdAt: string;
  buyer: { email: string; firstName: string; lastName: string };
  items: { kind: string; productId: number | null; amount: number; details: Record<string, unknown> }[];
  priceBreakdown: OrderBreakdown;
}

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
}

/** The Wallet order body of a stay (spec §3 'Wallet order'). */
export function stayOrderBody(order: StayOrder, expectedAmount: number): OrderBody {
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
      },
    },
  ];
  // the insurance is an item only when taken: declining it is the order without one
  if (order.insurance) items.push({ insuranceItem: { hasInsurance: true } });
  if (order.promotionCode) items.push({ promotionCodeItem: { code: order.promotionCode } });
  return {
    locale: order.site,
    currency: 'EUR',
    expectedAmount,
    buyer,
    items,
    ...(order.giftCards.length ? { giftCards: order.giftCards.map((serialNumber) => ({ serialNumber })) } : {}),
  };
}

/** A new Idempotency-Key (one per attempt). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

// The untyped door of the client for the routes not in the generated document yet (see the module's comment).
type Untyped = { post<T>(path: string, body: unknown, options?: object): Promise<T>; get<T>(path: string, options?: object): Promise<T> };
const untyped = (client: StorefrontApiClient) => client as unknown as Untyped;

/** POST {frontGateway}/purchase/orders: the order priced by the server, its stock held and its PaymentIntent. */
export function createOrder(client: StorefrontApiClient, body: OrderBody, idempotencyKey: string): Promise<OrderCreated> {
  return untyped(client).post<OrderCreated>('/gateway/purchase/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });
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
  return untyped(client).post<PaymentResult>('/gateway/purchase/zeppto', { pspAuthorization: { paymentIntentId, paymentMethod } }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** GET {frontGateway}/purchase/orders/{uuid}?secret=: the order for its confirmation page. */
export function fetchOrder(client: StorefrontApiClient, orderUUID: string, secret: string, signal?: AbortSignal): Promise<OrderView> {
  return untyped(client).get<OrderView>(`/gateway/purchase/orders/${encodeURIComponent(orderUUID)}`, { params: { secret }, signal });
}

/** The view of an order's breakdown: its lines (what the server charged for each part) and what is left to pay. */
export function breakdownOf(b: OrderBreakdown, localTax: number): PriceBreakdown {
  const lines: PriceBreakdown['lines'] = [{ key: 'stay', amount: b.itemsAmount }];
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
  return untyped(client).post<OrderView>('/gateway/purchase/check-booking', { reference, email });
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
