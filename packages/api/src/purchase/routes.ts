/**
 * The purchase slice's routes (product-and-purchase.md §7: {frontGateway}/purchase/orders and /purchase/zeppto;
 * issue #28): order creation and wallet payment (both with an Idempotency-Key), the PSP's webhook, the
 * confirmation page's read, 'check my booking', cancellation of an unpaid order and refunds by customer care.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { agentEmailOf } from '../identity/agent-sessions';
import { typed, type ApiInstance, type RouteContext } from '../routes/context';
import { Locale } from '../schemas/common';
import { todayIso } from '../routes/common';
import { ApiError, notFound } from '../server/errors';
import { printableVoucher } from './fulfilment';
import { voucherCover } from './redemption';
import { parseVoucherCode } from '@storefront/buyer';
import { idempotent, purgeIdempotencyKeys } from './idempotency';
import {
  cancelOrder,
  checkBooking,
  createOrder,
  expireOverdue,
  handlePspEvent,
  payOrder,
  orderWithSecret,
  priceOnly,
  readOrder,
  refundOrder,
  type PurchaseDeps,
} from './orders';
import { createPsp, type Psp } from './psp';
import {
  CheckBookingBody,
  IdempotencyHeaders,
  OrderBody,
  OrderCreated,
  OrderParams,
  OrderPriceView,
  OrderView,
  PriceBody,
  VoucherCodeParams,
  VoucherCoverView,
  VoucherPrintParams,
  PaymentResult,
  RefundBody,
  SecretBody,
  SecretQuery,
  WebhookAnswer,
  ZepptoBody,
} from './schemas';
import { rateLimitHook } from '../server/rate-limit';

/** The window of the price call's rate limit. */
export const PRICE_WINDOW_MS = 60_000;

/** The window of the 'check my booking' rate limit. */
export const CHECK_BOOKING_WINDOW_MS = 10 * 60_000;

const TAGS = ['purchase'];
/** How often unpaid orders past their 30 minutes are expired (also done before each order and payment) and day-old idempotency keys forgotten. */
const EXPIRY_SWEEP_MS = 60_000;

function isJsonObject(raw: Buffer): boolean {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

export async function purchaseRoutes(
  instance: FastifyInstance,
  context: RouteContext & { psp?: Psp },
): Promise<void> {
  const app: ApiInstance = typed(instance);
  const { db } = context.database;
  const deps: PurchaseDeps = { db, psp: context.psp ?? createPsp(context.config.psp), siteOrigins: context.config.siteOrigins };

  const sweep = setInterval(() => {
    void expireOverdue(deps).catch(() => undefined);
    void purgeIdempotencyKeys(db).catch(() => undefined);
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  instance.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    '/gateway/purchase/orders',
    {
      schema: {
        tags: TAGS,
        summary:
          'Wallet order: priced by the server (409 AMOUNT_MISMATCH when expectedAmount differs, 409 NO_MORE_AVAILABILITY), stock held 30 minutes, PaymentIntent created. Idempotency-Key required',
        headers: IdempotencyHeaders,
        body: OrderBody,
        response: { 201: OrderCreated },
      },
    },
    async (request, reply) =>
      idempotent(db, 'orders', request, reply, 201, async () =>
        createOrder(deps, request.body, await agentEmailOf(db, request)),
      ),
  );

  app.post(
    '/gateway/purchase/orders/price',
    {
      // every option change of a checkout asks for a price: counted per client across processes, like the other public reads that cost queries
      onRequest: rateLimitHook(db, { bucket: 'order-price', max: context.config.priceRateLimit, windowMs: PRICE_WINDOW_MS }),
      schema: {
        tags: TAGS,
        summary:
          "An order body's price breakdown, as POST /purchase/orders would price it (same rule, same 4xx: 409 NO_MORE_AVAILABILITY, refused codes...), nothing stored: no order, no hold, no payment intent, no confirmation. expectedAmount optional and not compared. PRICE_RATE_LIMIT calls per client and minute",
        body: PriceBody,
        response: { 200: OrderPriceView },
      },
    },
    async (request) => priceOnly(db, request.body, await agentEmailOf(db, request)),
  );

  app.post(
    '/gateway/purchase/zeppto',
    {
      schema: {
        tags: TAGS,
        summary:
          'Wallet (or card) payment: confirms the PaymentIntent with pspAuthorization.paymentMethod, takes the stock, captures; booking.orderUUID once the PSP says the order amount was paid. Idempotency-Key required',
        headers: IdempotencyHeaders,
        body: ZepptoBody,
        response: { 200: PaymentResult },
      },
    },
    async (request, reply) =>
      idempotent(db, 'zeppto', request, reply, 200, () => payOrder(deps, request.body)),
  );

  // The PSP signs the exact bytes it sends: this scope keeps the JSON body raw for the signature check.
  await instance.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    typed(scope).post(
      '/gateway/purchase/psp-webhook',
      {
        schema: {
          tags: TAGS,
          summary: 'PSP webhook (Stripe-signed; a bad or missing signature is a 400 and changes nothing)',
          headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String({ maxLength: 1000 })) }),
          response: { 200: WebhookAnswer },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const raw = request.body;
        if (!Buffer.isBuffer(raw) || !isJsonObject(raw)) {
          throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body', [
            { field: 'body', message: 'must be a JSON object' },
          ]);
        }
        if (typeof signature !== 'string') {
          throw new ApiError(400, 'INVALID_SIGNATURE', 'The webhook signature is missing', [
            { field: 'stripe-signature', message: 'is required' },
          ]);
        }
        let event: ReturnType<Psp['webhookEvent']>;
        try {
          event = deps.psp.webhookEvent(raw, signature);
        } catch {
          throw new ApiError(400, 'INVALID_SIGNATURE', 'The webhook signature does not match', [
            { field: 'stripe-signature', message: 'does not match the body' },
          ]);
        }
        const object = event.data.object as {
          object?: string;
          id?: string;
          payment_intent?: string | { id: string } | null;
        };
        const intentId =
          object.object === 'payment_intent'
            ? (object.id ?? null)
            : typeof object.payment_intent === 'string'
              ? object.payment_intent
              : (object.payment_intent?.id ?? null);
        await handlePspEvent(deps, event.type, intentId);
        return { received: true };
      },
    );
  });

  app.get(
    '/gateway/purchase/orders/:uuid',
    {
      schema: {
        tags: TAGS,
        summary:
          'An order for its confirmation page: needs the per-order secret (a wrong secret is a 404 like an unknown order)',
        params: OrderParams,
        querystring: SecretQuery,
        response: { 200: OrderView },
      },
    },
    async (request) => readOrder(db, request.params.uuid, request.query.secret),
  );

  app.get(
    '/gateway/purchase/orders/:uuid/vouchers/:code',
    {
      schema: {
        tags: TAGS,
        summary:
          'The printable page (HTML, buyer language) of a voucher the order bought: needs the per-order secret',
        params: VoucherPrintParams,
        querystring: SecretQuery,
        response: { 200: Type.String({ description: 'text/html page' }) },
      },
    },
    async (request, reply) => {
      const order = await orderWithSecret(db, request.params.uuid, request.query.secret);
      const parsed = parseVoucherCode(request.params.code);
      const page = parsed.ok ? await printableVoucher(db, parsed.code, { orderUuid: order.uuid }) : null;
      if (!page) throw notFound('Voucher', request.params.code);
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  app.get(
    '/gateway/beneficiary/vouchers/:code/print',
    {
      schema: {
        tags: TAGS,
        summary:
          "The printable page (HTML) of a voucher or gift card for whoever holds its code, in its order's language or `locale` (the e-mails' print link)",
        params: VoucherCodeParams,
        querystring: Type.Object({ locale: Type.Optional(Locale) }),
        response: { 200: Type.String({ description: 'text/html page' }) },
      },
    },
    async (request, reply) => {
      const parsed = parseVoucherCode(request.params.code);
      const { locale } = request.query;
      const page = parsed.ok ? await printableVoucher(db, parsed.code, locale ? { locale } : {}) : null;
      if (!page) throw notFound('Voucher', request.params.code);
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  app.get(
    '/gateway/beneficiary/vouchers/:code',
    {
      schema: {
        tags: TAGS,
        summary:
          'What a gift voucher covers, for its beneficiary (400 typo, 404 unknown, 410 expired, 409 already used)',
        params: VoucherCodeParams,
        response: { 200: VoucherCoverView },
      },
    },
    async (request) => voucherCover(db, request.params.code, todayIso()),
  );

  app.post(
    '/gateway/purchase/orders/:uuid/cancel',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancel an unpaid order (per-order secret): its rooms and gift card amounts are given back',
        params: OrderParams,
        body: SecretBody,
        response: { 200: OrderView },
      },
    },
    async (request) => {
      const secret = request.body.secret ?? '';
      await readOrder(db, request.params.uuid, secret);
      await cancelOrder(deps, request.params.uuid, 'cancelled by the buyer');
      return readOrder(db, request.params.uuid, secret);
    },
  );

  app.post(
    '/gateway/purchase/orders/:uuid/refund',
    {
      schema: {
        tags: TAGS,
        summary: "Refund a confirmed order in full (customer care: a verified agent's session cookie, else 403)",
        params: OrderParams,
        body: RefundBody,
        response: { 200: Type.Object({ orderUUID: Type.String(), status: Type.String() }) },
      },
    },
    async (request) => {
      const status = await refundOrder(
        deps,
        request.params.uuid,
        await agentEmailOf(db, request),
        request.body.reason ?? 'refunded by customer care',
      );
      return { orderUUID: request.params.uuid, status };
    },
  );

  app.post(
    '/gateway/purchase/check-booking',
    {
      // a booking number and an e-mail are all it takes: guesses are counted per client across processes
      onRequest: rateLimitHook(db, { bucket: 'check-booking', max: context.config.checkBookingRateLimit, windowMs: CHECK_BOOKING_WINDOW_MS }),
      schema: {
        tags: TAGS,
        summary: "'Check my booking': the order with this booking number (8 digits) and buyer e-mail (CHECK_BOOKING_RATE_LIMIT lookups per client and 10 minutes)",
        body: CheckBookingBody,
        response: { 200: OrderView },
      },
    },
    async (request) => checkBooking(db, request.body.reference, request.body.email),
  );
}
