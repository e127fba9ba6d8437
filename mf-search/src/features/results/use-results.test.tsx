import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FirstViewContext } from '@storefront/ui';
import type { FirstViewState } from '@storefront/contracts';
import { parseSearchUrl, type SearchState } from '@storefront/criteria';
import type { Facets } from '../../api/types';
import { SearchProviders } from '../../app-context';
import { mockedSearchApi } from '../../test/search-api-mock';
import { offerView, searchDetails } from '../../test/fixtures';
import { testContext } from '../../test/render';
import { EMPTY_FACETS, facetsKey, useFacets } from '../filters/use-facets';
import { searchKey, useResults, type ResultsState } from './use-results';

jest.mock('../../api/search', () => jest.requireActual('../../test/search-api-mock').searchApiMock());
const { searchOffers, searchFallbacks, fetchFacets } = mockedSearchApi();

const context = testContext();
const booking = parseSearchUrl({ search: '?flow=booking', hash: '' });
const secondPage: SearchState = { ...booking, page: 1 };
const served: ResultsState = {
  status: 'ready',
  offers: [offerView(1), offerView(2)],
  details: searchDetails(40),
  totalCount: 40,
  fallbacks: [],
  fallbacksPending: false,
  activityOnly: false,
};
const servedFacets: Facets = { ...EMPTY_FACETS, stars: [{ value: '4', label: '4', count: 12 }] };

/** The providers of the spa, with the answers of a first view (its other fields do not matter to the hooks). */
function withFirstView(data: Record<string, unknown>) {
  const view = {
    remote: 'mf-search',
    url: '/recherche?flow=booking',
    viewport: 'desktop',
    data,
  } as FirstViewState;
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <FirstViewContext.Provider value={view}>
        <SearchProviders context={context}>{children}</SearchProviders>
      </FirstViewContext.Provider>
    );
  };
}

beforeEach(() => {
  searchOffers.mockReset().mockResolvedValue({ offers: [offerView(3)], details: searchDetails(40) });
  searchFallbacks.mockReset().mockResolvedValue([]);
  fetchFacets.mockReset().mockResolvedValue(EMPTY_FACETS);
});

describe('useResults with the results of a first view', () => {
  it('renders them, ready, from the first render and does not search again', async () => {
    const statuses: string[] = [];
    const { result } = renderHook(
      () => {
        const results = useResults(booking);
        statuses.push(results.status);
        return results;
      },
      { wrapper: withFirstView({ [searchKey(booking, context.toggles.activityOnly)]: served }) },
    );
    await act(async () => undefined);
    expect(statuses.every((s) => s === 'ready')).toBe(true);
    expect(result.current).toEqual(served);
    expect(searchOffers).not.toHaveBeenCalled();
    expect(searchFallbacks).not.toHaveBeenCalled();
  });

  it('runs a later search as usual, and a retry of the served search too', async () => {
    const { result, rerender } = renderHook(({ state, retry }) => useResults(state, retry), {
      initialProps: { state: booking, retry: 0 },
      wrapper: withFirstView({ [searchKey(booking, context.toggles.activityOnly)]: served }),
    });
    rerender({ state: secondPage, retry: 0 });
    expect(result.current.status).toBe('loading');
    await act(async () => undefined);
    expect(searchOffers).toHaveBeenCalledTimes(1);
    expect(searchOffers).toHaveBeenLastCalledWith(
      expect.anything(),
      booking.criteria,
      'booking',
      expect.objectContaining({ page: 1 }),
    );
    expect(result.current.offers.map((o) => o.id)).toEqual([3]);
    rerender({ state: booking, retry: 1 });
    await act(async () => undefined);
    expect(searchOffers).toHaveBeenCalledTimes(2);
    expect(searchOffers).toHaveBeenLastCalledWith(
      expect.anything(),
      booking.criteria,
      'booking',
      expect.objectContaining({ page: 0 }),
    );
  });

  it('searches when the first view has the results of another search only', async () => {
    const { result } = renderHook(() => useResults(booking), {
      wrapper: withFirstView({ [searchKey(secondPage, context.toggles.activityOnly)]: served }),
    });
    expect(result.current.status).toBe('loading');
    await act(async () => undefined);
    expect(searchOffers).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('ready');
  });
});

describe('useFacets with the facets of a first view', () => {
  it('shows them from the first render without fetching them, and fetches those of a later search', async () => {
    const hotel = parseSearchUrl({ search: '?flow=hotel', hash: '' });
    const { result, rerender } = renderHook(({ state }) => useFacets(state.criteria, state.flow), {
      initialProps: { state: booking },
      wrapper: withFirstView({ [facetsKey(booking.criteria, booking.flow)]: servedFacets }),
    });
    expect(result.current).toEqual(servedFacets);
    await act(async () => undefined);
    expect(fetchFacets).not.toHaveBeenCalled();
    rerender({ state: hotel });
    await act(async () => undefined);
    expect(fetchFacets).toHaveBeenCalledWith(expect.anything(), hotel.criteria, 'hotel', expect.anything());
    expect(result.current).toEqual(EMPTY_FACETS);
  });
});
