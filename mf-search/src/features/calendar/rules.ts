/**
 * Calendar selection and validation rules (search.md §4-5, site-wide §4). Pure functions over ISO dates so the
 * desktop grid, the mobile scroll and the product page share them.
 */
import { addDays, dayUnavailableReason, daysBetween, fromIsoDate, lastWindowDay, toIsoDate, siteToday, type DayUnavailableReason, type StockReason } from '@storefront/criteria';

/** Without loaded availability, a check-out more than 20 days after the check-in is unselectable. */
export const MAX_NIGHTS_WITHOUT_AVAILABILITY = 20;
/** Auto-close delay after a complete selection. */
export const AUTO_CLOSE_MS = 1000;
/** Mobile: months per chunk and the distance to the bottom that loads the next chunk. */
export const MOBILE_CHUNK_MONTHS = 3;
export const INFINITE_SCROLL_THRESHOLD_PX = 200;
/** Desktop: months shown side by side. */
export const DESKTOP_MONTHS = 2;

/** Availability of a day: a price (cents) when bookable. Keyed by ISO date. */
export interface DayAvailability {
  price?: number;
  /** minimum nights from this check-in */
  minLos?: number;
  /** why a day without a price cannot be a check-in, as the availability API says ('closed' when it does not) */
  reason?: StockReason | null;
}
export type Availability = Record<string, DayAvailability>;

/** Nights allowed after the chosen check-in (from packageCheckoutNights): start to end. */
export interface NightsRange {
  start: number;
  end: number;
}

export interface Selection {
  checkin?: string;
  checkout?: string;
}

export interface RulesContext {
  now: Date;
  selection: Selection;
  /** known availability (undefined while not loaded / not applicable) */
  availability?: Availability;
  /** allowed nights after the check-in, when fetched */
  nightsRange?: NightsRange | null;
  /** upper bound of nights the caller can search (default 20, the no-availability limit) */
  maxNights?: number;
  /** the site's clock (default: the business time zone) */
  timeZone?: string;
}

/** Is the visitor choosing a check-out (a check-in without a check-out)? */
export function choosingCheckout(selection: Selection): boolean {
  return !!selection.checkin && !selection.checkout;
}

/** Why a day cannot be clicked, or null when it can (the reasons of @storefront/criteria's dayUnavailableReason). */
export type DisabledReason = DayUnavailableReason | null;

/**
 * A check-out is refused before the check-in's minimum stay ('minStay', counted from the check-in) and outside
 * the nights the offer sells or the caller searches ('stayLength'); a check-in by the one rule of a day's reason,
 * the site clock first, then the availability.
 */
export function disabledReason(iso: string, ctx: RulesContext): DisabledReason {
  const { selection, availability } = ctx;
  if (choosingCheckout(selection) && iso > selection.checkin!) {
    if (dayUnavailableReason(iso, { now: ctx.now, timeZone: ctx.timeZone }) === 'past') return 'past';
    const nights = daysBetween(selection.checkin!, iso);
    if (nights < checkinMinStay(ctx)) return 'minStay';
    if (ctx.nightsRange) return nights >= ctx.nightsRange.start && nights <= ctx.nightsRange.end ? null : 'stayLength';
    const limit = Math.min(ctx.maxNights ?? MAX_NIGHTS_WITHOUT_AVAILABILITY, availability ? Infinity : MAX_NIGHTS_WITHOUT_AVAILABILITY);
    return nights > limit ? 'stayLength' : null;
  }
  // choosing a check-in (nothing selected, restarting on or before the check-in, or both dates set)
  const known = availability?.[iso];
  const stock = availability && known?.price === undefined ? (known?.reason ?? 'closed') : null;
  return dayUnavailableReason(iso, { now: ctx.now, timeZone: ctx.timeZone, stock });
}

/** The minimum stay of the chosen check-in (1 when unknown). */
export function checkinMinStay(ctx: Pick<RulesContext, 'selection' | 'availability'>): number {
  const checkin = ctx.selection.checkin;
  return Math.max(1, (checkin && ctx.availability?.[checkin]?.minLos) || 1);
}

export function isSelectable(iso: string, ctx: RulesContext): boolean {
  return disabledReason(iso, ctx) === null;
}

/**
 * A click on a day: the first click sets the check-in, the second the check-out; a date on or before the
 * current check-in restarts from it; with both dates set a click starts a new selection. Unselectable days
 * change nothing.
 */
export function clickDay(iso: string, ctx: RulesContext): Selection {
  if (!isSelectable(iso, ctx)) return ctx.selection;
  const { checkin, checkout } = ctx.selection;
  if (!checkin || checkout) return { checkin: iso };
  if (iso <= checkin) return { checkin: iso };
  return { checkin, checkout: iso };
}

/** Is the day inside the chosen range (for the range highlight)? */
export function inRange(iso: string, selection: Selection, hover?: string): boolean {
  const end = selection.checkout ?? (selection.checkin && hover && hover > selection.checkin ? hover : undefined);
  return !!selection.checkin && !!end && iso > selection.checkin && iso < end;
}

/** Allowed nights (array of night counts) to a range; empty or invalid gives null (no restriction). */
export function toNightsRange(nights: readonly number[] | null | undefined): NightsRange | null {
  const valid = (nights ?? []).filter((n) => Number.isInteger(n) && n > 0);
  if (!valid.length) return null;
  return { start: Math.min(...valid), end: Math.max(...valid) };
}

/** First day (ISO) of the month containing `iso`. */
export function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** The month `delta` months after the month of `iso` (first day). */
export function addMonths(iso: string, delta: number): string {
  const d = fromIsoDate(monthStart(iso));
  return toIsoDate(new Date(d.getFullYear(), d.getMonth() + delta, 1));
}

/** The months that can be shown: the current month to the month one year ahead. */
export function monthWindow(now: Date): { first: string; last: string } {
  return { first: monthStart(siteToday(now)), last: monthStart(lastWindowDay(now)) };
}

/** Previous is disabled on the current month; next on the last month of the window (desktop shows two). */
export function canGoPrevious(visibleMonth: string, now: Date): boolean {
  return visibleMonth > monthWindow(now).first;
}
export function canGoNext(visibleMonth: string, now: Date, monthsShown = DESKTOP_MONTHS): boolean {
  return addMonths(visibleMonth, monthsShown - 1) < monthWindow(now).last;
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

/** Keyboard navigation of the day grid (WAI-ARIA date picker): the day focus moves to. */
export function keyTarget(iso: string, key: string, shift = false): string | null {
  const d = fromIsoDate(iso);
  const weekday = (d.getDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekday);
    case 'End':
      return addDays(iso, 6 - weekday);
    case 'PageUp':
      return sameDayIn(iso, shift ? -12 : -1);
    case 'PageDown':
      return sameDayIn(iso, shift ? 12 : 1);
    default:
      return null;
  }
}

function sameDayIn(iso: string, months: number): string {
  const target = addMonths(iso, months);
  const t = fromIsoDate(target);
  const last = new Date(t.getFullYear(), t.getMonth() + 1, 0).getDate();
  return addDays(target, Math.min(Number(iso.slice(8, 10)), last) - 1);
}

/** Closing without a check-out restores the dates from the location (the URL). */
export function selectionOnClose(current: Selection, fromLocation: Selection): Selection {
  return current.checkin && !current.checkout ? fromLocation : current;
}
