/**
 * Booking steps of the offer page (product-and-purchase.md §2.2, §4): flow switch; in booking the dates,
 * travellers, activity dates, cancellation-policy offers, extras, price banner and Book; in gifting the nights,
 * gift price, 'Customise your gift' and 'How it works'; the native-app back button inside the app's web view.
 */
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { RadioGroup, Skeleton } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import type { OfferDetail } from '../../api/types';
import { checkoutAttemptedAtom } from '../../state/atoms';
import type { ProductUrl } from '../../state/url';
import { ActivityDates } from '../activity-dates/activity-dates';
import { BookingCalendar } from '../calendar/booking-calendar';
import { CancellationOffers } from '../cancellation/cancellation-offers';
import { CheckoutButton } from '../checkout-start/checkout-button';
import { NativeAppBack } from '../native-app/native-app';
import { PriceBanner, bannerPrice } from '../price-banner/price-banner';
import { StickyBar } from '../sticky-bar/sticky-bar';
import { Travellers } from '../travellers/travellers';
import { Upsells } from '../upsells/upsells';
import type { Booking } from './use-booking';

// The gifting steps load only in the gifting flow.
const GiftSteps = lazy(() => import(/* webpackChunkName: "gifting" */ '../gifting/gift-steps').then((m) => ({ default: m.GiftSteps })));

/** The sticky bar in the booking flow: Book and the price banner's price (none while the quote loads, as the banner). */
export function BookingStickyBar({ detail, booking }: { detail: OfferDetail; booking: Booking }) {
  const { t } = useTranslation();
  const price = booking.quote.loading ? null : bannerPrice(booking.quote.data, detail);
  return <StickyBar label={detail.label} price={price} action={t('booking.book')} />;
}

export function BookingSteps({ detail, url, booking }: { detail: OfferDetail; url: ProductUrl; booking: Booking }) {
  const { t } = useTranslation();
  const attempted = useAtomValue(checkoutAttemptedAtom);
  const flow = booking.flow === 'gifting' ? 'gifting' : 'booking';
  return (
    <section className="sf-product-booking" id="sf-product-booking" aria-labelledby="sf-product-booking-title">
      <NativeAppBack flow={flow} />
      <h2 id="sf-product-booking-title">{flow === 'gifting' ? t('booking.giftTitle') : t('booking.title')}</h2>
      {detail.giftable ? (
        <RadioGroup
          legend={t('booking.flow.label')}
          name="sf-product-flow"
          className="sf-product-flow"
          value={flow}
          onChange={(v) => booking.setFlow(v)}
          options={[
            { value: 'booking', label: t('booking.flow.booking') },
            { value: 'gifting', label: t('booking.flow.gifting') },
          ]}
        />
      ) : null}
      {flow === 'gifting' ? (
        <Suspense fallback={<Skeleton lines={3} />}>
          <GiftSteps detail={detail} url={url} booking={booking} />
        </Suspense>
      ) : (
        <>
          <BookingCalendar booking={booking} offerId={booking.offerId} />
          <Travellers booking={booking} />
          <ActivityDates booking={booking} flagMissing={attempted} />
          <CancellationOffers booking={booking} />
          <PriceBanner quote={booking.quote.data} loading={booking.quote.loading} detail={detail} />
          <Upsells offerId={detail.id} stay={booking.stay} flow="booking" hash={url.hash} nights={booking.stay.nights} />
          <CheckoutButton booking={booking} productId={detail.id} label={detail.label} />
        </>
      )}
    </section>
  );
}
