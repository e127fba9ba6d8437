/**
 * Pricing and paying a stay (issue #29 §3-4): every change of the options asks the server for the order's price
 * (POST /purchase/orders, a new Idempotency-Key per attempt); paying sends the PSP's authorization (POST
 * /purchase/zeppto) with the key of this payment attempt, kept in sessionStorage until the attempt has an answer,
 * so a double click, a reload or a back-and-forth replays the same payment instead of paying twice. A paid order is
 * remembered for its checkout link: coming back to it leads to its confirmation, never to a second payment.
 */
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@storefront/api-client';
import type { BookingHash } from '@storefront/criteria';
import { useApp } from '../../app-context';
import { loadAnalytics } from './use-payment';
import { createOrder, newIdempotencyKey, payOrder, serverAmountOf, type OrderCreated, type OrderRequest } from '../../api/orders';

/** sessionStorage: the checkout's order of a link and its payment attempt. */
export const ORDER_STORAGE_KEY = 'sf-checkout-order';

interface StoredOrder {
  /** the checkout link the order was priced for */
  fingerprint: string;
  /** the order's body (without its expected amount) */
  key: string;
  order: OrderCreated;
  /** key of the payment attempt in flight (kept until it has an answer) */
  payKey?: string;
  paid?: boolean;
}

function readStored(): StoredOrder | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(ORDER_STORAGE_KEY) ?? 'null') as StoredOrder | null;
    return value && typeof value.fingerprint === 'string' && value.order?.booking?.orderUUID ? value : null;
  } catch {
    return null;
  }
}
function store(value: StoredOrder | null): void {
  try {
    if (value) window.sessionStorage.setItem(ORDER_STORAGE_KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(ORDER_STORAGE_KEY);
  } catch {
    // storage refused: a reload prices again (a new order), a payment in flight is still guarded by the button
  }
}

/** What identifies a checkout link's purchase: its page, dates, travellers, offer and activity dates. */
export function purchaseFingerprint(pathname: string, hash: BookingHash): string {
  return `${pathname}#${hash.checkin}:${hash.checkout}:${hash.a}:${hash.c}:${hash.b}:${hash.offerId ?? hash.id}:${hash.activityDates.join(',')}`;
}

/** The order already paid from this checkout link in this tab, if any (coming back to it never pays again). */
export function paidOrderOf(fingerprint: string): OrderCreated | null {
  const stored = readStored();
  return stored?.paid && stored.fingerprint === fingerprint ? stored.order : null;
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

export interface StayPurchase {
  order: OrderCreated | null;
  pricing: boolean;
  pricingProblem: PricingProblem | null;
  /** the server's price is above what was shown */
  priceRose: boolean;
  paying: boolean;
  paymentProblem: PaymentProblem | null;
  /** `bodyOf` builds the order's body for an expected amount (a stay's, a gift's). */
  price(bodyOf: (expectedAmount: number) => OrderRequest, expectedAmount: number): Promise<OrderCreated | null>;
  /** `via`: the wallet's name (Apple Pay, Google Pay) or 'card', for the payment_failure event */
  pay(paymentMethod: string, via?: string): Promise<string | null>;
  reset(): void;
}

export function useStayPurchase(fingerprint: string): StayPurchase {
  const { client, context } = useApp();
  const stored = useRef(readStored());
  const mine = stored.current?.fingerprint === fingerprint ? stored.current : null;
  const [order, setOrder] = useState<OrderCreated | null>(mine && !mine.paid ? mine.order : null);
  const [pricing, setPricing] = useState(false);
  const [pricingProblem, setPricingProblem] = useState<PricingProblem | null>(null);
  const [priceRose, setPriceRose] = useState(false);
  const [paying, setPaying] = useState(false);
  const [paymentProblem, setPaymentProblem] = useState<PaymentProblem | null>(null);
  const busy = useRef(false);
  const paid = useRef<string | null>(null);
  const pricingRun = useRef(0);
  const priced = useRef<{ key: string; order: OrderCreated } | null>(mine && !mine.paid ? { key: mine.key, order: mine.order } : null);

  const price = useCallback(
    async (bodyOf: (expectedAmount: number) => OrderRequest, expectedAmount: number) => {
      // the same order again (an option set back to what was priced): the priced one stands
      const key = JSON.stringify(bodyOf(0));
      if (key === priced.current?.key) {
        setOrder(priced.current.order);
        return priced.current.order;
      }
      const run = ++pricingRun.current;
      setPricing(true);
      setPricingProblem(null);
      setPriceRose(false);
      try {
        let created: OrderCreated;
        try {
          created = await createOrder(client, bodyOf(expectedAmount), newIdempotencyKey());
        } catch (error) {
          // a code or an option changed the amount: the server says what it is, the next attempt expects it
          const amount = serverAmountOf(error);
          if (amount === null) throw error;
          created = await createOrder(client, bodyOf(amount), newIdempotencyKey());
          if (amount > expectedAmount) setPriceRose(true);
        }
        if (run !== pricingRun.current) return null;
        priced.current = { key, order: created };
        setOrder(created);
        store({ fingerprint, key, order: created });
        window.sessionStorage.setItem(secretKey(created.booking.orderUUID), created.booking.secret);
        return created;
      } catch (error) {
        if (run !== pricingRun.current) return null;
        setOrder(null);
        setPricingProblem(
          isApiError(error) && error.code === 'NO_MORE_AVAILABILITY' ? 'soldOut' : codeRefused(error) ? 'codeRefused' : 'error',
        );
        return null;
      } finally {
        if (run === pricingRun.current) setPricing(false);
      }
    },
    [client, fingerprint],
  );

  const pay = useCallback(
    async (paymentMethod: string, via = 'card') => {
      const current = order;
      // gift cards or a voucher paying it all: the server confirmed the order when it priced it, nothing to charge
      if (current && !current.payment && current.booking.status === 'confirmed') {
        store({ fingerprint, key: '', order: current, paid: true });
        paid.current = current.booking.orderUUID;
        return current.booking.orderUUID;
      }
      // one payment at a time, and none once this order is paid (a second click after the answer)
      if (!current?.payment || busy.current || paid.current === current.booking.orderUUID) return null;
      busy.current = true;
      setPaying(true);
      setPaymentProblem(null);
      // the attempt's key survives a reload until the attempt has an answer
      const saved = readStored();
      const payKey = saved?.order.booking.orderUUID === current.booking.orderUUID && saved.payKey ? saved.payKey : newIdempotencyKey();
      store({ fingerprint, key: priced.current?.key ?? '', order: current, payKey });
      try {
        const result = await payOrder(client, current.payment.paymentIntentId, paymentMethod, payKey);
        store({ fingerprint, key: '', order: current, paid: true });
        paid.current = current.booking.orderUUID;
        return result.booking.orderUUID;
      } catch (error) {
        // this attempt is over: another one (another card) gets its own key
        store({ fingerprint, key: priced.current?.key ?? '', order: current });
        const code = isApiError(error) ? error.code : '';
        const failure = { method: via, currency: 'EUR', value: current.payment.amount, reason: code || 'network' };
        void loadAnalytics().then((m) => m.track(client, context.locale, 'payment_failure', failure));
        setPaymentProblem(code === 'PAYMENT_DECLINED' ? 'declined' : code === 'AUTHENTICATION_REQUIRED' ? 'authentication' : 'error');
        return null;
      } finally {
        busy.current = false;
        setPaying(false);
      }
    },
    [client, context.locale, fingerprint, order],
  );

  /** Forget a pricing in flight (its options changed); the order shown stays until the next one is priced. */
  const reset = useCallback(() => {
    pricingRun.current++;
    setPricing(false);
  }, []);

  return { order, pricing, pricingProblem, priceRose, paying, paymentProblem, price, pay, reset };
}
