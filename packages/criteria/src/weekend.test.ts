import { parseHash, serialiseHash } from './codec';
import { toWire } from './api-params';
import { fromWire, wireToHash } from './wire';
import { addMonths, weekendStays } from './weekend';

// Friday 27 November 2026, 09:00 in Paris
const now = new Date(Date.UTC(2026, 10, 27, 8, 0, 0));
const window = { today: '2026-11-27', firstDay: '2026-11-27' };
const options = { now, timeZone: 'Europe/Paris', defaultLimit: 20, maxLimit: 100 };

describe('weekendStays', () => {
  it('a weekend in a month: every Friday and Saturday check-in of it, 1 or 2 nights', () => {
    const stays = weekendStays('2026-12', window);
    expect(stays).toHaveLength(16);
    expect(stays.slice(0, 4)).toEqual([
      { checkin: '2026-12-04', nights: 1 },
      { checkin: '2026-12-04', nights: 2 },
      { checkin: '2026-12-05', nights: 1 },
      { checkin: '2026-12-05', nights: 2 },
    ]);
    expect(new Set(stays.map((s) => new Date(`${s.checkin}T12:00:00Z`).getUTCDay()))).toEqual(new Set([5, 6]));
  });

  it('this month: only the weekends from the first selectable day', () => {
    expect(weekendStays('2026-11', window).map((s) => s.checkin)).toEqual(['2026-11-27', '2026-11-27', '2026-11-28', '2026-11-28']);
    expect(weekendStays('2026-11', { ...window, firstDay: '2026-11-28' }).map((s) => s.checkin)).toEqual(['2026-11-28', '2026-11-28']);
  });

  it('any weekend: from the first selectable day to three months ahead', () => {
    const checkins = [...new Set(weekendStays('any', window).map((s) => s.checkin))];
    expect(checkins[0]).toBe('2026-11-27');
    expect(checkins[checkins.length - 1]).toBe('2027-02-27');
    expect(checkins).toHaveLength(28);
  });

  it('nothing for a past month or one beyond the one-year window; the window cuts its last month', () => {
    expect(weekendStays('2026-10', window)).toEqual([]);
    expect(weekendStays('2027-12', window)).toEqual([]);
    expect([...new Set(weekendStays('2027-11', window).map((s) => s.checkin))].at(-1)).toBe('2027-11-27');
  });

  it('addMonths clamps the day to the month', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('weekend in the URL hash (lenient)', () => {
  it('keeps a month with a weekend left, or any, and writes it back', () => {
    expect(parseHash('#weekend=2026-12', { now }).weekend).toBe('2026-12');
    expect(parseHash('#weekend=any', { now }).weekend).toBe('any');
    expect(serialiseHash(parseHash('#a=2&weekend=2026-12', { now }))).toContain('weekend=2026-12');
  });

  it('drops a bad, past or too far month, exact dates win, and no dates in gifting', () => {
    for (const hash of ['#weekend=2026-13', '#weekend=soon', '#weekend=2026-10', '#weekend=2027-12']) expect(parseHash(hash, { now }).weekend).toBeUndefined();
    const both = parseHash('#checkin=2026-12-04&checkout=2026-12-06&weekend=2026-12', { now });
    expect(both.weekend).toBeUndefined();
    expect(both.checkin).toBe('2026-12-04');
    expect(parseHash('#weekend=2026-12', { now, flow: 'gifting' }).weekend).toBeUndefined();
  });

  it('is sent to the API in the dated flows only, without exact dates', () => {
    const criteria = parseHash('#weekend=2026-12', { now });
    expect(toWire(criteria, 'booking').weekend).toBe('2026-12');
    expect(toWire(criteria, 'booking').checkin).toBeUndefined();
    expect(toWire(criteria, 'gifting').weekend).toBeUndefined();
  });
});

describe('fromWire: weekend (strict)', () => {
  it('reads a month or any with the stays it stands for, and gives the same hash back', () => {
    const month = fromWire({ weekend: '2026-12' }, options).criteria!;
    expect(month.weekend?.value).toBe('2026-12');
    expect(month.weekend?.stays).toEqual(weekendStays('2026-12', window));
    expect(month.checkin).toBeNull();
    expect(wireToHash(month)).toContain('weekend=2026-12');
    expect(fromWire({ weekend: 'any' }, options).criteria?.weekend?.stays[0]).toEqual({ checkin: '2026-11-27', nights: 1 });
    expect(fromWire({}, options).criteria?.weekend).toBeNull();
  });

  it('names the field of every bad value', () => {
    const error = (input: Record<string, unknown>) => fromWire(input, options).errors;
    expect(error({ weekend: '2026-13' })).toEqual([{ field: 'weekend', message: "must be 'any' or a month YYYY-MM" }]);
    expect(error({ weekend: '2026-10' })).toEqual([{ field: 'weekend', message: 'must not be a past month (from 2026-11)' }]);
    expect(error({ weekend: '2027-12' })).toEqual([{ field: 'weekend', message: 'must be at most one year ahead (until 2027-11)' }]);
    expect(error({ weekend: '2026-12', checkin: '2026-12-04', checkout: '2026-12-06' })).toEqual([
      { field: 'weekend', message: 'cannot be combined with checkin and checkout' },
    ]);
    // Sunday 29 November: no Friday or Saturday check-in left this month
    expect(fromWire({ weekend: '2026-11' }, { ...options, now: new Date(Date.UTC(2026, 10, 29, 8)) }).errors).toEqual([
      { field: 'weekend', message: 'has no weekend check-in left' },
    ]);
  });

  it('is left out of the undated flows', () => {
    expect(fromWire({ weekend: '2026-12', flow: 'gifting' }, options).criteria?.weekend).toBeNull();
  });
});
