/**
 * The route-to-page mapping of site-wide.md §2 as one pure function, shared by the shell (which registers
 * single-spa applications with it) and by the remotes (which read their page kind and params from it).
 */
import type { RemoteContainer } from './remotes';
import { SEGMENTS, type PageKind } from './routes';
import { SITES, type SiteCode } from './sites';

/** Which remote renders each page kind; 'shell' pages are the shell's own (404, splash, customer-care login). */
export const PAGE_REMOTE: Record<PageKind, RemoteContainer | 'shell' | null> = {
  home: 'mf_content',
  landing: 'mf_content',
  ideas: 'mf_content',
  static: 'mf_content',
  contact: 'mf_content',
  wishlist: 'mf_content',
  minisite: 'mf_content',
  search: 'mf_search',
  activitySearch: 'mf_search',
  keyword: 'mf_search',
  hotel: 'mf_product',
  product: 'mf_product',
  activity: 'mf_product',
  box: 'mf_gift',
  giftBoxes: 'mf_gift',
  giftSetup: 'mf_gift',
  giftcard: 'mf_gift',
  beneficiary: 'mf_gift',
  checkout: 'mf_checkout',
  confirmation: 'mf_checkout',
  // 'Check my booking' shows an order as its confirmation page does
  trips: 'mf_checkout',
  // Sign-in and profile: mf-content, which owns the wishlist page (docs/decisions/0082-customer-accounts.md)
  account: 'mf_content',
  languageSplash: 'shell',
  customerCareLogin: 'shell',
  notFound: 'shell',
};

/** Page kinds forced to `noindex, follow` whatever the environment (site-wide §2, product-and-purchase §2.5-2.6). */
export const NOINDEX_KINDS: readonly PageKind[] = [
  'notFound',
  'box',
  'giftBoxes',
  'giftSetup',
  'beneficiary',
  'checkout',
  'confirmation',
  'account',
  'trips',
  'wishlist',
  'customerCareLogin',
];

export interface RouteMinisite {
  id: number;
  /** URL slug (first path segment after the site's base path). */
  slug: string;
  locale: SiteCode;
}

export interface RouteConfig {
  toggles: { boxes: boolean; activityOnly: boolean };
  /** First path segments of the site's CMS landing pages. */
  cmsSlugs?: readonly string[];
  minisites?: readonly RouteMinisite[];
  /** Customer-care mode: without a Google token every page is the customer-care login page. */
  customerCare?: { active: boolean; hasToken: boolean };
  /** Containers present in the registry; a page whose remote is missing shows the 404 page. Omitted = all. */
  remotes?: readonly string[];
}

export interface RouteMatch {
  kind: PageKind;
  /** Path params (hotelId, offerId, activityId, slug, code, keyword, minisite...), all strings. */
  params: Record<string, string>;
  /** Container rendering the page, or 'shell' for the shell's own pages. */
  remote: RemoteContainer | 'shell';
  /** robots value the page forces ('noindex, follow'), null when it follows the environment. */
  robots: 'noindex, follow' | null;
}

/** Criteria keys of the search hash (search.md §3): a hash carrying one of them describes a search. */
export const SEARCH_HASH_KEYS = [
  'checkin',
  'checkout',
  'night',
  'weekend',
  'a',
  'c',
  'b',
  'theme',
  'city',
  'hotel',
  'searesort',
  'skiresort',
  'touristicregion',
  'poi',
  'region',
  'department',
  'country',
  'lat',
  'lng',
  'distanceMin',
  'distanceMax',
] as const;

/** Words of a path segment that make an unknown path look like a search page ('week-end-spa', 'escapadas-...'). */
const SEARCH_LIKE_WORDS = ['week-end', 'weekend', 'weekends', 'sejours', 'escapadas', 'escapada', 'soggiorni', 'verblijven', 'hotels', 'hoteles', 'hotel', 'spa'];

const SLUG = /^[a-z0-9][a-z0-9-_.]*$/;

function parse(url: string | URL): URL {
  if (url instanceof URL) return url;
  try {
    return new URL(url, 'http://storefront.invalid');
  } catch {
    return new URL('http://storefront.invalid/');
  }
}

function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase();
      } catch {
        return s.toLowerCase();
      }
    });
}

function hashKeys(hash: string): string[] {
  const h = hash.replace(/^#/, '');
  if (!h) return [];
  return [...new URLSearchParams(h).keys()];
}

/** Does an unknown path look like a search page (search.md §2: criteria in the hash, flow/from in the query)? */
export function looksLikeSearch(url: URL, segments: string[]): boolean {
  if (segments.length > 2) return false;
  if (!segments.every((s) => SLUG.test(s))) return false;
  const keys = hashKeys(url.hash);
  if (keys.some((k) => (SEARCH_HASH_KEYS as readonly string[]).includes(k))) return true;
  if (url.searchParams.has('flow') || url.searchParams.get('from') === 'search bar') return true;
  const first = segments[0] ?? '';
  return first.split('-').some((w, i, words) => SEARCH_LIKE_WORDS.includes(w) || SEARCH_LIKE_WORDS.includes(`${w}-${words[i + 1] ?? ''}`));
}

function result(kind: PageKind, params: Record<string, string>, config: RouteConfig): RouteMatch {
  const remote = PAGE_REMOTE[kind];
  if (remote === null || (remote !== 'shell' && config.remotes && !config.remotes.includes(remote))) {
    return {
      kind: 'notFound',
      params: { ...params, unavailable: kind },
      remote: 'shell',
      robots: 'noindex, follow',
    };
  }
  return { kind, params, remote, robots: NOINDEX_KINDS.includes(kind) ? 'noindex, follow' : null };
}

function notFound(): RouteMatch {
  return { kind: 'notFound', params: {}, remote: 'shell', robots: 'noindex, follow' };
}

/** Matches the path segments of one site (base path already removed). */
function matchSegments(url: URL, seg: string[], site: SiteCode, config: RouteConfig, inMinisite: boolean): RouteMatch {
  const words = SEGMENTS[SITES[site].language];
  const [s0, s1] = seg;
  if (s0 === undefined) return result('home', {}, config);

  if (!inMinisite) {
    const minisite = (config.minisites ?? []).find((m) => m.locale === site && m.slug.toLowerCase() === s0);
    if (minisite) {
      const inner = seg.length === 1 ? result('minisite', {}, config) : matchSegments(url, seg.slice(1), site, config, true);
      return { ...inner, params: { ...inner.params, minisite: minisite.slug, minisiteId: String(minisite.id) } };
    }
  }

  // Contact: /contact (fr_FR, es_ES, it_IT), /nl/contact (nl_NL, nl_BE), /fr/contact (fr_BE).
  if (site === 'nl_NL' ? s0 === 'nl' && s1 === 'contact' && seg.length === 2 : s0 === 'contact' && seg.length === 1) {
    return result('contact', {}, config);
  }
  if (s0 === words.hotel) return s1 ? result('hotel', { hotelId: s1 }, config) : notFound();
  if (s0 === words.product) {
    if (!s1) return notFound();
    const last = seg[seg.length - 1] as string;
    const params: Record<string, string> = { offerId: s1 };
    if (seg.length >= 4 && /^\d+$/.test(last)) params.hotelId = last;
    return result('product', params, config);
  }
  if (s0 === words.search) return result('search', {}, config);
  if (s0 === words.activitySearch) return config.toggles.activityOnly ? result('activitySearch', {}, config) : notFound();
  if (s0 === words.activity) return s1 ? result('activity', { activityId: s1 }, config) : notFound();
  if (s0 === words.static) return s1 ? result('static', { slug: s1 }, config) : notFound();
  if (s0 === words.ideas) return result('ideas', {}, config);
  const keywordIndex = words.keyword.indexOf(s0);
  if (keywordIndex >= 0) {
    return s1 ? result('keyword', { keyword: keywordIndex === 0 ? 'city' : 'idea', slug: s1 }, config) : notFound();
  }
  if (s0 === 'box') return config.toggles.boxes && s1 ? result('box', { code: s1, ...(seg[2] ? { step: seg[2] } : {}) }, config) : notFound();
  if (s0 === words.gift) {
    if (s1 === 'p' && seg[2] && seg[3]) return result('giftBoxes', { slug: seg[2], code: seg[3] }, config);
    if (s1 && /^\d{1,12}$/.test(s1) && seg.length === 2) return result('giftSetup', { offerId: s1 }, config);
    return seg.length === 1 ? result('giftBoxes', {}, config) : notFound();
  }
  if (s0 === 'beneficiary') return s1 === 'login' && seg.length === 2 ? result('beneficiary', {}, config) : notFound();
  if (s0 === 'giftcard') return s1 === 'customization' ? result('giftcard', {}, config) : notFound();
  if (s0 === 'checkout') return result('checkout', s1 ? { step: s1 } : {}, config);
  if (s0 === 'confirmation') return s1 ? result('confirmation', { orderUUID: s1 }, config) : notFound();
  if (s0 === 'account') {
    if (s1 === 'wishlist') return result('wishlist', {}, config);
    const section = seg.slice(1).join('/');
    if (section === 'trips') return result('trips', {}, config);
    return section === 'signin' || section === 'settings/profile' ? result('account', { section }, config) : notFound();
  }
  if (!inMinisite && (config.cmsSlugs ?? []).some((slug) => slug.toLowerCase() === s0) && seg.length === 1) {
    return result('landing', { slug: s0 }, config);
  }
  if (looksLikeSearch(url, seg)) return result('search', { slug: seg.join('/') }, config);
  return notFound();
}

/**
 * The page for a URL on a site. `url` is a URL or a root-relative string (path, query and hash).
 * Belgian sites: paths carry the /fr or /nl prefix; the bare root is the language splash; the account pages
 * are shared (no prefix).
 */
export function matchRoute(url: string | URL, site: SiteCode, config: RouteConfig): RouteMatch {
  const u = parse(url);
  if (config.customerCare?.active && !config.customerCare.hasToken) return result('customerCareLogin', {}, config);
  let seg = segmentsOf(u.pathname);
  const base = SITES[site].basePath;
  if (base) {
    const lang = base.slice(1);
    if (seg[0] === lang) seg = seg.slice(1);
    else if (seg.length === 0) return result('languageSplash', {}, config);
    // the account and beneficiary pages are shared by both languages (no prefix)
    else if (seg[0] !== 'account' && seg[0] !== 'beneficiary') return notFound();
  }
  return matchSegments(u, seg, site, config, false);
}
