/** Helpers shared by the read routes: locale and language, site paths, dates and stay parameters. */
import { SITES, isSiteCode, paths, type SiteCode } from '@storefront/contracts';
import { siteToday } from '@storefront/criteria';
import { languageOf, type Language, type Localized } from '../db/schema';
import { addDays, daysBetween } from '../db/pricing';
import { invalidFields, type FieldError } from '../server/errors';
import { MAX_NIGHTS, type Locale } from '../schemas/common';

export const DEFAULT_LOCALE: Locale = 'fr_FR';

export function lang(locale: string | undefined): Language {
  return languageOf(locale ?? DEFAULT_LOCALE);
}

/** One language of a localized value ('' when absent). */
export function tr(value: Localized | null | undefined, language: Language): string {
  if (!value) return '';
  return value[language] ?? value.fr ?? '';
}

export function trList(values: Localized[] | null | undefined, language: Language): string[] {
  return (values ?? []).map((v) => tr(v, language)).filter((s) => s !== '');
}

export function trOrNull(value: Localized | null | undefined, language: Language): string | null {
  const text = tr(value, language);
  return text === '' ? null : text;
}

export function sitePaths(locale: string | undefined, minisite?: string | null) {
  return paths((locale ?? DEFAULT_LOCALE) as SiteCode, { minisite: minisite ?? null });
}

/** The clock of a site's dates, today and same-day cut-off (SITES[..].timeZone); fr_FR's for an unknown locale. */
export function siteTimeZone(locale: unknown): string {
  return SITES[isSiteCode(locale) ? locale : DEFAULT_LOCALE].timeZone;
}

/** Today on a site's clock (the business clock by default), YYYY-MM-DD: the first day a date may be on. */
export function todayIso(now: Date = new Date(), timeZone: string = siteTimeZone(DEFAULT_LOCALE)): string {
  return siteToday(now, timeZone);
}

export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

export function addMonths(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return ty * 12 + tm - (fy * 12 + fm);
}

export function lastDayOfMonth(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/** A real calendar date (format 'date' accepts 2024-02-30 in some modes; this does not). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export interface StayInput {
  checkin?: string;
  checkout?: string;
  nights?: number;
  night?: number;
}

/**
 * Resolves check-in and nights from checkin + (nights | night | checkout); names every offending field.
 * Returns null when no check-in is given (undated request).
 */
export function resolveStay(input: StayInput, options: { requireCheckin?: boolean; requireNights?: boolean } = {}): { checkin: string; nights: number } | null {
  const fields: FieldError[] = [];
  const { checkin, checkout } = input;
  const nightsParam = input.nights ?? input.night;
  if (checkin !== undefined && !isRealDate(checkin)) fields.push({ field: 'checkin', message: 'must be a date YYYY-MM-DD' });
  if (checkout !== undefined && !isRealDate(checkout)) fields.push({ field: 'checkout', message: 'must be a date YYYY-MM-DD' });
  if (checkin === undefined && options.requireCheckin) fields.push({ field: 'checkin', message: 'is required' });
  if (checkin === undefined && checkout !== undefined) fields.push({ field: 'checkin', message: 'is required with checkout' });
  let nights = nightsParam;
  if (checkin !== undefined && checkout !== undefined && isRealDate(checkin) && isRealDate(checkout)) {
    const span = daysBetween(checkin, checkout);
    if (span <= 0) fields.push({ field: 'checkout', message: 'must be after checkin' });
    else if (span > MAX_NIGHTS) fields.push({ field: 'checkout', message: `must be at most ${MAX_NIGHTS} nights after checkin` });
    else if (nights !== undefined && nights !== span) fields.push({ field: 'nights', message: 'does not match checkin and checkout' });
    else nights = span;
  }
  if (checkin !== undefined && nights === undefined && checkout === undefined && options.requireNights) {
    fields.push({ field: 'nights', message: 'is required' });
  }
  if (fields.length) throw invalidFields(fields);
  if (checkin === undefined) return null;
  return { checkin, nights: nights ?? 1 };
}

/** Cancellation deadline of a stay: check-in minus the policy's days (null when not cancellable or undated). */
export function cancellationDeadline(checkin: string | null | undefined, daysBefore: number | null | undefined, cancellable: boolean): string | null {
  if (!checkin || !cancellable || daysBefore == null) return null;
  return addDays(checkin, -daysBefore);
}

export { addDays, daysBetween };
