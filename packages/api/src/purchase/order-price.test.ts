/**
 * POST /gateway/purchase/orders/price over real HTTP, on the test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the breakdown an order of the same body gets, the same 4xx, and nothing stored (no order, no
 * hold, no PaymentIntent, no code use, no gift card debit, no confirmation); rate limited per client.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { generateVoucherCode } from '@storefront/buyer';
import { BUYER, bookableStays, purchaseTestApi, roomsLeft, setRoomsLeft, stayOrder, type PurchaseTestApi, type Stay } from './test-fixture';

/** price calls allowed per client and minute in this file (the last test floods them) */
const LIMIT = 40;

let api: PurchaseTestApi;
let stays: Stay[];

beforeAll(async () => {
  api = await purchaseTestApi({ priceRateLimit: LIMIT });
  stays = await bookableStays(api.database, 3);
}, 300_000);
afterAll(() => api?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: await response.json() };
}
const price = (body: unknown) => post('/gateway/purchase/orders/price', body);

/** Everything an order writes, counted. */
async function stored() {
  const [row] = await queryRows<Record<string, number>>(
    api.database.db,
    sql`select (select count(*) from orders)::integer as orders, (select count(*) from order_items)::integer as items,
          (select count(*) from stock_holds)::integer as holds, (select count(*) from payments)::integer as payments,
          (select count(*) from promotion_code_uses)::integer as "codeUses", (select count(*) from gift_card_movements)::integer as movements,
          (select count(*) from vouchers)::integer as vouchers, (select count(*) from outbox_messages)::integer as outbox,
          (select count(*) from idempotency_keys)::integer as keys`,
  );
  return { ...row, intents: (await api.stripe.paymentIntents.list({ limit: 100 })).data.length };
}

const quoted = async (stay: Stay): Promise<number> => {
  const response = await fetch(`${api.url}/product/${stay.offerId}/quote?checkin=${stay.checkin}&nights=${stay.nights}&adult=2&child=0&baby=0&locale=fr_FR`);
  return ((await response.json()) as { priceInfo: { sellPrice: number } }).priceInfo.sellPrice;
};

test('a stay with a promotion code: the breakdown of the order with the same body, nothing stored, no Idempotency-Key needed', async () => {
  const stay = stays[0]!;
  await api.database.db.execute(sql`insert into promotion_codes (code, kind, value, min_basket, valid_from, valid_until, locales, usage_cap)
    values ('PRICETEST5', 'amount', 500, 0, now() - interval '1 day', now() + interval '1 day', '{fr_FR}', 1)`);
  const body = stayOrder(stay, 0, { items: [...stayOrder(stay, 0).items, { promotionCodeItem: { code: 'pricetest5' } }] });
  const { expectedAmount: _unused, ...withoutAmount } = body;
  const before = await stored();
  const rooms = await roomsLeft(api.database, stay);
  const answer = await price(withoutAmount);
  expect(answer.status).toBe(200);
  const amount = await quoted(stay);
  expect(answer.body.priceBreakdown).toEqual({
    itemsAmount: amount,
    insuranceAmount: 0,
    subElementsPrice: 0,
    shippingCost: { amount: 0, internationalFee: 0 },
    reductionAmount: 500,
    giftcards: [],
    totalAmount: amount - 500,
    remainingAmountToPay: amount - 500,
  });
  expect(answer.body.items).toEqual([expect.objectContaining({ kind: 'stay', productId: stay.offerId, amount })]);
  // an expectedAmount is accepted and not compared: the answer says what the amount is
  expect((await price({ ...body, expectedAmount: 1 })).body.priceBreakdown).toEqual(answer.body.priceBreakdown);
  expect(await stored()).toEqual(before);
  expect(await roomsLeft(api.database, stay)).toBe(rooms);
  // the order of the same body gets the same breakdown (and the code, capped at 1 use, is still free for it)
  const order = await post('/gateway/purchase/orders', { ...body, expectedAmount: amount - 500 }, { 'idempotency-key': 'price-test-order' });
  expect(order.status).toBe(201);
  expect(order.body.priceBreakdown).toEqual(answer.body.priceBreakdown);
  expect(order.body.items).toEqual(answer.body.items);
});

test('a gift card paying it all is priced, not debited, and nothing is confirmed', async () => {
  const stay = stays[1]!;
  const amount = await quoted(stay);
  const card = generateVoucherCode();
  await api.database.db.execute(sql`insert into gift_cards (code, initial_amount, balance, valid_until) values (${card}, ${amount + 100}, ${amount + 100}, current_date + 30)`);
  const before = await stored();
  const answer = await price(stayOrder(stay, 0, { giftCards: [{ serialNumber: card }] }));
  expect(answer.status).toBe(200);
  expect(answer.body.priceBreakdown).toMatchObject({ giftcards: [{ serialNumber: card, usedAmount: amount }], totalAmount: amount, remainingAmountToPay: 0 });
  expect(await stored()).toEqual(before);
  const [balance] = await queryRows<{ balance: number }>(api.database.db, sql`select balance from gift_cards where code = ${card}`);
  expect(balance!.balance).toBe(amount + 100);
});

test('bad input gets the order call\'s 4xx: buyer rules, sold out, unknown code, malformed body; nothing stored', async () => {
  const stay = stays[2]!;
  const before = await stored();
  const badPhone = await price(stayOrder(stay, 0, { buyer: { ...BUYER, phoneNumber: '12' } }));
  expect(badPhone.status).toBe(400);
  expect(badPhone.body.error.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'buyer.phoneNumber' })]));
  const unknownCode = await price(stayOrder(stay, 0, { items: [...stayOrder(stay, 0).items, { promotionCodeItem: { code: 'NOSUCHCODE' } }] }));
  expect(unknownCode.body.error).toMatchObject({ code: 'PROMOTION_CODE_UNKNOWN', fields: [{ field: 'items.1.promotionCodeItem.code' }] });
  const malformed = await price({ locale: 'fr_FR', currency: 'EUR', buyer: BUYER, items: [] });
  expect(malformed.status).toBe(400);
  expect(malformed.body.error.code).toBe('VALIDATION_ERROR');
  const rooms = await roomsLeft(api.database, stay);
  await setRoomsLeft(api.database, stay, 0);
  try {
    const soldOut = await price(stayOrder(stay, 0));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.code).toBe('NO_MORE_AVAILABILITY');
  } finally {
    await setRoomsLeft(api.database, stay, rooms);
  }
  expect(await stored()).toEqual(before);
});

test('a payment plan: the eligibility rule\'s fee and schedule, priced, stored on the order and read back; an ineligible plan is a 400', async () => {
  // a stay 3x is offered for (arrival in 7 days or more, 200 to 2,000 €): the price call says which
  const candidates = await bookableStays(api.database, 20);
  let chosen: { stay: Stay; answer: Awaited<ReturnType<typeof price>> } | null = null;
  for (const stay of candidates) {
    const answer = await price({ ...stayOrder(stay, 0), paymentPlan: 'PAY_IN_3' });
    if (answer.status === 200) {
      chosen = { stay, answer };
      break;
    }
    expect(answer.body.error).toMatchObject({ code: 'PAYMENT_PLAN_INELIGIBLE', fields: [{ field: 'paymentPlan' }] });
  }
  if (!chosen) throw new Error('no stay of the test catalogue is offered 3x');
  const { stay, answer } = chosen;
  // the plan is the one GET /alma/eligibility offers for the amount left to pay and the stay's cancellation terms
  const quote = (await (await fetch(`${api.url}/product/${stay.offerId}/quote?checkin=${stay.checkin}&nights=${stay.nights}&adult=2&child=0&baby=0&locale=fr_FR`)).json()) as {
    cancellationPolicy: { type: string; cancellationDeadline: string | null };
  };
  const amount = answer.body.priceBreakdown.remainingAmountToPay as number;
  const query = new URLSearchParams({ amount: String(amount), cancellationPolicyType: quote.cancellationPolicy.type, checkinDate: stay.checkin, pointOfSale: 'fr' });
  if (quote.cancellationPolicy.cancellationDeadline) query.set('cancellableUntil', quote.cancellationPolicy.cancellationDeadline);
  const offered = (await (await fetch(`${api.url}/gateway/purchase/alma/eligibility?${query}`)).json()) as { paymentMethods: { type: string }[] };
  const plan = offered.paymentMethods.find((p) => p.type === 'PAY_IN_3');
  expect(answer.body.paymentPlan).toEqual(plan);
  expect(answer.body.paymentPlan).toMatchObject({ instalmentsCount: 3, totalAmount: amount + answer.body.paymentPlan.paymentFee });
  expect(answer.body.paymentPlan.schedule.reduce((sum: number, due: { amount: number }) => sum + due.amount, 0)).toBe(amount + answer.body.paymentPlan.paymentFee);
  // refused plans change nothing: the pay-later wallet is not sold on fr_FR; gifts are not paid in instalments
  const before = await stored();
  const wallet = await post('/gateway/purchase/orders', { ...stayOrder(stay, amount), paymentPlan: 'PAY_LATER_WALLET' }, { 'idempotency-key': 'plan-refused' });
  expect(wallet.status).toBe(400);
  expect(wallet.body.error).toMatchObject({ code: 'PAYMENT_PLAN_INELIGIBLE', fields: [{ field: 'paymentPlan', message: 'point_of_sale' }] });
  const unknown = await price({ ...stayOrder(stay, amount), paymentPlan: 'PAY_IN_12' });
  expect(unknown.status).toBe(400);
  const gift = await price({ ...stayOrder(stay, 0), items: [{ giftCardItem: { amount: 5000, design: 'classic', recipient: { name: 'Léa', email: 'lea@example.org' }, fromName: 'Hugo' } }], paymentPlan: 'PAY_LATER' });
  expect(gift.status).toBe(400);
  expect(gift.body.error.fields).toEqual([{ field: 'paymentPlan', message: expect.stringContaining('one stay only') }]);
  expect(await stored()).toEqual(before);
  // the order stores the plan; its confirmation page reads it back
  const order = await post('/gateway/purchase/orders', { ...stayOrder(stay, amount), paymentPlan: 'PAY_IN_3' }, { 'idempotency-key': 'plan-order' });
  expect(order.status).toBe(201);
  expect(order.body.paymentPlan).toEqual(plan);
  const read = await fetch(`${api.url}/gateway/purchase/orders/${order.body.booking.orderUUID}?secret=${order.body.booking.secret}`);
  expect(((await read.json()) as { paymentPlan: unknown }).paymentPlan).toEqual(plan);
  // paid: the confirmation e-mail (outbox) states the plan, its fee and its schedule in the site's language
  const paid = await post('/gateway/purchase/zeppto', { pspAuthorization: { paymentIntentId: order.body.payment.paymentIntentId, paymentMethod: 'pm_card_visa' } }, { 'idempotency-key': 'plan-pay' });
  expect(paid.body.booking?.status).toBe('confirmed');
  const [mail] = await queryRows<{ body: string }>(
    api.database.db,
    sql`select body from outbox_messages where order_uuid = ${order.body.booking.orderUUID} and template = 'order-confirmation'`,
  );
  const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const day = (iso: string) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
  const schedule = (answer.body.paymentPlan.schedule as { dueDate: string; amount: number }[]).map((due) => `- ${day(due.dueDate)} : ${euros(due.amount)}`);
  expect(mail!.body).toContain(`Échéancier – Payer en 3 fois (frais ${euros(answer.body.paymentPlan.paymentFee)}):\n${schedule.join('\n')}`);
  expect(mail!.body).not.toContain('Montant payé');
});

test('an activity offered needs its sender\'s name, text only, within the gift customisation limits; the words are stored on the order', async () => {
  const [activity] = await queryRows<{ productId: number }>(
    api.database.db,
    sql`select p.product_id as "productId" from activity_product_prices p join activity_products a on a.id = p.product_id where a.published and p.adults = 2 order by p.product_id limit 1`,
  );
  const body = (item: Record<string, unknown>) => ({ locale: 'fr_FR', currency: 'EUR', buyer: BUYER, items: [{ activityItem: { productId: activity!.productId, adults: 2, ...item } }] });
  const refused = async (item: Record<string, unknown>, field: string) => {
    const answer = await price(body({ customType: 'GIFT', ...item }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([{ field: `items.0.activityItem.${field}`, message: expect.any(String) }]);
  };
  await refused({}, 'fromName');
  await refused({ fromName: '   ' }, 'fromName');
  await refused({ fromName: 'Léa <3' }, 'fromName');
  await refused({ fromName: 'L'.repeat(41) }, 'fromName');
  await refused({ fromName: 'Léa', message: 'm'.repeat(181) }, 'message');
  // own use: no sender needed
  expect((await price(body({ customType: 'OWN_USE' }))).status).toBe(200);
  const offered = await price(body({ customType: 'GIFT', fromName: "Léa D'Arc", message: 'Profitez bien !' }));
  expect(offered.status).toBe(200);
  expect(offered.body.items[0].details).toMatchObject({ customType: 'GIFT', fromName: "Léa D'Arc", message: 'Profitez bien !' });
});

test('single vouchers and gift cards need their sender\'s name, boxes not; the same rule on the price call and the order, nothing stored', async () => {
  const [voucher] = await queryRows<{ offerId: number }>(
    api.database.db,
    sql`select offer_id as "offerId" from single_voucher_prices where nights = 1 and bucket = 1 order by offer_id limit 1`,
  );
  const [box] = await queryRows<{ code: string; sellPrice: number }>(
    api.database.db,
    sql`select code, sell_price as "sellPrice" from boxes where published and 'fr_FR' = any(locales) and code like '%-EBOX' order by id limit 1`,
  );
  const items: Record<string, (text: Record<string, string>) => Record<string, unknown>> = {
    singleVoucherItem: (text) => ({ offerId: voucher!.offerId, nights: 1, giftFormat: 'digital', ...text }),
    giftCardItem: (text) => ({ amount: 5000, design: 'classic', recipient: { name: 'Hugo', email: 'hugo@example.org' }, ...text }),
    boxItem: (text) => ({ code: box!.code, ...text }),
  };
  const body = (kind: string, text: Record<string, string>) => ({ locale: 'fr_FR', currency: 'EUR', buyer: BUYER, items: [{ [kind]: items[kind]!(text) }] });
  const before = await stored();
  const refused = async (kind: string, text: Record<string, string>, field: string, message: string) => {
    const priced = await price(body(kind, text));
    expect(priced.status).toBe(400);
    expect(priced.body.error).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: `items.0.${kind}.${field}`, message: expect.stringContaining(message) }] });
    const ordered = await post('/gateway/purchase/orders', { ...body(kind, text), expectedAmount: 5000 }, { 'idempotency-key': `gift-text-${kind}-${field}-${JSON.stringify(text).length}` });
    expect(ordered.status).toBe(400);
    expect(ordered.body.error.fields).toEqual(priced.body.error.fields);
  };
  for (const kind of ['singleVoucherItem', 'giftCardItem']) {
    await refused(kind, {}, 'fromName', 'required');
    await refused(kind, { fromName: ' ', message: 'Bon anniversaire' }, 'fromName', 'required');
    await refused(kind, { fromName: 'Léa 2026' }, 'fromName', 'only text');
    await refused(kind, { fromName: 'Léa', message: 'm'.repeat(181) }, 'message', '180');
  }
  // the box drawer's form is optional: no name is fine, a name given is text only
  await refused('boxItem', { fromName: 'Léa :)' }, 'fromName', 'only text');
  expect(await stored()).toEqual(before);
  const plain = await price(body('boxItem', {}));
  expect(plain.status).toBe(200);
  expect(plain.body.items[0].details).toMatchObject({ fromName: null, message: null });
  for (const kind of Object.keys(items)) {
    const accepted = await price(body(kind, { fromName: "Léa D'Arc-Dupont", message: 'Profitez bien ! 2 nuits <3' }));
    expect(accepted.status).toBe(200);
    expect(accepted.body.items[0].details).toMatchObject({ fromName: "Léa D'Arc-Dupont", message: 'Profitez bien ! 2 nuits <3' });
  }
});

test(`more than ${LIMIT} price calls a minute from one client: 429 with Retry-After`, async () => {
  const body = stayOrder(stays[0]!, 0);
  let refused: Awaited<ReturnType<typeof price>> | null = null;
  for (let i = 0; i <= LIMIT && !refused; i++) {
    const answer = await price(body);
    if (answer.status === 429) refused = answer;
    else expect(answer.status).toBe(200);
  }
  expect(refused?.body.error.code).toBe('TOO_MANY_REQUESTS');
  expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
});
