/**
 * /confirmation/{orderUUID} (issue #29 §5): the reference, what was bought with its dates, the amount paid and what
 * paid it, next steps and add-to-calendar for a stay. The order is read with its secret, kept by this tab when it
 * ordered; without it (another device, a shared link) the visitor finds it by booking number and e-mail.
 */
import { useState, type FormEvent } from 'react';
import { isApiError } from '@storefront/api-client';
import { formatDate, useSite } from '@storefront/i18n';
import { Alert, Button, Skeleton } from '@storefront/ui';
import { useApp, usePaths, useT } from '../../app-context';
import { checkBooking, fetchOrder, printableVoucherUrl, stayDetailsOf, voucherCoverOf, type OrderView } from '../../api/orders';
import { useResource } from '../../api/use-resource';
import { planTitle, Schedule } from '../payment/instalments';
import { secretKey } from '../payment/use-stay-purchase';
import { stayCalendar } from './calendar';
import { IssuedItem, useOrderFormats } from './issued-item';

function readSecret(orderUUID: string): string | null {
  try {
    return window.sessionStorage.getItem(secretKey(orderUUID));
  } catch {
    return null;
  }
}

export function ConfirmationPage({ orderUUID }: { orderUUID: string }) {
  const { client } = useApp();
  const secret = readSecret(orderUUID);
  const [found, setFound] = useState<OrderView | null>(null);
  const read = useResource(secret ? `order:${orderUUID}` : null, (signal) => fetchOrder(client, orderUUID, secret!, signal));
  const order = found ?? read.data;
  // found by 'check my booking': no secret in this tab, so no printable voucher link (printing the page still works)
  if (order) return <OrderConfirmation order={order} secret={found ? null : secret} />;
  if (read.loading) return <Skeleton height={320} />;
  return <CheckBooking onFound={setFound} />;
}

/** An order as its confirmation shows it (also 'check my booking' on /account/trips). */
export function OrderConfirmation({ order, secret }: { order: OrderView; secret: string | null }) {
  const t = useT();
  const site = useSite();
  const p = usePaths();
  const { context } = useApp();
  const { money, date } = useOrderFormats();
  const confirmed = order.status === 'confirmed' || order.status === 'paid';
  const b = order.priceBreakdown;
  const gift = order.items.every((item) => item.kind !== 'stay');
  const voucher = voucherCoverOf(order.items);
  return (
    <section className="sf-checkout-confirmation" aria-labelledby="sf-checkout-confirmation-title">
      <h1 id="sf-checkout-confirmation-title" className="sf-checkout-title">
        {confirmed ? t(gift ? 'confirmation.giftTitle' : 'confirmation.title') : t('confirmation.pending')}
      </h1>
      <p className="sf-checkout-reference">
        {t('confirmation.reference')} <strong data-testid="reference">{order.reference}</strong>
      </p>
      <p>{t('confirmation.email', { email: order.buyer.email })}</p>
      {order.items.map((item, i) => {
        const stay = stayDetailsOf(item);
        if (!stay) return null;
        const ics = stayCalendar({ uid: `${order.orderUUID}-${i}@storefront`, title: t('confirmation.calendarTitle', { reference: order.reference }), checkin: stay.checkinDate, checkout: stay.checkoutDate, description: t('confirmation.reference') + ' ' + order.reference });
        return (
          <div key={i} className="sf-checkout-step" data-testid="confirmation-stay">
            <h2 className="sf-checkout-step-title">{t('confirmation.stay')}</h2>
            <p>
              {t('summary.dates', { from: date(stay.checkinDate), to: date(stay.checkoutDate) })} · {t('summary.nights', { count: stay.nights })}
            </p>
            <p>{t('summary.adults', { count: stay.pax.numberOfAdults })}</p>
            <a className="sf-checkout-link" href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download={`booking-${order.reference}.ics`}>
              {t('confirmation.addToCalendar')}
            </a>
          </div>
        );
      })}
      {order.issued.length ? (
        <div className="sf-checkout-step" data-testid="confirmation-gifts">
          <h2 className="sf-checkout-step-title">{t('confirmation.gifts', { count: order.issued.length })}</h2>
          <ul className="sf-checkout-issued">
            {order.issued.map((issued) => (
              <IssuedItem key={issued.code} issued={issued} codeTestId="issued-code">
                {secret && issued.kind !== 'gift_card' ? (
                  <a className="sf-checkout-link" href={printableVoucherUrl(context.endpoints, order.orderUUID, issued.code, secret)} target="_blank" rel="noopener" data-testid="voucher-print">
                    {t('confirmation.printVoucher', { code: issued.code })}
                  </a>
                ) : (
                  <button type="button" className="sf-checkout-link-button" onClick={() => window.print()}>
                    {t('confirmation.printPage')}
                  </button>
                )}
              </IssuedItem>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="sf-checkout-step">
        <h2 className="sf-checkout-step-title">{t('confirmation.payment')}</h2>
        <dl className="sf-checkout-breakdown">
          <div>
            <dt>{t('summary.total')}</dt>
            <dd data-testid="confirmation-total">{money(b.totalAmount)}</dd>
          </div>
          {voucher ? (
            <div>
              <dt>{t('summary.voucher', { serial: voucher.code })}</dt>
              <dd data-testid="confirmation-voucher">−{money(voucher.covered)}</dd>
            </div>
          ) : null}
          {b.reductionAmount ? (
            <div>
              <dt>{t('summary.reduction')}</dt>
              <dd>−{money(b.reductionAmount)}</dd>
            </div>
          ) : null}
          {b.giftcards.map((card) => (
            <div key={card.serialNumber}>
              <dt>{t('summary.giftcard', { serial: card.serialNumber })}</dt>
              <dd>−{money(card.usedAmount)}</dd>
            </div>
          ))}
          <div className="sf-checkout-breakdown__total">
            <dt>{t('confirmation.paid')}</dt>
            <dd data-testid="paid">{money(b.remainingAmountToPay)}</dd>
          </div>
        </dl>
        {order.paymentPlan ? (
          <div data-testid="confirmation-plan">
            <h3 className="sf-checkout-subtitle">{t('confirmation.plan')}</h3>
            <p>
              <strong>{planTitle(t, order.paymentPlan, (iso) => formatDate(iso.slice(0, 10), 'd MMM yyyy', site))}</strong>
              <span className="sf-checkout-muted"> · {order.paymentPlan.paymentFee ? t('instalments.fee', { amount: money(order.paymentPlan.paymentFee) }) : t('instalments.noFee')}</span>
            </p>
            <Schedule plan={order.paymentPlan} />
          </div>
        ) : null}
      </div>
      <div className="sf-checkout-step">
        <h2 className="sf-checkout-step-title">{t('confirmation.next')}</h2>
        <ul>
          {gift ? (
            <li>{t('confirmation.nextGift')}</li>
          ) : (
            <>
              <li>{t('confirmation.nextEmail')}</li>
              <li>{t('confirmation.nextHotel')}</li>
            </>
          )}
          <li>{t('confirmation.nextHelp')}</li>
        </ul>
      </div>
      <a className="sf-ui-button sf-ui-button--primary" href={p.home()}>
        {t('notFound.home')}
      </a>
    </section>
  );
}

/** The message of a failed lookup: none found (the same for a wrong number or e-mail), or another problem. */
function lookupError(t: ReturnType<typeof useT>, error: unknown): string | null {
  if (error === undefined || error === null) return null;
  return isApiError(error) && (error.status === 404 || error.status === 400) ? t('confirmation.notFound') : t('common.error');
}

/** 'Check my booking': booking number (8 digits) and e-mail; `initial` from a link, `failure` of its lookup. */
export function CheckBooking({ onFound, initial, failure }: { onFound(order: OrderView): void; initial?: { reference: string; email: string }; failure?: unknown }) {
  const t = useT();
  const { client } = useApp();
  const [reference, setReference] = useState(initial?.reference ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [error, setError] = useState<string | null>(() => lookupError(t, failure));
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{8}$/.test(reference.trim())) return setError(t('confirmation.referenceFormat'));
    setBusy(true);
    setError(null);
    try {
      onFound(await checkBooking(client, reference.trim(), email.trim()));
    } catch (e) {
      setError(lookupError(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="sf-checkout-form sf-checkout-check" noValidate onSubmit={submit} aria-labelledby="sf-checkout-check-title">
      <h1 id="sf-checkout-check-title" className="sf-checkout-title">
        {t('confirmation.checkTitle')}
      </h1>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="sf-checkout-field">
        <label htmlFor="sf-checkout-reference">{t('confirmation.referenceLabel')}</label>
        <input id="sf-checkout-reference" inputMode="numeric" autoComplete="off" maxLength={8} value={reference} onChange={(e) => setReference(e.target.value)} />
      </div>
      <div className="sf-checkout-field">
        <label htmlFor="sf-checkout-check-email">{t('buyer.email')}</label>
        <input id="sf-checkout-check-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <Button type="submit" loading={busy}>
        {t('confirmation.find')}
      </Button>
    </form>
  );
}
