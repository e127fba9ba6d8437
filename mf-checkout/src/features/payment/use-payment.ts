/**
 * What every checkout needs before its payment step shows (the step itself is a chunk fetched when the visitor
 * continues): the test payment method, the pay button's text, and what follows a paid order. The analytics module is
 * loaded when an event is sent, never before the page is usable.
 */
import { useState } from 'react';
import { readCookie, type OrderedItem } from '@storefront/contracts';
import { emit } from '@storefront/event-bus';
import { formatMoney, useSite } from '@storefront/i18n';
import { useApp, usePaths, useT } from '../../app-context';
import type { TestPaymentMethod } from './methods';
import type { StayPurchase } from './use-stay-purchase';

/** The beacon module, fetched with the first event. */
export const loadAnalytics = () => import(/* webpackChunkName: "checkout-analytics" */ '../../api/analytics');

/** The payment method to send: the chosen test one outside production, the PSP's card in production. */
export function useTestMethod() {
  const { context } = useApp();
  const testMode = context.environment !== 'production';
  const [testMethod, setTestMethod] = useState<TestPaymentMethod>('pm_card_visa');
  return { testMode, testMethod, setTestMethod, method: testMode ? testMethod : 'pm_card_visa' };
}

/**
 * What follows a paid order: the purchase event (data layer and beacon), 'order-placed' on the bus for the other
 * remotes, then its confirmation page.
 */
export function useOrderPlaced() {
  const { client, context } = useApp();
  const p = usePaths();
  return (orderUUID: string, value: number, items: (OrderedItem & { category: string })[]) => {
    const purchase = {
      transaction_id: orderUUID,
      currency: 'EUR',
      value,
      items: items.map((item) => ({ item_id: item.id, item_name: item.label ?? item.id, item_category: item.category, price: item.price, quantity: 1 })),
    };
    void loadAnalytics().then((m) => m.track(client, context.locale, 'purchase', purchase));
    emit('order-placed', { orderUUID, items: items.map(({ category: _category, ...item }) => item) });
    emit('navigate', { url: p.confirmation(orderUUID, readCookie('_ga') ?? undefined) });
  };
}

/** The pay button's text: continue (no buyer yet), paying, the server's amount, or pricing. */
export function usePayLabel(purchase: StayPurchase, hasBuyer: boolean): string {
  const t = useT();
  const site = useSite();
  const toPay = purchase.priced?.priceBreakdown.remainingAmountToPay;
  if (!hasBuyer) return t('options.continue');
  if (purchase.paying) return t('payment.paying');
  if (toPay === 0) return t('payment.seeConfirmation');
  return toPay !== undefined ? t('payment.pay', { amount: formatMoney(toPay, site, { fractionDigits: 2 }) }) : t('payment.repricing');
}
