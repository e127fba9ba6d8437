import { PRICE_BAND_COUNT, PRICE_UPPER_BOUND } from './constants';
import { bandInRange, priceBandOf, priceBands } from './price-bands';

describe('price bands', () => {
  it('cover the slider in 10 € bands, the last one open above 250 €', () => {
    const bands = priceBands();
    expect(bands).toHaveLength(PRICE_BAND_COUNT);
    expect(bands[0]).toEqual({ min: 0, max: 1000 });
    expect(bands.at(-2)).toEqual({ min: 24000, max: PRICE_UPPER_BOUND * 100 });
    expect(bands.at(-1)).toEqual({ min: 25000, max: null });
    for (let i = 1; i < bands.length; i++) expect(bands[i]!.min).toBe(bands[i - 1]!.max);
  });

  it('put a price in the band that holds it', () => {
    const bands = priceBands();
    for (const cents of [0, 999, 1000, 12345, 24999, 25000, 9_999_999]) {
      const band = bands[priceBandOf(cents)]!;
      expect(cents >= band.min && (band.max === null || cents < band.max)).toBe(true);
    }
  });

  it('meet a selected range when they share a price with it', () => {
    const [first, second] = priceBands();
    expect(bandInRange(first!, undefined, undefined)).toBe(true);
    expect(bandInRange(first!, 1000, undefined)).toBe(false);
    expect(bandInRange(second!, 1000, 1000)).toBe(true);
    expect(bandInRange(second!, 1500, 1999)).toBe(true);
    expect(bandInRange(second!, undefined, 999)).toBe(false);
    expect(bandInRange(priceBands().at(-1)!, 30000, undefined)).toBe(true);
  });
});
