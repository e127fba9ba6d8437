import { addMonths, clampFirstMonth, giftDayStatus, gridKeyTarget, monthWeeks, supplementOf } from './rules';

const day = (over: Partial<{ status: 'included' | 'supplement' | 'not_available'; minLos: number; displayTotalPrice: number; supplement: number }> = {}) => ({
  status: 'included' as const,
  minLos: 1,
  displayTotalPrice: 28300,
  supplement: 0,
  ...over,
});
const NOW = new Date(2026, 10, 10, 12); // 10 November 2026

describe('included dates of a gift', () => {
  it('includes a day whose minimum stay fits the nights and whose price fits the gift value', () => {
    expect(giftDayStatus(day(), 1, 28300)).toBe('included');
    expect(giftDayStatus(day({ minLos: 2 }), 2, 60000)).toBe('included');
  });
  it('asks a supplement when the minimum stay is longer than the gift nights', () => {
    expect(giftDayStatus(day({ minLos: 2 }), 1, 28300)).toBe('supplement');
  });
  it('asks a supplement when the price is above the gift value (and says how much)', () => {
    const d = day({ displayTotalPrice: 31000 });
    expect(giftDayStatus(d, 1, 28300)).toBe('supplement');
    expect(supplementOf(d, 28300)).toBe(2700);
    expect(giftDayStatus(day({ status: 'supplement', displayTotalPrice: 31000, supplement: 2700 }), 1, 28300)).toBe('supplement');
  });
  it('keeps days without a stay not available', () => {
    expect(giftDayStatus(day({ status: 'not_available', displayTotalPrice: 0 }), 1, 28300)).toBe('not_available');
  });
  it('never shows a negative supplement', () => {
    expect(supplementOf(day({ displayTotalPrice: 20000 }), 28300)).toBe(0);
  });
});

describe('gift calendar grid', () => {
  it('lays a month out Monday first', () => {
    const weeks = monthWeeks('2026-11-01');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
  it('moves by day, week, week edge and month with the keyboard', () => {
    expect(gridKeyTarget('2026-11-18', 'ArrowRight', false, NOW)).toBe('2026-11-19');
    expect(gridKeyTarget('2026-11-18', 'ArrowLeft', false, NOW)).toBe('2026-11-17');
    expect(gridKeyTarget('2026-11-18', 'ArrowDown', false, NOW)).toBe('2026-11-25');
    expect(gridKeyTarget('2026-11-18', 'ArrowUp', false, NOW)).toBe('2026-11-11');
    expect(gridKeyTarget('2026-11-18', 'Home', false, NOW)).toBe('2026-11-16');
    expect(gridKeyTarget('2026-11-18', 'End', false, NOW)).toBe('2026-11-22');
    expect(gridKeyTarget('2026-11-30', 'PageDown', false, NOW)).toBe('2026-12-30');
    expect(gridKeyTarget('2027-01-31', 'PageUp', false, NOW)).toBe('2026-12-31');
    expect(gridKeyTarget('2026-11-18', 'Enter', false, NOW)).toBeNull();
  });
  it('keeps the focus inside the one-year window', () => {
    expect(gridKeyTarget('2026-11-03', 'ArrowUp', false, NOW)).toBe('2026-11-01');
    expect(gridKeyTarget('2026-12-01', 'PageDown', true, NOW)).toBe('2027-11-30');
  });
  it('shows whole months inside the window', () => {
    expect(clampFirstMonth('2026-10-01', 2, NOW)).toBe('2026-11-01');
    expect(clampFirstMonth('2030-01-01', 2, NOW)).toBe(addMonths('2027-11-01', -1));
    expect(clampFirstMonth('2027-03-15', 1, NOW)).toBe('2027-03-01');
  });
});
