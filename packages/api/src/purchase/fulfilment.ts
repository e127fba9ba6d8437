/**
 * What a confirmed order delivers (issue #28 parts 6 and 8), in the transaction that confirms it: the vouchers and
 * gift cards a gift order bought (codes from generateVoucherCode), the order confirmation e-mail and their delivery
 * e-mail, both written to the outbox. `confirmOrder` is the one way to reach 'confirmed': the status change, its
 * history row and the issue happen together or not at all, and a second confirmation (webhook and client call) finds
 * the order confirmed already and issues nothing. docs/decisions/0023-issuing-vouchers-on-confirmation.md.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { languageOf, type Locale, type OrderBuyer } from '../db/schema';
import {
  orderConfirmationEmail,
  printableVoucherPage,
  voucherDeliveryEmail,
  type OrderLine,
  type Voucher,
  type VoucherKind,
} from './emails';
import { rows, transition, type Tx } from './lifecycle';
import { enqueueMessage } from './outbox';
import { generateVoucherCode } from '@storefront/buyer';
import { startOfDay, type PaymentPlan } from './pay-later';
import { siteTimeZone } from '../routes/common';
import { SITES } from '@storefront/contracts';

/** How long what a gift order bought stays valid, in months (issue #28 §6; a gift card as a single voucher). */
export const VALIDITY_MONTHS: Record<VoucherKind, number> = {
  single_voucher: 12,
  box: 18,
  activity: 12,
  gift_card: 12,
};

/** A single voucher is for two people. */
const SINGLE_VOUCHER_PERSONS = 2;

/** The last valid day, `months` after `today` (YYYY-MM-DD, end of month clamped). */
export function validUntil(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

interface ItemRow {
  id: number;
  kind: string;
  productId: number | null;
  amount: number;
  details: Record<string, unknown>;
  label: string | null;
}

interface OrderRow {
  uuid: string;
  reference: string;
  locale: Locale;
  buyer: OrderBuyer;
  buyerEmail: string;
  insuranceAmount: number;
  shippingAmount: number;
  reductionAmount: number;
  giftCardAmount: number;
  totalAmount: number;
  amountToPay: number;
  paymentPlan: PaymentPlan | null;
}

/**
 * The confirmation e-mail links to 'check my booking' with the reference: the order's secret is stored hashed, so
 * the secret link of the confirmation page cannot be rebuilt here (decision 0023). Links in e-mails are absolute,
 * on the site's configured address (`origin`).
 */
export function checkBookingUrl(origin: string, locale: Locale, reference: string): string {
  // the Belgian sites share a host: the language prefix keeps the page in the order's language
  return `${origin}${SITES[locale].basePath}/account/trips#booking=${encodeURIComponent(reference)}`;
}

/** The printable page of a voucher or gift card for whoever holds its code (the code is what it gives anyway). */
export const voucherPrintUrl = (origin: string, code: string) => `${origin}/gateway/beneficiary/vouchers/${code}/print`;

/**
 * Moves a paid order to 'confirmed' and, only when this call made the change, issues what it bought and enqueues
 * its e-mails, all in `tx`. Returns whether this call confirmed it.
 */
export async function confirmOrder(
  tx: Tx,
  orderUuid: string,
  reason: string,
  today: string,
  origin: string,
): Promise<boolean> {
  if (!(await transition(tx, orderUuid, 'confirmed', reason))) return false;
  const [order] = await rows<OrderRow>(
    tx,
    sql`select uuid, reference, locale, buyer, buyer_email as "buyerEmail", insurance_amount as "insuranceAmount",
          shipping_amount as "shippingAmount", reduction_amount as "reductionAmount", gift_card_amount as "giftCardAmount",
          total_amount as "totalAmount", amount_to_pay as "amountToPay", payment_plan as "paymentPlan"
          from orders where uuid = ${orderUuid}`,
  );
  const lang = languageOf(order!.locale);
  const items = await orderItems(tx, orderUuid, lang);
  const forBuyer: Voucher[] = [];
  const giftCards: { voucher: Voucher; recipient: { name: string; email: string }; deliveryDate: string }[] =
    [];
  for (const item of items) {
    const d = item.details;
    const gift = {
      ...(typeof d.fromName === 'string' ? { fromName: d.fromName } : {}),
      ...(typeof d.message === 'string' ? { message: d.message } : {}),
    };
    if (item.kind === 'gift_card') {
      const voucher = await issueGiftCard(tx, order!, item, today);
      giftCards.push({
        voucher: { ...voucher, ...gift, printUrl: voucherPrintUrl(origin, voucher.code) },
        recipient: d.recipient as { name: string; email: string },
        deliveryDate: String(d.deliveryDate ?? today),
      });
    } else if (item.kind === 'single_voucher' || item.kind === 'box' || item.kind === 'activity') {
      const voucher = await issueVoucher(tx, order!, item, today);
      forBuyer.push({ ...voucher, printUrl: voucherPrintUrl(origin, voucher.code) });
    }
  }
  const db = tx as unknown as Db;
  await enqueueMessage(db, {
    to: order!.buyerEmail,
    locale: order!.locale,
    template: 'order-confirmation',
    orderUuid,
    content: orderConfirmationEmail({
      locale: order!.locale,
      reference: order!.reference,
      buyer: { firstName: order!.buyer.firstName, lastName: order!.buyer.lastName },
      lines: items.filter((i) => i.kind !== 'insurance').map((i) => orderLine(i)),
      insuranceAmount: order!.insuranceAmount,
      shippingAmount: order!.shippingAmount,
      reductionAmount: order!.reductionAmount,
      giftCardAmount: order!.giftCardAmount,
      totalAmount: order!.totalAmount,
      amountToPay: order!.amountToPay,
      paymentPlan: order!.paymentPlan,
      orderUrl: checkBookingUrl(origin, order!.locale, order!.reference),
    }),
  });
  if (forBuyer.length > 0) {
    await enqueueMessage(db, {
      to: order!.buyerEmail,
      locale: order!.locale,
      template: 'voucher-delivery',
      orderUuid,
      content: voucherDeliveryEmail({
        locale: order!.locale,
        recipientName: order!.buyer.firstName,
        vouchers: forBuyer,
      }),
    });
  }
  for (const card of giftCards) {
    // to the recipient, on the chosen day (from its start on the site's clock)
    await enqueueMessage(db, {
      to: card.recipient.email,
      locale: order!.locale,
      template: 'voucher-delivery',
      orderUuid,
      sendAfter: new Date(startOfDay(card.deliveryDate, siteTimeZone(order!.locale))),
      content: voucherDeliveryEmail({
        locale: order!.locale,
        recipientName: card.recipient.name,
        ...(card.voucher.fromName ? { fromName: card.voucher.fromName } : {}),
        vouchers: [card.voucher],
      }),
    });
  }
  return true;
}

/** An order's items with their product's name in `lang`. */
async function orderItems(tx: Tx, orderUuid: string, lang: string): Promise<ItemRow[]> {
  return rows<ItemRow>(
    tx,
    sql`select i.id, i.kind, i.product_id as "productId", i.amount, i.details,
          coalesce(o.label ->> ${lang}, b.title ->> ${lang}, a.label ->> ${lang}) as label
        from order_items i
        left join offers o on i.kind in ('stay', 'single_voucher') and o.id = i.product_id
        left join boxes b on i.kind = 'box' and b.id = i.product_id
        left join activity_products a on i.kind = 'activity' and a.id = i.product_id
        where i.order_uuid = ${orderUuid} order by i.position`,
  );
}

/** What a voucher says (e-mail and printable page), from its order item. */
function describeVoucher(
  item: ItemRow,
  issued: {
    kind: Exclude<VoucherKind, 'gift_card'>;
    code: string;
    validUntil: string;
    persons: number;
    nights: number | null;
  },
): Voucher {
  const d = item.details;
  return {
    kind: issued.kind,
    code: issued.code,
    label: item.label ?? String(d.code ?? ''),
    value: item.amount,
    validUntil: issued.validUntil,
    persons: issued.persons,
    ...(issued.nights ? { nights: issued.nights } : {}),
    ...(typeof d.fromName === 'string' ? { fromName: d.fromName } : {}),
    ...(typeof d.message === 'string' ? { message: d.message } : {}),
  };
}

/**
 * The printable page of the voucher or gift card under `code`, in `locale` (default: its order's language); with
 * `orderUuid`, only one that order bought. null: none.
 */
export async function printableVoucher(
  db: Db,
  code: string,
  options: { orderUuid?: string; locale?: Locale } = {},
): Promise<string | null> {
  const ofOrder = (column: SQL) => (options.orderUuid ? sql`and ${column} = ${options.orderUuid}` : sql``);
  const [voucher] = await rows<{
    kind: Exclude<VoucherKind, 'gift_card'>;
    code: string;
    validUntil: string;
    persons: number;
    nights: number | null;
    itemId: number;
    orderUuid: string;
    locale: Locale;
  }>(
    db,
    sql`select v.kind, v.code, to_char(v.valid_until, 'YYYY-MM-DD') as "validUntil", v.persons, v.nights,
          v.order_item_id as "itemId", v.order_uuid as "orderUuid", o.locale
        from vouchers v join orders o on o.uuid = v.order_uuid where v.code = ${code} ${ofOrder(sql`v.order_uuid`)}`,
  );
  if (voucher) {
    const locale = options.locale ?? voucher.locale;
    const item = (await orderItems(db, voucher.orderUuid, languageOf(locale))).find((i) => i.id === voucher.itemId);
    return item ? printableVoucherPage(describeVoucher(item, voucher), locale) : null;
  }
  const [card] = await rows<{ code: string; value: number; validUntil: string; locale: Locale; design: string | null }>(
    db,
    sql`select g.code, g.initial_amount as value, to_char(g.valid_until, 'YYYY-MM-DD') as "validUntil", o.locale,
          (select i.details ->> 'design' from order_items i where i.order_uuid = o.uuid and i.kind = 'gift_card' order by i.position limit 1) as design
        from gift_cards g join orders o on o.uuid = g.order_uuid where g.code = ${code} ${ofOrder(sql`g.order_uuid`)}`,
  );
  if (!card) return null;
  const { design, locale, ...rest } = card;
  return printableVoucherPage({ kind: 'gift_card', label: design ?? '', ...rest }, options.locale ?? locale);
}

function orderLine(item: ItemRow): OrderLine {
  const d = item.details;
  if (item.kind === 'stay') {
    const pax = (d.pax ?? {}) as { adults?: number; children?: number; babies?: number };
    return {
      label: item.label ?? '',
      amount: item.amount,
      stay: {
        checkin: String(d.checkinDate),
        checkout: String(d.checkoutDate),
        nights: Number(d.nights),
        adults: pax.adults ?? 0,
        children: pax.children ?? 0,
        babies: pax.babies ?? 0,
      },
    };
  }
  return { label: item.label ?? String(d.design ?? item.kind), amount: item.amount };
}

async function uniqueInsert(insert: (code: string) => Promise<unknown[]>): Promise<string> {
  // 75 random bits: a clash is next to impossible, but the unique index would make the order fail, so draw again
  for (;;) {
    const code = generateVoucherCode();
    if ((await insert(code)).length > 0) return code;
  }
}

async function issueVoucher(tx: Tx, order: OrderRow, item: ItemRow, today: string): Promise<Voucher> {
  const kind = item.kind as Exclude<VoucherKind, 'gift_card'>;
  const d = item.details;
  const nights = typeof d.nights === 'number' ? d.nights : null;
  const persons =
    kind === 'activity'
      ? Number(d.adults ?? SINGLE_VOUCHER_PERSONS)
      : Number(d.persons ?? SINGLE_VOUCHER_PERSONS);
  const until = validUntil(today, VALIDITY_MONTHS[kind]);
  const code = await uniqueInsert((code) =>
    rows(
      tx,
      sql`insert into vouchers (code, kind, value, nights, persons, product_id, valid_until, order_uuid, order_item_id)
          values (${code}, ${kind}, ${item.amount}, ${nights}, ${persons}, ${item.productId}, ${until}, ${order.uuid}, ${item.id})
          on conflict (code) do nothing returning id`,
    ),
  );
  return describeVoucher(item, { kind, code, validUntil: until, persons, nights });
}

async function issueGiftCard(tx: Tx, order: OrderRow, item: ItemRow, today: string): Promise<Voucher> {
  const until = validUntil(today, VALIDITY_MONTHS.gift_card);
  const code = await uniqueInsert((code) =>
    rows(
      tx,
      sql`insert into gift_cards (code, initial_amount, balance, valid_until, order_uuid)
          values (${code}, ${item.amount}, ${item.amount}, ${until}, ${order.uuid}) on conflict (code) do nothing returning id`,
    ),
  );
  return {
    kind: 'gift_card',
    code,
    label: String(item.details.design ?? ''),
    value: item.amount,
    validUntil: until,
  };
}
