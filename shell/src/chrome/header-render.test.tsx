/** The header as a visitor gets it, per locale, toggle and mode (site-wide §2 Header, §6 Roles). */
import { act, render, screen, within } from '@testing-library/react';
import { Header } from './header';
import { ShellProvider } from './shell-react';
import { GIFT_SHOP } from './links';
import { mockFetch, setTestShell, type TestShellOptions } from '../../test/shell-state';
import fr from '../i18n/fr';
import nl from '../i18n/nl';

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

  it('customerAccount toggle on and logged in: the account link', async () => {
    const header = await renderHeader('/', { site: 'fr_FR', toggles: { customerAccount: true }, loggedIn: true });
    expect(within(header).getByRole('link', { name: fr.account })).toHaveAttribute('href', '/account/settings/profile');
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
