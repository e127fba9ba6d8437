/**
 * Prices a wallet order on the server (spec: Wallet order, Booking price breakdown, Gift price). A stay costs what
 * sf_quote says (src/db/pricing.ts, the one price rule the quote and the search cards read); gifts cost their price
 * list, box, sleeve and shipping rows; an activity its price for the number of adults. The browser's figures are
 * never used, only compared (expectedAmount).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { addDays, daysBetween, quoteStay } from '../db/pricing';
import * as s from '../db/schema';
import { ApiError, invalidField, notFound } from '../server/errors';
import { findOffer, mainOfferId, programLines } from '../product/load';
import { NOT_AVAILABLE_MESSAGE, isBookable } from '../product/pricing';
import { insurancePrice, isCancellationPolicyType } from './insurance';
import { eligibility, pointOfSaleOf, type PaymentPlan, type PaymentPlanType } from './pay-later';
import { cancellationDeadline, siteTimeZone } from '../routes/common';
import { rows } from './lifecycle';
import { parseVoucherCode } from '@storefront/buyer';
import { GIFT_TEXT_LIMITS, giftTextErrors, type GiftTextError, type GiftTextField } from '@storefront/contracts';
import { assertCovers, usableVoucher } from './redemption';
import { applyPromotionCode, findPromotionCode } from './promotion-codes';
import type { OrderItem, PriceBody, PriceBreakdown } from './schemas';
import type { StayStock } from './stock';

export interface PricedItem {
  kind: Exclude<s.OrderItemKind, 'insurance'>;
  productId: number | null;
  amount: number;
  details: Record<string, unknown>;
}

export interface PricedOrder {
  items: PricedItem[];
  stays: StayStock[];
  /** the promotion code applied (its use is counted in the order's transaction) */
  promotion: { id: number; code: string; reduction: number } | null;
  /** vouchers paying stays (taken in the order's transaction) */
  vouchers: { id: number; code: string; field: string }[];
  /** gift card rows used to pay, with the amount taken from each */
  giftCards: { id: number; serialNumber: string; usedAmount: number }[];
  breakdown: PriceBreakdown;
  /** the pay later / instalment plan asked for (body.paymentPlan), with its fee and schedule; null: paid at once */
  paymentPlan: PaymentPlan | null;
}

/** The API's words for the gift customisation rule's errors. */
const GIFT_TEXT_ERRORS: Record<GiftTextError, (field: GiftTextField) => string> = {
  mandatory: () => 'is required for a gift',
  textOnly: () => 'only text is expected (letters, spaces, apostrophes, hyphens, dots)',
  tooLong: (field) => `is limited to ${GIFT_TEXT_LIMITS[field]} characters`,
};

/**
 * The sender's name and message of a gift item, checked by the gift customisation rule of every gift form (decision
 * 0045): `mandatory` as the item's form is (the box drawer's is optional). A 400 names the field.
 */
function giftText(item: { fromName?: string; message?: string }, where: string, mandatory: boolean) {
  const errors = giftTextErrors({ fromName: item.fromName ?? '', message: item.message ?? '' }, mandatory);
  for (const [field, error] of Object.entries(errors) as [GiftTextField, GiftTextError][])
    throw invalidField(`${where}.${field}`, GIFT_TEXT_ERRORS[error](field));
  return { fromName: item.fromName ?? null, message: item.message ?? null };
}

/** 409 'no more availability' (product spec §8), the same words as the quote's. */
export function noAvailability(locale: s.Locale, field: string, detail: string): ApiError {
  return new ApiError(409, 'NO_MORE_AVAILABILITY', NOT_AVAILABLE_MESSAGE[s.languageOf(locale)], [
    { field, message: detail },
  ]);
}

async function priceStay(
  db: Db,
  item: NonNullable<OrderItem['shortStayItem']>,
  at: string,
  locale: s.Locale,
) {
  const criteria = item.reservationCriteria;
  const { checkinDate, checkoutDate } = criteria.travelPeriod;
  const nights = daysBetween(checkinDate, checkoutDate);
  if (nights < 1) throw invalidField(`${at}.travelPeriod.checkoutDate`, 'must be after the check-in date');
  const offer = await findOffer(db, criteria.offerId);
  if (criteria.minisiteId != null) {
    const listed = await db
      .select()
      .from(s.minisiteOffers)
      .where(
        and(
          eq(s.minisiteOffers.minisiteId, criteria.minisiteId),
          inArray(s.minisiteOffers.offerId, [offer.id, mainOfferId(offer)]),
        ),
      );
    if (listed.length === 0)
      throw invalidField(
        `${at}.minisiteId`,
        `offer ${offer.id} is not sold on mini-site ${criteria.minisiteId}`,
      );
  }
  // every activity that needs a date gets one day of the stay (product spec §4 'Checkout start')
  const lines = await programLines(db, offer);
  const dated = new Set(
    lines
      .filter((l) => l.kind === 'activity' && l.needsDate && l.activityId != null)
      .map((l) => l.activityId!),
  );
  const stayDays = new Set(Array.from({ length: nights }, (_, i) => addDays(checkinDate, i)));
  const chosen = new Map<number, string>();
  for (const pick of criteria.activityDaySelections) {
    if (!dated.has(pick.activityId))
      throw invalidField(
        `${at}.activityDaySelections`,
        `activity ${pick.activityId} has no date to choose in this offer`,
      );
    if (!stayDays.has(pick.date))
      throw invalidField(`${at}.activityDaySelections`, `date ${pick.date} is not a day of the stay`);
    chosen.set(pick.activityId, pick.date);
  }
  const missing = [...dated].filter((id) => !chosen.has(id));
  if (missing.length)
    throw invalidField(
      `${at}.activityDaySelections`,
      `Please choose your activity dates (activity ${missing.join(', ')})`,
    );
  const { numberOfAdults: adults, numberOfChildren: children, numberOfBabies: babies } = criteria.pax;
  const quote = await quoteStay(db, {
    offerId: offer.id,
    checkin: checkinDate,
    nights,
    adults,
    children,
    babies,
  });
  if (!isBookable(quote, siteTimeZone(locale)))
    throw noAvailability(
      locale,
      `${at}.travelPeriod`,
      `${checkinDate} is not available for ${nights} night(s) with these travellers`,
    );
  const priced: PricedItem = {
    kind: 'stay',
    productId: offer.id,
    amount: quote.sellPrice,
    details: {
      checkinDate,
      checkoutDate,
      nights,
      pax: criteria.pax,
      nbRooms: quote.nbRooms,
      activityDaySelections: [...chosen].map(([activityId, date]) => ({ activityId, date })),
      minisiteId: criteria.minisiteId ?? null,
      specialRequest: item.specialRequest ?? null,
    },
  };
  const [policy] = await db
    .select()
    .from(s.cancellationPolicies)
    .where(eq(s.cancellationPolicies.id, offer.cancellationPolicyId));
  return {
    priced,
    policyType: policy?.type ?? null,
    cancellableUntil: policy ? cancellationDeadline(checkinDate, policy.deadlineDaysBeforeCheckin, policy.cancellable) : null,
    stock: { offerId: mainOfferId(offer), checkin: checkinDate, nights, rooms: quote.nbRooms },
  };
}

async function shippingFor(db: Db, locale: s.Locale, country: string | undefined, at: string) {
  const siteCountry = locale.slice(3);
  const [row] = await db
    .select()
    .from(s.shippingCosts)
    .where(eq(s.shippingCosts.countryCode, siteCountry))
    .limit(1);
  if (!row) throw invalidField(`${at}.giftFormat`, 'the physical format is not available on this site');
  if (!country || country === siteCountry) return { amount: row.amount, internationalFee: 0 };
  const fee = row.internationalFeesPerCountry[country];
  if (fee == null) throw invalidField('buyer.country', `physical gifts are not sent to ${country}`);
  return { amount: row.amount, internationalFee: fee };
}

async function sleevesPrice(db: Db, ids: number[], at: string): Promise<number> {
  if (ids.length === 0) return 0;
  const found = await db.select().from(s.customSubElements).where(inArray(s.customSubElements.id, ids));
  if (found.length !== ids.length) throw invalidField(`${at}.sleeves`, 'contains an unknown sleeve');
  const perCategory = new Map<number, number>();
  for (const sleeve of found) {
    const count = (perCategory.get(sleeve.categoryId) ?? 0) + 1;
    perCategory.set(sleeve.categoryId, count);
    if (sleeve.selection === 'single' && count > 1)
      throw invalidField(`${at}.sleeves`, `only one sleeve of category ${sleeve.categoryId}`);
  }
  return found.reduce((sum, sleeve) => sum + sleeve.price, 0);
}

/**
 * The plan the buyer chose, as the eligibility rule (pay-later.ts, the one GET /alma/eligibility answers) offers it for
 * what is left to pay and the stay's dates; a plan it does not offer is a 400 naming why.
 */
function chosenPlan(
  type: PaymentPlanType,
  amount: number,
  stays: { checkinDate: string; cancellableUntil: string | null }[],
  locale: s.Locale,
  now: Date | undefined,
): PaymentPlan {
  const [stay] = stays;
  if (stays.length !== 1 || !stay) throw invalidField('paymentPlan', 'pay later and instalments are offered for one stay only');
  if (amount === 0) throw invalidField('paymentPlan', 'nothing is left to pay');
  const offered = eligibility({ amount, checkinDate: stay.checkinDate, cancellableUntil: stay.cancellableUntil, pointOfSale: pointOfSaleOf(locale), now });
  const plan = offered.paymentMethods.find((p) => p.type === type);
  if (plan) return plan;
  const reason = offered.ineligible.find((p) => p.type === type)?.reason ?? 'point_of_sale';
  throw new ApiError(400, 'PAYMENT_PLAN_INELIGIBLE', `${type} is not offered for this order (${reason.replace(/_/g, ' ')})`, [
    { field: 'paymentPlan', message: reason },
  ]);
}

/** Prices every item, the shipping, the sleeves and the gift cards of an order body. */
export async function priceOrder(
  db: Db,
  body: PriceBody,
  options: { agent: string | null; today: string; now?: Date },
): Promise<PricedOrder> {
  const items: PricedItem[] = [];
  const stays: StayStock[] = [];
  let subElements = 0;
  let shipping: { amount: number; internationalFee: number } | null = null;
  /** the stays' amounts, cancellation types and dates, which the insurance and a payment plan are priced on */
  const insurable: { amount: number; policyType: string | null; checkinDate: string; cancellableUntil: string | null }[] = [];
  let insuranceAt: string | null = null;
  const promotionCodes: { at: string; code: string }[] = [];
  const vouchers: PricedOrder['vouchers'] = [];

  for (const [index, item] of body.items.entries()) {
    const at = `items.${index}`;
    if (Object.values(item).filter((v) => v !== undefined).length !== 1)
      throw invalidField(at, 'must hold exactly one item');
    if (item.shortStayItem) {
      const { priced, stock, policyType, cancellableUntil } = await priceStay(
        db,
        item.shortStayItem,
        `${at}.shortStayItem.reservationCriteria`,
        body.locale,
      );
      const code = item.shortStayItem.voucherCode;
      if (code !== undefined) {
        const field = `${at}.shortStayItem.voucherCode`;
        const voucher = await usableVoucher(db, code, field, options.today);
        const { numberOfAdults, numberOfChildren } = item.shortStayItem.reservationCriteria.pax;
        await assertCovers(db, voucher, { mainOfferId: stock.offerId, nights: stock.nights, travellers: numberOfAdults + numberOfChildren }, field);
        const covered = Math.min(voucher.value, priced.amount);
        priced.amount -= covered;
        priced.details.voucher = { code: voucher.code, value: voucher.value, covered };
        vouchers.push({ id: voucher.id, code: voucher.code, field });
      }
      items.push(priced);
      stays.push(stock);
      insurable.push({ amount: priced.amount, policyType, checkinDate: stock.checkin, cancellableUntil });
    } else if (item.insuranceItem) {
      if (item.insuranceItem.hasInsurance) insuranceAt = `${at}.insuranceItem`;
    } else if (item.promotionCodeItem) {
      if (promotionCodes.length)
        throw invalidField(`${at}.promotionCodeItem`, 'only one promotion code per order');
      promotionCodes.push({ at: `${at}.promotionCodeItem.code`, code: item.promotionCodeItem.code });
    } else if (item.singleVoucherItem) {
      const v = item.singleVoucherItem;
      const where = `${at}.singleVoucherItem`;
      const bucket = v.bucket ?? 1;
      if (bucket > 1 && !options.agent)
        throw invalidField(`${where}.bucket`, 'gift price rates 2 and 3 are sold by customer care only');
      const offer = await findOffer(db, v.offerId);
      const prices = await db
        .select()
        .from(s.singleVoucherPrices)
        .where(
          and(
            inArray(s.singleVoucherPrices.offerId, [offer.id, mainOfferId(offer)]),
            eq(s.singleVoucherPrices.nights, v.nights),
            eq(s.singleVoucherPrices.bucket, bucket),
          ),
        );
      const price = prices.find((p) => p.offerId === offer.id) ?? prices[0];
      if (!price || !offer.giftable || !offer.published)
        throw invalidField(
          `${where}.offerId`,
          `offer ${offer.id} is not sold as a gift for ${v.nights} night(s)`,
        );
      const upsell = v.upsell === 'availability' ? price.upsellAvailabilityPrice : 0;
      if (v.giftFormat === 'digital' && v.sleeves?.length)
        throw invalidField(`${where}.sleeves`, 'sleeves come with the physical format only');
      if (v.giftFormat === 'physical') {
        subElements += await sleevesPrice(db, v.sleeves ?? [], where);
        shipping ??= await shippingFor(db, body.locale, body.buyer.country, where);
      }
      items.push({
        kind: 'single_voucher',
        productId: offer.id,
        amount: price.sellPrice + upsell,
        details: {
          nights: v.nights,
          bucket,
          persons: 2,
          giftFormat: v.giftFormat,
          upsell: v.upsell ?? 'none',
          sleeves: v.sleeves ?? [],
          ...giftText(v, where, true),
        },
      });
    } else if (item.boxItem) {
      const b = item.boxItem;
      const [box] = await db.select().from(s.boxes).where(eq(s.boxes.code, b.code)).limit(1);
      if (!box) throw notFound('Box', b.code);
      if (!box.published || !box.locales.includes(body.locale))
        throw invalidField(`${at}.boxItem.code`, `box ${b.code} is not sold on this site`);
      const physical = !box.code.endsWith('-EBOX');
      if (physical) shipping ??= await shippingFor(db, body.locale, body.buyer.country, `${at}.boxItem`);
      items.push({
        kind: 'box',
        productId: box.id,
        amount: box.sellPrice,
        details: {
          code: box.code,
          format: physical ? 'physical' : 'ebox',
          nights: box.nights,
          persons: box.persons,
          ...giftText(b, `${at}.boxItem`, false),
        },
      });
    } else if (item.giftCardItem) {
      const g = item.giftCardItem;
      const delivery = g.deliveryDate ?? options.today;
      if (delivery < options.today || daysBetween(options.today, delivery) > 365) {
        throw invalidField(
          `${at}.giftCardItem.deliveryDate`,
          'must be between today and one year from today',
        );
      }
      items.push({
        kind: 'gift_card',
        productId: null,
        amount: g.amount,
        details: { design: g.design, recipient: g.recipient, deliveryDate: delivery, ...giftText(g, `${at}.giftCardItem`, true) },
      });
    } else if (item.activityItem) {
      const a = item.activityItem;
      const [product] = await db
        .select()
        .from(s.activityProducts)
        .where(eq(s.activityProducts.id, a.productId))
        .limit(1);
      if (!product) throw notFound('Activity', a.productId);
      const [price] = await db
        .select()
        .from(s.activityProductPrices)
        .where(
          and(
            eq(s.activityProductPrices.productId, product.id),
            eq(s.activityProductPrices.adults, a.adults),
          ),
        )
        .limit(1);
      if (!product.published || !price)
        throw invalidField(
          `${at}.activityItem.adults`,
          `activity ${product.id} is not sold for ${a.adults} adult(s)`,
        );
      // offered: the sender's name and message as every gift's; own use stores none
      const text = a.customType === 'GIFT' ? giftText(a, `${at}.activityItem`, true) : { fromName: null, message: null };
      items.push({
        kind: 'activity',
        productId: product.id,
        amount: price.sellPrice,
        details: { adults: a.adults, customType: a.customType, ...text },
      });
    }
  }

  const itemsAmount = items.reduce((sum, i) => sum + i.amount, 0);
  const shippingCost = shipping ?? { amount: 0, internationalFee: 0 };

  // insurance: priced by cancellation type and amount (insurance.ts), on the stays only
  let insuranceAmount = 0;
  if (insuranceAt) {
    if (insurable.length === 0) throw invalidField(insuranceAt, 'insurance covers stays only');
    for (const stay of insurable) {
      const price = isCancellationPolicyType(stay.policyType)
        ? insurancePrice(stay.policyType, stay.amount)
        : null;
      if (price == null) throw invalidField(insuranceAt, 'this stay cannot be insured');
      insuranceAmount += price;
    }
  }

  // promotion code: checked against the items (promotion-codes.ts); its use is counted when the order is stored
  let promotion: PricedOrder['promotion'] = null;
  const promotionAt = promotionCodes[0];
  if (promotionAt) {
    const row = await findPromotionCode(db, promotionAt.code);
    const result = applyPromotionCode(promotionAt.code, row, { amount: itemsAmount, locale: body.locale });
    if (!result.ok) {
      throw new ApiError(400, `PROMOTION_CODE_${result.refusal.toUpperCase()}`, result.message, [
        { field: promotionAt.at, message: result.message },
      ]);
    }
    promotion = { id: row!.id, code: result.code, reduction: result.reduction };
  }
  const reduction = promotion?.reduction ?? 0;
  const total =
    itemsAmount +
    insuranceAmount +
    subElements +
    shippingCost.amount +
    shippingCost.internationalFee -
    reduction;

  // gift cards pay what they can, in the order given; a balance never goes below 0
  const giftCards: PricedOrder['giftCards'] = [];
  let remaining = total;
  // gift card codes as the voucher codes are printed: case, spaces and dashes do not matter, a typo is caught
  const codes = new Set<string>();
  for (const { serialNumber } of body.giftCards ?? []) {
    const parsed = parseVoucherCode(serialNumber);
    if (!parsed.ok)
      throw invalidField('giftCards', `gift card code ${serialNumber} is not a valid code (${parsed.error})`);
    codes.add(parsed.code);
  }
  for (const code of codes) {
    const [card] = await rows<{ id: number; balance: number }>(
      db,
      sql`select id, balance from gift_cards where code = ${code} and valid_until >= ${options.today}::date`,
    );
    if (!card) throw invalidField('giftCards', `gift card ${code} is unknown or expired`);
    if (card.balance === 0) throw invalidField('giftCards', `gift card ${code} has no balance left`);
    const used = Math.min(card.balance, remaining);
    if (used === 0) break;
    giftCards.push({ id: card.id, serialNumber: code, usedAmount: used });
    remaining -= used;
  }

  return {
    items,
    stays,
    vouchers,
    promotion,
    giftCards,
    paymentPlan: body.paymentPlan ? chosenPlan(body.paymentPlan, remaining, insurable, body.locale, options.now) : null,
    breakdown: {
      itemsAmount,
      insuranceAmount,
      subElementsPrice: subElements,
      shippingCost,
      reductionAmount: reduction,
      giftcards: giftCards.map(({ serialNumber, usedAmount }) => ({ serialNumber, usedAmount })),
      totalAmount: total,
      remainingAmountToPay: remaining,
    },
  };
}
