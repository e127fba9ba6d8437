import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from '@storefront/api-client';
import { addDays, toIsoDate } from '@storefront/criteria';
import { on } from '@storefront/event-bus';
import { detailFixture, quoteFixture } from '../../test/fixtures';
import { mockClient, renderAt } from '../../test/render';
import { ORDER_STORAGE_KEY } from '../payment/use-stay-purchase';
import { stepChunks } from './stay-checkout';

const checkin = addDays(toIsoDate(new Date()), 20);
const activity = addDays(checkin, 1);
const link = `/checkout#checkin=${checkin}&checkout=${addDays(checkin, 2)}&night=2&a=2&c=0&b=0&id=100015&offerId=100018&activityDates=${activity}`;

const breakdown = (over: Record<string, unknown> = {}) => ({
  itemsAmount: 54500,
  insuranceAmount: 0,
  subElementsPrice: 0,
  shippingCost: { amount: 0, internationalFee: 0 },
  reductionAmount: 0,
  giftcards: [],
  totalAmount: 54500,
  remainingAmountToPay: 54500,
  ...over,
});
const created = (uuid: string, over: Record<string, unknown> = {}) => ({
  booking: { orderUUID: uuid, reference: '12345678', secret: 's3cret', status: 'awaiting_payment', expiresAt: '2026-12-01T00:00:00Z' },
  payment: { paymentIntentId: `pi_${uuid.slice(0, 4)}`, clientSecret: 'cs', amount: 54500, currency: 'eur' },
  priceBreakdown: breakdown(over),
  items: [] as unknown[],
});

/** The price call's answer. */
const price = (over: Record<string, unknown> = {}, items: unknown[] = []) => ({ priceBreakdown: breakdown(over), items });

interface Options {
  insurance?: { amount: number | null; hasInsurance: boolean };
  /** The insurance price answers once this settles. */
  insuranceAnswered?: Promise<void>;
  eligibility?: (params: Record<string, unknown>) => unknown;
  /** the price call (default: the amount the checkout expects) */
  prices?: (body: Record<string, unknown>) => Promise<unknown>;
  /** the order made on Pay (default: awaiting payment for the expected amount) */
  orders?: (body: Record<string, unknown>) => Promise<unknown>;
  pay?: (body: Record<string, unknown>) => Promise<unknown>;
}

const ordersOf = <T extends { path: string }>(calls: T[]) => calls.filter((c) => c.path === '/gateway/purchase/orders');
const pricesOf = <T extends { path: string }>(calls: T[]) => calls.filter((c) => c.path === '/gateway/purchase/orders/price');

function api({ insurance = { amount: 2900, hasInsurance: true }, insuranceAnswered = Promise.resolve(), eligibility = () => ({ paymentMethods: [], ineligible: [] }), prices, orders, pay }: Options = {}) {
  let n = 0;
  return mockClient({
    get: (path, options) =>
      path === '/gateway/purchase/insurance/price'
        ? insuranceAnswered.then(() => ({ ...insurance, cancellationPolicyType: 'FLEXIBLE' }))
        : Promise.resolve(path === '/product/{id}/quote' ? quoteFixture() : path === '/gateway/purchase/alma/eligibility' ? eligibility(options.params ?? {}) : detailFixture),
    post: (path, options) => {
      const body = options.body as Record<string, unknown>;
      if (path === '/gateway/purchase/orders/price') return prices ? prices(body) : Promise.resolve(price({ remainingAmountToPay: body.expectedAmount as number }));
      if (path === '/gateway/purchase/orders') return orders ? orders(body) : Promise.resolve(created(`0000000${++n}-aaaa-bbbb-cccc-dddddddddddd`, { remainingAmountToPay: body.expectedAmount as number }));
      return pay ? pay(body) : Promise.resolve({ booking: { orderUUID: '00000001-aaaa-bbbb-cccc-dddddddddddd', reference: '12345678', status: 'confirmed' } });
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

// typing a whole form key by key takes a few seconds on a shared machine
jest.setTimeout(30_000);

const navigations: string[] = [];
let off: () => void;
beforeEach(() => {
  window.sessionStorage.clear();
  navigations.length = 0;
  off = on('navigate', ({ url }) => navigations.push(url));
});
afterEach(() => off());

describe('buying a stay', () => {
  it('prices the order on the server with the buyer and the options, and pays it once', async () => {
    const user = userEvent.setup();
    const { client, calls } = api();
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    // the insurance at the API's price; no choice yet: paying asks for one
    const pay = await screen.findByRole('button', { name: /^Payer 545,00\s€$/ });
    await user.click(pay);
    expect(screen.getByRole('group', { name: 'Protégez votre séjour' })).toHaveAccessibleDescription('Veuillez choisir une option.');
    await user.click(screen.getByRole('radio', { name: /^Oui, j’assure mon séjour pour 29,00\s€$/ }));
    // the change is priced again, by the price call only: no order exists before Pay
    await screen.findByRole('button', { name: /^Payer 574,00\s€$/ });
    expect(pricesOf(calls)).toHaveLength(2);
    expect(ordersOf(calls)).toHaveLength(0);
    const last = pricesOf(calls).pop()!;
    const expected = {
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: 57400,
      buyer: { email: 'anne.martin@example.com', civility: 'MRS', firstName: 'Anne', lastName: 'Martin', phoneNumber: '+33612345678', postalCode: '75002', city: 'Paris', country: 'FR' },
      items: [
        { shortStayItem: { reservationCriteria: { offerId: 100018, activityDaySelections: [{ activityId: 501, date: activity }], pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 }, travelPeriod: { checkinDate: checkin, checkoutDate: addDays(checkin, 2) } } } },
        { insuranceItem: { hasInsurance: true } },
      ],
    };
    expect(last.options.body).toMatchObject(expected);
    // a double click orders once, for the price shown, and pays once
    const payNow = screen.getByRole('button', { name: /^Payer 574,00\s€$/ });
    await user.dblClick(payNow);
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(ordersOf(calls)).toHaveLength(1);
    expect(ordersOf(calls)[0]!.options.body).toMatchObject(expected);
    expect(ordersOf(calls)[0]!.options.headers?.['Idempotency-Key']).toEqual(expect.any(String));
    const payments = calls.filter((c) => c.path === '/gateway/purchase/zeppto');
    expect(payments).toHaveLength(1);
    expect(payments[0]!.options.body).toEqual({ pspAuthorization: { paymentIntentId: expect.stringMatching(/^pi_/), paymentMethod: 'pm_card_visa' } });
    expect(navigations[0]).toBe('/confirmation/00000001-aaaa-bbbb-cccc-dddddddddddd?status=success');
  });

  it('cannot pay before knowing whether insurance is offered, whose choice is then required', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const { client, calls } = api({ insuranceAnswered: new Promise((resolve) => (answer = resolve)) });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    const pay = await screen.findByRole('button', { name: /^Payer 545,00\s€$/ });
    expect(pay).toBeDisabled();
    answer();
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(screen.getByRole('group', { name: 'Protégez votre séjour' })).toHaveAccessibleDescription('Veuillez choisir une option.');
    expect(calls.filter((c) => c.path === '/gateway/purchase/zeppto')).toHaveLength(0);
  });

  it('cannot pay before the options step, with the insurance question, has loaded (a chunk of its own)', async () => {
    const user = userEvent.setup();
    const preload = stepChunks.insurance.preload;
    let loaded!: () => void;
    const chunkArrives = new Promise<void>((resolve) => (loaded = resolve));
    const slowChunk = jest.spyOn(stepChunks.insurance, 'preload').mockImplementation(() => chunkArrives.then(preload));
    try {
      const { client, calls } = api();
      renderAt(link, { client });
      await screen.findByTestId('total');
      await fillBuyer(user);
      // priced, insurance offered: the button says what it will charge, and waits for the question to show
      const pay = await screen.findByRole('button', { name: /^Payer 545,00\s€$/ });
      await user.click(pay);
      expect(pay).toBeDisabled();
      loaded();
      await waitFor(() => expect(pay).toBeEnabled());
      expect(screen.getByRole('group', { name: 'Protégez votre séjour' })).toBeVisible();
      expect(ordersOf(calls)).toHaveLength(0);
    } finally {
      slowChunk.mockRestore();
    }
  });

  it('a declined card says so; the next attempt has its own key; the paid order is remembered for the link', async () => {
    const user = userEvent.setup();
    let declined = true;
    const { client, calls } = api({ insurance: { amount: null, hasInsurance: false }, pay: () => (declined ? Promise.reject(new ApiError(402, 'PAYMENT_DECLINED', 'declined')) : Promise.resolve({ booking: { orderUUID: 'u-1', reference: '1', status: 'confirmed' } })) });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    await user.click(await screen.findByRole('radio', { name: 'Carte refusée' }));
    await user.click(screen.getByRole('button', { name: /^Payer 545,00\s€$/ }));
    expect(await screen.findByText('Le paiement a été refusé et rien n’a été débité. Essayez un autre moyen de paiement.')).toBeInTheDocument();
    declined = false;
    await user.click(screen.getByRole('radio', { name: 'Paiement accepté' }));
    await user.click(screen.getByRole('button', { name: /^Payer 545,00\s€$/ }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const [first, second] = calls.filter((c) => c.path === '/gateway/purchase/zeppto');
    expect(first!.options.headers!['Idempotency-Key']).not.toBe(second!.options.headers!['Idempotency-Key']);
    expect(JSON.parse(window.sessionStorage.getItem(ORDER_STORAGE_KEY)!)).toMatchObject({ paid: true });
    // the declined attempt is counted: payment_failure through the beacon, with the card and the server's reason
    const failures = calls.filter((c) => c.path === '/gateway/analytics/ga/collect/{pos}').map((c) => (c.options.body as { events: { name: string; params: unknown }[] }).events[0]!).filter((e) => e.name === 'payment_failure');
    expect(failures).toEqual([{ name: 'payment_failure', params: { method: 'card', currency: 'EUR', value: 54500, reason: 'PAYMENT_DECLINED' } }]);
  });

  it('a reload during a payment replays it with the same key, on the same order (never a second payment)', async () => {
    const user = userEvent.setup();
    let answer: ((value: unknown) => void) | null = null;
    const { client, calls } = api({ insurance: { amount: null, hasInsurance: false }, pay: () => new Promise((resolve) => (answer = resolve)) });
    const first = renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    await user.click(await screen.findByRole('button', { name: /^Payer 545,00\s€$/ }));
    await waitFor(() => expect(answer).not.toBeNull());
    // the page is reloaded while the payment runs
    first.unmount();
    renderAt(link, { client });
    await screen.findByTestId('total');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await user.click(await screen.findByRole('button', { name: /^Payer 545,00\s€$/ }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/gateway/purchase/zeppto')).toHaveLength(2));
    const [before, after] = calls.filter((c) => c.path === '/gateway/purchase/zeppto');
    expect(after!.options.headers!['Idempotency-Key']).toBe(before!.options.headers!['Idempotency-Key']);
    expect(after!.options.body).toEqual(before!.options.body);
    // and no second order was made for the same details
    expect(ordersOf(calls)).toHaveLength(1);
  });

  it('shows the server amount and breakdown when a code changes it', async () => {
    const user = userEvent.setup();
    const { client, calls } = api({
      insurance: { amount: null, hasInsurance: false },
      prices: (body) => Promise.resolve(price((body.items as object[]).some((i) => 'promotionCodeItem' in i) ? { reductionAmount: 10000, totalAmount: 44500, remainingAmountToPay: 44500 } : {})),
    });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    await screen.findByRole('button', { name: /^Payer 545,00\s€$/ });
    await user.type(screen.getByLabelText(/Code promo/), 'bienvenue10');
    await user.click(screen.getAllByRole('button', { name: 'Appliquer' })[0]!);
    expect(await screen.findByRole('button', { name: /^Payer 445,00\s€$/ })).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('445,00 €');
    expect(screen.getByText('−100,00 €')).toBeInTheDocument();
    const last = pricesOf(calls).pop()!;
    expect(last.options.body).toMatchObject({ items: [{}, { promotionCodeItem: { code: 'BIENVENUE10' } }] });
    // Pay orders for the amount shown
    await user.click(screen.getByRole('button', { name: /^Payer 445,00\s€$/ }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(ordersOf(calls).map((c) => c.options.body)).toEqual([expect.objectContaining({ expectedAmount: 44500, items: [expect.anything(), { promotionCodeItem: { code: 'BIENVENUE10' } }] })]);
  });

  it('the price changed between the price shown and Pay (409 AMOUNT_MISMATCH): nothing paid, the new price shown, Pay again pays it', async () => {
    const user = userEvent.setup();
    let serverAmount = 54500;
    const { client, calls } = api({
      insurance: { amount: null, hasInsurance: false },
      prices: () => Promise.resolve(price({ totalAmount: serverAmount, remainingAmountToPay: serverAmount })),
      orders: (body) =>
        body.expectedAmount === serverAmount
          ? Promise.resolve(created('00000012-aaaa-bbbb-cccc-dddddddddddd', { totalAmount: serverAmount, remainingAmountToPay: serverAmount }))
          : Promise.reject(new ApiError(409, 'AMOUNT_MISMATCH', 'x', [{ field: 'expectedAmount', message: `must be ${serverAmount}` }])),
    });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    const pay = await screen.findByRole('button', { name: /^Payer 545,00\s€$/ });
    serverAmount = 55500;
    await user.click(pay);
    expect(await screen.findByRole('button', { name: /^Payer 555,00\s€$/ })).toBeInTheDocument();
    expect(screen.getByText(/^Le prix a été recalculé : 555,00\s€\./)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/gateway/purchase/zeppto')).toHaveLength(0);
    expect(navigations).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Payer 555,00\s€$/ }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(ordersOf(calls).map((c) => (c.options.body as { expectedAmount: number }).expectedAmount)).toEqual([54500, 55500]);
    expect(calls.filter((c) => c.path === '/gateway/purchase/zeppto')).toHaveLength(1);
  });

  it('a gift voucher pays the stay: the server charges the supplement only, and the summary says what the voucher covered', async () => {
    const user = userEvent.setup();
    const { client, calls } = api({
      insurance: { amount: null, hasInsurance: false },
      prices: (body) => {
        const stay = (body.items as { shortStayItem?: { voucherCode?: string } }[])[0]!.shortStayItem!;
        if (!stay.voucherCode) return Promise.resolve(price());
        return Promise.resolve(price({ itemsAmount: 9600, totalAmount: 9600, remainingAmountToPay: 9600 }, [{ kind: 'stay', productId: 100018, amount: 9600, details: { voucher: { code: 'ABCD-EFGH-JKLM-NPQR', value: 44900, covered: 44900 } } }]));
      },
    });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    await screen.findByRole('button', { name: /^Payer 545,00\s€$/ });
    await user.type(screen.getByLabelText(/Code du bon cadeau séjour/), 'abcd-efgh-jklm-npqr');
    await user.click(screen.getAllByRole('button', { name: 'Appliquer' })[2]!);
    expect(await screen.findByRole('button', { name: /^Payer 96,00\s€$/ })).toBeInTheDocument();
    // the stay's price, what the voucher covered, the supplement left to pay
    expect(screen.getByText('Séjour').nextSibling).toHaveTextContent(/^545,00\s€$/);
    expect(screen.getByText('Bon cadeau ABCD-EFGH-JKLM-NPQR').nextSibling).toHaveTextContent(/^−449,00\s€$/);
    expect(screen.getByTestId('total')).toHaveAttribute('data-cents', '9600');
    const last = pricesOf(calls).pop()!;
    expect(last.options.body).toMatchObject({ items: [{ shortStayItem: { voucherCode: 'ABCD-EFGH-JKLM-NPQR' } }] });
    expect(ordersOf(calls)).toHaveLength(0);
  });

  it("a beneficiary's link from the redemption page carries the voucher: the stay is priced with it from the start", async () => {
    const user = userEvent.setup();
    const { client, calls } = api({
      insurance: { amount: null, hasInsurance: false },
      prices: (body) => {
        const stay = (body.items as { shortStayItem?: { voucherCode?: string } }[])[0]!.shortStayItem!;
        if (stay.voucherCode !== 'ABCD-EFGH-JKLM-NPQR') return Promise.reject(new Error('priced without the voucher'));
        return Promise.resolve(price({ itemsAmount: 9600, totalAmount: 9600, remainingAmountToPay: 9600 }, [{ kind: 'stay', productId: 100018, amount: 9600, details: { voucher: { code: 'ABCD-EFGH-JKLM-NPQR', value: 44900, covered: 44900 } } }]));
      },
    });
    renderAt(`${link}&voucher=abcd-efgh-jklm-npqr`, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    expect(await screen.findByRole('button', { name: /^Payer 96,00\s€$/ })).toBeInTheDocument();
    expect(screen.getByText('ABCD-EFGH-JKLM-NPQR')).toBeInTheDocument();
    expect(pricesOf(calls).every((c) => (c.options.body as { items: { shortStayItem?: { voucherCode?: string } }[] }).items[0]!.shortStayItem!.voucherCode === 'ABCD-EFGH-JKLM-NPQR')).toBe(true);
  });

  it('a voucher the server refuses (already used) is named, and nothing is priced with it', async () => {
    const user = userEvent.setup();
    const { client } = api({
      insurance: { amount: null, hasInsurance: false },
      prices: (body) =>
        (body.items as { shortStayItem?: { voucherCode?: string } }[])[0]!.shortStayItem!.voucherCode
          ? Promise.reject(new ApiError(409, 'VOUCHER_ALREADY_USED', 'The voucher ABCD-EFGH-JKLM-NPQR has already been used', [{ field: 'items.0.shortStayItem.voucherCode', message: 'already used' }]))
          : Promise.resolve(price()),
    });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    await screen.findByRole('button', { name: /^Payer 545,00\s€$/ });
    await user.type(screen.getByLabelText(/Code du bon cadeau séjour/), 'ABCD-EFGH-JKLM-NPQR');
    await user.click(screen.getAllByRole('button', { name: 'Appliquer' })[2]!);
    expect(await screen.findByText('Le code ABCD-EFGH-JKLM-NPQR n’a pas pu être appliqué à cette réservation.')).toBeInTheDocument();
  });

  it('gift cards paying it all: priced without any order; the button orders (confirmed by the server) and leads to its confirmation, nothing is charged', async () => {
    const user = userEvent.setup();
    const { client, calls } = api({
      insurance: { amount: null, hasInsurance: false },
      prices: (body) => Promise.resolve(body.giftCards ? price({ giftcards: [{ serialNumber: 'GIFT-CARD-0001-AAAA', usedAmount: 54500 }], remainingAmountToPay: 0 }) : price()),
      orders: (body) =>
        body.giftCards && body.expectedAmount === 0
          ? Promise.resolve({ ...created('00000006-aaaa-bbbb-cccc-dddddddddddd', { giftcards: [{ serialNumber: 'GIFT-CARD-0001-AAAA', usedAmount: 54500 }], remainingAmountToPay: 0 }), booking: { orderUUID: '00000006-aaaa-bbbb-cccc-dddddddddddd', reference: '66667777', secret: 's', status: 'confirmed', expiresAt: '2026-12-01T00:00:00Z' }, payment: null })
          : Promise.reject(new Error('ordered other options than the ones priced')),
    });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    await screen.findByRole('button', { name: /^Payer 545,00\s€$/ });
    await user.type(screen.getByLabelText(/Code de carte cadeau/), 'GIFT-CARD-0001-AAAA');
    await user.click(screen.getAllByRole('button', { name: 'Appliquer' })[1]!);
    expect(await screen.findByText(/il ne reste rien à payer/)).toBeInTheDocument();
    expect(ordersOf(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Voir la confirmation' }));
    await waitFor(() => expect(navigations).toEqual(['/confirmation/00000006-aaaa-bbbb-cccc-dddddddddddd?status=success']));
    expect(ordersOf(calls)).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/gateway/purchase/zeppto')).toHaveLength(0);
  });

  it('pay later and 3× are shown only when the API says the final amount is eligible, with their fee and schedule', async () => {
    const user = userEvent.setup();
    const { client, calls } = api({
      insurance: { amount: null, hasInsurance: false },
      eligibility: (params) =>
        params.amount === 54500
          ? {
              paymentMethods: [
                { type: 'PAY_LATER', paymentFee: 0, instalmentsCount: 1, totalAmount: 54500, deferredDate: '2026-12-09T00:00:00+01:00', schedule: [{ dueDate: '2026-12-09', amount: 54500 }] },
                { type: 'PAY_IN_3', paymentFee: 818, instalmentsCount: 3, totalAmount: 55318, deferredDate: null, schedule: [{ dueDate: '2026-11-27', amount: 18985 }, { dueDate: '2026-12-27', amount: 18167 }, { dueDate: '2027-01-27', amount: 18166 }] },
              ],
              ineligible: [{ type: 'PAY_IN_4', reason: 'amount_too_low' }],
            }
          : { paymentMethods: [], ineligible: [] },
    });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    const plans = await screen.findByTestId('instalments');
    expect(plans).toHaveTextContent('Payer en plusieurs fois ou plus tard');
    expect(screen.getByTestId('plan-PAY_LATER')).toHaveTextContent(/Payer plus tard, le 9 déc\.? 2026 · sans frais/);
    expect(screen.getByTestId('plan-PAY_IN_3')).toHaveTextContent(/Payer en 3 fois · frais 8,18\s€/);
    expect(screen.getByTestId('plan-PAY_IN_3')).toHaveTextContent(/1\. le 27 nov\.? 2026 : 189,85\s€/);
    expect(screen.queryByTestId('plan-PAY_IN_4')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/gateway/purchase/alma/eligibility')!.options.params).toEqual({ amount: 54500, cancellationPolicyType: 'FLEXIBLE', cancellableUntil: '2026-12-09', checkinDate: checkin, pointOfSale: 'fr' });
    // paying at once is chosen until the buyer picks a plan; arrow keys move between the choices
    const now = screen.getByRole('radio', { name: /^Payer maintenant 545,00\s€$/ });
    expect(now).toBeChecked();
    now.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const three = screen.getByRole('radio', { name: /Payer en 3 fois/ });
    expect(three).toBeChecked();
    // the choice is priced with the order's body, then ordered with it on Pay
    await waitFor(() => expect(pricesOf(calls).pop()!.options.body).toMatchObject({ paymentPlan: 'PAY_IN_3' }));
    await user.click(await screen.findByRole('button', { name: /^Payer 545,00\s€$/ }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(ordersOf(calls).map((c) => c.options.body)).toEqual([expect.objectContaining({ paymentPlan: 'PAY_IN_3', expectedAmount: 54500 })]);
  });

  it('a plan no longer offered for the new amount (a promotion code) goes back to paying at once', async () => {
    const user = userEvent.setup();
    const plan = { type: 'PAY_IN_3', paymentFee: 818, instalmentsCount: 3, totalAmount: 55318, deferredDate: null, schedule: [{ dueDate: '2026-11-27', amount: 18985 }, { dueDate: '2026-12-27', amount: 18167 }, { dueDate: '2027-01-27', amount: 18166 }] };
    const { client, calls } = api({
      insurance: { amount: null, hasInsurance: false },
      eligibility: (params) => ({ paymentMethods: params.amount === 54500 ? [plan] : [], ineligible: [] }),
      prices: (body) => Promise.resolve(price((body.items as object[]).some((i) => 'promotionCodeItem' in i) ? { reductionAmount: 40000, totalAmount: 14500, remainingAmountToPay: 14500 } : {})),
    });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    await user.click(await screen.findByRole('radio', { name: /Payer en 3 fois/ }));
    await waitFor(() => expect(pricesOf(calls).pop()!.options.body).toMatchObject({ paymentPlan: 'PAY_IN_3' }));
    await user.type(screen.getByLabelText(/Code promo/), 'moins400');
    await user.click(screen.getAllByRole('button', { name: 'Appliquer' })[0]!);
    await screen.findByRole('button', { name: /^Payer 145,00\s€$/ });
    await waitFor(() => expect(pricesOf(calls).pop()!.options.body).not.toHaveProperty('paymentPlan'));
    expect(screen.queryByTestId('instalments')).not.toBeInTheDocument();
  });

  it('no eligible plan: nothing but the card and the wallet', async () => {
    const user = userEvent.setup();
    const { client, calls } = api({ insurance: { amount: null, hasInsurance: false } });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    await screen.findByRole('button', { name: /^Payer 545,00\s€$/ });
    await waitFor(() => expect(calls.some((c) => c.path === '/gateway/purchase/alma/eligibility')).toBe(true));
    expect(screen.queryByTestId('instalments')).not.toBeInTheDocument();
  });

  it('a failed wallet payment puts error=1 in the hash and offers Book back to the summary', async () => {
    const user = userEvent.setup();
    const { client } = api({ insurance: { amount: null, hasInsurance: false }, pay: () => Promise.reject(new ApiError(402, 'PAYMENT_DECLINED', 'declined')) });
    renderAt(link, { client });
    await screen.findByTestId('total');
    await fillBuyer(user);
    await user.click(await screen.findByRole('button', { name: 'Payer avec Google Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payer avec Google Pay' });
    expect(dialog).toHaveTextContent('Le paiement avec Google Pay a échoué, veuillez poursuivre votre réservation. Vous pourrez choisir un autre moyen de paiement.');
    expect(window.location.hash).toContain('error=1');
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).not.toContain('error=1');
  });
});
