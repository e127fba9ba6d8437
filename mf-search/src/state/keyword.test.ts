import { defaultCriteria } from '@storefront/criteria';
import { isResolutionOf, keywordOfPath, withKeyword } from './keyword';

describe('keyword paths', () => {
  it('reads the city keyword path of each language', () => {
    expect(keywordOfPath('/ville/paris', 'fr_FR')).toEqual({ kind: 'city', slug: 'paris' });
    expect(keywordOfPath('/ciudad/Sevilla', 'es_ES')).toEqual({ kind: 'city', slug: 'sevilla' });
    expect(keywordOfPath('/nl/stad/brugge', 'nl_BE')).toEqual({ kind: 'city', slug: 'brugge' });
    expect(keywordOfPath('/citta/roma', 'it_IT')).toEqual({ kind: 'city', slug: 'roma' });
    expect(keywordOfPath('/ville/paris?flow=gifting', 'fr_FR')).toEqual({ kind: 'city', slug: 'paris' });
    expect(keywordOfPath('/ville', 'fr_FR')).toBeNull();
    expect(keywordOfPath('/ville/%3Cscript%3E', 'fr_FR')).toBeNull();
  });

  it('tells whether a resolution is the one of a keyword path', () => {
    const paris = { kind: 'city' as const, slug: 'paris' };
    expect(isResolutionOf({ ...paris, city: '10001' }, paris)).toBe(true);
    expect(isResolutionOf({ ...paris, city: '10001' }, { kind: 'city', slug: 'lyon' })).toBe(false);
    expect(isResolutionOf({ kind: 'idea', slug: 'paris' }, paris)).toBe(false);
    expect(isResolutionOf(undefined, paris)).toBe(false);
    expect(isResolutionOf({ ...paris, city: '10001' }, null)).toBe(false);
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
