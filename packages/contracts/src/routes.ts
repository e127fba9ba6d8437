import { GIFT_SHOP, SITES, type Language, type SiteCode } from './sites';
import type { Flow } from './events';

/**
 * Page kinds of site-wide.md §2 and the path segments that select them, per language.
 * The shell matches routes with this table; every remote builds links with `paths`, so one place owns URLs.
 */
export type PageKind =
  | 'home'
  | 'landing' // generic CMS page (first segment is a CMS slug)
  | 'hotel' // /{hotel}/{hotelId}
  | 'product' // /{product}/{offerId}[/{slug}/{hotelId}]
  | 'search' // booking, gifting and hotel flow results
  | 'activitySearch' // activity flow results (only with the activity-only toggle)
  | 'activity' // activity product page /{activity}/{id}
  | 'contact'
  | 'languageSplash' // Belgian splash at be root
  | 'wishlist'
  | 'static' // /{static}/{slug} (needs a second segment)
  | 'ideas' // weekend ideas page
  | 'keyword' // /{city|idea keyword}/{slug}: search by keyword
  | 'box' // /box/{code}... (boxes toggle + second segment)
  | 'giftBoxes' // /{gift}/p/{slug}/{code} box listing cards target (mf-gift)
  | 'giftSetup' // /{gift}/{offerId}?flow=gifting#giftAdult&giftNights...: gift set-up of a stay (mf-gift)
  | 'giftcard' // /giftcard/customization
  | 'beneficiary' // /beneficiary/login: a gift's beneficiary redeems a voucher or box code (mf-gift)
  | 'checkout' // /checkout/... booking summary and payment (mf-checkout)
  | 'confirmation' // /confirmation/{orderUUID}
  | 'account' // /account/...
  | 'trips' // /account/trips: 'check my booking' by booking number and e-mail (mf-checkout)
  | 'minisite' // /{minisiteSlug}
  | 'customerCareLogin'
  | 'notFound';

export interface Segments {
  hotel: string;
  product: string;
  search: string;
  activitySearch: string;
  activity: string;
  static: string;
  ideas: string;
  /** search-by-keyword first segments: [city, idea] */
  keyword: [string, string];
  gift: string;
}

export const SEGMENTS: Record<Language, Segments> = {
  fr: { hotel: 'hotel', product: 'sejour', search: 'recherche', activitySearch: 'activites', activity: 'activite', static: 'infos', ideas: 'idees-week-end', keyword: ['ville', 'idee'], gift: 'cadeau' },
  es: { hotel: 'hotel', product: 'escapada', search: 'buscar', activitySearch: 'actividades', activity: 'actividad', static: 'info', ideas: 'ideas-escapadas', keyword: ['ciudad', 'tema'], gift: 'regalo' },
  nl: { hotel: 'hotel', product: 'verblijf', search: 'zoeken', activitySearch: 'activiteiten', activity: 'activiteit', static: 'info', ideas: 'weekend-ideeen', keyword: ['stad', 'thema'], gift: 'cadeau' },
  it: { hotel: 'hotel', product: 'soggiorno', search: 'ricerca', activitySearch: 'attivita', activity: 'esperienza', static: 'info', ideas: 'idee-weekend', keyword: ['citta', 'idea'], gift: 'regalo' },
};

/** Static content pages per locale (site-wide §2): key -> slug. */
export const STATIC_PAGES: Record<Language, Record<'conditionsOfSale' | 'conditionsOfUse' | 'dataProtection' | 'cookies' | 'hotelPartnership', string>> = {
  fr: { conditionsOfSale: 'conditions-generales-de-vente', conditionsOfUse: 'conditions-generales-d-utilisation', dataProtection: 'protection-des-donnees', cookies: 'cookies', hotelPartnership: 'devenir-partenaire' },
  es: { conditionsOfSale: 'condiciones-generales-de-venta', conditionsOfUse: 'condiciones-generales-de-uso', dataProtection: 'proteccion-de-datos', cookies: 'cookies', hotelPartnership: 'hoteles-colaboradores' },
  nl: { conditionsOfSale: 'algemene-verkoopvoorwaarden', conditionsOfUse: 'algemene-gebruiksvoorwaarden', dataProtection: 'gegevensbescherming', cookies: 'cookies', hotelPartnership: 'partner-worden' },
  it: { conditionsOfSale: 'condizioni-generali-di-vendita', conditionsOfUse: 'condizioni-generali-di-utilizzo', dataProtection: 'protezione-dei-dati', cookies: 'cookie', hotelPartnership: 'diventa-partner' },
};

function prefix(site: SiteCode, minisiteSlug?: string | null): string {
  return SITES[site].basePath + (minisiteSlug ? `/${minisiteSlug}` : '');
}

function withQuery(path: string, query?: Record<string, string | number | undefined | null>): string {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

function withHash(path: string, hash?: string): string {
  if (!hash) return path;
  return `${path}#${hash.replace(/^#/, '')}`;
}

export interface PathOptions {
  /** mini-site slug when navigating inside a partner mini-site */
  minisite?: string | null;
}

/** Link builders: the one place that knows URL shapes. Hash strings come from @storefront/criteria. */
export function paths(site: SiteCode, opts: PathOptions = {}) {
  const seg = SEGMENTS[SITES[site].language];
  const p = prefix(site, opts.minisite);
  return {
    home: () => p || '/',
    hotel: (hotelId: string | number, hash?: string) => withHash(`${p}/${seg.hotel}/${hotelId}`, hash),
    product: (offerId: string | number, query?: { flow?: Flow }, hash?: string) =>
      withHash(withQuery(`${p}/${seg.product}/${offerId}`, query), hash),
    search: (query?: { flow?: Flow; page?: number; from?: string }, hash?: string) =>
      withHash(withQuery(`${p}/${seg.search}`, query), hash),
    activitySearch: (query?: { page?: number; from?: string }, hash?: string) =>
      withHash(withQuery(`${p}/${seg.activitySearch}`, { flow: 'activity', ...query }), hash),
    /** Results path for a flow: activity has its own path (search.md §2). */
    results: (flow: Flow, query?: { page?: number; from?: string }, hash?: string) =>
      flow === 'activity'
        ? withHash(withQuery(`${p}/${seg.activitySearch}`, { flow, ...query }), hash)
        : withHash(withQuery(`${p}/${seg.search}`, { flow, ...query }), hash),
    activity: (id: string | number, hash?: string) => withHash(`${p}/${seg.activity}/${id}`, hash),
    contact: () => (site === 'nl_NL' || site === 'nl_BE' ? '/nl/contact' : site === 'fr_BE' ? '/fr/contact' : '/contact'),
    staticPage: (key: keyof (typeof STATIC_PAGES)['fr']) => `${p}/${seg.static}/${STATIC_PAGES[SITES[site].language][key]}`,
    ideas: () => `${p}/${seg.ideas}`,
    keyword: (kind: 'city' | 'idea', slug: string) => `${p}/${seg.keyword[kind === 'city' ? 0 : 1]}/${slug}`,
    box: (code: string) => `${p}/box/${code}`,
    /** A gift box in the country's gift shop, with its tracking parameters (site-wide §2: boxes migration toggle off). */
    giftShopBox: (slug: string, utm: { source: string; medium: string; campaign: string }) =>
      withQuery(`${GIFT_SHOP[SITES[site].country]}products/${encodeURIComponent(slug)}`, { utm_source: utm.source, utm_medium: utm.medium, utm_campaign: utm.campaign }),
    giftBoxCard: (slug: string, code: string) => `${p}/${seg.gift}/p/${slug}/${code}`,
    /** Gift set-up of a stay ('Customise your gift', product-and-purchase §2.2, §2.4); the set-up criteria in the hash. */
    giftSetup: (offerId: string | number, hash?: string) => withHash(withQuery(`${p}/${seg.gift}/${offerId}`, { flow: 'gifting' }), hash),
    giftcard: () => `${p}/giftcard/customization`,
    checkout: (hash?: string, query?: Record<string, string>) => withHash(withQuery(`${p}/checkout`, query), hash),
    confirmation: (orderUUID: string, gaId?: string) => withQuery(`${p}/confirmation/${orderUUID}`, { status: 'success', gaId }),
    wishlist: () => '/account/wishlist',
    account: (section: 'profile' | 'trips' | 'wishlist' | 'signin', origin?: string) =>
      section === 'profile'
        ? '/account/settings/profile'
        : section === 'signin'
          ? withQuery('/account/signin', { origin })
          : `/account/${section}`,
    /** /beneficiary/login, under the Belgian site's language prefix like every page (unprefixed, Belgium is French) */
    beneficiaryLogin: () => `${SITES[site].basePath}/beneficiary/login`,
    minisite: (slug: string) => `${SITES[site].basePath}/${slug}`,
  };
}
export type Paths = ReturnType<typeof paths>;
