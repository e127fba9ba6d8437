import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testContext } from '../../test/render';
import { ResultsPage } from './results-page';
import { clearThemeCache } from '../search-bar/themes';
import { mockedSearchApi } from '../../test/search-api-mock';
import { offerView, searchDetails } from '../../test/fixtures';
import { apiClientFor } from '../../api/client';
import { URL_CHANGED_EVENT, readSearchState } from '../../state/url';
import { startEarlySearch } from './use-results';
import { forgetNearbyPlaces, rememberNearbyPlace } from '../destination/destination-label';

jest.mock('../../api/search', () => jest.requireActual('../../test/search-api-mock').searchApiMock());
const { searchOffers, searchFallbacks, fetchFacets, fetchThemes, resolveKeyword, activityOnlySearch } = mockedSearchApi();

const emptyFacets = { activities: [], facilities: [], accessibility: [], hotelTypes: [], hotelEnvironments: [], hotelStyles: [], stars: [], hotelScores: [], freeCancellation: null, priceBands: [], priceRange: null };

function at(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  searchOffers.mockReset();
  searchFallbacks.mockReset().mockResolvedValue([]);
  fetchFacets.mockReset().mockResolvedValue(emptyFacets);
  fetchThemes.mockReset().mockResolvedValue([]);
  clearThemeCache();
  resolveKeyword.mockReset();
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});

// the fallback searches answer after the results: let their update land inside act before the next test
afterEach(async () => {
  await act(async () => undefined);
});

describe('ResultsPage', () => {
  it('shows the heading, the grid with inline blocks after results 3 and 9, and pagination links', async () => {
    at('/recherche?flow=booking#a=2&c=0&b=0&city=1');
    searchOffers.mockResolvedValue({ offers: Array.from({ length: 18 }, (_, i) => offerView(i + 1)), details: searchDetails(40) });
    renderWithProviders(<ResultsPage />);
    // the first test of the file also pays for loading the page's lazy parts: more than findBy's 1 s on a busy machine
    expect(await screen.findByRole('heading', { level: 1, name: '40 offres romantiques' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.title).toBe('40 offres romantiques – Lyon | Week-end Stays');
    expect(screen.getByText('Offrez une expérience')).toBeInTheDocument();
    expect(screen.getByText('La carte cadeau')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.querySelector('a[aria-current="page"]')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/recherche?flow=booking&page=1#a=2&c=0&b=0&city=1');
    expect(searchOffers).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ city: '1' }), 'booking', expect.objectContaining({ page: 0 }));
  });

  it("the total price switch shows each stay's total with the local tax, as the API priced it", async () => {
    at('/recherche?flow=booking#a=3&c=0&b=0&city=1');
    const offers = [{ ...offerView(1), totalPrice: 10600, refPrice: 12000, promo: 17 }, offerView(2)];
    searchOffers.mockResolvedValue({ offers, details: searchDetails(2) });
    renderWithProviders(<ResultsPage />);
    const card = await screen.findByRole('article', { name: 'Séjour 1' });
    const text = () => (card.textContent ?? '').replace(/\s/g, ' ');
    expect(text()).toMatch(/100 €/);
    const toggle = screen.getByRole('switch', { name: 'Prix total, taxe de séjour incluse' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(text()).toMatch(/106 €/);
    expect(text()).not.toMatch(/100 €|120 €/);
    // an offer without a total keeps its price
    expect((screen.getByRole('article', { name: 'Séjour 2' }).textContent ?? '').replace(/\s/g, ' ')).toMatch(/100 €/);
    fireEvent.click(toggle);
    expect(text()).toMatch(/100 €/);
  });

  it('no total price switch in gifting', async () => {
    at('/recherche?flow=gifting#a=2&c=0&b=0');
    searchOffers.mockResolvedValue({ offers: [{ ...offerView(1), priceType: 'gift', kind: 'gift' }], details: searchDetails(1) });
    renderWithProviders(<ResultsPage />);
    await screen.findByRole('article', { name: 'Séjour 1' });
    expect(screen.queryByRole('switch', { name: /Prix total/ })).toBeNull();
  });

  it('skips the gift-card block in it_IT and hides blocks in customer-care mode', async () => {
    at('/ricerca?flow=booking#city=1');
    searchOffers.mockResolvedValue({ offers: Array.from({ length: 12 }, (_, i) => offerView(i + 1)), details: searchDetails(12) });
    const { unmount } = renderWithProviders(<ResultsPage />, { context: testContext({ locale: 'it_IT' }) });
    await screen.findByText("Regala un'esperienza");
    expect(screen.queryByText('La carta regalo')).toBeNull();
    unmount();
    renderWithProviders(<ResultsPage />, { context: testContext({ customerCare: true }) });
    await screen.findByRole('article', { name: 'Séjour 1' });
    expect(screen.getByTestId('customer-care-block')).toHaveTextContent(/Mode service client/);
    expect(screen.queryByText('Offrez une expérience')).toBeNull();
  });

  it("shows the no-results message with 'Remove all filters', which clears the filters and the page", async () => {
    at('/recherche?flow=booking&page=2#a=2&c=0&b=0&city=1&stars=5&priceMax=5000');
    searchOffers.mockResolvedValue({ offers: [], details: searchDetails(0) });
    renderWithProviders(<ResultsPage />);
    expect(await screen.findByText(/Aucun résultat\. Pour obtenir plus de résultats/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer tous les filtres' }));
    expect(window.location.search).toBe('?flow=booking');
    expect(window.location.hash).toBe('#a=2&c=0&b=0&city=1');
    // the search runs again without the filters
    await waitFor(() => expect(searchOffers).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ stars: [] }), 'booking', expect.objectContaining({ page: 0 })));
    expect(await screen.findByText(/Aucun résultat\. Pour obtenir plus de résultats/)).toBeInTheDocument();
  });

  it('pagination links and page changes keep the query (flow, from) with a zero-based page; a criteria change drops the page', async () => {
    at('/recherche?flow=booking&from=searchbar#a=2&c=0&b=0&city=1');
    searchOffers.mockResolvedValue({ offers: Array.from({ length: 18 }, (_, i) => offerView(i + 1)), details: searchDetails(40) });
    renderWithProviders(<ResultsPage />);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const nav = await screen.findByRole('navigation', { name: 'Pagination' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/recherche?flow=booking&page=2&from=searchbar#a=2&c=0&b=0&city=1');
    fireEvent.click(within(nav).getByRole('link', { name: 'Page 2' }));
    expect(window.location.search).toBe('?flow=booking&page=1&from=searchbar');
    expect(window.location.hash).toBe('#a=2&c=0&b=0&city=1');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
    await waitFor(() => expect(searchOffers).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ city: '1' }), 'booking', expect.objectContaining({ page: 1 })), { timeout: 5000 });
    const next = await screen.findByRole('link', { name: 'Page suivante' }, { timeout: 5000 });
    expect(next).toHaveAttribute('href', '/recherche?flow=booking&page=2&from=searchbar#a=2&c=0&b=0&city=1');
    expect(screen.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/recherche?flow=booking&from=searchbar#a=2&c=0&b=0&city=1');
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'priceAsc' } });
    expect(window.location.search).not.toContain('page=');
    expect(window.location.hash).toContain('sort=priceAsc');
    await waitFor(() => expect(searchOffers).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ sort: 'priceAsc' }), 'booking', expect.objectContaining({ page: 0 })), { timeout: 5000 });
    await screen.findByRole('heading', { level: 1, name: '40 offres romantiques' });
  }, 20_000);

  describe('the destination field after a search without a searchDetails destination (search.md §2)', () => {
    afterEach(() => forgetNearbyPlaces());

    /** Focuses the destination field, then searches: returns the hash searched (once its search has answered). */
    async function focusAndSearch(): Promise<string> {
      const input = screen.getByRole('combobox', { name: 'Destination' });
      fireEvent.focus(input);
      expect(input).toHaveValue('');
      await act(async () => undefined); // the list's chunk and the recommended destinations asked for on focus
      const searches = searchOffers.mock.calls.length;
      fireEvent.submit(screen.getByRole('search'));
      await waitFor(() => expect(searchOffers.mock.calls.length).toBeGreaterThan(searches));
      await screen.findByRole('heading', { level: 1, name: /offres?/ });
      return window.location.hash;
    }

    it("shows the hotel's name for a hotel search, and focusing it clears the hotel", async () => {
      at('/recherche?flow=hotel#a=2&c=0&b=0&hotel=7');
      searchOffers.mockResolvedValue({ offers: [offerView(7)], details: { ...searchDetails(1), destination: null } });
      renderWithProviders(<ResultsPage />);
      await screen.findByRole('article', { name: 'Séjour 7' }, { timeout: 5000 });
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Hôtel 7'), { timeout: 5000 });
      expect(await focusAndSearch()).toBe('#a=2&c=0&b=0');
    }, 20_000);

    it("says 'In this area' after 'Search in this area', and focusing it clears the position and its distance", async () => {
      at('/recherche?flow=booking#a=2&c=0&b=0&lat=45.5&lng=4.8&distanceMin=0&distanceMax=200&sort=distance');
      searchOffers.mockResolvedValue({ offers: [offerView(1)], details: { ...searchDetails(1), destination: null, location: { latitude: 45.5, longitude: 4.8 } } });
      renderWithProviders(<ResultsPage />);
      await screen.findByRole('article', { name: 'Séjour 1' }, { timeout: 5000 });
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Dans cette zone'), { timeout: 5000 });
      expect(await focusAndSearch()).toBe('#a=2&c=0&b=0');
    }, 20_000);

    it("says 'Around {place}' after a nearby-location search of this session", async () => {
      rememberNearbyPlace({ lat: 45.9, lng: 6.1, label: 'Annecy' });
      at('/recherche?flow=booking#a=2&c=0&b=0&lat=45.9&lng=6.1&distanceMin=0&distanceMax=100');
      searchOffers.mockResolvedValue({ offers: [offerView(1)], details: { ...searchDetails(1), destination: null } });
      renderWithProviders(<ResultsPage />);
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Autour de Annecy'), { timeout: 5000 });
      expect(await focusAndSearch()).toBe('#a=2&c=0&b=0');
    }, 20_000);
  });

  it("shows 'No exact results found...' with fallbacks and no main results", async () => {
    at('/recherche?flow=booking#city=1&checkin=2099-01-01');
    searchOffers.mockResolvedValue({ offers: [], details: searchDetails(0) });
    searchFallbacks.mockResolvedValue([{ kind: 'widenDestination', hash: 'a=2&c=0&b=0&lat=45&lng=4&distanceMin=0&distanceMax=30', offers: [offerView(50)], totalCount: 1 }]);
    renderWithProviders(<ResultsPage />);
    expect(await screen.findByText('Aucun résultat exact trouvé...')).toBeInTheDocument();
    // the fallback blocks are a chunk of their own, fetched when there are fallbacks
    expect(await screen.findByRole('heading', { name: 'Autour de votre destination' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Séjour 50' })).toBeInTheDocument();
  });

  it('shows the results as soon as they arrive; the fallback suggestions and their banner follow', async () => {
    at('/recherche?flow=booking#city=1');
    searchOffers.mockResolvedValue({ offers: [offerView(1), offerView(2)], details: searchDetails(2) });
    let answerFallbacks: (value: unknown) => void = () => undefined;
    searchFallbacks.mockReturnValue(new Promise((resolve) => (answerFallbacks = resolve)));
    renderWithProviders(<ResultsPage />);
    expect(await screen.findByRole('article', { name: 'Séjour 1' })).toBeInTheDocument();
    expect(screen.queryByText(/Suggestion de séjours/)).toBeNull();
    await act(async () => answerFallbacks([{ kind: 'withoutDates', hash: 'a=2&c=0&b=0&city=1', offers: [offerView(60)], totalCount: 1 }]));
    expect(await screen.findByText(/Suggestion de séjours/)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Séjour 60' })).toBeInTheDocument();
  });

  it('keeps the skeleton, not the no-results message, while the fallbacks of an empty search are running', async () => {
    at('/recherche?flow=booking#city=1');
    searchOffers.mockResolvedValue({ offers: [], details: searchDetails(0) });
    let answerFallbacks: (value: unknown) => void = () => undefined;
    searchFallbacks.mockReturnValue(new Promise((resolve) => (answerFallbacks = resolve)));
    renderWithProviders(<ResultsPage />);
    await waitFor(() => expect(searchFallbacks).toHaveBeenCalled());
    expect(screen.queryByText(/Aucun résultat\. Pour obtenir/)).toBeNull();
    expect(screen.getByTestId('results-skeleton')).toBeInTheDocument();
    await act(async () => answerFallbacks([]));
    expect(await screen.findByText(/Aucun résultat\. Pour obtenir/)).toBeInTheDocument();
  });

  it('uses the search started before the first render when it is the search of the page', async () => {
    at('/recherche?flow=booking#a=2&c=0&b=0&city=1');
    searchOffers.mockResolvedValue({ offers: Array.from({ length: 18 }, (_, i) => offerView(i + 1)), details: searchDetails(18) });
    const context = testContext();
    startEarlySearch(apiClientFor(context), readSearchState(), true);
    expect(searchOffers).toHaveBeenCalledTimes(1);
    renderWithProviders(<ResultsPage />, { context });
    expect(await screen.findByRole('article', { name: 'Séjour 1' })).toBeInTheDocument();
    expect(searchOffers).toHaveBeenCalledTimes(1);
  });

  it('drops an early search of another page and searches the page shown', async () => {
    at('/recherche?flow=booking#a=2&c=0&b=0&city=1');
    searchOffers.mockResolvedValue({ offers: [offerView(1)], details: searchDetails(1) });
    const context = testContext();
    startEarlySearch(apiClientFor(context), readSearchState(), true);
    at('/recherche?flow=booking#a=2&c=0&b=0&city=2');
    renderWithProviders(<ResultsPage />, { context });
    expect(await screen.findByRole('article', { name: 'Séjour 1' })).toBeInTheDocument();
    expect(searchOffers).toHaveBeenCalledTimes(2);
    expect(searchOffers).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ city: '2' }), 'booking', expect.anything());
  });

  it("on phones: a bottom bar with Map, Sort and Filter (with its count); 'Sort by' drawer applies the sort and closes", async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    at('/recherche?flow=booking#a=2&c=0&b=0&city=1&stars=4,5');
    searchOffers.mockResolvedValue({ offers: [offerView(1), offerView(2)], details: searchDetails(2) });
    renderWithProviders(<ResultsPage />);
    await screen.findByRole('article', { name: 'Séjour 1' });
    const bar = screen.getByRole('navigation', { name: 'Actions sur les résultats' });
    expect(within(bar).getByRole('button', { name: 'Carte' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Filtrer (2)' })).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Trier' }));
    const drawer = await screen.findByRole('dialog', { name: 'Trier par' });
    // the results stay on screen, rendered once: opening the drawer did not run a search
    expect(searchOffers).toHaveBeenCalledTimes(1);
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Prix croissant' }));
    expect(window.location.hash).toContain('sort=priceAsc');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trier par' })).toBeNull());
    expect(await screen.findByRole('article', { name: 'Séjour 1' })).toBeInTheDocument();
  });

  it('on desktop: the action bar has Filter with the count of active filters, opening the Filters modal (draft until Confirm)', async () => {
    at('/recherche?flow=booking#a=2&c=0&b=0&city=1&stars=4,5&priceMax=10000');
    searchOffers.mockResolvedValue({ offers: [offerView(1)], details: searchDetails(1) });
    fetchFacets.mockResolvedValue({ ...emptyFacets, stars: [{ value: '3', label: '3', count: 2 }, { value: '4', label: '4', count: 1 }, { value: '5', label: '5', count: 1 }] });
    renderWithProviders(<ResultsPage />);
    await screen.findByRole('article', { name: 'Séjour 1' });
    const bar = screen.getByRole('toolbar', { name: 'Actions sur les résultats' });
    // two stars and a budget off its bounds
    fireEvent.click(within(bar).getByRole('button', { name: 'Filtrer (3)' }));
    const modal = await screen.findByRole('dialog', { name: 'Filtres' });
    fireEvent.click(await within(modal).findByRole('button', { name: '3 étoiles' }));
    expect(window.location.hash).not.toContain('stars=3'); // a draft until confirmed
    fireEvent.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(window.location.hash).toContain('stars=3,4,5');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtres' })).toBeNull());
    expect(within(bar).getByRole('button', { name: 'Filtrer (4)' })).toBeInTheDocument();
  });

  it("shows 'Oops, something went wrong' on a search error and retries", async () => {
    at('/recherche?flow=booking#city=1');
    searchOffers.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce({ offers: [offerView(1)], details: searchDetails(1) });
    renderWithProviders(<ResultsPage />);
    expect(await screen.findByText("Oups, quelque chose s'est mal passé")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Séjour 1' })).toBeInTheDocument();
  });

  it('normalises a hostile URL and never renders raw markup', async () => {
    at('/recherche?flow=<script>&page=-4#a=9999&city=<img src=x onerror=alert(1)>&theme="><b>x</b>&checkin=2020-01-01&stars=1,9&foo=bar');
    searchOffers.mockResolvedValue({ offers: [], details: { ...searchDetails(0), themeLabel: null, destination: null } });
    renderWithProviders(<ResultsPage />);
    await waitFor(() => expect(searchOffers).toHaveBeenCalled());
    const [, criteria, flow] = searchOffers.mock.calls[0];
    expect(flow).toBe('booking');
    expect(criteria).toEqual(expect.objectContaining({ a: 20, stars: [] }));
    expect(criteria).not.toHaveProperty('city');
    expect(criteria).not.toHaveProperty('theme');
    expect(criteria).not.toHaveProperty('checkin');
    expect(document.querySelector('img[src="x"], b, script')).toBeNull();
  });

  it('switching to the activity flow moves to the activity results path and clears the criteria', async () => {
    at('/recherche?flow=booking#a=3&c=0&b=0&city=1&stars=4');
    searchOffers.mockResolvedValue({ offers: [offerView(1)], details: searchDetails(1) });
    activityOnlySearch.mockResolvedValue({ centres: [], totalCount: 0 });
    renderWithProviders(<ResultsPage />);
    await screen.findByRole('article', { name: 'Séjour 1' });
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Activités' }));
    });
    expect(window.location.pathname).toBe('/activites');
    expect(window.location.search).toBe('?flow=activity');
    expect(window.location.hash).toBe('#a=2&c=0&b=0');
    expect(await screen.findByText('Aucune activité trouvée pour cette recherche')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Séjours' }));
    });
    expect(window.location.pathname).toBe('/recherche');
    expect(window.location.hash).toContain('city=1');
  });

  it('refreshes the facets when a filter changes the facets query, not when only the sort changes', async () => {
    const go = (url: string) =>
      act(async () => {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new Event(URL_CHANGED_EVENT));
      });
    at('/recherche?flow=booking#a=2&c=0&b=0&city=1');
    searchOffers.mockResolvedValue({ offers: [offerView(1)], details: searchDetails(1) });
    renderWithProviders(<ResultsPage />);
    await screen.findByRole('article', { name: 'Séjour 1' });
    expect(fetchFacets).toHaveBeenCalledTimes(1);
    await go('/recherche?flow=booking#a=2&c=0&b=0&city=1&sort=priceAsc');
    await waitFor(() => expect(searchOffers).toHaveBeenCalledTimes(2));
    expect(fetchFacets).toHaveBeenCalledTimes(1);
    await go('/recherche?flow=booking#a=2&c=0&b=0&city=1&sort=priceAsc&stars=4');
    await waitFor(() => expect(fetchFacets).toHaveBeenCalledTimes(2));
    expect(fetchFacets).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ stars: [4] }), 'booking', expect.anything());
  });

  it('runs the activity-only search again only when what it sends differs from what is rendered', async () => {
    activityOnlySearch.mockReset().mockResolvedValue({ centres: [{ hotel: null, packages: [{ ...offerView(5), kind: 'activity', label: 'Canyoning' }] }], totalCount: 1 });
    const go = (url: string) =>
      act(async () => {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new Event(URL_CHANGED_EVENT));
      });
    at('/activites?flow=activity#a=2&c=0&b=0&city=1');
    renderWithProviders(<ResultsPage />);
    await screen.findByRole('article', { name: 'Canyoning' });
    expect(activityOnlySearch).toHaveBeenCalledTimes(1);
    expect(searchOffers).not.toHaveBeenCalled();
    // dates are not sent in the activity flow: the same search, not run again
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await go(`/activites?flow=activity#a=2&c=0&b=0&city=1&checkin=${day(20)}&checkout=${day(21)}`);
    expect(activityOnlySearch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('article', { name: 'Canyoning' })).toBeInTheDocument();
    await go('/activites?flow=activity#a=2&c=0&b=0&city=1&tags=12');
    await waitFor(() => expect(activityOnlySearch).toHaveBeenCalledTimes(2));
    expect(activityOnlySearch).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ tags: ['12'] }), expect.objectContaining({ page: 0 }));
  });

  it('shows the family hint with children unless the theme is 39', async () => {
    at('/recherche?flow=booking#c=1&city=1');
    searchOffers.mockResolvedValue({ offers: [offerView(1)], details: searchDetails(1) });
    renderWithProviders(<ResultsPage />);
    expect(await screen.findByText(/Vous partez en famille/)).toBeInTheDocument();
    expect(screen.getByText('Des questions ? Appelez-nous au 01 76 36 02 42 pour toute demande. Sans surcoût.')).toBeInTheDocument();
  });

  it('shows the customer-care block in customer-care mode even without results', async () => {
    at('/recherche?flow=booking#city=1');
    searchOffers.mockResolvedValue({ offers: [], details: searchDetails(0) });
    renderWithProviders(<ResultsPage />, { context: testContext({ customerCare: true }) });
    await screen.findByText(/Aucun résultat\. Pour obtenir plus de résultats/);
    expect(screen.getByTestId('customer-care-block')).toHaveTextContent(/Mode service client/);
  });

  it("shows ui's customer-care block with its copy-link button only in customer-care mode", async () => {
    at('/recherche?flow=booking#city=1');
    searchOffers.mockResolvedValue({ offers: [offerView(1)], details: searchDetails(1) });
    const { unmount } = renderWithProviders(<ResultsPage />);
    await screen.findByRole('article', { name: 'Séjour 1' });
    expect(screen.queryByTestId('customer-care-block')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copier le lien pour le client' })).toBeNull();
    unmount();
    renderWithProviders(<ResultsPage />, { context: testContext({ customerCare: true }) });
    await screen.findByRole('article', { name: 'Séjour 1' });
    const block = screen.getByTestId('customer-care-block');
    expect(block).toHaveTextContent('Mode service client : vous vendez pour le compte d’un client.');
    expect(within(block).getByRole('button', { name: 'Copier le lien pour le client' })).toBeInTheDocument();
  });

  it('shows the SEO text and suggestion links: nearby towns, wider areas, popular themes for the destination', async () => {
    at('/recherche?flow=booking#city=10001');
    const inAnnecy = { ...offerView(2), hotel: { ...offerView(2).hotel, locationLabel: 'Annecy', locationUri: '/ville/annecy' } };
    const paris = { id: 10001, label: 'Paris', category: 'city', latitude: 48.8, longitude: 2.3 };
    searchOffers.mockResolvedValue({
      offers: [offerView(1), inAnnecy],
      details: { ...searchDetails(2), themeLabel: null, destination: paris, hierarchy: [paris, { ...paris, id: 101, label: 'Île-de-France', category: 'region' }] },
    });
    fetchThemes.mockResolvedValue([{ id: '1', label: 'Romantique', slug: 'romantique', kind: 'stay', count: 48, uri: '/idee/romantique', description: null }]);
    renderWithProviders(<ResultsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Paris : nos idées d’évasion' })).toBeInTheDocument();
    // the page's title says what was found, where
    expect(document.title).toBe('2 offres – Paris | Week-end Stays');
    const links = screen.getByRole('navigation', { name: 'Pour aller plus loin' });
    expect(within(links).getByRole('link', { name: 'Annecy' })).toHaveAttribute('href', '/ville/annecy');
    expect(within(links).getByRole('link', { name: 'Toutes nos offres : Île-de-France' })).toHaveAttribute('href', '/recherche?flow=booking#a=2&c=0&b=0&region=101');
    expect(await within(links).findByRole('link', { name: 'Romantique – Paris' })).toHaveAttribute('href', '/recherche?flow=booking#a=2&c=0&b=0&city=10001&theme=1');
  });

  it('resolves an idea keyword page to its theme and shows the theme text', async () => {
    at('/idee/romantique');
    searchOffers.mockResolvedValue({ offers: [offerView(1)], details: { ...searchDetails(1), destination: null } });
    const theme = { id: '1', label: 'Romantique', slug: 'romantique', kind: 'stay', count: 48, uri: '/idee/romantique', description: 'Des escapades à deux.' };
    resolveKeyword.mockResolvedValue({ kind: 'idea', slug: 'romantique', theme });
    renderWithProviders(<ResultsPage />);
    await waitFor(() => expect(window.location.hash).toBe('#a=2&c=0&b=0&theme=1'));
    expect(resolveKeyword).toHaveBeenCalledWith(expect.anything(), { kind: 'idea', slug: 'romantique' }, 'booking', expect.anything());
    expect(window.location.pathname).toBe('/idee/romantique');
    await waitFor(() => expect(searchOffers).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ theme: '1' }), 'booking', expect.anything()));
    expect(await screen.findByText('Des escapades à deux.')).toBeInTheDocument();
  });
});
