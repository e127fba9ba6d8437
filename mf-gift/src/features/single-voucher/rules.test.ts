import type { GiftPrice, Sleeve } from '../../api/types';
import { parseSetupHash } from '../../state/setup-hash';
import { chooseSleeve, physicalAvailable, priceOf, priceSummary, ratePrice, singleVoucherItem, sleeveGroups, upsellOffered } from './rules';

const one: GiftPrice = { nights: 1, sellPrice: 15900, sellPrices: { '1': 15900, '2': 18900, '3': 22900 }, upsellAvailabilityPrice: 3000 };
const two: GiftPrice = { nights: 2, sellPrice: 29900, sellPrices: { '1': 29900 }, upsellAvailabilityPrice: 0 };
const sleeve = (id: number, categoryId: number, selection: string, price = 0): Sleeve => ({ id, categoryId, categoryName: `c${categoryId}`, selection, name: `s${id}`, imageUrl: '', recommendedByWed: false, price });
const sleeves = [sleeve(1, 10, 'single'), sleeve(2, 10, 'single', 500), sleeve(3, 20, 'multiple', 300), sleeve(4, 20, 'multiple', 200)];

describe('single voucher rules', () => {
  it('prices the chosen nights, else the first sold, and rates only in customer-care mode', () => {
    expect(priceOf([one, two], 2)).toBe(two);
    expect(priceOf([one, two], 5)).toBe(one);
    expect(ratePrice(one, 3, true)).toBe(22900);
    expect(ratePrice(one, 3, false)).toBe(15900);
    expect(ratePrice(two, 2, true)).toBe(29900);
  });

  it('offers the physical format only with the toggle on, shipping costs known and the offer sold so', () => {
    expect(physicalAvailable(true, { failed: false }, ['digital', 'physical'])).toBe(true);
    expect(physicalAvailable(false, { failed: false }, ['digital', 'physical'])).toBe(false);
    expect(physicalAvailable(true, { failed: true }, ['digital', 'physical'])).toBe(false);
    expect(physicalAvailable(true, { failed: false }, ['digital'])).toBe(false);
  });

  it('offers the availability upsell for one night only', () => {
    expect(upsellOffered(1)).toBe(true);
    expect(upsellOffered(2)).toBe(false);
  });

  it('groups sleeves: one per single-choice category, any of a multiple-choice one', () => {
    const groups = sleeveGroups(sleeves);
    expect(groups.map((g) => [g.categoryId, g.multiple, g.sleeves.length])).toEqual([[10, false, 2], [20, true, 2]]);
    expect(chooseSleeve([1, 3], sleeves[1]!, groups)).toEqual([3, 2]);
    expect(chooseSleeve([1, 3], sleeves[3]!, groups)).toEqual([1, 3, 4]);
    expect(chooseSleeve([1, 3, 4], sleeves[2]!, groups)).toEqual([1, 4]);
  });

  it('sums the summary: gift, upsell, shipping and sleeves of the physical format', () => {
    const hash = parseSetupHash('#giftNights=1&giftFormat=physical&upsell=availability&sleeves=2,3');
    expect(priceSummary({ price: one, hash, customerCare: false, shippingAmount: 490, sleeves })).toEqual({
      lines: [
        { key: 'gift', amount: 15900 },
        { key: 'upsell', amount: 3000 },
        { key: 'shipping', amount: 490 },
        { key: 'sleeves', amount: 800 },
      ],
      total: 20190,
    });
    expect(priceSummary({ price: one, hash: { ...hash, giftFormat: 'digital' }, customerCare: false, shippingAmount: 490, sleeves }).total).toBe(18900);
  });

  it('builds the order item: sleeves with the physical format, rates in customer-care mode only', () => {
    const hash = parseSetupHash('#giftNights=1&giftFormat=physical&bucket=2&upsell=availability&sleeves=2');
    expect(singleVoucherItem(5, 1, hash, { fromName: ' Anne ', message: '' }, false)).toEqual({
      singleVoucherItem: { offerId: 5, nights: 1, giftFormat: 'physical', upsell: 'availability', sleeves: [2], fromName: 'Anne' },
    });
    expect(singleVoucherItem(5, 2, { ...hash, giftFormat: 'digital' }, { fromName: 'Anne', message: 'Hi' }, true)).toEqual({
      singleVoucherItem: { offerId: 5, nights: 2, bucket: 2, giftFormat: 'digital', fromName: 'Anne', message: 'Hi' },
    });
  });
});
