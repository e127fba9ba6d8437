import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startPspTestServer, type PspTestServer, type PspTestServerOptions } from '../src';

export const SECRET_KEY = 'sk_test_storefront';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** the raw body, as constructEvent must get it */
  body: string;
  type: string;
  /** the PaymentIntent the event is about (its own id, or its charge's or refund's payment_intent) */
  paymentIntent: string;
}

/** A webhook endpoint over real HTTP; `answer` picks the status for each delivery (200 by default). */
export async function startWebhookReceiver(
  answer: (hook: ReceivedWebhook, attempt: number) => number = () => 200,
) {
  const received: ReceivedWebhook[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(body) as {
        type: string;
        data: { object: { id: string; object: string; payment_intent?: string } };
      };
      const object = event.data.object;
      const paymentIntent = object.object === 'payment_intent' ? object.id : (object.payment_intent ?? '');
      const hook = { headers: req.headers, body, type: event.type, paymentIntent };
      received.push(hook);
      res.writeHead(answer(hook, received.length)).end();
      for (const wake of waiting) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`;

  /** The deliveries received so far that match, once there are at least `count` of them (fails after 5 s). */
  function waitFor(match: (hook: ReceivedWebhook) => boolean, count = 1): Promise<ReceivedWebhook[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = received.filter(match);
        if (found.length < count) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(
            `waited 5 s for ${count} webhook(s); received: ${received.map((h) => h.type).join(', ') || 'none'}`,
          ),
        );
      }, 5000);
      const cleanup = () => {
        clearTimeout(timer);
        waiting.delete(wake);
      };
      const wake = () => void check();
      if (!check()) waiting.add(wake);
    });
  }

  return {
    url,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** The official SDK pointed at the test server exactly as the storefront's PSP adapter configures it. */
export function stripeFor(psp: PspTestServer, key = SECRET_KEY): Stripe {
  return new Stripe(key, { host: '127.0.0.1', port: psp.port, protocol: 'http' });
}

export async function startPsp(options: PspTestServerOptions = {}) {
  const psp = await startPspTestServer({ secretKey: SECRET_KEY, webhookRetryDelayMs: 20, ...options });
  return { psp, stripe: stripeFor(psp) };
}

/** A PaymentIntent confirmed at creation: 1000 cents in EUR paid with pm_card_visa unless `params` says otherwise. */
export function confirmedIntent(
  stripe: Stripe,
  params: Partial<Stripe.PaymentIntentCreateParams> = {},
): Promise<Stripe.Response<Stripe.PaymentIntent>> {
  return stripe.paymentIntents.create({
    amount: 1000,
    currency: 'eur',
    payment_method: 'pm_card_visa',
    confirm: true,
    ...params,
  });
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (err) {
    return err as Stripe.errors.StripeError;
  }
  throw new Error('expected the request to be refused');
}
