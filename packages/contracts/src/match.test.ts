import { matchRoute, looksLikeSearch, PAGE_REMOTE, type RouteConfig } from './match';
import { paths } from './routes';
import { SITE_CODES, type SiteCode } from './sites';

const on: RouteConfig = {
  toggles: { boxes: true, activityOnly: true },
  cmsSlugs: ['black-friday', 'fete-des-meres'],
  minisites: [
    { id: 360, slug: 'partner-club', locale: 'fr_FR' },
    { id: 97, slug: 'mon-ce', locale: 'fr_BE' },
  ],
};
const off: RouteConfig = { toggles: { boxes: false, activityOnly: false } };

const kind = (url: string, site: SiteCode = 'fr_FR', config: RouteConfig = on) => matchRoute(url, site, config).kind;

describe('matchRoute: pages of every site', () => {
  it.each(SITE_CODES)('%s: links built by paths() route to their page kind', (site) => {
    const p = paths(site);
    expect(kind(p.home(), site)).toBe('home');
    expect(matchRoute(p.hotel(123), site, on)).toMatchObject({ kind: 'hotel', params: { hotelId: '123' }, remote: 'mf_product' });
    expect(matchRoute(p.product(456, { flow: 'gifting' }), site, on)).toMatchObject({ kind: 'product', params: { offerId: '456' } });
    expect(kind(p.search({ flow: 'booking' }, 'a=2&city=12'), site)).toBe('search');
    expect(kind(p.activitySearch(), site)).toBe('activitySearch');
    expect(matchRoute(p.activity(77), site, on)).toMatchObject({ kind: 'activity', params: { activityId: '77' } });
    expect(kind(p.contact(), site)).toBe('contact');
    expect(kind(p.staticPage('cookies'), site)).toBe('static');
    expect(kind(p.ideas(), site)).toBe('ideas');
    expect(matchRoute(p.keyword('city', 'paris'), site, on)).toMatchObject({ kind: 'keyword', params: { keyword: 'city', slug: 'paris' } });
    expect(matchRoute(p.keyword('idea', 'spa'), site, on)).toMatchObject({ kind: 'keyword', params: { keyword: 'idea', slug: 'spa' } });
    expect(kind(p.box('ABC123'), site)).toBe('box');
    expect(matchRoute(p.giftBoxCard('sejour-gourmand', 'GOUR1EBOX'), site, on)).toMatchObject({ kind: 'giftBoxes', params: { code: 'gour1ebox' } });
    expect(kind(p.giftcard(), site)).toBe('giftcard');
    expect(matchRoute(p.giftSetup(456, 'giftAdult=2&giftNights=1'), site, on)).toMatchObject({ kind: 'giftSetup', params: { offerId: '456' }, remote: 'mf_gift' });
    expect(kind(p.checkout('id=1'), site)).toBe('checkout');
    expect(matchRoute(p.confirmation('uuid-1', 'ga'), site, on)).toMatchObject({ kind: 'confirmation', params: { orderUUID: 'uuid-1' } });
    expect(kind(p.wishlist(), site)).toBe('wishlist');
  });

  it('routes each kind to the remote that renders it', () => {
    expect(matchRoute('/', 'fr_FR', on).remote).toBe('mf_content');
    expect(matchRoute('/recherche', 'fr_FR', on).remote).toBe('mf_search');
    expect(matchRoute('/ville/paris', 'fr_FR', on).remote).toBe('mf_search');
    expect(matchRoute('/box/X', 'fr_FR', on).remote).toBe('mf_gift');
    expect(matchRoute(paths('it_IT').beneficiaryLogin(), 'it_IT', on)).toMatchObject({ kind: 'beneficiary', remote: 'mf_gift', robots: 'noindex, follow' });
    // a Belgian beneficiary stays in the site's language: the page is under its /fr or /nl prefix
    expect(paths('nl_BE').beneficiaryLogin()).toBe('/nl/beneficiary/login');
    expect(matchRoute(paths('nl_BE').beneficiaryLogin(), 'nl_BE', on).kind).toBe('beneficiary');
    expect(paths('fr_FR').beneficiaryLogin()).toBe('/beneficiary/login');
    expect(matchRoute('/beneficiary/other', 'fr_FR', on).kind).toBe('notFound');
    expect(matchRoute('/cadeau/123?flow=gifting', 'fr_FR', on).kind).toBe('giftSetup');
    expect(matchRoute('/regalo/123', 'es_ES', on).kind).toBe('giftSetup');
    // only a numeric offer id, and nothing after it
    expect(matchRoute('/cadeau/abc', 'fr_FR', on).kind).toBe('notFound');
    expect(matchRoute('/cadeau/123/x', 'fr_FR', on).kind).toBe('notFound');
    // a registry without mf-gift shows the 404 page
    expect(matchRoute('/cadeau/123', 'fr_FR', { ...on, remotes: ['mf_content', 'mf_search', 'mf_product'] }).kind).toBe('notFound');
    expect(matchRoute('/checkout', 'fr_FR', on).remote).toBe('mf_checkout');
    expect(PAGE_REMOTE.notFound).toBe('shell');
  });

  it('localized keyword paths per language', () => {
    expect(kind('/ville/lyon', 'fr_FR')).toBe('keyword');
    expect(kind('/idee/romantique', 'fr_FR')).toBe('keyword');
    expect(kind('/ciudad/madrid', 'es_ES')).toBe('keyword');
    expect(kind('/tema/spa', 'es_ES')).toBe('keyword');
    expect(kind('/nl/stad/gent', 'nl_BE')).toBe('keyword');
    expect(kind('/nl/thema/wellness', 'nl_BE')).toBe('keyword');
    expect(kind('/stad/amsterdam', 'nl_NL')).toBe('keyword');
    expect(kind('/citta/roma', 'it_IT')).toBe('keyword');
    expect(kind('/idea/terme', 'it_IT')).toBe('keyword');
    // a keyword of another language is not a keyword page
    expect(kind('/ciudad/madrid', 'fr_FR')).toBe('notFound');
    // the keyword segment alone has no page
    expect(kind('/ville', 'fr_FR')).toBe('notFound');
  });
});

describe('matchRoute: rules of site-wide §2', () => {
  it('static pages need a second segment', () => {
    expect(matchRoute('/infos/cookies', 'fr_FR', on)).toMatchObject({ kind: 'static', params: { slug: 'cookies' } });
    expect(kind('/infos')).toBe('notFound');
    expect(kind('/info', 'es_ES')).toBe('notFound');
  });

  it('boxes only with the boxes toggle and a second segment', () => {
    expect(kind('/box/ABC', 'fr_FR', on)).toBe('box');
    expect(kind('/box', 'fr_FR', on)).toBe('notFound');
    expect(kind('/box/ABC', 'fr_FR', off)).toBe('notFound');
    expect(matchRoute('/box/abc/payment', 'fr_FR', on).params).toEqual({ code: 'abc', step: 'payment' });
  });

  it('activity-only search only when enabled', () => {
    expect(kind('/activites', 'fr_FR', on)).toBe('activitySearch');
    expect(kind('/activites', 'fr_FR', off)).toBe('notFound');
    expect(kind('/actividades', 'es_ES', off)).toBe('notFound');
  });

  it('hotel, product and activity pages need their id', () => {
    expect(kind('/hotel')).toBe('notFound');
    expect(kind('/sejour')).toBe('notFound');
    expect(kind('/activite')).toBe('notFound');
  });

  it('a product path may end with the hotel id', () => {
    expect(matchRoute('/sejour/991/chateau-de-la-loire/42', 'fr_FR', on).params).toEqual({ offerId: '991', hotelId: '42' });
    expect(matchRoute('/sejour/991/chateau', 'fr_FR', on).params).toEqual({ offerId: '991' });
  });

  it('contact per site: /contact, /nl/contact (nl_NL, nl_BE), /fr/contact (fr_BE)', () => {
    expect(kind('/contact', 'fr_FR')).toBe('contact');
    expect(kind('/contact', 'es_ES')).toBe('contact');
    expect(kind('/contact', 'it_IT')).toBe('contact');
    expect(kind('/nl/contact', 'nl_NL')).toBe('contact');
    expect(kind('/contact', 'nl_NL')).toBe('notFound');
    expect(kind('/nl/contact', 'nl_BE')).toBe('contact');
    expect(kind('/fr/contact', 'fr_BE')).toBe('contact');
    expect(kind('/contact/more', 'fr_FR')).toBe('notFound');
  });

  it('Belgium: language splash at the root, prefixes select the language, account pages are shared', () => {
    expect(matchRoute('/', 'fr_BE', on)).toMatchObject({ kind: 'languageSplash', remote: 'shell' });
    expect(kind('/', 'nl_BE')).toBe('languageSplash');
    expect(kind('/fr', 'fr_BE')).toBe('home');
    expect(kind('/nl/', 'nl_BE')).toBe('home');
    expect(kind('/fr/sejour/12', 'fr_BE')).toBe('product');
    expect(kind('/nl/verblijf/12', 'nl_BE')).toBe('product');
    expect(kind('/sejour/12', 'fr_BE')).toBe('notFound');
    expect(kind('/account/wishlist', 'nl_BE')).toBe('wishlist');
    expect(kind('/beneficiary/login', 'nl_BE')).toBe('beneficiary');
    expect(kind('/beneficiary/login', 'fr_BE')).toBe('beneficiary');
    expect(kind('/nl/sejour/12', 'fr_BE')).toBe('notFound');
  });

  it('landing pages by their CMS slug (one segment)', () => {
    expect(matchRoute('/black-friday', 'fr_FR', on)).toMatchObject({ kind: 'landing', params: { slug: 'black-friday' }, remote: 'mf_content' });
    expect(kind('/Black-Friday', 'fr_FR')).toBe('landing');
    expect(kind('/black-friday/x', 'fr_FR')).toBe('notFound');
    expect(kind('/black-friday', 'fr_FR', off)).toBe('notFound');
  });

  it('mini-sites by their URL slug, with pages inside them', () => {
    expect(matchRoute('/partner-club', 'fr_FR', on)).toMatchObject({ kind: 'minisite', params: { minisite: 'partner-club', minisiteId: '360' } });
    expect(matchRoute('/partner-club/sejour/5', 'fr_FR', on)).toMatchObject({ kind: 'product', params: { offerId: '5', minisite: 'partner-club', minisiteId: '360' } });
    expect(matchRoute('/fr/mon-ce/recherche', 'fr_BE', on)).toMatchObject({ kind: 'search', params: { minisiteId: '97' } });
    // a mini-site is matched on its own locale only
    expect(kind('/partner-club', 'es_ES')).toBe('notFound');
    expect(kind('/nl/mon-ce', 'nl_BE')).toBe('notFound');
  });

  it('customer-care mode without a Google token shows the login page everywhere', () => {
    const cc = { ...on, customerCare: { active: true, hasToken: false } };
    expect(matchRoute('/sejour/1', 'fr_FR', cc)).toMatchObject({ kind: 'customerCareLogin', remote: 'shell', robots: 'noindex, follow' });
    expect(kind('/sejour/1', 'fr_FR', { ...on, customerCare: { active: true, hasToken: true } })).toBe('product');
  });

  it('unknown paths that look like search show search, anything else is 404', () => {
    expect(kind('/week-end-romantique')).toBe('search');
    expect(kind('/escapadas-rurales', 'es_ES')).toBe('search');
    expect(kind('/quelque-part#city=12&a=2')).toBe('search');
    expect(kind('/quelque-part?flow=gifting')).toBe('search');
    expect(kind('/quelque-part')).toBe('notFound');
    expect(kind('/a/b/c/weekend')).toBe('notFound');
    expect(kind('/<script>')).toBe('notFound');
    expect(kind('/%E0%A4%A')).toBe('notFound');
  });

  it('sign-in and profile are mf-content account pages, trips mf-checkout\'s; other account paths are 404s', () => {
    expect(matchRoute('/account/signin?origin=%2Fsejour%2F1', 'fr_FR', on)).toMatchObject({ kind: 'account', remote: 'mf_content', params: { section: 'signin' }, robots: 'noindex, follow' });
    expect(matchRoute('/account/settings/profile', 'nl_BE', on)).toMatchObject({ kind: 'account', params: { section: 'settings/profile' } });
    expect(matchRoute('/account/trips', 'nl_BE', on)).toMatchObject({ kind: 'trips', remote: 'mf_checkout', robots: 'noindex, follow' });
    expect(kind('/account/other')).toBe('notFound');
  });

  it('a page whose remote is missing from the registry is a 404', () => {
    const only = { ...on, remotes: ['mf_content', 'mf_search'] };
    expect(kind('/', 'fr_FR', only)).toBe('home');
    expect(matchRoute('/hotel/3', 'fr_FR', only)).toMatchObject({ kind: 'notFound', remote: 'shell', params: { hotelId: '3', unavailable: 'hotel' } });
    expect(kind('/giftcard/customization', 'fr_FR', only)).toBe('notFound');
    // shell pages never need a remote
    expect(kind('/', 'fr_BE', { ...on, remotes: [] })).toBe('languageSplash');
  });

  it('forces noindex, follow where the spec says', () => {
    expect(matchRoute('/nope', 'fr_FR', on).robots).toBe('noindex, follow');
    expect(matchRoute('/box/A', 'fr_FR', on).robots).toBe('noindex, follow');
    expect(matchRoute('/checkout', 'fr_FR', on).robots).toBe('noindex, follow');
    expect(matchRoute('/', 'fr_FR', on).robots).toBeNull();
  });

  it('accepts full URLs and never throws on garbage', () => {
    expect(kind('http://fr.localhost:8080/hotel/9?x=1#a=2')).toBe('hotel');
    for (const bad of ['', '//', '/%', '/../../etc/passwd', '/' + 'a'.repeat(5000), 'javascript:alert(1)']) {
      expect(() => matchRoute(bad, 'fr_FR', on)).not.toThrow();
    }
  });
});

describe('looksLikeSearch', () => {
  it('needs slug-like segments', () => {
    expect(looksLikeSearch(new URL('http://x/weekend spa'), ['weekend spa'])).toBe(false);
    expect(looksLikeSearch(new URL('http://x/hotels-paris'), ['hotels-paris'])).toBe(true);
  });
});
