/**
 * Types of the CMS documents (site-wide spec §2, §3). Each document is stored as one row of `cms_documents`
 * (kind, locale, key, document) and served as is by the CMS read endpoints:
 *
 * | kind                 | locale      | key                     | endpoint                                   |
 * |----------------------|-------------|-------------------------|--------------------------------------------|
 * | homepage             | site locale | 'homepage'              | GET /api/cms/homepage?locale               |
 * | promoBars            | site locale | 'promoBars'             | GET /api/cms/promoBars?locale              |
 * | announcementBanner   | '*'         | 'announcementBanner'    | GET /gateway/cms/announcementBanner        |
 * | contentBoxes         | site locale | 'contentBoxes'          | GET /gateway/content-boxes-block/{locale}  |
 * | giftBlock            | '*'         | 'giftBlock'             | GET /gateway/content/giftBlock             |
 * | targetedBanner       | '*'         | 'targetedBanner'        | GET /content/targetedBanner.json           |
 * | navigation           | site locale | 'navigation'            | GET /api/cms/navigation?locale             |
 * | footer               | site locale | 'footer'                | GET /api/cms/footer?locale                 |
 * | page                 | site locale | first path segment      | GET /api/cms/pages/{slug}?locale           |
 * | static               | site locale | static page slug        | GET /api/cms/static/{slug}?locale          |
 * | ideas                | site locale | 'ideas'                 | GET /api/cms/ideas?locale                  |
 *
 * Partner mini-sites are rows of the `minisites` table (see `MinisiteRow`), served by GET /api/cms/minisites.
 *
 * Rich-text fields (named `html` or documented as rich text) hold HTML written by editors: the storefront
 * sanitises them (DOMPurify) before rendering. A few carry XSS payloads on purpose (see `XSS_PAYLOADS`).
 * Image URLs are root-relative API image URLs (`/api/images/{kind}/{id}/{size}.svg`).
 *
 * Each shape is a TypeBox schema and its type (`Static`): the CMS routes answer with these schemas (so the OpenAPI
 * document and the generated api-client types describe every nested field), and the generator is typed by them.
 */
import { Type, type Static, type TSchema } from 'typebox';
import type { SiteLocale } from '../catalogue/data/text/localized';
import { ALL_LOCALES } from '../schemas/common';

export { ALL_LOCALES };

export type { SiteLocale } from '../catalogue/data/text/localized';

const Str = Type.String();
const Bool = Type.Boolean();
const Obj = <T extends Record<string, TSchema>>(properties: T, description?: string) => Type.Object(properties, description ? { description } : {});

export const SiteLocaleSchema = Type.Enum(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const);

export type CmsFlow = 'booking' | 'gifting' | 'activity';
export const CmsFlowSchema = Type.Enum(['booking', 'gifting', 'activity'] as const);
export type CmsPageKind = 'home' | 'search' | 'product';
export const CmsPageKindSchema = Type.Enum(['home', 'search', 'product'] as const);

export type CmsKind =
  | 'homepage'
  | 'promoBars'
  | 'announcementBanner'
  | 'contentBoxes'
  | 'giftBlock'
  | 'targetedBanner'
  | 'navigation'
  | 'footer'
  | 'page'
  | 'static'
  | 'ideas';

/** Locale of documents valid for every site (they carry per-locale entries inside). */
export type CmsLocale = SiteLocale | typeof ALL_LOCALES;

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------------------

/** Page SEO (spec: title, description, index, follow). */
export const CmsSeo = Obj({ title: Str, description: Str, index: Bool, follow: Bool }, 'Page SEO');
export type CmsSeo = Static<typeof CmsSeo>;

/** One alternate language version of a page: `<link rel="alternate" hreflang={hrefLang} href={origin-relative path}>`. */
export const CmsAlternate = Obj({
  locale: SiteLocaleSchema,
  hrefLang: Type.String({ description: "BCP 47, e.g. 'fr-BE'" }),
  host: Type.String({ description: "host name of the site in production, e.g. 'www.weekend-stays.fr'" }),
  path: Type.String({ description: "root-relative path of the page on that site, e.g. '/nl'" }),
});
export type CmsAlternate = Static<typeof CmsAlternate>;

export const CmsCanonical = Obj({ host: Str, path: Str });
export type CmsCanonical = Static<typeof CmsCanonical>;

const linkProperties = {
  label: Str,
  url: Type.String({ description: 'root-relative path on the site, or an absolute URL for external pages' }),
  newTab: Type.Optional(Bool),
};
/** A link of a call to action, a menu, a promo bar... */
export const CmsLink = Obj(linkProperties);
export type CmsLink = Static<typeof CmsLink>;

export const CmsCta = Obj({ ...linkProperties, variant: Type.Enum(['primary', 'secondary'] as const) });
export type CmsCta = Static<typeof CmsCta>;

/** Header flags of a page. */
export const CmsHeaderFlags = Obj({ show: Bool });
export type CmsHeaderFlags = Static<typeof CmsHeaderFlags>;

/** Footer flags of a page: the footer and its legal, newsletter and contact parts are each togglable. */
export const CmsFooterFlags = Obj({ show: Bool, legal: Bool, newsletter: Bool, contact: Bool });
export type CmsFooterFlags = Static<typeof CmsFooterFlags>;

/** Banner images by size key (spec: 750x528, 1500x736, 3840x700; mobile below 600 px uses 750_528). */
export const CmsBannerImages = Obj({ '750_528': Str, '1500_736': Str, '3840_700': Str });
export type CmsBannerImages = Static<typeof CmsBannerImages>;

// ---------------------------------------------------------------------------------------------------------------
// Homepage and its blocks
// ---------------------------------------------------------------------------------------------------------------

/** A promo countdown: hidden when now is outside [start, end); ticks each second and stops at zero (at `end`). */
export const CmsCountdown = Obj({
  start: Type.String({ description: 'ISO date-time with offset' }),
  end: Type.String({ description: 'ISO date-time with offset' }),
  label: Type.String({ description: 'label shown before the remaining time' }),
});
export type CmsCountdown = Static<typeof CmsCountdown>;

export const CmsCtaCard = Obj({ title: Str, text: Str, url: Str, imageUrl: Str, newTab: Type.Optional(Bool) });
export type CmsCtaCard = Static<typeof CmsCtaCard>;

const jumbotronProperties = {
  title: Str,
  subtitle: Str,
  description: Type.String({ description: 'rich text' }),
  imageSmall: Type.String({ description: 'small-screen picture (750_528)' }),
  imageLarge: Type.String({ description: 'large-screen picture (3840_700)' }),
  images: CmsBannerImages,
  imageAlt: Str,
  ctas: Type.Array(CmsCta),
  ctaCards: Type.Array(CmsCtaCard),
  countdown: Type.Optional(CmsCountdown),
  promo: Type.Optional(Obj({ label: Str, code: Type.Optional(Str) }, "promo line of the 'jumbotron with promo' CMS-page block")),
};
export const CmsJumbotron = Obj(jumbotronProperties);
export type CmsJumbotron = Static<typeof CmsJumbotron>;

export const CmsUspItem = Obj({
  icon: Type.String({ description: "icon name of the UI kit (e.g. 'calendar', 'gift', 'shield', 'star', 'phone', 'tag')" }),
  text: Str,
});
export type CmsUspItem = Static<typeof CmsUspItem>;

export const CmsMainUspBlock = Obj({ _type: Type.Literal('mainUsp'), variant: Type.Enum(['secondary', 'border'] as const), list: Type.Array(CmsUspItem) });
export type CmsMainUspBlock = Static<typeof CmsMainUspBlock>;

export const CmsPromoItem = Obj({
  title: Str,
  text: Type.String({ description: 'rich text' }),
  imageUrl: Str,
  imageAlt: Str,
  url: Str,
  label: Str,
  newTab: Type.Optional(Bool),
});
export type CmsPromoItem = Static<typeof CmsPromoItem>;

/** Marketing block (promoList). */
export const CmsMarketingBlock = Obj({ _type: Type.Literal('marketing'), title: Str, promoList: Type.Array(CmsPromoItem) });
export type CmsMarketingBlock = Static<typeof CmsMarketingBlock>;

export const CmsCategory = Obj({ label: Str, url: Str, imageUrl: Str });
export type CmsCategory = Static<typeof CmsCategory>;

export const CmsCategoriesBlock = Obj({
  _type: Type.Literal('categories'),
  title: Str,
  columns: Type.Union([Type.Literal(2), Type.Literal(3), Type.Literal(4)], { description: 'columns on desktop' }),
  list: Type.Array(CmsCategory),
});
export type CmsCategoriesBlock = Static<typeof CmsCategoriesBlock>;

export const CmsBannerBlock = Obj({
  _type: Type.Literal('banner'),
  title: Str,
  text: Type.String({ description: 'rich text' }),
  imageUrl: Str,
  imageMobile: Str,
  imageAlt: Str,
  cta: CmsLink,
});
export type CmsBannerBlock = Static<typeof CmsBannerBlock>;

export const CmsTopSearchResult = Obj({
  label: Str,
  resultsCount: Type.Integer({ description: 'number of results the search currently returns, shown next to the label' }),
  type: Type.Enum(['city', 'region', 'theme', 'seaside', 'mountain'] as const),
  url: Str,
  newTab: Bool,
});
export type CmsTopSearchResult = Static<typeof CmsTopSearchResult>;

export const CmsTopSearchResultsBlock = Obj({ _type: Type.Literal('topSearchResults'), title: Str, results: Type.Array(CmsTopSearchResult) });
export type CmsTopSearchResultsBlock = Static<typeof CmsTopSearchResultsBlock>;

/** Best gift boxes: the boxes come from the content boxes block of the locale (GET content-boxes-block). */
export const CmsBestBoxesBlock = Obj({ _type: Type.Literal('bestBoxes') });
export type CmsBestBoxesBlock = Static<typeof CmsBestBoxesBlock>;

/** Gift block: the cards come from the gift block content of the locale (GET content/giftBlock). */
export const CmsGiftBlock = Obj({ _type: Type.Literal('giftBlock') });
export type CmsGiftBlock = Static<typeof CmsGiftBlock>;

/** Targeted banner: the content comes from GET /content/targetedBanner.json. */
export const CmsTargetedBannerBlock = Obj({ _type: Type.Literal('targetedBanner') });
export type CmsTargetedBannerBlock = Static<typeof CmsTargetedBannerBlock>;

/** Jumbotron with promo (generic CMS pages). */
export const CmsJumbotronBlock = Obj({ _type: Type.Literal('jumbotron'), ...jumbotronProperties });
export type CmsJumbotronBlock = Static<typeof CmsJumbotronBlock>;

/** Top bar of a CMS page: a row of short links. */
export const CmsTopBarBlock = Obj({ _type: Type.Literal('topBar'), links: Type.Array(CmsLink) });
export type CmsTopBarBlock = Static<typeof CmsTopBarBlock>;

export const CmsPromoCard = Obj({
  title: Str,
  text: Type.String({ description: 'rich text' }),
  imageUrl: Str,
  url: Str,
  badge: Type.Optional(Str),
  newTab: Type.Optional(Bool),
});
export type CmsPromoCard = Static<typeof CmsPromoCard>;

export const CmsPromoCardsBlock = Obj({ _type: Type.Literal('promoCards'), title: Str, cards: Type.Array(CmsPromoCard) });
export type CmsPromoCardsBlock = Static<typeof CmsPromoCardsBlock>;

export const CmsBlock = Type.Union([
  CmsMainUspBlock,
  CmsMarketingBlock,
  CmsCategoriesBlock,
  CmsBannerBlock,
  CmsTopSearchResultsBlock,
  CmsBestBoxesBlock,
  CmsGiftBlock,
  CmsTargetedBannerBlock,
  CmsJumbotronBlock,
  CmsTopBarBlock,
  CmsPromoCardsBlock,
]);
export type CmsBlock = Static<typeof CmsBlock>;
export type CmsBlockType = CmsBlock['_type'];

/** What the homepage shows for one flow. */
export const CmsFlowContent = Obj({ jumbotron: CmsJumbotron, blocks: Type.Array(CmsBlock) });
export type CmsFlowContent = Static<typeof CmsFlowContent>;

/** kind 'homepage', one per site locale. `content.booking` always exists; other flows fall back to it. */
export const HomepageDocument = Obj(
  {
    locale: SiteLocaleSchema,
    seo: CmsSeo,
    canonical: CmsCanonical,
    alternates: Type.Array(CmsAlternate),
    header: Obj({ show: Bool, promoBar: Bool }),
    footer: CmsFooterFlags,
    promoBar: Obj({ show: Bool, flowTabs: Bool }, 'Whether the promo bar shows its booking / gifting flow tabs'),
    content: Obj({ booking: CmsFlowContent, gifting: Type.Optional(CmsFlowContent), activity: Type.Optional(CmsFlowContent) }),
  },
  'Homepage: seo, header and footer flags, promo bar, content per flow (booking always present; other flows fall back to it)',
);
export type HomepageDocument = Static<typeof HomepageDocument>;

// ---------------------------------------------------------------------------------------------------------------
// Banners and bars
// ---------------------------------------------------------------------------------------------------------------

export const ColorVariation = Type.Enum(['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const);
export type ColorVariation = Static<typeof ColorVariation>;

export const AnnouncementLocalization = Obj({
  locale: SiteLocaleSchema,
  content: Type.String({ description: 'rich text' }),
  colorVariation: ColorVariation,
  link: Type.Optional(Obj({ url: Str })),
});
export type AnnouncementLocalization = Static<typeof AnnouncementLocalization>;

export const AnnouncementEntry = Obj({ flow: CmsFlowSchema, localizations: Type.Array(AnnouncementLocalization) });
export type AnnouncementEntry = Static<typeof AnnouncementEntry>;

/** kind 'announcementBanner', locale '*': per page kind, entries by flow with their localizations. */
export const AnnouncementBannerDocument = Obj(
  { homePages: Type.Array(AnnouncementEntry), searchPages: Type.Array(AnnouncementEntry), productPages: Type.Array(AnnouncementEntry) },
  'Announcement banner entries by page kind, flow and locale',
);
export type AnnouncementBannerDocument = Static<typeof AnnouncementBannerDocument>;

export const PromoBarLink = Obj({ label: Str, url: linkProperties.url, newTab: Bool, variant: Type.Enum(['default', 'black'] as const) });
export type PromoBarLink = Static<typeof PromoBarLink>;

export const PromoBar = Obj({
  internalCode: Str,
  campaign: Str,
  category: Str,
  page: CmsPageKindSchema,
  flow: CmsFlowSchema,
  links: Type.Array(PromoBarLink),
  palette: Type.String({ description: 'background colour (CSS colour)' }),
  font: Type.Enum(['light', 'dark'] as const),
});
export type PromoBar = Static<typeof PromoBar>;

/** kind 'promoBars', one per site locale. */
export const PromoBarsDocument = Obj(
  {
    locale: SiteLocaleSchema,
    promoBars: Type.Array(PromoBar),
    experimentDefault: Obj({ text: Str, url: Str }, 'Default experiment promo banner: 10% extra on selected packages'),
  },
  'Promo bars by page kind and flow',
);
export type PromoBarsDocument = Static<typeof PromoBarsDocument>;

export const TargetedBanner = Obj({
  locale: SiteLocaleSchema,
  title: Str,
  subtitle: Str,
  imageUrl: Str,
  imageMobile: Str,
  imagePosition: Type.Enum(['center', 'left', 'right'] as const),
  imageAlt: Str,
  ctas: Type.Array(CmsCta),
  url: Str,
  newTab: Bool,
});
export type TargetedBanner = Static<typeof TargetedBanner>;

/** kind 'targetedBanner', locale '*'. */
export const TargetedBannerDocument = Obj({ entries: Type.Array(TargetedBanner) }, 'Targeted banner entries');
export type TargetedBannerDocument = Static<typeof TargetedBannerDocument>;

/** Gift content of one locale; a missing URL drops its card, a missing title or subtitle falls back to defaults. */
export const GiftContent = Obj({
  locale: SiteLocaleSchema,
  boxURL: Type.Optional(Str),
  singleVoucherURL: Type.Optional(Str),
  giftcardURL: Type.Optional(Str),
  activityOnlyURL: Type.Optional(Str),
  campaign: Str,
  category: Str,
  title: Type.Optional(Str),
  subtitle: Type.Optional(Str),
  imageS: Type.String({ description: 'small picture (mobile)' }),
  imageL: Type.String({ description: 'large picture (desktop)' }),
  howItWorksVideo: Type.Optional(
    Obj({ url: Str, poster: Type.Optional(Str), transcript: Type.Optional(Str) }, "The gifting flow's 'How it works' video of the locale, with its poster and transcript"),
  ),
});
export type GiftContent = Static<typeof GiftContent>;

/** kind 'giftBlock', locale '*'. */
export const GiftBlockDocument = Obj({ entries: Type.Array(GiftContent) }, 'Gift block entries');
export type GiftBlockDocument = Static<typeof GiftBlockDocument>;

/** Gift box of the shared best-boxes block (spec §3). Money in integer cents. */
export const ContentBox = Obj({
  id: Type.Integer(),
  sku: Str,
  handle: Str,
  title: Str,
  image: Str,
  includedContent: Str,
  rating: Type.String({ description: "e.g. '8.9' or '8.9/10' ('/10' is appended by the storefront when missing)" }),
  price: Type.Integer(),
  promoPrice: Type.Optional(Type.Integer()),
  discount: Type.Optional(Type.Integer({ description: 'percent, rounded up from price and promoPrice' })),
  position: Type.Integer(),
  campaign: Str,
});
export type ContentBox = Static<typeof ContentBox>;

/** kind 'contentBoxes', one per site locale. */
export const ContentBoxesDocument = Obj(
  { locale: SiteLocaleSchema, campaign: Str, title: Str, subtitle: Str, buttonLabel: Str, buttonURL: Str, results: Type.Array(ContentBox) },
  'Best gift boxes block',
);
export type ContentBoxesDocument = Static<typeof ContentBoxesDocument>;

// ---------------------------------------------------------------------------------------------------------------
// Navigation, footer
// ---------------------------------------------------------------------------------------------------------------

export const ThisWeekTheme = Obj({ themaTitle: Str, description: Str, weekendUrl: Str });
export type ThisWeekTheme = Static<typeof ThisWeekTheme>;

/** Navigation node (spec §3): up to four levels under the Inspirations tab. */
export interface NavigationNode {
  _id: string;
  label: string;
  uri: string;
  /** where the node shows: main menu, burger menu, both */
  location: 'main' | 'burger' | 'all';
  variant: 'default' | 'highlight' | 'themes';
  /** number of offers behind the link */
  count?: number;
  children: NavigationNode[];
  thisWeekTheme?: ThisWeekTheme;
}

/** The node schema at `level` (1-4): nodes of the fourth level have no children. */
function navigationNodeSchema(level: number): TSchema {
  return Obj({
    _id: Str,
    label: Str,
    uri: Str,
    location: Type.Enum(['main', 'burger', 'all'] as const),
    variant: Type.Enum(['default', 'highlight', 'themes'] as const),
    count: Type.Optional(Type.Integer({ description: 'number of offers behind the link' })),
    children: level < 4 ? Type.Array(navigationNodeSchema(level + 1)) : Type.Array(Type.Object({}), { maxItems: 0 }),
    thisWeekTheme: Type.Optional(ThisWeekTheme),
  }, `Navigation node of level ${level}`);
}
export const NavigationNodeSchema = navigationNodeSchema(1);

/** kind 'navigation', one per site locale. */
export const NavigationDocument = Obj({ locale: SiteLocaleSchema, items: Type.Array(NavigationNodeSchema) }, 'Navigation nodes (up to four levels)');
export interface NavigationDocument {
  locale: SiteLocale;
  items: NavigationNode[];
}

export const FooterColumn = Obj({ title: Str, links: Type.Array(CmsLink) });
export type FooterColumn = Static<typeof FooterColumn>;

/** kind 'footer', one per site locale. */
export const FooterDocument = Obj(
  {
    locale: SiteLocaleSchema,
    help: FooterColumn,
    legal: FooterColumn,
    links: Type.Array(FooterColumn),
    payment: Obj({ title: Str, methods: Type.Array(Str), instalments: Str }),
    rating: Obj({ score: Type.Number(), outOf: Type.Number(), count: Type.Integer(), text: Str }),
    contactLine: Str,
    newsletter: Obj({ title: Str, text: Str, legalLinks: Type.Array(CmsLink) }),
    social: Type.Array(Obj({ network: Type.Enum(['facebook', 'instagram', 'pinterest', 'youtube', 'tiktok'] as const), url: Str })),
    cookiePreferencesLabel: Str,
    legalText: Type.String({ description: 'rich text: EU package-travel and privacy legal text' }),
    copyright: Str,
  },
  'Footer',
);
export type FooterDocument = Static<typeof FooterDocument>;

// ---------------------------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------------------------

/** kind 'page', key = first path segment: a generic CMS landing page. */
export const CmsPageDocument = Obj(
  { locale: SiteLocaleSchema, slug: Str, seo: CmsSeo, header: CmsHeaderFlags, footer: CmsFooterFlags, blocks: Type.Array(CmsBlock) },
  'Generic CMS page',
);
export type CmsPageDocument = Static<typeof CmsPageDocument>;

export const StaticPageKeySchema = Type.Enum(['conditionsOfSale', 'conditionsOfUse', 'dataProtection', 'cookies', 'hotelPartnership'] as const);
export type StaticPageKey = Static<typeof StaticPageKeySchema>;

export const StaticSection = Obj({ heading: Str, html: Type.String({ description: 'rich text' }) });
export type StaticSection = Static<typeof StaticSection>;

/** kind 'static', key = the static page slug of the language (contracts STATIC_PAGES). */
export const StaticPageDocument = Obj(
  {
    locale: SiteLocaleSchema,
    pageKey: StaticPageKeySchema,
    slug: Str,
    title: Str,
    seo: CmsSeo,
    updatedAt: Type.String({ description: 'ISO date of the last update' }),
    intro: Type.String({ description: 'rich text' }),
    sections: Type.Array(StaticSection),
    links: Obj(
      { helpCentre: Str, boxShop: Str, pressRoom: Type.Optional(Str) },
      'Help centre, gift-box shop and (only es_ES and fr_FR) press-room links shown beside the text',
    ),
  },
  'Static content page',
);
export type StaticPageDocument = Static<typeof StaticPageDocument>;

export const IdeaLink = Obj({ url: Str, label: Str, cover: Str });
export type IdeaLink = Static<typeof IdeaLink>;

export const IdeasSection = Obj({ title: Str, intro: Str, ideas: Type.Array(IdeaLink) });
export type IdeasSection = Static<typeof IdeasSection>;

/** kind 'ideas', one per site locale. */
export const IdeasDocument = Obj(
  { locale: SiteLocaleSchema, seo: CmsSeo, title: Str, intro: Str, sections: Type.Array(IdeasSection), regions: Type.Array(CmsLink) },
  'Weekend ideas page',
);
export type IdeasDocument = Static<typeof IdeasDocument>;

// ---------------------------------------------------------------------------------------------------------------
// Mini-sites
// ---------------------------------------------------------------------------------------------------------------

export type MinisiteLocale = 'fr_FR' | 'fr_BE' | 'nl_BE';

/** Extra content of a mini-site landing page (the `document` column). */
export const MinisiteDocument = Obj({ title: Str, intro: Str, seo: CmsSeo, bannerAlt: Str }, 'Extra content of the mini-site landing page');
export type MinisiteDocument = Static<typeof MinisiteDocument>;

/** A row of the `minisites` table (spec §3: partner mini-site). */
export interface MinisiteRow {
  id: number;
  /** slug of the mini-site URL */
  url: string;
  locale: MinisiteLocale;
  partnerName: string | null;
  logoUrl: string | null;
  bannerUrls: { desktop: string; mobile: string };
  /** rich text: the campaign conditions */
  footer: string;
  document: MinisiteDocument;
}

// ---------------------------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------------------------

export interface CmsDocumentMap {
  homepage: HomepageDocument;
  promoBars: PromoBarsDocument;
  announcementBanner: AnnouncementBannerDocument;
  contentBoxes: ContentBoxesDocument;
  giftBlock: GiftBlockDocument;
  targetedBanner: TargetedBannerDocument;
  navigation: NavigationDocument;
  footer: FooterDocument;
  page: CmsPageDocument;
  static: StaticPageDocument;
  ideas: IdeasDocument;
}

/** A row of `cms_documents`. */
export type CmsDocumentRow = {
  [K in CmsKind]: { kind: K; locale: CmsLocale; key: string; document: CmsDocumentMap[K] };
}[CmsKind];
