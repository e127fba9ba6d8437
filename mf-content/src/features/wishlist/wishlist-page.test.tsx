/** The wishlist page (site-wide §8 Empty wishlist, §3 Wishlist: separate lists for stays and activities). */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WISHLIST_STORAGE_KEY, on, setWishlisted } from '@storefront/event-bus';
import type { WishlistItem } from '@storefront/contracts';
import { renderWithApp, testContext } from '../../../test/render';
import { WishlistPage } from './wishlist-page';

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
