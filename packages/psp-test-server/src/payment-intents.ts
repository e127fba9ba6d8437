import type Stripe from 'stripe';
import { list, type Account, type PaymentIntentEntry, type PaymentMethodEntry } from './account';
import { capture, newCharge } from './charges';
import type { EventRequest } from './events';
import { newId, now, randomToken } from './ids';
import { applyMetadata, type Params } from './params';
import { resolvePaymentMethod } from './payment-methods';
import {
  StripeApiError,
  docUrl,
  invalidRequest,
  parameterMissing,
  refused,
  unexpectedState,
  type StripeErrorBody,
} from './stripe-error';

// The statuses each action accepts, as Stripe words them in its errors.
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CHANGEABLE = CONFIRMABLE; // amount, currency, payment method
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const CAPTURE_METHODS = ['automatic', 'automatic_async', 'manual'] as const;
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
/** Stripe's minimum charge (50 cents in EUR and USD; applied to every currency here) and its 8-digit maximum. */
const MIN_AMOUNT = 50;
const MAX_AMOUNT = 99_999_999;

function readAmount(p: Params, key: string): number | undefined {
  const amount = p.integer(key);
  if (amount === undefined) return undefined;
  if (amount < MIN_AMOUNT)
    throw invalidRequest(`Amount must be at least ${MIN_AMOUNT} cents`, {
      code: 'amount_too_small',
      param: key,
    });
  if (amount > MAX_AMOUNT)
    throw invalidRequest(`Amount must be no more than ${MAX_AMOUNT} cents`, {
      code: 'amount_too_large',
      param: key,
    });
  return amount;
}

function readCurrency(p: Params): string | undefined {
  const currency = p.string('currency');
  if (currency == null) return undefined;
  if (!/^[a-zA-Z]{3}$/.test(currency))
    throw invalidRequest(`Invalid currency: ${currency}.`, { param: 'currency' });
  return currency.toLowerCase();
}

function readReturnUrl(p: Params): string | null | undefined {
  const url = p.string('return_url');
  if (url == null) return url;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw invalidRequest('Not a valid URL', { code: 'url_invalid', param: 'return_url' });
  return url;
}

/**
 * The payment method types the intent allows: `allowed_payment_method_types` (what stripe-node 23 sends) or the older
 * `payment_method_types`. Only cards here: Apple Pay and Google Pay are cards too.
 */
function readMethodTypes(p: Params): { types: string[]; allowed: boolean } | undefined {
  const allowed = p.strings('allowed_payment_method_types');
  const legacy = p.strings('payment_method_types');
  if (allowed && legacy)
    throw invalidRequest(
      'You may only specify one of these parameters: allowed_payment_method_types, payment_method_types.',
      { code: 'parameters_exclusive' },
    );
  const types = allowed ?? legacy;
  if (!types) return undefined;
  const param = allowed ? 'allowed_payment_method_types' : 'payment_method_types';
  const unsupported = types.find((t) => t !== 'card');
  if (unsupported !== undefined || types.length === 0) {
    throw invalidRequest(
      `The payment method type "${unsupported ?? ''}" is invalid. This test server takes card only (cards, Apple Pay and Google Pay).`,
      { param },
    );
  }
  return { types, allowed: Boolean(allowed) };
}

function requireStatus(
  intent: Stripe.PaymentIntent,
  allowed: string[],
  action: 'confirm' | 'capture' | 'cancel',
): void {
  if (!allowed.includes(intent.status)) {
    const done = { confirm: 'confirmed', capture: 'captured', cancel: 'canceled' }[action];
    throw unexpectedState(
      `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}. ` +
        `Only a PaymentIntent with one of the following statuses may be ${done}: ${allowed.join(', ')}.`,
    );
  }
}

function missingPaymentMethod(): StripeApiError {
  return invalidRequest(
    "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment_method and then confirm it again.",
    { code: 'payment_intent_unexpected_state', param: 'payment_method' },
  );
}

/** The page where the buyer completes or fails 3D Secure (authentication-page.ts). */
function authenticationUrl(account: Account, intent: Stripe.PaymentIntent): string {
  return `${account.baseUrl}/redirect/authenticate/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret!)}`;
}

/** Charges the card: a decline leaves the intent needing a new payment method and answers Stripe's 402 card error. */
function charge(
  account: Account,
  entry: PaymentIntentEntry,
  pm: PaymentMethodEntry,
  request: EventRequest,
  authenticated: boolean,
): void {
  const intent = entry.object;
  const attempt = newCharge(intent, pm, authenticated);
  account.charges.set(attempt.id, attempt);
  intent.latest_charge = attempt.id;
  intent.next_action = null;
  const decline = pm.card.decline;
  if (decline) {
    const error: StripeErrorBody = {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      charge: attempt.id,
      doc_url: docUrl(decline.code),
      ...(decline.param ? { param: decline.param } : {}),
    };
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = {
      ...error,
      payment_method: structuredClone(pm.object),
    } as Stripe.PaymentIntent.LastPaymentError;
    account.emit('charge.failed', attempt, request);
    account.emit('payment_intent.payment_failed', intent, request);
    throw new StripeApiError(
      402,
      { ...error, payment_intent: structuredClone(intent), payment_method: structuredClone(pm.object) },
      true,
    );
  }
  account.emit('charge.succeeded', attempt, request);
  if (intent.capture_method === 'manual') {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
    account.emit('payment_intent.amount_capturable_updated', intent, request);
  } else {
    capture(attempt, intent.amount);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    account.emit('payment_intent.succeeded', intent, request);
  }
}

/** Confirmation: a card that needs 3D Secure stops at requires_action (redirect to the authentication page). */
function confirm(
  account: Account,
  entry: PaymentIntentEntry,
  pm: PaymentMethodEntry,
  request: EventRequest,
): void {
  const intent = entry.object;
  intent.payment_method = pm.object.id;
  intent.last_payment_error = null;
  if (pm.card.authentication) {
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: authenticationUrl(account, intent), return_url: entry.returnUrl },
    };
    account.emit('payment_intent.requires_action', intent, request);
    return;
  }
  charge(account, entry, pm, request, false);
}

export function createPaymentIntent(
  account: Account,
  p: Params,
  request: EventRequest,
): Stripe.PaymentIntent {
  const amount = readAmount(p, 'amount');
  const currency = readCurrency(p);
  const captureMethod = p.oneOf('capture_method', CAPTURE_METHODS) ?? 'automatic';
  const metadata = p.metadata();
  const paymentMethodId = p.string('payment_method');
  const shouldConfirm = p.boolean('confirm') ?? false;
  const returnUrl = readReturnUrl(p);
  const description = p.string('description') ?? null;
  const receiptEmail = p.string('receipt_email') ?? null;
  const methodTypes = readMethodTypes(p);
  const automatic = p.object('automatic_payment_methods');
  const automaticEnabled = automatic?.boolean('enabled');
  const allowRedirects = automatic?.oneOf('allow_redirects', ['always', 'never'] as const);
  automatic?.end();
  p.end();
  if (amount === undefined) throw parameterMissing('amount');
  if (currency === undefined) throw parameterMissing('currency');
  if (methodTypes && automatic) {
    throw invalidRequest(
      'You may only specify one of these parameters: automatic_payment_methods, allowed_payment_method_types, payment_method_types.',
      { code: 'parameters_exclusive' },
    );
  }
  if (returnUrl && !shouldConfirm)
    throw invalidRequest(
      'The parameter `return_url` cannot be passed when creating a PaymentIntent unless `confirm` is set to true.',
      { param: 'return_url' },
    );
  if (shouldConfirm && !paymentMethodId) throw missingPaymentMethod();
  const pm = paymentMethodId ? resolvePaymentMethod(account, paymentMethodId, 'payment_method') : null;

  const id = newId('pi');
  const intent: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: methodTypes?.allowed ? methodTypes.types : null,
    amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: automatic
      ? { enabled: automaticEnabled ?? true, ...(allowRedirects ? { allow_redirects: allowRedirects } : {}) }
      : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: captureMethod,
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created: now(),
    currency,
    customer: null,
    customer_account: null,
    description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: applyMetadata({}, metadata),
    next_action: null,
    on_behalf_of: null,
    payment_method: pm?.object.id ?? null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: methodTypes?.types ?? ['card'],
    payment_record: null,
    processing: null,
    receipt_email: receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: pm ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
  const entry: PaymentIntentEntry = { object: intent, returnUrl: returnUrl ?? null };
  account.paymentIntents.set(id, entry);
  account.emit('payment_intent.created', intent, request);
  if (shouldConfirm) confirm(account, entry, pm!, request);
  return intent;
}

/** A client_secret, when given (a browser with a publishable key must give it), must be the intent's. */
function checkClientSecret(entry: PaymentIntentEntry, clientSecret: string | null | undefined): void {
  if (clientSecret != null && clientSecret !== entry.object.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      { param: 'client_secret' },
    );
  }
}

export function retrievePaymentIntent(account: Account, p: Params, id: string): Stripe.PaymentIntent {
  const clientSecret = p.string('client_secret');
  p.end();
  const entry = account.paymentIntent(id);
  checkClientSecret(entry, clientSecret);
  return entry.object;
}

export function listPaymentIntents(account: Account, p: Params): Stripe.ApiList<Stripe.PaymentIntent> {
  return list(
    p,
    '/v1/payment_intents',
    [...account.paymentIntents.values()].map((e) => e.object),
  );
}

/** Amount, currency and payment method change only before the payment; description and metadata at any time. */
export function updatePaymentIntent(
  account: Account,
  p: Params,
  _request: EventRequest,
  id: string,
): Stripe.PaymentIntent {
  const amount = readAmount(p, 'amount');
  const currency = readCurrency(p);
  const paymentMethodId = p.string('payment_method');
  const captureMethod = p.oneOf('capture_method', CAPTURE_METHODS);
  const methodTypes = readMethodTypes(p);
  const metadata = p.metadata();
  const description = p.string('description');
  const receiptEmail = p.string('receipt_email');
  p.end();
  const entry = account.paymentIntent(id);
  const intent = entry.object;
  const changesPayment = [amount, currency, paymentMethodId, captureMethod, methodTypes].some(
    (v) => v !== undefined,
  );
  if (changesPayment && !CHANGEABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot update this PaymentIntent's amount, currency or payment method because it has a status of ${intent.status}. ` +
        `You may only update them while it has one of the following statuses: ${CHANGEABLE.join(', ')}.`,
    );
  }
  const pm =
    paymentMethodId == null
      ? paymentMethodId
      : resolvePaymentMethod(account, paymentMethodId, 'payment_method');
  if (amount !== undefined) intent.amount = amount;
  if (currency !== undefined) intent.currency = currency;
  if (captureMethod !== undefined) intent.capture_method = captureMethod;
  if (methodTypes) {
    intent.payment_method_types = methodTypes.types;
    if (methodTypes.allowed) intent.allowed_payment_method_types = methodTypes.types;
  }
  if (pm !== undefined) intent.payment_method = pm?.object.id ?? null;
  if (description !== undefined) intent.description = description;
  if (receiptEmail !== undefined) intent.receipt_email = receiptEmail;
  intent.metadata = applyMetadata(intent.metadata, metadata);
  if (changesPayment) {
    // a changed payment must be confirmed (and authenticated) again
    intent.status = intent.payment_method ? 'requires_confirmation' : 'requires_payment_method';
    intent.next_action = null;
  }
  return intent;
}

export function confirmPaymentIntent(
  account: Account,
  p: Params,
  request: EventRequest,
  id: string,
): Stripe.PaymentIntent {
  const paymentMethodId = p.string('payment_method');
  const returnUrl = readReturnUrl(p);
  const clientSecret = p.string('client_secret');
  p.end();
  const entry = account.paymentIntent(id);
  checkClientSecret(entry, clientSecret);
  requireStatus(entry.object, CONFIRMABLE, 'confirm');
  const reference = paymentMethodId ?? (entry.object.payment_method as string | null);
  if (!reference) throw missingPaymentMethod();
  const pm = resolvePaymentMethod(account, reference, 'payment_method');
  if (returnUrl !== undefined) entry.returnUrl = returnUrl;
  confirm(account, entry, pm, request);
  return entry.object;
}

/** Captures up to the authorised amount; the rest of the authorisation is released. */
export function capturePaymentIntent(
  account: Account,
  p: Params,
  request: EventRequest,
  id: string,
): Stripe.PaymentIntent {
  const amountToCapture = p.integer('amount_to_capture');
  const metadata = p.metadata();
  p.end();
  if (amountToCapture !== undefined && amountToCapture < 1)
    throw invalidRequest('Invalid positive integer', { param: 'amount_to_capture' });
  const entry = account.paymentIntent(id);
  const intent = entry.object;
  requireStatus(intent, ['requires_capture'], 'capture');
  const amount = amountToCapture ?? intent.amount_capturable;
  if (amount > intent.amount_capturable) {
    throw refused(
      `The amount_to_capture (${amount}) must be less than or equal to the PaymentIntent's amount_capturable (${intent.amount_capturable}).`,
      'amount_too_large',
      'amount_to_capture',
    );
  }
  const authorised = account.charges.get(intent.latest_charge as string)!;
  capture(authorised, amount);
  intent.status = 'succeeded';
  intent.amount_received = amount;
  intent.amount_capturable = 0;
  intent.metadata = applyMetadata(intent.metadata, metadata);
  account.emit('charge.captured', authorised, request);
  account.emit('payment_intent.succeeded', intent, request);
  return intent;
}

/** Cancels before the payment is taken; an authorised but uncaptured charge is released (refunded in full). */
export function cancelPaymentIntent(
  account: Account,
  p: Params,
  request: EventRequest,
  id: string,
): Stripe.PaymentIntent {
  const reason = p.oneOf('cancellation_reason', CANCELLATION_REASONS);
  p.end();
  const entry = account.paymentIntent(id);
  const intent = entry.object;
  requireStatus(intent, CANCELABLE, 'cancel');
  if (intent.status === 'requires_capture') {
    const authorised = account.charges.get(intent.latest_charge as string)!;
    authorised.refunded = true;
    authorised.amount_refunded = authorised.amount;
    account.emit('charge.refunded', authorised, request);
  }
  intent.status = 'canceled';
  intent.canceled_at = now();
  intent.cancellation_reason = reason ?? null;
  intent.amount_capturable = 0;
  intent.next_action = null;
  account.emit('payment_intent.canceled', intent, request);
  return intent;
}

/**
 * The buyer's answer on the authentication page, for an intent that awaits it: 'complete' charges the card (which
 * may still decline), 'fail' leaves the intent needing another payment method. Any later answer changes nothing.
 */
export function answerAuthentication(
  account: Account,
  entry: PaymentIntentEntry,
  answer: 'complete' | 'fail',
): void {
  const intent = entry.object;
  if (intent.status !== 'requires_action') return;
  const request: EventRequest = { id: null, idempotency_key: null };
  const pm = account.paymentMethods.get(intent.payment_method as string)!;
  if (answer === 'complete') {
    try {
      charge(account, entry, pm, request, true);
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err; // a decline after authentication is on the intent already
    }
    return;
  }
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  intent.payment_method = null;
  intent.last_payment_error = {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    doc_url: docUrl('payment_intent_authentication_failure'),
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    payment_method: structuredClone(pm.object),
  };
  account.emit('payment_intent.payment_failed', intent, request);
}
