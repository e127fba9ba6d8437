/**
 * Gift card customisation (issue #30 §3): an amount among the presets or a free whole-euro amount within the bounds,
 * a design, the giver, a message, the recipient, and a delivery now or on a chosen date (from tomorrow to one year
 * ahead, the calendar's horizon). What leaves this page is the order item of POST /gateway/purchase/orders.
 */
import { GIFT_CARD_AMOUNT } from '@storefront/contracts';
import { buyerFieldError } from '@storefront/buyer';
// the date helpers alone, bundled here: the shared criteria model (9 KB gzip) is not needed on this page
import { addDays, toIsoDate } from '@storefront/criteria/dates';
import { giftTextErrors, type GiftText } from '../gift-customisation/rules';

/** Preset amounts, cents. */
export const GIFT_CARD_PRESETS = [2_000, 5_000, 10_000, 15_000] as const;
export const DEFAULT_GIFT_CARD_AMOUNT = 5_000;

/** Card designs (the API takes any slug; these are the ones the storefront draws). */
export const GIFT_CARD_DESIGNS = ['escape', 'birthday', 'thank-you', 'celebration'] as const;
export type GiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];

/** Latest delivery date, days from today. */
export const DELIVERY_HORIZON_DAYS = 365;

export type Delivery = { kind: 'now' } | { kind: 'date'; date: string };

export interface GiftCardForm extends GiftText {
  /** cents, or null while the free amount is empty or not a number */
  amount: number | null;
  design: GiftCardDesign;
  recipientName: string;
  recipientEmail: string;
  delivery: Delivery;
}

export type GiftCardField = 'amount' | 'recipientName' | 'recipientEmail' | 'deliveryDate' | 'fromName' | 'message';
export type GiftCardError = 'amountRange' | 'mandatory' | 'email' | 'text' | 'tooLong' | 'textOnly' | 'dateRange';

/** The cents of a free amount typed in euros ('75', '75,00'); null when it is not a whole number of euros. */
export function parseEuros(typed: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,]0{1,2})?\s*$/.exec(typed);
  return match ? Number(match[1]) * 100 : null;
}

export function amountInBounds(cents: number | null): boolean {
  return cents !== null && cents >= GIFT_CARD_AMOUNT.min && cents <= GIFT_CARD_AMOUNT.max && cents % GIFT_CARD_AMOUNT.step === 0;
}

/** First and last days a delivery can be scheduled on, from `today` (YYYY-MM-DD). */
export function deliveryBounds(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: addDays(today, DELIVERY_HORIZON_DAYS) };
}

export function todayIso(now = new Date()): string {
  return toIsoDate(now);
}

/** Every error of the form, by field (empty: the card can go to the checkout). */
export function giftCardErrors(form: GiftCardForm, today: string): Partial<Record<GiftCardField, GiftCardError>> {
  const errors: Partial<Record<GiftCardField, GiftCardError>> = { ...giftTextErrors(form, true) };
  if (!amountInBounds(form.amount)) errors.amount = 'amountRange';
  const name = buyerFieldError('firstName', { firstName: form.recipientName }, 'FR');
  if (name) errors.recipientName = name.code === 'mandatory' ? 'mandatory' : name.code === 'tooLong' ? 'tooLong' : 'text';
  const email = buyerFieldError('email', { email: form.recipientEmail }, 'FR');
  if (email) errors.recipientEmail = email.code === 'mandatory' ? 'mandatory' : 'email';
  if (form.delivery.kind === 'date') {
    const { min, max } = deliveryBounds(today);
    if (!form.delivery.date) errors.deliveryDate = 'mandatory';
    else if (form.delivery.date < min || form.delivery.date > max) errors.deliveryDate = 'dateRange';
  }
  return errors;
}

/** The order item the gift checkout posts (call once giftCardErrors is empty). */
export function giftCardItem(form: GiftCardForm) {
  return {
    giftCardItem: {
      amount: form.amount ?? 0,
      design: form.design,
      fromName: form.fromName.trim(),
      ...(form.message.trim() ? { message: form.message.trim() } : {}),
      recipient: { name: form.recipientName.trim(), email: form.recipientEmail.trim() },
      ...(form.delivery.kind === 'date' ? { deliveryDate: form.delivery.date } : {}),
    },
  };
}
