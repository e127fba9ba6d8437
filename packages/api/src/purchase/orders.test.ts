/**
 * Orders over real HTTP, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and the local
 * Stripe-compatible PSP through the stripe SDK: price = quote = search card, the lifecycle and its history,
 * payments (success, decline, insufficient funds, authentication), webhooks (signed, bad signature refused),
 * expiry and cancellation giving the rooms back, refunds, idempotency, the secret read and 'check my booking'.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { signatureHeader } from '@storefront/psp-test-server';
import { insurancePrice } from './insurance';
import { generateVoucherCode } from '@storefront/buyer';
import { purgeIdempotencyKeys } from './idempotency';
import { expireOverdue } from './orders';
import { readConfig } from '../server/config';
import { createPsp } from './psp';
import {
  AGENT_EMAIL,
  agentCookie,
  BUYER,
  SECRET_KEY,
  WEBHOOK_SECRET,
  bookableStays,
  eventually,
  purchaseTestApi,
  roomsLeft,
  stayOrder,
  type PurchaseTestApi,
  type Stay,
} from './test-fixture';

let api: PurchaseTestApi;
let stays: Stay[];
/** a verified customer-care agent's session */
let agent: { cookie: string };

beforeAll(async () => {
  api = await purchaseTestApi();
  stays = await bookableStays(api.database, 12);
  agent = { cookie: await agentCookie(api.url) };
}, 300_000);
afterAll(() => api?.close());

interface Answer {
  status: number;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : null };
}

const key = () => ({ 'idempotency-key': randomUUID() });
const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(api.database.db, query))[0]!.n);
const orderCount = () => count(sql`select count(*)::integer as n from orders`);

async function quotePrice(stay: Stay): Promise<number> {
  const quote = await call(
    'GET',
    `/product/${stay.offerId}/quote?checkin=${stay.checkin}&nights=${stay.nights}&adult=2&child=0&baby=0&locale=fr_FR`,
  );
  expect(quote.status).toBe(200);
  return quote.body.priceInfo.sellPrice;
}

/** Creates an order for the server's own price (read from the quote) and returns the answer. */
async function order(stay: Stay, headers: Record<string, string> = key()): Promise<Answer> {
  return call('POST', '/gateway/purchase/orders', stayOrder(stay, await quotePrice(stay)), headers);
}

const pay = (
  paymentIntentId: string,
  paymentMethod = 'pm_card_visa',
  headers: Record<string, string> = key(),
) =>
  call('POST', '/gateway/purchase/zeppto', { pspAuthorization: { paymentIntentId, paymentMethod } }, headers);

const read = (created: Answer) =>
  call(
    'GET',
    `/gateway/purchase/orders/${created.body.booking.orderUUID}?secret=${created.body.booking.secret}`,
  );

/** Gift cards under real voucher codes (check character included), typed back in other case and spacing. */
const partCard = generateVoucherCode();
const fullCard = generateVoucherCode();

describe('order creation', () => {
  test('the order total is the quote price and the search card price for the same criteria', async () => {
    const stay = stays[0]!;
    const quoted = await quotePrice(stay);
    const [hotel] = await queryRows<{ hotelId: number }>(
      api.database.db,
      sql`select hotel_id as "hotelId" from offers where id = ${stay.offerId}`,
    );
    const search = await call(
      'GET',
      `/api/offers.json?checkin=${stay.checkin}&checkout=${stay.checkout}&a=2&c=0&b=0&hotelId=${hotel!.hotelId}&limit=60`,
    );
    const card = (search.body.exactMatch as { id: number; sellPrice: number }[]).find(
      (c) => c.id === stay.offerId,
    );
    expect(card?.sellPrice).toBe(quoted);
    const created = await call('POST', '/gateway/purchase/orders', stayOrder(stay, quoted), key());
    expect(created.status).toBe(201);
    expect(created.body.priceBreakdown).toEqual({
      itemsAmount: quoted,
      insuranceAmount: 0,
      subElementsPrice: 0,
      shippingCost: { amount: 0, internationalFee: 0 },
      reductionAmount: 0,
      giftcards: [],
      totalAmount: quoted,
      remainingAmountToPay: quoted,
    });
    expect(created.body.booking).toMatchObject({
      status: 'awaiting_payment',
      reference: expect.stringMatching(/^[0-9]{8}$/),
    });
    const intent = await api.stripe.paymentIntents.retrieve(created.body.payment.paymentIntentId);
    expect(intent).toMatchObject({
      amount: quoted,
      currency: 'eur',
      capture_method: 'manual',
      status: 'requires_payment_method',
    });
    expect(intent.metadata.orderUuid).toBe(created.body.booking.orderUUID);
  });

  test('an expectedAmount other than the server total is a 409 carrying the server amount; nothing stored or charged', async () => {
    const stay = stays[1]!;
    const quoted = await quotePrice(stay);
    const [orders, intents, rooms] = [
      await orderCount(),
      (await api.stripe.paymentIntents.list({ limit: 100 })).data.length,
      await roomsLeft(api.database, stay),
    ];
    const refused = await call('POST', '/gateway/purchase/orders', stayOrder(stay, quoted - 100), key());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      fields: [{ field: 'expectedAmount', message: `must be ${quoted}` }],
    });
    expect(refused.body.error.message).toContain(String(quoted));
    expect(await orderCount()).toBe(orders);
    expect((await api.stripe.paymentIntents.list({ limit: 100 })).data.length).toBe(intents);
    expect(await roomsLeft(api.database, stay)).toBe(rooms);
  });

  test('gifts are priced from their price list, sleeves, shipping and box rows; gift cards pay part of the order', async () => {
    const [voucher] = await queryRows<{ offerId: number; sellPrice: number }>(
      api.database.db,
      sql`select p.offer_id as "offerId", p.sell_price as "sellPrice" from single_voucher_prices p join offers o on o.id = p.offer_id
          where o.giftable and o.published and p.nights = 2 and p.bucket = 1 order by p.offer_id limit 1`,
    );
    const [box] = await queryRows<{ code: string; sellPrice: number }>(
      api.database.db,
      sql`select code, sell_price as "sellPrice" from boxes where published and 'fr_FR' = any(locales) and code like '%-EBOX' order by id limit 1`,
    );
    const [sleeve] = await queryRows<{ id: number; price: number }>(
      api.database.db,
      sql`select id, price from custom_sub_elements where price > 0 order by id limit 1`,
    );
    const [shipping] = await queryRows<{ amount: number }>(
      api.database.db,
      sql`select amount from shipping_costs where country_code = 'FR'`,
    );
    const [activity] = await queryRows<{ productId: number; sellPrice: number }>(
      api.database.db,
      sql`select p.product_id as "productId", p.sell_price as "sellPrice" from activity_product_prices p join activity_products a on a.id = p.product_id
          where a.published and p.adults = 2 order by p.product_id limit 1`,
    );
    await api.database.db.execute(
      sql`insert into gift_cards (code, initial_amount, balance, valid_until) values (${partCard}, 5000, 3000, current_date + 30)`,
    );
    const items = [
      {
        singleVoucherItem: {
          offerId: voucher!.offerId,
          nights: 2,
          giftFormat: 'physical',
          sleeves: [sleeve!.id],
          fromName: 'Léa',
          message: 'Bon anniversaire !',
        },
      },
      { boxItem: { code: box!.code } },
      {
        giftCardItem: {
          amount: 5000,
          design: 'birthday',
          recipient: { name: 'Hugo', email: 'hugo@example.org' },
          fromName: 'Léa',
        },
      },
      { activityItem: { productId: activity!.productId, adults: 2, customType: 'GIFT', fromName: 'Léa' } },
    ];
    const itemsAmount = voucher!.sellPrice + box!.sellPrice + 5000 + activity!.sellPrice;
    const total = itemsAmount + sleeve!.price + shipping!.amount;
    const body = {
      locale: 'fr_FR',
      currency: 'EUR',
      buyer: BUYER,
      items,
      giftCards: [{ serialNumber: partCard.toLowerCase() }],
    };
    const created = await call(
      'POST',
      '/gateway/purchase/orders',
      { ...body, expectedAmount: total - 3000 },
      key(),
    );
    expect(created.status).toBe(201);
    expect(created.body.priceBreakdown).toEqual({
      itemsAmount,
      insuranceAmount: 0,
      subElementsPrice: sleeve!.price,
      shippingCost: { amount: shipping!.amount, internationalFee: 0 },
      reductionAmount: 0,
      giftcards: [{ serialNumber: partCard, usedAmount: 3000 }],
      totalAmount: total,
      remainingAmountToPay: total - 3000,
    });
    expect(created.body.items.map((i: { kind: string }) => i.kind)).toEqual([
      'single_voucher',
      'box',
      'gift_card',
      'activity',
    ]);
    expect(created.body.payment.amount).toBe(total - 3000);
    const [card] = await queryRows<{ balance: number }>(
      api.database.db,
      sql`select balance from gift_cards where code = ${partCard}`,
    );
    expect(card!.balance).toBe(0);
    // cancelling the unpaid order gives the gift card its balance back
    const cancelled = await call(
      'POST',
      `/gateway/purchase/orders/${created.body.booking.orderUUID}/cancel`,
      {
        secret: created.body.booking.secret,
      },
    );
    expect(cancelled.body.status).toBe('cancelled');
    const [after] = await queryRows<{ balance: number }>(
      api.database.db,
      sql`select balance from gift_cards where code = ${partCard}`,
    );
    expect(after!.balance).toBe(3000);
    expect((await api.stripe.paymentIntents.retrieve(created.body.payment.paymentIntentId)).status).toBe(
      'canceled',
    );
  });

  test('an order paid in full by a gift card is confirmed without a PaymentIntent; a mistyped code is a 400', async () => {
    const stay = stays[2]!;
    const price = await quotePrice(stay);
    await api.database.db.execute(
      sql`insert into gift_cards (code, initial_amount, balance, valid_until) values (${fullCard}, ${price + 500}, ${price + 500}, current_date + 30)`,
    );
    const typo = `${fullCard[0] === 'A' ? 'B' : 'A'}${fullCard.slice(1)}`;
    const mistyped = await call(
      'POST',
      '/gateway/purchase/orders',
      stayOrder(stay, 0, { giftCards: [{ serialNumber: typo }] }),
      key(),
    );
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.error.fields[0]).toMatchObject({
      field: 'giftCards',
      message: expect.stringContaining('check'),
    });
    const created = await call(
      'POST',
      '/gateway/purchase/orders',
      stayOrder(stay, 0, { giftCards: [{ serialNumber: fullCard.toLowerCase().replace(/-/g, ' ') }] }),
      key(),
    );
    expect(created.status).toBe(201);
    expect(created.body.payment).toBeNull();
    expect(created.body.booking.status).toBe('confirmed');
    expect(created.body.priceBreakdown.giftcards).toEqual([{ serialNumber: fullCard, usedAmount: price }]);
  });

  test('customer-care orders record their agent; gift price rates 2-3 are theirs only', async () => {
    const stay = stays[3]!;
    const created = await order(stay, { ...key(), ...agent });
    expect(created.status).toBe(201);
    expect((await read(created)).body.agent).toBe(AGENT_EMAIL);
    // a cookie that names no open session is an ordinary customer's
    const own = await order(stays[4]!, { ...key(), cookie: 'sf_agent=not-a-session' });
    expect((await read(own)).body.agent).toBeNull();
    const [voucher] = await queryRows<{ offerId: number; sellPrice: number }>(
      api.database.db,
      sql`select offer_id as "offerId", sell_price as "sellPrice" from single_voucher_prices where nights = 1 and bucket = 3 order by offer_id limit 1`,
    );
    const gift = {
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: voucher!.sellPrice,
      buyer: BUYER,
      items: [
        { singleVoucherItem: { offerId: voucher!.offerId, nights: 1, bucket: 3, giftFormat: 'digital', fromName: 'Léa' } },
      ],
    };
    const refused = await call('POST', '/gateway/purchase/orders', gift, key());
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0].field).toBe('items.0.singleVoucherItem.bucket');
    const sold = await call('POST', '/gateway/purchase/orders', gift, {
      ...key(),
      ...agent,
    });
    expect(sold.status).toBe(201);
  });
});

describe('buyer, insurance and promotion codes', () => {
  test('buyer fields follow the checkout form rules: a bad phone and postal code are 400s naming them, nothing stored', async () => {
    const stay = stays[0]!;
    const orders = await orderCount();
    const body = stayOrder(stay, await quotePrice(stay));
    const refused = await call(
      'POST',
      '/gateway/purchase/orders',
      { ...body, buyer: { ...body.buyer, phoneNumber: '12', postalCode: 'ABC' } },
      key(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.map((f: { field: string }) => f.field)).toEqual([
      'buyer.phoneNumber',
      'buyer.postalCode',
    ]);
    expect(await orderCount()).toBe(orders);
  });

  test('insurance is priced by the stay cancellation type and amount; a promotion code reduces the items once per use', async () => {
    const stay = stays[1]!;
    const price = await quotePrice(stay);
    const [policy] = await queryRows<{ type: 'NON_REFUNDABLE' | 'FLEXIBLE' }>(
      api.database.db,
      sql`select p.type from offers o join cancellation_policies p on p.id = o.cancellation_policy_id where o.id = ${stay.offerId}`,
    );
    const insurance = insurancePrice(policy!.type, price)!;
    await api.database.db
      .execute(sql`insert into promotion_codes (code, kind, value, min_basket, valid_from, valid_until, locales, usage_cap)
      values ('ORDERTEST5', 'amount', 500, 0, now() - interval '1 day', now() + interval '1 day', '{fr_FR}', 1)`);
    const extra = {
      items: [
        ...stayOrder(stay, 0).items,
        { insuranceItem: { hasInsurance: true } },
        { promotionCodeItem: { code: 'ordertest5' } },
      ],
    };
    const total = price + insurance - 500;
    const created = await call('POST', '/gateway/purchase/orders', stayOrder(stay, total, extra), key());
    expect(created.status).toBe(201);
    expect(created.body.priceBreakdown).toMatchObject({
      itemsAmount: price,
      insuranceAmount: insurance,
      reductionAmount: 500,
      totalAmount: total,
      remainingAmountToPay: total,
    });
    // the cap is 1: a second order is refused while the first holds the code
    const second = await call(
      'POST',
      '/gateway/purchase/orders',
      stayOrder(stays[2]!, 0, {
        items: [...stayOrder(stays[2]!, 0).items, { promotionCodeItem: { code: 'ORDERTEST5' } }],
      }),
      key(),
    );
    expect(second.status).toBe(400);
    expect(second.body.error.code).toBe('PROMOTION_CODE_EXHAUSTED');
    const unknown = await call(
      'POST',
      '/gateway/purchase/orders',
      stayOrder(stays[2]!, 0, {
        items: [...stayOrder(stays[2]!, 0).items, { promotionCodeItem: { code: 'NOSUCHCODE' } }],
      }),
      key(),
    );
    expect(unknown.body.error).toMatchObject({
      code: 'PROMOTION_CODE_UNKNOWN',
      fields: [{ field: 'items.1.promotionCodeItem.code' }],
    });
    // cancelling the unpaid order gives the use back
    await call('POST', `/gateway/purchase/orders/${created.body.booking.orderUUID}/cancel`, {
      secret: created.body.booking.secret,
    });
    const [code] = await queryRows<{ used: number }>(
      api.database.db,
      sql`select used_count as used from promotion_codes where code = 'ORDERTEST5'`,
    );
    expect(code!.used).toBe(0);
  });
});

describe('payment and lifecycle', () => {
  test('created → awaiting_payment → paid → confirmed, captured for exactly the order amount, the rooms taken once', async () => {
    const stay = stays[5]!;
    const before = await roomsLeft(api.database, stay);
    const created = await order(stay);
    expect(await roomsLeft(api.database, stay)).toBe(before - 1);
    const paid = await pay(created.body.payment.paymentIntentId);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      booking: {
        orderUUID: created.body.booking.orderUUID,
        reference: created.body.booking.reference,
        status: 'confirmed',
      },
    });
    const intent = await api.stripe.paymentIntents.retrieve(created.body.payment.paymentIntentId);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: created.body.priceBreakdown.remainingAmountToPay,
    });
    expect(await roomsLeft(api.database, stay)).toBe(before - 1);
    const view = await read(created);
    expect(view.body.history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'created'],
      ['created', 'awaiting_payment'],
      ['awaiting_payment', 'paid'],
      ['paid', 'confirmed'],
    ]);
    // the webhooks of the same payment arrive too: still confirmed once
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      await count(
        sql`select count(*)::integer as n from order_events where order_uuid = ${created.body.booking.orderUUID} and to_status = 'confirmed'`,
      ),
    ).toBe(1);
  });

  test('a declined card, insufficient funds and authentication required charge nothing; another card then pays', async () => {
    const created = await order(stays[6]!);
    const intentId = created.body.payment.paymentIntentId;
    const declined = await pay(intentId, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    expect(declined.body.error.code).toBe('PAYMENT_DECLINED');
    const poor = await pay(intentId, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(poor.status).toBe(402);
    expect(poor.body.error.fields[0].message).toBe('insufficient_funds');
    const secure = await pay(intentId, 'pm_card_authenticationRequired');
    expect(secure.status).toBe(402);
    expect(secure.body.error.code).toBe('AUTHENTICATION_REQUIRED');
    expect((await read(created)).body.status).toBe('awaiting_payment');
    expect((await api.stripe.paymentIntents.retrieve(intentId)).amount_received).toBe(0);
    const paid = await pay(intentId, 'pm_card_mastercard');
    expect(paid.body.booking.status).toBe('confirmed');
    expect((await api.stripe.paymentIntents.retrieve(intentId)).amount_received).toBe(
      created.body.payment.amount,
    );
  });

  test('the webhook confirms an order the client never reported; the client call afterwards answers the same order', async () => {
    const created = await order(stays[7]!);
    const intentId = created.body.payment.paymentIntentId;
    // the checkout page confirms with the PSP directly (Stripe.js), then the tab is closed
    await api.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await eventually(async () => (await read(created)).body.status === 'confirmed');
    const paid = await pay(intentId);
    expect(paid.body.booking.status).toBe('confirmed');
    expect(
      await count(
        sql`select count(*)::integer as n from order_events where order_uuid = ${created.body.booking.orderUUID} and to_status = 'confirmed'`,
      ),
    ).toBe(1);
  });

  test('a webhook with a bad signature is a 400 and changes nothing', async () => {
    const created = await order(stays[8]!);
    const intentId = created.body.payment.paymentIntentId;
    const event = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent' } },
    });
    // signed with another secret, a hash without a secret, no signature
    const unsigned = `t=${Math.floor(Date.now() / 1000)},v1=${createHash('sha256').update(event).digest('hex')}`;
    const attempts: Record<string, string>[] = [
      { 'stripe-signature': signatureHeader(event, 'whsec_someone_else') },
      { 'stripe-signature': unsigned },
      {},
    ];
    for (const headers of attempts) {
      const answer = await call('POST', '/gateway/purchase/psp-webhook', event, headers);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('INVALID_SIGNATURE');
    }
    expect((await read(created)).body.status).toBe('awaiting_payment');
    // the same event signed with the endpoint's secret is accepted (nothing to settle: not authorized)
    const signed = await call('POST', '/gateway/purchase/psp-webhook', event, {
      'stripe-signature': signatureHeader(event, WEBHOOK_SECRET),
    });
    expect(signed.status).toBe(200);
    expect((await read(created)).body.status).toBe('awaiting_payment');
  });

  test('an unpaid order expires after 30 minutes: rooms back, PaymentIntent cancelled, payment refused', async () => {
    const stay = stays[9]!;
    const before = await roomsLeft(api.database, stay);
    const ordered = Date.now();
    const created = await order(stay);
    expect(await roomsLeft(api.database, stay)).toBe(before - 1);
    const psp = createPsp({
      apiHost: '127.0.0.1',
      apiPort: api.psp.port,
      apiProtocol: 'http',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    });
    const deps = { db: api.database.db, psp, siteOrigins: readConfig({}).siteOrigins };
    // still held 29 minutes later, expired once its 30 minutes have passed
    await expireOverdue(deps, new Date(ordered + 29 * 60_000));
    expect((await read(created)).body.status).toBe('awaiting_payment');
    expect(await roomsLeft(api.database, stay)).toBe(before - 1);
    expect(await expireOverdue(deps, new Date(Date.now() + 30 * 60_000 + 1000))).toBeGreaterThanOrEqual(1);
    expect((await read(created)).body.status).toBe('expired');
    expect(await roomsLeft(api.database, stay)).toBe(before);
    expect((await api.stripe.paymentIntents.retrieve(created.body.payment.paymentIntentId)).status).toBe(
      'canceled',
    );
    const late = await pay(created.body.payment.paymentIntentId);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('ORDER_NOT_PAYABLE');
  });

  test('customer care refunds a confirmed order: PSP refund, rooms back; anyone else gets a 403', async () => {
    const stay = stays[10]!;
    const before = await roomsLeft(api.database, stay);
    const created = await order(stay);
    await pay(created.body.payment.paymentIntentId);
    const uuid = created.body.booking.orderUUID;
    expect(
      (await call('POST', `/gateway/purchase/orders/${uuid}/refund`, { reason: 'client ill' })).status,
    ).toBe(403);
    const refunded = await call(
      'POST',
      `/gateway/purchase/orders/${uuid}/refund`,
      { reason: 'client ill' },
      agent,
    );
    expect(refunded.body).toEqual({ orderUUID: uuid, status: 'refunded' });
    expect(await roomsLeft(api.database, stay)).toBe(before);
    const charge = (await api.stripe.charges.list({ payment_intent: created.body.payment.paymentIntentId }))
      .data[0]!;
    expect(charge.amount_refunded).toBe(created.body.payment.amount);
    expect((await read(created)).body.history.at(-1)).toMatchObject({
      from: 'confirmed',
      to: 'refunded',
      reason: `client ill (${AGENT_EMAIL})`,
    });
  });
});

describe('reading an order', () => {
  test('needs its secret (wrong or unknown: the same 404); check my booking by reference and e-mail', async () => {
    const created = await order(stays[11]!);
    const { orderUUID, reference } = created.body.booking;
    const view = await read(created);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      orderUUID,
      reference,
      status: 'awaiting_payment',
      buyer: { email: BUYER.email.toLowerCase(), firstName: 'Camille' },
    });
    const wrong = await call('GET', `/gateway/purchase/orders/${orderUUID}?secret=not-the-secret`);
    const unknown = await call('GET', `/gateway/purchase/orders/${randomUUID()}?secret=not-the-secret`);
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(wrong.body.error.code).toBe(unknown.body.error.code);
    expect((await call('GET', `/gateway/purchase/orders/${orderUUID}`)).status).toBe(400);
    const found = await call('POST', '/gateway/purchase/check-booking', {
      reference,
      email: 'camille.martin@EXAMPLE.org',
    });
    expect(found.status).toBe(200);
    expect(found.body.orderUUID).toBe(orderUUID);
    expect(found.text).not.toContain(created.body.booking.secret);
    expect(
      (await call('POST', '/gateway/purchase/check-booking', { reference, email: 'someone@example.org' }))
        .status,
    ).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  test('missing: 400; same key and body: the first answer byte for byte; same key, other body: 422', async () => {
    const stay = stays[0]!;
    const body = stayOrder(stay, await quotePrice(stay));
    const missing = await call('POST', '/gateway/purchase/orders', body);
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('IDEMPOTENCY_KEY_MISSING');
    const headers = key();
    const orders = await orderCount();
    const first = await call('POST', '/gateway/purchase/orders', body, headers);
    const again = await call('POST', '/gateway/purchase/orders', body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(await orderCount()).toBe(orders + 1);
    const other = await call(
      'POST',
      '/gateway/purchase/orders',
      { ...body, specialRequest: 'late arrival' },
      headers,
    );
    expect(other.status).toBe(422);
    expect(await orderCount()).toBe(orders + 1);
    const payHeaders = key();
    const paid = await pay(first.body.payment.paymentIntentId, 'pm_card_visa', payHeaders);
    const paidAgain = await pay(first.body.payment.paymentIntentId, 'pm_card_visa', payHeaders);
    expect(paidAgain.text).toBe(paid.text);
    expect((await pay(first.body.payment.paymentIntentId, 'pm_card_mastercard', payHeaders)).status).toBe(
      422,
    );
    // a day later the key is forgotten: the same key is a new request
    await api.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${headers['idempotency-key']}`,
    );
    await purgeIdempotencyKeys(api.database.db);
    const later = await call(
      'POST',
      '/gateway/purchase/orders',
      { ...body, specialRequest: 'late arrival' },
      headers,
    );
    expect(later.status).toBe(201);
  });
});
