import Stripe from 'stripe';
import { startPspTestServer, type PspTestServer } from '../src';
import { SECRET_KEY, rejection, startPsp, stripeFor } from './helpers';

let psp: PspTestServer;
let stripe: Stripe;

beforeAll(async () => {
  ({ psp, stripe } = await startPsp());
});
afterAll(() => psp.close());

const params = (orderUuid: string): Stripe.PaymentIntentCreateParams => ({
  amount: 7000,
  currency: 'eur',
  payment_method: 'pm_card_visa',
  confirm: true,
  metadata: { orderUuid },
});

async function intentsFor(orderUuid: string): Promise<Stripe.PaymentIntent[]> {
  return (await stripe.paymentIntents.list({ limit: 100 })).data.filter(
    (pi) => pi.metadata.orderUuid === orderUuid,
  );
}

function post(path: string, body: string, key: string): Promise<Response> {
  return fetch(`${psp.url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': key,
    },
    body,
  });
}

describe('Idempotency-Key', () => {
  it('same key and parameters: the first answer again, byte for byte, and one payment', async () => {
    const first = await post(
      '/v1/payment_intents',
      'amount=7000&currency=eur&payment_method=pm_card_visa&confirm=true&metadata[orderUuid]=raw',
      'order-raw',
    );
    const second = await post(
      '/v1/payment_intents',
      'metadata[orderUuid]=raw&amount=7000&currency=eur&payment_method=pm_card_visa&confirm=true',
      'order-raw',
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('original-request')).toBe(first.headers.get('request-id'));
    expect(await intentsFor('raw')).toHaveLength(1);
  });

  it('through the SDK: a replayed create returns the same intent', async () => {
    const a = await stripe.paymentIntents.create(params('sdk'), { idempotencyKey: 'order-sdk' });
    const b = await stripe.paymentIntents.create(params('sdk'), { idempotencyKey: 'order-sdk' });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(await intentsFor('sdk')).toHaveLength(1);
  });

  it('20 concurrent requests with one key make one payment and 20 identical answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        stripe.paymentIntents.create(params('burst'), { idempotencyKey: 'order-burst' }),
      ),
    );
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await intentsFor('burst')).toHaveLength(1);
    expect((await stripe.charges.list({ payment_intent: answers[0]!.id })).data).toHaveLength(1);
  });

  it('same key with other parameters: 400 idempotency_error, nothing done', async () => {
    await stripe.paymentIntents.create(params('mismatch'), { idempotencyKey: 'order-mismatch' });
    const error = await rejection(
      stripe.paymentIntents.create(
        { ...params('mismatch'), amount: 7001 },
        { idempotencyKey: 'order-mismatch' },
      ),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    expect(error.message).toMatch(/same parameters/);
    expect(await intentsFor('mismatch')).toHaveLength(1);
  });

  it('same key on another endpoint: 400 idempotency_error', async () => {
    const intent = await stripe.paymentIntents.create(params('endpoint'), {
      idempotencyKey: 'order-endpoint',
    });
    const error = await rejection(
      stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'order-endpoint' }),
    );
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    expect((await stripe.charges.retrieve(intent.latest_charge as string)).amount_refunded).toBe(0);
  });

  it('a decline is replayed too: the same 402, no second charge attempt', async () => {
    const declined = { ...params('decline'), payment_method: 'pm_card_chargeDeclined' };
    const first = await rejection(
      stripe.paymentIntents.create(declined, { idempotencyKey: 'order-decline' }),
    );
    const second = await rejection(
      stripe.paymentIntents.create(declined, { idempotencyKey: 'order-decline' }),
    );
    expect(second).toMatchObject({ statusCode: 402, decline_code: 'generic_decline', charge: first.charge });
    expect(second.payment_intent?.id).toBe(first.payment_intent?.id);
    expect((await stripe.charges.list({ payment_intent: first.payment_intent!.id })).data).toHaveLength(1);
  });

  it('a request refused for its parameters is not saved: the key still works once they are right', async () => {
    const bad = await rejection(
      stripe.paymentIntents.create({ amount: 7000 } as Stripe.PaymentIntentCreateParams, {
        idempotencyKey: 'order-fixed',
      }),
    );
    expect(bad).toMatchObject({ statusCode: 400, code: 'parameter_missing' });
    expect(
      (await stripe.paymentIntents.create(params('fixed'), { idempotencyKey: 'order-fixed' })).status,
    ).toBe('succeeded');
  });
});

describe('API keys', () => {
  it('answers 401 without a key', async () => {
    const res = await fetch(`${psp.url}/v1/payment_intents`, {
      method: 'POST',
      body: 'amount=1000&currency=eur',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/^You did not provide an API key/);
  });

  it.each([
    ['sk_test_someoneelse', 'sk_test_*******else'],
    ['sk_live_storefront', 'sk_live_******ront'],
    ['pk_live_x', '*********'],
  ])('answers 401 (StripeAuthenticationError) to %s, without echoing the key', async (key, shown) => {
    const error = await rejection(
      stripeFor(psp, key).paymentIntents.create({ amount: 1000, currency: 'eur' }),
    );
    expect(error).toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: `Invalid API Key provided: ${shown}`,
    });
  });

  it('takes any test-mode secret key when none is configured', async () => {
    const open = await startPspTestServer();
    try {
      expect(
        (await stripeFor(open, 'sk_test_anything').paymentIntents.create({ amount: 1000, currency: 'eur' }))
          .status,
      ).toBe('requires_payment_method');
      expect(
        await rejection(
          stripeFor(open, 'sk_live_anything').paymentIntents.create({ amount: 1000, currency: 'eur' }),
        ),
      ).toMatchObject({ statusCode: 401 });
    } finally {
      await open.close();
    }
  });

  it('answers an unknown URL with 404 in Stripe’s error shape', async () => {
    const res = await fetch(`${psp.url}/v1/customers`, {
      headers: { Authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^Unrecognized request URL \(GET: \/v1\/customers\)/,
    );
  });
});
