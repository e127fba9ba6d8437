/** Gift block (site-wide §2): up to four cards, each opening in a new tab; a card whose link is missing is dropped. */
import type { GiftContent } from '../../api/types';

export type GiftCardKind = 'singleVoucher' | 'box' | 'giftcard' | 'activityOnly';

export interface GiftCard {
  kind: GiftCardKind;
  url: string;
}

const ORDER: Array<[GiftCardKind, keyof GiftContent]> = [
  ['singleVoucher', 'singleVoucherURL'],
  ['box', 'boxURL'],
  ['giftcard', 'giftcardURL'],
  ['activityOnly', 'activityOnlyURL'],
];

export function giftCards(content: GiftContent): GiftCard[] {
  const cards: GiftCard[] = [];
  for (const [kind, key] of ORDER) {
    const url = content[key];
    if (typeof url === 'string' && url.trim() !== '') cards.push({ kind, url });
  }
  return cards.slice(0, 4);
}
