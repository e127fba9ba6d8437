/**
 * mf-search's API calls (../api/search) as jest mocks, the rest of that module as it is. In a test:
 *   jest.mock('../../api/search', () => jest.requireActual('../../test/search-api-mock').searchApiMock());
 *   const { searchOffers, fetchFacets } = mockedSearchApi();
 */
import type * as Api from '../api/search';

const MOCKED = ['searchOffers', 'searchFallbacks', 'fetchFacets', 'fetchThemes', 'themeBySlug', 'resolveKeyword', 'activityOnlySearch', 'logSearchError'] as const;
type Mocked = Record<(typeof MOCKED)[number], jest.Mock>;

/** The module's exports with its calls mocked (the factory of jest.mock); the destination suggestions find nothing. */
export function searchApiMock(): typeof Api {
  return {
    ...jest.requireActual<typeof Api>('../api/search'),
    ...Object.fromEntries(MOCKED.map((name) => [name, jest.fn()])),
    autocomplete: jest.fn(async () => []),
    recommendedDestinations: jest.fn(async () => []),
  };
}

/** The mocks, from the module as the test mocked it. */
export function mockedSearchApi(): Mocked {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const api = require('../api/search') as Mocked;
  return Object.fromEntries(MOCKED.map((name) => [name, api[name]])) as Mocked;
}
