/**
 * Pay later, 3× and 4× (product-and-purchase §4 'Pay later / instalments', §9): shown only when the API says the
 * stay's final amount is eligible, each with its fee and its schedule (fees on the first payment), from
 * GET /purchase/alma/eligibility. Nothing here computes a date or an amount: the server's plan is shown as it is.
 */
import { formatDate, formatMoney, useSite } from '@storefront/i18n';
import { SITES } from '@storefront/contracts';
import { useApp, useT } from '../../app-context';
import { fetchEligibility, insurablePolicy, type PaymentPlan } from '../../api/checkout';
import type { Quote } from '../../api/types';
import { useResource } from '../../api/use-resource';

export function Instalments({ amount, quote, checkin }: { amount: number; quote: Quote; checkin: string }) {
  const t = useT();
  const site = useSite();
  const { client, context } = useApp();
  const policy = insurablePolicy(quote.cancellationPolicy.type);
  const query = { amount, policy: policy!, cancellableUntil: quote.cancellationPolicy.cancellationDeadline, checkinDate: checkin, country: SITES[context.locale].country };
  const eligible = useResource(policy && amount > 0 ? `eligibility:${amount}:${policy}:${checkin}` : null, (signal) => fetchEligibility(client, query, signal));
  const plans = eligible.data?.paymentMethods ?? [];
  // not eligible, or the call failed: the card and the wallet stay, nothing else is offered
  if (!plans.length) return null;
  const money = (cents: number) => formatMoney(cents, site, { fractionDigits: 2 });
  const date = (iso: string) => formatDate(iso.slice(0, 10), 'd MMM yyyy', site);
  return (
    <section className="sf-checkout-instalments" aria-labelledby="sf-checkout-instalments-title" data-testid="instalments">
      <h3 id="sf-checkout-instalments-title" className="sf-checkout-subtitle">
        {t('instalments.title')}
      </h3>
      <ul className="sf-checkout-plans">
        {plans.map((plan) => (
          <li key={plan.type} data-testid={`plan-${plan.type}`}>
            <strong>{planTitle(t, plan, date)}</strong>
            <span className="sf-checkout-muted"> · {plan.paymentFee ? t('instalments.fee', { amount: money(plan.paymentFee) }) : t('instalments.noFee')}</span>
            {plan.schedule.length > 1 ? (
              <ol className="sf-checkout-schedule">
                {plan.schedule.map((due, i) => (
                  <li key={due.dueDate}>{t('instalments.due', { n: i + 1, date: date(due.dueDate), amount: money(due.amount) })}</li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function planTitle(t: ReturnType<typeof useT>, plan: PaymentPlan, date: (iso: string) => string): string {
  if (plan.type === 'PAY_IN_3' || plan.type === 'PAY_IN_4') return t('instalments.payIn', { count: plan.instalmentsCount });
  return plan.deferredDate ? t('instalments.payLaterOn', { date: date(plan.deferredDate) }) : t('instalments.payLater');
}
