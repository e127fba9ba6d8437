import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GIFT_CHECKOUT_KEY, type StorefrontContext } from '@storefront/contracts';
import { on } from '@storefront/event-bus';
import type { PriceList, Sleeve } from '../../api/types';
import { mockClient, renderAt, testContext } from '../../test/render';
import { draftKey } from './setup-page';

const OFFER = 100018;
const priceList: PriceList = {
  offerId: OFFER,
  isGiftable: true,
  persons: 2,
  validityMonths: 12,
  giftFormats: ['digital', 'physical'],
  priceList: [
    { nights: 1, sellPrice: 15900, sellPrices: { '1': 15900, '2': 18900, '3': 22900 }, upsellAvailabilityPrice: 3000 },
    { nights: 2, sellPrice: 29900, sellPrices: { '1': 29900, '2': 33900 }, upsellAvailabilityPrice: 0 },
  ],
};
const sleeves: Sleeve[] = [
  { id: 1, categoryId: 10, categoryName: 'Fourreau', selection: 'single', name: 'Rouge', imageUrl: '', recommendedByWed: true, price: 0 },
  { id: 2, categoryId: 10, categoryName: 'Fourreau', selection: 'single', name: 'Doré', imageUrl: '', recommendedByWed: false, price: 500 },
  { id: 3, categoryId: 20, categoryName: 'Accessoires', selection: 'multiple', name: 'Ruban', imageUrl: '', recommendedByWed: false, price: 300 },
];

function api(options: { shippingFails?: boolean } = {}) {
  return mockClient({
    get: (path) => {
      if (path === '/api/weekend/{id}/detail.json') return Promise.resolve({ id: OFFER, label: 'Escapade gourmande à Annecy', images: [{ url: '/i.jpg', alt: 'Le lac', sizes: {} }] });
      if (path === '/gateway/single-vouchers/{id}/price-list') return Promise.resolve(priceList);
      if (path === '/gateway/single-vouchers/shipping-costs') return options.shippingFails ? Promise.reject(new Error('503')) : Promise.resolve({ country: 'FR', amount: 490, internationalShippingFeesPerCountry: {} });
      if (path === '/gateway/sub-elements/available-custom-sub-elements') return Promise.resolve({ availableCustomSubElements: sleeves });
      return Promise.reject(new Error(path));
    },
  });
}

async function open(hash: string, options: { shippingFails?: boolean; context?: Partial<StorefrontContext> } = {}) {
  const mock = api(options);
  renderAt(`/cadeau/${OFFER}?flow=gifting#giftAdult=2&${hash}`, { client: mock.client, context: options.context });
  await screen.findByRole('heading', { level: 1, name: 'Escapade gourmande à Annecy' });
  return mock;
}

function navigations() {
  const urls: string[] = [];
  const off = on('navigate', ({ url }) => urls.push(url));
  return { urls, off };
}

// a loaded CI machine types slowly: userEvent fills whole forms here
jest.setTimeout(30_000);

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('single voucher set-up', () => {
  it('offers a digital voucher: nights from the price list, sender required, then the gift checkout', async () => {
    const user = userEvent.setup();
    const nav = navigations();
    await open('giftNights=1&giftFormat=digital');
    expect(screen.getByText('Cadeau sans dates')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /2 nuits/ }));
    expect(window.location.hash).toContain('giftNights=2');
    expect(screen.getByTestId('total')).toHaveTextContent(/299\s€/);
    await user.click(screen.getByRole('button', { name: 'Offrir' }));
    expect(nav.urls).toEqual([]);
    expect(screen.getByLabelText('De la part de')).toHaveAccessibleDescription('Champ obligatoire');
    await user.type(screen.getByLabelText('De la part de'), 'Anne');
    expect(JSON.parse(window.localStorage.getItem(draftKey(OFFER))!)).toEqual({ fromName: 'Anne', message: '' });
    await user.click(screen.getByRole('button', { name: 'Offrir' }));
    expect(nav.urls).toEqual(['/checkout?flow=gifting&giftType=SINGLEVOUCHER']);
    const gift = JSON.parse(window.sessionStorage.getItem(GIFT_CHECKOUT_KEY)!);
    expect(gift.item).toEqual({ singleVoucherItem: { offerId: OFFER, nights: 2, giftFormat: 'digital', fromName: 'Anne' } });
    expect(gift.backUrl).toContain(`/cadeau/${OFFER}?flow=gifting#`);
    nav.off();
  });

  it('physical format: shipping cost as +amount, sleeves as radio buttons and checkboxes, in the summary', async () => {
    const user = userEvent.setup();
    await open('giftNights=1&giftFormat=digital');
    const physical = screen.getByRole('radio', { name: /Physique/ });
    await user.click(physical);
    expect(physical.closest('label')).toHaveTextContent(/\+4,90\s€/);
    const group = await screen.findByTestId('sleeves');
    await user.click(within(group).getByRole('radio', { name: /Doré/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Ruban/ }));
    expect(window.location.hash).toContain('sleeves=2,3');
    const summary = screen.getByTestId('price-summary');
    expect(summary).toHaveTextContent(/Frais d’envoi\s*4,90\s€/);
    expect(summary).toHaveTextContent(/Habillage\s*8\s€/);
    expect(screen.getByTestId('total')).toHaveTextContent(/171,90\s€/);
  });

  it('disables the physical format when the toggle is off or the shipping costs fail', async () => {
    await open('giftNights=1&giftFormat=physical', { context: { toggles: { ...testContext().toggles, physicalVoucher: false } } });
    expect(screen.getByRole('radio', { name: /Physique/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Numérique/ })).toBeChecked();
    expect(screen.getByText('Victime de son succès, le format physique revient bientôt !')).toBeInTheDocument();
  });

  it('says the physical format is coming back when the shipping costs fail', async () => {
    await open('giftNights=1', { shippingFails: true });
    expect(await screen.findByText('Victime de son succès, le format physique revient bientôt !')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Physique/ })).toBeDisabled();
  });

  it('shows the rates in customer-care mode only', async () => {
    await open('giftNights=1');
    expect(screen.queryByRole('group', { name: 'Tarif (service client)' })).toBeNull();
  });

  it('lets customer care choose a rate, priced from the list', async () => {
    const user = userEvent.setup();
    await open('giftNights=1', { context: { customerCare: true } });
    await user.click(screen.getByRole('radio', { name: /Liberté/ }));
    expect(window.location.hash).toContain('bucket=3');
    expect(screen.getByTestId('total')).toHaveTextContent(/229\s€/);
  });

  it('availability upsell for one night: a loading message, then the new price after 500 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await open('giftNights=1');
    await user.click(screen.getByRole('checkbox', { name: /option disponibilité/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Mise à jour de votre cadeau…');
    act(() => jest.advanceTimersByTime(500));
    expect(window.location.hash).toContain('upsell=availability');
    expect(screen.getByTestId('total')).toHaveTextContent(/189\s€/);
    jest.useRealTimers();
  });

  it('no upsell for two nights', async () => {
    await open('giftNights=2');
    expect(screen.queryByRole('checkbox', { name: /option disponibilité/ })).toBeNull();
  });
});
