/** The header as a visitor gets it, per locale, toggle and mode (site-wide §2 Header, §6 Roles). */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header';
import { ShellProvider } from './shell-react';
import { GIFT_SHOP } from './links';
import { browser } from './account-menu';
import { mockFetch, setTestShell, type TestShellOptions } from '../../test/shell-state';
import fr from '../i18n/fr';
import nl from '../i18n/nl';
import es from '../i18n/es';
import itMessages from '../i18n/it';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function setViewport(desktop: boolean): void {
  window.matchMedia = ((query: string) => ({ matches: desktop, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}

async function renderHeader(path: string, options: TestShellOptions, desktop = false) {
  window.history.replaceState(null, '', path);
  setViewport(desktop);
  mockFetch({});
  const state = setTestShell(options);
  // the navigation call resolves (to the code-owned fallback) inside act
  await act(async () => {
    render(
      <ShellProvider state={state}>
        <Header />
      </ShellProvider>,
    );
  });
  return screen.getByRole('banner');
}

describe('header per locale, toggle and mode', () => {
  it('fr_FR phone: burger, logo home, help to contact, gift drawer button, wishlist, check-my-booking account button, no language selector', async () => {
    const header = await renderHeader('/', { site: 'fr_FR' });
    expect(within(header).getByRole('button', { name: fr.openMenu })).toBeInTheDocument();
    const logo = within(header).getByRole('link', { name: fr.logoLabel });
    expect(logo).toHaveAttribute('href', '/');
    // its name contains the text it shows (WCAG 2.5.3 label in name)
    expect(logo.textContent).toBe('Week-end Stays');
    expect(fr.logoLabel).toContain(logo.textContent);
    expect(within(header).getByRole('link', { name: fr.help })).toHaveAttribute('href', '/contact');
    expect(within(header).getByRole('button', { name: fr.gift })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(header).getByRole('link', { name: fr.wishlist })).toHaveAttribute('href', '/account/wishlist');
    expect(within(header).getByRole('button', { name: fr.account })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(header).queryByRole('navigation', { name: fr.language })).toBeNull();
  });

  it('nl_BE: language selector FR / NL, and the wishlist button only on desktop', async () => {
    let header = await renderHeader('/nl/zoeken', { site: 'nl_BE' });
    const languages = within(header).getByRole('navigation', { name: nl.language });
    expect(within(languages).getByRole('link', { name: 'NL' })).toHaveAttribute('aria-current', 'true');
    expect(within(languages).getByRole('link', { name: 'FR' })).toHaveAttribute('href', '/fr/recherche');
    expect(within(header).getByRole('link', { name: nl.help })).toHaveAttribute('href', '/nl/contact');
    expect(within(header).queryByRole('link', { name: nl.wishlist })).toBeNull();
    document.body.innerHTML = '';
    header = await renderHeader('/nl/zoeken', { site: 'nl_BE' }, true);
    expect(within(header).getByRole('link', { name: nl.wishlist })).toBeInTheDocument();
  });

  it('customerAccount toggle on: sign-in link with the origin, no wishlist button', async () => {
    const header = await renderHeader('/sejour/12', { site: 'fr_FR', toggles: { customerAccount: true } });
    expect(within(header).getByRole('link', { name: fr.signIn })).toHaveAttribute('href', `/account/signin?origin=${encodeURIComponent('http://localhost/sejour/12')}`);
    expect(within(header).queryByRole('link', { name: fr.wishlist })).toBeNull();
  });

  describe('customerAccount toggle on and logged in: the account menu (site-wide §2 Account)', () => {
    const loggedIn = (site: TestShellOptions['site'] = 'fr_FR', path = '/') => renderHeader(path, { site, toggles: { customerAccount: true }, loggedIn: true });
    const entries = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => {
      const control = within(item).getByRole(item.querySelector('a') ? 'link' : 'button');
      return [control.textContent, control.getAttribute('href')];
    });

    afterEach(() => jest.restoreAllMocks());

    it('a closed disclosure button, opening the list My account, Bookings & Trips, Wishlist, Sign out', async () => {
      const header = await loggedIn();
      const button = await within(header).findByRole('button', { name: fr.account });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(within(header).queryByRole('list')).toBeNull();
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(list).toBe(within(header).getByRole('list'));
      expect(entries(list)).toEqual([
        [fr.account, '/account/settings/profile'],
        [fr.bookingsAndTrips, '/account/trips'],
        [fr.wishlist, '/account/wishlist'],
        [fr.signOut, null],
      ]);
      // the button toggles it
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(within(header).queryByRole('list')).toBeNull();
    });

    it('Escape closes it and gives focus back to the button; a press or focus outside closes it', async () => {
      const header = await loggedIn();
      const button = await within(header).findByRole('button', { name: fr.account });
      await userEvent.click(button);
      await userEvent.tab();
      expect(within(header).getByRole('link', { name: fr.account })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(within(header).queryByRole('list')).toBeNull();
      expect(button).toHaveFocus();

      await userEvent.click(button);
      await userEvent.click(within(header).getByRole('link', { name: fr.help }));
      expect(within(header).queryByRole('list')).toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(button);
      act(() => within(header).getByRole('button', { name: fr.openMenu }).focus());
      expect(within(header).queryByRole('list')).toBeNull();
    });

    it('Sign out ends the session at the API (its cookie is HttpOnly) and loads the homepage', async () => {
      const load = jest.spyOn(browser, 'load').mockImplementation(() => undefined);
      const header = await loggedIn('nl_BE', '/nl/zoeken');
      await userEvent.click(await within(header).findByRole('button', { name: nl.account }));
      const fetch = mockFetch();
      await userEvent.click(within(header).getByRole('button', { name: nl.signOut }));
      expect(fetch).toHaveBeenCalledWith('/gateway/account/session', { method: 'DELETE', credentials: 'same-origin' });
      await waitFor(() => expect(load).toHaveBeenCalledWith('/nl'));
    });

    it('entries in the site’s language (es, nl, it)', async () => {
      for (const [site, messages] of [['es_ES', es], ['nl_NL', nl], ['it_IT', itMessages]] as const) {
        document.body.innerHTML = '';
        const header = await loggedIn(site);
        await userEvent.click(await within(header).findByRole('button', { name: messages.account }));
        expect(entries(within(header).getByRole('list')).map(([label]) => label)).toEqual([messages.account, messages.bookingsAndTrips, messages.wishlist, messages.signOut]);
      }
      expect(new Set([fr.signOut, es.signOut, nl.signOut, itMessages.signOut]).size).toBe(4);
      expect(new Set([fr.bookingsAndTrips, es.bookingsAndTrips, nl.bookingsAndTrips, itMessages.bookingsAndTrips]).size).toBe(4);
    });
  });

  it("gift drawer: fetched when the gift button is pointed at or focused, then its cards from the locale's gift content", async () => {
    window.history.replaceState(null, '', '/');
    setViewport(true);
    const fetchMock = mockFetch({
      '/content/giftBlock.json': {
        entries: [
          { locale: 'it_IT', singleVoucherURL: '/cerca?flow=gifting', boxURL: 'https://cofanetti.example', giftcardURL: '/it/giftcard/customization' },
          { locale: 'fr_FR', activityOnlyURL: '/activites' },
        ],
      },
    });
    const state = setTestShell({ site: 'it_IT', toggles: { boxes: false } });
    await act(async () => {
      render(
        <ShellProvider state={state}>
          <Header />
        </ShellProvider>,
      );
    });
    const giftButton = within(screen.getByRole('banner')).getByRole('button', { name: itMessages.gift });
    const giftBlockCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/content/giftBlock.json?locale=it_IT'));
    expect(giftBlockCalls()).toHaveLength(0);
    await act(async () => giftButton.focus());
    expect(giftBlockCalls()).toHaveLength(1);
    await userEvent.click(giftButton);
    const drawer = await screen.findByRole('dialog', { name: itMessages.giftDrawerTitle });
    const cards = await within(drawer).findAllByRole('link');
    // it_IT's content has no activity-only link: three cards, in the spec's order, each in a new tab
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/cerca?flow=gifting', 'https://cofanetti.example', '/it/giftcard/customization']);
    for (const card of cards) expect(card).toHaveAttribute('target', '_blank');
    // one call for the visit: the drawer reads what the focus fetched
    expect(giftBlockCalls()).toHaveLength(1);
  });

  it('customer-care mode: a mode badge, and the gift button is the country gift shop in a new tab', async () => {
    const header = await renderHeader('/', { site: 'fr_FR', customerCare: true });
    expect(header).toHaveTextContent(fr.customerCareMode);
    expect(within(header).queryByRole('button', { name: fr.gift })).toBeNull();
    const shop = within(header).getByRole('link', { name: `${fr.giftShop} ${fr.newTab}` });
    expect(shop).toHaveAttribute('href', GIFT_SHOP.FR);
    expect(shop).toHaveAttribute('target', '_blank');
  });

  it('checkout steps: the simplified header with a back arrow and the logo only', async () => {
    const header = await renderHeader('/checkout#id=1', { site: 'fr_FR' });
    expect(within(header).getByRole('button', { name: fr.back })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: fr.logoLabel })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: fr.help })).toBeNull();
    expect(within(header).queryByRole('button', { name: fr.openMenu })).toBeNull();
  });
});
