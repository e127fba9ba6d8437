/**
 * A confirmed gift order issues what it bought once, in the confirming transaction, and writes its e-mails to the
 * outbox: over real HTTP on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and the local PSP, with
 * the client's payment call sent twice at once while the PSP's webhook arrives too.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { addDays } from '../db/pricing';
import { siteToday } from '@storefront/criteria';
import { readConfig } from '../server/config';
import { validUntil } from './fulfilment';
import { generateVoucherCode, parseVoucherCode } from '@storefront/buyer';
import { BUYER, purchaseTestApi, type PurchaseTestApi } from './test-fixture';

let api: PurchaseTestApi;

beforeAll(async () => {
  api = await purchaseTestApi({ siteOrigins: { ...readConfig({}).siteOrigins, fr_FR: 'https://www.example.fr' } });
}, 300_000);
afterAll(() => api?.close());

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  return { status: response.status, text, body: text ? (JSON.parse(text) as any) : null };
}

// the orders' day: the site's (Paris) date, not UTC's
const today = () => siteToday(new Date(), 'Europe/Paris');

test('validity ends the same day months later, clamped to the end of a shorter month', () => {
  expect(validUntil('2026-03-15', 12)).toBe('2027-03-15');
  expect(validUntil('2026-08-31', 18)).toBe('2028-02-29');
  expect(validUntil('2026-01-31', 1)).toBe('2026-02-28');
});

test('a paid gift order issues its vouchers and gift card once and enqueues its e-mails', async () => {
  const db = api.database.db;
  const [voucher] = await queryRows<{ offerId: number; sellPrice: number }>(
    db,
    sql`select p.offer_id as "offerId", p.sell_price as "sellPrice" from single_voucher_prices p join offers o on o.id = p.offer_id
        where o.giftable and o.published and p.nights = 2 and p.bucket = 1 order by p.offer_id limit 1`,
  );
  const [box] = await queryRows<{ code: string; sellPrice: number; nights: number }>(
    db,
    sql`select code, sell_price as "sellPrice", nights from boxes where published and 'fr_FR' = any(locales) and code like '%-EBOX' order by id limit 1`,
  );
  const [activity] = await queryRows<{ productId: number; sellPrice: number }>(
    db,
    sql`select p.product_id as "productId", p.sell_price as "sellPrice" from activity_product_prices p join activity_products a on a.id = p.product_id
        where a.published and p.adults = 2 order by p.product_id limit 1`,
  );
  const deliveryDate = addDays(today(), 10);
  const total = voucher!.sellPrice + box!.sellPrice + 7000 + activity!.sellPrice;
  const created = await call(
    'POST',
    '/gateway/purchase/orders',
    {
      locale: 'fr_FR',
      currency: 'EUR',
      buyer: BUYER,
      expectedAmount: total,
      items: [
        {
          singleVoucherItem: { offerId: voucher!.offerId, nights: 2, giftFormat: 'digital', fromName: 'Léa' },
        },
        { boxItem: { code: box!.code } },
        {
          giftCardItem: {
            amount: 7000,
            design: 'birthday',
            recipient: { name: 'Hugo', email: 'hugo@example.org' },
            deliveryDate,
            fromName: 'Léa',
            message: 'Joyeux anniversaire',
          },
        },
        { activityItem: { productId: activity!.productId, adults: 2, customType: 'GIFT', fromName: 'Nina et Paul', message: 'Bon vol au-dessus des volcans !' } },
      ],
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(created.status).toBe(201);
  const { orderUUID, secret } = created.body.booking;
  const intent = created.body.payment.paymentIntentId;
  // the client call twice at once; the PSP's webhooks arrive meanwhile too
  const paid = await Promise.all(
    [0, 1].map(() =>
      call(
        'POST',
        '/gateway/purchase/zeppto',
        { pspAuthorization: { paymentIntentId: intent, paymentMethod: 'pm_card_visa' } },
        { 'idempotency-key': randomUUID() },
      ),
    ),
  );
  expect(paid.map((p) => p.body.booking?.status)).toContain('confirmed');
  const read = await call(
    'GET',
    `/gateway/purchase/orders/${orderUUID}?secret=${encodeURIComponent(secret)}`,
  );
  expect(read.body.status).toBe('confirmed');
  const issued = read.body.issued as { kind: string; code: string; value: number; validUntil: string }[];
  expect(issued.map((i) => [i.kind, i.value, i.validUntil])).toEqual([
    ['single_voucher', voucher!.sellPrice, validUntil(today(), 12)],
    ['box', box!.sellPrice, validUntil(today(), 18)],
    ['activity', activity!.sellPrice, validUntil(today(), 12)],
    ['gift_card', 7000, validUntil(today(), 12)],
  ]);
  for (const i of issued) expect(parseVoucherCode(i.code)).toEqual({ ok: true, code: i.code });
  const rows = await queryRows<{ kind: string; persons: number; nights: number | null }>(
    db,
    sql`select kind, persons, nights from vouchers where order_uuid = ${orderUUID} order by id`,
  );
  expect(rows).toEqual([
    { kind: 'single_voucher', persons: 2, nights: 2 },
    { kind: 'box', persons: expect.any(Number), nights: box!.nights },
    { kind: 'activity', persons: 2, nights: null },
  ]);
  const [card] = await queryRows<{ balance: number }>(
    db,
    sql`select balance from gift_cards where order_uuid = ${orderUUID}`,
  );
  expect(card!.balance).toBe(7000);

  const mails = await queryRows<{
    to: string;
    template: string;
    subject: string;
    body: string;
    sendAfter: string;
  }>(
    db,
    sql`select to_address as "to", template, subject, body, to_char(send_after at time zone 'Europe/Paris', 'YYYY-MM-DD') as "sendAfter"
        from outbox_messages where order_uuid = ${orderUUID} order by id`,
  );
  expect(mails.map((m) => [m.to, m.template])).toEqual([
    ['camille.martin@example.org', 'order-confirmation'],
    ['camille.martin@example.org', 'voucher-delivery'],
    ['hugo@example.org', 'voucher-delivery'],
  ]);
  // in the buyer's language, linking to 'check my booking' by reference (the secret is not stored)
  expect(mails[0]!.body).toContain(created.body.booking.reference);
  // links in e-mails are absolute, on the site's configured address
  expect(mails[0]!.body).toContain(`https://www.example.fr/account/trips#booking=${created.body.booking.reference}`);
  expect(mails[1]!.body).toContain(`https://www.example.fr/gateway/beneficiary/vouchers/${issued[0]!.code}/print`);
  expect(mails[2]!.body).toContain(`https://www.example.fr/gateway/beneficiary/vouchers/${issued[3]!.code}/print`);
  expect(mails.map((m) => m.body).join('\n')).not.toMatch(/href="\//);
  expect(mails[1]!.body).toContain(issued[0]!.code);
  expect(mails[1]!.body).not.toContain(issued[3]!.code);
  expect(mails[2]!.body).toContain(issued[3]!.code);
  expect(mails[2]!.body).toContain('Joyeux anniversaire');
  // an activity offered: its voucher carries the sender's name and message, in the e-mail and on its printable page
  expect(mails[1]!.body).toContain(issued[2]!.code);
  expect(mails[1]!.body).toContain('Bon vol au-dessus des volcans !');
  const printed = await (await fetch(`${api.url}/gateway/beneficiary/vouchers/${issued[2]!.code}/print`)).text();
  expect(printed).toContain('Nina et Paul');
  expect(printed).toContain('Bon vol au-dessus des volcans !');
  expect(mails[2]!.sendAfter).toBe(deliveryDate);
  expect(mails[0]!.sendAfter <= today()).toBe(true);
  // a late webhook or a repeated call issues nothing more
  await new Promise((resolve) => setTimeout(resolve, 300));
  const counted = await queryRows<{ vouchers: number; cards: number; mails: number }>(
    db,
    sql`select (select count(*)::integer from vouchers where order_uuid = ${orderUUID}) as vouchers,
               (select count(*)::integer from gift_cards where order_uuid = ${orderUUID}) as cards,
               (select count(*)::integer from outbox_messages where order_uuid = ${orderUUID}) as mails`,
  );
  expect(counted[0]).toEqual({ vouchers: 3, cards: 1, mails: 3 });
});

test('the printable voucher page needs the order secret and one of its voucher codes', async () => {
  const db = api.database.db;
  const [voucher] = await queryRows<{ orderUuid: string; code: string }>(
    db,
    sql`select order_uuid as "orderUuid", code from vouchers where kind = 'single_voucher' order by id limit 1`,
  );
  // the order's secret is only known to its buyer: set a known one for this read
  await db.execute(
    sql`update orders set secret_hash = encode(sha256('print-secret'::bytea), 'hex') where uuid = ${voucher!.orderUuid}`,
  );
  const base = `${api.url}/gateway/purchase/orders/${voucher!.orderUuid}/vouchers`;
  const page = await fetch(`${base}/${voucher!.code.toLowerCase()}?secret=print-secret`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('lang="fr-FR"');
  expect(html).toContain(voucher!.code);
  expect(html).toContain('Léa');
  expect((await fetch(`${base}/${voucher!.code}?secret=wrong`)).status).toBe(404);
  const other = await fetch(`${base}/0000-0000-0000-0000?secret=print-secret`);
  expect(other.status).toBe(404);
  expect(((await other.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
});

test('the e-mails\' print link opens the voucher or gift card for whoever holds its code, in its order\'s language', async () => {
  const db = api.database.db;
  const [voucher] = await queryRows<{ code: string }>(db, sql`select code from vouchers where kind = 'single_voucher' order by id limit 1`);
  const [card] = await queryRows<{ code: string }>(db, sql`select code from gift_cards where order_uuid is not null order by id limit 1`);
  const print = (code: string, query = '') => fetch(`${api.url}/gateway/beneficiary/vouchers/${code}/print${query}`);
  const page = await print(voucher!.code);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('lang="fr-FR"');
  expect(html).toContain(voucher!.code);
  expect(html).not.toContain('<script');
  const giftCard = await (await print(card!.code.toLowerCase())).text();
  expect(giftCard).toContain(card!.code);
  expect(giftCard).toContain('70,00');
  expect(await (await print(card!.code, '?locale=it_IT')).text()).toContain('lang="it-IT"');
  let unknown = generateVoucherCode();
  while (unknown === voucher!.code || unknown === card!.code) unknown = generateVoucherCode();
  expect((await print(unknown)).status).toBe(404);
  expect((await print('NOT-A-CODE')).status).toBe(404);
  expect((await print(card!.code, '?locale=xx_XX')).status).toBe(400);
});
