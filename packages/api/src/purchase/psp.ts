/**
 * The one PSP adapter: Stripe's official SDK, pointed by configuration at Stripe (production) or at the local
 * Stripe-compatible test server (@storefront/psp-test-server: development, tests, CI). PaymentIntents use manual
 * capture: authorized first, captured only once the order's stock is taken (docs/decisions/0021).
 */
import Stripe from 'stripe';

export interface PspConfig {
  /** PSP_API_HOST (default api.stripe.com) */
  apiHost: string;
  /** PSP_API_PORT (default 443) */
  apiPort: number;
  /** PSP_API_PROTOCOL http | https (default https) */
  apiProtocol: 'http' | 'https';
  /** PSP_SECRET_KEY (default a test-mode key: sk_test_storefront) */
  secretKey: string;
  /** PSP_WEBHOOK_SECRET: signs the PSP's webhooks (whsec_...) */
  webhookSecret: string;
}

export function readPspConfig(env: NodeJS.ProcessEnv = process.env): PspConfig {
  const protocol = (env.PSP_API_PROTOCOL ?? 'https').trim();
  if (protocol !== 'http' && protocol !== 'https')
    throw new Error(`PSP_API_PROTOCOL must be http or https (got "${protocol}")`);
  const port = Number(env.PSP_API_PORT ?? (protocol === 'https' ? 443 : 80));
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PSP_API_PORT must be a port number (got "${env.PSP_API_PORT}")`);
  return {
    apiHost: env.PSP_API_HOST?.trim() || 'api.stripe.com',
    apiPort: port,
    apiProtocol: protocol,
    secretKey: env.PSP_SECRET_KEY?.trim() || 'sk_test_storefront',
    webhookSecret: env.PSP_WEBHOOK_SECRET?.trim() || 'whsec_storefront_test',
  };
}

/** A PSP answer the order can act on; amounts in cents. */
export interface PspIntent {
  id: string;
  status: Stripe.PaymentIntent.Status;
  amount: number;
  /** captured so far */
  amountReceived: number;
  amountCapturable: number;
  currency: string;
  orderUuid: string | null;
  clientSecret: string | null;
  paymentMethod: string | null;
  /** decline code or error code of the last failed attempt */
  lastError: string | null;
}

/** A PSP call failed for a reason other than the card (network, configuration, PSP down). */
export class PspUnavailable extends Error {
  constructor(cause: unknown) {
    super(`payment service unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'PspUnavailable';
  }
}

function intentOf(pi: Stripe.PaymentIntent): PspIntent {
  const error = pi.last_payment_error;
  return {
    id: pi.id,
    status: pi.status,
    amount: pi.amount,
    amountReceived: pi.amount_received ?? 0,
    amountCapturable: pi.amount_capturable ?? 0,
    currency: pi.currency,
    orderUuid: typeof pi.metadata?.orderUuid === 'string' ? pi.metadata.orderUuid : null,
    clientSecret: pi.client_secret,
    paymentMethod:
      typeof pi.payment_method === 'string' ? pi.payment_method : (pi.payment_method?.id ?? null),
    lastError: error ? (error.decline_code ?? error.code ?? 'payment_failed') : null,
  };
}

export interface Psp {
  createIntent(input: {
    orderUuid: string;
    reference: string;
    amount: number;
    currency: string;
  }): Promise<PspIntent>;
  retrieve(paymentIntentId: string): Promise<PspIntent | null>;
  /** Confirms with a payment method; a declined card is an answer (status requires_payment_method), not an error. */
  confirm(paymentIntentId: string, paymentMethod: string, attemptKey: string): Promise<PspIntent>;
  capture(paymentIntentId: string): Promise<PspIntent>;
  cancel(paymentIntentId: string): Promise<PspIntent>;
  /** Refunds what was captured; returns the refunded amount. */
  refund(paymentIntentId: string): Promise<number>;
  /** Verifies the signature of a webhook and returns its event; throws on a bad signature. */
  webhookEvent(rawBody: Buffer, signature: string): Stripe.Event;
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw new PspUnavailable(error);
  }
}

export function createPsp(config: PspConfig): Psp {
  const stripe = new Stripe(config.secretKey, {
    host: config.apiHost,
    port: config.apiPort,
    protocol: config.apiProtocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    async createIntent({ orderUuid, reference, amount, currency }) {
      const pi = await call(() =>
        stripe.paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            capture_method: 'manual',
            metadata: { orderUuid, reference },
            description: `Order ${reference}`,
          },
          // the PSP's own idempotency: a retried creation never makes a second PaymentIntent for the order
          { idempotencyKey: `order-${orderUuid}-intent` },
        ),
      );
      return intentOf(pi);
    },
    async retrieve(paymentIntentId) {
      try {
        return intentOf(await stripe.paymentIntents.retrieve(paymentIntentId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw new PspUnavailable(error);
      }
    },
    async confirm(paymentIntentId, paymentMethod, attemptKey) {
      try {
        return intentOf(
          await stripe.paymentIntents.confirm(
            paymentIntentId,
            { payment_method: paymentMethod },
            { idempotencyKey: `confirm-${attemptKey}` },
          ),
        );
      } catch (error) {
        // a refused card: the PaymentIntent carries the reason; read it back
        if (
          error instanceof Stripe.errors.StripeCardError ||
          error instanceof Stripe.errors.StripeInvalidRequestError
        ) {
          const after = await call(() => stripe.paymentIntents.retrieve(paymentIntentId));
          const intent = intentOf(after);
          return {
            ...intent,
            lastError: intent.lastError ?? (error as Stripe.errors.StripeError).code ?? 'payment_failed',
          };
        }
        throw new PspUnavailable(error);
      }
    },
    async capture(paymentIntentId) {
      return intentOf(
        await call(() =>
          stripe.paymentIntents.capture(
            paymentIntentId,
            {},
            { idempotencyKey: `capture-${paymentIntentId}` },
          ),
        ),
      );
    },
    async cancel(paymentIntentId) {
      return intentOf(
        await call(() =>
          stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey: `cancel-${paymentIntentId}` }),
        ),
      );
    },
    async refund(paymentIntentId) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: paymentIntentId },
          { idempotencyKey: `refund-${paymentIntentId}` },
        ),
      );
      return refund.amount;
    },
    webhookEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}
