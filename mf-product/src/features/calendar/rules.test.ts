import type { AvailabilityDay } from '../../api/types';
import { bestMessages, minStayOf, toAvailability } from './rules';

function day(d: string, over: Partial<AvailabilityDay> = {}): AvailabilityDay {
  return { day: d, price: 20000, pricePerNight: 10000, nights: 2, promo: 10, bestPriceOfTheMonth: false, minLos: 2, displayTotalPrice: true, available: true, closed: false, roomsLeft: 4, offerId: 1, unavailableReason: null, ...over };
}

describe('booking calendar data', () => {
  it('gives a price to bookable days only', () => {
    const a = toAvailability([day('2026-11-20'), day('2026-11-21', { available: false, price: null, unavailableReason: 'soldOut' })]);
    expect(a['2026-11-20']).toEqual({ price: 20000, minLos: 2 });
    expect(a['2026-11-21']).toEqual({ minLos: 2, reason: 'soldOut' });
  });
  it('keeps the availability reasons and leaves the clock reasons to the calendar', () => {
    const a = toAvailability([day('2026-11-20', { available: false, price: null, unavailableReason: 'minStay' }), day('2026-11-21', { available: false, price: null, unavailableReason: 'past' })]);
    expect(a['2026-11-20']!.reason).toBe('minStay');
    expect(a['2026-11-21']!.reason).toBe('closed');
  });
  it('marks a check-in refused by the quote (PACKAGE_NOT_AVAILABLE_CHECKIN) closed', () => {
    expect(toAvailability([day('2026-11-20')], ['2026-11-20'])['2026-11-20']).toEqual({ minLos: 2, reason: 'closed' });
  });
  it('reads the minimum stay of the check-in', () => {
    expect(minStayOf([day('2026-11-20', { minLos: 3 })], '2026-11-20')).toBe(3);
    expect(minStayOf([], undefined)).toBe(1);
  });
  it('shows best price only when every selected night is the best of the month', () => {
    const days = [day('2026-11-20', { bestPriceOfTheMonth: true }), day('2026-11-21', { bestPriceOfTheMonth: true }), day('2026-11-22', { bestPriceOfTheMonth: false })];
    expect(bestMessages(days, '2026-11-20', 2).bestPrice).toBe(true);
    expect(bestMessages(days, '2026-11-21', 2).bestPrice).toBe(false);
  });
  it('shows best promo when every selected night has the month highest promo', () => {
    const days = [day('2026-11-20', { promo: 30 }), day('2026-11-21', { promo: 30 }), day('2026-11-22', { promo: 10 })];
    expect(bestMessages(days, '2026-11-20', 2).bestPromo).toBe(true);
    expect(bestMessages(days, '2026-11-21', 2).bestPromo).toBe(false);
    expect(bestMessages(days, undefined, undefined)).toEqual({ bestPrice: false, bestPromo: false });
  });
});
