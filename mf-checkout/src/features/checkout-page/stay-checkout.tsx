/**
 * Buying a stay: the buyer's details, then the options (insurance, promotion code, gift cards), each change priced
 * by the server, then the payment (card, wallet), beside the booking summary and its breakdown.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Buyer } from '@storefront/buyer';
import { SITES, readCookie } from '@storefront/contracts';
import type { BookingHash } from '@storefront/criteria';
import { emit } from '@storefront/event-bus';
import { formatMoney, useSite } from '@storefront/i18n';
import { Alert, Button, RadioGroup } from '@storefront/ui';
import { useApp, usePaths, useT } from '../../app-context';
import { activityDatesOf, datedActivityIds, fetchInsurance, insurablePolicy, quoteBreakdown } from '../../api/checkout';
import { breakdownOf, type StayOrder } from '../../api/orders';
import type { OfferDetail, Quote, Stay } from '../../api/types';
import { useResource } from '../../api/use-resource';
import { writeBookingHash } from '../../state/url';
import { BookingSummary } from '../booking-summary/booking-summary';
import { BuyerFields, focusFirstError } from '../buyer-form/buyer-form';
import { useBuyerForm } from '../buyer-form/use-buyer-form';
import { Codes } from '../options/codes';
import { InsuranceChoice } from '../options/insurance-choice';
import { TEST_PAYMENT_METHODS, walletKind, type TestPaymentMethod } from '../payment/methods';
import { useStayPurchase } from '../payment/use-stay-purchase';
import { WalletModal } from '../payment/wallet-modal';

export interface StayCheckoutProps {
  detail: OfferDetail;
  quote: Quote;
  stay: Stay;
  hash: BookingHash;
}

export function StayCheckout({ detail, quote, stay, hash }: StayCheckoutProps) {
  const t = useT();
  const site = useSite();
  const p = usePaths();
  const { context, client } = useApp();
  const form = useBuyerForm(SITES[context.locale].country);
  const formRef = useRef<HTMLFormElement>(null);
  const insuranceRef = useRef<HTMLDivElement>(null);
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  const [insurance, setInsurance] = useState<boolean | null>(null);
  const [promotionCode, setPromotionCode] = useState<string | undefined>();
  const [giftCards, setGiftCards] = useState<string[]>([]);
  const [askedToPay, setAskedToPay] = useState(false);
  const [testMethod, setTestMethod] = useState<TestPaymentMethod>('pm_card_visa');
  const [wallet, setWallet] = useState<{ open: boolean; loading: boolean }>({ open: false, loading: false });
  const testMode = context.environment !== 'production';

  const offerId = hash.offerId ?? hash.id!;
  const activityDates = useMemo(() => activityDatesOf(datedActivityIds(detail), hash.activityDates), [detail, hash.activityDates]);
  const policy = insurablePolicy(quote.cancellationPolicy.type);
  const insured = useResource(policy ? `insurance:${quote.priceInfo.sellPrice}:${policy}` : null, (signal) => fetchInsurance(client, quote.priceInfo.sellPrice, policy!, signal));
  const offersInsurance = !!insured.data?.hasInsurance && insured.data.amount !== null;
  const insuranceAmount = insurance && offersInsurance ? insured.data!.amount : null;

  const fingerprint = `${window.location.pathname}#${hash.checkin}:${hash.checkout}:${hash.a}:${hash.c}:${hash.b}:${offerId}:${hash.activityDates.join(',')}`;
  const purchase = useStayPurchase(fingerprint);
  const estimate = quoteBreakdown(quote, insuranceAmount);

  // every change of the buyer or the options is priced by the server once the buyer's details are valid
  const { price, reset } = purchase;
  useEffect(() => {
    if (!buyer) return;
    const order: StayOrder = { site: context.locale, offerId, stay, activityDates, minisiteId: context.minisite?.id ?? null, buyer, insurance: offersInsurance ? insurance : null, promotionCode, giftCards };
    void price(order, estimate.total);
    return reset;
    // estimate.total follows the options listed here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [buyer, insurance, promotionCode, giftCards, offersInsurance, price, reset]);

  const order = purchase.order;
  const breakdown = order ? breakdownOf(order.priceBreakdown, quote.localTaxTotalAmount) : estimate;
  const toPay = order?.priceBreakdown.remainingAmountToPay;
  const method = walletKind();

  /** The buyer and the insurance choice are valid (errors shown and focused otherwise). */
  const validate = (): boolean => {
    const { buyer: valid, errors } = form.submit();
    if (!valid) {
      focusFirstError(formRef.current, errors);
      return false;
    }
    if (JSON.stringify(valid) !== JSON.stringify(buyer)) {
      // details changed since the order was priced: price again (the buyer pays once the new price is shown)
      setBuyer(valid);
      return false;
    }
    if (offersInsurance && insurance === null) {
      setAskedToPay(true);
      insuranceRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return false;
    }
    return true;
  };

  const confirm = (orderUUID: string) => {
    emit('analytics', { event: 'purchase', payload: { transaction_id: orderUUID, currency: 'EUR', value: toPay ?? 0, items: [{ item_id: String(offerId), item_group_id: String(hash.id), item_category: 'weekend', price: toPay ?? 0, quantity: 1 }] } });
    emit('navigate', { url: p.confirmation(orderUUID, readCookie('_ga') ?? undefined) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!buyer) {
      // first the buyer's details; the options and the payment follow once they are valid
      const { buyer: valid, errors } = form.submit();
      if (valid) setBuyer(valid);
      else focusFirstError(formRef.current, errors);
      return;
    }
    if (!validate() || !order || purchase.pricing) return;
    const paid = await purchase.pay(testMode ? testMethod : 'pm_card_visa');
    if (paid) confirm(paid);
  };

  const payWithWallet = async () => {
    if (!validate() || !order) return;
    setWallet({ open: true, loading: true });
    const paid = await purchase.pay(testMode ? testMethod : 'pm_card_visa');
    if (paid) return confirm(paid);
    emit('analytics', { event: 'payment_failure', payload: { method, currency: 'EUR', value: toPay ?? 0 } });
    writeBookingHash({ ...hash, error: true });
    setWallet({ open: true, loading: false });
  };

  const backToSummary = () => {
    setWallet({ open: false, loading: false });
    writeBookingHash({ ...hash, error: false });
  };

  if (purchase.paidOrder) {
    return (
      <Alert variant="success" action={<a className="sf-ui-button sf-ui-button--primary" href={p.confirmation(purchase.paidOrder.booking.orderUUID)}>{t('payment.seeConfirmation')}</a>}>
        {t('payment.alreadyPaid', { reference: purchase.paidOrder.booking.reference })}
      </Alert>
    );
  }

  const busy = purchase.pricing || purchase.paying;
  return (
    <div className="sf-checkout-layout">
      <form ref={formRef} className="sf-checkout-form" noValidate onSubmit={onSubmit}>
        {hash.error && !wallet.open ? (
          <Alert variant="error">{t('payment.walletFailed', { method })}</Alert>
        ) : null}
        <BuyerFields form={form} />
        {buyer ? (
          <>
            <section className="sf-checkout-step" aria-labelledby="sf-checkout-options-title">
              <h2 id="sf-checkout-options-title" className="sf-checkout-step-title">
                {t('options.title')}
              </h2>
              <div ref={insuranceRef}>
                <InsuranceChoice insurance={insured.data} failed={!!insured.error} value={insurance} onChange={setInsurance} showError={askedToPay} />
              </div>
              <Codes promotionCode={promotionCode} giftCards={giftCards} onPromotionCode={setPromotionCode} onGiftCards={setGiftCards} />
            </section>
            <section className="sf-checkout-step" aria-labelledby="sf-checkout-payment-title" aria-busy={busy || undefined}>
              <h2 id="sf-checkout-payment-title" className="sf-checkout-step-title">
                {t('payment.title')}
              </h2>
              {purchase.pricing ? <p role="status">{t('payment.repricing')}</p> : null}
              {purchase.pricingProblem === 'soldOut' ? <Alert variant="error">{t('problem.soldOut')}</Alert> : null}
              {purchase.pricingProblem === 'codeRefused' ? <Alert variant="error">{t('payment.codeRefused', { code: [promotionCode, ...giftCards].filter(Boolean).join(', ') })}</Alert> : null}
              {purchase.pricingProblem === 'error' ? <Alert variant="error">{t('common.error')}</Alert> : null}
              {purchase.priceRose && toPay !== undefined ? <Alert variant="warning">{t('payment.priceChanged', { amount: formatMoney(toPay, site, { fractionDigits: 2 }) })}</Alert> : null}
              {purchase.paymentProblem ? <Alert variant="error">{t(`payment.${purchase.paymentProblem === 'error' ? 'failed' : purchase.paymentProblem}`)}</Alert> : null}
              {testMode && toPay ? (
                <RadioGroup<TestPaymentMethod>
                  legend={t('payment.testMethod')}
                  name="testPaymentMethod"
                  value={testMethod}
                  options={TEST_PAYMENT_METHODS.map((m) => ({ value: m.id, label: t(m.label) }))}
                  onChange={setTestMethod}
                />
              ) : null}
              {order && toPay === 0 ? <p>{t('payment.nothingToPay')}</p> : null}
              {order && toPay ? (
                <Button variant="secondary" block onClick={payWithWallet} disabled={busy}>
                  {t('payment.wallet', { method })}
                </Button>
              ) : null}
            </section>
          </>
        ) : null}
        <Button type="submit" size="large" block loading={busy} disabled={!!buyer && !order}>
          {!buyer ? t('options.continue') : purchase.paying ? t('payment.paying') : toPay !== undefined ? t('payment.pay', { amount: formatMoney(toPay, site, { fractionDigits: 2 }) }) : t('payment.repricing')}
        </Button>
      </form>
      <div className="sf-checkout-layout__aside">
        <BookingSummary detail={detail} quote={quote} stay={stay} hash={hash} breakdown={breakdown} repricing={purchase.pricing} />
      </div>
      <WalletModal open={wallet.open} method={method} loading={wallet.loading} failed={!wallet.loading} onBook={backToSummary} onClose={backToSummary} />
    </div>
  );
}
