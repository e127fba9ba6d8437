import type Stripe from 'stripe';
import type { PspTestServer } from '../src';
import { confirmedIntent, rejection, startPsp } from './helpers';

let psp: PspTestServer;
let stripe: Stripe;

beforeAll(async () => {
  ({ psp, stripe } = await startPsp());
});
afterAll(() => psp.close());

describe('refunds', () => {
  it('refunds a payment in full by default', async () => {
    const intent = await confirmedIntent(stripe, { amount: 15_000 });
    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      reason: 'requested_by_customer',
      metadata: { orderUuid: 'o-1' },
    });
    expect(refund).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 15_000,
      currency: 'eur',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      reason: 'requested_by_customer',
      metadata: { orderUuid: 'o-1' },
    });
    expect(await stripe.refunds.retrieve(refund.id)).toEqual(
      expect.objectContaining({ id: refund.id, amount: 15_000 }),
    );
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 15_000,
      refunded: true,
    });
    const again = await rejection(stripe.refunds.create({ payment_intent: intent.id }));
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
  });

  it('refunds in parts up to what was captured, and refuses more', async () => {
    const intent = await confirmedIntent(stripe, { amount: 10_000 });
    await stripe.refunds.create({ payment_intent: intent.id, amount: 3000 });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 3000,
      refunded: false,
    });
    const tooMuch = await rejection(stripe.refunds.create({ payment_intent: intent.id, amount: 7001 }));
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    const rest = await stripe.refunds.create({ charge: intent.latest_charge as string });
    expect(rest.amount).toBe(7000);
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 10_000,
      refunded: true,
    });
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data.map((r) => r.amount)).toEqual([
      7000, 3000,
    ]);
  });

  it('refunds only what a partial capture took', async () => {
    const intent = await confirmedIntent(stripe, { amount: 10_000, capture_method: 'manual' });
    await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 6000 });
    expect(await rejection(stripe.refunds.create({ payment_intent: intent.id, amount: 6001 }))).toMatchObject(
      { code: 'amount_too_large' },
    );
    expect((await stripe.refunds.create({ payment_intent: intent.id })).amount).toBe(6000);
  });

  it('20 concurrent full refunds of one payment: exactly one succeeds', async () => {
    const intent = await confirmedIntent(stripe, { amount: 5000 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => stripe.refunds.create({ payment_intent: intent.id })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused.map((o) => (o.reason as Stripe.errors.StripeError).code)).toEqual(
      Array(19).fill('charge_already_refunded'),
    );
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 5000,
    });
  });

  it('refuses to refund what was never paid', async () => {
    const unpaid = await stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    expect(await rejection(stripe.refunds.create({ payment_intent: unpaid.id }))).toMatchObject({
      statusCode: 400,
      code: 'charge_not_refundable',
    });
    const authorised = await confirmedIntent(stripe, { amount: 1000, capture_method: 'manual' });
    expect(await rejection(stripe.refunds.create({ payment_intent: authorised.id }))).toMatchObject({
      statusCode: 400,
    });
    expect(await rejection(stripe.refunds.create({ payment_intent: 'pi_missing' }))).toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
    });
    expect(await rejection(stripe.refunds.create({}))).toMatchObject({ statusCode: 400 });
    expect(await rejection(stripe.refunds.retrieve('re_missing'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
