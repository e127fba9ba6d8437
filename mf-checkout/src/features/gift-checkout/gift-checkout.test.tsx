import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from '@storefront/api-client';
import { GIFT_CHECKOUT_KEY, saveGiftCheckout, type GiftCheckout } from '@storefront/contracts';
import { on } from '@storefront/event-bus';
import { detailFixture } from '../../test/fixtures';
import { mockClient, renderAt } from '../../test/render';
import { ORDER_STORAGE_KEY } from '../payment/use-stay-purchase';

const voucher: GiftCheckout = {
  giftType: 'SINGLEVOUCHER',
  item: { singleVoucherItem: { offerId: 100015, nights: 2, giftFormat: 'digital', fromName: 'Anne', message: 'Joyeux anniversaire !' } },
  backUrl: '/cadeau/100015?flow=gifting#giftNights=2',
};
const link = '/checkout?flow=gifting&giftType=SINGLEVOUCHER';
const priceList = { offerId: 100015, isGiftable: true, persons: 2, validityMonths: 12, giftFormats: ['digital', 'physical'], priceList: [{ nights: 1, sellPrice: 19900, sellPrices: { '1': 19900 }, upsellAvailabilityPrice: 2000 }, { nights: 2, sellPrice: 34900, sellPrices: { '1': 34900 }, upsellAvailabilityPrice: 2000 }] };
const breakdown = (amount: number, over: Record<string, unknown> = {}) => ({ itemsAmount: amount, insuranceAmount: 0, subElementsPrice: 0, shippingCost: { amount: 0, internationalFee: 0 }, reductionAmount: 0, giftcards: [], totalAmount: amount, remainingAmountToPay: amount, ...over });

function api(orderAmount = (body: Record<string, unknown>) => body.expectedAmount as number) {
  return mockClient({
    get: (path) => Promise.resolve(path === '/gateway/single-vouchers/{id}/price-list' ? priceList : detailFixture),
    post: (path, options) => {
      const body = options.body as Record<string, unknown>;
      if (path === '/gateway/purchase/orders/price') return Promise.resolve({ priceBreakdown: breakdown(orderAmount(body)), items: [] });
      if (path === '/gateway/purchase/orders') {
        const amount = orderAmount(body);
        return Promise.resolve({ booking: { orderUUID: '00000009-aaaa-bbbb-cccc-dddddddddddd', reference: '87654321', secret: 's3cret', status: 'awaiting_payment', expiresAt: '2026-12-01T00:00:00Z' }, payment: { paymentIntentId: 'pi_gift', clientSecret: 'cs', amount, currency: 'eur' }, priceBreakdown: breakdown(amount) });
      }
      return Promise.resolve({ booking: { orderUUID: '00000009-aaaa-bbbb-cccc-dddddddddddd', reference: '87654321', status: 'confirmed' } });
    },
  });
}

async function fillBuyer(user: UserEvent) {
  await user.type(screen.getByLabelText('E-mail'), 'anne.martin@example.com');
  await user.click(screen.getByRole('radio', { name: 'Mme' }));
  await user.type(screen.getByLabelText('Prénom'), 'Anne');
  await user.type(screen.getByLabelText('Nom'), 'Martin');
  await user.type(screen.getByLabelText('Téléphone'), '06 12 34 56 78');
  await user.type(screen.getByLabelText('Adresse'), '12 rue de la Paix');
  await user.type(screen.getByLabelText('Code postal'), '75002');
  await user.type(screen.getByLabelText('Ville'), 'Paris');
  await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
}

jest.setTimeout(30_000);
const navigations: string[] = [];
const placed: unknown[] = [];
let offs: (() => void)[] = [];
beforeEach(() => {
  window.sessionStorage.clear();
  navigations.length = 0;
  placed.length = 0;
  offs = [on('navigate', ({ url }) => navigations.push(url)), on('order-placed', (detail) => placed.push(detail))];
});
afterEach(() => offs.forEach((off) => off()));


/** The API of an activity's checkout: the activity's detail, its price calls, one order (uuid prefix, reference) and its payment. */
function activityApi(activity: unknown, uuid: string, reference: string, paymentIntentId: string) {
  const orderUUID = `${uuid}-aaaa-bbbb-cccc-dddddddddddd`;
  return mockClient({
    get: () => Promise.resolve(activity),
    post: (path, options) => {
      const amount = (options.body as { expectedAmount: number }).expectedAmount;
      if (path === '/gateway/purchase/orders/price') return Promise.resolve({ priceBreakdown: breakdown(amount), items: [] });
      if (path === '/gateway/purchase/orders') return Promise.resolve({ booking: { orderUUID, reference, secret: 's', status: 'awaiting_payment', expiresAt: '2026-12-01T00:00:00Z' }, payment: { paymentIntentId, clientSecret: 'cs', amount, currency: 'eur' }, priceBreakdown: breakdown(amount) });
      return Promise.resolve({ booking: { orderUUID, reference, status: 'confirmed' } });
    },
  });
}

describe('gift checkout', () => {
  it('without the handed-over gift (another tab, a shared link) there is nothing to pay, and a way back', async () => {
    const { client, calls } = api();
    renderAt(link, { client });
    expect(await screen.findByText(/Il n’y a rien à payer ici/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a gift of another type than the address names is not sold either', async () => {
    saveGiftCheckout(window.sessionStorage, voucher);
    const { client } = api();
    renderAt('/checkout?flow=gifting&giftType=GIFTCARD', { client });
    expect(await screen.findByText(/Il n’y a rien à payer ici/)).toBeInTheDocument();
  });

  it('sums up a single voucher, prices the handed-over item on the server with the buyer, and pays it once', async () => {
    saveGiftCheckout(window.sessionStorage, voucher);
    const user = userEvent.setup();
    const { client, calls } = api();
    renderAt(link, { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre cadeau' })).toBeInTheDocument();
    const facts = await screen.findByTestId('gift-facts');
    expect(facts).toHaveTextContent('2 nuits · 2 adultes');
    expect(facts).toHaveTextContent('E-bon envoyé immédiatement par e-mail');
    expect(facts).toHaveTextContent('De la part de Anne');
    expect(facts).toHaveTextContent('“Joyeux anniversaire !”');
    expect(screen.getByTestId('total')).toHaveAttribute('data-cents', '34900');
    expect(screen.getByRole('link', { name: 'Modifier votre cadeau' })).toHaveAttribute('href', voucher.backUrl);
    // a gift is not for a hotel: no special request; a digital one has no delivery address note
    expect(screen.queryByLabelText(/Demande particulière/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('address-hint')).not.toBeInTheDocument();
    await fillBuyer(user);
    const pay = await screen.findByRole('button', { name: /^Payer 349,00\s€$/ });
    // priced by the price call; the order is made on Pay only
    const prices = calls.filter((c) => c.path === '/gateway/purchase/orders/price');
    expect(prices).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/gateway/purchase/orders')).toHaveLength(0);
    const expected = {
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: 34900,
      buyer: expect.objectContaining({ email: 'anne.martin@example.com', firstName: 'Anne', lastName: 'Martin', country: 'FR' }),
      items: [voucher.item],
    };
    expect(prices[0]!.options.body).toEqual(expected);
    await user.dblClick(pay);
    await waitFor(() => expect(navigations).toHaveLength(1));
    const orders = calls.filter((c) => c.path === '/gateway/purchase/orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]!.options.body).toEqual(expected);
    expect(orders[0]!.options.headers?.['Idempotency-Key']).toEqual(expect.any(String));
    expect(calls.filter((c) => c.path === '/gateway/purchase/zeppto')).toHaveLength(1);
    expect(navigations[0]).toBe('/confirmation/00000009-aaaa-bbbb-cccc-dddddddddddd?status=success');
    // the funnel: add_to_cart when the checkout opened, purchase once paid, both through the beacon; 'order-placed' on the bus
    const beacons = calls.filter((c) => c.path === '/gateway/analytics/ga/collect/{pos}').map((c) => (c.options.body as { events: { name: string; params: Record<string, unknown> }[] }).events[0]!);
    expect(beacons.map((e) => e.name)).toEqual(['add_to_cart', 'purchase']);
    expect(beacons[1]!.params).toMatchObject({ transaction_id: '00000009-aaaa-bbbb-cccc-dddddddddddd', currency: 'EUR', value: 34900, items: [{ item_id: '100015', item_category: 'single_voucher', price: 34900 }] });
    expect(placed).toEqual([{ orderUUID: '00000009-aaaa-bbbb-cccc-dddddddddddd', items: [{ id: '100015', type: 'SINGLEVOUCHER', label: detailFixture.label, price: 34900 }] }]);
    expect(JSON.parse(window.sessionStorage.getItem(ORDER_STORAGE_KEY)!)).toMatchObject({ paid: true });
    expect(window.sessionStorage.getItem(GIFT_CHECKOUT_KEY)).not.toBeNull();
  });

  it('back on the checkout of a paid gift: its confirmation, never a second payment', async () => {
    saveGiftCheckout(window.sessionStorage, voucher);
    const user = userEvent.setup();
    const first = renderAt(link, { client: api().client });
    await screen.findByTestId('gift-facts');
    await fillBuyer(user);
    await user.click(await screen.findByRole('button', { name: /^Payer 349,00\s€$/ }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    first.unmount();
    renderAt(link, { client: api().client });
    expect(await screen.findByText('Cette réservation est déjà payée (référence 87654321).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la confirmation' })).toHaveAttribute('href', expect.stringMatching(/^\/confirmation\/00000009-aaaa-bbbb-cccc-dddddddddddd/));
  });

  it('a physical box is sent to the buyer’s address: said so; shipping from the server is in the breakdown', async () => {
    saveGiftCheckout(window.sessionStorage, { giftType: 'BOX', item: { boxItem: { code: 'SEJOUR-GOURMAND' } }, backUrl: '/coffret-cadeau/p/sejour-gourmand/SEJOUR-GOURMAND' });
    const box = { code: 'SEJOUR-GOURMAND', title: 'Séjour gourmand', price: { sellPrice: 14990, referencePrice: 14990 }, nights: 1, persons: 2, images: { main: '/m.jpg', mainBySize: {} } };
    const user = userEvent.setup();
    const { client, calls } = mockClient({
      get: () => Promise.resolve(box),
      post: (path, options) => {
        const shipped = breakdown(14990, { shippingCost: { amount: 490, internationalFee: 0 }, totalAmount: 15480, remainingAmountToPay: 15480 });
        // the server adds the shipping
        if (path === '/gateway/purchase/orders/price') return Promise.resolve({ priceBreakdown: shipped, items: [] });
        if (path !== '/gateway/purchase/orders') return Promise.resolve(null);
        const body = options.body as { expectedAmount: number };
        if (body.expectedAmount !== 15480) return Promise.reject(new ApiError(409, 'AMOUNT_MISMATCH', 'mismatch', [{ field: 'expectedAmount', message: 'must be 15480' }]));
        return Promise.resolve({ booking: { orderUUID: '00000010-aaaa-bbbb-cccc-dddddddddddd', reference: '11112222', secret: 's', status: 'awaiting_payment', expiresAt: '2026-12-01T00:00:00Z' }, payment: { paymentIntentId: 'pi_box', clientSecret: 'cs', amount: 15480, currency: 'eur' }, priceBreakdown: breakdown(14990, { shippingCost: { amount: 490, internationalFee: 0 }, totalAmount: 15480, remainingAmountToPay: 15480 }) });
      },
    });
    renderAt('/checkout?flow=gifting&giftType=BOX&giftFormat=physical&code=SEJOUR-GOURMAND', { client });
    expect(await screen.findByRole('heading', { level: 2, name: 'Séjour gourmand' })).toBeInTheDocument();
    expect(screen.getByTestId('gift-facts')).toHaveTextContent('Coffret physique envoyé par la poste');
    expect(screen.getByTestId('address-hint')).toHaveTextContent('Votre cadeau physique sera envoyé à cette adresse');
    await fillBuyer(user);
    await screen.findByRole('button', { name: /^Payer 154,80\s€$/ });
    expect(screen.getByText('Frais d’envoi')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/gateway/purchase/orders/price').map((c) => (c.options.body as { expectedAmount: number }).expectedAmount)).toEqual([14990]);
    expect(calls.filter((c) => c.path === '/gateway/purchase/orders')).toHaveLength(0);
    // Pay orders for the amount shown, shipping included
    await user.click(screen.getByRole('button', { name: /^Payer 154,80\s€$/ }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/gateway/purchase/orders').map((c) => (c.options.body as { expectedAmount: number }).expectedAmount)).toEqual([15480]));
  });

  it('an activity bought for own use: the link’s activity and participants, priced by the server as an activityItem', async () => {
    const activity = { id: 7001, label: 'Baptême en montgolfière', published: true, imagesBySize: [{ '640_360': '/a.jpg' }], prices: [{ paxComposition: { adults: 1 }, sellPrice: 12900 }, { paxComposition: { adults: 2 }, sellPrice: 23900 }] };
    const user = userEvent.setup();
    const { client, calls } = activityApi(activity, '00000011', '33334444', 'pi_act');
    renderAt('/checkout?customType=OWN_USE&flow=activity#id=7001&pax=2', { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre activité' })).toBeInTheDocument();
    const facts = await screen.findByTestId('gift-facts');
    expect(facts).toHaveTextContent('2 adultes');
    expect(facts).toHaveTextContent('Pour vous');
    expect(screen.getByTestId('total')).toHaveAttribute('data-cents', '23900');
    expect(screen.getByRole('link', { name: 'Modifier votre activité' })).toHaveAttribute('href', '/activite/7001#a=2');
    await fillBuyer(user);
    await user.click(await screen.findByRole('button', { name: /^Payer 239,00\s€$/ }));
    await waitFor(() => expect(navigations).toEqual(['/confirmation/00000011-aaaa-bbbb-cccc-dddddddddddd?status=success']));
    expect(calls.find((c) => c.path === '/gateway/purchase/orders')!.options.body).toMatchObject({ expectedAmount: 23900, items: [{ activityItem: { productId: 7001, adults: 2, customType: 'OWN_USE' } }] });
  });

  it('an activity offered: the sender’s name is required (text only, 40 characters), the message optional; both priced and ordered with it', async () => {
    const activity = { id: 7001, label: 'Baptême en montgolfière', published: true, imagesBySize: [{ '640_360': '/a.jpg' }], prices: [{ paxComposition: { adults: 2 }, sellPrice: 23900 }] };
    const user = userEvent.setup();
    const { client, calls } = activityApi(activity, '00000012', '33335555', 'pi_gift');
    renderAt('/checkout?flow=activity#id=7001&pax=2', { client });
    expect(await screen.findByTestId('gift-facts')).toHaveTextContent('À offrir');
    await fillBuyer(user);
    // no sender: said on the field, focused, nothing priced
    const fromName = screen.getByRole('textbox', { name: 'De la part de' });
    expect(fromName).toHaveAccessibleDescription('Champ obligatoire');
    expect(fromName).toHaveFocus();
    expect(calls.filter((c) => c.path === '/gateway/purchase/orders/price')).toHaveLength(0);
    await user.type(fromName, 'Nina <3');
    await user.tab();
    expect(fromName).toHaveAccessibleDescription('Seul du texte est attendu');
    await user.clear(fromName);
    await user.type(fromName, 'Nina et Paul');
    // a keystroke past 180 characters is refused
    const message = screen.getByRole('textbox', { name: /Votre message/ });
    await user.click(message);
    await user.paste('m'.repeat(181));
    expect(message).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('Le champ est limité à 180 caractères');
    await user.type(message, 'Bon vol !');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await user.click(await screen.findByRole('button', { name: /^Payer 239,00\s€$/ }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const item = { activityItem: { productId: 7001, adults: 2, customType: 'GIFT', fromName: 'Nina et Paul', message: 'Bon vol !' } };
    expect(calls.filter((c) => c.path === '/gateway/purchase/orders/price').pop()!.options.body).toMatchObject({ items: [item] });
    expect(calls.find((c) => c.path === '/gateway/purchase/orders')!.options.body).toMatchObject({ expectedAmount: 23900, items: [item] });
  });

  it('an activity link without its activity or participants is not sold: a way back to the activities', async () => {
    renderAt('/checkout?flow=activity#id=7001', { client: mockClient({}).client });
    expect(await screen.findByText(/Ce lien ne désigne aucune activité/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la recherche' })).toHaveAttribute('href', '/activites?flow=activity');
  });
});
