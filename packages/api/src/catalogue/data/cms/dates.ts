/**
 * Promo date windows of the CMS content, relative to the day the content is generated (`today`, YYYY-MM-DD: the
 * seed day, then every new day through catalogue/freshness.ts), so the storefront always shows a realistic promo:
 * a flash-sale countdown that started yesterday and ends in three days (not "1,500 days left"), and partner
 * campaigns bookable for the coming months. Times are Paris wall-clock times with their UTC offset.
 */
import { addDays } from '../../../db/pricing';
import type { SiteLocale } from '../text/localized';
import type { CmsCountdown } from '../../../content/cms-schemas';

/** UTC offset of Europe/Paris on a day, as '+01:00' or '+02:00'. */
export function parisOffset(day: string): string {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '+00:00';
}

/** ISO date-time with offset of a Paris wall-clock time. */
export function parisTime(day: string, time: string): string {
  return `${day}T${time}${parisOffset(day)}`;
}

/** Days the flash-sale countdown runs before and after `today`. */
export const COUNTDOWN_STARTED_DAYS_AGO = 1;
export const COUNTDOWN_ENDS_IN_DAYS = 3;

/**
 * The flash-sale countdown window on `today`: from yesterday 00:00 to the end of the day in three days, Paris time.
 * On nl_NL the sale is already over (ended yesterday): the storefront must hide the block there.
 */
export function countdownWindow(today: string, locale: SiteLocale | null = null): Omit<CmsCountdown, 'label'> {
  if (locale === 'nl_NL') {
    return { start: parisTime(addDays(today, -30), '00:00:00'), end: parisTime(addDays(today, -1), '23:59:59') };
  }
  return {
    start: parisTime(addDays(today, -COUNTDOWN_STARTED_DAYS_AGO), '00:00:00'),
    end: parisTime(addDays(today, COUNTDOWN_ENDS_IN_DAYS), '23:59:59'),
  };
}

/** A partner campaign bookable for `bookDays` more days, for stays up to three months after that. */
export function campaignWindow(today: string, bookDays: number): { bookUntil: string; stayUntil: string } {
  const bookUntil = addDays(today, bookDays);
  return { bookUntil, stayUntil: addDays(bookUntil, 92) };
}
