import { pricePerNight, pricePerPerson } from './money';

describe('display amounts', () => {
  it('per night is total / nights rounded up to the euro', () => {
    expect(pricePerNight(25900, 2)).toBe(13000); // 129.50 -> 130
    expect(pricePerNight(26000, 2)).toBe(13000);
    expect(pricePerNight(10001, 1)).toBe(10100);
    expect(pricePerNight(9000, 0)).toBe(9000);
  });
  it('per person is total / adults', () => {
    expect(pricePerPerson(9000, 2)).toBe(4500);
    expect(pricePerPerson(10000, 3)).toBe(3333);
    expect(pricePerPerson(9000, 0)).toBe(9000);
  });
});
