/**
 * Booking summary (issue #29 §1): what is bought with its dates, nights, travellers, room, programme and activity
 * dates, the cancellation policy and the server's price breakdown, with an edit link back to the product page.
 */
import { formatDate, formatMoney, useSite } from '@storefront/i18n';
import type { BookingHash } from '@storefront/criteria';
import { useT } from '../../app-context';
import type { OfferDetail, PriceBreakdown, Quote, Stay } from '../../api/types';
import { useProductLink } from './problem-message';

export interface BookingSummaryProps {
  detail: OfferDetail;
  quote: Quote;
  stay: Stay;
  hash: BookingHash;
  breakdown: PriceBreakdown;
  /** the breakdown is being priced again by the server */
  repricing?: boolean;
}

export function BookingSummary({ detail, quote, stay, hash, breakdown, repricing }: BookingSummaryProps) {
  const t = useT();
  const site = useSite();
  const edit = useProductLink(hash);
  const date = (iso: string) => formatDate(iso, 'EEE d MMM yyyy', site);
  const image = detail.images[0];
  const travellers = [t('summary.adults', { count: stay.a }), stay.c ? t('summary.children', { count: stay.c }) : null, stay.b ? t('summary.babies', { count: stay.b }) : null].filter(Boolean).join(', ');
  const datesOf = new Map(quote.reservationCriteria.activityDaySelections.map((s) => [s.activityId, s.date]));
  const policy = quote.cancellationPolicy;
  return (
    <section className="sf-checkout-summary" aria-labelledby="sf-checkout-summary-title">
      <div className="sf-checkout-summary__head">
        {image ? <img className="sf-checkout-summary__image" src={image.sizes['640_360'] ?? image.url} alt="" width={160} height={90} /> : null}
        <div>
          <h2 id="sf-checkout-summary-title" className="sf-checkout-summary__title">
            {detail.label}
          </h2>
          <p className="sf-checkout-muted">
            {detail.hotel.label} · {detail.hotel.location.label}
          </p>
        </div>
      </div>
      <ul className="sf-checkout-facts">
        <li data-testid="summary-dates">
          {t('summary.dates', { from: date(stay.checkin), to: date(stay.checkout) })} · {t('summary.nights', { count: stay.nights })}
        </li>
        <li data-testid="summary-travellers">{travellers}</li>
        <li>
          {t('summary.room', { room: detail.room.label })}
        </li>
      </ul>
      {quote.programLineList.length ? (
        <>
          <h3 className="sf-checkout-subtitle">{t('summary.programme')}</h3>
          <ul className="sf-checkout-programme">
            {quote.programLineList.map((line) => {
              const on = line.activityId !== null ? datesOf.get(line.activityId) : undefined;
              return (
                <li key={line.id}>
                  {line.title}
                  {on ? <span className="sf-checkout-muted"> {t('summary.activityOn', { date: date(on) })}</span> : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <h3 className="sf-checkout-subtitle">{policy.label}</h3>
      <p data-testid="summary-cancellation">{policyText(policy.message, policy.cancellationDeadline, date)}</p>
      {edit ? (
        <a className="sf-checkout-link" href={edit} aria-label={t('summary.editLabel')}>
          {t('summary.edit')}
        </a>
      ) : null}
      <h3 className="sf-checkout-subtitle">{t('summary.price')}</h3>
      <Breakdown breakdown={breakdown} busy={repricing} />
    </section>
  );
}

/** The policy's text with its deadline written in the site's language ('… jusqu’au {deadline}'). */
export function policyText(message: string, deadline: string | null, date: (iso: string) => string): string {
  return deadline ? message.replace('{deadline}', date(deadline)) : message;
}

/** The server's price lines (a reduction and the gift cards are taken off), the total and the local tax. */
export function Breakdown({ breakdown, busy }: { breakdown: PriceBreakdown; busy?: boolean }) {
  const t = useT();
  const site = useSite();
  const money = (cents: number) => formatMoney(cents, site, { fractionDigits: 2 });
  return (
    <div aria-busy={busy || undefined}>
      <dl className="sf-checkout-breakdown">
        {breakdown.lines.map((line) => (
          <div key={`${line.key}:${line.detail ?? ''}`}>
            <dt>{t(`summary.${line.key}`, { serial: line.detail })}</dt>
            <dd>{line.key === 'reduction' || line.key === 'giftcard' || line.key === 'voucher' ? `−${money(line.amount)}` : money(line.amount)}</dd>
          </div>
        ))}
        <div className="sf-checkout-breakdown__total">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="total" data-cents={breakdown.total}>
            {money(breakdown.total)}
          </dd>
        </div>
      </dl>
      {breakdown.localTax ? <p className="sf-checkout-muted">{t('summary.localTax', { amount: money(breakdown.localTax) })}</p> : null}
    </div>
  );
}
