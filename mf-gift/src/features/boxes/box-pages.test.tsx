import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GIFT_CHECKOUT_KEY } from '@storefront/contracts';
import { on } from '@storefront/event-bus';
import { FakeObserver, installFakeObserver } from '../../test/fake-observer';
import { mockClient, renderAt } from '../../test/render';

jest.setTimeout(30_000);
installFakeObserver();

const box = (code: string, extra: Record<string, unknown> = {}) => ({
  id: 1,
  code,
  slug: `slug-${code.toLowerCase()}`,
  uri: '',
  title: `Coffret ${code}`,
  description: 'Deux nuits pour deux.',
  includedContent: ['2 nuits avec petit-déjeuner', '1 dîner'],
  price: { sellPrice: 19990, referencePrice: 24990 },
  value: { sellPrice: 19990, referencePrice: 24990 },
  promo: 20,
  nights: 2,
  persons: 2,
  images: { main: '/main.jpg', mainBySize: { '640_360': '/640.jpg', '960_540': '/960.jpg' } },
  ...extra,
});

const stay = (id: number) => ({ id, label: `Séjour ${id}`, hotel: { label: `Hôtel ${id}` }, images: [{ url: `/s${id}.jpg` }], sellPrice: 15000 });
/** Pages 1 and 2 of the box's stays hold 8 and 3; page 3 is empty. */
const STAY_PAGES: Record<number, number[]> = { 1: [1, 2, 3, 4, 5, 6, 7, 8], 2: [9, 10, 11], 3: [] };

function api(detail: Promise<unknown>) {
  return mockClient({
    get: (path, options) => {
      if (path === '/gateway/box-offers/{code}') return Promise.resolve({ exactMatch: (STAY_PAGES[Number(options.params?.page)] ?? []).map(stay), totalCount: 11 });
      if (path === '/gateway/boxes/search') return Promise.resolve({ boxes: [box('GOUR1EBOX'), box('GOUR1BOX')], totalCount: 2 });
      if (path === '/gateway/boxes/{code}/product-detail') return detail;
      return Promise.reject(new Error(path));
    },
  });
}

beforeEach(() => window.sessionStorage.clear());

describe('gift box listing', () => {
  it('shows the hero and the e-boxes only, each linking to its page with its 640_360 image', async () => {
    renderAt('/cadeau', { client: api(Promise.resolve(box('GOUR1EBOX'))).client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffrets cadeaux' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Coffret GOUR1EBOX' });
    expect(link).toHaveAttribute('href', '/cadeau/p/slug-gour1ebox/GOUR1EBOX');
    expect(link.querySelector('img')).toHaveAttribute('src', '/640.jpg');
    expect(screen.queryByRole('link', { name: 'Coffret GOUR1BOX' })).toBeNull();
  });
});

describe('gift box detail', () => {
  it('shows the content one item a line, the promo, and Offer → format → the gift checkout with giftFormat and code', async () => {
    const user = userEvent.setup();
    const urls: string[] = [];
    const off = on('navigate', ({ url }) => urls.push(url));
    renderAt('/cadeau/p/slug-gour1ebox/GOUR1EBOX', { client: api(Promise.resolve(box('GOUR1EBOX'))).client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffret GOUR1EBOX' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['2 nuits avec petit-déjeuner', '1 dîner']));
    expect(screen.getByTestId('box-price')).toHaveTextContent('-20%');
    expect(screen.getByText('Valable 18 mois (un an et demi).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Offrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Choisissez le format' });
    await user.click(within(dialog).getByRole('radio', { name: /Physique/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(urls).toEqual(['/checkout?flow=gifting&giftType=BOX&giftFormat=physical&code=GOUR1EBOX']);
    expect(JSON.parse(window.sessionStorage.getItem(GIFT_CHECKOUT_KEY)!)).toMatchObject({ giftType: 'BOX', item: { boxItem: { code: 'GOUR1EBOX' } } });
    off();
  });

  it('hides a promo of 5 % or less', async () => {
    renderAt('/box/GOUR1EBOX', { client: api(Promise.resolve(box('GOUR1EBOX', { promo: 5 }))).client });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('box-price')).not.toHaveTextContent('%');
  });

  it("says 'Oops, something went wrong' when the box cannot be read", async () => {
    renderAt('/box/NOPE', { client: api(Promise.reject(new Error('404'))).client });
    expect(await screen.findByText('Oups, une erreur est survenue')).toBeInTheDocument();
  });

  it('loads the stays the box covers by pages of 8 as the loader shows, and stops at an empty page', async () => {
    const mock = api(Promise.resolve(box('GOUR1EBOX')));
    renderAt('/box/GOUR1EBOX', { client: mock.client });
    const row = await screen.findByTestId('box-stays');
    FakeObserver.showAll();
    expect(await within(row).findByText('Séjour 8')).toBeInTheDocument();
    FakeObserver.showAll();
    expect(await within(row).findByText('Séjour 11')).toBeInTheDocument();
    FakeObserver.showAll();
    await waitFor(() => expect(row.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(within(row).getAllByRole('listitem')).toHaveLength(11);
    const pages = mock.calls.filter((c) => c.path === '/gateway/box-offers/{code}').map((c) => c.options.params);
    expect(pages).toEqual([{ page: 1, limit: 8 }, { page: 2, limit: 8 }, { page: 3, limit: 8 }]);
  });
});
