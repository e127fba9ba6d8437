/**
 * Activity dates step: the shared picker (@storefront/ui) fed by the booking: the quote's days for each activity,
 * else the days of the stay while it loads; missing ones flagged.
 */
import { addDays } from '@storefront/criteria/dates';
import { ActivityDates as ActivityDatesPicker } from '@storefront/ui/activity-dates';
import type { Booking } from '../booking-steps/use-booking';

export function ActivityDates({ booking, flagMissing }: { booking: Booking; flagMissing: boolean }) {
  const { datedActivities, activityDates, stay, quote } = booking;
  if (!datedActivities.length || !stay.checkin || !stay.nights) return null;
  const stayDays = Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkin!, i));
  const activities = datedActivities.map((activity) => ({
    activityId: activity.activityId!,
    title: activity.title,
    availableDates: quote.data?.activityDates.find((d) => d.activityId === activity.activityId)?.availableDates ?? stayDays,
  }));
  return (
    <ActivityDatesPicker
      className="sf-product-step"
      activities={activities}
      dateOf={(id) => activityDates.find((d) => d.activityId === id)?.date ?? ''}
      onChange={booking.setActivityDate}
      flagMissing={flagMissing}
    />
  );
}
