import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GIFT_CHECKOUT_KEY } from '@storefront/contracts';
import { on } from '@storefront/event-bus';
import { FakeObserver, installFakeObserver } from '../../test/fake-observer';
import { boxFixture } from '../../test/box-fixture';
import { mockClient, renderAt } from '../../test/render';

jest.setTimeout(30_000);
installFakeObserver();

const box = boxFixture;

const stay = (id: number) => ({ id, label: `Séjour ${id}`, hotel: { label: `Hôtel ${id}` }, images: [{ url: `/s${id}.jpg` }], sellPrice: 15000 });
/** Pages 0 and 1 (zero-based) of the box's stays hold 8 and 3; page 2 is empty. */
const STAY_PAGES: Record<number, number[]> = { 0: [1, 2, 3, 4, 5, 6, 7, 8], 1: [9, 10, 11], 2: [] };
const MAP_POINTS = { exactMatch: [{ id: 1, hotelId: 10, location: { lat: 48.85, lng: 2.35 } }, { id: 2, hotelId: 11, location: { lat: 45.76, lng: 4.83 } }], totalCount: 2, searchDetails: { totalCount: 2 } };

// the maplibre chunk needs WebGL: here it only lists the pins it is given
jest.mock('./map-view', () => ({
  __esModule: true,
  default: ({ pins, label }: { pins: { id: number; label: string }[]; label: string }) => (
    <ul aria-label={label} data-testid="box-map">
      {pins.map((p) => (
        <li key={p.id}>{p.label}</li>
      ))}
    </ul>
  ),
}));

function api(detail: Promise<unknown>) {
  return mockClient({
    get: (path, options) => {
      if (path === '/gateway/boxes/{code}/offers')
        return Promise.resolve(options.params?.performMapSearch === 'true' ? MAP_POINTS : { exactMatch: (STAY_PAGES[Number(options.params?.page)] ?? []).map(stay), totalCount: 11 });
      if (path === '/gateway/boxes/search') return Promise.resolve({ boxes: [box('GOUR1EBOX'), box('GOUR1BOX')], totalCount: 2 });
      if (path === '/gateway/boxes/{code}/product-detail') return options.pathParams?.code === 'GOUR1BOX' ? Promise.resolve(box('GOUR1BOX', { price: { sellPrice: 20490, referencePrice: 24990 } })) : detail;
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
    // the physical format is the box sold under the '-BOX' code
    expect(urls).toEqual(['/checkout?flow=gifting&giftType=BOX&giftFormat=physical&code=GOUR1BOX']);
    expect(JSON.parse(window.sessionStorage.getItem(GIFT_CHECKOUT_KEY)!)).toMatchObject({ giftType: 'BOX', item: { boxItem: { code: 'GOUR1BOX' } } });
    off();
  });

  it('hides a promo of 5 % or less (a 5 % saving)', async () => {
    renderAt('/box/GOUR1EBOX', { client: api(Promise.resolve(box('GOUR1EBOX', { promo: 0, price: { sellPrice: 9500, referencePrice: 10000 } }))).client });
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
    const pages = mock.calls.filter((c) => c.path === '/gateway/boxes/{code}/offers').map((c) => c.options.params);
    expect(pages).toEqual([{ page: 0, limit: 8 }, { page: 1, limit: 8 }, { page: 2, limit: 8 }]);
    expect(within(row).getByText('Séjour 1')).toBeInTheDocument();
  });

  it('changing the format rewrites the code segment and giftFormat, keeps the modal open and shows that box', async () => {
    const user = userEvent.setup();
    const urls: string[] = [];
    const off = on('navigate', ({ url }) => urls.push(url));
    renderAt('/cadeau/p/slug-gour1ebox/GOUR1EBOX', { client: api(Promise.resolve(box('GOUR1EBOX'))).client });
    await screen.findByRole('heading', { level: 1, name: 'Coffret GOUR1EBOX' });
    await user.click(screen.getByRole('button', { name: 'Offrir' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Choisissez le format' })).getByRole('radio', { name: /Physique/ }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/cadeau/p/slug-gour1ebox/GOUR1BOX?giftFormat=physical');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffret GOUR1BOX' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Choisissez le format' });
    expect(within(dialog).getByRole('radio', { name: /Physique/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Numérique/ }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/cadeau/p/slug-gour1ebox/GOUR1EBOX?giftFormat=digital');
    await screen.findByRole('heading', { level: 1, name: 'Coffret GOUR1EBOX' });
    await user.click(within(screen.getByRole('dialog', { name: 'Choisissez le format' })).getByRole('button', { name: 'Valider' }));
    expect(urls).toEqual(['/checkout?flow=gifting&giftType=BOX&giftFormat=digital&code=GOUR1EBOX']);
    off();
  });

  it('loads the map of the stays only when it opens', async () => {
    const user = userEvent.setup();
    const mock = api(Promise.resolve(box('GOUR1EBOX')));
    renderAt('/box/GOUR1EBOX', { client: mock.client });
    await screen.findByRole('heading', { level: 1 });
    const mapCalls = () => mock.calls.filter((c) => c.options.params?.performMapSearch === 'true');
    expect(mapCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Voir les séjours sur la carte' }));
    const dialog = screen.getByRole('dialog', { name: 'Carte des séjours du coffret' });
    expect(await within(dialog).findByText('2 séjours sur la carte')).toBeInTheDocument();
    expect(within(await within(dialog).findByTestId('box-map')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Séjour 1', 'Séjour 2']);
    expect(mapCalls()).toHaveLength(1);
  });
});
