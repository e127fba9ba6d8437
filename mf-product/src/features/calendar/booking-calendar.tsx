/**
 * Dates step of the booking (product-and-purchase.md §4, §8): the calendar of the offer with per-day prices and
 * availability, minimum stay and allowed nights, best-price / best-promo messages, a check-in refused by the
 * quote marked unavailable, and the giftcard prompt when no dates are chosen. The calendar is mf-search's
 * (federation); when it cannot load, two date fields do the same job.
 */
import { useCallback, useId, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { addDays, dayUnavailableReason, daysBetween, firstSelectableDay, isIsoDate, lastWindowDay, type DayUnavailableReason } from '@storefront/criteria/dates';
import { formatDate, useSite, useTranslation } from '@storefront/i18n';
import { Alert, Button, Modal, Spinner, useIsMobile } from '@storefront/ui';
import { useDayReasonText } from '@storefront/ui/calendar-day';
import { useApp, usePaths } from '../../app-context';
import { fetchCheckoutNights } from '../../api/product';
import { calendarOpenAtom } from '../../state/atoms';
import type { Booking } from '../booking-steps/use-booking';
import { bestMessages, minStayOf, toAvailability, type Availability } from './rules';
import { useRemoteCalendar } from './use-remote-calendar';

/**
 * Why a date typed in the fallback fields is refused (issue #34 §5, as every calendar says it): a check-in by the
 * one rule of a day's reason (the site clock, then the loaded availability's own reason), a check-out before the
 * check-in's minimum stay; null when it may be chosen. Days not loaded yet have no stock reason (the quote decides).
 */
export function dateFieldReasons(
  checkin: string,
  checkout: string,
  availability: Availability | undefined,
  now = new Date(),
): { checkin: DayUnavailableReason | null; checkout: DayUnavailableReason | null; minStay: number } {
  const day = isIsoDate(checkin) ? availability?.[checkin] : undefined;
  const stock = day && day.price === undefined ? (day.reason ?? 'closed') : null;
  const minStay = Math.max(1, day?.minLos ?? 1);
  const checkinReason = isIsoDate(checkin) ? dayUnavailableReason(checkin, { now, stock }) : null;
  const tooShort = !checkinReason && isIsoDate(checkout) && daysBetween(checkin, checkout) >= 1 && daysBetween(checkin, checkout) < minStay;
  return { checkin: checkinReason, checkout: tooShort ? 'minStay' : null, minStay };
}

export function DateFields({
  checkin,
  checkout,
  availability,
  onChange,
}: {
  checkin?: string;
  checkout?: string;
  /** the offer's loaded days, so a refused date says why (absent on the hotel page: the clock's reasons only) */
  availability?: Availability;
  onChange: (checkin?: string, checkout?: string) => void;
}) {
  const { t } = useTranslation();
  const reasonText = useDayReasonText();
  const [from, setFrom] = useState(checkin ?? '');
  const [to, setTo] = useState(checkout ?? '');
  const checkinWhy = useId();
  const checkoutWhy = useId();
  const min = firstSelectableDay();
  const why = dateFieldReasons(from, to, availability);
  const valid = isIsoDate(from) && isIsoDate(to) && daysBetween(from, to) >= 1 && !why.checkin && !why.checkout;
  return (
    <div className="sf-product-date-fields">
      <p>{t('booking.calendarUnavailable')}</p>
      <label>
        {t('booking.checkin')}
        <input
          type="date"
          className="sf-product-input"
          min={min}
          max={lastWindowDay()}
          value={from}
          aria-invalid={why.checkin ? true : undefined}
          aria-describedby={why.checkin ? checkinWhy : undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      {why.checkin ? (
        <p id={checkinWhy} className="sf-product-field-error" role="alert">
          {reasonText(why.checkin, why.minStay)}
        </p>
      ) : null}
      <label>
        {t('booking.checkout')}
        <input
          type="date"
          className="sf-product-input"
          min={from ? addDays(from, 1) : min}
          value={to}
          aria-invalid={why.checkout ? true : undefined}
          aria-describedby={why.checkout ? checkoutWhy : undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </label>
      {why.checkout ? (
        <p id={checkoutWhy} className="sf-product-field-error" role="alert">
          {reasonText(why.checkout, why.minStay, true)}
        </p>
      ) : null}
      <Button disabled={!valid} onClick={() => onChange(from, to)}>
        {t('booking.validate')}
      </Button>
    </div>
  );
}

export function BookingCalendar({ booking, offerId }: { booking: Booking; offerId: number }) {
  const { t } = useTranslation();
  const site = useSite();
  const mobile = useIsMobile();
  const { client, context } = useApp();
  const p = usePaths();
  const [open, setOpen] = useAtom(calendarOpenAtom);
  // the days come with the booking (their failure blocks checkout there)
  const { stay, unavailableCheckins, availabilities } = booking;
  const remote = useRemoteCalendar(open);
  const days = useMemo(() => availabilities.data?.days ?? [], [availabilities.data]);
  const availability = useMemo(() => toAvailability(days, unavailableCheckins), [days, unavailableCheckins]);
  const getAllowedNights = useCallback((checkin: string) => fetchCheckoutNights(client, offerId, checkin, stay), [client, offerId, stay]);
  const best = bestMessages(days, stay.checkin, stay.nights);
  const minStay = minStayOf(days, stay.checkin);
  const refused = !!stay.checkin && unavailableCheckins.includes(stay.checkin);

  // Each selection is applied at once (dates and nights in the address); Validate, enabled once both dates are
  // set, closes the calendar (product-and-purchase §4). The date fields' own Validate applies and closes.
  const applyAndClose = (checkin?: string, checkout?: string) => {
    booking.setDates(checkin, checkout);
    if (checkin) setOpen(false);
  };
  const Calendar = remote.status === 'ready' ? remote.Calendar : null;
  return (
    <div className="sf-product-step" id="sf-product-dates">
      <h3 className="sf-product-step__title">{t('booking.dates')}</h3>
      <div className="sf-product-step__row">
        <span>
          {stay.checkin && stay.checkout
            ? t('booking.datesSummary', { checkin: formatDate(stay.checkin, 'EEE d MMM', site), checkout: formatDate(stay.checkout, 'EEE d MMM yyyy', site) })
            : t('hotel.addDates')}
        </span>
        <Button variant="secondary" size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {stay.checkin ? t('booking.changeDates') : t('booking.chooseDates')}
        </Button>
        {stay.checkin ? (
          <Button variant="link" size="small" onClick={() => booking.setDates(undefined, undefined)}>
            {t('booking.clear')}
          </Button>
        ) : null}
      </div>
      {stay.checkin && minStay > 1 ? <p className="sf-product-muted">{t('booking.minStay', { count: minStay })}</p> : null}
      {best.bestPrice ? <Alert variant="success">{t('booking.bestPrice')}</Alert> : null}
      {best.bestPromo ? <Alert variant="success">{t('booking.bestPromo')}</Alert> : null}
      {refused ? <Alert variant="warning">{t('booking.checkinUnavailable')}</Alert> : null}
      {!stay.checkin ? (
        <p className="sf-product-giftcard">
          <a href={p.giftcard()}>{t('booking.giftcardPrompt')}</a>
        </p>
      ) : null}
      <Modal open={open} onClose={() => setOpen(false)} title={t('booking.dates')} size="large" mobile="fullscreen">
        {availabilities.loading && !Calendar ? <p role="status">{t('booking.calendarLoading')}</p> : null}
        {remote.status === 'loading' ? <Spinner /> : null}
        {Calendar ? (
          <Calendar
            context={context}
            checkin={stay.checkin}
            checkout={stay.checkout}
            availability={availabilities.data ? availability : undefined}
            loading={availabilities.loading}
            getAllowedNights={getAllowedNights}
            mobile={mobile}
            autoClose={false}
            giftcardHref={p.giftcard()}
            onChange={(selection) => booking.setDates(selection.checkin, selection.checkout)}
            onClose={() => setOpen(false)}
            onValidate={() => setOpen(false)}
          />
        ) : null}
        {remote.status === 'failed' ? <DateFields checkin={stay.checkin} checkout={stay.checkout} availability={availabilities.data ? availability : undefined} onChange={applyAndClose} /> : null}
      </Modal>
    </div>
  );
}
