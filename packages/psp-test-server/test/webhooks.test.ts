import Stripe from 'stripe';
import { signatureHeader, type PspTestServer } from '../src';
import {
  confirmedIntent,
  rejection,
  startPsp,
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from './helpers';

const WEBHOOK_SECRET = 'whsec_storefront_test';
// constructEvent only needs the secret; the key is never used to call anything
const verifier = new Stripe('sk_test_verifier');

let receiver: WebhookReceiver;
let psp: PspTestServer;
let stripe: Stripe;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ psp, stripe } = await startPsp({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET }));
});
afterAll(async () => {
  await psp.close();
  await receiver.close();
});

function verify(hook: ReceivedWebhook, secret = WEBHOOK_SECRET): Stripe.Event {
  return verifier.webhooks.constructEvent(hook.body, hook.headers['stripe-signature'] as string, secret);
}

const about = (object: { object: string; id: string; payment_intent?: unknown }) =>
  object.object === 'payment_intent' ? object.id : object.payment_intent;

/**
 * The types of one PaymentIntent's events in the order they happened (GET /v1/events), once `last` has been
 * delivered, after checking that the endpoint received each of them (deliveries may arrive in any order).
 */
async function typesFor(intentId: string, last: string): Promise<string[]> {
  await receiver.waitFor((h) => h.paymentIntent === intentId && h.type === last);
  const events = (await stripe.events.list({ limit: 100 })).data.filter(
    (e) => about(e.data.object as { object: string; id: string }) === intentId,
  );
  const happened = events.map((e) => e.type).reverse();
  const delivered = (await receiver.waitFor((h) => h.paymentIntent === intentId, happened.length)).map(
    (h) => h.type,
  );
  expect([...delivered].sort()).toEqual([...happened].sort());
  return happened;
}

describe('signed webhooks', () => {
  it('sends payment_intent.succeeded signed so that stripe.webhooks.constructEvent accepts it', async () => {
    const intent = await confirmedIntent(stripe, { amount: 9900, metadata: { orderUuid: 'o-42' } });
    const [hook] = await receiver.waitFor(
      (h) => h.paymentIntent === intent.id && h.type === 'payment_intent.succeeded',
    );
    expect(hook!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hook!.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = verify(hook!);
    expect(event).toMatchObject({ object: 'event', type: 'payment_intent.succeeded', livemode: false });
    const paid = event.data.object as Stripe.PaymentIntent;
    expect(paid).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      amount_received: 9900,
      metadata: { orderUuid: 'o-42' },
    });
    expect((await stripe.events.retrieve(event.id)).type).toBe('payment_intent.succeeded');
  });

  it('refuses a tampered payload, a wrong secret and a missing signature', async () => {
    const intent = await confirmedIntent(stripe, { amount: 9900 });
    const [hook] = await receiver.waitFor(
      (h) => h.paymentIntent === intent.id && h.type === 'payment_intent.succeeded',
    );
    const tampered = {
      ...hook!,
      body: hook!.body.replace('"amount_received": 9900', '"amount_received": 1'),
    };
    expect(tampered.body).not.toBe(hook!.body);
    expect(() => verify(tampered)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => verify(hook!, 'whsec_someone_else')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => verifier.webhooks.constructEvent(hook!.body, '', WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    // and the header is what the SDK itself would make for a test event
    const t = Number(/t=(\d+)/.exec(hook!.headers['stripe-signature'] as string)![1]);
    expect(signatureHeader(hook!.body, WEBHOOK_SECRET, t)).toBe(
      verifier.webhooks.generateTestHeaderString({
        payload: hook!.body,
        secret: WEBHOOK_SECRET,
        timestamp: t,
      }),
    );
  });

  it('emits the real event types of each state change', async () => {
    const paid = await confirmedIntent(stripe, { amount: 1000 });
    expect(await typesFor(paid.id, 'payment_intent.succeeded')).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);

    const declined = (
      await rejection(
        confirmedIntent(stripe, { amount: 1000, payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }),
      )
    ).payment_intent!;
    expect(await typesFor(declined.id, 'payment_intent.payment_failed')).toEqual([
      'payment_intent.created',
      'charge.failed',
      'payment_intent.payment_failed',
    ]);
    const failedEvent = verify(
      receiver.received.find(
        (h) => h.paymentIntent === declined.id && h.type === 'payment_intent.payment_failed',
      )!,
    );
    expect((failedEvent.data.object as Stripe.PaymentIntent).last_payment_error?.decline_code).toBe(
      'insufficient_funds',
    );

    const held = await confirmedIntent(stripe, { amount: 1000, capture_method: 'manual' });
    await receiver.waitFor(
      (h) => h.paymentIntent === held.id && h.type === 'payment_intent.amount_capturable_updated',
    );
    await stripe.paymentIntents.capture(held.id);
    expect(await typesFor(held.id, 'payment_intent.succeeded')).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.amount_capturable_updated',
      'charge.captured',
      'payment_intent.succeeded',
    ]);

    const secure = await confirmedIntent(stripe, {
      amount: 1000,
      payment_method: 'pm_card_authenticationRequired',
    });
    await receiver.waitFor(
      (h) => h.paymentIntent === secure.id && h.type === 'payment_intent.requires_action',
    );
    await stripe.paymentIntents.cancel(secure.id);
    expect(await typesFor(secure.id, 'payment_intent.canceled')).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.canceled',
    ]);

    await stripe.refunds.create({ payment_intent: paid.id, amount: 400 });
    const [refunded] = await receiver.waitFor(
      (h) => h.paymentIntent === paid.id && h.type === 'charge.refunded',
    );
    expect(verify(refunded!).data.object).toMatchObject({
      object: 'charge',
      amount_refunded: 400,
      refunded: false,
    });
    const [refundCreated] = await receiver.waitFor(
      (h) => h.paymentIntent === paid.id && h.type === 'refund.created',
    );
    expect(verify(refundCreated!).data.object).toMatchObject({
      object: 'refund',
      amount: 400,
      status: 'succeeded',
    });
  });

  it('lists events newest first, filtered by type or by a type wildcard', async () => {
    await confirmedIntent(stripe, { amount: 1000 });
    const intent = await confirmedIntent(stripe, { amount: 1000 });
    const succeeded = await stripe.events.list({ type: 'payment_intent.succeeded', limit: 1 });
    expect(succeeded.data).toHaveLength(1);
    expect((succeeded.data[0]!.data.object as Stripe.PaymentIntent).id).toBe(intent.id);
    expect(succeeded.has_more).toBe(true);
    const ofIntents = await stripe.events.list({ type: 'payment_intent.*', limit: 2 });
    expect(ofIntents.data.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'payment_intent.created']);
    expect(await rejection(stripe.events.retrieve('evt_missing'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});

describe('delivery', () => {
  it('retries a failing endpoint with backoff until it answers 2xx, signing each attempt', async () => {
    const flaky = await startWebhookReceiver((_hook, attempt) => (attempt <= 2 ? 500 : 200));
    const { psp: server, stripe: client } = await startPsp({
      webhookUrl: flaky.url,
      webhookSecret: WEBHOOK_SECRET,
      webhookRetryDelayMs: 30,
    });
    try {
      await client.paymentIntents.create({ amount: 1000, currency: 'eur' });
      const attempts = await flaky.waitFor((h) => h.type === 'payment_intent.created', 3);
      expect(attempts.map((h) => verify(h).id)).toEqual(Array(3).fill(verify(attempts[0]!).id));
      const event = await client.events.retrieve(verify(attempts[0]!).id);
      expect(event.pending_webhooks).toBe(0);
    } finally {
      await server.close();
      await flaky.close();
    }
  });

  it('gives up after the configured number of attempts', async () => {
    const down = await startWebhookReceiver(() => 503);
    const { psp: server, stripe: client } = await startPsp({
      webhookUrl: down.url,
      webhookAttempts: 3,
      webhookRetryDelayMs: 10,
    });
    try {
      const intent = await client.paymentIntents.create({ amount: 1000, currency: 'eur' });
      await down.waitFor((h) => h.paymentIntent === intent.id, 3);
      await new Promise((resolve) => setTimeout(resolve, 200)); // longer than the next backoff would be
      expect(down.received).toHaveLength(3);
      const [event] = (await client.events.list({ type: 'payment_intent.created' })).data;
      expect(event!.pending_webhooks).toBe(1);
    } finally {
      await server.close();
      await down.close();
    }
  });

  it('closes at once even while a delivery waits to be retried', async () => {
    const down = await startWebhookReceiver(() => 500);
    const { psp: server, stripe: client } = await startPsp({
      webhookUrl: down.url,
      webhookRetryDelayMs: 60_000,
    });
    await client.paymentIntents.create({ amount: 1000, currency: 'eur' });
    await down.waitFor(() => true);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1000);
    await down.close();
  });

  it('sends to the URL set later with setWebhookUrl', async () => {
    const later = await startWebhookReceiver();
    const { psp: server, stripe: client } = await startPsp({ webhookSecret: WEBHOOK_SECRET });
    try {
      const before = await client.paymentIntents.create({ amount: 1000, currency: 'eur' });
      server.setWebhookUrl(later.url);
      const after = await client.paymentIntents.create({ amount: 1000, currency: 'eur' });
      const [hook] = await later.waitFor((h) => h.paymentIntent === after.id);
      expect(verify(hook!).type).toBe('payment_intent.created');
      expect(later.received.some((h) => h.paymentIntent === before.id)).toBe(false);
    } finally {
      await server.close();
      await later.close();
    }
  });
});
