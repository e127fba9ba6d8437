/**
 * Pay later, 3× and 4× (product-and-purchase §4 'Pay later / instalments', §9): offered only when the API says the
 * stay's final amount is eligible (GET /purchase/alma/eligibility), each with its fee and its schedule (fees on the
 * first payment), as a choice beside paying at once. The choice goes with the order (`paymentPlan`), whose server
 * computes the plan again and refuses one it does not offer. Nothing here computes a date or an amount.
 */
import { useEffect } from 'react';
import { formatDate, formatMoney, useSite } from '@storefront/i18n';
import { SITES } from '@storefront/contracts';
import { RadioGroup } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { fetchEligibility, insurablePolicy, type PaymentPlan } from '../../api/checkout';
import type { Quote } from '../../api/types';
import { useResource } from '../../api/use-resource';

export type PlanType = PaymentPlan['type'];
/** 'NOW': paid at once by card or wallet */
type Choice = PlanType | 'NOW';

export interface InstalmentsProps {
  amount: number;
  quote: Quote;
  checkin: string;
  /** the plan chosen, null: paid at once */
  value: PlanType | null;
  onChange(value: PlanType | null): void;
}

export function Instalments({ amount, quote, checkin, value, onChange }: InstalmentsProps) {
  const t = useT();
  const site = useSite();
  const { client, context } = useApp();
  const policy = insurablePolicy(quote.cancellationPolicy.type);
  const query = { amount, policy: policy!, cancellableUntil: quote.cancellationPolicy.cancellationDeadline, checkinDate: checkin, country: SITES[context.locale].country };
  const eligible = useResource(policy && amount > 0 ? `eligibility:${amount}:${policy}:${checkin}` : null, (signal) => fetchEligibility(client, query, signal));
  const plans = eligible.data?.paymentMethods ?? [];
  // a plan chosen for another amount that is no longer offered: back to paying at once
  const offered = !value || plans.some((plan) => plan.type === value);
  useEffect(() => {
    if (!eligible.loading && !offered) onChange(null);
  }, [eligible.loading, offered, onChange]);
  // not eligible, or the call failed: the card and the wallet stay, nothing else is offered
  if (!plans.length) return null;
  const money = (cents: number) => formatMoney(cents, site, { fractionDigits: 2 });
  const date = (iso: string) => formatDate(iso.slice(0, 10), 'd MMM yyyy', site);
  const options = [
    { value: 'NOW' as Choice, label: t('instalments.payNow', { amount: money(amount) }) },
    ...plans.map((plan) => ({
      value: plan.type as Choice,
      label: (
        <span data-testid={`plan-${plan.type}`}>
          <strong>{planTitle(t, plan, date)}</strong>
          <span className="sf-checkout-muted"> · {plan.paymentFee ? t('instalments.fee', { amount: money(plan.paymentFee) }) : t('instalments.noFee')}</span>
          {plan.schedule.length > 1 ? <Schedule plan={plan} /> : null}
        </span>
      ),
    })),
  ];
  return (
    <section className="sf-checkout-instalments" data-testid="instalments">
      <RadioGroup<Choice> legend={t('instalments.title')} name="paymentPlan" value={value ?? 'NOW'} options={options} onChange={(choice) => onChange(choice === 'NOW' ? null : choice)} />
    </section>
  );
}

/** A plan's instalments: due date and amount of each (the confirmation page shows the order's the same way). */
export function Schedule({ plan }: { plan: Pick<PaymentPlan, 'schedule'> }) {
  const t = useT();
  const site = useSite();
  return (
    <ol className="sf-checkout-schedule">
      {plan.schedule.map((due, i) => (
        <li key={due.dueDate}>{t('instalments.due', { n: i + 1, date: formatDate(due.dueDate, 'd MMM yyyy', site), amount: formatMoney(due.amount, site, { fractionDigits: 2 }) })}</li>
      ))}
    </ol>
  );
}

export function planTitle(t: ReturnType<typeof useT>, plan: Pick<PaymentPlan, 'type' | 'instalmentsCount' | 'deferredDate'>, date: (iso: string) => string): string {
  if (plan.type === 'PAY_IN_3' || plan.type === 'PAY_IN_4') return t('instalments.payIn', { count: plan.instalmentsCount });
  return plan.deferredDate ? t('instalments.payLaterOn', { date: date(plan.deferredDate) }) : t('instalments.payLater');
}
