/**
 * The gift set-up's hash (product-and-purchase §2.2, §3 'Criteria hash'): giftAdult, giftNights, hotelId, giftFormat,
 * bucket, upsell, sleeves (comma-separated sub-element ids). mf-product writes it on 'Customise your gift'; the set-up
 * reads it and keeps every choice in it (§4: the format is kept in the hash). Bad values fall back to the defaults.
 */
import { replaceUrl } from './url';

export type GiftFormat = 'digital' | 'physical';
export type Upsell = 'none' | 'availability';

export interface SetupHash {
  giftAdult: number;
  giftNights: number | null;
  hotelId: number | null;
  giftFormat: GiftFormat;
  bucket: 1 | 2 | 3;
  upsell: Upsell;
  sleeves: number[];
}

const int = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

export function parseSetupHash(hash: string): SetupHash {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const sleeves = (q.get('sleeves') ?? '')
    .split(',')
    .map((s) => int(s, 1, 2147483647))
    .filter((n): n is number => n !== null);
  return {
    giftAdult: 2,
    giftNights: int(q.get('giftNights'), 1, 30),
    hotelId: int(q.get('hotelId'), 1, 2147483647),
    giftFormat: q.get('giftFormat') === 'physical' ? 'physical' : 'digital',
    bucket: (int(q.get('bucket'), 1, 3) ?? 1) as 1 | 2 | 3,
    upsell: q.get('upsell') === 'availability' ? 'availability' : 'none',
    sleeves: [...new Set(sleeves)],
  };
}

/** The hash of a set-up (defaults left out: bucket 1, upsell none, no sleeves). */
export function serialiseSetupHash(h: SetupHash): string {
  const q = new URLSearchParams();
  q.set('giftAdult', String(h.giftAdult));
  if (h.giftNights !== null) q.set('giftNights', String(h.giftNights));
  if (h.hotelId !== null) q.set('hotelId', String(h.hotelId));
  q.set('giftFormat', h.giftFormat);
  if (h.bucket !== 1) q.set('bucket', String(h.bucket));
  if (h.upsell !== 'none') q.set('upsell', h.upsell);
  if (h.sleeves.length) q.set('sleeves', h.sleeves.join(','));
  return q.toString().replace(/%2C/g, ',');
}

/** Rewrites the hash in place (no history entry) and tells the location subscribers. */
export function writeSetupHash(h: SetupHash): void {
  const url = new URL(window.location.href);
  url.hash = serialiseSetupHash(h);
  replaceUrl(`${url.pathname}${url.search}${url.hash}`);
}
