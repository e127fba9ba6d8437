import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderAt } from '../../test/render';
import { secretKey } from '../payment/use-stay-purchase';

const uuid = '0b6f2a52-4c1e-4d55-9f2e-1a2b3c4d5e6f';
const order = {
  orderUUID: uuid,
  reference: '48213377',
  status: 'confirmed',
  locale: 'fr_FR',
  createdAt: '2026-11-26T10:00:00Z',
  buyer: { email: 'anne.martin@example.com', firstName: 'Anne', lastName: 'Martin' },
  items: [{ kind: 'stay', productId: 100018, amount: 54500, details: { checkinDate: '2026-12-11', checkoutDate: '2026-12-13', nights: 2, pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 } } }],
  priceBreakdown: { itemsAmount: 54500, insuranceAmount: 0, subElementsPrice: 0, shippingCost: { amount: 0, internationalFee: 0 }, reductionAmount: 0, giftcards: [{ serialNumber: 'GC-1234', usedAmount: 5000 }], totalAmount: 54500, remainingAmountToPay: 49500 },
  issued: [] as unknown[],
  paymentPlan: null as unknown,
};

beforeEach(() => window.sessionStorage.clear());

describe('confirmation page', () => {
  it('reads the order with the secret this tab kept, and shows what was bought and paid', async () => {
    window.sessionStorage.setItem(secretKey(uuid), 'the-secret');
    const { client, calls } = mockClient({ get: () => Promise.resolve(order) });
    renderAt(`/confirmation/${uuid}?status=success`, { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci, votre réservation est confirmée' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/gateway/purchase/orders/{uuid}', options: { pathParams: { uuid }, params: { secret: 'the-secret' } } });
    expect(screen.getByTestId('reference')).toHaveTextContent('48213377');
    expect(screen.getByTestId('confirmation-stay')).toHaveTextContent('Du vendredi 11 décembre 2026 au dimanche 13 décembre 2026 · 2 nuits');
    expect(screen.getByTestId('paid')).toHaveTextContent('495,00');
    expect(screen.getByText('Carte cadeau GC-1234')).toBeInTheDocument();
    const calendar = screen.getByRole('link', { name: 'Ajouter à mon agenda' });
    expect(calendar).toHaveAttribute('download', 'booking-48213377.ics');
    expect(decodeURIComponent(calendar.getAttribute('href')!)).toContain('DTSTART;VALUE=DATE:20261211');
  });

  it('an order paid in 3 instalments shows its plan: fee and schedule', async () => {
    window.sessionStorage.setItem(secretKey(uuid), 'the-secret');
    const plan = { type: 'PAY_IN_3', paymentFee: 743, instalmentsCount: 3, totalAmount: 50243, deferredDate: null, schedule: [{ dueDate: '2026-11-27', amount: 17243 }, { dueDate: '2026-12-27', amount: 16500 }, { dueDate: '2027-01-27', amount: 16500 }] };
    const { client } = mockClient({ get: () => Promise.resolve({ ...order, paymentPlan: plan }) });
    renderAt(`/confirmation/${uuid}?status=success`, { client });
    const shown = await screen.findByTestId('confirmation-plan');
    expect(shown).toHaveTextContent('Échéancier de paiement');
    expect(shown).toHaveTextContent(/Payer en 3 fois · frais 7,43\s€/);
    expect(shown).toHaveTextContent(/1\. le 27 nov\.? 2026 : 172,43\s€/);
    expect(shown).toHaveTextContent(/3\. le 27 janv\.? 2027 : 165,00\s€/);
  });

  it('an order paid at once shows no plan', async () => {
    window.sessionStorage.setItem(secretKey(uuid), 'the-secret');
    renderAt(`/confirmation/${uuid}?status=success`, { client: mockClient({ get: () => Promise.resolve(order) }).client });
    await screen.findByTestId('paid');
    expect(screen.queryByTestId('confirmation-plan')).not.toBeInTheDocument();
  });

  it('without the secret, finds the order by booking number and e-mail', async () => {
    const user = userEvent.setup();
    const { client, calls } = mockClient({ post: () => Promise.resolve(order) });
    renderAt(`/confirmation/${uuid}`, { client });
    await user.type(await screen.findByLabelText('Numéro de réservation'), '4821');
    await user.click(screen.getByRole('button', { name: 'Retrouver ma réservation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le numéro de réservation est composé de 8 chiffres');
    await user.type(screen.getByLabelText('Numéro de réservation'), '3377');
    await user.type(screen.getByLabelText('E-mail'), 'anne.martin@example.com');
    await user.click(screen.getByRole('button', { name: 'Retrouver ma réservation' }));
    expect(await screen.findByTestId('reference')).toHaveTextContent('48213377');
    expect(calls[0]).toMatchObject({ path: '/gateway/purchase/check-booking', options: { body: { reference: '48213377', email: 'anne.martin@example.com' } } });
  });

  it('a gift: the voucher codes the order issued, each with its printable page (the order secret in the link)', async () => {
    window.sessionStorage.setItem(secretKey(uuid), 'the-secret');
    const gift = {
      ...order,
      items: [{ kind: 'single_voucher', productId: 100015, amount: 19900, details: { nights: 1, giftFormat: 'digital', fromName: 'Anne' } }],
      priceBreakdown: { ...order.priceBreakdown, itemsAmount: 19900, giftcards: [], totalAmount: 19900, remainingAmountToPay: 19900 },
      issued: [{ kind: 'single_voucher', code: 'ABCD-EFGH-JKLM-NPQR', value: 19900, validUntil: '2027-11-26' }],
    };
    const { client } = mockClient({ get: () => Promise.resolve(gift) });
    renderAt(`/confirmation/${uuid}?status=success`, { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci, votre commande est confirmée' })).toBeInTheDocument();
    expect(screen.queryByTestId('confirmation-stay')).not.toBeInTheDocument();
    expect(screen.getByTestId('issued-code')).toHaveTextContent('ABCD-EFGH-JKLM-NPQR');
    expect(screen.getByTestId('confirmation-gifts')).toHaveTextContent(/Bon cadeau séjour · 199,00\s€/);
    expect(screen.getByText('Valable jusqu’au vendredi 26 novembre 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger et imprimer le bon ABCD-EFGH-JKLM-NPQR' })).toHaveAttribute('href', `/gateway/purchase/orders/${uuid}/vouchers/ABCD-EFGH-JKLM-NPQR?secret=the-secret`);
  });

  it('a stay paid with a gift voucher: what the voucher covered, and the supplement paid', async () => {
    window.sessionStorage.setItem(secretKey(uuid), 'the-secret');
    const paidWithVoucher = {
      ...order,
      items: [{ ...order.items[0]!, amount: 9600, details: { ...order.items[0]!.details, voucher: { code: 'ABCD-EFGH-JKLM-NPQR', value: 44900, covered: 44900 } } }],
      priceBreakdown: { ...order.priceBreakdown, itemsAmount: 9600, giftcards: [], totalAmount: 9600, remainingAmountToPay: 9600 },
    };
    const { client } = mockClient({ get: () => Promise.resolve(paidWithVoucher) });
    renderAt(`/confirmation/${uuid}?status=success`, { client });
    expect(await screen.findByTestId('confirmation-voucher')).toHaveTextContent(/^−449,00\s€$/);
    expect(screen.getByText('Bon cadeau ABCD-EFGH-JKLM-NPQR')).toBeInTheDocument();
    expect(screen.getByTestId('paid')).toHaveTextContent('96,00');
  });
});

describe("/account/trips: 'check my booking'", () => {
  it('finds the order the header sent here (booking number and e-mail in the hash) and shows it', async () => {
    const { client, calls } = mockClient({ post: () => Promise.resolve(order) });
    renderAt('/account/trips#booking=48213377&email=anne.martin%40example.com', { client });
    expect(await screen.findByTestId('reference')).toHaveTextContent('48213377');
    expect(calls[0]).toMatchObject({ path: '/gateway/purchase/check-booking', options: { body: { reference: '48213377', email: 'anne.martin@example.com' } } });
  });

  it("from the e-mail's link (the number only), asks for the e-mail with the number filled in", async () => {
    const user = userEvent.setup();
    const { client, calls } = mockClient({ post: () => Promise.resolve(order) });
    renderAt('/account/trips#booking=48213377', { client });
    expect(await screen.findByLabelText('Numéro de réservation')).toHaveValue('48213377');
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('E-mail'), 'anne.martin@example.com');
    await user.click(screen.getByRole('button', { name: 'Retrouver ma réservation' }));
    expect(await screen.findByTestId('reference')).toHaveTextContent('48213377');
  });

  it('says when no booking matches, with the form to try again', async () => {
    const { ApiError } = jest.requireActual<typeof import('@storefront/api-client')>('@storefront/api-client');
    const { client } = mockClient({ post: () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Order not found')) });
    renderAt('/account/trips#booking=48213377&email=someone%40example.com', { client });
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucune réservation ne correspond à ce numéro et à cette adresse e-mail.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('someone@example.com');
  });
});
