/**
 * Cancellation insurance price (product-and-purchase.md §4 'Insurance choice', §7 'insurance price fetch by
 * cancellation type and order amount in cents', §9 'refund in under 72 hours, covers over 25 cases'). The spec gives
 * no figures: the table below is ours (docs/decisions/0036-pay-later-fees-and-insurance-prices.md). A non-refundable stay costs more to
 * insure than a flexible one, whose own cancellation terms already refund 80 % until the deadline.
 */
export const CANCELLATION_POLICY_TYPES = ['NON_REFUNDABLE', 'FLEXIBLE'] as const;
export type CancellationPolicyType = (typeof CANCELLATION_POLICY_TYPES)[number];

interface InsuranceRate {
  /** of the order amount, basis points (1 % = 100) */
  basisPoints: number;
  /** cents */
  minimum: number;
  maximum: number;
}

export const INSURANCE_RATES: Record<CancellationPolicyType, InsuranceRate> = {
  NON_REFUNDABLE: { basisPoints: 500, minimum: 900, maximum: 15_000 },
  FLEXIBLE: { basisPoints: 300, minimum: 500, maximum: 9_000 },
};

/** The largest order amount the insurer covers, cents; above it no insurance is offered. */
export const INSURABLE_MAX_AMOUNT = 1_000_000;

export function isCancellationPolicyType(value: unknown): value is CancellationPolicyType {
  return typeof value === 'string' && (CANCELLATION_POLICY_TYPES as readonly string[]).includes(value);
}

/** The insurance price in cents for an order amount in cents, or null when the amount cannot be insured. */
export function insurancePrice(type: CancellationPolicyType, amount: number): number | null {
  if (!Number.isInteger(amount) || amount <= 0 || amount > INSURABLE_MAX_AMOUNT) return null;
  const rate = INSURANCE_RATES[type];
  return Math.min(rate.maximum, Math.max(rate.minimum, Math.round((amount * rate.basisPoints) / 10_000)));
}
