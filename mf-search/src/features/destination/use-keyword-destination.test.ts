import { defaultCriteria } from '@storefront/criteria';
import { cityKeywordSlug, keywordOfPath, withKeyword } from './use-keyword-destination';

describe('keyword paths', () => {
  it('reads the slug of the city keyword path of each language', () => {
    expect(cityKeywordSlug('/ville/paris', 'fr_FR')).toBe('paris');
    expect(cityKeywordSlug('/ciudad/sevilla', 'es_ES')).toBe('sevilla');
    expect(cityKeywordSlug('/nl/stad/brugge', 'nl_BE')).toBe('brugge');
    expect(cityKeywordSlug('/idee/romantique', 'fr_FR')).toBeNull();
    expect(cityKeywordSlug('/ville', 'fr_FR')).toBeNull();
    expect(cityKeywordSlug('/ville/%3Cscript%3E', 'fr_FR')).toBeNull();
  });

  it('reads the idea keyword path of each language', () => {
    expect(keywordOfPath('/idee/romantique', 'fr_FR')).toEqual({ kind: 'idea', slug: 'romantique' });
    expect(keywordOfPath('/tema/romantica', 'es_ES')).toEqual({ kind: 'idea', slug: 'romantica' });
    expect(keywordOfPath('/thema/romantisch', 'nl_NL')).toEqual({ kind: 'idea', slug: 'romantisch' });
    expect(keywordOfPath('/nl/thema/romantisch', 'nl_BE')).toEqual({ kind: 'idea', slug: 'romantisch' });
    expect(keywordOfPath('/idea/romantico', 'it_IT')).toEqual({ kind: 'idea', slug: 'romantico' });
    // another language's segment, a malformed escape, markup
    expect(keywordOfPath('/thema/romantisch', 'fr_FR')).toBeNull();
    expect(keywordOfPath('/idee/%E0%A4%A', 'fr_FR')).toBeNull();
    expect(keywordOfPath('/idee/%3Cb%3E', 'fr_FR')).toBeNull();
  });
});

describe('withKeyword', () => {
  const state = { flow: 'booking' as const, criteria: defaultCriteria('booking'), page: 2 };

  it('searches the city of a city page when the hash names no destination, back on the first page', () => {
    expect(withKeyword(state, { city: '10001' })).toEqual({ ...state, criteria: { ...state.criteria, city: '10001' }, page: undefined });
    expect(withKeyword({ ...state, criteria: { ...state.criteria, city: '7' } }, { city: '10001' })).toBeNull();
    expect(withKeyword({ ...state, criteria: { ...state.criteria, lat: 45, lng: 4 } }, { city: '10001' })).toBeNull();
  });

  it('searches the theme of an idea page when the hash has no theme; an activity theme moves to the activity flow', () => {
    expect(withKeyword(state, { theme: { id: '1', kind: 'stay' } })?.criteria.theme).toBe('1');
    expect(withKeyword(state, { theme: { id: '988', kind: 'activity' } })).toMatchObject({ flow: 'activity', criteria: { theme: '988' } });
    expect(withKeyword({ ...state, criteria: { ...state.criteria, theme: '3' } }, { theme: { id: '1', kind: 'stay' } })).toBeNull();
  });
});
