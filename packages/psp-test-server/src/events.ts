import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** The request that caused an event (null for changes made on the authentication page). */
export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

/** Stripe's Event object (only its v1 'snapshot' fields: the object as it was when the event happened). */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: string;
}

/**
 * The `Stripe-Signature` header Stripe sends: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" keyed with the
 * endpoint's whsec_ secret>`, which `stripe.webhooks.constructEvent(payload, header, secret)` verifies.
 */
export function signatureHeader(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface WebhookOptions {
  url?: string;
  secret: string;
  /** attempts per event, the first included (Stripe retries for days; a test double gives up sooner) */
  attempts: number;
  /** delay before the first retry, doubled before each next one */
  retryDelayMs: number;
  log?: (line: string) => void;
}

/**
 * Sends each event to the configured endpoint, signed afresh for every attempt, retrying a non-2xx answer or a
 * network error with exponential backoff a bounded number of times. Events are sent independently (Stripe does
 * not promise their order either).
 */
export class WebhookSender {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stop = new AbortController();

  constructor(private readonly options: WebhookOptions) {}

  get url(): string | undefined {
    return this.options.url;
  }

  setUrl(url: string | undefined): void {
    this.options.url = url;
  }

  get secret(): string {
    return this.options.secret;
  }

  send(event: StripeEvent): void {
    const url = this.options.url;
    if (!url || this.stop.signal.aborted) return;
    event.pending_webhooks = 1;
    const delivery = this.deliver(event, url).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  private async deliver(event: StripeEvent, url: string): Promise<void> {
    const { attempts, retryDelayMs, secret, log } = this.options;
    const signal = this.stop.signal;
    for (let attempt = 1; attempt <= attempts && !signal.aborted; attempt++) {
      const payload = JSON.stringify(event, null, 2);
      let outcome: string;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'Stripe-Signature': signatureHeader(payload, secret),
          },
          body: payload,
          signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
        });
        await res.arrayBuffer();
        if (res.ok) {
          event.pending_webhooks = 0;
          return;
        }
        outcome = `HTTP ${res.status}`;
      } catch (err) {
        if (signal.aborted) return;
        outcome = (err as Error).message;
      }
      log?.(
        `webhook ${event.type} ${event.id} to ${url}: attempt ${attempt}/${attempts} failed (${outcome})`,
      );
      if (attempt < attempts) {
        try {
          await sleep(retryDelayMs * 2 ** (attempt - 1), undefined, { signal });
        } catch {
          return; // closed while waiting
        }
      }
    }
  }

  /** Stops retrying and waits for the requests under way to end. */
  async close(): Promise<void> {
    this.stop.abort();
    await Promise.allSettled([...this.inFlight]);
  }
}
