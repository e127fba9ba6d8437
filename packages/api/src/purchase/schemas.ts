/** Request and response schemas of the purchase routes (spec: Wallet order, Booking price breakdown). */
import { Type, type Static } from 'typebox';
import { BUYER_LIMITS } from '@storefront/buyer';
import { GIFT_CARD_AMOUNT, GIFT_TEXT_LIMITS } from '@storefront/contracts';
import { Adults, Babies, Cents, Children, IsoDate, Locale } from '../schemas/common';
import { PAYMENT_PLAN_TYPES } from './pay-later';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** Free text a person typed: no control characters. */
const Text = (maxLength: number, description?: string) =>
  Type.String({
    maxLength,
    pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$',
    ...(description ? { description } : {}),
  });
const Name = Type.String({ minLength: 1, maxLength: 60, pattern: '^[^\\u0000-\\u001F\\u007F<>{}]+$' });
const Email = Type.String({ format: 'email', maxLength: 254 });
/** Gift customisation (spec §5): sender name up to 40, message up to 180. */
const FromName = Text(GIFT_TEXT_LIMITS.fromName, `Sender name, up to ${GIFT_TEXT_LIMITS.fromName} characters`);
const GiftMessage = Text(GIFT_TEXT_LIMITS.message, `Gift message, up to ${GIFT_TEXT_LIMITS.message} characters`);

/** Buyer fields: bounded here, checked by the rules the checkout form uses (@storefront/buyer) in the handler. */
const BuyerText = (field: keyof typeof BUYER_LIMITS) => Text(BUYER_LIMITS[field]);
export const Buyer = Type.Object(
  {
    email: BuyerText('email'),
    civility: Type.Optional(BuyerText('civility')),
    firstName: BuyerText('firstName'),
    lastName: BuyerText('lastName'),
    phoneNumber: Type.Optional(BuyerText('phoneNumber')),
    addressLine: Type.Optional(BuyerText('addressLine')),
    postalCode: Type.Optional(BuyerText('postalCode')),
    city: Type.Optional(BuyerText('city')),
    country: Type.Optional(BuyerText('country')),
  },
  { additionalProperties: false },
);

export const ReservationCriteria = Type.Object(
  {
    offerId: Id,
    activityDaySelections: Type.Array(
      Type.Object({ activityId: Id, date: IsoDate }, { additionalProperties: false }),
      { maxItems: 20, default: [] },
    ),
    pax: Type.Object(
      { numberOfAdults: Adults, numberOfChildren: Children, numberOfBabies: Babies },
      { additionalProperties: false },
    ),
    travelPeriod: Type.Object(
      { checkinDate: IsoDate, checkoutDate: IsoDate },
      { additionalProperties: false },
    ),
    minisiteId: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
);

const ShortStayItem = Type.Object(
  {
    reservationCriteria: ReservationCriteria,
    specialRequest: Type.Optional(Text(500)),
    voucherCode: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description:
          'A gift voucher paying this stay: only the supplement (price − voucher value) is charged',
      }),
    ),
  },
  { additionalProperties: false },
);

const GiftFormat = Type.Union([Type.Literal('digital'), Type.Literal('physical')]);

const SingleVoucherItem = Type.Object(
  {
    offerId: Id,
    nights: Type.Integer({ minimum: 1, maximum: 3 }),
    bucket: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 3,
        description: 'Gift price rate; 2 and 3 in customer-care mode only',
      }),
    ),
    giftFormat: GiftFormat,
    upsell: Type.Optional(Type.Union([Type.Literal('none'), Type.Literal('availability')])),
    sleeves: Type.Optional(
      Type.Array(Id, {
        maxItems: 10,
        uniqueItems: true,
        description: 'Custom sub-element ids (physical format)',
      }),
    ),
    fromName: Type.Optional(FromName),
    message: Type.Optional(GiftMessage),
  },
  { additionalProperties: false },
);

const BoxItem = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z0-9-]{1,60}$' }),
    fromName: Type.Optional(FromName),
    message: Type.Optional(GiftMessage),
  },
  { additionalProperties: false },
);

export const GIFT_CARD_MIN = GIFT_CARD_AMOUNT.min;
export const GIFT_CARD_MAX = GIFT_CARD_AMOUNT.max;

const GiftCardItem = Type.Object(
  {
    amount: Type.Integer({
      minimum: GIFT_CARD_MIN,
      maximum: GIFT_CARD_MAX,
      multipleOf: GIFT_CARD_AMOUNT.step,
      description: 'Whole euros, 10 to 1,000 €, in cents',
    }),
    design: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    message: Type.Optional(GiftMessage),
    fromName: Type.Optional(FromName),
    recipient: Type.Object({ name: Name, email: Email }, { additionalProperties: false }),
    deliveryDate: Type.Optional(IsoDate),
  },
  { additionalProperties: false },
);

const ActivityItem = Type.Object(
  {
    productId: Id,
    adults: Type.Integer({ minimum: 1, maximum: 20 }),
    customType: Type.Union([Type.Literal('OWN_USE'), Type.Literal('GIFT')]),
    fromName: Type.Optional(FromName),
    message: Type.Optional(GiftMessage),
  },
  { additionalProperties: false },
);

/**
 * One item: an object with exactly one of these keys (one object with optional keys rather than a union: the API's
 * validator removes unknown properties, which would strip a union's branches while trying them).
 */
export const OrderItem = Type.Object(
  {
    shortStayItem: Type.Optional(ShortStayItem),
    singleVoucherItem: Type.Optional(SingleVoucherItem),
    boxItem: Type.Optional(BoxItem),
    giftCardItem: Type.Optional(GiftCardItem),
    activityItem: Type.Optional(ActivityItem),
    insuranceItem: Type.Optional(
      Type.Object({ hasInsurance: Type.Boolean() }, { additionalProperties: false }),
    ),
    promotionCodeItem: Type.Optional(
      Type.Object(
        { code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9 _-]+$' }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OrderItem = Static<typeof OrderItem>;

const PaymentPlanType = Type.Enum(PAYMENT_PLAN_TYPES, {
  description: 'Pay later, 3 or 4 instalments, or the pay-later wallet variation (es_ES, it_IT)',
});

/** A pay later or instalment plan (§9): its fee and schedule as the eligibility rule computes them. */
export const PaymentPlanView = Type.Object({
  type: PaymentPlanType,
  paymentFee: Type.Integer({ description: 'Fee paid by the buyer, cents (on the first instalment)' }),
  instalmentsCount: Type.Integer(),
  totalAmount: Type.Integer({ description: 'Amount plus fee, cents: the sum of the schedule' }),
  deferredDate: Type.Union([
    Type.String({
      description:
        'When the deferred payment is taken: ISO date-time, start of the day in the site time zone',
    }),
    Type.Null(),
  ]),
  schedule: Type.Array(Type.Object({ dueDate: IsoDate, amount: Type.Integer({ description: 'cents' }) })),
});

export const OrderBody = Type.Object(
  {
    locale: Locale,
    currency: Type.Literal('EUR'),
    expectedAmount: Type.Integer({
      minimum: 0,
      maximum: 100_000_000,
      description: 'What the buyer expects to pay now (remainingAmountToPay), cents',
    }),
    buyer: Buyer,
    items: Type.Array(OrderItem, { minItems: 1, maxItems: 10 }),
    giftCards: Type.Optional(
      Type.Array(
        Type.Object(
          { serialNumber: Type.String({ pattern: '^[A-Za-z0-9 -]{4,40}$' }) },
          { additionalProperties: false },
        ),
        {
          maxItems: 5,
          description: 'Gift card codes used to pay',
        },
      ),
    ),
    specialRequest: Type.Optional(BuyerText('specialRequest')),
    paymentPlan: Type.Optional(
      Type.Enum(PAYMENT_PLAN_TYPES, {
        description:
          'Pay later or in instalments (one stay only): offered as GET /purchase/alma/eligibility says for what is left to pay, else 400 PAYMENT_PLAN_INELIGIBLE. Absent: paid at once',
      }),
    ),
  },
  { additionalProperties: false },
);
export type OrderBody = Static<typeof OrderBody>;

/** The price call's body: an order's, its expected amount optional (the answer says what the amount is). */
export const PriceBody = Type.Object(
  { ...OrderBody.properties, expectedAmount: Type.Optional(OrderBody.properties.expectedAmount) },
  { additionalProperties: false },
);
export type PriceBody = Static<typeof PriceBody>;

export const PspAuthorization = Type.Object(
  {
    paymentIntentId: Type.String({ pattern: '^pi_[A-Za-z0-9]{1,80}$' }),
    paymentMethod: Type.String({
      pattern: '^pm_[A-Za-z0-9_]{1,80}$',
      description: 'A PaymentMethod id (card or wallet token)',
    }),
  },
  { additionalProperties: false },
);

/** The wallet pay call: the order body (optional, checked against the order) plus the PSP's authorization. */
export const ZepptoBody = Type.Object(
  {
    ...Type.Partial(OrderBody).properties,
    pspAuthorization: PspAuthorization,
  },
  { additionalProperties: false },
);
export type ZepptoBody = Static<typeof ZepptoBody>;

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: 'IETF Idempotency-Key (required; 1-255 characters)' }),
  ),
});

export const PriceBreakdown = Type.Object({
  itemsAmount: Cents,
  insuranceAmount: Cents,
  subElementsPrice: Cents,
  shippingCost: Type.Object({ amount: Cents, internationalFee: Cents }),
  reductionAmount: Cents,
  giftcards: Type.Array(Type.Object({ serialNumber: Type.String(), usedAmount: Cents })),
  totalAmount: Cents,
  remainingAmountToPay: Cents,
});
export type PriceBreakdown = Static<typeof PriceBreakdown>;

const OrderStatus = Type.Union([
  Type.Literal('created'),
  Type.Literal('awaiting_payment'),
  Type.Literal('paid'),
  Type.Literal('confirmed'),
  Type.Literal('failed'),
  Type.Literal('expired'),
  Type.Literal('cancelled'),
  Type.Literal('refunded'),
]);

const PricedItem = Type.Object({
  kind: Type.String({ description: 'stay, single_voucher, box, gift_card, activity' }),
  productId: Type.Union([Type.Integer(), Type.Null()]),
  amount: Cents,
  details: Type.Record(Type.String(), Type.Unknown()),
});

export const OrderCreated = Type.Object({
  booking: Type.Object({
    orderUUID: Type.String({ format: 'uuid' }),
    reference: Type.String({ description: '8-digit booking number' }),
    secret: Type.String({
      description: 'Per-order secret: reading the order needs it (GET .../orders/{uuid}?secret=)',
    }),
    status: OrderStatus,
    expiresAt: Type.String({ format: 'date-time' }),
  }),
  payment: Type.Union([
    Type.Object({
      paymentIntentId: Type.String(),
      clientSecret: Type.String(),
      amount: Cents,
      currency: Type.String(),
    }),
    Type.Null(),
  ]),
  priceBreakdown: PriceBreakdown,
  items: Type.Array(PricedItem),
  paymentPlan: Type.Union([PaymentPlanView, Type.Null()]),
});

/** The price call's answer: what POST /purchase/orders would answer for the same body, nothing ordered. */
export const OrderPriceView = Type.Object({
  priceBreakdown: PriceBreakdown,
  items: Type.Array(PricedItem),
  paymentPlan: Type.Union([PaymentPlanView, Type.Null()]),
});

export const PaymentResult = Type.Object({
  booking: Type.Object({
    orderUUID: Type.String({ format: 'uuid' }),
    reference: Type.String(),
    status: OrderStatus,
  }),
});

export const OrderView = Type.Object({
  orderUUID: Type.String({ format: 'uuid' }),
  reference: Type.String(),
  status: OrderStatus,
  locale: Locale,
  currency: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  buyer: Type.Object({ email: Type.String(), firstName: Type.String(), lastName: Type.String() }),
  agent: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(PricedItem),
  priceBreakdown: PriceBreakdown,
  paymentPlan: Type.Union([PaymentPlanView, Type.Null()], { description: 'The pay later or instalment plan chosen, with its schedule; null: paid at once' }),
  history: Type.Array(
    Type.Object({
      from: Type.Union([OrderStatus, Type.Null()]),
      to: OrderStatus,
      at: Type.String({ format: 'date-time' }),
      reason: Type.String(),
    }),
  ),
  issued: Type.Array(
    Type.Object({
      kind: Type.Union([
        Type.Literal('single_voucher'),
        Type.Literal('box'),
        Type.Literal('activity'),
        Type.Literal('gift_card'),
      ]),
      code: Type.String({ description: 'Voucher or gift card code (XXXX-XXXX-XXXX-XXXX)' }),
      value: Type.Integer({
        description: 'cents: the value a voucher covers, a gift card its initial balance',
      }),
      validUntil: Type.String({ format: 'date' }),
    }),
    { description: 'Vouchers and gift cards the order bought, issued when it is confirmed' },
  ),
});

export const OrderParams = Type.Object({ uuid: Type.String({ format: 'uuid', maxLength: 36 }) });
export const VoucherPrintParams = Type.Object({
  uuid: Type.String({ format: 'uuid', maxLength: 36 }),
  code: Type.String({ minLength: 1, maxLength: 40, description: 'Voucher code (XXXX-XXXX-XXXX-XXXX)' }),
});
export const VoucherCodeParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 40, description: 'Voucher code (XXXX-XXXX-XXXX-XXXX)' }),
});
export const VoucherCoverView = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal('single_voucher'), Type.Literal('box'), Type.Literal('activity')]),
  nights: Type.Union([Type.Integer(), Type.Null()]),
  persons: Type.Integer(),
  value: Type.Integer({ description: 'cents covered' }),
  validUntil: Type.String({ format: 'date' }),
  boxCode: Type.Union([Type.String(), Type.Null()]),
});
export const SecretQuery = Type.Object(
  { secret: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
/** The secret in a body (a missing one is a 404, like a wrong one). */
export const SecretBody = Type.Object(
  { secret: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export const CheckBookingBody = Type.Object(
  {
    reference: Type.String({ pattern: '^[0-9]{8}$', description: 'Booking number (8 digits)' }),
    email: Email,
  },
  { additionalProperties: false },
);
export const RefundBody = Type.Object({ reason: Type.Optional(Text(200)) }, { additionalProperties: false });
export const WebhookAnswer = Type.Object({ received: Type.Boolean() });
