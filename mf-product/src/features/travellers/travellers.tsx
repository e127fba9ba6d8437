/** Travellers step: adults 1-20, children 0-10, babies 0-10 with age hints; a change resets the activity dates. */
import { TRAVELLER_BOUNDS } from '@storefront/criteria/constants';
import { Stepper } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import type { Booking } from '../booking-steps/use-booking';

export function Travellers({ booking }: { booking: Pick<Booking, 'stay' | 'setTravellers'> }) {
  const { t } = useTranslation();
  const { stay } = booking;
  return (
    <fieldset className="sf-product-step sf-product-travellers">
      <legend className="sf-product-step__title">{t('booking.travellers')}</legend>
      <Stepper label={t('booking.adults')} hint={t('booking.ageAdults')} value={stay.a} min={TRAVELLER_BOUNDS.a.min} max={TRAVELLER_BOUNDS.a.max} onChange={(v) => booking.setTravellers('a', v)} />
      <Stepper label={t('booking.children')} hint={t('booking.ageChildren')} value={stay.c} min={TRAVELLER_BOUNDS.c.min} max={TRAVELLER_BOUNDS.c.max} onChange={(v) => booking.setTravellers('c', v)} />
      <Stepper label={t('booking.babies')} hint={t('booking.ageBabies')} value={stay.b} min={TRAVELLER_BOUNDS.b.min} max={TRAVELLER_BOUNDS.b.max} onChange={(v) => booking.setTravellers('b', v)} />
    </fieldset>
  );
}
