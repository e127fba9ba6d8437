/**
 * The gift customisation rule (product-and-purchase §5, §9): the sender's name is mandatory when the form is, text
 * only, at most 40 characters; the message is optional, at most 180. One rule for every gift form (mf-gift's, the
 * checkout's activity gift) and for the API that stores the words.
 */
import { GIFT_TEXT_LIMITS } from './gift-checkout';

export type GiftTextField = keyof typeof GIFT_TEXT_LIMITS;
export type GiftTextError = 'mandatory' | 'textOnly' | 'tooLong';
export interface GiftText {
  fromName: string;
  message: string;
}

export const EMPTY_GIFT_TEXT: GiftText = { fromName: '', message: '' };

/** 'Only text is expected': letters (any script), spaces, apostrophes, hyphens and dots. */
const TEXT_ONLY = /^[\p{L}\p{M}\s'’.-]*$/u;

/** The error of one field, null when it is fine. */
export function giftTextError(field: GiftTextField, value: string, mandatory: boolean): GiftTextError | null {
  if (field === 'fromName') {
    if (!value.trim()) return mandatory ? 'mandatory' : null;
    if (!TEXT_ONLY.test(value)) return 'textOnly';
  }
  return value.length > GIFT_TEXT_LIMITS[field] ? 'tooLong' : null;
}

/** Every field's error (submit), empty when the customisation can go on. */
export function giftTextErrors(text: GiftText, mandatory: boolean): Partial<Record<GiftTextField, GiftTextError>> {
  const errors: Partial<Record<GiftTextField, GiftTextError>> = {};
  for (const field of ['fromName', 'message'] as const) {
    const error = giftTextError(field, text[field], mandatory);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Whether a keystroke's new value is taken (typing past the limit is refused). */
export function acceptsTyping(field: GiftTextField, value: string): boolean {
  return value.length <= GIFT_TEXT_LIMITS[field];
}
