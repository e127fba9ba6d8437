/**
 * Accent- and case-insensitive search text, identical to the SQL function `sf_normalize(text)`
 * (lower(unaccent(text))) for the letters used in French, Spanish, Dutch and Italian names.
 */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøđłı]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFC');
}
