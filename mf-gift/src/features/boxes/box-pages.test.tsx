import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GIFT_CHECKOUT_KEY } from '@storefront/contracts';
import { on } from '@storefront/event-bus';
import { mockClient, renderAt } from '../../test/render';

jest.setTimeout(30_000);

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

function api(detail: Promise<unknown>) {
  return mockClient({
    get: (path) => {
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
});
