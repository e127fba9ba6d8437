import type Stripe from 'stripe';
import type { PspTestServer } from '../src';
import { confirmedIntent, rejection, startPsp } from './helpers';

let psp: PspTestServer;
let stripe: Stripe;

beforeAll(async () => {
  ({ psp, stripe } = await startPsp());
});
afterAll(() => psp.close());

async function chargeOf(intent: Stripe.PaymentIntent): Promise<Stripe.Charge> {
  return stripe.charges.retrieve(intent.latest_charge as string);
}

describe('a card payment (automatic capture)', () => {
  it('succeeds with pm_card_visa in one call, with the charge captured for the whole amount', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 12_345,
      currency: 'EUR',
      payment_method: 'pm_card_visa',
      confirm: true,
      metadata: { orderUuid: '2f1c6a0e-1111-4a5b-9c8d-000000000001' },
      description: 'Order 42',
    });
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 12_345,
      currency: 'eur',
      amount_received: 12_345,
      amount_capturable: 0,
      capture_method: 'automatic',
      last_payment_error: null,
      next_action: null,
      livemode: false,
      metadata: { orderUuid: '2f1c6a0e-1111-4a5b-9c8d-000000000001' },
      description: 'Order 42',
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    // as on Stripe, the test PaymentMethod becomes a new pm_... of its own
    expect(intent.payment_method).toMatch(/^pm_(?!card_)/);
    const charge = await chargeOf(intent);
    expect(charge).toMatchObject({
      status: 'succeeded',
      paid: true,
      captured: true,
      amount: 12_345,
      amount_captured: 12_345,
      amount_refunded: 0,
      payment_intent: intent.id,
    });
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('goes requires_payment_method → requires_confirmation → succeeded when created, updated and confirmed apart', async () => {
    const created = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'eur',
      metadata: { step: 'created' },
    });
    expect(created.status).toBe('requires_payment_method');
    const updated = await stripe.paymentIntents.update(created.id, {
      amount: 6000,
      metadata: { step: 'updated', extra: 'x' },
      payment_method: 'pm_card_mastercard',
    });
    expect(updated).toMatchObject({
      status: 'requires_confirmation',
      amount: 6000,
      metadata: { step: 'updated', extra: 'x' },
    });
    const unset = await stripe.paymentIntents.update(created.id, { metadata: { extra: '' } });
    expect(unset.metadata).toEqual({ step: 'updated' });
    const confirmed = await stripe.paymentIntents.confirm(created.id, {
      return_url: 'http://127.0.0.1:1/back',
    });
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 6000 });
    expect((await stripe.paymentIntents.retrieve(created.id)).status).toBe('succeeded');
    expect((await chargeOf(confirmed)).payment_method_details?.card?.brand).toBe('mastercard');
  });

  it('expands latest_charge and payment_method on request', async () => {
    const intent = await confirmedIntent(stripe, {
      amount: 999,
      expand: ['latest_charge', 'payment_method'],
    });
    expect((intent.latest_charge as Stripe.Charge).object).toBe('charge');
    expect((intent.payment_method as Stripe.PaymentMethod).card?.last4).toBe('4242');
    const error = await rejection(stripe.paymentIntents.retrieve(intent.id, { expand: ['customer'] }));
    expect(error.message).toBe('This property cannot be expanded (customer).');
  });

  it('refuses to change the amount once paid, but still takes metadata', async () => {
    const intent = await confirmedIntent(stripe, { amount: 2000 });
    const refused = await rejection(stripe.paymentIntents.update(intent.id, { amount: 3000 }));
    expect(refused).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
    });
    expect((await stripe.paymentIntents.update(intent.id, { metadata: { note: 'paid' } })).metadata).toEqual({
      note: 'paid',
    });
    const again = await rejection(stripe.paymentIntents.confirm(intent.id));
    expect(again).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
    expect(again.message).toMatch(/status of succeeded/);
  });
});

describe('declined cards', () => {
  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline', 'Your card was declined.'],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'expired_card', 'Your card has expired.'],
  ])(
    '%s answers a 402 card error (%s / %s) and leaves the intent awaiting another payment method',
    async (pm, code, declineCode, message) => {
      const error = await rejection(confirmedIntent(stripe, { amount: 4200, payment_method: pm }));
      expect(error).toMatchObject({
        type: 'StripeCardError',
        statusCode: 402,
        code,
        decline_code: declineCode,
        message,
      });
      const failed = error.payment_intent!;
      expect(failed).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        amount_received: 0,
      });
      expect(failed.last_payment_error).toMatchObject({
        type: 'card_error',
        code,
        decline_code: declineCode,
      });
      const stored = await stripe.paymentIntents.retrieve(failed.id);
      expect(stored.status).toBe('requires_payment_method');
      expect(stored.last_payment_error?.charge).toBe(stored.latest_charge);
      expect(await chargeOf(stored)).toMatchObject({
        status: 'failed',
        paid: false,
        captured: false,
        failure_code: code,
        outcome: { reason: declineCode },
      });
    },
  );

  it('takes a working card after a decline on the same intent', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 4200, currency: 'eur' });
    await rejection(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }),
    );
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid).toMatchObject({ status: 'succeeded', last_payment_error: null, amount_received: 4200 });
    expect((await stripe.charges.list({ payment_intent: intent.id })).data.map((c) => c.status)).toEqual([
      'succeeded',
      'failed',
    ]);
  });
});

describe('manual capture', () => {
  it('authorises (requires_capture) and captures part of the amount', async () => {
    const intent = await confirmedIntent(stripe, { amount: 10_000, capture_method: 'manual' });
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 10_000,
      amount_received: 0,
    });
    expect(await chargeOf(intent)).toMatchObject({
      status: 'succeeded',
      captured: false,
      amount_captured: 0,
    });
    const over = await rejection(stripe.paymentIntents.capture(intent.id, { amount_to_capture: 10_001 }));
    expect(over).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount_to_capture' });
    const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 7500 });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 7500, amount_capturable: 0 });
    expect(await chargeOf(captured)).toMatchObject({ captured: true, amount_captured: 7500 });
    const twice = await rejection(stripe.paymentIntents.capture(intent.id));
    expect(twice).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('captures the whole authorisation when no amount is given', async () => {
    const intent = await confirmedIntent(stripe, { amount: 3300, capture_method: 'manual' });
    expect(await stripe.paymentIntents.capture(intent.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 3300,
    });
  });

  it('10 concurrent captures: one captures, the others find it succeeded', async () => {
    const intent = await confirmedIntent(stripe, { amount: 3300, capture_method: 'manual' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => stripe.paymentIntents.capture(intent.id)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(
      outcomes
        .filter((o) => o.status === 'rejected')
        .map((o) => (o.reason as Stripe.errors.StripeError).code),
    ).toEqual(Array(9).fill('payment_intent_unexpected_state'));
  });

  it('refuses to capture an intent that is not authorised', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 3300,
      currency: 'eur',
      capture_method: 'manual',
    });
    expect(await rejection(stripe.paymentIntents.capture(intent.id))).toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
  });
});

describe('cancel', () => {
  it('cancels an unpaid intent with its reason', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1500, currency: 'eur' });
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    expect(
      await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })),
    ).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('releases an authorised payment in full', async () => {
    const intent = await confirmedIntent(stripe, { amount: 2500, capture_method: 'manual' });
    const canceled = await stripe.paymentIntents.cancel(intent.id);
    expect(canceled).toMatchObject({ status: 'canceled', amount_capturable: 0, amount_received: 0 });
    expect(await chargeOf(canceled)).toMatchObject({
      captured: false,
      refunded: true,
      amount_refunded: 2500,
    });
  });

  it('refuses to cancel a succeeded payment (that is a refund)', async () => {
    const intent = await confirmedIntent(stripe, { amount: 2500 });
    const error = await rejection(stripe.paymentIntents.cancel(intent.id));
    expect(error).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });
});

describe('bad requests change nothing', () => {
  async function count(): Promise<number> {
    return (await stripe.paymentIntents.list({ limit: 100 })).data.length;
  }

  it.each([
    [{ currency: 'eur' }, 'amount', 'parameter_missing'],
    [{ amount: 1000 }, 'currency', 'parameter_missing'],
    [{ amount: 49, currency: 'eur' }, 'amount', 'amount_too_small'],
    [{ amount: 1000, currency: 'eur', colour: 'blue' }, 'colour', 'parameter_unknown'],
    [{ amount: 1000, currency: 'eur', capture_method: 'later' }, 'capture_method', undefined],
    [
      { amount: 1000, currency: 'eur', payment_method: 'pm_card_nonexistent' },
      'payment_method',
      'resource_missing',
    ],
    [{ amount: 1000, currency: 'eur', confirm: true }, 'payment_method', 'payment_intent_unexpected_state'],
    [
      { amount: 1000, currency: 'eur', allowed_payment_method_types: ['sepa_debit'] },
      'allowed_payment_method_types',
      undefined,
    ],
    [
      { amount: 1000, currency: 'eur', payment_method_types: ['sepa_debit'] },
      'payment_method_types',
      undefined,
    ],
  ])('%j → 400 on %s', async (params, param, code) => {
    const before = await count();
    const error = await rejection(stripe.paymentIntents.create(params as Stripe.PaymentIntentCreateParams));
    expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param });
    if (code) expect(error.code).toBe(code);
    expect(await count()).toBe(before);
  });

  it('answers 404 resource_missing for an unknown intent', async () => {
    const error = await rejection(stripe.paymentIntents.retrieve('pi_doesnotexist'));
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_doesnotexist'",
    });
  });

  it('refuses a JSON body', async () => {
    const res = await fetch(`${psp.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_storefront', 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 1000, currency: 'eur' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });
});
