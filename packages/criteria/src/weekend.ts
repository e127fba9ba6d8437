/**
 * Flexible dates (issue #34 §1): 'a weekend in {month}' and 'any weekend in the next 3 months', the `weekend`
 * criteria key next to exact dates. One rule for what a weekend stay is (a Friday or Saturday check-in, 1 or 2
 * nights), shared by the browser (which months to offer, whether a hash's month has a weekend left) and the API
 * (which stays to price). Every page loads the criteria package: the picker's own list of months is mf-search's.
 */
import { WINDOW_DAYS } from './constants';
import { addDays } from './dates';

/** The value of 'any weekend in the next 3 months'; otherwise the key holds a month, YYYY-MM. */
export const ANY_WEEKEND = 'any';
/** How far 'any weekend' looks ahead, in months. */
export const ANY_WEEKEND_MONTHS = 3;
/** Check-in week days of a weekend stay (0 = Sunday): Friday and Saturday. */
export const WEEKEND_CHECKIN_DAYS: readonly number[] = [5, 6];
/** Nights of a weekend stay. */
export const WEEKEND_NIGHTS: readonly number[] = [1, 2];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month written YYYY-MM. */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** A well-formed value of the `weekend` key: 'any' or a month (whether it is in the window is `weekendStays`'s). */
export function isWeekendValue(value: unknown): value is string {
  return value === ANY_WEEKEND || isMonth(value);
}

/** The ISO date `months` calendar months after `iso`, the day clamped to the month's length. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

export interface WeekendStay {
  checkin: string;
  nights: number;
}

/** The clock of a weekend search: the first selectable check-in day and today (site clock). */
export interface WeekendWindow {
  firstDay: string;
  today: string;
}

/**
 * Every weekend stay a `weekend` value stands for, in date order: Friday and Saturday check-ins of the month (or
 * from the first selectable day to 3 months ahead for 'any'), 1 or 2 nights each, from the first selectable day to
 * the end of the one-year window. Empty when none is left (a past month, a month beyond the window).
 */
export function weekendStays(weekend: string, { firstDay, today }: WeekendWindow): WeekendStay[] {
  const lastDay = addDays(today, WINDOW_DAYS);
  let from = firstDay;
  let to = addMonths(today, ANY_WEEKEND_MONTHS);
  if (weekend !== ANY_WEEKEND) {
    from = `${weekend}-01` > firstDay ? `${weekend}-01` : firstDay;
    to = addDays(addMonths(`${weekend}-01`, 1), -1);
  }
  if (to > lastDay) to = lastDay;
  const out: WeekendStay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    if (!WEEKEND_CHECKIN_DAYS.includes(new Date(Date.UTC(y, m - 1, d)).getUTCDay())) continue;
    for (const nights of WEEKEND_NIGHTS) out.push({ checkin: day, nights });
  }
  return out;
}
