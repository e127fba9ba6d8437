/**
 * GET /gateway/purchase/alma/eligibility (product-and-purchase.md §7: amount in cents, cancellationPolicyType,
 * cancellableUntil, checkinDate, pointOfSale as a lowercase country) and GET /gateway/purchase/insurance/price
 * (§7 'insurance price fetch by cancellation type and order amount in cents'; the spec shows no path, this is ours).
 * Both are pure answers over the request: nothing is read from or written to the database.
 */
import { Type } from 'typebox';
import { invalidField } from '../server/errors';
import { IsoDate } from '../schemas/common';
import type { ApiInstance } from '../routes/context';
import { CANCELLATION_POLICY_TYPES, INSURABLE_MAX_AMOUNT, insurancePrice } from './insurance';
import { eligibility, INELIGIBLE_REASONS, PAYMENT_PLAN_TYPES, POINTS_OF_SALE } from './pay-later';
import { PaymentPlanView } from './schemas';

/** Largest order amount accepted by the calls, cents (100,000 €): beyond any real basket. */
const MAX_AMOUNT = 10_000_000;
const Amount = Type.Integer({ minimum: 1, maximum: MAX_AMOUNT, description: 'Order amount in euro cents' });
const PolicyType = Type.Enum(CANCELLATION_POLICY_TYPES, {
  description: 'Cancellation policy type of the offer',
});

export const EligibilityQuery = Type.Object(
  {
    amount: Amount,
    cancellationPolicyType: PolicyType,
    cancellableUntil: Type.Optional(
      Type.String({
        maxLength: 35,
        pattern:
          '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2}))?$',
        description:
          'Cancellation deadline: a date YYYY-MM-DD or an ISO date-time with offset; absent when not cancellable',
      }),
    ),
    checkinDate: IsoDate,
    pointOfSale: Type.Enum(POINTS_OF_SALE, { description: 'Country of the site, lower case' }),
  },
  { additionalProperties: false },
);

export const EligibilityResponse = Type.Object({
  paymentMethods: Type.Array(PaymentPlanView),
  ineligible: Type.Array(
    Type.Object({
      type: Type.Enum(PAYMENT_PLAN_TYPES, { description: 'Plan not offered' }),
      reason: Type.Enum(INELIGIBLE_REASONS, { description: 'Why it is not offered' }),
    }),
  ),
});

export const InsuranceQuery = Type.Object(
  { amount: Amount, cancellationPolicyType: PolicyType },
  { additionalProperties: false },
);
export const InsuranceResponse = Type.Object({
  amount: Type.Union([Type.Integer({ description: 'Insurance price, cents' }), Type.Null()]),
  hasInsurance: Type.Boolean({ description: 'false when the amount cannot be insured' }),
  cancellationPolicyType: PolicyType,
});

/** Fastify plugin: the two routes. */
export async function payLaterRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/gateway/purchase/alma/eligibility',
    {
      schema: {
        tags: ['purchase'],
        summary:
          'Pay later and 3x/4x instalments offered for an order (§9), with fees, deferred date and schedule',
        querystring: EligibilityQuery,
        response: { 200: EligibilityResponse },
      },
    },
    async (request) => {
      const { amount, cancellationPolicyType, cancellableUntil, checkinDate, pointOfSale } = request.query;
      if (cancellableUntil !== undefined) {
        if (
          Number.isNaN(
            Date.parse(cancellableUntil.length === 10 ? `${cancellableUntil}T00:00:00Z` : cancellableUntil),
          )
        ) {
          throw invalidField('cancellableUntil', 'is not a real date');
        }
        if (cancellationPolicyType === 'NON_REFUNDABLE')
          throw invalidField('cancellableUntil', 'must be absent for a NON_REFUNDABLE offer');
        if (cancellableUntil.slice(0, 10) > checkinDate)
          throw invalidField('cancellableUntil', 'must not be after checkinDate');
      }
      return eligibility({ amount, checkinDate, cancellableUntil: cancellableUntil ?? null, pointOfSale });
    },
  );

  app.get(
    '/gateway/purchase/insurance/price',
    {
      schema: {
        tags: ['purchase'],
        summary: `Cancellation insurance price by cancellation type and order amount in cents (none above ${INSURABLE_MAX_AMOUNT / 100} €)`,
        querystring: InsuranceQuery,
        response: { 200: InsuranceResponse },
      },
    },
    async (request) => {
      const { amount, cancellationPolicyType } = request.query;
      const price = insurancePrice(cancellationPolicyType, amount);
      return { amount: price, hasInsurance: price !== null, cancellationPolicyType };
    },
  );
}
