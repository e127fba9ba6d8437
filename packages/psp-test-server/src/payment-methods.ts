import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { Account, PaymentMethodEntry } from './account';
import { newId, now } from './ids';
import { applyMetadata, type Params } from './params';
import { StripeApiError, cardError, invalidRequest, resourceMissing } from './stripe-error';
import { TEST_CARDS, TEST_PAYMENT_METHODS, passesLuhn, type TestCard } from './test-cards';

/** Wallets a card can come from; the client says which with metadata[wallet] (Apple Pay / Google Pay sheets). */
const WALLETS = ['apple_pay', 'google_pay'] as const;
type Wallet = (typeof WALLETS)[number];

function storeCard(
  account: Account,
  card: TestCard,
  expMonth: number,
  expYear: number,
  wallet: Wallet | undefined,
  extra: {
    billing?: Stripe.PaymentMethod.BillingDetails;
    metadata?: Record<string, string>;
  },
): PaymentMethodEntry {
  const last4 = card.number.slice(-4);
  const object: Stripe.PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: extra.billing ?? { address: null, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
      country: 'US',
      display_brand: card.brand,
      exp_month: expMonth,
      exp_year: expYear,
      fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
      funding: card.funding,
      generated_from: null,
      last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: wallet ? { type: wallet, dynamic_last4: last4, [wallet]: {} } : null,
    },
    created: now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: extra.metadata ?? {},
    type: 'card',
  };
  const entry = { object, card };
  account.paymentMethods.set(object.id, entry);
  return entry;
}

/** POST /v1/payment_methods with type=card and a test card's number (what a checkout form collects). */
export function createPaymentMethod(account: Account, p: Params): Stripe.PaymentMethod {
  const type = p.requiredString('type');
  if (type !== 'card')
    throw invalidRequest(`Invalid type: this test server supports card only, not '${type}'`, {
      param: 'type',
    });
  const cardParams = p.object('card');
  if (!cardParams)
    throw invalidRequest('Missing required param: card.', { code: 'parameter_missing', param: 'card' });
  const number = cardParams.requiredString('number').replace(/[\s-]/g, '');
  const expMonth = cardParams.integer('exp_month');
  const expYear = cardParams.integer('exp_year');
  const cvc = cardParams.string('cvc');
  cardParams.end();
  const billingParams = p.object('billing_details');
  const billing: Stripe.PaymentMethod.BillingDetails = {
    address: null,
    email: null,
    name: null,
    phone: null,
    tax_id: null,
  };
  if (billingParams) {
    billing.name = billingParams.string('name') ?? null;
    billing.email = billingParams.string('email') ?? null;
    billing.phone = billingParams.string('phone') ?? null;
    billingParams.end();
  }
  const metadata = p.metadata();
  p.end();

  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    throw cardError('incorrect_number', 'Your card number is incorrect.', 'card[number]');
  if (expMonth === undefined)
    throw cardError('invalid_expiry_month', "Your card's expiration month is missing.", 'card[exp_month]');
  if (expMonth < 1 || expMonth > 12)
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]');
  const thisYear = new Date().getUTCFullYear();
  const fullYear = expYear !== undefined && expYear < 100 ? 2000 + expYear : expYear;
  if (fullYear === undefined || fullYear < thisYear || fullYear > thisYear + 50) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'card[exp_year]');
  }
  if (fullYear === thisYear && expMonth < new Date().getUTCMonth() + 1)
    throw cardError('expired_card', 'Your card has expired.', 'card[exp_month]');
  if (cvc != null && !/^\d{3,4}$/.test(cvc))
    throw cardError('invalid_cvc', "Your card's security code is invalid.", 'card[cvc]');
  const card = TEST_CARDS.get(number);
  if (!card) {
    // like Stripe in test mode: only its test numbers are accepted
    throw new StripeApiError(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'test_mode_live_card',
      message:
        'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    });
  }
  const changes = metadata === undefined || metadata === 'clear' ? {} : metadata;
  const wallet = WALLETS.find((w) => w === changes.wallet);
  return storeCard(account, card, expMonth, fullYear, wallet, {
    billing,
    metadata: applyMetadata({}, metadata),
  }).object;
}

/**
 * The PaymentMethod a `payment_method` parameter names: a stored pm_..., or one of Stripe's test ids (pm_card_visa,
 * pm_card_chargeDeclined...), which, as on Stripe, makes a new PaymentMethod with its own id.
 */
export function resolvePaymentMethod(account: Account, id: string, param: string): PaymentMethodEntry {
  const stored = account.paymentMethods.get(id);
  if (stored) return stored;
  const number = TEST_PAYMENT_METHODS[id];
  if (!number) throw resourceMissing('PaymentMethod', id, param, 400);
  const nextYear = new Date().getUTCFullYear() + 1;
  return storeCard(account, TEST_CARDS.get(number)!, 12, nextYear, undefined, {});
}
