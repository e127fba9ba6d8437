/**
 * Dates step of the booking (product-and-purchase.md §4, §8): the calendar of the offer with per-day prices and
 * availability, minimum stay and allowed nights, best-price / best-promo messages, a check-in refused by the
 * quote marked unavailable, and the giftcard prompt when no dates are chosen. The calendar is mf-search's
 * (federation); when it cannot load, two date fields do the same job.
 */
import { useCallback, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { addDays, daysBetween, firstSelectableDay, isIsoDate, lastWindowDay } from '@storefront/criteria/dates';
import { formatDate, useSite, useTranslation } from '@storefront/i18n';
import { Alert, Button, Modal, Spinner, useIsMobile } from '@storefront/ui';
import { useApp, usePaths } from '../../app-context';
import { fetchCheckoutNights } from '../../api/product';
import { calendarOpenAtom } from '../../state/atoms';
import type { Booking } from '../booking-steps/use-booking';
import { bestMessages, minStayOf, toAvailability } from './rules';
import { useRemoteCalendar } from './use-remote-calendar';

export function DateFields({ checkin, checkout, onChange }: { checkin?: string; checkout?: string; onChange: (checkin?: string, checkout?: string) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(checkin ?? '');
  const [to, setTo] = useState(checkout ?? '');
  const min = firstSelectableDay();
  const valid = isIsoDate(from) && isIsoDate(to) && daysBetween(from, to) >= 1;
  return (
    <div className="sf-product-date-fields">
      <p>{t('booking.calendarUnavailable')}</p>
      <label>
        {t('booking.checkin')}
        <input type="date" className="sf-product-input" min={min} max={lastWindowDay()} value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        {t('booking.checkout')}
        <input type="date" className="sf-product-input" min={from ? addDays(from, 1) : min} value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
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
        {remote.status === 'failed' ? <DateFields checkin={stay.checkin} checkout={stay.checkout} onChange={applyAndClose} /> : null}
      </Modal>
    </div>
  );
}
