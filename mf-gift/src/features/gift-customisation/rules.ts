/**
 * Gift customisation rules (product-and-purchase §5, §9): the sender's name is mandatory when the form is, text only,
 * at most 40 characters; the message is optional, at most 180. Typing past a limit is refused and its error goes
 * away after 1 s. The draft is kept in browser storage while either field is filled (§4 'Customisation draft').
 */
import { GIFT_TEXT_LIMITS } from '@storefront/contracts';

export type GiftTextField = keyof typeof GIFT_TEXT_LIMITS;
export type GiftTextError = 'mandatory' | 'textOnly' | 'tooLong';
export interface GiftText {
  fromName: string;
  message: string;
}

export const EMPTY_GIFT_TEXT: GiftText = { fromName: '', message: '' };

/** How long the 'limited to N characters' error of a refused keystroke stays. */
export const TOO_LONG_ERROR_MS = 1000;

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

/** Keeps the draft under `key` while a field is filled, removes it when both are empty. */
export function saveGiftTextDraft(storage: Pick<Storage, 'setItem' | 'removeItem'>, key: string, text: GiftText): void {
  if (text.fromName || text.message) storage.setItem(key, JSON.stringify(text));
  else storage.removeItem(key);
}

/** The draft under `key` (only strings within the limits are kept), or empty fields. */
export function readGiftTextDraft(storage: Pick<Storage, 'getItem'>, key: string): GiftText {
  try {
    const draft = JSON.parse(storage.getItem(key) ?? 'null') as Partial<GiftText> | null;
    const field = (name: GiftTextField) => {
      const v = draft?.[name];
      return typeof v === 'string' && acceptsTyping(name, v) ? v : '';
    };
    return { fromName: field('fromName'), message: field('message') };
  } catch {
    return EMPTY_GIFT_TEXT;
  }
}
