/**
 * The 404 page (site-wide §2 Error pages): 'Oops!' with the error code and a way home, noindex, follow; with a
 * hotelId in the hash, the 'Too late!' variant and a carousel of the hotel's other offers (limit 1).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { ShellProvider } from '../chrome/shell-react';
import { loadExposed } from '../remotes/federation';
import { updateHead } from '../runtime/head';
import { routeOf, setShellState } from '../runtime/state';
import { mockFetch, setTestShell, type TestShellOptions } from '../../test/shell-state';
import fr from '../i18n/fr';
import nl from '../i18n/nl';
import { NotFoundPage, type ExpiredOffer } from './not-found-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../remotes/federation', () => ({ loadExposed: jest.fn() }));
jest.mock('../errors/report', () => ({ reportError: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;

const OFFER: ExpiredOffer = { id: 7, label: 'Séjour spa et dîner', uri: '/sejour/7', hotel: { id: 42, label: 'Hôtel du Lac' }, imageUrl: null, sellPrice: 12900 };
/** mf_search's offer card, as the federation runtime would hand it over. */
const OfferCard = jest.fn(({ offer }: { offer: ExpiredOffer }) => <article>{`Carte : ${offer.label}`}</article>);

async function renderPage(url: string, options: TestShellOptions = {}) {
  window.history.replaceState(null, '', url);
  const state = setTestShell(options);
  await act(async () => {
    render(
      <ShellProvider state={state}>
        <NotFoundPage />
      </ShellProvider>,
    );
  });
}

beforeEach(() => {
  load.mockReset();
  OfferCard.mockClear();
  (navigateToUrl as jest.Mock).mockClear();
});

describe('404 page', () => {
  it("says 'Oops!' with the error code 404 and a button to the homepage", async () => {
    const fetch = mockFetch({});
    await renderPage('/nimporte-quoi', { site: 'fr_FR' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.oops);
    expect(screen.getByText(fr.notFoundText, { exact: false })).toHaveTextContent(`${fr.notFoundText} ${fr.errorCode}`);
    expect(fr.errorCode).toContain('404');
    const home = screen.getByRole('link', { name: fr.backHome });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(navigateToUrl).toHaveBeenCalledWith('http://localhost/');
    // no hotelId: no offers looked up, no 'Too late!'
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(fr.tooLate)).toBeNull();
  });

  it("goes home to the site's own homepage, in its language (nl_BE)", async () => {
    mockFetch({});
    await renderPage('/nl/bestaat-niet', { site: 'nl_BE' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(nl.oops);
    expect(screen.getByText(nl.errorCode)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: nl.backHome })).toHaveAttribute('href', '/nl');
  });

  it('is noindex, follow, in production too (where other pages are indexed)', () => {
    const state = setTestShell({ site: 'fr_FR' });
    setShellState({ ...state, config: { ...state.config, environment: 'production' } });
    const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

    window.history.replaceState(null, '', '/nimporte-quoi#hotelId=42');
    expect(routeOf(window.location).remote).toBe('shell');
    updateHead(routeOf(window.location));
    expect(robots()).toBe('noindex, follow');

    window.history.replaceState(null, '', '/');
    updateHead(routeOf(window.location));
    expect(robots()).toBe('index, follow');
  });
});

describe("404 page with a hotelId: 'Too late!'", () => {
  it("looks up the hotel's other offers (limit 1) and shows them in a carousel of offer cards", async () => {
    load.mockResolvedValue({ OfferCard });
    const fetch = mockFetch({ '/api/offers.json': { exactMatch: [OFFER] } });
    await renderPage('/sejour-expire#hotelId=42', { site: 'fr_FR' });

    const asked = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.pathname).toBe('/api/offers.json');
    expect(asked.searchParams.get('hotelId')).toBe('42');
    expect(asked.searchParams.get('limit')).toBe('1');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.tooLate);
    expect(screen.getByText(fr.offerExpired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Autre offre à Hôtel du Lac' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_search/OfferCard');
    const card = screen.getByText('Carte : Séjour spa et dîner');
    const carousel = card.closest('ul') as HTMLElement;
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(1);
    expect(OfferCard.mock.calls[0]?.[0]).toMatchObject({ offer: OFFER });
    // not the plain 404
    expect(screen.queryByText(fr.oops)).toBeNull();
    expect(screen.queryByText(fr.errorCode)).toBeNull();
  });

  it('links to the offer with its price when the offer card cannot load', async () => {
    load.mockRejectedValue(new Error('mf_search is down'));
    mockFetch({ '/api/offers.json': { exactMatch: [OFFER] } });
    await renderPage('/sejour-expire#hotelId=42', { site: 'fr_FR' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.tooLate);
    const link = screen.getByRole('link', { name: /Séjour spa et dîner/ });
    expect(link).toHaveAttribute('href', '/sejour/7');
    expect(link).toHaveTextContent(/129,00\s€/);
  });

  it.each([
    ['the hotel has no other offer', { '/api/offers.json': { exactMatch: [] } }],
    ['the look-up fails', {}],
  ])('stays the plain 404 when %s', async (_, bodies) => {
    const fetch = mockFetch(bodies);
    await renderPage('/sejour-expire#hotelId=42', { site: 'fr_FR' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.oops);
    expect(screen.getByRole('link', { name: fr.backHome })).toBeInTheDocument();
    expect(screen.queryByText(fr.tooLate)).toBeNull();
  });

  it('looks nothing up for a hotelId that is not a number', async () => {
    const fetch = mockFetch({ '/api/offers.json': { exactMatch: [OFFER] } });
    await renderPage('/sejour-expire#hotelId=42abc', { site: 'fr_FR' });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.oops);
  });
});
