/** /account/trips (site-wide §2 'Bookings & Trips'): a signed-in account's orders; 'check my booking' for the others. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/api-client';
import { mockClient, renderAt } from '../../test/render';

const order = (reference: string, extra: Record<string, unknown> = {}) => ({
  orderUUID: `0b6f2a52-4c1e-4d55-9f2e-1a2b3c4d${reference.slice(0, 4)}`,
  reference,
  status: 'confirmed',
  locale: 'fr_FR',
  createdAt: '2026-11-26T10:00:00Z',
  buyer: { email: 'anne.martin@example.com', firstName: 'Anne', lastName: 'Martin' },
  items: [{ kind: 'stay', productId: 100018, amount: 54500, details: { checkinDate: '2026-12-11', checkoutDate: '2026-12-13', nights: 2, pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 } } }],
  priceBreakdown: { itemsAmount: 54500, insuranceAmount: 0, subElementsPrice: 0, shippingCost: { amount: 0, internationalFee: 0 }, reductionAmount: 0, giftcards: [], totalAmount: 54500, remainingAmountToPay: 54500 },
  issued: [] as unknown[],
  ...extra,
});

const trips = {
  upcoming: [
    { order: order('48213377'), hotel: 'Hôtel du Lac', checkin: '2026-12-11', checkout: '2026-12-13', cancellationDeadline: '2026-12-04' },
    {
      order: order('51112222', {
        items: [{ kind: 'single_voucher', productId: 100015, amount: 19900, details: { nights: 1 } }],
        issued: [{ kind: 'single_voucher', code: 'ABCD-EFGH-JKLM-NPQR', value: 19900, validUntil: '2027-11-26' }],
        priceBreakdown: { ...order('0').priceBreakdown, itemsAmount: 19900, totalAmount: 19900, remainingAmountToPay: 19900 },
      }),
      hotel: null,
      checkin: null,
      checkout: null,
      cancellationDeadline: null,
    },
  ],
  past: [{ order: order('30001111', { status: 'cancelled' }), hotel: 'Mas des Oliviers', checkin: '2025-06-01', checkout: '2025-06-03', cancellationDeadline: null }],
};

test("a signed-in customer sees the account's trips, upcoming and past, with vouchers and the last day to cancel", async () => {
  const { client, calls } = mockClient({ get: () => Promise.resolve(trips) });
  renderAt('/account/trips', { client });
  expect(await screen.findByRole('heading', { level: 1, name: 'Mes réservations et voyages' })).toBeInTheDocument();
  expect(calls[0]).toMatchObject({ method: 'get', path: '/gateway/account/trips' });

  const upcoming = within(screen.getByTestId('trips-upcoming'));
  const [stay, gift] = upcoming.getAllByTestId('trip');
  expect(within(stay!).getByRole('heading', { name: 'Hôtel du Lac' })).toBeInTheDocument();
  expect(stay).toHaveTextContent('48213377 · Confirmée');
  expect(stay).toHaveTextContent('Du vendredi 11 décembre 2026 au dimanche 13 décembre 2026 · 2 nuits');
  expect(within(stay!).getByTestId('trip-cancel-by')).toHaveTextContent('Annulation gratuite jusqu’au vendredi 4 décembre 2026');
  expect(within(gift!).getByRole('heading', { name: 'Bon cadeau séjour' })).toBeInTheDocument();
  expect(within(gift!).getByTestId('trip-voucher')).toHaveTextContent('ABCD-EFGH-JKLM-NPQR');
  expect(gift).toHaveTextContent('Valable jusqu’au vendredi 26 novembre 2027');
  expect(within(gift!).queryByTestId('trip-cancel-by')).toBeNull();

  const [cancelled] = within(screen.getByTestId('trips-past')).getAllByTestId('trip');
  expect(cancelled).toHaveTextContent('Mas des Oliviers');
  expect(cancelled).toHaveTextContent('30001111 · Annulée');
});

test('in the site language (Italian)', async () => {
  const { client } = mockClient({ get: () => Promise.resolve({ upcoming: trips.upcoming.slice(0, 1), past: [] }) });
  renderAt('/account/trips', { client, site: 'it_IT' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Le mie prenotazioni e i miei viaggi' })).toBeInTheDocument();
  expect(screen.getByTestId('trip-cancel-by')).toHaveTextContent('Cancellazione gratuita fino a venerdì 4 dicembre 2026');
  expect(screen.queryByTestId('trips-past')).toBeNull();
});

test('an account without orders says so; an order of another e-mail is still found by its number', async () => {
  const user = userEvent.setup();
  const { client, calls } = mockClient({ get: () => Promise.resolve({ upcoming: [], past: [] }), post: () => Promise.resolve(order('48213377')) });
  renderAt('/account/trips', { client });
  expect(await screen.findByText('Aucun voyage à venir pour le moment.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Consulter une réservation faite avec une autre adresse e-mail' }));
  await user.type(screen.getByLabelText('Numéro de réservation'), '48213377');
  await user.type(screen.getByLabelText('E-mail'), 'anne.martin@example.com');
  await user.click(screen.getByRole('button', { name: 'Retrouver ma réservation' }));
  expect(await screen.findByTestId('reference')).toHaveTextContent('48213377');
  expect(calls[1]).toMatchObject({ path: '/gateway/purchase/check-booking', options: { body: { reference: '48213377', email: 'anne.martin@example.com' } } });
});

test("a visitor who is not signed in gets 'check my booking'", async () => {
  const { client } = mockClient({ get: () => Promise.reject(new ApiError(401, 'NOT_SIGNED_IN', 'Sign in first')) });
  renderAt('/account/trips', { client });
  expect(await screen.findByRole('heading', { level: 1, name: 'Consulter ma réservation' })).toBeInTheDocument();
  expect(screen.getByLabelText('Numéro de réservation')).toHaveValue('');
});

test('another failure is an error, not the sign-in form', async () => {
  const { client } = mockClient({ get: () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom')) });
  renderAt('/account/trips', { client });
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.queryByLabelText('Numéro de réservation')).toBeNull();
});
