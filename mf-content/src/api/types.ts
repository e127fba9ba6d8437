/**
 * View types of mf-content: what its components render. The API's answers are the generated types of
 * @storefront/api-client (`*Answer` below); ./cms.ts maps them into these types. Where the OpenAPI document
 * types a field, the view type is taken from it; where it leaves nested CMS content open (`unknown`), the view
 * type says what the component needs and ./guards.ts checks it at run time.
 */
import type { ApiResponse } from '@storefront/api-client';
import type { BannerPageKind, Flow } from '@storefront/contracts';

export type { BannerPageKind } from '@storefront/contracts';

// -- the API's answers (generated) ------------------------------------------------------------------------------
export type HomepageAnswer = ApiResponse<'/api/cms/homepage'>;
export type PromoBarsAnswer = ApiResponse<'/api/cms/promoBars'>;
export type AnnouncementAnswer = ApiResponse<'/gateway/cms/announcementBanner'>;
export type ContentBoxesAnswer = ApiResponse<'/gateway/content-boxes-block/{locale}'>;
export type GiftBlockAnswer = ApiResponse<'/gateway/content/giftBlock'>;
export type TargetedBannerAnswer = ApiResponse<'/content/targetedBanner.json'>;
export type CmsPageAnswer = ApiResponse<'/api/cms/pages/{slug}'>;
export type StaticPageAnswer = ApiResponse<'/api/cms/static/{slug}'>;
export type IdeasAnswer = ApiResponse<'/api/cms/ideas'>;
export type MinisiteAnswer = ApiResponse<'/api/cms/minisites/{idOrSlug}'>;

// -- view types -------------------------------------------------------------------------------------------------
/** The flows the CMS has content for (the hotel flow shows booking content). */
export type CmsFlow = Exclude<Flow, 'hotel'>;
export const CMS_FLOWS: readonly CmsFlow[] = ['booking', 'gifting', 'activity'];

export type Seo = HomepageAnswer['seo'];

export interface Link {
  label: string;
  url: string;
  newTab: boolean;
}
export interface Cta extends Link {
  variant: 'primary' | 'secondary';
}
export interface HeaderFlags {
  show: boolean;
}
export interface FooterFlags {
  show: boolean;
  legal: boolean;
  newsletter: boolean;
  contact: boolean;
}
export interface Countdown {
  start: string;
  end: string;
  label: string;
}
/** Picture sources of a banner: small below 600 px (750x528), medium (1500x736), large (3840x700). */
export interface BannerPicture {
  small: string;
  medium: string;
  large: string;
  alt: string;
}
export interface CtaCard {
  title: string;
  text: string;
  url: string;
  imageUrl: string;
  newTab: boolean;
}
export interface Jumbotron {
  title: string;
  subtitle: string;
  /** rich text */
  description: string;
  picture: BannerPicture;
  ctas: Cta[];
  ctaCards: CtaCard[];
  countdown?: Countdown;
  promo?: { label: string; code?: string };
}

/** A marketing promo: its link (label: the call to action) with a picture and rich text. */
export interface PromoItem extends Link {
  title: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
}
/** A top search link with the number of results it currently returns. */
export interface TopSearchResult extends Link {
  resultsCount: number;
  type: string;
}
export interface PromoCard {
  title: string;
  text: string;
  imageUrl: string;
  url: string;
  badge?: string;
  newTab: boolean;
}

export type Block =
  | { _type: 'mainUsp'; variant: 'secondary' | 'border'; list: Array<{ icon: string; text: string }> }
  | { _type: 'marketing'; title: string; promoList: PromoItem[] }
  | { _type: 'categories'; title: string; columns: number; list: Array<{ label: string; url: string; imageUrl: string }> }
  | { _type: 'banner'; title: string; text: string; imageUrl: string; imageMobile: string; imageAlt: string; cta: Link }
  | { _type: 'topSearchResults'; title: string; results: TopSearchResult[] }
  | { _type: 'bestBoxes' }
  | { _type: 'giftBlock' }
  | { _type: 'targetedBanner' }
  | { _type: 'jumbotron'; jumbotron: Jumbotron }
  | { _type: 'topBar'; links: Link[] }
  | { _type: 'promoCards'; title: string; cards: PromoCard[] };
export type BlockType = Block['_type'];

export interface FlowContent {
  jumbotron: Jumbotron;
  blocks: Block[];
}

export interface Alternate {
  locale: string;
  hrefLang: string;
  host: string;
  path: string;
}

export interface Homepage {
  seo: Seo;
  canonical: { host: string; path: string };
  alternates: Alternate[];
  header: HeaderFlags;
  footer: FooterFlags;
  /** promo bar settings: shown on home pages, with its flow tabs */
  promoBar: { show: boolean; flowTabs: boolean };
  /** content per flow; booking always present */
  content: { booking: FlowContent } & Partial<Record<Exclude<CmsFlow, 'booking'>, FlowContent>>;
}

export type ColorVariation = 'black' | 'grey' | 'red' | 'yellow' | 'blue' | 'green';
export const COLOR_VARIATIONS: readonly ColorVariation[] = ['black', 'grey', 'red', 'yellow', 'blue', 'green'];
export interface Announcement {
  locale: string;
  /** rich text */
  content: string;
  colorVariation: ColorVariation;
  url?: string;
}
export interface AnnouncementEntry {
  flow: CmsFlow;
  localizations: Announcement[];
}
export type AnnouncementBanners = Record<BannerPageKind, AnnouncementEntry[]>;

export interface PromoBarLink extends Link {
  variant: 'default' | 'black';
  /** the default experiment promo banner (not from the CMS bar) */
  experiment?: boolean;
}
export interface PromoBar {
  internalCode: string;
  campaign: string;
  category: string;
  page: BannerPageKind;
  flow: CmsFlow;
  links: PromoBarLink[];
  palette: string;
  font: 'light' | 'dark';
}

/** The default experiment promo banner: locale-specific text and its link. */
export interface ExperimentBanner {
  label: string;
  url: string;
}
export interface PromoBars {
  bars: PromoBar[];
  experimentBanner: ExperimentBanner | null;
}

export interface TargetedBanner {
  title: string;
  subtitle: string;
  imageUrl: string;
  imageMobile: string;
  imagePosition: 'center' | 'left' | 'right';
  imageAlt: string;
  ctas: Cta[];
  url: string;
  newTab: boolean;
}

/** Gift content of a locale: a card per URL present; title and subtitle fall back to default titles. */
export interface GiftContent {
  boxURL?: string;
  singleVoucherURL?: string;
  giftcardURL?: string;
  activityOnlyURL?: string;
  campaign: string;
  title?: string;
  subtitle?: string;
  imageS?: string;
  imageL?: string;
}

export interface ContentBox {
  id: number;
  sku: string;
  handle: string;
  title: string;
  image: string;
  includedContent: string;
  rating: string;
  /** cents */
  price: number;
  promoPrice?: number;
  discount?: number;
  position: number;
}
export type ContentBoxes = Pick<ContentBoxesAnswer, 'campaign' | 'title' | 'subtitle' | 'buttonLabel' | 'buttonURL'> & { results: ContentBox[] };

export interface CmsPage {
  seo: Seo;
  header: HeaderFlags;
  footer: FooterFlags;
  blocks: Block[];
}

export type StaticPage = Pick<StaticPageAnswer, 'title' | 'seo' | 'updatedAt' | 'intro'> & {
  sections: Array<{ heading: string; html: string }>;
  links: { helpCentre?: string; boxShop?: string; pressRoom?: string };
};

export interface Idea {
  url: string;
  label: string;
  cover: string;
}
export type IdeasPage = Pick<IdeasAnswer, 'seo' | 'title' | 'intro'> & {
  sections: Array<{ title: string; intro: string; ideas: Idea[] }>;
  regions: Link[];
};

/** Partner mini-site (spec §3) with the landing texts of its document. */
export type Minisite = Pick<MinisiteAnswer, 'minisiteId' | 'minisiteUrl' | 'minisiteLocale' | 'bannerUrls'> & {
  partnerName?: string;
  logoUrl?: string;
  /** rich text: the campaign conditions */
  footer: string;
  title?: string;
  intro?: string;
  bannerAlt?: string;
};
