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

/** The first day a check-in may be on: today, or tomorrow from 20:00. */
export function firstSelectableDay(now: Date = new Date()): string {
  const today = toIsoDate(now);
  return now.getHours() >= SAME_DAY_CUTOFF_HOUR ? addDays(today, 1) : today;
}

/** The last day a check-in may be on: one year (365 days) ahead. */
export function lastWindowDay(now: Date = new Date()): string {
  return addDays(toIsoDate(now), WINDOW_DAYS);
}
