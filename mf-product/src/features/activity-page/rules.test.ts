import type { ActivityPrice } from '../../api/types';
import { activityCheckout, clampPax, paxKeys } from './rules';

const price = (adults: number): ActivityPrice => ({ paxComposition: { adults }, sellPrice: adults * 4000, barPrice: adults * 5000, refPrice: adults * 5000, promo: 20, moneySaved: adults * 1000 });

describe('activity pax', () => {
  const prices = [price(2), price(3), price(5)];
  it('reads the pax range from the price keys', () => expect(paxKeys(prices)).toEqual([2, 3, 5]));
  it('defaults to 2', () => expect(clampPax(undefined, prices)).toBe(2));
  it('clamps to the min and max', () => {
    expect(clampPax(1, prices)).toBe(2);
    expect(clampPax(9, prices)).toBe(5);
  });
  it('resets to the minimum when the pax has no price', () => expect(clampPax(4, prices)).toBe(2));
  it('has no pax without prices', () => expect(clampPax(2, [])).toBeUndefined());
  it('continues to checkout with customType=OWN_USE for own use', () => {
    expect(activityCheckout(700015, 2, true)).toEqual({ hash: 'id=700015&pax=2', query: { customType: 'OWN_USE', flow: 'activity' } });
    expect(activityCheckout(700015, 3, false).query).toEqual({ flow: 'activity' });
  });
});
