/** Activity dates step: a date for each programme activity that needs one (days of the stay); missing ones flagged. */
import { addDays } from '@storefront/criteria';
import { formatDate, useSite, useTranslation } from '@storefront/i18n';
import type { Booking } from '../booking-steps/use-booking';

export function ActivityDates({ booking, flagMissing }: { booking: Booking; flagMissing: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const { datedActivities, activityDates, stay, quote } = booking;
  if (!datedActivities.length || !stay.checkin || !stay.nights) return null;
  const stayDays = Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkin!, i));
  return (
    <fieldset className="sf-product-step sf-product-activity-dates">
      <legend className="sf-product-step__title">{t('booking.activityDates')}</legend>
      {datedActivities.map((activity) => {
        const id = activity.activityId!;
        const chosen = activityDates.find((d) => d.activityId === id)?.date ?? '';
        const days = quote.data?.activityDates.find((d) => d.activityId === id)?.availableDates ?? stayDays;
        const missing = flagMissing && !chosen;
        const fieldId = `sf-product-activity-${id}`;
        return (
          <div key={id} className="sf-product-field">
            <label htmlFor={fieldId}>{t('booking.activityDate', { title: activity.title })}</label>
            <select
              id={fieldId}
              className="sf-product-select"
              value={chosen}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${fieldId}-error` : undefined}
              onChange={(e) => booking.setActivityDate(id, e.target.value)}
            >
              <option value="">{t('booking.chooseDate')}</option>
              {days.map((d) => (
                <option key={d} value={d}>
                  {formatDate(d, 'EEEE d MMMM', site)}
                </option>
              ))}
            </select>
            {missing ? (
              <p id={`${fieldId}-error`} className="sf-product-field-error">
                {t('booking.missingDate')}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
