/**
 * The activity dates step (product-and-purchase §4 booking steps): a date, among the days the API offers, for each
 * programme activity that needs one; a missing one is flagged once the visitor tried to go on. The offer page's
 * booking steps and the beneficiary's redemption use it, each keeping the chosen dates in its own state.
 */
import { formatDate, useSite } from '@storefront/i18n';
// a sub-path of its own (@storefront/ui/...): what it shares with the rest of the package comes from the package
import { cx, useUiTranslation } from '@storefront/ui';

export interface DatedActivity {
  activityId: number;
  title: string;
  /** the days it can take place (ISO), as the quote gives them */
  availableDates: string[];
}

export interface ActivityDatesProps {
  activities: DatedActivity[];
  /** the date chosen for an activity ('' when none) */
  dateOf: (activityId: number) => string;
  onChange: (activityId: number, date: string) => void;
  /** say which activity still lacks a date */
  flagMissing: boolean;
  className?: string;
}

export function ActivityDates({ activities, dateOf, onChange, flagMissing, className }: ActivityDatesProps) {
  const { t } = useUiTranslation();
  const site = useSite();
  if (!activities.length) return null;
  return (
    <fieldset className={cx('sf-ui-activity-dates', className)}>
      <legend className="sf-ui-activity-dates__legend">{t('activityDates.legend')}</legend>
      {activities.map((activity) => {
        const id = activity.activityId;
        const chosen = dateOf(id);
        const missing = flagMissing && !chosen;
        const fieldId = `sf-ui-activity-${id}`;
        return (
          <div key={id} className="sf-ui-activity-dates__field">
            <label htmlFor={fieldId}>{t('activityDates.label', { title: activity.title })}</label>
            <select
              id={fieldId}
              className="sf-ui-activity-dates__select"
              value={chosen}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${fieldId}-error` : undefined}
              onChange={(e) => onChange(id, e.target.value)}
            >
              <option value="">{t('activityDates.choose')}</option>
              {activity.availableDates.map((d) => (
                <option key={d} value={d}>
                  {formatDate(d, 'EEEE d MMMM', site)}
                </option>
              ))}
            </select>
            {missing ? (
              <p id={`${fieldId}-error`} className="sf-ui-field-error">
                {t('activityDates.missing')}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
