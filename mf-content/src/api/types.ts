/**
 * View types of the CMS content mf-content renders (the API serves the documents of
 * packages/api/src/catalogue/data/cms as they are; ./cms.ts maps and checks them into these types).
 */
export type CmsFlow = 'booking' | 'gifting' | 'activity';
export type BannerPageKind = 'home' | 'search' | 'product';

export interface Seo {
  title: string;
  description: string;
  index: boolean;
  follow: boolean;
}
export interface Link {
  label: string;
  url: string;
  newTab?: boolean;
}
export interface Cta extends Link {
  variant: 'primary' | 'secondary';
}
export interface FooterFlags {
  show: boolean;
  legal: boolean;
  newsletter: boolean;
  contact: boolean;
}
export interface BannerImages {
  '750_528': string;
  '1500_736': string;
  '3840_700': string;
}
export interface Countdown {
  start: string;
  end: string;
  label: string;
}
export interface CtaCard {
  title: string;
  text: string;
  url: string;
  imageUrl: string;
  newTab?: boolean;
}
export interface Jumbotron {
  title: string;
  subtitle: string;
  description: string;
  imageSmall: string;
  imageLarge: string;
  images?: Partial<BannerImages>;
  imageAlt: string;
  ctas: Cta[];
  ctaCards: CtaCard[];
  countdown?: Countdown;
  promo?: { label: string; code?: string };
}

export type Block =
  | { _type: 'mainUsp'; variant: 'secondary' | 'border'; list: Array<{ icon: string; text: string }> }
  | { _type: 'marketing'; title: string; promoList: Array<{ title: string; text: string; imageUrl: string; imageAlt: string; url: string; label: string; newTab?: boolean }> }
  | { _type: 'categories'; title: string; columns: number; list: Array<{ label: string; url: string; imageUrl: string }> }
  | { _type: 'banner'; title: string; text: string; imageUrl: string; imageMobile: string; imageAlt: string; cta: Link }
  | { _type: 'topSearchResults'; title: string; results: Array<{ label: string; resultsCount: number; type: string; url: string; newTab: boolean }> }
  | { _type: 'bestBoxes' }
  | { _type: 'giftBlock' }
  | { _type: 'targetedBanner' }
  | ({ _type: 'jumbotron' } & Jumbotron)
  | { _type: 'topBar'; links: Link[] }
  | { _type: 'promoCards'; title: string; cards: Array<{ title: string; text: string; imageUrl: string; url: string; badge?: string; newTab?: boolean }> };
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
  locale: string;
  seo: Seo;
  canonical: { host: string; path: string };
  alternates: Alternate[];
  header: { show: boolean; promoBar?: boolean };
  footer: FooterFlags;
  promoBar: { show: boolean; flowTabs: boolean };
  content: { booking: FlowContent } & Partial<Record<'gifting' | 'activity', FlowContent>>;
}

export type ColorVariation = 'black' | 'grey' | 'red' | 'yellow' | 'blue' | 'green';
export interface AnnouncementLocalization {
  locale: string;
  content: string;
  colorVariation: ColorVariation;
  link?: { url: string };
}
export interface AnnouncementEntry {
  flow: CmsFlow;
  localizations: AnnouncementLocalization[];
}
export interface AnnouncementBanners {
  homePages: AnnouncementEntry[];
  searchPages: AnnouncementEntry[];
  productPages: AnnouncementEntry[];
}

export interface PromoBarLink extends Link {
  variant: 'default' | 'black';
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
export interface PromoBars {
  promoBars: PromoBar[];
  experimentDefault?: { text: string; url: string };
}

export interface TargetedBanner {
  locale: string;
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

export interface GiftContent {
  locale: string;
  boxURL?: string;
  singleVoucherURL?: string;
  giftcardURL?: string;
  activityOnlyURL?: string;
  campaign?: string;
  category?: string;
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
  price: number;
  promoPrice?: number;
  discount?: number;
  position: number;
  campaign: string;
}
export interface ContentBoxes {
  campaign: string;
  title: string;
  subtitle: string;
  buttonLabel: string;
  buttonURL: string;
  results: ContentBox[];
}

export interface CmsPage {
  slug: string;
  seo: Seo;
  header: { show: boolean };
  footer: FooterFlags;
  blocks: Block[];
}

export interface StaticPage {
  pageKey: string;
  slug: string;
  title: string;
  seo: Seo;
  updatedAt: string;
  intro: string;
  sections: Array<{ heading: string; html: string }>;
  links: { helpCentre?: string; boxShop?: string; pressRoom?: string };
}

export interface IdeasPage {
  seo: Seo;
  title: string;
  intro: string;
  sections: Array<{ title: string; intro: string; ideas: Array<{ url: string; label: string; cover: string }> }>;
  regions: Link[];
}

/** Partner mini-site (spec §3). */
export interface Minisite {
  minisiteId: number;
  minisiteUrl: string;
  minisiteLocale: string;
  bannerUrls: { desktop: string; mobile: string };
  partnerName?: string;
  logoUrl?: string;
  footer: string;
  title?: string;
  intro?: string;
  bannerAlt?: string;
}
