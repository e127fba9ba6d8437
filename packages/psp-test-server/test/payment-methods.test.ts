import Stripe from 'stripe';
import type { PspTestServer } from '../src';
import { confirmedIntent, rejection, startPsp, stripeFor } from './helpers';

let psp: PspTestServer;
let stripe: Stripe;

beforeAll(async () => {
  ({ psp, stripe } = await startPsp());
});
afterAll(() => psp.close());

const nextYear = new Date().getUTCFullYear() + 1;

function card(
  number: string,
  extra: Partial<Stripe.PaymentMethodCreateParams> = {},
): Stripe.PaymentMethodCreateParams {
  return { type: 'card', card: { number, exp_month: 12, exp_year: nextYear, cvc: '123' }, ...extra };
}

async function payWith(pm: Stripe.PaymentMethod) {
  return confirmedIntent(stripe, {
    amount: 2000,
    payment_method: pm.id,
    return_url: 'http://127.0.0.1:9/back',
  });
}

describe('a card number collected by a checkout page', () => {
  it('4242 4242 4242 4242 becomes a visa pm_... that pays', async () => {
    const pm = await stripe.paymentMethods.create(
      card('4242 4242 4242 4242', { billing_details: { name: 'Ada Lovelace', email: 'ada@example.com' } }),
    );
    expect(pm).toMatchObject({
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear, wallet: null },
    });
    expect(pm.billing_details).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(await stripe.paymentMethods.retrieve(pm.id)).toEqual(expect.objectContaining({ id: pm.id }));
    expect((await payWith(pm)).status).toBe('succeeded');
  });

  it.each([
    ['4000000000000002', 'generic_decline'],
    ['4000000000009995', 'insufficient_funds'],
  ])('%s is declined (%s) when paying', async (number, declineCode) => {
    const pm = await stripe.paymentMethods.create(card(number));
    expect(await rejection(payWith(pm))).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: declineCode,
    });
  });

  it('4000002500003155 asks for 3D Secure', async () => {
    const pm = await stripe.paymentMethods.create(card('4000002500003155'));
    expect((await payWith(pm)).status).toBe('requires_action');
  });

  it('refuses a mistyped number, a past expiry and a real (non-test) card, storing nothing', async () => {
    expect(await rejection(stripe.paymentMethods.create(card('4242424242424241')))).toMatchObject({
      type: 'StripeCardError',
      code: 'incorrect_number',
      param: 'card[number]',
    });
    expect(
      await rejection(
        stripe.paymentMethods.create({
          type: 'card',
          card: { number: '4242424242424242', exp_month: 13, exp_year: nextYear },
        }),
      ),
    ).toMatchObject({ code: 'invalid_expiry_month' });
    expect(
      await rejection(
        stripe.paymentMethods.create({
          type: 'card',
          card: { number: '4242424242424242', exp_month: 1, exp_year: 2001 },
        }),
      ),
    ).toMatchObject({ code: 'invalid_expiry_year' });
    expect(await rejection(stripe.paymentMethods.create(card('4111111111111111')))).toMatchObject({
      code: 'card_declined',
      decline_code: 'test_mode_live_card',
    });
  });

  it('marks an Apple Pay or Google Pay card as coming from that wallet', async () => {
    const pm = await stripe.paymentMethods.create(
      card('4242424242424242', { metadata: { wallet: 'apple_pay' } }),
    );
    expect(pm.card?.wallet).toMatchObject({ type: 'apple_pay', dynamic_last4: '4242' });
    const intent = await confirmedIntent(stripe, {
      amount: 2000,
      allowed_payment_method_types: ['card'],
      payment_method: pm.id,
      expand: ['latest_charge'],
    });
    expect(intent).toMatchObject({
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      status: 'succeeded',
    });
    expect((intent.latest_charge as Stripe.Charge).payment_method_details?.card?.wallet).toMatchObject({
      type: 'apple_pay',
    });
  });

  it('a browser with the publishable key creates the card and confirms the intent with its client_secret, as Stripe.js does', async () => {
    const browser = stripeFor(psp, 'pk_test_storefront');
    const intent = await stripe.paymentIntents.create({ amount: 2000, currency: 'eur' });
    const pm = await browser.paymentMethods.create(card('4242424242424242'));
    expect(pm.id).toMatch(/^pm_/);
    const secretOnly = { type: 'StripeAuthenticationError', statusCode: 401, code: 'secret_key_required' };
    expect(await rejection(browser.paymentIntents.create({ amount: 2000, currency: 'eur' }))).toMatchObject(
      secretOnly,
    );
    expect(
      await rejection(browser.paymentIntents.confirm(intent.id, { payment_method: pm.id })),
    ).toMatchObject(secretOnly);
    expect(await rejection(browser.refunds.list())).toMatchObject(secretOnly);
    const forged = await rejection(
      browser.paymentIntents.confirm(intent.id, {
        payment_method: pm.id,
        client_secret: `${intent.id}_secret_forged`,
      } as Stripe.PaymentIntentConfirmParams),
    );
    expect(forged).toMatchObject({ statusCode: 400, param: 'client_secret' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    const paid = await browser.paymentIntents.confirm(intent.id, {
      payment_method: pm.id,
      client_secret: intent.client_secret,
    } as Stripe.PaymentIntentConfirmParams);
    expect(paid.status).toBe('succeeded');
    expect(
      (await browser.paymentIntents.retrieve(intent.id, { client_secret: intent.client_secret! }))
        .amount_received,
    ).toBe(2000);
  });
});
