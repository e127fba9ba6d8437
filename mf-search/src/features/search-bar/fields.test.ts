import { hasDatesField, hasThemeField, searchBlockedByDates } from './fields';

describe('search bar fields per flow', () => {
  it('has dates only in booking and hotel, theme everywhere but hotel', () => {
    expect(['booking', 'gifting', 'activity', 'hotel'].map((f) => hasDatesField(f as never))).toEqual([true, false, false, true]);
    expect(['booking', 'gifting', 'activity', 'hotel'].map((f) => hasThemeField(f as never))).toEqual([true, true, true, false]);
  });
});

describe('date experiment variants', () => {
  const none = {};
  const both = { checkin: '2024-06-01', checkout: '2024-06-02' };
  const fresh = { datesCleared: false, suggestedShown: false };
  it('forced blocks search without both dates', () => {
    expect(searchBlockedByDates('forced', none, fresh)).toBe(true);
    expect(searchBlockedByDates('forced', { checkin: '2024-06-01' }, fresh)).toBe(true);
    expect(searchBlockedByDates('forced', both, fresh)).toBe(false);
  });
  it('suggested blocks once unless the dates were cleared deliberately', () => {
    expect(searchBlockedByDates('suggested', none, fresh)).toBe(true);
    expect(searchBlockedByDates('suggested', none, { datesCleared: false, suggestedShown: true })).toBe(false);
    expect(searchBlockedByDates('suggested', none, { datesCleared: true, suggestedShown: false })).toBe(false);
  });
  it('flexible dates (a weekend) count as dates chosen', () => {
    expect(searchBlockedByDates('forced', { weekend: '2026-12' }, fresh)).toBe(false);
    expect(searchBlockedByDates('suggested', { weekend: 'any' }, fresh)).toBe(false);
  });
  it('control never blocks', () => {
    expect(searchBlockedByDates('control', none, fresh)).toBe(false);
  });
});
