/**
 * Dates and travellers of the hotel page: the hotel's calendar (12 months of hotel availabilities) and the
 * traveller steppers, in a modal; on mobile it is the sticky bar at the bottom of the screen.
 */
import { useMemo, useState } from 'react';
import { TRAVELLER_BOUNDS } from '@storefront/criteria/constants';
import { formatDate, useSite, useTranslation } from '@storefront/i18n';
import { Button, Modal, Spinner, Stepper, useIsMobile } from '@storefront/ui';
import { useApp } from '../../app-context';
import { fetchHotelAvailabilities } from '../../api/product';
import type { Stay } from '../../api/types';
import { useFetch } from '../../api/use-fetch';
import { DateFields } from '../calendar/booking-calendar';
import { toAvailability } from '../calendar/rules';
import { useRemoteCalendar } from '../calendar/use-remote-calendar';

export function HotelStayBar({ hotelId, stay, onDates, onTravellers }: { hotelId: number; stay: Stay; onDates: (checkin?: string, checkout?: string) => void; onTravellers: (key: 'a' | 'c' | 'b', value: number) => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const mobile = useIsMobile();
  const { client, context } = useApp();
  const [open, setOpen] = useState<'dates' | 'travellers' | null>(null);
  const remote = useRemoteCalendar(open === 'dates');
  const days = useFetch(open === 'dates' ? `hotel-days:${hotelId}:${stay.a}:${stay.c}:${stay.b}` : null, (signal) => fetchHotelAvailabilities(client, hotelId, { a: stay.a, c: stay.c, b: stay.b }, signal));
  const availability = useMemo(() => (days.data ? toAvailability(days.data.days) : undefined), [days.data]);
  const Calendar = remote.status === 'ready' ? remote.Calendar : null;
  const travellers = [t('common.adults', { count: stay.a }), stay.c ? t('common.children', { count: stay.c }) : '', stay.b ? t('common.babies', { count: stay.b }) : ''].filter(Boolean).join(', ');
  const choose = (checkin?: string, checkout?: string) => {
    onDates(checkin, checkout);
    if (checkin && checkout) setOpen(null);
  };
  return (
    <div className={mobile ? 'sf-product-stay-bar sf-product-stay-bar--sticky' : 'sf-product-stay-bar'} role="group" aria-label={`${t('hotel.dates')} / ${t('hotel.travellers')}`}>
      <button type="button" className="sf-product-stay-bar__field" onClick={() => setOpen('dates')} aria-haspopup="dialog">
        <span className="sf-product-muted">{t('hotel.dates')}</span>
        <span>{stay.checkin && stay.checkout ? t('booking.datesSummary', { checkin: formatDate(stay.checkin, 'd MMM', site), checkout: formatDate(stay.checkout, 'd MMM', site) }) : t('hotel.addDates')}</span>
      </button>
      <button type="button" className="sf-product-stay-bar__field" onClick={() => setOpen('travellers')} aria-haspopup="dialog">
        <span className="sf-product-muted">{t('hotel.travellers')}</span>
        <span>{travellers}</span>
      </button>
      <Modal open={open === 'dates'} onClose={() => setOpen(null)} title={t('hotel.dates')} size="large" mobile="fullscreen">
        {days.loading && !Calendar ? <p role="status">{t('booking.calendarLoading')}</p> : null}
        {remote.status === 'loading' ? <Spinner /> : null}
        {Calendar ? (
          <Calendar context={context} checkin={stay.checkin} checkout={stay.checkout} availability={availability} loading={days.loading} mobile={mobile} autoClose={false} onChange={(s) => choose(s.checkin, s.checkout)} onClose={() => setOpen(null)} />
        ) : null}
        {remote.status === 'failed' ? <DateFields checkin={stay.checkin} checkout={stay.checkout} onChange={choose} /> : null}
      </Modal>
      <Modal open={open === 'travellers'} onClose={() => setOpen(null)} title={t('hotel.travellers')} footer={<Button onClick={() => setOpen(null)}>{t('booking.validate')}</Button>}>
        <Stepper label={t('booking.adults')} hint={t('booking.ageAdults')} value={stay.a} min={TRAVELLER_BOUNDS.a.min} max={TRAVELLER_BOUNDS.a.max} onChange={(v) => onTravellers('a', v)} />
        <Stepper label={t('booking.children')} hint={t('booking.ageChildren')} value={stay.c} min={TRAVELLER_BOUNDS.c.min} max={TRAVELLER_BOUNDS.c.max} onChange={(v) => onTravellers('c', v)} />
        <Stepper label={t('booking.babies')} hint={t('booking.ageBabies')} value={stay.b} min={TRAVELLER_BOUNDS.b.min} max={TRAVELLER_BOUNDS.b.max} onChange={(v) => onTravellers('b', v)} />
      </Modal>
    </div>
  );
}
