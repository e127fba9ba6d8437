import type Stripe from 'stripe';
import { list, type Account } from './account';
import type { EventRequest } from './events';
import { newId, now } from './ids';
import { applyMetadata, type Params } from './params';
import { invalidRequest, refused, resourceMissing } from './stripe-error';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** Refunds all of what is left of a captured charge, or part of it (`amount`); succeeds at once in test mode. */
export function createRefund(account: Account, p: Params, request: EventRequest): Stripe.Refund {
  const intentId = p.string('payment_intent');
  const chargeId = p.string('charge');
  const amount = p.integer('amount');
  const reason = p.oneOf('reason', REASONS) ?? null;
  const metadata = p.metadata();
  p.end();
  if (!intentId && !chargeId)
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  if (amount !== undefined && amount < 1)
    throw invalidRequest('Invalid positive integer', { param: 'amount' });
  const intent = intentId ? account.paymentIntent(intentId, 'payment_intent', 400).object : undefined;
  const charge = account.charges.get(chargeId ?? (intent?.latest_charge as string | null) ?? '');
  if (chargeId && !charge) throw resourceMissing('charge', chargeId, 'charge', 400);
  if (!charge || !charge.captured || (intent && charge.payment_intent !== intent.id)) {
    throw refused(
      `This PaymentIntent (${intentId ?? charge?.payment_intent}) does not have a successful charge to refund.`,
      'charge_not_refundable',
    );
  }
  const refundable = charge.amount_captured - charge.amount_refunded;
  if (refundable === 0)
    throw refused(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
  if (amount !== undefined && amount > refundable) {
    throw refused(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable})`,
      'amount_too_large',
      'amount',
    );
  }
  const refund: Stripe.Refund = {
    id: newId('re'),
    object: 'refund',
    amount: amount ?? refundable,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: now(),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    metadata: applyMetadata({}, metadata),
    payment_intent: charge.payment_intent as string,
    payment_method: charge.payment_method,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  account.refunds.set(refund.id, refund);
  charge.amount_refunded += refund.amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  account.emit('refund.created', refund, request);
  account.emit('charge.refunded', charge, request);
  return refund;
}

export function listRefunds(account: Account, p: Params): Stripe.ApiList<Stripe.Refund> {
  const intent = p.string('payment_intent');
  const charge = p.string('charge');
  const matching = [...account.refunds.values()].filter(
    (r) => (!intent || r.payment_intent === intent) && (!charge || r.charge === charge),
  );
  return list(p, '/v1/refunds', matching);
}
