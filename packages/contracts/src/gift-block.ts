/**
 * Gift block (site-wide §2 and §4): up to four cards, each opening in a new tab: gift stays (single voucher), gift
 * boxes, gift card, activity-only gift; a card whose link is missing is dropped. The links come from the gift content
 * of the locale (GET content/giftBlock). mf_content's homepage block and the shell's gift drawer both show these cards.
 */

/** The links of a locale's gift content (other fields of the content are the block's own). */
export interface GiftLinks {
  singleVoucherURL?: string;
  boxURL?: string;
  giftcardURL?: string;
  activityOnlyURL?: string;
}

export type GiftCardKind = 'singleVoucher' | 'box' | 'giftcard' | 'activityOnly';

export interface GiftBlockCard {
  kind: GiftCardKind;
  url: string;
}

const ORDER: ReadonlyArray<[GiftCardKind, keyof GiftLinks]> = [
  ['singleVoucher', 'singleVoucherURL'],
  ['box', 'boxURL'],
  ['giftcard', 'giftcardURL'],
  ['activityOnly', 'activityOnlyURL'],
];

export function giftBlockCards(links: GiftLinks): GiftBlockCard[] {
  const cards: GiftBlockCard[] = [];
  for (const [kind, key] of ORDER) {
    const url = links[key];
    if (typeof url === 'string' && url.trim() !== '') cards.push({ kind, url });
  }
  return cards.slice(0, 4);
}

/** The gift content entry of a locale in the gift block document ({ entries: [{ locale, ... }] }); null when none. */
export function giftLinksOf(document: unknown, locale: string): GiftLinks | null {
  const entries = (document as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) return null;
  const entry = entries.find((e): e is Record<string, unknown> => !!e && typeof e === 'object' && (e as { locale?: unknown }).locale === locale);
  if (!entry) return null;
  const links: GiftLinks = {};
  for (const [, key] of ORDER) if (typeof entry[key] === 'string') links[key] = entry[key];
  return links;
}
