/**
 * Flexible dates (issue #34, decision 0096): next to exact dates in the calendar, 'any weekend in the next 3 months'
 * or 'a weekend in {month}' (a Friday or Saturday check-in, 1-2 nights). A radio group: Tab reaches it, the arrow
 * keys move the choice, as screen readers expect of a single choice.
 */
import { useId, useMemo } from 'react';
import { ANY_WEEKEND, firstSelectableDay, siteToday, weekendMonths } from '@storefront/criteria';
import { formatDate, useSite, useTranslation } from '@storefront/i18n';

/** 'Un week-end en décembre 2026' / 'Un week-end dans les 3 prochains mois': how a weekend value reads. */
export function useWeekendLabel(): (weekend: string) => string {
  const { t } = useTranslation();
  const site = useSite();
  return (weekend) => (weekend === ANY_WEEKEND ? t('calendar.flexible.any') : t('calendar.flexible.month', { month: formatDate(`${weekend}-01`, 'MMMM yyyy', site) }));
}

export interface FlexibleDatesProps {
  /** the `weekend` criterion, undefined for exact dates */
  value?: string;
  onChange: (weekend: string | undefined) => void;
  now: Date;
}

export function FlexibleDates({ value, onChange, now }: FlexibleDatesProps) {
  const { t } = useTranslation();
  const label = useWeekendLabel();
  const name = useId();
  const choices = useMemo(() => [ANY_WEEKEND, ...weekendMonths({ today: siteToday(now), firstDay: firstSelectableDay(now) })], [now]);
  return (
    <fieldset className="sf-search-flexible">
      <legend className="sf-search-flexible__legend">{t('calendar.flexible.legend')}</legend>
      <label className="sf-search-flexible__choice">
        <input type="radio" name={name} checked={!value} onChange={() => onChange(undefined)} />
        {t('calendar.flexible.exact')}
      </label>
      {choices.map((weekend) => (
        <label key={weekend} className="sf-search-flexible__choice">
          <input type="radio" name={name} value={weekend} checked={value === weekend} onChange={() => onChange(weekend)} />
          {label(weekend)}
        </label>
      ))}
      <p className="sf-search-muted">{t('calendar.flexible.hint')}</p>
    </fieldset>
  );
}
