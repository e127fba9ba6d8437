import { act, renderHook } from '@testing-library/react';
import { CanceledError } from 'axios';
import type { ReactNode } from 'react';
import { FirstViewContext } from '@storefront/ui';
import type { FirstViewState } from '@storefront/contracts';
import { parseSearchUrl, type SearchState } from '@storefront/criteria';
import type { SearchApiClient } from '../../api/client';
import type { Facets, FallbackView } from '../../api/types';
import { SearchProviders } from '../../app-context';
import { mockedSearchApi } from '../../test/search-api-mock';
import { offerView, searchDetails } from '../../test/fixtures';
import { testContext } from '../../test/render';
import { EMPTY_FACETS, facetsKey, useFacets } from '../filters/use-facets';
import { loadResults, searchKey, useResults, type ResultsState } from './use-results';

jest.mock('../../api/search', () => jest.requireActual('../../test/search-api-mock').searchApiMock());
const { searchOffers, searchFallbacks, fetchFacets, logSearchError } = mockedSearchApi();

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
  logSearchError.mockReset();
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

describe('loadResults: the fallback searches (search.md §4)', () => {
  const client = {} as SearchApiClient;
  const hierarchy = [
    { id: 1006, label: 'Alpes-Maritimes', category: 'department', latitude: 43.9, longitude: 7.2 },
    { id: 112, label: "Provence-Alpes-Côte d'Azur", category: 'region', latitude: 43.9, longitude: 6.1 },
    { id: 1, label: 'France', category: 'country', latitude: 46.6, longitude: 2.4 },
  ];
  const department = parseSearchUrl({ search: '?flow=booking', hash: '#department=1006&theme=39' });
  const widened: FallbackView = { kind: 'widenDestination', hash: 'a=2&c=0&b=0&region=112&theme=39', offers: [offerView(60)], totalCount: 4 };

  it("follow results that fit on one page: built from the results' destination hierarchy, shown after the results", async () => {
    searchOffers.mockResolvedValue({ offers: [offerView(3)], details: { ...searchDetails(1), hierarchy } });
    searchFallbacks.mockResolvedValue([widened]);
    const seen: ResultsState[] = [];
    const signal = new AbortController().signal;
    const results = await loadResults(client, department, false, { signal, onResults: (r) => seen.push(r) });
    expect(searchFallbacks).toHaveBeenCalledWith(client, department.criteria, 'booking', hierarchy, { signal });
    expect(seen).toEqual([expect.objectContaining({ offers: [offerView(3)], fallbacks: [], fallbacksPending: true })]);
    expect(results).toEqual(expect.objectContaining({ offers: [offerView(3)], totalCount: 1, fallbacks: [widened], fallbacksPending: false }));
  });

  it('are not searched past the first page, with a full page, or in the activity flow', async () => {
    searchOffers.mockResolvedValue({ offers: [offerView(3)], details: searchDetails(18) });
    expect((await loadResults(client, department, false)).fallbacksPending).toBe(false);
    searchOffers.mockResolvedValue({ offers: [offerView(3)], details: searchDetails(1) });
    await loadResults(client, { ...department, page: 1 }, false);
    await loadResults(client, parseSearchUrl({ search: '?flow=activity', hash: '' }), false);
    expect(searchFallbacks).not.toHaveBeenCalled();
  });

  it('yield no block when they fail (logged), and log nothing when cancelled', async () => {
    searchOffers.mockResolvedValue({ offers: [], details: { ...searchDetails(0), hierarchy } });
    searchFallbacks.mockRejectedValueOnce(new Error('boom'));
    expect(await loadResults(client, department, false)).toEqual(expect.objectContaining({ status: 'ready', fallbacks: [], fallbacksPending: false }));
    expect(logSearchError).toHaveBeenCalledWith(client, 'mf-search.fallbacks', expect.any(Error));
    logSearchError.mockClear();
    searchFallbacks.mockRejectedValueOnce(new CanceledError());
    expect((await loadResults(client, department, false)).fallbacks).toEqual([]);
    expect(logSearchError).not.toHaveBeenCalled();
  });
});
