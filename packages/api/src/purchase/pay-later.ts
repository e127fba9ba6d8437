/**
 * Pay later and instalments (product-and-purchase.md §4 'Pay later / instalments', §9): which of them an order may
 * use, their fees, the deferred payment date and the instalment schedule. Pure: the route (pay-later-routes.ts)
 * reads the request, this decides. Dates are the site's: "today" and "start of the day" are in the site's time zone.
 * Fees are not in the spec: docs/decisions/0036-pay-later-fees-and-insurance-prices.md gives the table and why.
 */
import { sitesOfCountry, type Country } from '@storefront/contracts';
import { addDays, daysBetween } from '../db/pricing';
import { siteToday } from '@storefront/criteria';

/** Lowercase country of the point of sale, as the eligibility call sends it. */
export const POINTS_OF_SALE = ['fr', 'es', 'be', 'nl', 'it'] as const;
export type PointOfSale = (typeof POINTS_OF_SALE)[number];

/** The point of sale of a site: its country, lower case (fr_BE and nl_BE are both 'be'). */
export function pointOfSaleOf(locale: string): PointOfSale {
  return locale.slice(3).toLowerCase() as PointOfSale;
}

/** The clock of a point of sale: its sites' time zone (one per country, `SITES[..].timeZone`). */
export function timeZoneOf(pointOfSale: PointOfSale): string {
  return sitesOfCountry(pointOfSale.toUpperCase() as Country)[0]!.timeZone;
}

export const PAYMENT_PLAN_TYPES = ['PAY_LATER', 'PAY_IN_3', 'PAY_IN_4', 'PAY_LATER_WALLET'] as const;
export type PaymentPlanType = (typeof PAYMENT_PLAN_TYPES)[number];

interface PlanRule {
  /** number of payments */
  instalments: number;
  /** arrival at least this many days after today */
  minDaysBeforeArrival: number;
  /** order amount bounds in cents, inclusive (null: none) */
  minAmount: number | null;
  maxAmount: number | null;
  /** points of sale offering the plan: fr_FR, es_ES, fr_BE, nl_BE (§9) -> fr, es, be; the wallet variation es_ES, it_IT */
  pointsOfSale: readonly PointOfSale[];
  /** buyer's fee in basis points of the amount (1 % = 100), rounded to the cent */
  feeBasisPoints: number;
}

const EUROS = 100;

/** §9, one line per plan. */
export const PLAN_RULES: Record<PaymentPlanType, PlanRule> = {
  PAY_LATER: {
    instalments: 1,
    minDaysBeforeArrival: 5,
    minAmount: null,
    maxAmount: null,
    pointsOfSale: ['fr', 'es', 'be'],
    feeBasisPoints: 0,
  },
  PAY_IN_3: {
    instalments: 3,
    minDaysBeforeArrival: 7,
    minAmount: 200 * EUROS,
    maxAmount: 2000 * EUROS,
    pointsOfSale: ['fr', 'es', 'be'],
    feeBasisPoints: 150,
  },
  PAY_IN_4: {
    instalments: 4,
    minDaysBeforeArrival: 7,
    minAmount: 250 * EUROS,
    maxAmount: 2000 * EUROS,
    pointsOfSale: ['fr', 'es', 'be'],
    feeBasisPoints: 230,
  },
  PAY_LATER_WALLET: {
    instalments: 1,
    minDaysBeforeArrival: 5,
    minAmount: 30 * EUROS,
    maxAmount: 2000 * EUROS,
    pointsOfSale: ['es', 'it'],
    feeBasisPoints: 0,
  },
};

/** Why a plan is not offered. */
export const INELIGIBLE_REASONS = [
  'point_of_sale',
  'amount_too_low',
  'amount_too_high',
  'arrival_too_soon',
  'deadline_passed',
] as const;
export type IneligibleReason = (typeof INELIGIBLE_REASONS)[number];

export interface Instalment {
  /** YYYY-MM-DD in the site's time zone */
  dueDate: string;
  /** cents, fees included on the first */
  amount: number;
}

export interface PaymentPlan {
  type: PaymentPlanType;
  /** the buyer's fee in cents */
  paymentFee: number;
  instalmentsCount: number;
  /** amount + fee, cents: the sum of the schedule */
  totalAmount: number;
  /** pay later only: when the one payment is taken (ISO date-time with the site's offset) */
  deferredDate: string | null;
  schedule: Instalment[];
}

export interface EligibilityInput {
  /** order amount, cents */
  amount: number;
  checkinDate: string;
  /** the offer's cancellation deadline (YYYY-MM-DD or an ISO date-time), absent for a non-cancellable offer */
  cancellableUntil?: string | null;
  pointOfSale: PointOfSale;
  now?: Date;
}

export interface Eligibility {
  paymentMethods: PaymentPlan[];
  ineligible: { type: PaymentPlanType; reason: IneligibleReason }[];
}

/** UTC offset ('+01:00') of a time zone at an instant. */
function offsetAt(instant: Date, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const offset = name.replace('GMT', '');
  return /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '+00:00';
}

/** ISO date-time of the start of a day (00:00) in a time zone, with its offset: '2026-12-09T00:00:00+01:00'. */
export function startOfDay(day: string, timeZone: string): string {
  // the offset at 00:00 UTC is the one of local midnight: European DST changes happen at 01:00 UTC
  const offset = offsetAt(new Date(`${day}T00:00:00Z`), timeZone);
  return `${day}T00:00:00${offset}`;
}

/** Same day of month `months` later, or the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDate(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The buyer's fee of a plan, in cents. */
export function planFee(type: PaymentPlanType, amount: number): number {
  return Math.round((amount * PLAN_RULES[type].feeBasisPoints) / 10_000);
}

/**
 * The instalments: the amount split evenly in cents, the remainder of the division and the fees on the first
 * payment, so the schedule sums to exactly amount + fee. Monthly from `firstDate`.
 */
export function instalmentSchedule(
  amount: number,
  count: number,
  fee: number,
  firstDate: string,
): Instalment[] {
  const base = Math.floor(amount / count);
  const remainder = amount - base * count;
  return Array.from({ length: count }, (_, i) => ({
    dueDate: addMonthsToDate(firstDate, i),
    amount: base + (i === 0 ? remainder + fee : 0),
  }));
}

/**
 * The deferred payment date: the cancellation deadline when the offer has one, else two days before check-in, at
 * the start of the day in the site's time zone.
 */
export function deferredDate(
  checkinDate: string,
  cancellableUntil: string | null | undefined,
  timeZone: string,
): string {
  if (cancellableUntil) {
    if (cancellableUntil.length === 10) return startOfDay(cancellableUntil, timeZone);
    const instant = new Date(cancellableUntil);
    const day = siteToday(instant, timeZone);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    return `${day}T${time}${offsetAt(instant, timeZone)}`;
  }
  return startOfDay(addDays(checkinDate, -2), timeZone);
}

function refusal(
  type: PaymentPlanType,
  input: EligibilityInput,
  today: string,
  deferred: string,
): IneligibleReason | null {
  const rule = PLAN_RULES[type];
  if (!rule.pointsOfSale.includes(input.pointOfSale)) return 'point_of_sale';
  if (rule.minAmount !== null && input.amount < rule.minAmount) return 'amount_too_low';
  if (rule.maxAmount !== null && input.amount > rule.maxAmount) return 'amount_too_high';
  if (daysBetween(today, input.checkinDate) < rule.minDaysBeforeArrival) return 'arrival_too_soon';
  // a deferred payment must fall after today (a deadline already reached leaves nothing to defer)
  if (rule.instalments === 1 && deferred.slice(0, 10) <= today) return 'deadline_passed';
  return null;
}

/** Every plan of §9 for an order: the ones offered, with their fee and schedule, and why the others are not. */
export function eligibility(input: EligibilityInput): Eligibility {
  const timeZone = timeZoneOf(input.pointOfSale);
  const today = siteToday(input.now ?? new Date(), timeZone);
  const deferred = deferredDate(input.checkinDate, input.cancellableUntil, timeZone);
  const out: Eligibility = { paymentMethods: [], ineligible: [] };
  for (const type of PAYMENT_PLAN_TYPES) {
    const reason = refusal(type, input, today, deferred);
    if (reason) {
      out.ineligible.push({ type, reason });
      continue;
    }
    const rule = PLAN_RULES[type];
    const fee = planFee(type, input.amount);
    const deferredPlan = rule.instalments === 1;
    out.paymentMethods.push({
      type,
      paymentFee: fee,
      instalmentsCount: rule.instalments,
      totalAmount: input.amount + fee,
      deferredDate: deferredPlan ? deferred : null,
      schedule: deferredPlan
        ? [{ dueDate: deferred.slice(0, 10), amount: input.amount + fee }]
        : instalmentSchedule(input.amount, rule.instalments, fee, today),
    });
  }
  return out;
}
