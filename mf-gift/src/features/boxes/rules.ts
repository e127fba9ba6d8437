/**
 * Gift box rules (product-and-purchase §2.5, §2.6, §9): the listing shows only the e-boxes (codes ending in EBOX) with
 * their 640_360 image; a box gift is valid one year and a half (its promo: @storefront/contracts boxPromo).
 */
import type { Box } from '../../api/types';

export const BOX_LISTING_IMAGE = '640_360';
export const BOX_DETAIL_IMAGE = '960_540';
export type BoxFormat = 'digital' | 'physical';

// A box is sold under two codes, one a format: '…-EBOX' the e-box (digital), '…-BOX' the boxed one (physical).
const FORMAT_SUFFIX = /E?BOX$/i;

/** The format a box code is sold in. */
export function formatOfCode(code: string): BoxFormat {
  return /EBOX$/i.test(code) ? 'digital' : 'physical';
}

/** The code of the same box in `format`. */
export function codeForFormat(code: string, format: BoxFormat): string {
  return FORMAT_SUFFIX.test(code) ? code.replace(FORMAT_SUFFIX, format === 'digital' ? 'EBOX' : 'BOX') : code;
}

/** What a box is, whatever its format (the page stays the same page when the format changes). */
export const boxStem = (code: string) => code.toUpperCase().replace(FORMAT_SUFFIX, '');

/**
 * The address after a format change (§2.5): the code segment (the fourth of /{gift}/p/{slug}/{code}, the last of
 * /box/{code}) becomes the format's code, and the giftFormat search parameter the format.
 */
export function addressForFormat(pathname: string, search: string, format: BoxFormat): string {
  const segments = pathname.split('/');
  segments[segments.length - 1] = codeForFormat(segments[segments.length - 1]!, format);
  const query = new URLSearchParams(search);
  query.set('giftFormat', format);
  return `${segments.join('/')}?${query.toString()}`;
}

/** Boxes of the listing: e-boxes only, in the API's order. */
export function listedBoxes<B extends Pick<Box, 'code'>>(boxes: readonly B[]): B[] {
  return boxes.filter((b) => b.code.toUpperCase().endsWith('EBOX'));
}

/** A box image at a size (the main one when that size is missing). */
export function boxImage(box: Pick<Box, 'images'>, size: string): string {
  return box.images.mainBySize[size] ?? box.images.main;
}

/** The included content, one item a line, with the number of stays the box covers in place of '{count}'. */
export function includedLines(box: Pick<Box, 'includedContent' | 'offerCount'>): string[] {
  return box.includedContent.map((line) => line.replace(/\{count\}/g, String(box.offerCount)));
}
