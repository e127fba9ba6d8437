import { defaultTitle, headTags, pageTitleOf } from './seo';
import { matchRoute, type RouteConfig } from './match';
import { SITE_CODES, type SiteCode } from './sites';

const origins = Object.fromEntries(SITE_CODES.map((c) => [c, `https://${c}.example`])) as Record<SiteCode, string>;
const config: RouteConfig = { toggles: { boxes: false, activityOnly: true }, minisites: [{ id: 1, slug: 'club', locale: 'fr_FR' }] };
const tags = (url: string, site: SiteCode = 'fr_FR', env: 'production' | 'development' = 'production') =>
  headTags(matchRoute(url, site, config), site, url, origins, env);

describe('page titles', () => {
  it('end with the brand of the site\'s language once', () => {
    expect(pageTitleOf('Contactez-nous', 'fr_BE')).toBe('Contactez-nous | Week-end Stays');
    expect(pageTitleOf('Contacto', 'es_ES')).toBe('Contacto | Escapadas Stays');
    expect(pageTitleOf('Les week-ends Accor | Week-end Stays', 'fr_FR')).toBe('Les week-ends Accor | Week-end Stays');
    expect(defaultTitle('nl_NL')).toBe('Weekendjes weg met activiteiten | Weekend Stays');
  });
});

describe('headTags', () => {
  it('canonical URL without query or hash', () => {
    expect(tags('/hotel/12?flow=booking#a=2').canonical).toBe('https://fr_FR.example/hotel/12');
  });

  it('alternates of a page that exists on every site, with x-default', () => {
    const { alternates } = tags('/sejour/99', 'fr_FR');
    expect(alternates).toContainEqual({ hreflang: 'es-ES', href: 'https://es_ES.example/escapada/99' });
    expect(alternates).toContainEqual({ hreflang: 'nl-BE', href: 'https://nl_BE.example/nl/verblijf/99' });
    expect(alternates).toContainEqual({ hreflang: 'fr-BE', href: 'https://fr_BE.example/fr/sejour/99' });
    expect(alternates).toContainEqual({ hreflang: 'x-default', href: 'https://fr_FR.example/sejour/99' });
    expect(alternates).toHaveLength(7);
    expect(tags('/', 'it_IT').alternates).toContainEqual({ hreflang: 'nl-NL', href: 'https://nl_NL.example/' });
  });

  it('no alternates for pages with language-specific slugs, mini-sites or 404', () => {
    expect(tags('/infos/cookies').alternates).toEqual([]);
    expect(tags('/club/sejour/1').alternates).toEqual([]);
    expect(tags('/nope').alternates).toEqual([]);
  });

  it('robots: indexed only in production, 404 and forced pages noindex, follow', () => {
    expect(tags('/').robots).toBe('index, follow');
    expect(tags('/', 'fr_FR', 'development').robots).toBe('noindex, nofollow');
    expect(tags('/nope').robots).toBe('noindex, follow');
    expect(tags('/nope', 'fr_FR', 'development').robots).toBe('noindex, follow');
    expect(tags('/checkout').robots).toBe('noindex, follow');
  });
});
