import { orderRange, parseTyped, priceCriteria, priceSliderValues } from './range-input';

describe('range slider input', () => {
  const bounds = { min: 9, max: 250 };
  it('keeps the first digit run of a typed value and caps it at the maximum', () => {
    expect(parseTyped('12abc34', bounds)).toBe(12);
    expect(parseTyped('€ 80', bounds)).toBe(80);
    expect(parseTyped('9999', bounds)).toBe(250);
    expect(parseTyped('abc', bounds)).toBeNull();
  });

  it('swaps lower and upper when out of order', () => {
    expect(orderRange(200, 50, bounds)).toEqual([50, 200]);
    expect(orderRange(5, 300, bounds)).toEqual([9, 250]);
  });

  it('stores prices in cents with no bound at 9 € and below or 250 € and above', () => {
    expect(priceCriteria(9, 250, 'booking')).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(priceCriteria(50, 120, 'booking')).toEqual({ priceMin: 5000, priceMax: 12000 });
    expect(priceCriteria(120, 50, 'booking')).toEqual({ priceMin: 5000, priceMax: 12000 });
    expect(priceCriteria(1, 30, 'activity')).toEqual({ priceMin: undefined, priceMax: 3000 });
    expect(priceCriteria(2, 30, 'activity')).toEqual({ priceMin: 200, priceMax: 3000 });
  });

  it('shows the slider ends when no bound is set', () => {
    expect(priceSliderValues(undefined, undefined, 'booking')).toEqual([9, 250]);
    expect(priceSliderValues(undefined, undefined, 'activity')).toEqual([1, 250]);
    expect(priceSliderValues(5000, 12000, 'booking')).toEqual([50, 120]);
  });
});
