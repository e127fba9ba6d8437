/**
 * @jest-environment node
 */
/**
 * A keyword page's first view rendered as on the server (no window): the search its slug resolves to, with what it
 * resolved to in the view's data (the browser writes that search to the hash before hydrating: ./first-view.test.tsx).
 */
import { FIRST_VIEW_NOT_FOUND, type FirstView, type FirstViewInput } from '@storefront/contracts';
import { searchKey } from './features/results/use-results';
import { themesKey } from './features/search-bar/themes';
import { renderFirstView } from './first-view';
import { KEYWORD_KEY } from './state/keyword';
import { searchStateAt } from './state/url';
import { mockedSearchApi } from './test/search-api-mock';
import { offerView, searchDetails } from './test/fixtures';
import { testContext } from './test/render';

jest.mock('./api/search', () => jest.requireActual('./test/search-api-mock').searchApiMock());
const { searchOffers, searchFallbacks, fetchFacets, fetchThemes, resolveKeyword } = mockedSearchApi();

function inputAt(url: string): FirstViewInput {
  const context = testContext();
  return { url, context, endpoints: { ...context.endpoints, api: 'http://127.0.0.1:9/api' }, viewport: 'mobile' };
}

beforeEach(() => {
  searchOffers.mockReset().mockResolvedValue({ offers: Array.from({ length: 18 }, (_, i) => offerView(i + 1)), details: searchDetails(40) });
  searchFallbacks.mockReset().mockResolvedValue([]);
  fetchFacets.mockReset();
  fetchThemes.mockReset().mockResolvedValue([]);
  resolveKeyword.mockReset();
});

it('renders a city keyword page with the results of its city', async () => {
  const paris = { kind: 'city', slug: 'paris', city: '10001' };
  resolveKeyword.mockResolvedValue(paris);
  const view = ((await renderFirstView(inputAt('/ville/paris'))) as FirstView);
  expect(typeof window).toBe('undefined');
  expect(resolveKeyword).toHaveBeenCalledWith(expect.anything(), { kind: 'city', slug: 'paris' }, 'booking');
  const path = searchStateAt('/ville/paris');
  const searched = { ...path, criteria: { ...path.criteria, city: '10001' } };
  expect(searchOffers).toHaveBeenCalledWith(expect.anything(), searched.criteria, 'booking', expect.anything());
  expect(Object.keys(view.state.data)).toEqual([searchKey(searched, true), KEYWORD_KEY, themesKey('fr_FR', 'stay')]);
  expect(view.state.data[KEYWORD_KEY]).toEqual(paris);
  expect(view.state.url).toBe('/ville/paris');
  expect(view.html).toContain('40 offres romantiques');
  expect(view.html).toContain('Séjour 18');
});

it('renders an idea keyword page with the results of its theme and the theme text; an activity theme in the activity flow', async () => {
  const theme = { id: '1', label: 'Romantique', slug: 'romantique', kind: 'stay', count: 48, uri: '/idee/romantique', description: 'Des escapades à deux.' };
  resolveKeyword.mockResolvedValue({ kind: 'idea', slug: 'romantique', theme });
  const view = ((await renderFirstView(inputAt('/idee/romantique'))) as FirstView);
  expect(searchOffers).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ theme: '1' }), 'booking', expect.anything());
  expect(view.html).toContain('Séjour 18');
  expect(view.html).toContain('Des escapades à deux.');
  // an activity theme searches the activity flow, which the activity-only search renders in the browser
  resolveKeyword.mockResolvedValue({ kind: 'idea', slug: 'sport', theme: { ...theme, id: '988', kind: 'activity' } });
  expect(await renderFirstView(inputAt('/idee/sport'))).toBeNull();
});

it('answers not found for a keyword page whose slug the API does not know; leaves it to the browser when it cannot tell', async () => {
  resolveKeyword.mockRejectedValue(Object.assign(new Error('Not found'), { status: 404 }));
  expect(await renderFirstView(inputAt('/ville/atlantis'))).toEqual(FIRST_VIEW_NOT_FOUND);
  resolveKeyword.mockResolvedValue(null);
  expect(await renderFirstView(inputAt('/idee/nulle-part'))).toEqual(FIRST_VIEW_NOT_FOUND);
  resolveKeyword.mockRejectedValue(Object.assign(new Error('Unavailable'), { status: 503 }));
  expect(await renderFirstView(inputAt('/ville/paris'))).toBeNull();
  expect(searchOffers).not.toHaveBeenCalled();
});
