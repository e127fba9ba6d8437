/**
 * Buying a stay: the buyer's details, then the options (insurance, promotion code, gift cards), each change priced
 * by the server, then the payment (card, wallet), beside the booking summary and its breakdown. The buyer's details
 * come first, before the stay's summary has loaded (the page's first view: docs/decisions/0142); the options follow
 * once both are there.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Buyer } from '@storefront/buyer';
import { SITES } from '@storefront/contracts';
import type { BookingHash } from '@storefront/criteria';
import { Alert, Button, Skeleton, lazyComponent } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { activityDatesOf, datedActivityIds, fetchInsurance, insurablePolicy, quoteBreakdown } from '../../api/checkout';
import { breakdownOf, stayOrderBody, voucherCoverOf, type StayOrder } from '../../api/orders';
import type { OfferDetail, Quote, Stay } from '../../api/types';
import { useResource } from '../../api/use-resource';
import { writeBookingHash } from '../../state/url';
import { BookingSummary } from '../booking-summary/booking-summary';
import { BuyerFields, focusFirstError } from '../buyer-form/buyer-form';
import { useBuyerForm } from '../buyer-form/use-buyer-form';
import { walletKind } from '../payment/methods';
import type { PlanType } from '../payment/instalments';
import { loadAnalytics, useOrderPlaced, usePayLabel, useTestMethod } from '../payment/use-payment';
import { purchaseFingerprint, useStayPurchase } from '../payment/use-stay-purchase';

// What shows once the buyer's details are valid (the options) or a wallet payment starts (its modal) is a chunk of
// its own: the page is usable without it (JS before usable), and it is fetched when the visitor continues.
export const stepChunks = {
  insurance: lazyComponent(() => import(/* webpackChunkName: "checkout-options" */ '../options/insurance-choice').then((m) => m.InsuranceChoice)),
  codes: lazyComponent(() => import(/* webpackChunkName: "checkout-options" */ '../options/codes').then((m) => m.Codes)),
  instalments: lazyComponent(() => import(/* webpackChunkName: "checkout-options" */ '../payment/instalments').then((m) => m.Instalments)),
  payment: lazyComponent(() => import(/* webpackChunkName: "checkout-options" */ '../payment/payment-step').then((m) => m.PaymentStep)),
};
const { insurance: InsuranceChoice, codes: Codes, instalments: Instalments, payment: PaymentStep } = stepChunks;

/** What is bought: the offer, its quote for the stay. */
export interface StayBooked {
  detail: OfferDetail;
  quote: Quote;
  stay: Stay;
}

export interface StayCheckoutProps {
  /** null while it loads (and in the first view, which does not know the stay) */
  booking: StayBooked | null;
  hash: BookingHash;
}

export function StayCheckout({ booking, hash }: StayCheckoutProps) {
  const t = useT();
  const { context, client } = useApp();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useBuyerForm(SITES[context.locale].country, formRef);
  const { detail, quote, stay } = booking ?? {};
  const insuranceRef = useRef<HTMLDivElement>(null);
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  const [insurance, setInsurance] = useState<boolean | null>(null);
  const [promotionCode, setPromotionCode] = useState<string | undefined>();
  const [giftCards, setGiftCards] = useState<string[]>([]);
  // a beneficiary comes from the redemption page with the voucher already in the link
  const [voucherCode, setVoucherCode] = useState<string | undefined>(hash.voucher);
  const [askedToPay, setAskedToPay] = useState(false);
  const [paymentPlan, setPaymentPlan] = useState<PlanType | null>(null);
  // the options (the insurance question, required) and the payment step have shown: paying waits for them (0147)
  const [stepsLoaded, setStepsLoaded] = useState(false);
  const testMethod = useTestMethod();

  const offerId = hash.offerId ?? hash.id!;
  const activityDates = useMemo(() => (detail ? activityDatesOf(datedActivityIds(detail), hash.activityDates) : []), [detail, hash.activityDates]);
  const policy = quote ? insurablePolicy(quote.cancellationPolicy.type) : null;
  const insured = useResource(quote && policy ? `insurance:${quote.priceInfo.sellPrice}:${policy}` : null, (signal) => fetchInsurance(client, quote!.priceInfo.sellPrice, policy!, signal));
  const offersInsurance = !!insured.data?.hasInsurance && insured.data.amount !== null;
  const insuranceAmount = insurance && offersInsurance ? insured.data!.amount : null;

  // known in the browser only, once the stay is (the first view has none)
  const fingerprint = booking ? purchaseFingerprint(window.location.pathname, hash) : '';
  const purchase = useStayPurchase(fingerprint);
  const estimate = quote ? quoteBreakdown(quote, insuranceAmount) : null;

  // every change of the buyer or the options is priced by the server once the buyer's details are valid
  const { price, reset } = purchase;
  useEffect(() => {
    if (!buyer || !stay || !estimate) return;
    const order: StayOrder = { site: context.locale, offerId, stay, activityDates, minisiteId: context.minisite?.id ?? null, buyer, insurance: offersInsurance ? insurance : null, promotionCode, giftCards, voucherCode, paymentPlan };
    void price((amount) => stayOrderBody(order, amount), estimate.total);
    return reset;
    // estimate.total follows the options listed here and the stay
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [buyer, stay, quote, insurance, promotionCode, giftCards, voucherCode, paymentPlan, offersInsurance, price, reset]);

  const order = purchase.priced;
  const breakdown = order && quote ? breakdownOf(order.priceBreakdown, quote.localTaxTotalAmount, 'stay', voucherCoverOf(order.items)) : estimate;
  const toPay = order?.priceBreakdown.remainingAmountToPay;

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

  const placed = useOrderPlaced();
  const confirm = (orderUUID: string) => placed(orderUUID, toPay ?? 0, [{ id: String(offerId), type: 'STAY', label: detail?.label, price: toPay ?? 0, category: 'weekend' }]);
  const label = detail?.label;
  const sellPrice = quote?.priceInfo.sellPrice;
  useEffect(() => {
    if (label === undefined || sellPrice === undefined) return;
    const params = { currency: 'EUR', value: sellPrice, items: [{ item_id: String(offerId), item_name: label, item_category: 'weekend', price: sellPrice, quantity: 1 }] };
    void loadAnalytics().then((m) => m.countAddToCart(client, context.locale, fingerprint, params));
  }, [client, context.locale, fingerprint, offerId, label, sellPrice]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!buyer) {
      // first the buyer's details; the options and the payment follow once they are valid
      const { buyer: valid, errors } = form.submit();
      if (valid) {
        void Promise.all(Object.values(stepChunks).map((chunk) => chunk.preload())).then(() => setStepsLoaded(true), () => undefined);
        setBuyer(valid);
      } else focusFirstError(formRef.current, errors);
      return;
    }
    if (!validate() || !order || purchase.pricing) return;
    const paid = await purchase.pay(testMethod.method);
    if (paid) confirm(paid);
  };

  const busy = purchase.pricing || purchase.paying;
  const payLabel = usePayLabel(purchase, !!buyer);
  return (
    <div className="sf-checkout-layout">
      <form ref={formRef} className="sf-checkout-form" noValidate onSubmit={onSubmit}>
        {hash.error && !buyer ? <Alert variant="error">{t('payment.walletFailed', { method: walletKind() })}</Alert> : null}
        <BuyerFields form={form} />
        {buyer && quote && stay ? (
          <>
            <section className="sf-checkout-step" aria-labelledby="sf-checkout-options-title">
              <h2 id="sf-checkout-options-title" className="sf-checkout-step-title">
                {t('options.title')}
              </h2>
              <Suspense fallback={null}>
                <div ref={insuranceRef}>
                  <InsuranceChoice insurance={insured.data} failed={!!insured.error} value={insurance} onChange={setInsurance} showError={askedToPay} />
                </div>
                <Codes promotionCode={promotionCode} giftCards={giftCards} onPromotionCode={setPromotionCode} onGiftCards={setGiftCards} voucher={{ code: voucherCode, onChange: setVoucherCode }} />
              </Suspense>
            </section>
            <Suspense fallback={null}>
              <PaymentStep
                purchase={purchase}
                codes={[voucherCode ?? '', promotionCode ?? '', ...giftCards]}
                testMethod={testMethod}
                validate={validate}
                onPaid={confirm}
                walletError={hash.error}
                setWalletError={(error) => writeBookingHash({ ...hash, error })}
              >
                {toPay ? <Instalments amount={toPay} quote={quote} checkin={stay.checkin} value={paymentPlan} onChange={setPaymentPlan} /> : null}
              </PaymentStep>
            </Suspense>
          </>
        ) : null}
        {/* paying waits for the order's price, for knowing whether insurance is offered and for its question to show (its choice is required) */}
        <Button type="submit" size="large" block loading={busy} disabled={!!buyer && (!order || insured.loading || !stepsLoaded)}>
          {payLabel}
        </Button>
      </form>
      <div className="sf-checkout-layout__aside" aria-busy={booking ? undefined : true}>
        {booking && breakdown ? <BookingSummary {...booking} hash={hash} breakdown={breakdown} repricing={purchase.pricing} /> : <Skeleton className="sf-checkout-summary-placeholder" />}
      </div>
    </div>
  );
}
