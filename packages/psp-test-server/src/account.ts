import type Stripe from 'stripe';
import type { EventRequest, StripeEvent, WebhookSender } from './events';
import { newId, now } from './ids';
import type { Params } from './params';
import { invalidRequest, resourceMissing } from './stripe-error';
import type { TestCard } from './test-cards';

/** The API version this double speaks (the one stripe-node 23 pins); events carry it like Stripe's. */
export const API_VERSION = '2026-10-28.endive';

export interface PaymentMethodEntry {
  object: Stripe.PaymentMethod;
  card: TestCard;
}

export interface PaymentIntentEntry {
  object: Stripe.PaymentIntent;
  /** where the authentication page sends the buyer back (a PaymentIntent has no such field of its own) */
  returnUrl: string | null;
}

/**
 * One Stripe account in test mode: its objects in memory and its events. Every handler runs synchronously from
 * reading an object to storing its new state, so concurrent requests in this process never interleave mid-change.
 */
export class Account {
  readonly paymentIntents = new Map<string, PaymentIntentEntry>();
  readonly paymentMethods = new Map<string, PaymentMethodEntry>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly refunds = new Map<string, Stripe.Refund>();
  readonly events = new Map<string, StripeEvent>();
  /** this server's own address, for the authentication page's URL (known once it listens) */
  baseUrl = '';

  constructor(readonly webhooks: WebhookSender) {}

  /** Records an event with a snapshot of the object and sends it to the webhook endpoint. */
  emit(type: string, object: object, request: EventRequest): void {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 0,
      request,
      type,
    };
    this.events.set(event.id, event);
    this.webhooks.send(event);
  }

  /** The stored object an id names (for expand[]), by Stripe's id prefixes. */
  find(id: string): object | undefined {
    if (id.startsWith('pi_')) return this.paymentIntents.get(id)?.object;
    if (id.startsWith('pm_')) return this.paymentMethods.get(id)?.object;
    if (id.startsWith('ch_')) return this.charges.get(id);
    if (id.startsWith('re_')) return this.refunds.get(id);
    return undefined;
  }

  paymentIntent(id: string, param = 'intent', status = 404): PaymentIntentEntry {
    const entry = this.paymentIntents.get(id);
    if (!entry) throw resourceMissing('payment_intent', id, param, status);
    return entry;
  }
}

/** GET /v1/<objects>/:id: the stored object, or Stripe's 404 resource_missing naming it. */
export function retrieve<T>(p: Params, objects: ReadonlyMap<string, T>, what: string, id: string): T {
  p.end();
  const found = objects.get(id);
  if (found === undefined) throw resourceMissing(what, id, 'id');
  return found;
}

/** Stripe's list object: newest first, `limit` (1-100, default 10), `starting_after` / `ending_before` cursors. */
export function list<T extends { id: string }>(
  p: Params,
  url: string,
  newestLast: Iterable<T>,
): Stripe.ApiList<T> {
  const limit = p.integer('limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw invalidRequest('Invalid limit: must be between 1 and 100', { param: 'limit' });
  const startingAfter = p.string('starting_after');
  const endingBefore = p.string('ending_before');
  p.end();
  let items = [...newestLast].reverse();
  if (startingAfter) {
    const at = items.findIndex((o) => o.id === startingAfter);
    if (at < 0) throw resourceMissing('object', startingAfter, 'starting_after', 400);
    items = items.slice(at + 1);
  } else if (endingBefore) {
    const at = items.findIndex((o) => o.id === endingBefore);
    if (at < 0) throw resourceMissing('object', endingBefore, 'ending_before', 400);
    const before = items.slice(0, at);
    return { object: 'list', data: before.slice(-limit), has_more: before.length > limit, url };
  }
  return { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url };
}
