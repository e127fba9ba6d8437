/**
 * Date shortcuts: this weekend (hidden on Sundays) and next weekend (weeks start on Monday), and the popular-date
 * shortcuts of the 2024 campaign, shown only in es_ES, fr_FR, fr_BE and nl_BE with the experiment variation.
 */
import type { ExperimentVariants, SiteCode } from '@storefront/contracts';
import { addDays, firstSelectableDay, siteToday } from '@storefront/criteria';

export interface DateShortcut {
  id: string;
  checkin: string;
  checkout: string;
}

export const POPULAR_DATE_SITES: readonly SiteCode[] = ['es_ES', 'fr_FR', 'fr_BE', 'nl_BE'];
/** The 2024 campaign: 1-5 May, 8-12 May, 17-19 May. */
export const POPULAR_DATES: readonly DateShortcut[] = [
  { id: 'popular-2024-05-01', checkin: '2024-05-01', checkout: '2024-05-05' },
  { id: 'popular-2024-05-08', checkin: '2024-05-08', checkout: '2024-05-12' },
  { id: 'popular-2024-05-17', checkin: '2024-05-17', checkout: '2024-05-19' },
];

/**
 * This weekend (Saturday to Sunday of the current Monday-first week) and next weekend (the following Saturday to
 * Sunday). 'This weekend' is hidden on Sundays (and once its Saturday can no longer be booked); next weekend stays.
 */
export function weekendShortcuts(now: Date): DateShortcut[] {
  const today = siteToday(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6, on the site's clock
  const saturday = addDays(today, 5 - weekday);
  const out: DateShortcut[] = [];
  if (weekday !== 6 && saturday >= firstSelectableDay(now)) out.push({ id: 'thisWeekend', checkin: saturday, checkout: addDays(saturday, 1) });
  out.push({ id: 'nextWeekend', checkin: addDays(saturday, 7), checkout: addDays(saturday, 8) });
  return out;
}

/** Popular-date shortcuts for a site and experiment variant, only those still ahead. */
export function popularShortcuts(site: SiteCode, experiments: Pick<ExperimentVariants, 'popularDates'>, now: Date): DateShortcut[] {
  if (!POPULAR_DATE_SITES.includes(site) || experiments.popularDates !== 'variation') return [];
  const first = firstSelectableDay(now);
  return POPULAR_DATES.filter((s) => s.checkin >= first);
}
