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
 */
import type { SiteLocale } from '../text/localized';

export type { SiteLocale } from '../text/localized';

export type CmsFlow = 'booking' | 'gifting' | 'activity';
export type CmsPageKind = 'home' | 'search' | 'product';

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
export const ALL_LOCALES = '*';
export type CmsLocale = SiteLocale | typeof ALL_LOCALES;

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------------------

/** Page SEO (spec: title, description, index, follow). */
export interface CmsSeo {
  title: string;
  description: string;
  index: boolean;
  follow: boolean;
}

/** One alternate language version of a page: `<link rel="alternate" hreflang={hrefLang} href={origin-relative path}>`. */
export interface CmsAlternate {
  locale: SiteLocale;
  /** BCP 47, e.g. 'fr-BE' */
  hrefLang: string;
  /** host name of the site in production, e.g. 'www.weekend-stays.fr' */
  host: string;
  /** root-relative path of the page on that site, e.g. '/nl' */
  path: string;
}

export interface CmsCanonical {
  host: string;
  path: string;
}

/** A link of a call to action, a menu, a promo bar... */
export interface CmsLink {
  label: string;
  /** root-relative path on the site, or an absolute URL for external pages */
  url: string;
  newTab?: boolean;
}

export interface CmsCta extends CmsLink {
  variant: 'primary' | 'secondary';
}

/** Header flags of a page. */
export interface CmsHeaderFlags {
  show: boolean;
}

/** Footer flags of a page: the footer and its legal, newsletter and contact parts are each togglable. */
export interface CmsFooterFlags {
  show: boolean;
  legal: boolean;
  newsletter: boolean;
  contact: boolean;
}

/** Banner images by size key (spec: 750x528, 1500x736, 3840x700; mobile below 600 px uses 750_528). */
export interface CmsBannerImages {
  '750_528': string;
  '1500_736': string;
  '3840_700': string;
}

// ---------------------------------------------------------------------------------------------------------------
// Homepage and its blocks
// ---------------------------------------------------------------------------------------------------------------

/** A promo countdown: hidden when now is outside [start, end); ticks each second and stops at zero (at `end`). */
export interface CmsCountdown {
  /** ISO date-time with offset */
  start: string;
  end: string;
  /** label shown before the remaining time */
  label: string;
}

export interface CmsCtaCard {
  title: string;
  text: string;
  url: string;
  imageUrl: string;
  newTab?: boolean;
}

export interface CmsJumbotron {
  title: string;
  subtitle: string;
  /** rich text */
  description: string;
  /** small-screen picture (750_528) */
  imageSmall: string;
  /** large-screen picture (3840_700) */
  imageLarge: string;
  images: CmsBannerImages;
  imageAlt: string;
  ctas: CmsCta[];
  ctaCards: CmsCtaCard[];
  countdown?: CmsCountdown;
  /** Optional promo line of the 'jumbotron with promo' CMS-page block. */
  promo?: { label: string; code?: string };
}

export interface CmsUspItem {
  /** icon name of the UI kit (e.g. 'calendar', 'gift', 'shield', 'star', 'phone', 'tag') */
  icon: string;
  text: string;
}

export interface CmsMainUspBlock {
  _type: 'mainUsp';
  variant: 'secondary' | 'border';
  list: CmsUspItem[];
}

export interface CmsPromoItem {
  title: string;
  /** rich text */
  text: string;
  imageUrl: string;
  imageAlt: string;
  url: string;
  label: string;
  newTab?: boolean;
}

/** Marketing block (promoList). */
export interface CmsMarketingBlock {
  _type: 'marketing';
  title: string;
  promoList: CmsPromoItem[];
}

export interface CmsCategory {
  label: string;
  url: string;
  imageUrl: string;
}

export interface CmsCategoriesBlock {
  _type: 'categories';
  title: string;
  /** columns on desktop */
  columns: 2 | 3 | 4;
  list: CmsCategory[];
}

export interface CmsBannerBlock {
  _type: 'banner';
  title: string;
  /** rich text */
  text: string;
  imageUrl: string;
  imageMobile: string;
  imageAlt: string;
  cta: CmsLink;
}

export interface CmsTopSearchResult {
  label: string;
  /** number of results the search currently returns, shown next to the label */
  resultsCount: number;
  /** kind of search the link opens */
  type: 'city' | 'region' | 'theme' | 'seaside' | 'mountain';
  url: string;
  newTab: boolean;
}

export interface CmsTopSearchResultsBlock {
  _type: 'topSearchResults';
  title: string;
  results: CmsTopSearchResult[];
}

/** Best gift boxes: the boxes come from the content boxes block of the locale (GET content-boxes-block). */
export interface CmsBestBoxesBlock {
  _type: 'bestBoxes';
}

/** Gift block: the cards come from the gift block content of the locale (GET content/giftBlock). */
export interface CmsGiftBlock {
  _type: 'giftBlock';
}

/** Targeted banner: the content comes from GET /content/targetedBanner.json. */
export interface CmsTargetedBannerBlock {
  _type: 'targetedBanner';
}

/** Jumbotron with promo (generic CMS pages). */
export interface CmsJumbotronBlock extends CmsJumbotron {
  _type: 'jumbotron';
}

/** Top bar of a CMS page: a row of short links. */
export interface CmsTopBarBlock {
  _type: 'topBar';
  links: CmsLink[];
}

export interface CmsPromoCard {
  title: string;
  /** rich text */
  text: string;
  imageUrl: string;
  url: string;
  badge?: string;
  newTab?: boolean;
}

export interface CmsPromoCardsBlock {
  _type: 'promoCards';
  title: string;
  cards: CmsPromoCard[];
}

export type CmsBlock =
  | CmsMainUspBlock
  | CmsMarketingBlock
  | CmsCategoriesBlock
  | CmsBannerBlock
  | CmsTopSearchResultsBlock
  | CmsBestBoxesBlock
  | CmsGiftBlock
  | CmsTargetedBannerBlock
  | CmsJumbotronBlock
  | CmsTopBarBlock
  | CmsPromoCardsBlock;

export type CmsBlockType = CmsBlock['_type'];

/** What the homepage shows for one flow. */
export interface CmsFlowContent {
  jumbotron: CmsJumbotron;
  blocks: CmsBlock[];
}

/** kind 'homepage', one per site locale. `content.booking` always exists; other flows fall back to it. */
export interface HomepageDocument {
  locale: SiteLocale;
  seo: CmsSeo;
  canonical: CmsCanonical;
  alternates: CmsAlternate[];
  header: CmsHeaderFlags & { promoBar: boolean };
  footer: CmsFooterFlags;
  /** Whether the promo bar shows its booking / gifting flow tabs. */
  promoBar: { show: boolean; flowTabs: boolean };
  content: { booking: CmsFlowContent } & Partial<Record<Exclude<CmsFlow, 'booking'>, CmsFlowContent>>;
}

// ---------------------------------------------------------------------------------------------------------------
// Banners and bars
// ---------------------------------------------------------------------------------------------------------------

export type ColorVariation = 'black' | 'grey' | 'red' | 'yellow' | 'blue' | 'green';

export interface AnnouncementLocalization {
  locale: SiteLocale;
  /** rich text */
  content: string;
  colorVariation: ColorVariation;
  link?: { url: string };
}

export interface AnnouncementEntry {
  flow: CmsFlow;
  localizations: AnnouncementLocalization[];
}

/** kind 'announcementBanner', locale '*': per page kind, entries by flow with their localizations. */
export interface AnnouncementBannerDocument {
  homePages: AnnouncementEntry[];
  searchPages: AnnouncementEntry[];
  productPages: AnnouncementEntry[];
}

export interface PromoBarLink extends CmsLink {
  newTab: boolean;
  variant: 'default' | 'black';
}

export interface PromoBar {
  internalCode: string;
  campaign: string;
  category: string;
  /** page kind the bar applies to */
  page: CmsPageKind;
  flow: CmsFlow;
  links: PromoBarLink[];
  /** background colour (CSS colour) */
  palette: string;
  /** text colour on that background */
  font: 'light' | 'dark';
}

/** kind 'promoBars', one per site locale. */
export interface PromoBarsDocument {
  locale: SiteLocale;
  promoBars: PromoBar[];
  /** Default experiment promo banner: 10% extra on selected packages (locale-specific text). */
  experimentDefault: { text: string; url: string };
}

export interface TargetedBanner {
  locale: SiteLocale;
  title: string;
  subtitle: string;
  imageUrl: string;
  imageMobile: string;
  imagePosition: 'center' | 'left' | 'right';
  imageAlt: string;
  ctas: CmsCta[];
  url: string;
  newTab: boolean;
}

/** kind 'targetedBanner', locale '*'. */
export interface TargetedBannerDocument {
  entries: TargetedBanner[];
}

/** Gift content of one locale; a missing URL drops its card, a missing title or subtitle falls back to defaults. */
export interface GiftContent {
  locale: SiteLocale;
  boxURL?: string;
  singleVoucherURL?: string;
  giftcardURL?: string;
  activityOnlyURL?: string;
  campaign: string;
  category: string;
  title?: string;
  subtitle?: string;
  /** small picture (mobile) */
  imageS: string;
  /** large picture (desktop) */
  imageL: string;
}

/** kind 'giftBlock', locale '*'. */
export interface GiftBlockDocument {
  entries: GiftContent[];
}

/** Gift box of the shared best-boxes block (spec §3). Money in integer cents. */
export interface ContentBox {
  id: number;
  sku: string;
  handle: string;
  title: string;
  image: string;
  includedContent: string;
  /** e.g. '8.9' or '8.9/10' ('/10' is appended by the storefront when missing) */
  rating: string;
  price: number;
  promoPrice?: number;
  /** percent, rounded up from price and promoPrice */
  discount?: number;
  position: number;
  campaign: string;
}

/** kind 'contentBoxes', one per site locale. */
export interface ContentBoxesDocument {
  locale: SiteLocale;
  campaign: string;
  title: string;
  subtitle: string;
  buttonLabel: string;
  buttonURL: string;
  results: ContentBox[];
}

// ---------------------------------------------------------------------------------------------------------------
// Navigation, footer
// ---------------------------------------------------------------------------------------------------------------

export interface ThisWeekTheme {
  themaTitle: string;
  description: string;
  weekendUrl: string;
}

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

/** kind 'navigation', one per site locale. */
export interface NavigationDocument {
  locale: SiteLocale;
  items: NavigationNode[];
}

export interface FooterColumn {
  title: string;
  links: CmsLink[];
}

/** kind 'footer', one per site locale. */
export interface FooterDocument {
  locale: SiteLocale;
  help: FooterColumn;
  legal: FooterColumn;
  links: FooterColumn[];
  payment: { title: string; methods: string[]; instalments: string };
  rating: { score: number; outOf: number; count: number; text: string };
  contactLine: string;
  newsletter: { title: string; text: string; legalLinks: CmsLink[] };
  social: Array<{ network: 'facebook' | 'instagram' | 'pinterest' | 'youtube' | 'tiktok'; url: string }>;
  cookiePreferencesLabel: string;
  /** rich text: EU package-travel and privacy legal text */
  legalText: string;
  copyright: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------------------------

/** kind 'page', key = first path segment: a generic CMS landing page. */
export interface CmsPageDocument {
  locale: SiteLocale;
  slug: string;
  seo: CmsSeo;
  header: CmsHeaderFlags;
  footer: CmsFooterFlags;
  blocks: CmsBlock[];
}

export type StaticPageKey = 'conditionsOfSale' | 'conditionsOfUse' | 'dataProtection' | 'cookies' | 'hotelPartnership';

export interface StaticSection {
  heading: string;
  /** rich text */
  html: string;
}

/** kind 'static', key = the static page slug of the language (contracts STATIC_PAGES). */
export interface StaticPageDocument {
  locale: SiteLocale;
  pageKey: StaticPageKey;
  slug: string;
  title: string;
  seo: CmsSeo;
  /** ISO date of the last update */
  updatedAt: string;
  /** rich text */
  intro: string;
  sections: StaticSection[];
  /** Help centre, gift-box shop and (only es_ES and fr_FR) press-room links shown beside the text. */
  links: { helpCentre: string; boxShop: string; pressRoom?: string };
}

export interface IdeaLink {
  url: string;
  label: string;
  cover: string;
}

export interface IdeasSection {
  title: string;
  intro: string;
  ideas: IdeaLink[];
}

/** kind 'ideas', one per site locale. */
export interface IdeasDocument {
  locale: SiteLocale;
  seo: CmsSeo;
  title: string;
  intro: string;
  sections: IdeasSection[];
  regions: CmsLink[];
}

// ---------------------------------------------------------------------------------------------------------------
// Mini-sites
// ---------------------------------------------------------------------------------------------------------------

export type MinisiteLocale = 'fr_FR' | 'fr_BE' | 'nl_BE';

/** Extra content of a mini-site landing page (the `document` column). */
export interface MinisiteDocument {
  title: string;
  intro: string;
  seo: CmsSeo;
  bannerAlt: string;
}

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
