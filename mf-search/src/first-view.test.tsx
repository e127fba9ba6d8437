import { fireEvent, waitFor } from '@testing-library/react';
import type { FirstView, FirstViewInput, LoadRemote, StorefrontContext } from '@storefront/contracts';
import type { RemoteAppProps } from '@storefront/ui';
import { EMPTY_FACETS, facetsKey } from './features/filters/use-facets';
import { searchKey } from './features/results/use-results';
import { themesKey } from './features/search-bar/themes';
import { renderFirstView } from './first-view';
import { bootstrap, mount, unmount } from './spa';
import { searchStateAt } from './state/url';
import { mockedSearchApi } from './test/search-api-mock';
import { offerView, searchDetails } from './test/fixtures';
import { testContext } from './test/render';

jest.mock('./api/search', () => jest.requireActual('./test/search-api-mock').searchApiMock());
const { searchOffers, searchFallbacks, fetchFacets, fetchThemes, activityOnlySearch, resolveKeyword } = mockedSearchApi();

const PARIS = { kind: 'city', slug: 'paris', city: '10001' };
const ROMANTIC = {
  kind: 'idea',
  slug: 'romantique',
  theme: { id: '1', label: 'Romantique', slug: 'romantique', kind: 'stay', count: 48, uri: '/idee/romantique', description: 'Des escapades à deux.' },
};
const facets = { ...EMPTY_FACETS, activities: [{ value: '7', label: 'Spa', count: 3, children: [] }] };
const WELLNESS = { id: '5', label: 'Bien-être', slug: 'bien-etre', kind: 'stay', count: 31, uri: '/idee/bien-etre', description: null };

function inputAt(url: string, options: { context?: StorefrontContext; viewport?: FirstViewInput['viewport'] } = {}): FirstViewInput {
  const context = options.context ?? testContext();
  // the server's render runs where the page is (jsdom has a window: the location is the page's, as on the server)
  window.history.replaceState(null, '', url);
  return { url, context, endpoints: { ...context.endpoints, api: 'http://127.0.0.1:9/api' }, viewport: options.viewport ?? 'desktop' };
}

/** The page as the server sends it (contracts first-view.ts): the view in the slot, its state in the page. */
function servePage(view: FirstView): HTMLElement {
  document.body.innerHTML = `<script id="sf-first-view" type="application/json">${JSON.stringify(view.state)}</script><div id="slot" data-first-view="">${view.html}</div>`;
  return document.getElementById('slot')!;
}

/** The SEO section's link to the popular theme of the destination. */
function popularThemeLink(slot: HTMLElement): Element | null {
  return [...slot.querySelectorAll('.sf-search-seo a')].find((a) => a.textContent === 'Bien-être – Lyon') ?? null;
}

function propsFor(domElement: HTMLElement, context: StorefrontContext): RemoteAppProps {
  return { context, domElement, loadRemote: jest.fn() as unknown as LoadRemote, name: 'mf_search/spa', singleSpa: {}, mountParcel: jest.fn() } as unknown as RemoteAppProps;
}

beforeEach(() => {
  searchOffers.mockReset().mockResolvedValue({ offers: Array.from({ length: 18 }, (_, i) => offerView(i + 1)), details: searchDetails(40) });
  searchFallbacks.mockReset().mockResolvedValue([]);
  fetchFacets.mockReset().mockResolvedValue(facets);
  fetchThemes.mockReset().mockResolvedValue([WELLNESS]);
  activityOnlySearch.mockReset();
  resolveKeyword.mockReset().mockResolvedValue(PARIS);
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});

describe('renderFirstView', () => {
  it('leaves search-like paths, the activity-only search and other pages to the browser, without calling the API', async () => {
    for (const url of ['/week-end-spa', '/recherche?flow=activity', '/activites?flow=activity', '/sejour/1', '/ville/%3Cb%3E']) {
      expect(await renderFirstView(inputAt(url))).toBeNull();
    }
    expect(resolveKeyword).not.toHaveBeenCalled();
    expect(searchOffers).not.toHaveBeenCalled();
    expect(activityOnlySearch).not.toHaveBeenCalled();
    expect(fetchFacets).not.toHaveBeenCalled();
  });

  it('renders the results of the path and query (a hostile query normalised), with the facets on desktop only', async () => {
    const url = '/recherche?flow=nope&page=-3&from=%E0';
    const desktop = ((await renderFirstView(inputAt(url))) as FirstView);
    const state = searchStateAt(url);
    expect(state.flow).toBe('booking');
    expect(state.page).toBeUndefined();
    expect(searchOffers).toHaveBeenCalledWith(expect.anything(), state.criteria, 'booking', expect.objectContaining({ page: 0 }));
    expect(desktop.html).toContain('40 offres romantiques');
    expect(desktop.html).toContain('Séjour 18');
    const themes = themesKey('fr_FR', 'stay');
    expect(Object.keys(desktop.state.data)).toEqual([searchKey(state, true), facetsKey(state.criteria, state.flow), themes]);
    expect(desktop.state).toMatchObject({ remote: 'mf-search', url, viewport: 'desktop' });
    // the stay themes: the search bar's theme field and the SEO section's popular themes are in the HTML
    expect(fetchThemes).toHaveBeenCalledWith(expect.anything(), 'stay');
    expect(desktop.html).toContain('>Bien-être – Lyon</a>');
    expect(desktop.html).toMatch(/<option value="5"[^>]*>Bien-être<\/option>/);
    const phone = ((await renderFirstView(inputAt(url, { viewport: 'mobile' }))) as FirstView);
    expect(Object.keys(phone.state.data)).toEqual([searchKey(state, true), themes]);
    expect(fetchFacets).toHaveBeenCalledTimes(1);
    // no theme list in the hotel flow; a failed one is left to the browser
    fetchThemes.mockClear();
    const hotel = ((await renderFirstView(inputAt('/recherche?flow=hotel'))) as FirstView);
    expect(fetchThemes).not.toHaveBeenCalled();
    expect(Object.keys(hotel.state.data).some((key) => key.startsWith('themes|'))).toBe(false);
    fetchThemes.mockRejectedValueOnce(new Error('offline'));
    const withoutThemes = ((await renderFirstView(inputAt(url))) as FirstView);
    expect(Object.keys(withoutThemes.state.data)).not.toContain(themes);
    expect(withoutThemes.html).not.toContain('Bien-être');
  });

  it('renders the activity flow when the activity-only search is off (the offers search)', async () => {
    const context = testContext({ toggles: { ...testContext().toggles, activityOnly: false } });
    const view = (await renderFirstView(inputAt('/recherche?flow=activity', { context }))) as FirstView;
    expect(view?.html).toContain('Séjour 1');
    expect(searchOffers).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'activity', expect.anything());
  });

  it('fails (the browser renders the page) when the results do not come', async () => {
    searchOffers.mockRejectedValue(new Error('offline'));
    await expect(renderFirstView(inputAt('/recherche'))).rejects.toThrow('offline');
  });
});

describe('the first view in the browser', () => {
  // the lifecycles run as in a browser (not inside act): React warns of nothing but real trouble
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

  it('is hydrated in place with its results (and facets on desktop): no search, no warning, the same nodes', async () => {
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    const context = testContext();
    for (const viewport of ['desktop', 'mobile'] as const) {
      // the wishlist lasts across renders (browser storage): each pass starts from an empty one
      window.localStorage.clear();
      const view = ((await renderFirstView(inputAt('/recherche?flow=booking', { context, viewport }))) as FirstView);
      const slot = servePage(view);
      const heading = slot.querySelector('h1');
      const firstCard = slot.querySelector('article h2');
      expect(heading?.textContent).toBe('40 offres romantiques');
      const themeLink = popularThemeLink(slot);
      expect(themeLink).not.toBeNull();
      searchOffers.mockClear();
      fetchFacets.mockClear();
      fetchThemes.mockClear();
      Object.defineProperty(window, 'innerWidth', { value: viewport === 'mobile' ? 390 : 1280, configurable: true });
      const props = propsFor(slot, context);
      await bootstrap(props);
      await mount(props);
      expect(slot.hasAttribute('data-first-view')).toBe(false);
      expect(slot.querySelector('h1')).toBe(heading);
      expect(slot.querySelector('article h2')).toBe(firstCard);
      // the grid (hydrated in a later pass) responds: its served button toggles
      const heart = slot.querySelector('article button[aria-pressed]')!;
      fireEvent.click(heart);
      await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
      expect(slot.querySelector('article h2')).toBe(firstCard);
      // the themes it was rendered with are kept: not fetched again, their links the served nodes
      expect(popularThemeLink(slot)).toBe(themeLink);
      expect(fetchThemes).not.toHaveBeenCalled();
      expect(searchOffers).not.toHaveBeenCalled();
      // phones show the facets once a panel opens: they are fetched after the hydration
      expect(fetchFacets).toHaveBeenCalledTimes(viewport === 'mobile' ? 1 : 0);
      await unmount(props);
    }
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('of a keyword page writes the search of its slug to the hash, then is hydrated in place without resolving or searching again', async () => {
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    const context = testContext();
    for (const [url, resolved, hash] of [
      ['/ville/paris', PARIS, /^#a=2&c=0&b=0&city=10001$/],
      ['/idee/romantique', ROMANTIC, /^#a=2&c=0&b=0&theme=1$/],
    ] as const) {
      window.localStorage.clear();
      resolveKeyword.mockResolvedValue(resolved);
      // the server's render (no window there: ./first-view.server.test.tsx) reads the search its slug resolved to;
      // jsdom's render reads the location, which has it in its hash here
      const input = inputAt(url, { context });
      window.history.replaceState(null, '', `${url}${hash.source.slice(1, -1)}`);
      const view = ((await renderFirstView(input)) as FirstView);
      expect(view.state.url).toBe(url);
      window.history.replaceState(null, '', url);
      const slot = servePage(view);
      const heading = slot.querySelector('h1');
      searchOffers.mockClear();
      resolveKeyword.mockClear();
      const props = propsFor(slot, context);
      await bootstrap(props);
      await mount(props);
      expect(window.location.pathname).toBe(url);
      expect(window.location.hash).toMatch(hash);
      expect(slot.hasAttribute('data-first-view')).toBe(false);
      expect(slot.querySelector('h1')).toBe(heading);
      if (resolved === ROMANTIC) expect(slot.textContent).toContain('Des escapades à deux.');
      // hydrated: a served heart responds
      const heart = slot.querySelector('article button[aria-pressed]')!;
      fireEvent.click(heart);
      await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
      expect(resolveKeyword).not.toHaveBeenCalled();
      expect(searchOffers).not.toHaveBeenCalled();
      await unmount(props);
    }
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('of a search with less than a page of results has its fallback suggestions, hydrated without searching them again', async () => {
    const warn = jest.spyOn(console, 'warn');
    searchOffers.mockResolvedValue({ offers: [offerView(1), offerView(2)], details: searchDetails(2) });
    searchFallbacks.mockResolvedValue([{ kind: 'withoutDates', hash: 'a=2&c=0&b=0', offers: [offerView(60)], totalCount: 1 }]);
    const context = testContext();
    const view = ((await renderFirstView(inputAt('/recherche?flow=gifting', { context, viewport: 'mobile' }))) as FirstView);
    expect(view.html).toContain('Séjour 60');
    const slot = servePage(view);
    const suggestion = [...slot.querySelectorAll('article h2, article h3')].find((h) => h.textContent === 'Séjour 60');
    expect(suggestion).toBeDefined();
    searchOffers.mockClear();
    searchFallbacks.mockClear();
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    const props = propsFor(slot, context);
    await bootstrap(props);
    await mount(props);
    // the suggestion responds (hydrated), in place: its heart announces the change
    const card = suggestion!.closest('article')!;
    fireEvent.click(card.querySelector('button[aria-pressed]')!);
    await waitFor(() => expect(card.querySelector('p[aria-live]')).not.toBeEmptyDOMElement());
    expect(slot.contains(suggestion!)).toBe(true);
    expect(searchOffers).not.toHaveBeenCalled();
    expect(searchFallbacks).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    await unmount(props);
    warn.mockRestore();
  });

  it('is rendered afresh, with the criteria of the hash, at a location with a hash', async () => {
    const context = testContext();
    const slot = servePage(((await renderFirstView(inputAt('/recherche?flow=booking', { context }))) as FirstView));
    const heading = slot.querySelector('h1');
    searchOffers.mockClear();
    window.history.replaceState(null, '', '/recherche?flow=booking#a=3&city=1');
    const props = propsFor(slot, context);
    await bootstrap(props);
    await mount(props);
    expect(slot.contains(heading)).toBe(false);
    await waitFor(() => expect(slot.querySelector('h1')?.textContent).toBe('40 offres romantiques'));
    expect(searchOffers).toHaveBeenCalledTimes(1);
    expect(searchOffers).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ a: 3, city: '1' }), 'booking', expect.anything());
    await unmount(props);
  });
});
