import { SITES } from '@storefront/contracts';
import { BUYER_COUNTRIES, BUYER_COUNTRY_NAMES } from './countries';

describe('BUYER_COUNTRY_NAMES', () => {
  it.each(Object.values(SITES).map((s) => [s.code, s.htmlLang, s.language] as const))('names the countries as Intl does for %s', (_code, htmlLang, language) => {
    const intl = new Intl.DisplayNames([htmlLang], { type: 'region' });
    expect(BUYER_COUNTRY_NAMES[language]).toEqual(Object.fromEntries(BUYER_COUNTRIES.map((c) => [c, intl.of(c)])));
  });
});
