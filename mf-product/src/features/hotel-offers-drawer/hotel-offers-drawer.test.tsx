import { screen, within } from '@testing-library/react';
import * as api from '../../api/product';
import type { HotelPackages } from '../../api/types';
import type { ProductApiClient } from '../../api/client';
import { renderWith } from '../../test/render';
import { HotelOffersDrawer } from './hotel-offers-drawer';

jest.mock('../../api/product', () => ({ ...jest.requireActual('../../api/product'), fetchHotelPackages: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;
const { fetchHotelPackages } = jest.requireActual<typeof api>('../../api/product');
jest.setTimeout(20_000);

const pkg = (id: number, label: string, sellPrice: number) => ({ id, label, imageUrl: '', images: [], sellPrice, refPrice: sellPrice, promo: 0, priceType: 'from-price' });
const packages = { hotel: { id: 1003, label: 'Castello' }, mainPackage: pkg(100015, 'Escapade romantique', 50600), otherPackages: [pkg(100017, 'Bol d’air', 39900)], searchDetails: {} } as unknown as HotelPackages;
const stay = { checkin: '2026-11-20', checkout: '2026-11-22', nights: 2, a: 3, c: 0, b: 0 };

beforeEach(() => mocked.fetchHotelPackages.mockReset());

describe('hotel offers drawer', () => {
  it('asks the hotel offers cheapest first, 20 at most; in gifting for two guests, sorted by gift price (the API refuses priceAsc there)', async () => {
    const post = jest.fn().mockResolvedValue(packages);
    const client = { post } as unknown as ProductApiClient;
    await fetchHotelPackages(client, 1003, stay, 'gifting');
    expect(post).toHaveBeenLastCalledWith(
      '/api/offers.json',
      expect.objectContaining({ hotelId: 1003, numberOfPackagesPerHotel: 20, type: 'gift', criteria: { flow: 'gifting', a: 2, c: 0, b: 0, sort: 'svPriceAsc' } }),
      expect.anything(),
    );
    await fetchHotelPackages(client, 1003, stay, 'booking');
    expect(post).toHaveBeenLastCalledWith(
      '/api/offers.json',
      expect.objectContaining({ criteria: { flow: 'booking', a: 3, c: 0, b: 0, sort: 'priceAsc', checkin: '2026-11-20', checkout: '2026-11-22' } }),
      expect.anything(),
    );
  });

  it('in gifting: the hotel, its main offer for two guests, other offers, links in gifting and Go back to search (Dutch)', async () => {
    mocked.fetchHotelPackages.mockResolvedValue(packages);
    renderWith(<HotelOffersDrawer open onClose={() => undefined} hotelId={1003} stay={{ a: 2, c: 0, b: 0 }} flow="gifting" />, 'nl_NL');
    const drawer = await screen.findByRole('dialog', { name: 'Castello' });
    expect(await within(drawer).findByRole('heading', { name: 'Hoofdaanbieding' })).toBeInTheDocument();
    expect(within(drawer).getByText('Voor 2 personen')).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Andere aanbiedingen' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Escapade romantique' }).getAttribute('href')).toMatch(/\?flow=gifting$/);
    expect(within(drawer).getByRole('link', { name: 'Terug naar de zoekresultaten' }).getAttribute('href')).toContain('flow=gifting');
  });

  it('in booking: links carry the dates, nights and travellers; a failure says so', async () => {
    mocked.fetchHotelPackages.mockResolvedValueOnce(packages);
    const { unmount } = renderWith(<HotelOffersDrawer open onClose={() => undefined} hotelId={1003} stay={stay} flow="booking" />, 'fr_FR');
    const link = await screen.findByRole('link', { name: 'Escapade romantique' });
    expect(link.getAttribute('href')).toContain('#checkin=2026-11-20&checkout=2026-11-22&night=2&a=3');
    expect(screen.queryByText('Pour 2 personnes')).not.toBeInTheDocument();
    unmount();
    mocked.fetchHotelPackages.mockRejectedValueOnce(new Error('down'));
    renderWith(<HotelOffersDrawer open onClose={() => undefined} hotelId={1003} stay={stay} flow="booking" />, 'fr_FR');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue');
  });
});
