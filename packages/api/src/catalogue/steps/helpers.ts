/** Small helpers of the generator steps: localized text, money and slugs, ids and image rows. */
import type * as s from '../../db/schema';
import type { Localized } from '../../db/schema';
import { normalizeSearchText } from '../../db/normalize';
import { hashSeed } from '../prng';
import { type CountryCode } from '../data/places';
import { fill, LANGS, type Lang } from '../data/text/localized';

export const map4 = (f: (lang: Lang) => string): Localized => ({ fr: f('fr'), es: f('es'), nl: f('nl'), it: f('it') });
export const fillAll = (text: Localized, values: Record<string, string | number> | ((lang: Lang) => Record<string, string | number>)): Localized =>
  map4((lang) => fill(text[lang], typeof values === 'function' ? values(lang) : values));
const EURO_FORMATS = Object.fromEntries(
  LANGS.map((lang) => [lang, new Intl.NumberFormat({ fr: 'fr-FR', es: 'es-ES', nl: 'nl-NL', it: 'it-IT' }[lang], { style: 'currency', currency: 'EUR' })]),
) as Record<Lang, Intl.NumberFormat>;
export const euros = (cents: number, lang: Lang) => EURO_FORMATS[lang].format(cents / 100);
export const slugify = (text: string) =>
  normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
export const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, v));
export const round1 = (v: number) => Math.round(v * 10) / 10;

/** The running ids of the rows the steps create. */
export interface Ids {
  image: number;
  offer: number;
  line: number;
  review: number;
}

/** Giftable stays per theme (the boxes are filled from them). */
export type GiftableByTheme = Map<number, { id: number; stars: number; country: CountryCode }[]>;

export function imageRow(ids: Ids, kind: s.ImageKind, ownerId: number, position: number, subject: string, seed: number, alt: Localized, title: Localized, legend: Localized | null = null) {
  const id = ++ids.image;
  return { id, kind, ownerId, position, subject, seed: hashSeed(seed, 'image', id) % 100000, alt, title, legend };
}
