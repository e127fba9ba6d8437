import { chromeQuery } from './api';

describe('chromeQuery', () => {
  it('sends the locale, and the mini-site id inside a partner mini-site like every API call made under it', () => {
    expect(chromeQuery('fr_FR')).toBe('locale=fr_FR');
    expect(chromeQuery('nl_BE', null)).toBe('locale=nl_BE');
    expect(chromeQuery('fr_FR', 360)).toBe('locale=fr_FR&minisite=360');
  });

  it('never sends a mini-site value that is not an integer id', () => {
    expect(chromeQuery('fr_FR', Number.NaN)).toBe('locale=fr_FR');
    expect(chromeQuery('fr_FR', 3.5)).toBe('locale=fr_FR');
  });
});
