import { formatDate, useSite, useTranslation } from '@storefront/i18n';

/** 'Du 11 déc. au 13 déc.': a stay's dates as the search bar's summary, its dates field and the calendar say them. */
export function useStayRange(): (checkin: string, checkout: string) => string {
  const { t } = useTranslation();
  const site = useSite();
  return (checkin, checkout) => t('calendar.range', { from: formatDate(checkin, 'd MMM', site), to: formatDate(checkout, 'd MMM', site) });
}
