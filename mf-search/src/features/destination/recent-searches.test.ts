import { RECENT_SEARCHES_KEY, addRecentSearch, readRecentSearches, rememberSearch } from './recent-searches';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());
  const paris = { id: '1', label: 'Paris', category: 'city' as const };
  const lyon = { id: '2', label: 'Lyon', category: 'city' as const };
  const alps = { id: '3', label: 'Alpes', category: 'region' as const };
  const sea = { id: '4', label: 'Biarritz', category: 'searesort' as const };

  it('keeps the most recent first, without duplicates, at most 3', () => {
    let list = addRecentSearch([], paris);
    list = addRecentSearch(list, lyon);
    list = addRecentSearch(list, paris);
    expect(list.map((r) => r.label)).toEqual(['Paris', 'Lyon']);
    list = addRecentSearch(addRecentSearch(list, alps), sea);
    expect(list.map((r) => r.label)).toEqual(['Biarritz', 'Alpes', 'Paris']);
  });

  it('stores them in the browser and ignores malformed storage', () => {
    rememberSearch(paris);
    rememberSearch(lyon);
    expect(readRecentSearches()).toEqual([lyon, paris]);
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ id: '<script>', label: 'x', category: 'city' }, { id: '5', label: 'Nice', category: 'bogus' }, paris]));
    expect(readRecentSearches()).toEqual([paris]);
  });
});
