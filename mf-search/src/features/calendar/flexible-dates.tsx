/**
 * Flexible dates (issue #34, decision 0096): next to exact dates in the calendar, 'any weekend in the next 3 months'
 * or 'a weekend in {month}' (a Friday or Saturday check-in, 1-2 nights). A radio group: Tab reaches it, the arrow
 * keys move the choice, as screen readers expect of a single choice. Its own chunk, fetched when the picker opens.
 */
import { useId, useMemo } from 'react';
import { ANY_WEEKEND, firstSelectableDay, siteToday, weekendStays } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import { addMonths, monthWindow } from './rules';
import { useWeekendLabel } from './weekend-label';

/** The months a visitor may choose 'a weekend in {month}' in: the calendar's months, each with a weekend stay left. */
export function weekendMonths(now: Date): string[] {
  const window = { today: siteToday(now), firstDay: firstSelectableDay(now) };
  const { first, last } = monthWindow(now);
  const out: string[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) {
    if (weekendStays(month.slice(0, 7), window).length) out.push(month.slice(0, 7));
  }
  return out;
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
  const choices = useMemo(() => [ANY_WEEKEND, ...weekendMonths(now)], [now]);
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
