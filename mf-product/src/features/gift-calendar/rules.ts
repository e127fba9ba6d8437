/**
 * Calendar of included dates of a gift stay (product-and-purchase.md §2.3, §4, §9): each check-in day is
 * included, supplement or not available; 1 month on mobile, 2 on desktop, over the one-year window; the day grid
 * moves with the keyboard like the booking calendar (WAI-ARIA grid).
 */
import { giftSupplement, includedDayStatus, type IncludedDayStatus } from '@storefront/contracts';
import { addDays, fromIsoDate, lastWindowDay, toIsoDate, siteToday } from '@storefront/criteria/dates';
import type { GiftCalendarDay } from '../../api/types';

/** Months shown side by side (§9: 1 month on mobile, 2 on desktop). */
export const GIFT_CALENDAR_MONTHS = { mobile: 1, desktop: 2 } as const;

export type GiftDayStatus = IncludedDayStatus | 'not_available';

/**
 * The status of a check-in day for a gift of `nights` nights worth `giftPrice` cents (§4, the shared rule
 * `includedDayStatus`); a day the API itself gives as a supplement stays one. Days the API has no stay for are not
 * available.
 */
export function giftDayStatus(day: Pick<GiftCalendarDay, 'status' | 'minLos' | 'displayTotalPrice'>, nights: number, giftPrice: number | null): GiftDayStatus {
  if (day.status === 'not_available') return 'not_available';
  const status = includedDayStatus({ minStay: day.minLos, price: day.displayTotalPrice }, { nights, value: giftPrice });
  return status === 'included' && day.status === 'included' ? 'included' : 'supplement';
}

/** What the visitor pays on top of the gift on a supplement day (cents, never negative). */
export function supplementOf(day: Pick<GiftCalendarDay, 'displayTotalPrice' | 'supplement'>, giftPrice: number | null): number {
  return Math.max(giftSupplement(day.displayTotalPrice, giftPrice), day.supplement);
}

/** First day (ISO) of the month containing `iso`. */
export function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** The month `delta` months after the month of `iso` (its first day). */
export function addMonths(iso: string, delta: number): string {
  const d = fromIsoDate(monthStart(iso));
  return toIsoDate(new Date(d.getFullYear(), d.getMonth() + delta, 1));
}

/** Months that can be shown: the current month to the month one year ahead (first days). */
export function monthWindow(now: Date = new Date()): { first: string; last: string } {
  return { first: monthStart(siteToday(now)), last: monthStart(lastWindowDay(now)) };
}

/** The first month shown when `shown` months are visible and `month` must be one of them, inside the window. */
export function clampFirstMonth(month: string, shown: number, now: Date = new Date()): string {
  const { first, last } = monthWindow(now);
  const latest = addMonths(last, -(shown - 1));
  if (month < first) return first;
  return month > latest ? (latest < first ? first : latest) : monthStart(month);
}

/** The weeks of a month, Monday first; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = fromIsoDate(monthStart(month));
  const daysInMonth = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  const lead = (first.getDay() + 6) % 7; // Monday = 0
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < daysInMonth; d++) cells.push(addDays(monthStart(month), d));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * Keyboard navigation of the day grid (WAI-ARIA date grid, as in the booking calendar): arrows move by a day or
 * a week, Home / End to the start / end of the week, PageUp / PageDown by a month (a year with Shift). Returns
 * the day focus moves to (kept inside the window), or null for other keys.
 */
export function gridKeyTarget(iso: string, key: string, shift = false, now: Date = new Date()): string | null {
  const weekday = (fromIsoDate(iso).getDay() + 6) % 7;
  let target: string;
  switch (key) {
    case 'ArrowLeft':
      target = addDays(iso, -1);
      break;
    case 'ArrowRight':
      target = addDays(iso, 1);
      break;
    case 'ArrowUp':
      target = addDays(iso, -7);
      break;
    case 'ArrowDown':
      target = addDays(iso, 7);
      break;
    case 'Home':
      target = addDays(iso, -weekday);
      break;
    case 'End':
      target = addDays(iso, 6 - weekday);
      break;
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(iso, (key === 'PageUp' ? -1 : 1) * (shift ? 12 : 1));
      const m = fromIsoDate(month);
      const lastOfMonth = new Date(m.getFullYear(), m.getMonth() + 1, 0).getDate();
      target = addDays(month, Math.min(Number(iso.slice(8, 10)), lastOfMonth) - 1);
      break;
    }
    default:
      return null;
  }
  const { first, last } = monthWindow(now);
  const lastDay = addDays(addMonths(last, 1), -1);
  return target < first ? first : target > lastDay ? lastDay : target;
}
