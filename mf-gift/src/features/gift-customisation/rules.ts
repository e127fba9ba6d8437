/**
 * Gift customisation rules (product-and-purchase §5, §9): the sender's name is mandatory when the form is, text only,
 * at most 40 characters; the message is optional, at most 180. Typing past a limit is refused and its error goes
 * away after 1 s. The draft is kept in browser storage while either field is filled (§4 'Customisation draft').
 */
import { acceptsTyping, EMPTY_GIFT_TEXT, type GiftText, type GiftTextField } from '@storefront/contracts';
import type { GiftTextClasses } from '@storefront/ui/gift-text-fields';

/** The gift text fields (@storefront/ui/gift-text-fields) in mf-gift's form classes. */
export const GIFT_TEXT_CLASSES: GiftTextClasses = {
  fieldset: 'sf-gift-fieldset',
  field: 'sf-gift-field',
  input: 'sf-gift-input',
  optional: 'sf-gift-muted',
  hint: 'sf-gift-muted',
  error: 'sf-gift-error',
};

// the rule itself is shared with the checkout's activity gift and the API (@storefront/contracts gift-text)
export { acceptsTyping, EMPTY_GIFT_TEXT, giftTextError, giftTextErrors } from '@storefront/contracts';
export type { GiftText, GiftTextError, GiftTextField } from '@storefront/contracts';

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
