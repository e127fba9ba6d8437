import { boxPromo, giftSupplement, includedDayStatus } from './gift-rules';

describe('boxPromo', () => {
  it('is the saving on the reference price, rounded down', () => {
    expect(boxPromo({ sellPrice: 8900, referencePrice: 9900 })).toBe(10); // 10.1 %
    expect(boxPromo({ sellPrice: 7990, referencePrice: 9990 })).toBe(20); // 20.02 %
  });
  it('shows only above 5 percent', () => {
    expect(boxPromo({ sellPrice: 9500, referencePrice: 10000 })).toBe(0); // exactly 5
    expect(boxPromo({ sellPrice: 9450, referencePrice: 10000 })).toBe(0); // 5.5 rounds down to 5
    expect(boxPromo({ sellPrice: 9400, referencePrice: 10000 })).toBe(6);
  });
  it('is 0 without a higher reference price', () => {
    expect(boxPromo({ sellPrice: 10000, referencePrice: 10000 })).toBe(0);
    expect(boxPromo({ sellPrice: 12000, referencePrice: 10000 })).toBe(0);
    expect(boxPromo({ sellPrice: 0, referencePrice: 0 })).toBe(0);
  });
});

describe('includedDayStatus', () => {
  const gift = { nights: 2, value: 30000 };
  it('includes a day whose minimum stay fits the nights and whose price fits the gift value', () => {
    expect(includedDayStatus({ minStay: 1, price: 28000 }, gift)).toBe('included');
    expect(includedDayStatus({ minStay: 2, price: 30000 }, gift)).toBe('included');
  });
  it('asks a supplement for a stay longer than the gift (a longer minimum stay), whatever its price', () => {
    expect(includedDayStatus({ minStay: 3, price: 20000 }, gift)).toBe('supplement');
  });
  it('asks a supplement when the price is above the gift value', () => {
    expect(includedDayStatus({ minStay: 1, price: 30001 }, gift)).toBe('supplement');
  });
  it('without a gift value, only the minimum stay decides', () => {
    expect(includedDayStatus({ minStay: 2, price: 99999 }, { nights: 2, value: null })).toBe('included');
    expect(includedDayStatus({ minStay: 3, price: 1 }, { nights: 2, value: null })).toBe('supplement');
  });
});

describe('giftSupplement', () => {
  it('is the price above the gift value, never negative', () => {
    expect(giftSupplement(33000, 30000)).toBe(3000);
    expect(giftSupplement(20000, 30000)).toBe(0);
    expect(giftSupplement(20000, null)).toBe(0);
  });
});
