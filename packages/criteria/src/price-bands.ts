/** The price histogram's bands (issue #34): the one definition the API counts by and the browser draws. */
import { CENTS, PRICE_BAND_COUNT, PRICE_BAND_EUROS } from './constants';

export interface PriceBand {
  /** cents, inclusive */
  min: number;
  /** cents, exclusive; null for the open last band ('+250 €') */
  max: number | null;
}

/** Every band, in price order: [0, 10 €), [10 €, 20 €) ... [240 €, 250 €), [250 €, ∞). */
export function priceBands(): PriceBand[] {
  const width = PRICE_BAND_EUROS * CENTS;
  return Array.from({ length: PRICE_BAND_COUNT }, (_, i) => ({ min: i * width, max: i < PRICE_BAND_COUNT - 1 ? (i + 1) * width : null }));
}

/** The band index of a price in cents (the API's SQL writes the same rule: least(price / width, count - 1)). */
export function priceBandOf(cents: number): number {
  return Math.min(Math.floor(cents / (PRICE_BAND_EUROS * CENTS)), PRICE_BAND_COUNT - 1);
}

/** Does a band meet the selected range (cents; undefined = no bound)? */
export function bandInRange(band: PriceBand, priceMin: number | undefined, priceMax: number | undefined): boolean {
  return (priceMin === undefined || band.max === null || band.max > priceMin) && (priceMax === undefined || band.min <= priceMax);
}
