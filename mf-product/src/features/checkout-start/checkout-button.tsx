/**
 * Book: checks dates, activity dates, availabilities and the quote; shows the message of what blocks, or tracks add_to_cart
 * and goes to the checkout route with the reservation criteria in the hash. Without dates it opens the calendar,
 * keeps the product id and continues by itself once the dates are chosen (and their quote has arrived).
 */
import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { emit } from '@storefront/event-bus';
import { Alert, Button } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import { usePaths } from '../../app-context';
import { checkoutAttemptedAtom, calendarOpenAtom, pendingCheckoutAtom } from '../../state/atoms';
import type { Booking } from '../booking-steps/use-booking';
import { CHECKOUT_MESSAGES, addToCartPayload, checkoutBlock, checkoutHash } from './rules';

export function CheckoutButton({ booking, productId, label }: { booking: Booking; productId: number; label: string }) {
  const { t } = useTranslation();
  const p = usePaths();
  const [attempted, setAttempted] = useAtom(checkoutAttemptedAtom);
  const [calendarOpen, setCalendarOpen] = useAtom(calendarOpenAtom);
  const [pending, setPending] = useAtom(pendingCheckoutAtom);
  const block = checkoutBlock({
    stay: booking.stay,
    activityIds: booking.activityIds,
    activityDates: booking.activityDates,
    quote: booking.quote.data,
    quoteError: booking.quote.error,
    availabilityError: booking.availabilityError,
  });
  const quote = booking.quote.data;
  const go = () => {
    if (block || !quote) return;
    emit('analytics', { event: 'add_to_cart', payload: addToCartPayload(productId, label, quote) });
    emit('navigate', { url: p.checkout(checkoutHash(productId, quote)) });
  };
  const start = () => {
    setAttempted(true);
    if (booking.quote.loading) return;
    if (block === 'noDates') {
      // offers without dates open the calendar instead, and checkout continues once the dates are chosen
      setPending(productId);
      setCalendarOpen(true);
      return;
    }
    go();
  };
  // Continue a Book pressed without dates: once the calendar is closed (Validate) and the quote of the chosen dates
  // has arrived, go on, or show what still blocks (activity dates, availability); closing it without dates gives up.
  const waiting = pending === productId;
  const settled = booking.hasDates && !booking.quote.loading;
  useEffect(() => {
    if (!waiting) return;
    if (!booking.hasDates && !calendarOpen) setPending(null);
    if (!settled || calendarOpen) return;
    setPending(null);
    go();
  });
  // Availability and quote problems show at once; missing dates and activity dates once Book was pressed.
  const availabilityBlock = booking.availabilityError ? 'noAvailability' : null;
  const quoteBlock = booking.hasDates && !booking.quote.loading ? checkoutBlock({ stay: booking.stay, activityIds: [], activityDates: [], quote: booking.quote.data, quoteError: booking.quote.error }) : null;
  const shown = availabilityBlock ?? quoteBlock ?? (attempted && !booking.quote.loading ? block : null);
  const showBlock = shown;
  return (
    <div className="sf-product-checkout">
      {showBlock ? (
        <Alert variant={shown === 'noDates' || shown === 'noActivityDates' ? 'warning' : 'error'} polite>
          {t(CHECKOUT_MESSAGES[shown])}
        </Alert>
      ) : null}
      <Button block size="large" onClick={start} loading={booking.quote.loading}>
        {t('booking.book')}
      </Button>
    </div>
  );
}
