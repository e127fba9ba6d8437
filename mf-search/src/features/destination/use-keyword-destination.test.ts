import { cityKeywordSlug } from './use-keyword-destination';

describe('city keyword paths', () => {
  it('reads the slug of the city keyword path of each language', () => {
    expect(cityKeywordSlug('/ville/paris', 'fr_FR')).toBe('paris');
    expect(cityKeywordSlug('/ciudad/sevilla', 'es_ES')).toBe('sevilla');
    expect(cityKeywordSlug('/nl/stad/brugge', 'nl_BE')).toBe('brugge');
    expect(cityKeywordSlug('/idee/romantique', 'fr_FR')).toBeNull();
    expect(cityKeywordSlug('/ville', 'fr_FR')).toBeNull();
    expect(cityKeywordSlug('/ville/%3Cscript%3E', 'fr_FR')).toBeNull();
  });
});
