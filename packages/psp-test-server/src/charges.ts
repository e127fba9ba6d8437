import type Stripe from 'stripe';
import type { Account, PaymentMethodEntry } from './account';
import { newId, now } from './ids';
import type { Params } from './params';
import { list } from './account';

/** A charge attempt for the intent's amount with its payment method: failed when the test card declines. */
export function newCharge(
  intent: Stripe.PaymentIntent,
  pm: PaymentMethodEntry,
  authenticated: boolean,
): Stripe.Charge {
  const decline = pm.card.decline;
  const card = pm.object.card!;
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: pm.object.billing_details,
    calculated_statement_descriptor: 'STOREFRONT',
    captured: false,
    created: now(),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: decline ? 'declined_by_network' : 'approved_by_network',
      reason: decline?.declineCode ?? null,
      risk_level: 'normal',
      seller_message: decline
        ? 'The bank did not return any further details with this decline.'
        : 'Payment complete.',
      type: decline ? 'issuer_declined' : 'authorized',
    },
    paid: !decline,
    payment_intent: intent.id,
    payment_method: pm.object.id,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: decline ? null : intent.amount,
        authorization_code: decline ? null : '123456',
        brand: card.brand,
        checks: card.checks,
        country: card.country,
        electronic_commerce_indicator: authenticated ? '05' : null,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint,
        funding: card.funding,
        installments: null,
        last4: card.last4,
        mandate: null,
        network: card.brand,
        network_transaction_id: decline ? null : newId('ntx'),
        regulated_status: card.regulated_status,
        three_d_secure: authenticated
          ? {
              authentication_flow: 'challenge',
              electronic_commerce_indicator: '05',
              exemption_indicator: null,
              result: 'authenticated',
              result_reason: null,
              transaction_id: newId('3ds'),
              version: '2.2.0',
            }
          : null,
        transaction_link_id: null,
        wallet: card.wallet as Stripe.Charge.PaymentMethodDetails.Card.Wallet | null,
      },
    },
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: decline ? 'failed' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

/** Money moved: the captured part of a charge gets a balance transaction. */
export function capture(charge: Stripe.Charge, amount: number): void {
  charge.captured = true;
  charge.amount_captured = amount;
  charge.balance_transaction = newId('txn');
}

export function listCharges(account: Account, p: Params): Stripe.ApiList<Stripe.Charge> {
  const intent = p.string('payment_intent');
  return list(
    p,
    '/v1/charges',
    [...account.charges.values()].filter((c) => !intent || c.payment_intent === intent),
  );
}
