/** The wishlist page (site-wide §8 Empty wishlist, §3 Wishlist: separate lists for stays and activities). */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WISHLIST_STORAGE_KEY, on, setWishlisted } from '@storefront/event-bus';
import type { WishlistItem } from '@storefront/contracts';
import { renderWithApp, testContext } from '../../../test/render';
import { ApiError } from '@storefront/api-client';
import * as api from '../../api/account';
import { WishlistPage } from './wishlist-page';

jest.mock('../../api/account');
const mocked = api as jest.Mocked<typeof api>;

const EMPTY_FR = 'Vous n’avez aucun élément dans votre liste d’envies';
const activity: WishlistItem = { id: 'a1', label: 'Atelier chocolat', uri: '/activite/a1', kind: 'activity' };

/** The URLs the page asks the shell to navigate to (bus `navigate`). */
const urls: string[] = [];
let stopListening = () => {};

beforeEach(() => {
  window.localStorage.clear();
  urls.length = 0;
  stopListening = on('navigate', ({ url }) => {
    urls.push(url);
  });
});
afterEach(() => stopListening());

describe('<WishlistPage> empty state', () => {
  it("shows 'You don't have any items in your wishlist' with an Add items action that goes to search", async () => {
    renderWithApp(<WishlistPage />, testContext('fr_FR'));
    expect(screen.getByText(EMPTY_FR)).toBeInTheDocument();
    const add = screen.getByRole('link', { name: 'Ajouter des séjours' });
    expect(add).toHaveAttribute('href', '/recherche?flow=booking');
    await userEvent.click(add);
    expect(urls).toEqual(['/recherche?flow=booking']);
  });

  it("goes to the site's own search page, in the site's language (nl_BE)", () => {
    renderWithApp(<WishlistPage />, testContext('nl_BE'));
    expect(screen.getByText('Je hebt nog niets op je verlanglijst')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Arrangementen toevoegen' })).toHaveAttribute('href', '/nl/zoeken?flow=booking');
  });

  it('is not shown while either list has an item, and comes back once the last item is removed', async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ stays: [], activities: [activity] }));
    renderWithApp(<WishlistPage />, testContext('fr_FR'));
    expect(screen.queryByText(EMPTY_FR)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ajouter des séjours' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Activités' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atelier chocolat' })).toHaveAttribute('href', '/activite/a1');

    await userEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(screen.getByText(EMPTY_FR)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter des séjours' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null')).toEqual({ stays: [], activities: [] });
  });

  it('shows a heart set on another page (a search card, an activity page) at once, each in its own list', async () => {
    renderWithApp(<WishlistPage />, testContext('fr_FR'));
    expect(screen.getByText(EMPTY_FR)).toBeInTheDocument();
    act(() => {
      setWishlisted(activity, true);
      setWishlisted({ id: '100015', label: 'Escapade romantique', hotel: 'Hôtel du Lac', uri: '/sejour/100015', kind: 'stay' }, true);
    });
    expect(within(screen.getByRole('region', { name: 'Activités' })).getByRole('link', { name: 'Atelier chocolat' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Séjours' })).getByRole('link', { name: 'Escapade romantique' })).toHaveAttribute('href', '/sejour/100015');
  });
});

describe('<WishlistPage> sharing (a read-only link)', () => {
  it('a signed-in customer gets the link of the list; a visitor is asked to sign in', async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ stays: [], activities: [activity] }));
    mocked.shareWishlist.mockResolvedValueOnce('tok123');
    const first = renderWithApp(<WishlistPage />, testContext('fr_FR'));
    await userEvent.click(screen.getByRole('button', { name: 'Partager ma liste' }));
    expect(await screen.findByLabelText('Lien à partager (lecture seule) :')).toHaveValue(`${window.location.origin}/account/wishlist?shared=tok123`);
    first.unmount();
    mocked.shareWishlist.mockRejectedValueOnce(new ApiError(401, 'NOT_SIGNED_IN', 'Sign in first'));
    renderWithApp(<WishlistPage />, testContext('fr_FR'));
    await userEvent.click(screen.getByRole('button', { name: 'Partager ma liste' }));
    expect(await screen.findByRole('link', { name: 'Connectez-vous pour partager votre liste' })).toHaveAttribute('href', '/account/signin?origin=%2Faccount%2Fwishlist');
  });

  it("shows a shared list read-only, not the visitor's own; an unknown link says so", async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ stays: [], activities: [activity] }));
    mocked.readSharedWishlist.mockResolvedValueOnce({ stays: [{ id: '100015', label: 'Escapade romantique', uri: '/sejour/100015', kind: 'stay' }], activities: [] });
    const first = renderWithApp(<WishlistPage shared="tok123" />, testContext('fr_FR'));
    expect(await screen.findByRole('link', { name: 'Escapade romantique' })).toHaveAttribute('href', '/sejour/100015');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Liste d’envies partagée');
    expect(mocked.readSharedWishlist).toHaveBeenCalledWith(expect.anything(), 'tok123');
    expect(screen.queryByRole('link', { name: 'Atelier chocolat' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();
    mocked.readSharedWishlist.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'No shared wishlist'));
    renderWithApp(<WishlistPage shared="nope" />, testContext('fr_FR'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette liste partagée n’existe pas ou plus.');
  });
});
