/**
 * /checkout?flow=gifting (docs/decisions/0050) and /checkout?flow=activity: the gift mf-gift handed over (a single
 * voucher, a box, a gift card) or the activity of the link summed up, the buyer (whose address is where a physical
 * gift is sent), the promotion code and gift cards, each change priced by the server, then the payment. No gift for
 * this address (another tab, a shared link, a damaged entry) is 'nothing to pay here' with a way back.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Buyer } from '@storefront/buyer';
import { EMPTY_GIFT_TEXT, SITES, giftTextErrors, readGiftCheckout, type GiftText } from '@storefront/contracts';
import { parseBookingHash } from '@storefront/criteria/booking-hash';
import { formatDate, formatMoney, useSite } from '@storefront/i18n';
import { Alert, Button, Skeleton, lazyComponent } from '@storefront/ui';
import { useApp, usePaths, useT } from '../../app-context';
import { activitySale, fetchGiftView, giftItemOf, saleItemId, giftFingerprint, giftOrderBody, withGiftText, type ActivityItem, type GiftView, type Sale } from '../../api/gifts';
import { breakdownOf } from '../../api/orders';
import type { PriceBreakdown } from '../../api/types';
import { useResource } from '../../api/use-resource';
import { writeBookingHash } from '../../state/url';
import { Breakdown } from '../booking-summary/booking-summary';
import { BuyerFields, focusFirstError } from '../buyer-form/buyer-form';
import { useBuyerForm } from '../buyer-form/use-buyer-form';
import { GiftTextFields } from './gift-text-fields';
import { AlreadyPaid } from '../checkout-page/already-paid';
import { walletKind } from '../payment/methods';
import { loadAnalytics, useOrderPlaced, usePayLabel, useTestMethod } from '../payment/use-payment';
import { paidOrderOf, useStayPurchase } from '../payment/use-stay-purchase';

const Codes = lazyComponent(() => import(/* webpackChunkName: "checkout-options" */ '../options/codes').then((m) => m.Codes));
const PaymentStep = lazyComponent(() => import(/* webpackChunkName: "checkout-options" */ '../payment/payment-step').then((m) => m.PaymentStep));

function readGift(search: string): Sale | null {
  try {
    return readGiftCheckout(window.sessionStorage, search);
  } catch {
    return null;
  }
}

export function GiftCheckoutPage({ search, hash }: { search: string; hash: string }) {
  const t = useT();
  const p = usePaths();
  const { client } = useApp();
  const [attempt, setAttempt] = useState(0);
  const activity = new URLSearchParams(search).get('flow') === 'activity';
  const parsedHash = useMemo(() => parseBookingHash(hash).hash, [hash]);
  const gift = useMemo(() => (activity ? activitySale(parsedHash, search, p) : readGift(search)), [activity, parsedHash, search, p]);
  const title = t(activity ? 'gift.activityTitle' : 'gift.title');
  const fingerprint = gift ? giftFingerprint(window.location.pathname, gift) : '';
  const paid = useMemo(() => (fingerprint ? paidOrderOf(fingerprint) : null), [fingerprint]);
  const view = useResource(gift && !paid ? `gift:${fingerprint}:${attempt}` : null, (signal) => fetchGiftView(client, gift!, signal));
  if (!gift) {
    return (
      <section className="sf-checkout-problem" aria-labelledby="sf-checkout-problem-title">
        <h1 id="sf-checkout-problem-title" className="sf-checkout-title">
          {title}
        </h1>
        <Alert variant="info">{t(activity ? 'gift.noActivity' : 'gift.nothing')}</Alert>
        <a className="sf-ui-button sf-ui-button--primary" href={activity ? p.activitySearch() : p.home()}>
          {t(activity ? 'problem.backToSearch' : 'notFound.home')}
        </a>
      </section>
    );
  }
  if (paid) return <AlreadyPaid title={title} reference={paid.booking.reference} orderUUID={paid.booking.orderUUID} />;
  if (view.error) {
    return (
      <>
        <h1 className="sf-checkout-title">{title}</h1>
        <Alert
          variant="error"
          action={
            <>
              <Button onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button>{' '}
              <a className="sf-checkout-link" href={gift.backUrl}>
                {t('gift.edit')}
              </a>
            </>
          }
        >
          {t('common.error')}
        </Alert>
      </>
    );
  }
  return (
    <>
      <h1 className="sf-checkout-title">{title}</h1>
      {view.data ? <GiftPurchase gift={gift} view={view.data} fingerprint={fingerprint} walletError={parsedHash.error} /> : <Skeleton height={320} />}
    </>
  );
}

interface GiftPurchaseProps {
  gift: Sale;
  view: GiftView;
  fingerprint: string;
  walletError: boolean;
}

function GiftPurchase({ gift, view, fingerprint, walletError }: GiftPurchaseProps) {
  const { context, client } = useApp();
  const form = useBuyerForm(SITES[context.locale].country);
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  const [promotionCode, setPromotionCode] = useState<string | undefined>();
  const [giftCards, setGiftCards] = useState<string[]>([]);
  // an activity offered: the sender's name and message, as typed and as last validated (priced and ordered with it)
  const offered = gift.giftType === 'ACTIVITY' && (giftItemOf(gift) as ActivityItem).customType === 'GIFT';
  const [text, setText] = useState<GiftText>(EMPTY_GIFT_TEXT);
  const [textSubmitted, setTextSubmitted] = useState(false);
  const [giftText, setGiftText] = useState<GiftText | null>(null);
  const testMethod = useTestMethod();
  const purchase = useStayPurchase(fingerprint);
  const estimate: PriceBreakdown = { lines: view.listPrice !== null ? [{ key: 'gift', amount: view.listPrice }] : [], total: view.listPrice ?? 0, localTax: 0 };

  // every change of the buyer or the codes is priced by the server once the buyer's details are valid
  const { price, reset } = purchase;
  useEffect(() => {
    if (!buyer) return;
    const sale = offered && giftText ? withGiftText(gift, giftText) : gift;
    void price((amount) => giftOrderBody({ site: context.locale, gift: sale, buyer, promotionCode, giftCards }, amount), estimate.total);
    return reset;
    // estimate.total follows the gift, which does not change on this page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [buyer, promotionCode, giftCards, gift, giftText, price, reset]);

  /** The sender's name and message follow the gift customisation rule (errors shown and focused otherwise). */
  const validText = (): GiftText | null => {
    if (!offered) return null;
    setTextSubmitted(true);
    const errors = giftTextErrors(text, true);
    const first = Object.keys(errors)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#sf-checkout-gift-${first}`)?.focus();
      return null;
    }
    return { fromName: text.fromName.trim(), message: text.message.trim() };
  };

  const order = purchase.priced;
  const breakdown = order ? breakdownOf(order.priceBreakdown, 0, 'gift') : estimate;
  const toPay = order?.priceBreakdown.remainingAmountToPay;

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
    if (offered) {
      const words = validText();
      if (!words) return false;
      if (JSON.stringify(words) !== JSON.stringify(giftText)) {
        setGiftText(words);
        return false;
      }
    }
    return true;
  };

  const category = { GIFTCARD: 'gift_card', BOX: 'box', SINGLEVOUCHER: 'single_voucher', ACTIVITY: 'activity' }[gift.giftType];
  const itemId = saleItemId(gift);
  const placed = useOrderPlaced();
  const confirm = (orderUUID: string) => placed(orderUUID, toPay ?? 0, [{ id: itemId, type: gift.giftType, label: view.title || undefined, price: toPay ?? 0, category }]);
  useEffect(() => {
    const params = { currency: 'EUR', value: view.listPrice ?? 0, items: [{ item_id: itemId, item_name: view.title || category, item_category: category, price: view.listPrice ?? 0, quantity: 1 }] };
    void loadAnalytics().then((m) => m.countAddToCart(client, context.locale, fingerprint, params));
  }, [client, context.locale, fingerprint, itemId, view.title, view.listPrice, category]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!buyer) {
      const { buyer: valid, errors } = form.submit();
      const words = valid && offered ? validText() : null;
      if (valid && offered && !words) return;
      if (words) setGiftText(words);
      if (valid) {
        void Codes.preload().catch(() => undefined);
        void PaymentStep.preload().catch(() => undefined);
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
        {walletError && !buyer ? <Alert variant="error">{t('payment.walletFailed', { method: walletKind() })}</Alert> : null}
        <BuyerFields form={form} specialRequest={false} addressHint={view.physical ? t('gift.shippingAddress') : undefined} />
        {offered ? <GiftTextFields text={text} onChange={setText} submitted={textSubmitted} /> : null}
        {buyer ? (
          <>
            <section className="sf-checkout-step" aria-labelledby="sf-checkout-options-title">
              <h2 id="sf-checkout-options-title" className="sf-checkout-step-title">
                {t('options.title')}
              </h2>
              <Suspense fallback={null}>
                <Codes promotionCode={promotionCode} giftCards={giftCards} onPromotionCode={setPromotionCode} onGiftCards={setGiftCards} />
              </Suspense>
            </section>
            <Suspense fallback={null}>
              <PaymentStep
                purchase={purchase}
                codes={[promotionCode ?? '', ...giftCards]}
                testMethod={testMethod}
                validate={validate}
                onPaid={confirm}
                walletError={walletError}
                setWalletError={(error) => writeBookingHash({ ...(gift.giftType === 'ACTIVITY' ? parseBookingHash(window.location.hash).hash : {}), error })}
              />
            </Suspense>
          </>
        ) : null}
        <Button type="submit" size="large" block loading={busy} disabled={!!buyer && !order}>
          {payLabel}
        </Button>
      </form>
      <div className="sf-checkout-layout__aside">
        <GiftSummary gift={gift} view={view} breakdown={breakdown} repricing={purchase.pricing} />
      </div>
    </div>
  );
}

/** What is given: the product (or the gift card's amount and recipient), its format, the giver's words, the price. */
export function GiftSummary({ gift, view, breakdown, repricing }: { gift: Sale; view: GiftView; breakdown: PriceBreakdown; repricing?: boolean }) {
  const t = useT();
  const site = useSite();
  const money = (cents: number) => formatMoney(cents, site, { fractionDigits: 2 });
  const title = gift.giftType === 'GIFTCARD' ? t('gift.giftCardTitle', { amount: money(view.listPrice ?? 0) }) : view.title;
  const kind = t(`gift.kind.${gift.giftType}`);
  return (
    <section className="sf-checkout-summary" aria-labelledby="sf-checkout-summary-title">
      <div className="sf-checkout-summary__head">
        {view.image ? <img className="sf-checkout-summary__image" src={view.image} alt="" width={160} height={90} /> : null}
        <div>
          <h2 id="sf-checkout-summary-title" className="sf-checkout-summary__title">
            {title}
          </h2>
          <p className="sf-checkout-muted">{kind}</p>
        </div>
      </div>
      <ul className="sf-checkout-facts" data-testid="gift-facts">
        {view.nights || view.persons ? <li>{[view.nights ? t('summary.nights', { count: view.nights }) : null, view.persons ? t('summary.adults', { count: view.persons }) : null].filter(Boolean).join(' · ')}</li> : null}
        {gift.giftType === 'SINGLEVOUCHER' || gift.giftType === 'BOX' ? <li>{t(view.physical ? 'gift.physical' : 'gift.digital')}</li> : null}
        {view.ownUse !== null ? <li>{t(view.ownUse ? 'gift.ownUse' : 'gift.offered')}</li> : null}
        {gift.giftType === 'ACTIVITY' ? <li>{t('gift.activityValidity')}</li> : null}
        {view.recipient ? <li>{t('gift.recipient', { name: view.recipient.name, email: view.recipient.email })}</li> : null}
        {view.deliveryDate ? <li>{t('gift.deliveryDate', { date: formatDate(view.deliveryDate, 'EEE d MMM yyyy', site) })}</li> : null}
        {view.fromName ? <li>{t('gift.from', { name: view.fromName })}</li> : null}
        {view.message ? <li className="sf-checkout-muted">“{view.message}”</li> : null}
      </ul>
      <a className="sf-checkout-link" href={gift.backUrl} aria-label={t(gift.giftType === 'ACTIVITY' ? 'gift.editActivityLabel' : 'gift.editLabel')}>
        {t('gift.edit')}
      </a>
      <h3 className="sf-checkout-subtitle">{t('summary.price')}</h3>
      <Breakdown breakdown={breakdown} busy={repricing} />
    </section>
  );
}
