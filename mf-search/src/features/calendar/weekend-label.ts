/**
 * How a `weekend` value (flexible dates, decision 0096) reads in the search bar's summary and in the picker:
 * 'Un week-end en décembre 2026' / 'Un week-end dans les 3 prochains mois'. Apart from the picker (a chunk fetched
 * when the date picker opens), since the search bar's summary shows it on the first render.
 */
import { ANY_WEEKEND } from '@storefront/criteria';
import { formatDate, useSite, useTranslation } from '@storefront/i18n';

export function useWeekendLabel(): (weekend: string) => string {
  const { t } = useTranslation();
  const site = useSite();
  return (weekend) => (weekend === ANY_WEEKEND ? t('calendar.flexible.any') : t('calendar.flexible.month', { month: formatDate(`${weekend}-01`, 'MMMM yyyy', site) }));
}
