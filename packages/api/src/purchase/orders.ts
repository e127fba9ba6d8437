/**
 * Orders: creation (priced by the server, stock held, PaymentIntent for the server's amount), payment (confirm,
 * take the stock, capture, confirm the order exactly once whichever of the client call and the webhook comes
 * first), expiry, cancellation, refund, and the reads of the confirmation page and 'check my booking'.
 */
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { Locale, OrderBuyer, OrderStatus } from '../db/schema';
import { ApiError, notFound } from '../server/errors';
import { checkBuyer } from './buyer';
import type { VoucherKind } from './emails';
import { confirmOrder } from './fulfilment';
import { recordPromotionCodeUse } from './promotion-codes';
import { redeemVoucher, releaseVouchers } from './redemption';
import { ORDER_TTL_MINUTES, lockOrder, recordCreated, rows, transition, type Tx } from './lifecycle';
import { noAvailability, priceOrder, type PricedItem, type PricedOrder } from './order-pricing';
import type { PaymentPlan } from './pay-later';
import { PspUnavailable, type Psp, type PspIntent } from './psp';
import type { OrderBody, PriceBody, PriceBreakdown, ZepptoBody } from './schemas';
import { holdStay, releaseHolds, takeHolds } from './stock';
import { siteTimeZone, todayIso } from '../routes/common';

export interface PurchaseDeps {
  db: Db;
  psp: Psp;
  /** each site's address, for the links of the e-mails (ApiConfig.siteOrigins) */
  siteOrigins: Record<Locale, string>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function pspDown(error: unknown): ApiError {
  return new ApiError(
    502,
    'PSP_UNAVAILABLE',
    `The payment service did not answer; nothing was charged (${error instanceof Error ? error.message.slice(0, 120) : 'error'})`,
  );
}

class StockRefused extends Error {}

async function newReference(db: Db): Promise<string> {
  for (;;) {
    const reference = String(randomInt(10_000_000, 100_000_000));
    const taken = await rows(db, sql`select 1 from orders where reference = ${reference}`);
    if (taken.length === 0) return reference;
  }
}

/** Debits the gift cards used by an order; false when a balance changed since pricing (nothing debited then). */
async function debitGiftCards(tx: Tx, orderUuid: string, cards: PricedOrder['giftCards']): Promise<boolean> {
  for (const card of cards) {
    const debited = await rows(
      tx,
      sql`update gift_cards set balance = balance - ${card.usedAmount} where id = ${card.id} and balance >= ${card.usedAmount} returning id`,
    );
    if (debited.length === 0) return false;
    await tx.execute(
      sql`insert into gift_card_movements (gift_card_id, order_uuid, amount, reason) values (${card.id}, ${orderUuid}, ${-card.usedAmount}, 'order')`,
    );
  }
  return true;
}

/** Gives back what an order took from gift cards. */
async function creditGiftCards(tx: Tx, orderUuid: string, reason: string): Promise<void> {
  const taken = await rows<{ id: number; amount: number }>(
    tx,
    sql`select gift_card_id as id, -sum(amount)::integer as amount from gift_card_movements where order_uuid = ${orderUuid} group by gift_card_id having sum(amount) < 0`,
  );
  for (const card of taken) {
    await tx.execute(sql`update gift_cards set balance = balance + ${card.amount} where id = ${card.id}`);
    await tx.execute(
      sql`insert into gift_card_movements (gift_card_id, order_uuid, amount, reason) values (${card.id}, ${orderUuid}, ${card.amount}, ${reason})`,
    );
  }
}

/** An order that ends unpaid gives its use of a promotion code back. */
async function releasePromotionCode(tx: Tx, orderUuid: string): Promise<void> {
  const released = await rows<{ id: number }>(
    tx,
    sql`delete from promotion_code_uses where order_uuid = ${orderUuid} returning promotion_code_id as id`,
  );
  for (const use of released)
    await tx.execute(sql`update promotion_codes set used_count = used_count - 1 where id = ${use.id}`);
}

/** Ends an unpaid (or paid but uncapturable) order: status, stock and gift cards in one transaction. */
async function endOrder(
  db: Db,
  orderUuid: string,
  to: 'expired' | 'cancelled' | 'failed',
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const from = await transition(tx, orderUuid, to, reason);
    if (!from) return false;
    await releaseHolds(tx, orderUuid);
    await creditGiftCards(tx, orderUuid, to);
    await releasePromotionCode(tx, orderUuid);
    await releaseVouchers(tx, orderUuid);
    await tx.execute(
      sql`update payments set status = 'cancelled', updated_at = now() where order_uuid = ${orderUuid} and status in ('requires_payment', 'authorized')`,
    );
    return true;
  });
}

export interface CreatedOrder {
  booking: { orderUUID: string; reference: string; secret: string; status: OrderStatus; expiresAt: string };
  payment: { paymentIntentId: string; clientSecret: string; amount: number; currency: string } | null;
  priceBreakdown: PriceBreakdown;
  items: PricedItem[];
  paymentPlan: PaymentPlan | null;
}

/**
 * What an order body costs: the buyer checked by the rules the checkout form uses (@storefront/buyer, normalised as
 * stored), then every item priced by priceOrder. Nothing is written: the price call answers this, an order stores it.
 */
async function priceBody(db: Db, body: PriceBody, agent: string | null) {
  const { specialRequest, ...buyer } = checkBuyer({ ...body.buyer, specialRequest: body.specialRequest }, body.locale);
  const priced = await priceOrder(db, body, { agent, today: todayIso(new Date(), siteTimeZone(body.locale)) });
  return { buyer, specialRequest, priced };
}

export interface OrderPrice {
  priceBreakdown: PriceBreakdown;
  items: PricedItem[];
  paymentPlan: PaymentPlan | null;
}

/**
 * POST /purchase/orders/price: the price breakdown an order with this body would have, with the same validation
 * errors, and nothing stored (no order, no hold, no payment intent, no code use, no confirmation).
 */
export async function priceOnly(db: Db, body: PriceBody, agent: string | null): Promise<OrderPrice> {
  const { priced } = await priceBody(db, body, agent);
  return { priceBreakdown: priced.breakdown, items: priced.items, paymentPlan: priced.paymentPlan };
}

export async function createOrder(
  deps: PurchaseDeps,
  body: OrderBody,
  agent: string | null,
): Promise<CreatedOrder> {
  const { db, psp } = deps;
  await expireOverdue(deps);
  const { buyer, specialRequest, priced } = await priceBody(db, body, agent);
  const toPay = priced.breakdown.remainingAmountToPay;
  if (body.expectedAmount !== toPay) {
    throw new ApiError(
      409,
      'AMOUNT_MISMATCH',
      `The amount to pay is ${toPay} cents, not ${body.expectedAmount}: nothing was ordered or charged`,
      [{ field: 'expectedAmount', message: `must be ${toPay}` }],
    );
  }
  const uuid = randomUUID();
  const secret = randomBytes(24).toString('base64url');
  const reference = await newReference(db);
  const expiresAt = new Date(Date.now() + ORDER_TTL_MINUTES * 60_000);
  const b = priced.breakdown;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into orders (uuid, reference, secret_hash, status, locale, currency, minisite_id, buyer, buyer_email, agent,
          special_request, items_amount, insurance_amount, sub_elements_amount, shipping_amount, reduction_amount, total_amount,
          gift_card_amount, amount_to_pay, expires_at, promotion_code_id, payment_plan)
        values (${uuid}, ${reference}, ${sha256(secret)}, 'created', ${body.locale}, 'EUR', ${minisiteOf(priced)}, ${JSON.stringify(buyer)}::jsonb,
          ${buyer.email.toLowerCase()}, ${agent}, ${specialRequest || null}, ${b.itemsAmount}, ${b.insuranceAmount}, ${b.subElementsPrice},
          ${b.shippingCost.amount + b.shippingCost.internationalFee}, ${b.reductionAmount}, ${b.totalAmount}, ${b.totalAmount - b.remainingAmountToPay},
          ${b.remainingAmountToPay}, ${expiresAt.toISOString()}, ${priced.promotion?.id ?? null},
          ${priced.paymentPlan ? JSON.stringify(priced.paymentPlan) : null}::jsonb)`);
      await recordCreated(tx, uuid, agent ? `ordered by customer care (${agent})` : 'ordered');
      for (const [position, item] of priced.items.entries()) {
        await tx.execute(sql`insert into order_items (order_uuid, position, kind, product_id, amount, details)
          values (${uuid}, ${position}, ${item.kind}, ${item.productId}, ${item.amount}, ${JSON.stringify(item.details)}::jsonb)`);
      }
      for (const [index, stay] of priced.stays.entries()) {
        if (!(await holdStay(tx, uuid, stay, expiresAt))) {
          throw new StockRefused(`items.${index}`);
        }
      }
      if (priced.promotion) {
        const { id, code, reduction } = priced.promotion;
        if (
          !(await recordPromotionCodeUse(tx as unknown as Db, {
            promotionCodeId: id,
            orderUuid: uuid,
            amount: reduction,
          }))
        ) {
          throw new ApiError(
            400,
            'PROMOTION_CODE_EXHAUSTED',
            `The promotion code ${code} has been used as many times as it can`,
            [{ field: 'items', message: `promotion code ${code} exhausted` }],
          );
        }
      }
      for (const voucher of priced.vouchers)
        await redeemVoucher(tx, voucher.id, voucher.code, uuid, voucher.field);
      if (!(await debitGiftCards(tx, uuid, priced.giftCards))) {
        throw new ApiError(
          409,
          'GIFT_CARD_BALANCE_CHANGED',
          'A gift card balance changed meanwhile: please check the amount again',
          [{ field: 'giftCards', message: 'balance changed' }],
        );
      }
    });
  } catch (error) {
    if (error instanceof StockRefused)
      throw noAvailability(body.locale, error.message, 'no more rooms for these dates');
    throw error;
  }

  let payment: CreatedOrder['payment'] = null;
  if (toPay > 0) {
    let intent: PspIntent;
    try {
      intent = await psp.createIntent({ orderUuid: uuid, reference, amount: toPay, currency: 'EUR' });
    } catch (error) {
      await endOrder(db, uuid, 'failed', 'payment service unavailable');
      throw pspDown(error);
    }
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into payments (order_uuid, payment_intent_id, amount, currency, status) values (${uuid}, ${intent.id}, ${toPay}, 'EUR', 'requires_payment')`,
      );
      await transition(tx, uuid, 'awaiting_payment', `payment intent ${intent.id}`);
    });
    payment = {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret ?? '',
      amount: toPay,
      currency: 'EUR',
    };
  } else {
    // gift cards pay it all: nothing to ask the PSP
    await db.transaction(async (tx) => {
      await transition(tx, uuid, 'awaiting_payment', 'paid by gift card');
      await takeHolds(tx, uuid);
      await transition(tx, uuid, 'paid', 'gift cards');
      await confirmOrder(tx, uuid, 'paid in full by gift cards', todayIso(new Date(), siteTimeZone(body.locale)), deps.siteOrigins[body.locale]);
    });
  }
  const [order] = await rows<{ status: OrderStatus }>(
    db,
    sql`select status from orders where uuid = ${uuid}`,
  );
  return {
    booking: {
      orderUUID: uuid,
      reference,
      secret,
      status: order!.status,
      expiresAt: expiresAt.toISOString(),
    },
    payment,
    priceBreakdown: b,
    items: priced.items,
    paymentPlan: priced.paymentPlan,
  };
}

function minisiteOf(priced: PricedOrder): number | null {
  for (const item of priced.items) {
    const id = item.details.minisiteId;
    if (typeof id === 'number') return id;
  }
  return null;
}

interface OrderRow {
  uuid: string;
  reference: string;
  status: OrderStatus;
  amountToPay: number;
  locale: Locale;
}

async function orderOfIntent(db: Db, paymentIntentId: string): Promise<OrderRow | null> {
  const found = await rows<OrderRow>(
    db,
    sql`select o.uuid, o.reference, o.status, o.amount_to_pay as "amountToPay", o.locale
        from payments p join orders o on o.uuid = p.order_uuid where p.payment_intent_id = ${paymentIntentId}`,
  );
  return found[0] ?? null;
}

export interface PaidOrder {
  booking: { orderUUID: string; reference: string; status: OrderStatus };
}

/**
 * Settles an authorized (or already captured) PaymentIntent: takes the stock in the transaction that records the
 * payment (paid), captures, then confirms. Safe to run twice or concurrently (webhook and client call): the order
 * row's lock and its status make the second run a no-op, and the PSP's capture is idempotent.
 */
export async function settle(deps: PurchaseDeps, order: OrderRow, intent: PspIntent): Promise<OrderStatus> {
  const { db, psp } = deps;
  if (intent.orderUuid !== order.uuid || intent.amount !== order.amountToPay || intent.currency !== 'eur') {
    throw new ApiError(
      409,
      'PAYMENT_MISMATCH',
      'The payment does not match the order (order, amount or currency)',
    );
  }
  if (intent.status !== 'requires_capture' && intent.status !== 'succeeded')
    return (await lockless(db, order.uuid))!;
  const outcome = await db.transaction(async (tx) => {
    const status = await lockOrder(tx, order.uuid);
    if (status !== 'awaiting_payment') return status;
    await takeHolds(tx, order.uuid);
    await tx.execute(sql`update payments set status = 'authorized', payment_method = ${intent.paymentMethod}, updated_at = now()
      where payment_intent_id = ${intent.id} and status = 'requires_payment'`);
    await transition(tx, order.uuid, 'paid', `authorized ${intent.amount} cents`);
    return 'paid' as OrderStatus;
  });
  if (outcome === 'expired' || outcome === 'cancelled' || outcome === 'failed') {
    // ended before the money came: the authorization is released, never captured
    if (intent.status === 'requires_capture') await psp.cancel(intent.id).catch(() => undefined);
    return outcome;
  }
  if (outcome !== 'paid') return outcome ?? 'failed';
  // paid (by this run or a concurrent one): capture; the PSP's idempotency key makes a second capture the same one
  let captured: PspIntent;
  try {
    captured = intent.status === 'succeeded' ? intent : await psp.capture(intent.id);
  } catch (error) {
    if (error instanceof PspUnavailable) return 'paid'; // the webhook or a retry captures later; the order stays paid
    throw error;
  }
  if (captured.status !== 'succeeded' || captured.amountReceived !== order.amountToPay) {
    await endOrder(
      db,
      order.uuid,
      'failed',
      `capture answered ${captured.status}, ${captured.amountReceived} cents`,
    );
    return 'failed';
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`update payments set status = 'captured', captured_amount = ${captured.amountReceived}, updated_at = now()
      where payment_intent_id = ${intent.id}`);
    await confirmOrder(tx, order.uuid, `captured ${captured.amountReceived} cents`, todayIso(new Date(), siteTimeZone(order.locale)), deps.siteOrigins[order.locale]);
  });
  return (await lockless(db, order.uuid))!;
}

async function lockless(db: Db, orderUuid: string): Promise<OrderStatus | null> {
  const [row] = await rows<{ status: OrderStatus }>(
    db,
    sql`select status from orders where uuid = ${orderUuid}`,
  );
  return row?.status ?? null;
}

/** POST /purchase/zeppto: confirm the PaymentIntent with the wallet's payment method and settle the order. */
export async function payOrder(deps: PurchaseDeps, body: ZepptoBody): Promise<PaidOrder> {
  const { db, psp } = deps;
  await expireOverdue(deps);
  const { paymentIntentId, paymentMethod } = body.pspAuthorization;
  const order = await orderOfIntent(db, paymentIntentId);
  if (!order) throw notFound('Payment', paymentIntentId);
  if (body.expectedAmount !== undefined && body.expectedAmount !== order.amountToPay) {
    throw new ApiError(
      409,
      'AMOUNT_MISMATCH',
      `The amount to pay is ${order.amountToPay} cents, not ${body.expectedAmount}: nothing was charged`,
      [{ field: 'expectedAmount', message: `must be ${order.amountToPay}` }],
    );
  }
  const answer = (status: OrderStatus): PaidOrder => ({
    booking: { orderUUID: order.uuid, reference: order.reference, status },
  });
  if (order.status === 'confirmed') return answer('confirmed');
  if (order.status !== 'awaiting_payment' && order.status !== 'paid') {
    throw new ApiError(409, 'ORDER_NOT_PAYABLE', `This order is ${order.status}: it can no longer be paid`, [
      { field: 'pspAuthorization.paymentIntentId', message: `order ${order.status}` },
    ]);
  }
  let intent: PspIntent | null;
  try {
    intent = await psp.retrieve(paymentIntentId);
    if (
      intent &&
      (intent.status === 'requires_payment_method' ||
        intent.status === 'requires_confirmation' ||
        intent.status === 'requires_action')
    ) {
      intent = await psp.confirm(
        paymentIntentId,
        paymentMethod,
        `${paymentIntentId}-${sha256(paymentMethod).slice(0, 16)}-${Date.now()}`,
      );
    }
  } catch (error) {
    throw pspDown(error);
  }
  if (!intent) throw notFound('Payment', paymentIntentId);
  if (intent.status === 'requires_action') {
    throw new ApiError(
      402,
      'AUTHENTICATION_REQUIRED',
      'The bank asks the card holder to authenticate this payment; nothing was charged',
    );
  }
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    await db.execute(
      sql`update payments set payment_method = ${paymentMethod}, updated_at = now() where payment_intent_id = ${intent.id}`,
    );
    throw new ApiError(
      402,
      'PAYMENT_DECLINED',
      `The payment was declined (${intent.lastError ?? 'declined'}); nothing was charged, another payment method can be used`,
      [{ field: 'pspAuthorization.paymentMethod', message: intent.lastError ?? 'declined' }],
    );
  }
  const status = await settle(deps, order, intent);
  if (status === 'confirmed') return answer('confirmed');
  if (status === 'failed' || status === 'expired' || status === 'cancelled') {
    throw new ApiError(409, 'ORDER_NOT_PAYABLE', `This order is ${status}: nothing was charged`);
  }
  throw new ApiError(
    502,
    'PSP_UNAVAILABLE',
    'The payment is authorized but not yet captured; it will be confirmed shortly',
  );
}

/** A PSP webhook event (already verified): settle or record what the PSP says. */
export async function handlePspEvent(
  deps: PurchaseDeps,
  type: string,
  paymentIntentId: string | null,
): Promise<void> {
  if (!paymentIntentId) return;
  const order = await orderOfIntent(deps.db, paymentIntentId);
  if (!order) return; // not one of ours
  if (type === 'payment_intent.amount_capturable_updated' || type === 'payment_intent.succeeded') {
    const intent = await deps.psp.retrieve(paymentIntentId);
    if (intent) await settle(deps, order, intent);
  } else if (type === 'payment_intent.canceled') {
    await endOrder(deps.db, order.uuid, 'failed', 'payment cancelled by the payment service');
  }
}

/** Expires unpaid orders past their time (one transaction each); returns how many expired. */
export async function expireOverdue(deps: PurchaseDeps, now: Date = new Date()): Promise<number> {
  const overdue = await rows<{ uuid: string; paymentIntentId: string | null }>(
    deps.db,
    sql`select o.uuid, p.payment_intent_id as "paymentIntentId" from orders o left join payments p on p.order_uuid = o.uuid
        where o.status in ('created', 'awaiting_payment') and o.expires_at < ${now.toISOString()} limit 100`,
  );
  let count = 0;
  for (const order of overdue) {
    if (await endOrder(deps.db, order.uuid, 'expired', `unpaid after ${ORDER_TTL_MINUTES} minutes`)) {
      count++;
      if (order.paymentIntentId) await deps.psp.cancel(order.paymentIntentId).catch(() => undefined);
    }
  }
  return count;
}

/** The buyer gives up an unpaid order: its stock and gift card amounts go back, the PaymentIntent is cancelled. */
export async function cancelOrder(
  deps: PurchaseDeps,
  orderUuid: string,
  reason: string,
): Promise<OrderStatus> {
  const [payment] = await rows<{ id: string }>(
    deps.db,
    sql`select payment_intent_id as id from payments where order_uuid = ${orderUuid}`,
  );
  if (!(await endOrder(deps.db, orderUuid, 'cancelled', reason))) {
    throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', 'Only an unpaid order can be cancelled');
  }
  if (payment) await deps.psp.cancel(payment.id).catch(() => undefined);
  return 'cancelled';
}

/** Refunds a confirmed order in full (customer care): PSP refund, stock and gift cards back, status refunded. */
export async function refundOrder(
  deps: PurchaseDeps,
  orderUuid: string,
  agent: string | null,
  reason: string,
): Promise<OrderStatus> {
  const { db, psp } = deps;
  const [order] = await rows<{ status: OrderStatus; paymentIntentId: string | null }>(
    db,
    sql`select o.status, p.payment_intent_id as "paymentIntentId" from orders o left join payments p on p.order_uuid = o.uuid where o.uuid = ${orderUuid}`,
  );
  if (!order) throw notFound('Order', orderUuid);
  if (!agent) throw new ApiError(403, 'FORBIDDEN', 'Refunds are made by customer care');
  if (order.status !== 'confirmed')
    throw new ApiError(
      409,
      'ORDER_NOT_REFUNDABLE',
      `This order is ${order.status}: only a confirmed order can be refunded`,
    );
  let refunded = 0;
  if (order.paymentIntentId) {
    try {
      refunded = await psp.refund(order.paymentIntentId);
    } catch (error) {
      throw pspDown(error);
    }
  }
  await db.transaction(async (tx) => {
    if (!(await transition(tx, orderUuid, 'refunded', `${reason} (${agent})`))) return;
    if (order.paymentIntentId) {
      await tx.execute(
        sql`update payments set status = 'refunded', refunded_amount = ${refunded}, updated_at = now() where payment_intent_id = ${order.paymentIntentId}`,
      );
    }
    await releaseHolds(tx, orderUuid);
    await creditGiftCards(tx, orderUuid, 'refund');
    await releaseVouchers(tx, orderUuid);
  });
  return 'refunded';
}

// ------------------------------------------------------------------------------------------------------------
// Reads
// ------------------------------------------------------------------------------------------------------------

export interface StoredOrder {
  uuid: string;
  reference: string;
  secretHash: string;
  status: OrderStatus;
  locale: Locale;
  currency: string;
  createdAt: string;
  expiresAt: string;
  buyer: OrderBuyer;
  buyerEmail: string;
  agent: string | null;
  itemsAmount: number;
  insuranceAmount: number;
  subElementsAmount: number;
  shippingAmount: number;
  reductionAmount: number;
  totalAmount: number;
  giftCardAmount: number;
  amountToPay: number;
  paymentPlan: PaymentPlan | null;
}

async function storedOrder(db: Db, where: ReturnType<typeof sql>): Promise<StoredOrder | null> {
  const found = await rows<StoredOrder>(
    db,
    sql`select uuid, reference, secret_hash as "secretHash", status, locale, currency,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
          to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "expiresAt",
          buyer, buyer_email as "buyerEmail", agent, items_amount as "itemsAmount", insurance_amount as "insuranceAmount",
          sub_elements_amount as "subElementsAmount", shipping_amount as "shippingAmount", reduction_amount as "reductionAmount",
          total_amount as "totalAmount", gift_card_amount as "giftCardAmount", amount_to_pay as "amountToPay",
          payment_plan as "paymentPlan"
        from orders where ${where}`,
  );
  return found[0] ?? null;
}

async function orderView(db: Db, order: StoredOrder) {
  const [items, history, cards, issued] = await Promise.all([
    rows<PricedItem>(
      db,
      sql`select kind, product_id as "productId", amount, details from order_items where order_uuid = ${order.uuid} order by position`,
    ),
    rows<{ from: OrderStatus | null; to: OrderStatus; at: string; reason: string }>(
      db,
      sql`select from_status as "from", to_status as "to", to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "at", reason
          from order_events where order_uuid = ${order.uuid} order by id`,
    ),
    rows<{ serialNumber: string; usedAmount: number }>(
      db,
      sql`select c.code as "serialNumber", (-sum(m.amount))::integer as "usedAmount" from gift_card_movements m join gift_cards c on c.id = m.gift_card_id
          where m.order_uuid = ${order.uuid} and m.reason = 'order' group by c.code order by c.code`,
    ),
    // what the order bought, issued on confirmation (fulfilment.ts), for the confirmation page
    rows<{ kind: VoucherKind; code: string; value: number; validUntil: string }>(
      db,
      sql`select kind, code, value, to_char(valid_until, 'YYYY-MM-DD') as "validUntil", 0 as o, id from vouchers where order_uuid = ${order.uuid}
          union all
          select 'gift_card', code, initial_amount, to_char(valid_until, 'YYYY-MM-DD'), 1, id from gift_cards where order_uuid = ${order.uuid}
          order by o, id`,
    ),
  ]);
  return {
    orderUUID: order.uuid,
    reference: order.reference,
    status: order.status,
    locale: order.locale,
    currency: order.currency,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    buyer: { email: order.buyer.email, firstName: order.buyer.firstName, lastName: order.buyer.lastName },
    agent: order.agent,
    items,
    priceBreakdown: {
      itemsAmount: order.itemsAmount,
      insuranceAmount: order.insuranceAmount,
      subElementsPrice: order.subElementsAmount,
      shippingCost: { amount: order.shippingAmount, internationalFee: 0 },
      reductionAmount: order.reductionAmount,
      giftcards: cards,
      totalAmount: order.totalAmount,
      remainingAmountToPay: order.amountToPay,
    },
    paymentPlan: order.paymentPlan,
    history,
    issued: issued.map(({ kind, code, value, validUntil }) => ({ kind, code, value, validUntil })),
  };
}

/** The confirmation page's read: the order only with its secret (wrong or missing secret: 404 like an unknown order). */
export async function readOrder(db: Db, orderUuid: string, secret: string) {
  return orderView(db, await orderWithSecret(db, orderUuid, secret));
}

/** An order's view without its secret, for its buyer's signed-in account only (identity/trips.ts), else null. */
export async function buyersOrder(db: Db, orderUuid: string, buyerEmail: string) {
  const order = await storedOrder(db, sql`uuid = ${orderUuid} and buyer_email = ${buyerEmail}`);
  return order ? orderView(db, order) : null;
}

/** The stored order when `secret` is its secret (anything else: the 404 of an unknown order). */
export async function orderWithSecret(db: Db, orderUuid: string, secret: string): Promise<StoredOrder> {
  const order = await storedOrder(db, sql`uuid = ${orderUuid}`);
  const given = Buffer.from(sha256(secret));
  if (!order || !timingSafeEqual(given, Buffer.from(order.secretHash))) throw notFound('Order', orderUuid);
  return order;
}

/** 'Check my booking': the order with this booking number and buyer e-mail (anything else: 404). */
export async function checkBooking(db: Db, reference: string, email: string) {
  const order = await storedOrder(
    db,
    sql`reference = ${reference} and buyer_email = ${email.trim().toLowerCase()}`,
  );
  if (!order) throw new ApiError(404, 'NOT_FOUND', 'No booking with this booking number and e-mail address');
  return orderView(db, order);
}
