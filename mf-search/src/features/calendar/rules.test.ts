import {
  MAX_NIGHTS_WITHOUT_AVAILABILITY,
  addMonths,
  canGoNext,
  canGoPrevious,
  clickDay,
  disabledReason,
  keyTarget,
  monthWeeks,
  selectionOnClose,
  toNightsRange,
  type RulesContext,
} from './rules';
import { popularShortcuts, weekendShortcuts } from './shortcuts';

// Wednesday 15 May 2024, 10:00
const now = new Date(2024, 4, 15, 10, 0);
const ctx = (over: Partial<RulesContext> = {}): RulesContext => ({ now, selection: {}, ...over });

describe('calendar validation rules', () => {
  it('makes past days unselectable', () => {
    expect(disabledReason('2024-05-14', ctx())).toBe('past');
    expect(disabledReason('2024-05-15', ctx())).toBeNull();
  });

  it('makes today unselectable from 20:00 on the site clock, whatever the visitor clock', () => {
    // 17:59 / 18:00 UTC are 19:59 / 20:00 in Paris (summer time), the sites' clock (issue #27: was local time)
    expect(disabledReason('2024-05-15', ctx({ now: new Date('2024-05-15T17:59:00Z') }))).toBeNull();
    expect(disabledReason('2024-05-15', ctx({ now: new Date('2024-05-15T18:00:00Z') }))).toBe('cutOff');
  });

  it('blocks check-ins without availability when availability is known, with the reason the API gives', () => {
    const availability = { '2024-05-20': { price: 10000 }, '2024-05-22': { reason: 'soldOut' as const }, '2024-05-23': { minLos: 3, reason: 'minStay' as const } };
    expect(disabledReason('2024-05-20', ctx({ availability }))).toBeNull();
    expect(disabledReason('2024-05-21', ctx({ availability }))).toBe('closed');
    expect(disabledReason('2024-05-22', ctx({ availability }))).toBe('soldOut');
    expect(disabledReason('2024-05-23', ctx({ availability }))).toBe('minStay');
    expect(disabledReason('2024-05-21', ctx())).toBeNull();
    // the clock comes first: a past day is past whatever its stock
    expect(disabledReason('2024-05-14', ctx({ availability: { '2024-05-14': { reason: 'soldOut' } } }))).toBe('past');
  });

  it('refuses a check-out before the check-in minimum stay, counted from the check-in', () => {
    const availability = { '2024-06-01': { price: 30000, minLos: 3 } };
    const c = ctx({ selection: { checkin: '2024-06-01' }, availability });
    expect(disabledReason('2024-06-02', c)).toBe('minStay');
    expect(disabledReason('2024-06-03', c)).toBe('minStay');
    expect(disabledReason('2024-06-04', c)).toBeNull();
  });

  it('limits a check-out to 20 days after the check-in when availability is not loaded', () => {
    const c = ctx({ selection: { checkin: '2024-06-01' } });
    expect(MAX_NIGHTS_WITHOUT_AVAILABILITY).toBe(20);
    expect(disabledReason('2024-06-21', c)).toBeNull();
    expect(disabledReason('2024-06-22', c)).toBe('stayLength');
  });

  it('applies the caller maximum of nights', () => {
    const c = ctx({ selection: { checkin: '2024-06-01' }, maxNights: 14 });
    expect(disabledReason('2024-06-15', c)).toBeNull();
    expect(disabledReason('2024-06-16', c)).toBe('stayLength');
  });

  it('allows only the fetched nights range after a check-in', () => {
    const c = ctx({ selection: { checkin: '2024-06-01' }, nightsRange: { start: 2, end: 3 } });
    expect(disabledReason('2024-06-02', c)).toBe('stayLength');
    expect(disabledReason('2024-06-03', c)).toBeNull();
    expect(disabledReason('2024-06-04', c)).toBeNull();
    expect(disabledReason('2024-06-05', c)).toBe('stayLength');
    // a date on or before the check-in stays clickable (restart)
    expect(disabledReason('2024-05-30', c)).toBeNull();
  });

  it('turns allowed nights into a range and clears it for empty or bad answers', () => {
    expect(toNightsRange([3, 1, 2])).toEqual({ start: 1, end: 3 });
    expect(toNightsRange([])).toBeNull();
    expect(toNightsRange(null)).toBeNull();
    expect(toNightsRange([0, -1, 2.5])).toBeNull();
  });

  it('keeps the availability window to one year', () => {
    expect(disabledReason('2025-05-15', ctx())).toBeNull();
    expect(disabledReason('2025-05-16', ctx())).toBe('beyondHorizon');
  });
});

describe('calendar selection', () => {
  it('sets the check-in, then the check-out', () => {
    const first = clickDay('2024-06-01', ctx());
    expect(first).toEqual({ checkin: '2024-06-01' });
    expect(clickDay('2024-06-03', ctx({ selection: first }))).toEqual({ checkin: '2024-06-01', checkout: '2024-06-03' });
  });

  it('restarts from a date on or before the check-in', () => {
    expect(clickDay('2024-05-30', ctx({ selection: { checkin: '2024-06-01' } }))).toEqual({ checkin: '2024-05-30' });
    expect(clickDay('2024-06-01', ctx({ selection: { checkin: '2024-06-01' } }))).toEqual({ checkin: '2024-06-01' });
  });

  it('starts again with both dates set, only on an available day', () => {
    const selection = { checkin: '2024-06-01', checkout: '2024-06-03' };
    expect(clickDay('2024-06-10', ctx({ selection }))).toEqual({ checkin: '2024-06-10' });
    const availability = { '2024-06-10': { price: 1 } };
    expect(clickDay('2024-06-11', ctx({ selection, availability }))).toBe(selection);
  });

  it('ignores unselectable days', () => {
    const c = ctx();
    expect(clickDay('2024-05-01', c)).toBe(c.selection);
  });

  it('restores the dates from the location when closed without a check-out', () => {
    expect(selectionOnClose({ checkin: '2024-06-01' }, { checkin: '2024-07-01', checkout: '2024-07-02' })).toEqual({ checkin: '2024-07-01', checkout: '2024-07-02' });
    expect(selectionOnClose({ checkin: '2024-06-01', checkout: '2024-06-02' }, {})).toEqual({ checkin: '2024-06-01', checkout: '2024-06-02' });
  });
});

describe('months and keyboard', () => {
  it('disables previous on the current month and next at the end of the window', () => {
    expect(canGoPrevious('2024-05-01', now)).toBe(false);
    expect(canGoPrevious('2024-06-01', now)).toBe(true);
    expect(canGoNext('2025-03-01', now)).toBe(true);
    expect(canGoNext('2025-04-01', now)).toBe(false);
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-01');
  });

  it('lays out weeks from Monday', () => {
    const weeks = monthWeeks('2024-05-01'); // 1 May 2024 is a Wednesday
    expect(weeks[0]).toEqual([null, null, '2024-05-01', '2024-05-02', '2024-05-03', '2024-05-04', '2024-05-05']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('moves focus like the WAI-ARIA date picker', () => {
    expect(keyTarget('2024-05-15', 'ArrowRight')).toBe('2024-05-16');
    expect(keyTarget('2024-05-15', 'ArrowLeft')).toBe('2024-05-14');
    expect(keyTarget('2024-05-15', 'ArrowDown')).toBe('2024-05-22');
    expect(keyTarget('2024-05-15', 'ArrowUp')).toBe('2024-05-08');
    expect(keyTarget('2024-05-15', 'Home')).toBe('2024-05-13');
    expect(keyTarget('2024-05-15', 'End')).toBe('2024-05-19');
    expect(keyTarget('2024-01-31', 'PageDown')).toBe('2024-02-29');
    expect(keyTarget('2024-05-15', 'PageUp', true)).toBe('2023-05-15');
    expect(keyTarget('2024-05-15', 'a')).toBeNull();
  });
});

describe('date shortcuts', () => {
  it('offers this weekend and next weekend', () => {
    expect(weekendShortcuts(now)).toEqual([
      { id: 'thisWeekend', checkin: '2024-05-18', checkout: '2024-05-19' },
      { id: 'nextWeekend', checkin: '2024-05-25', checkout: '2024-05-26' },
    ]);
    // Saturday morning: this weekend starts today
    expect(weekendShortcuts(new Date(2024, 4, 18, 10)).map((s) => s.id)).toEqual(['thisWeekend', 'nextWeekend']);
  });

  it("hides only 'this weekend' on Sundays: next weekend (the coming Saturday to Sunday) stays", () => {
    const sunday = new Date(2024, 4, 19, 10); // Sunday 19 May 2024
    expect(weekendShortcuts(sunday)).toEqual([{ id: 'nextWeekend', checkin: '2024-05-25', checkout: '2024-05-26' }]);
    // a Sunday evening after the same-day cut-off, and the last Sunday of a month
    expect(weekendShortcuts(new Date(2024, 4, 19, 21))).toEqual([{ id: 'nextWeekend', checkin: '2024-05-25', checkout: '2024-05-26' }]);
    expect(weekendShortcuts(new Date(2024, 5, 30, 10))).toEqual([{ id: 'nextWeekend', checkin: '2024-07-06', checkout: '2024-07-07' }]);
  });

  it('shows popular dates only in es_ES, fr_FR, fr_BE and nl_BE with the variation, and only ahead', () => {
    const early = new Date(2024, 3, 20, 10);
    expect(popularShortcuts('fr_FR', { popularDates: 'variation' }, early)).toHaveLength(3);
    expect(popularShortcuts('nl_BE', { popularDates: 'variation' }, now)).toEqual([{ id: 'popular-2024-05-17', checkin: '2024-05-17', checkout: '2024-05-19' }]);
    expect(popularShortcuts('fr_FR', { popularDates: 'control' }, early)).toEqual([]);
    expect(popularShortcuts('it_IT', { popularDates: 'variation' }, early)).toEqual([]);
    expect(popularShortcuts('nl_NL', { popularDates: 'variation' }, early)).toEqual([]);
  });
});
