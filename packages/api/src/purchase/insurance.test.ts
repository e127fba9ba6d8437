import fc from 'fast-check';
import {
  CANCELLATION_POLICY_TYPES,
  INSURABLE_MAX_AMOUNT,
  INSURANCE_RATES,
  insurancePrice,
} from './insurance';

describe('insurancePrice', () => {
  it('is a share of the amount between a floor and a ceiling, dearer for a non-refundable stay', () => {
    expect(insurancePrice('FLEXIBLE', 40_000)).toBe(1_200);
    expect(insurancePrice('NON_REFUNDABLE', 40_000)).toBe(2_000);
    expect(insurancePrice('FLEXIBLE', 1_000)).toBe(INSURANCE_RATES.FLEXIBLE.minimum);
    expect(insurancePrice('NON_REFUNDABLE', 900_000)).toBe(INSURANCE_RATES.NON_REFUNDABLE.maximum);
  });
  it('none for amounts that cannot be insured', () => {
    for (const amount of [0, -1, 1.5, INSURABLE_MAX_AMOUNT + 1])
      expect(insurancePrice('FLEXIBLE', amount)).toBeNull();
  });
  it('never decreases when the amount grows, and is never below the flexible price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: INSURABLE_MAX_AMOUNT - 1 }),
        fc.constantFrom(...CANCELLATION_POLICY_TYPES),
        (amount, type) => {
          expect(insurancePrice(type, amount + 1)!).toBeGreaterThanOrEqual(insurancePrice(type, amount)!);
          expect(insurancePrice('NON_REFUNDABLE', amount)!).toBeGreaterThanOrEqual(
            insurancePrice('FLEXIBLE', amount)!,
          );
        },
      ),
    );
  });
});
