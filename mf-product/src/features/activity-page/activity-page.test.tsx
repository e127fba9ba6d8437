import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/api-client';
import { on, readWishlist } from '@storefront/event-bus';
import * as api from '../../api/product';
import { renderAt } from '../../test/render';
import { activity } from '../../test/fixtures';

jest.mock('../../api/product', () => ({ ...jest.requireActual('../../api/product'), fetchActivityProduct: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  mocked.fetchActivityProduct.mockResolvedValue(activity);
});

describe('activity page', () => {
  it('clamps the pax of the hash to the price keys and buys for own use', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    const off = on('navigate', navigate);
    renderAt('/activite/700015#a=9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jeu d’évasion' })).toBeInTheDocument();
    expect(screen.getByText('Prix pour 3 personnes')).toBeInTheDocument();
    expect(screen.getByTestId('price-banner')).toHaveAttribute('data-price-cents', '12300');
    await user.click(screen.getByRole('button', { name: 'Acheter pour moi' }));
    const dialog = screen.getByRole('dialog', { name: 'Acheter cette activité pour moi' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(navigate).toHaveBeenCalledWith({ url: '/checkout?customType=OWN_USE&flow=activity#id=700015&pax=3' }, expect.anything());
    off();
  });

  it.each([
    ['0', 'the minimum', 'Prix pour 1 personne', '4100'],
    ['50', 'the maximum', 'Prix pour 3 personnes', '12300'],
  ])('clamps a=%s out of a stay’s traveller bounds to %s of the price keys, without an invalid-link warning', async (a, _which, label, cents) => {
    renderAt(`/activite/700015#a=${a}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jeu d’évasion' })).toBeInTheDocument();
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByTestId('price-banner')).toHaveAttribute('data-price-cents', cents);
    expect(screen.queryByText(/Certaines informations du lien ne sont pas valides/)).not.toBeInTheDocument();
  });

  it('falls back to 2 participants for a non-numeric a, and says the link was not valid', async () => {
    renderAt('/activite/700015#a=deux');
    expect(await screen.findByText('Prix pour 2 personnes')).toBeInTheDocument();
    expect(screen.getByText(/Certaines informations du lien ne sont pas valides/)).toBeInTheDocument();
  });

  it('defaults to 2 participants and offers the activity as a gift', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    const off = on('navigate', navigate);
    renderAt('/activite/700015');
    await user.click(await screen.findByRole('button', { name: 'Offrir' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Offrir cette activité' })).getByRole('button', { name: 'Continuer' }));
    expect(navigate).toHaveBeenCalledWith({ url: '/checkout?flow=activity#id=700015&pax=2' }, expect.anything());
    off();
  });

  it('toggles the wishlist over the bus and records the activity as recently viewed', async () => {
    const user = userEvent.setup();
    const wishlist = jest.fn();
    const viewed = jest.fn();
    const offs = [on('wishlist', wishlist), on('recently-viewed', viewed)];
    renderAt('/activite/700015');
    await user.click(await screen.findByRole('button', { name: /Ajouter à mes favoris/ }));
    expect(wishlist).toHaveBeenCalledWith({ item: expect.objectContaining({ id: '700015', kind: 'activity' }), action: 'add' }, expect.anything());
    expect(screen.getByRole('button', { name: /Retirer de mes favoris/ })).toHaveAttribute('aria-pressed', 'true');
    // in the one store the wishlist page reads, in the activities' list
    expect(readWishlist().activities).toEqual([expect.objectContaining({ id: '700015', kind: 'activity', uri: '/activite/700015' })]);
    expect(readWishlist().stays).toEqual([]);
    expect(viewed).toHaveBeenCalledWith({ item: expect.objectContaining({ id: '700015', type: 'ACTIVITY' }) }, expect.anything());
    offs.forEach((o) => o());
  });

  it('shows the unpublished notice with a button to the search instead of the purchase panel', async () => {
    mocked.fetchActivityProduct.mockResolvedValue({ ...activity, published: false });
    renderAt('/activite/700010');
    expect(await screen.findByRole('heading', { name: 'Trop tard !' })).toBeInTheDocument();
    expect(screen.getByText('Cette offre a expiré… Par chance, nous avons d’autres séjours à vous proposer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir d’autres offres' })).toHaveAttribute('href', '/activites?flow=activity');
    expect(screen.queryByRole('button', { name: 'Offrir' })).not.toBeInTheDocument();
  });

  it('tells the voucher is valid 12 months in the purchase modal', async () => {
    const user = userEvent.setup();
    renderAt('/activite/700015');
    await user.click(await screen.findByRole('button', { name: 'Offrir' }));
    expect(within(screen.getByRole('dialog', { name: 'Offrir cette activité' })).getByText('Bon valable 12 mois, à utiliser auprès du partenaire.')).toBeInTheDocument();
  });

  it('shows the how-it-works strip in its 3 steps', async () => {
    renderAt('/activite/700015');
    const strip = (await screen.findByRole('heading', { name: 'Comment ça marche ?' })).closest('section')!;
    expect(within(strip).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Choisissez votre activité',
      'Recevez votre bon par e-mail ou par courrier',
      'Réservez votre créneau auprès du partenaire',
    ]);
  });

  it('lists the activities viewed before (from browser storage), not the stays nor this one, and records this one first', async () => {
    const viewed = jest.fn();
    const off = on('recently-viewed', viewed);
    const item = (id: string, type: 'STAY' | 'ACTIVITY', label: string) => ({ id, type, label, uri: `/x/${id}` });
    window.localStorage.setItem('storefront.recentlyViewed', JSON.stringify([item('700015', 'ACTIVITY', 'Jeu d’évasion'), item('100015', 'STAY', 'Escapade romantique'), item('700020', 'ACTIVITY', 'Karting')]));
    renderAt('/activite/700015');
    const list = (await screen.findByRole('heading', { name: 'Vus récemment' })).closest('section')!;
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Karting', '/x/700020']]);
    expect(viewed).toHaveBeenCalledWith({ item: expect.objectContaining({ id: '700015', type: 'ACTIVITY', uri: '/activite/700015' }) }, expect.anything());
    const stored = JSON.parse(window.localStorage.getItem('storefront.recentlyViewed')!) as { id: string }[];
    expect(stored.map((i) => i.id)).toEqual(['700015', '700020', '100015']);
    off();
  });

  it('shows no recently viewed list when no other activity was viewed', async () => {
    renderAt('/activite/700015');
    await screen.findByRole('heading', { level: 1, name: 'Jeu d’évasion' });
    expect(screen.queryByRole('heading', { name: 'Vus récemment' })).not.toBeInTheDocument();
  });

  it('shows the not-found state for an unknown activity', async () => {
    mocked.fetchActivityProduct.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'x'));
    renderAt('/activite/123456');
    expect(await screen.findByRole('heading', { name: 'Oups !' })).toBeInTheDocument();
  });
});

describe('activity sticky bar', () => {
  const original = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('shows the price for the chosen participants and Offer while the purchase panel is out of view; Offer brings the panel', async () => {
    let report: (isIntersecting: boolean) => void = () => undefined;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = (isIntersecting) => act(() => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    window.scrollTo = jest.fn() as typeof window.scrollTo;
    const user = userEvent.setup();
    renderAt('/activite/700015#a=3');
    await screen.findByText('Prix pour 3 personnes');
    report(false);
    const bar = await screen.findByRole('region', { name: 'Réservation' });
    expect(bar).toHaveTextContent(/123\s€/);
    await user.click(within(bar).getByRole('button', { name: 'Offrir' }));
    expect(window.scrollTo).toHaveBeenCalled();
    expect(document.getElementById('sf-product-booking')).toHaveFocus();
  });
});
