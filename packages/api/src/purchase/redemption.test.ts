/**
 * Beneficiary redemption and gift card spending over real HTTP (PGlite, or PostgreSQL with TEST_DATABASE_URL, where
 * the competing orders really are concurrent): what a voucher covers, its errors, a stay paying only the supplement,
 * a voucher used once, a gift card never overdrawn.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { TEST_DATABASE_URL } from '../db/testing';
import {
  BUYER,
  bookableStays,
  purchaseTestApi,
  stayOrder,
  type PurchaseTestApi,
  type Stay,
} from './test-fixture';
import { generateVoucherCode } from '@storefront/buyer';

const CONCURRENT = Boolean(TEST_DATABASE_URL);
const mode = CONCURRENT ? 'concurrently (PostgreSQL)' : 'one after the other (PGlite)';

let api: PurchaseTestApi;
let stays: Stay[];
let codes: string[];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
type Answer = { status: number; body: any };

async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers:
      body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const both = <T>(tasks: (() => Promise<T>)[]): Promise<T[]> =>
  CONCURRENT
    ? Promise.all(tasks.map((t) => t()))
    : tasks.reduce<Promise<T[]>>(async (done, t) => [...(await done), await t()], Promise.resolve([]));

async function quotePrice(stay: Stay): Promise<number> {
  const quote = await call(
    'GET',
    `/product/${stay.offerId}/quote?checkin=${stay.checkin}&nights=${stay.nights}&adult=2&child=0&baby=0&locale=fr_FR`,
  );
  return quote.body.priceInfo.sellPrice as number;
}

const withVoucher = (stay: Stay, expected: number, voucherCode: string) => {
  const body = stayOrder(stay, expected);
  body.items[0]!.shortStayItem!.voucherCode = voucherCode;
  return body;
};

/** The voucher worth `value` cents, for the nights of `stay` (its cover is tested on its own below). */
const setValue = (code: string, value: number, stay: Stay) =>
  api.database.db.execute(sql`update vouchers set value = ${value}, nights = ${stay.nights} where code = ${code}`);

beforeAll(async () => {
  api = await purchaseTestApi();
  stays = await bookableStays(api.database, 12, { giftable: true });
  // five single vouchers bought and paid as a buyer does
  const [voucher] = await queryRows<{ offerId: number; sellPrice: number }>(
    api.database.db,
    sql`select p.offer_id as "offerId", p.sell_price as "sellPrice" from single_voucher_prices p join offers o on o.id = p.offer_id
        where o.giftable and o.published and p.nights = 2 and p.bucket = 1 order by p.offer_id limit 1`,
  );
  const created = await call('POST', '/gateway/purchase/orders', {
    locale: 'fr_FR',
    currency: 'EUR',
    buyer: BUYER,
    expectedAmount: 5 * voucher!.sellPrice,
    items: Array.from({ length: 5 }, () => ({
      singleVoucherItem: { offerId: voucher!.offerId, nights: 2, giftFormat: 'digital', fromName: 'Léa' },
    })),
  });
  const paid = await call('POST', '/gateway/purchase/zeppto', {
    pspAuthorization: {
      paymentIntentId: created.body.payment.paymentIntentId,
      paymentMethod: 'pm_card_visa',
    },
  });
  expect(paid.body.booking.status).toBe('confirmed');
  const read = await call(
    'GET',
    `/gateway/purchase/orders/${created.body.booking.orderUUID}?secret=${created.body.booking.secret}`,
  );
  codes = (read.body.issued as { code: string }[]).map((i) => i.code);
  expect(codes).toHaveLength(5);
}, 300_000);
afterAll(() => api?.close());

test('a beneficiary reads only what a voucher covers; typo 400, unknown 404, expired 410', async () => {
  const code = codes[0]!;
  const cover = await call('GET', `/gateway/beneficiary/vouchers/${code.toLowerCase().replace(/-/g, ' ')}`);
  expect(cover.status).toBe(200);
  expect(cover.body).toEqual({
    code,
    kind: 'single_voucher',
    nights: 2,
    persons: 2,
    value: expect.any(Number),
    validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    boxCode: null,
  });
  const typo = `${code[0] === 'A' ? 'B' : 'A'}${code.slice(1)}`;
  const mistyped = await call('GET', `/gateway/beneficiary/vouchers/${typo}`);
  expect(mistyped.status).toBe(400);
  expect(mistyped.body.error.code).toBe('VOUCHER_CODE_INVALID');
  expect(mistyped.body.error.fields).toEqual([{ field: 'code', message: 'check' }]);
  let unknown = generateVoucherCode();
  while (codes.includes(unknown)) unknown = generateVoucherCode();
  expect((await call('GET', `/gateway/beneficiary/vouchers/${unknown}`)).status).toBe(404);
  expect((await call('GET', '/gateway/beneficiary/vouchers/NOT-A-CODE')).status).toBe(404);
  const short = await call('POST', '/gateway/purchase/orders', withVoucher(stays[11]!, 0, 'ABCD-EFGH'));
  expect(short.status).toBe(400);
  expect(short.body.error.fields).toEqual([
    { field: 'items.0.shortStayItem.voucherCode', message: 'length' },
  ]);
  await api.database.db.execute(
    sql`update vouchers set valid_until = current_date - 1 where code = ${codes[3]!}`,
  );
  const expired = await call('GET', `/gateway/beneficiary/vouchers/${codes[3]!}`);
  expect(expired.status).toBe(410);
  expect(expired.body.error.code).toBe('VOUCHER_EXPIRED');
  const ordered = await call('POST', '/gateway/purchase/orders', withVoucher(stays[11]!, 0, codes[3]!));
  expect(ordered.status).toBe(410);
});

test('a stay paid with a voucher charges only the supplement; the voucher is used once', async () => {
  const [stay, other] = [stays[0]!, stays[1]!];
  const price = await quotePrice(stay);
  await setValue(codes[0]!, price - 2500, stay);
  // an unpaid order that ends gives the voucher back
  const cancelled = await call('POST', '/gateway/purchase/orders', withVoucher(stay, 2500, codes[0]!));
  expect(cancelled.status).toBe(201);
  expect(cancelled.body.payment.amount).toBe(2500);
  expect(cancelled.body.items[0].details.voucher).toEqual({
    code: codes[0],
    value: price - 2500,
    covered: price - 2500,
  });
  expect((await call('GET', `/gateway/beneficiary/vouchers/${codes[0]!}`)).body.error.code).toBe(
    'VOUCHER_ALREADY_USED',
  );
  await call('POST', `/gateway/purchase/orders/${cancelled.body.booking.orderUUID}/cancel`, {
    secret: cancelled.body.booking.secret,
  });
  expect((await call('GET', `/gateway/beneficiary/vouchers/${codes[0]!}`)).status).toBe(200);

  const created = await call('POST', '/gateway/purchase/orders', withVoucher(stay, 2500, codes[0]!));
  const paid = await call('POST', '/gateway/purchase/zeppto', {
    pspAuthorization: {
      paymentIntentId: created.body.payment.paymentIntentId,
      paymentMethod: 'pm_card_visa',
    },
  });
  expect(paid.body.booking.status).toBe('confirmed');
  expect(
    (await api.stripe.paymentIntents.retrieve(created.body.payment.paymentIntentId)).amount_received,
  ).toBe(2500);
  const used = await call('GET', `/gateway/beneficiary/vouchers/${codes[0]!}`);
  expect(used.status).toBe(409);
  expect(used.body.error.code).toBe('VOUCHER_ALREADY_USED');
  const again = await call('POST', '/gateway/purchase/orders', withVoucher(other, 0, codes[0]!));
  expect(again.status).toBe(409);
  expect(again.body.error.code).toBe('VOUCHER_ALREADY_USED');

  // a voucher worth more than the stay: nothing to pay (never below 0), confirmed without the PSP
  const otherPrice = await quotePrice(other);
  await setValue(codes[1]!, otherPrice + 1000, other);
  const free = await call('POST', '/gateway/purchase/orders', withVoucher(other, 0, codes[1]!));
  expect(free.status).toBe(201);
  expect(free.body.payment).toBeNull();
  expect(free.body.booking.status).toBe('confirmed');
  expect(free.body.priceBreakdown.remainingAmountToPay).toBe(0);
});

test('a voucher pays only for a stay it covers: 422 otherwise, nothing stored, the voucher kept', async () => {
  const code = codes[4]!;
  const stay = stays[7]!;
  const [notGiftable] = await bookableStays(api.database, 1, { giftable: false });
  const setCover = (kind: string, nights: number, productId: number | null = null) =>
    api.database.db.execute(sql`update vouchers set kind = ${kind}, nights = ${nights}, product_id = ${productId}, value = 1000000 where code = ${code}`);
  const [box] = await queryRows<{ id: number }>(
    api.database.db,
    sql`select b.id from boxes b where not exists (select 1 from box_offers bo where bo.box_id = b.id and bo.offer_id = ${stay.mainOfferId}) order by b.id limit 1`,
  );
  const orders = async () =>
    (await queryRows<{ n: number }>(api.database.db, sql`select count(*)::integer as n from orders`))[0]!.n;
  const before = await orders();
  const refused = async (body: ReturnType<typeof withVoucher>, why: RegExp) => {
    const answer = await call('POST', '/gateway/purchase/orders', body);
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('VOUCHER_NOT_APPLICABLE');
    expect(answer.body.error.message).toMatch(why);
    expect(answer.body.error.fields).toEqual([{ field: 'items.0.shortStayItem.voucherCode', message: 'not applicable' }]);
  };

  await setCover('single_voucher', stay.nights);
  await refused(withVoucher(notGiftable!, 0, code), /does not cover this stay/);
  await setCover('single_voucher', stay.nights + 1);
  await refused(withVoucher(stay, 0, code), new RegExp(`covers ${stay.nights + 1} night\\(s\\), not ${stay.nights}`));
  // a longer stay than the voucher's nights is covered (the supplement pays the rest): tried last, below
  await setCover('single_voucher', stay.nights);
  const three = withVoucher(stay, 0, code);
  three.items[0]!.shortStayItem!.reservationCriteria.pax.numberOfAdults = 3;
  await refused(three, /covers 2 persons, not 3/);
  await setCover('box', stay.nights, box!.id);
  await refused(withVoucher(stay, 0, code), /choose one of its box/);
  await setCover('activity', stay.nights);
  await refused(withVoucher(stay, 0, code), /is for an activity/);
  expect(await orders()).toBe(before);

  // the same voucher on a stay it covers is taken (and the stay is free: the voucher is worth more); the stay may be
  // longer than the voucher's nights
  await setCover('single_voucher', Math.max(1, stay.nights - 1));
  expect((await call('GET', `/gateway/beneficiary/vouchers/${code}`)).status).toBe(200);
  const ok = await call('POST', '/gateway/purchase/orders', withVoucher(stay, 0, code));
  expect(ok.status).toBe(201);
  expect(ok.body.booking.status).toBe('confirmed');
});

test(`two orders with the same voucher ${mode}: exactly one gets it, the other a 409`, async () => {
  const code = codes[2]!;
  // two stays of the same length, both covered by the voucher
  const first = stays.slice(2).find((a) => stays.slice(2).some((b) => b !== a && b.nights === a.nights))!;
  const targets = [first, stays.slice(2).find((b) => b !== first && b.nights === first.nights)!];
  const prices = await Promise.all(targets.map(quotePrice));
  await setValue(code, Math.max(...prices) + 100, targets[0]!);
  const answers = await both(
    targets.map((stay) => () => call('POST', '/gateway/purchase/orders', withVoucher(stay, 0, code))),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  const winner = answers.find((a) => a.status === 201)!;
  expect(winner.body.booking.status).toBe('confirmed');
  expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('VOUCHER_ALREADY_USED');
  const [row] = await queryRows<{ by: string }>(
    api.database.db,
    sql`select redeemed_by_order as by from vouchers where code = ${code}`,
  );
  expect(row!.by).toBe(winner.body.booking.orderUUID);
});

test(`two orders spending the same gift card ${mode} cannot overdraw it`, async () => {
  const targets = [stays[9]!, stays[10]!];
  const prices = await Promise.all(targets.map(quotePrice));
  const card = generateVoucherCode();
  const balance = Math.max(...prices);
  await api.database.db.execute(
    sql`insert into gift_cards (code, initial_amount, balance, valid_until) values (${card}, ${balance}, ${balance}, current_date + 30)`,
  );
  const answers = await both(
    targets.map(
      (stay, i) => () =>
        call(
          'POST',
          '/gateway/purchase/orders',
          stayOrder(stay, 0, { giftCards: [{ serialNumber: card }] }),
        ).then((a) => ({ ...a, price: prices[i]! })),
    ),
  );
  // one pays with the card; the other is refused with a 409 (balance changed, or a new amount to pay)
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  const ok = answers.filter((a) => a.status === 201);
  const [after] = await queryRows<{ balance: number; spent: number }>(
    api.database.db,
    sql`select c.balance, -coalesce((select sum(amount) from gift_card_movements m where m.gift_card_id = c.id), 0)::integer as spent
        from gift_cards c where c.code = ${card}`,
  );
  expect(after!.balance).toBe(balance - ok[0]!.price);
  expect(after!.spent).toBe(ok[0]!.price);
  expect(after!.balance).toBeGreaterThanOrEqual(0);
});
