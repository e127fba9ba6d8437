/**
 * Pricing and paying a stay or a gift (issue #29 §3-4; docs/decisions/0043): every change of the options asks the
 * server for a price only (POST /purchase/orders/price: no order, no hold); pressing Pay creates the order for the
 * price shown (POST /purchase/orders) and pays it (POST /purchase/zeppto). The order's and the payment attempt's
 * Idempotency-Keys are kept in sessionStorage until they have an answer, so a double click, a reload or a
 * back-and-forth replays the same order and the same payment instead of ordering or paying twice. A paid order is
 * remembered for its checkout link: coming back to it leads to its confirmation, never to a second payment.
 */
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@storefront/api-client';
import type { BookingHash } from '@storefront/criteria';
import { useApp } from '../../app-context';
import { loadAnalytics } from './use-payment';
import { createOrder, newIdempotencyKey, payOrder, priceOrder, serverAmountOf, type OrderCreated, type OrderPrice, type OrderRequest } from '../../api/orders';

/** sessionStorage: the checkout's order of a link and its payment attempt. */
export const ORDER_STORAGE_KEY = 'sf-checkout-order';

interface StoredOrder {
  /** the checkout link the order is for */
  fingerprint: string;
  /** the order's body (without its expected amount): another body is another order */
  key: string;
  /** Idempotency-Key of the order's creation (kept until it has an answer) */
  orderKey: string;
  order?: OrderCreated;
  /** key of the payment attempt in flight (kept until it has an answer) */
  payKey?: string;
  paid?: boolean;
}

function readStored(): StoredOrder | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(ORDER_STORAGE_KEY) ?? 'null') as StoredOrder | null;
    return value && typeof value.fingerprint === 'string' && typeof value.orderKey === 'string' ? value : null;
  } catch {
    return null;
  }
}
function store(value: StoredOrder | null): void {
  try {
    if (value) window.sessionStorage.setItem(ORDER_STORAGE_KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(ORDER_STORAGE_KEY);
  } catch {
    // storage refused: a reload makes a new order, a payment in flight is still guarded by the button
  }
}

/** What identifies a checkout link's purchase: its page, dates, travellers, offer and activity dates. */
export function purchaseFingerprint(pathname: string, hash: BookingHash): string {
  return `${pathname}#${hash.checkin}:${hash.checkout}:${hash.a}:${hash.c}:${hash.b}:${hash.offerId ?? hash.id}:${hash.activityDates.join(',')}`;
}

/** The order already paid from this checkout link in this tab, if any (coming back to it never pays again). */
export function paidOrderOf(fingerprint: string): OrderCreated | null {
  const stored = readStored();
  return stored?.paid && stored.fingerprint === fingerprint ? (stored.order ?? null) : null;
}

/** The server refused a code of the order: a promotion code, a gift card, a gift voucher (unknown, used, expired). */
function codeRefused(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code.startsWith('VOUCHER_') || (error.status === 404 && /^Voucher /.test(error.message))) return true;
  return !!error.fields?.some((f) => f.field === 'giftCards' || f.field.includes('promotionCode') || f.field.includes('voucherCode'));
}

/** The secret that reads an order on its confirmation page (sessionStorage, per order). */
export const secretKey = (orderUUID: string) => `sf-checkout-secret:${orderUUID}`;

export type PricingProblem = 'soldOut' | 'codeRefused' | 'error';
export type PaymentProblem = 'declined' | 'authentication' | 'error';

function pricingProblemOf(error: unknown): PricingProblem {
  return isApiError(error) && error.code === 'NO_MORE_AVAILABILITY' ? 'soldOut' : codeRefused(error) ? 'codeRefused' : 'error';
}

export interface StayPurchase {
  /** the server's price of the options chosen (no order exists before Pay) */
  priced: OrderPrice | null;
  pricing: boolean;
  pricingProblem: PricingProblem | null;
  /** the server's price is above what was shown */
  priceRose: boolean;
  paying: boolean;
  paymentProblem: PaymentProblem | null;
  /** `bodyOf` builds the order's body for an expected amount (a stay's, a gift's). */
  price(bodyOf: (expectedAmount: number) => OrderRequest, expectedAmount: number): Promise<OrderPrice | null>;
  /** Orders what was priced and pays it; `via`: the wallet's name (Apple Pay, Google Pay) or 'card', for the payment_failure event */
  pay(paymentMethod: string, via?: string): Promise<string | null>;
  reset(): void;
}

export function useStayPurchase(fingerprint: string): StayPurchase {
  const { client, context } = useApp();
  const [priced, setPriced] = useState<OrderPrice | null>(null);
  const [pricing, setPricing] = useState(false);
  const [pricingProblem, setPricingProblem] = useState<PricingProblem | null>(null);
  const [priceRose, setPriceRose] = useState(false);
  const [paying, setPaying] = useState(false);
  const [paymentProblem, setPaymentProblem] = useState<PaymentProblem | null>(null);
  const busy = useRef(false);
  const pricingRun = useRef(0);
  /** the body priced last (its key, its builder) and the server's answer */
  const last = useRef<{ key: string; bodyOf: (expectedAmount: number) => OrderRequest; price: OrderPrice } | null>(null);

  const price = useCallback(
    async (bodyOf: (expectedAmount: number) => OrderRequest, expectedAmount: number) => {
      // the same body again (an option set back to what was priced): the price stands
      const key = JSON.stringify(bodyOf(0));
      if (key === last.current?.key) {
        setPriced(last.current.price);
        return last.current.price;
      }
      const run = ++pricingRun.current;
      setPricing(true);
      setPricingProblem(null);
      setPriceRose(false);
      try {
        const answer = await priceOrder(client, bodyOf(expectedAmount));
        if (run !== pricingRun.current) return null;
        if (answer.priceBreakdown.remainingAmountToPay > expectedAmount) setPriceRose(true);
        last.current = { key, bodyOf, price: answer };
        setPriced(answer);
        return answer;
      } catch (error) {
        if (run !== pricingRun.current) return null;
        last.current = null;
        setPriced(null);
        setPricingProblem(pricingProblemOf(error));
        return null;
      } finally {
        if (run === pricingRun.current) setPricing(false);
      }
    },
    [client],
  );

  /** The order of the body priced last: the one this tab already made for it (a reload, a declined card), else a new one. */
  const orderOf = async (current: NonNullable<typeof last.current>): Promise<StoredOrder | null> => {
    const saved = readStored();
    const mine: StoredOrder = saved?.fingerprint === fingerprint && saved.key === current.key ? saved : { fingerprint, key: current.key, orderKey: newIdempotencyKey() };
    if (mine.order) return mine;
    // the creation's key survives a reload until it has an answer: a replay answers the same order
    store(mine);
    const expected = current.price.priceBreakdown.remainingAmountToPay;
    try {
      const order = await createOrder(client, current.bodyOf(expected), mine.orderKey);
      const made = { ...mine, order };
      store(made);
      window.sessionStorage.setItem(secretKey(order.booking.orderUUID), order.booking.secret);
      return made;
    } catch (error) {
      const amount = serverAmountOf(error);
      if (amount === null) throw error;
      // the price changed since it was shown: nothing was ordered; show the new one, the buyer presses Pay again
      store(null);
      last.current = null;
      if ((await price(current.bodyOf, amount)) && amount > expected) setPriceRose(true);
      return null;
    }
  };

  const pay = useCallback(
    async (paymentMethod: string, via = 'card') => {
      const current = last.current;
      // one payment at a time, only of a price shown
      if (!current || busy.current) return null;
      busy.current = true;
      setPaying(true);
      setPaymentProblem(null);
      let mine: StoredOrder | null = null;
      try {
        mine = await orderOf(current);
        // paid already (a second click after the answer): never again
        if (!mine || mine.paid) return null;
        const order = mine.order!;
        // gift cards or a voucher paying it all: the server confirmed the order when it was made, nothing to charge
        if (!order.payment) {
          if (order.booking.status !== 'confirmed') throw new Error(`order ${order.booking.status} without a payment`);
          store({ ...mine, paid: true });
          return order.booking.orderUUID;
        }
        // the attempt's key survives a reload until the attempt has an answer
        mine = { ...mine, payKey: mine.payKey ?? newIdempotencyKey() };
        store(mine);
        const result = await payOrder(client, order.payment.paymentIntentId, paymentMethod, mine.payKey!);
        store({ ...mine, payKey: undefined, paid: true });
        return result.booking.orderUUID;
      } catch (error) {
        if (!mine?.order) {
          // the order could not be made (sold out meanwhile, a gift card balance changed): said like a pricing problem
          setPricingProblem(pricingProblemOf(error));
          return null;
        }
        const code = isApiError(error) ? error.code : '';
        // this attempt is over: another one (another card) gets its own key; an order no longer payable (expired) is forgotten, Pay makes a new one
        store(code === 'ORDER_NOT_PAYABLE' ? null : { ...mine, payKey: undefined });
        const failure = { method: via, currency: 'EUR', value: mine.order.payment?.amount ?? 0, reason: code || 'network' };
        void loadAnalytics().then((m) => m.track(client, context.locale, 'payment_failure', failure));
        setPaymentProblem(code === 'PAYMENT_DECLINED' ? 'declined' : code === 'AUTHENTICATION_REQUIRED' ? 'authentication' : 'error');
        return null;
      } finally {
        busy.current = false;
        setPaying(false);
      }
    },
    // orderOf reads refs and stable callbacks only
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, context.locale, fingerprint, price],
  );

  /** Forget a pricing in flight (its options changed); the price shown stays until the next one is answered. */
  const reset = useCallback(() => {
    pricingRun.current++;
    setPricing(false);
  }, []);

  return { priced, pricing, pricingProblem, priceRose, paying, paymentProblem, price, pay, reset };
}
