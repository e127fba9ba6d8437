/**
 * What the CMS documents need to know about the six sites: language, production host, path prefix and the
 * localized path segments used in editorial links (same values as @storefront/contracts SEGMENTS/STATIC_PAGES,
 * which the API cannot import: the e2e and storefront tests follow these links).
 */
import type { Lang, SiteLocale } from '../text/localized';
import type { CmsAlternate, StaticPageKey } from '../../../content/cms-schemas';

export interface CmsSite {
  locale: SiteLocale;
  lang: Lang;
  country: 'FR' | 'ES' | 'BE' | 'NL' | 'IT';
  hrefLang: string;
  host: string;
  basePath: '' | '/fr' | '/nl';
}

export const CMS_SITES: Record<SiteLocale, CmsSite> = {
  fr_FR: { locale: 'fr_FR', lang: 'fr', country: 'FR', hrefLang: 'fr-FR', host: 'www.weekend-stays.fr', basePath: '' },
  es_ES: { locale: 'es_ES', lang: 'es', country: 'ES', hrefLang: 'es-ES', host: 'www.escapadas-stays.es', basePath: '' },
  fr_BE: { locale: 'fr_BE', lang: 'fr', country: 'BE', hrefLang: 'fr-BE', host: 'www.weekend-stays.be', basePath: '/fr' },
  nl_BE: { locale: 'nl_BE', lang: 'nl', country: 'BE', hrefLang: 'nl-BE', host: 'www.weekend-stays.be', basePath: '/nl' },
  nl_NL: { locale: 'nl_NL', lang: 'nl', country: 'NL', hrefLang: 'nl-NL', host: 'www.weekend-stays.nl', basePath: '' },
  it_IT: { locale: 'it_IT', lang: 'it', country: 'IT', hrefLang: 'it-IT', host: 'www.weekend-stays.it', basePath: '' },
};

export const SEGMENT = {
  fr: { search: 'recherche', product: 'sejour', static: 'infos', ideas: 'idees-week-end', city: 'ville', idea: 'idee', gift: 'cadeau' },
  es: { search: 'buscar', product: 'escapada', static: 'info', ideas: 'ideas-escapadas', city: 'ciudad', idea: 'tema', gift: 'regalo' },
  nl: { search: 'zoeken', product: 'verblijf', static: 'info', ideas: 'weekend-ideeen', city: 'stad', idea: 'thema', gift: 'cadeau' },
  it: { search: 'ricerca', product: 'soggiorno', static: 'info', ideas: 'idee-weekend', city: 'citta', idea: 'idea', gift: 'regalo' },
} as const satisfies Record<Lang, Record<string, string>>;

export const STATIC_SLUGS: Record<Lang, Record<StaticPageKey, string>> = {
  fr: { conditionsOfSale: 'conditions-generales-de-vente', conditionsOfUse: 'conditions-generales-d-utilisation', dataProtection: 'protection-des-donnees', cookies: 'cookies', hotelPartnership: 'devenir-partenaire' },
  es: { conditionsOfSale: 'condiciones-generales-de-venta', conditionsOfUse: 'condiciones-generales-de-uso', dataProtection: 'proteccion-de-datos', cookies: 'cookies', hotelPartnership: 'hoteles-colaboradores' },
  nl: { conditionsOfSale: 'algemene-verkoopvoorwaarden', conditionsOfUse: 'algemene-gebruiksvoorwaarden', dataProtection: 'gegevensbescherming', cookies: 'cookies', hotelPartnership: 'partner-worden' },
  it: { conditionsOfSale: 'condizioni-generali-di-vendita', conditionsOfUse: 'condizioni-generali-di-utilizzo', dataProtection: 'protezione-dei-dati', cookies: 'cookie', hotelPartnership: 'diventa-partner' },
};

/** Brand name per language (the shell's logo label uses the same names). */
export const BRAND: Record<Lang, string> = { fr: 'Week-end Stays', es: 'Escapadas Stays', nl: 'Weekend Stays', it: 'Weekend Stays' };

/** Editorial copy is written with the token `Weekendia`; each document gets the brand of its language. */
const BRAND_TOKEN = /Weekendia/g;

function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && value in CMS_SITES;
}

/**
 * Replaces the brand token in every string of a document; an object with its own site `locale`
 * (entries of documents shared by all sites) uses that locale's brand for its subtree.
 */
export function withBrand<T>(value: T, locale: SiteLocale): T {
  if (typeof value === 'string') return value.replace(BRAND_TOKEN, BRAND[CMS_SITES[locale].lang]) as T;
  if (Array.isArray(value)) return value.map((v) => withBrand(v, locale)) as T;
  if (value && typeof value === 'object') {
    const own = (value as { locale?: unknown }).locale;
    const next = isSiteLocale(own) ? own : locale;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBrand(v, next)])) as T;
  }
  return value;
}

/** Root-relative link builders of a site, for editorial links. */
export function links(locale: SiteLocale) {
  const site = CMS_SITES[locale];
  const seg = SEGMENT[site.lang];
  const p = site.basePath;
  return {
    home: () => p || '/',
    search: (flow: 'booking' | 'gifting' | 'activity' = 'booking', hash?: string) =>
      `${p}/${flow === 'activity' ? ({ fr: 'activites', es: 'actividades', nl: 'activiteiten', it: 'attivita' } as const)[site.lang] : seg.search}?flow=${flow}${hash ? `#${hash}` : ''}`,
    city: (slug: string) => `${p}/${seg.city}/${slug}`,
    idea: (slug: string) => `${p}/${seg.idea}/${slug}`,
    ideas: () => `${p}/${seg.ideas}`,
    staticPage: (key: StaticPageKey) => `${p}/${seg.static}/${STATIC_SLUGS[site.lang][key]}`,
    page: (slug: string) => `${p}/${slug}`,
    contact: () => (locale === 'nl_NL' || locale === 'nl_BE' ? '/nl/contact' : locale === 'fr_BE' ? '/fr/contact' : '/contact'),
    giftcard: () => `${p}/giftcard/customization`,
  };
}

/** Alternates of a page present on every site (path per site). */
export function alternates(pathOf: (locale: SiteLocale) => string): CmsAlternate[] {
  return (Object.keys(CMS_SITES) as SiteLocale[]).map((locale) => ({
    locale,
    hrefLang: CMS_SITES[locale].hrefLang,
    host: CMS_SITES[locale].host,
    path: pathOf(locale),
  }));
}

/** `/api/images/{kind}/{id}[--{scene}]/{size}.svg` (same shape as src/images/sizes.ts imageUrl). */
export function img(kind: 'banner' | 'theme' | 'city' | 'box' | 'logo' | 'gift' | 'offer', id: string, size: string, scene?: string): string {
  return `/api/images/${kind}/${scene ? `${id}--${scene}` : id}/${size}.svg`;
}

export function bannerImages(id: string, scene?: string) {
  return {
    '750_528': img('banner', id, '750_528', scene),
    '1500_736': img('banner', id, '1500_736', scene),
    '3840_700': img('banner', id, '3840_700', scene),
  };
}

/** Rich-text payloads seeded into test-visible content to prove the storefront sanitises rich text. */
export const XSS_PAYLOADS = {
  imgOnerror: '<img src="x" onerror="window.__xss=(window.__xss||0)+1">',
  script: '<script>window.__xss=(window.__xss||0)+1</script>',
  jsLink: '<a href="javascript:window.__xss=(window.__xss||0)+1">',
  svgOnload: '<svg onload="window.__xss=(window.__xss||0)+1"></svg>',
} as const;
