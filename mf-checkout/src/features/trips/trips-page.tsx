/**
 * /account/trips, 'Bookings & Trips' (site-wide §2; decision 0082). A signed-in customer sees the orders of the
 * account's e-mail, upcoming and past, with their vouchers and the last day to cancel a stay. A visitor who is not
 * signed in (the API answers 401) gets 'check my booking': the header's form and the confirmation e-mail link here
 * with `#booking={number}` (and `&email=` from the header); the order found shows as its confirmation page does.
 */
import { useState } from 'react';
import { isApiError } from '@storefront/api-client';
import { Alert, Skeleton } from '@storefront/ui';
import { useApp, usePaths, useT } from '../../app-context';
import { checkBooking, stayDetailsOf, type OrderView } from '../../api/orders';
import { fetchAccountTrips, type Trip } from '../../api/trips';
import { useResource } from '../../api/use-resource';
import { CheckBooking, OrderConfirmation } from '../confirmation/confirmation-page';
import { IssuedItem, useOrderFormats } from '../confirmation/issued-item';

export function TripsPage({ hash }: { hash: string }) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  // a booking number in the link is a lookup, signed in or not
  return params.has('booking') ? <BookingLookup params={params} /> : <AccountTrips />;
}

function BookingLookup({ params }: { params: URLSearchParams }) {
  const { client } = useApp();
  const reference = (params.get('booking') ?? '').trim();
  const email = (params.get('email') ?? '').trim();
  const [found, setFound] = useState<OrderView | null>(null);
  const given = /^\d{8}$/.test(reference) && email !== '';
  const lookup = useResource(given ? `check-booking:${reference}:${email}` : null, () => checkBooking(client, reference, email));
  const order = found ?? lookup.data;
  if (order) return <OrderConfirmation order={order} secret={null} />;
  if (lookup.loading) return <Skeleton height={320} />;
  return <CheckBooking onFound={setFound} initial={{ reference, email }} failure={lookup.error} />;
}

function AccountTrips() {
  const t = useT();
  const p = usePaths();
  const { client } = useApp();
  const trips = useResource('account-trips', (signal) => fetchAccountTrips(client, signal));
  const [found, setFound] = useState<OrderView | null>(null);
  const [checking, setChecking] = useState(false);
  if (found) return <OrderConfirmation order={found} secret={null} />;
  if (trips.loading) return <Skeleton height={320} />;
  const signedOut = isApiError(trips.error) && trips.error.status === 401;
  if (!trips.data) return signedOut ? <CheckBooking onFound={setFound} /> : <Alert variant="error">{t('common.error')}</Alert>;
  const { upcoming, past } = trips.data;
  return (
    <section className="sf-checkout-trips" aria-labelledby="sf-checkout-trips-title">
      <h1 id="sf-checkout-trips-title" className="sf-checkout-title">
        {t('trips.title')}
      </h1>
      <TripList title={t('trips.upcoming')} trips={upcoming} empty={t('trips.noneUpcoming')} testId="trips-upcoming" />
      {past.length ? <TripList title={t('trips.past')} trips={past} testId="trips-past" /> : null}
      {upcoming.length + past.length === 0 ? (
        <a className="sf-ui-button sf-ui-button--primary" href={p.home()}>
          {t('notFound.home')}
        </a>
      ) : null}
      {/* an order bought with another e-mail is still found by its number */}
      {checking ? (
        <CheckBooking onFound={setFound} />
      ) : (
        <button type="button" className="sf-checkout-link-button" onClick={() => setChecking(true)}>
          {t('trips.otherBooking')}
        </button>
      )}
    </section>
  );
}

function TripList({ title, trips, empty, testId }: { title: string; trips: Trip[]; empty?: string; testId: string }) {
  return (
    <div className="sf-checkout-trip-list" data-testid={testId}>
      <h2 className="sf-checkout-step-title">{title}</h2>
      {trips.length ? trips.map((trip) => <TripCard key={trip.order.orderUUID} trip={trip} />) : <p>{empty}</p>}
    </div>
  );
}

function TripCard({ trip }: { trip: Trip }) {
  const t = useT();
  const { money, date } = useOrderFormats();
  const { order } = trip;
  const stays = order.items.map(stayDetailsOf).filter((stay) => stay !== null);
  const firstIssued = order.issued[0];
  const name = trip.hotel ?? (firstIssued ? t(`confirmation.issued.${firstIssued.kind}`) : t('trips.order'));
  return (
    <article className="sf-checkout-step" data-testid="trip" aria-label={`${name} · ${order.reference}`}>
      <h3 className="sf-checkout-step-title">{name}</h3>
      <p>
        {t('confirmation.reference')} <strong data-testid="trip-reference">{order.reference}</strong> · {t(`trips.status.${order.status}`)}
      </p>
      {stays.map((stay, i) => (
        <p key={i}>
          {t('summary.dates', { from: date(stay.checkinDate), to: date(stay.checkoutDate) })} · {t('summary.nights', { count: stay.nights })}
        </p>
      ))}
      {trip.cancellationDeadline ? <p data-testid="trip-cancel-by">{t('trips.cancelBy', { date: date(trip.cancellationDeadline) })}</p> : null}
      {order.issued.length ? (
        <ul className="sf-checkout-issued" aria-label={t('trips.vouchers')}>
          {order.issued.map((issued) => (
            <IssuedItem key={issued.code} issued={issued} codeTestId="trip-voucher" />
          ))}
        </ul>
      ) : null}
      <p>
        {t('trips.paid', { amount: money(order.priceBreakdown.remainingAmountToPay) })}
      </p>
    </article>
  );
}
