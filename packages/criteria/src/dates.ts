import { SAME_DAY_CUTOFF_HOUR, WINDOW_DAYS } from './constants';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A valid calendar date written YYYY-MM-DD (rejects 2025-02-30, 2025-13-01, '2025-1-1'). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO.exec(value);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** ISO date of a local Date. */
export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Local Date (midnight) of an ISO date. */
export function fromIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** ISO date `days` after `iso` (negative for before). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/**
 * The business time zone: the default clock of "today" and of the same-day cut-off. Every site's zone
 * (SITES[code].timeZone) keeps the same time today; a caller that knows its site passes the site's zone.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The day (YYYY-MM-DD) and hour (0-23) of an instant on a time zone's clock, whatever the visitor's own zone. */
export function zonedClock(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { day: string; hour: number } {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    zoneFormats.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) % 24 };
}

/** Today on the site's clock. */
export function siteToday(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return zonedClock(now, timeZone).day;
}

/** The first day a check-in may be on: today, or tomorrow from 20:00, on the site's clock (site-wide §4). */
export function firstSelectableDay(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const { day, hour } = zonedClock(now, timeZone);
  return hour >= SAME_DAY_CUTOFF_HOUR ? addDays(day, 1) : day;
}

/** A check-in before the first selectable day (a past day, or today from 20:00 on the site's clock). */
export function isPastSameDayCutoff(checkin: string, now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return checkin < firstSelectableDay(now, timeZone);
}

/** The last day a check-in may be on: one year (365 days) after the site's today. */
export function lastWindowDay(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return addDays(siteToday(now, timeZone), WINDOW_DAYS);
}

/**
 * Why a day cannot be chosen in a calendar (issue #34 §5). The clock reasons (past, after the same-day cut-off,
 * beyond the one-year horizon) come from the site's clock; the others from the offer's availability: 'soldOut'
 * (no room left), 'closed' (a night without a price, or the offer not open), 'minStay' (the day's minimum stay
 * is longer than the stay asked, or than what remains before the chosen check-out), 'stayLength' (a check-out the
 * offer does not sell from the chosen check-in).
 */
export type DayUnavailableReason = 'past' | 'cutOff' | 'beyondHorizon' | 'soldOut' | 'closed' | 'minStay' | 'stayLength';
/** The reasons only the availability knows. */
export type StockReason = Extract<DayUnavailableReason, 'soldOut' | 'closed' | 'minStay'>;
/** The reasons of a check-in day (not of a check-out after a chosen check-in). */
export type CheckinReason = Exclude<DayUnavailableReason, 'stayLength'>;

/**
 * The one rule of a day's reason: the site clock first (a past day is past whatever its stock), then the
 * availability's own reason; null when the day can be chosen.
 */
export function dayUnavailableReason(
  iso: string,
  { now = new Date(), timeZone = DEFAULT_TIME_ZONE, stock = null }: { now?: Date; timeZone?: string; stock?: StockReason | null } = {},
): CheckinReason | null {
  const { day, hour } = zonedClock(now, timeZone);
  if (iso < day) return 'past';
  if (iso === day && hour >= SAME_DAY_CUTOFF_HOUR) return 'cutOff';
  if (iso > addDays(day, WINDOW_DAYS)) return 'beyondHorizon';
  return stock;
}

const STOCK_REASONS: readonly string[] = ['soldOut', 'closed', 'minStay'] satisfies StockReason[];

/** The availability's part of a reason the API gave (its clock reasons are the calendar's own to compute). */
export function asStockReason(reason: string | null | undefined): StockReason | null {
  return reason && STOCK_REASONS.includes(reason) ? (reason as StockReason) : null;
}
