import { asStockReason, dayUnavailableReason } from './dates';

// 2026-06-10 is a Wednesday; Paris is UTC+2 in June.
const morning = new Date('2026-06-10T08:00:00Z'); // 10:00 in Paris
const evening = new Date('2026-06-10T18:30:00Z'); // 20:30 in Paris

describe('dayUnavailableReason: why a day cannot be chosen', () => {
  it('says past for a day before today on the site clock, whatever the stock', () => {
    expect(dayUnavailableReason('2026-06-09', { now: morning })).toBe('past');
    expect(dayUnavailableReason('2026-06-09', { now: morning, stock: 'soldOut' })).toBe('past');
  });

  it('says cutOff for today from 20:00 on the site clock only', () => {
    expect(dayUnavailableReason('2026-06-10', { now: morning })).toBeNull();
    expect(dayUnavailableReason('2026-06-10', { now: evening })).toBe('cutOff');
    expect(dayUnavailableReason('2026-06-11', { now: evening })).toBeNull();
    // 18:30 UTC is 19:30 in Lisbon: not yet the cut-off there
    expect(dayUnavailableReason('2026-06-10', { now: evening, timeZone: 'Europe/Lisbon' })).toBeNull();
  });

  it('says beyondHorizon after one year (365 days) from today', () => {
    expect(dayUnavailableReason('2027-06-10', { now: morning })).toBeNull();
    expect(dayUnavailableReason('2027-06-11', { now: morning })).toBe('beyondHorizon');
  });

  it('gives the availability reason for a day inside the window', () => {
    expect(dayUnavailableReason('2026-07-01', { now: morning, stock: 'soldOut' })).toBe('soldOut');
    expect(dayUnavailableReason('2026-07-01', { now: morning, stock: 'closed' })).toBe('closed');
    expect(dayUnavailableReason('2026-07-01', { now: morning, stock: 'minStay' })).toBe('minStay');
    expect(dayUnavailableReason('2026-07-01', { now: morning, stock: null })).toBeNull();
  });
});

describe('asStockReason', () => {
  it('keeps the availability reasons of an API answer and drops the clock ones', () => {
    expect(['soldOut', 'closed', 'minStay'].map(asStockReason)).toEqual(['soldOut', 'closed', 'minStay']);
    expect(['past', 'cutOff', 'beyondHorizon', 'other', null, undefined].map(asStockReason)).toEqual([null, null, null, null, null, null]);
  });
});
