/**
 * CMS reads (site-wide §7) with the typed client of @storefront/api-client (locale, and minisite inside a
 * mini-site, added by the client), mapped into the view types of ./types. Nested CMS content the OpenAPI
 * document leaves open is read through ./guards: anything unexpected becomes an empty value or drops its item,
 * never a crash. A document without what its page needs (homepage without booking content, page without blocks)
 * rejects with an Error.
 */
import { readsStaticContent, type RouteMatch, type StorefrontContext } from '@storefront/contracts';
import { apiClientFor } from './client';
import { count, flag, isRecord, list, oneOf, optionalCount, optionalText, record, text, type Fields } from './guards';
import {
  CMS_FLOWS,
  COLOR_VARIATIONS,
  type AnnouncementBanners,
  type AnnouncementEntry,
  type Block,
  type CmsPage,
  type ContentBox,
  type ContentBoxes,
  type ContentBoxesAnswer,
  type Countdown,
  type Cta,
  type FlowContent,
  type FooterFlags,
  type GiftContent,
  type Homepage,
  type HomepageAnswer,
  type IdeasPage,
  type Jumbotron,
  type Link,
  type Minisite,
  type MinisiteAnswer,
  type ExperimentBanner,
  type PromoBar,
  type PromoBars,
  type Seo,
  type StaticPage,
  type TargetedBanner,
} from './types';

type Ctx = StorefrontContext;
const PAGE_KINDS = ['home', 'search', 'product'] as const;

// -- mapping of nested CMS content -------------------------------------------------------------------------------
export function toSeo(value: unknown): Seo {
  const v = record(value);
  return { title: text(v.title), description: text(v.description), index: flag(v.index, false), follow: flag(v.follow, true) };
}

function toLink(v: Fields): Link | null {
  const url = optionalText(v.url);
  return url ? { label: text(v.label), url, newTab: flag(v.newTab, false) } : null;
}

function toCta(v: Fields): Cta | null {
  const link = toLink(v);
  return link && { ...link, variant: oneOf(v.variant, ['primary', 'secondary'], 'primary') };
}

function toCountdown(value: unknown): Countdown | undefined {
  if (!isRecord(value)) return undefined;
  const end = optionalText(value.end);
  return end ? { start: text(value.start), end, label: text(value.label) } : undefined;
}

export function toHeaderFlags(value: unknown) {
  return { show: flag(record(value).show, true) };
}

export function toFooterFlags(value: unknown): FooterFlags {
  const v = record(value);
  return { show: flag(v.show, true), legal: flag(v.legal, true), newsletter: flag(v.newsletter, true), contact: flag(v.contact, true) };
}

export function toJumbotron(v: Fields): Jumbotron {
  const images = record(v.images);
  const large = text(images['3840_700'], text(v.imageLarge));
  const promo = isRecord(v.promo) && optionalText(v.promo.label) ? { label: text(v.promo.label), code: optionalText(v.promo.code) } : undefined;
  return {
    title: text(v.title),
    subtitle: text(v.subtitle),
    description: text(v.description),
    picture: {
      small: text(images['750_528'], text(v.imageSmall, large)),
      medium: text(images['1500_736'], large),
      large,
      alt: text(v.imageAlt),
    },
    ctas: list(v.ctas, toCta),
    ctaCards: list(v.ctaCards, (c) => {
      const url = optionalText(c.url);
      return url ? { title: text(c.title), text: text(c.text), url, imageUrl: text(c.imageUrl), newTab: flag(c.newTab, false) } : null;
    }),
    countdown: toCountdown(v.countdown),
    promo,
  };
}

/** One CMS block; unknown block types are dropped. */
export function toBlock(v: Fields): Block | null {
  switch (v._type) {
    case 'mainUsp':
      return {
        _type: 'mainUsp',
        variant: oneOf(v.variant, ['secondary', 'border'], 'secondary'),
        list: list(v.list, (i) => (optionalText(i.text) ? { icon: text(i.icon), text: text(i.text) } : null)),
      };
    case 'marketing':
      return {
        _type: 'marketing',
        title: text(v.title),
        promoList: list(v.promoList, (p) => {
          const link = toLink(p);
          return link && { ...link, title: text(p.title), text: text(p.text), imageUrl: text(p.imageUrl), imageAlt: text(p.imageAlt) };
        }),
      };
    case 'categories':
      return {
        _type: 'categories',
        title: text(v.title),
        columns: Math.min(4, Math.max(2, count(v.columns, 4))),
        list: list(v.list, (c) => {
          const url = optionalText(c.url);
          return url ? { label: text(c.label), url, imageUrl: text(c.imageUrl) } : null;
        }),
      };
    case 'banner': {
      const cta = isRecord(v.cta) ? toLink(v.cta) : null;
      if (!cta) return null;
      return { _type: 'banner', title: text(v.title), text: text(v.text), imageUrl: text(v.imageUrl), imageMobile: text(v.imageMobile, text(v.imageUrl)), imageAlt: text(v.imageAlt), cta };
    }
    case 'topSearchResults':
      return {
        _type: 'topSearchResults',
        title: text(v.title),
        results: list(v.results, (r) => {
          const link = toLink(r);
          return link && { ...link, resultsCount: count(r.resultsCount), type: text(r.type) };
        }),
      };
    case 'bestBoxes':
    case 'giftBlock':
    case 'targetedBanner':
      return { _type: v._type };
    case 'jumbotron':
      return { _type: 'jumbotron', jumbotron: toJumbotron(v) };
    case 'topBar':
      return { _type: 'topBar', links: list(v.links, toLink) };
    case 'promoCards':
      return {
        _type: 'promoCards',
        title: text(v.title),
        cards: list(v.cards, (c) => {
          const url = optionalText(c.url);
          return url ? { title: text(c.title), text: text(c.text), imageUrl: text(c.imageUrl), url, badge: optionalText(c.badge), newTab: flag(c.newTab, false) } : null;
        }),
      };
    default:
      return null;
  }
}

function toFlowContent(value: unknown): FlowContent | undefined {
  if (!isRecord(value) || !isRecord(value.jumbotron)) return undefined;
  return { jumbotron: toJumbotron(value.jumbotron), blocks: list(value.blocks, toBlock) };
}

export function toHomepage(answer: HomepageAnswer): Homepage {
  const content = record(answer.content);
  const booking = toFlowContent(content.booking);
  if (!booking) throw new Error('Unexpected homepage content: no booking content');
  const canonical = record(answer.canonical);
  return {
    seo: toSeo(answer.seo),
    canonical: { host: text(canonical.host), path: text(canonical.path, '/') },
    alternates: list(answer.alternates, (a) =>
      optionalText(a.hrefLang) && typeof a.path === 'string' ? { locale: text(a.locale), hrefLang: text(a.hrefLang), host: text(a.host), path: text(a.path) } : null,
    ),
    header: toHeaderFlags(answer.header),
    footer: toFooterFlags(answer.footer),
    promoBar: {
      show: flag(record(answer.promoBar).show, true) && flag(record(answer.header).promoBar, true),
      flowTabs: flag(record(answer.promoBar).flowTabs, false),
    },
    content: { booking, gifting: toFlowContent(content.gifting), activity: toFlowContent(content.activity) },
  };
}

export function toPromoBar(v: Fields): PromoBar | null {
  const page = oneOf(v.page, PAGE_KINDS, 'home');
  if (v.page !== page) return null;
  return {
    internalCode: text(v.internalCode),
    campaign: text(v.campaign),
    category: text(v.category),
    page,
    flow: oneOf(v.flow, CMS_FLOWS, 'booking'),
    links: list(v.links, (l) => {
      const link = toLink(l);
      return link && { ...link, variant: oneOf(l.variant, ['default', 'black'], 'default') };
    }),
    palette: text(v.palette, '#1f2328'),
    font: oneOf(v.font, ['light', 'dark'], 'light'),
  };
}

function toAnnouncementEntry(v: Fields): AnnouncementEntry {
  return {
    flow: oneOf(v.flow, CMS_FLOWS, 'booking'),
    localizations: list(v.localizations, (l) => ({
      locale: text(l.locale),
      content: text(l.content),
      colorVariation: oneOf(l.colorVariation, COLOR_VARIATIONS, 'black'),
      url: optionalText(record(l.link).url),
    })),
  };
}

export function toContentBox(v: Fields): ContentBox | null {
  const id = optionalCount(v.id);
  const price = optionalCount(v.price);
  const sku = optionalText(v.sku);
  if (id === undefined || price === undefined || !sku) return null;
  return {
    id,
    sku,
    handle: text(v.handle, sku),
    title: text(v.title),
    image: text(v.image),
    includedContent: text(v.includedContent),
    rating: text(v.rating, typeof v.rating === 'number' ? String(v.rating) : ''),
    price,
    promoPrice: optionalCount(v.promoPrice),
    discount: optionalCount(v.discount),
    position: count(v.position),
  };
}

export function toContentBoxes(answer: ContentBoxesAnswer): ContentBoxes {
  return {
    campaign: text(answer.campaign),
    title: text(answer.title),
    subtitle: text(answer.subtitle),
    buttonLabel: text(answer.buttonLabel),
    buttonURL: text(answer.buttonURL),
    results: list(answer.results, toContentBox),
  };
}

export function toGiftContent(v: Fields): GiftContent {
  return {
    boxURL: optionalText(v.boxURL),
    singleVoucherURL: optionalText(v.singleVoucherURL),
    giftcardURL: optionalText(v.giftcardURL),
    activityOnlyURL: optionalText(v.activityOnlyURL),
    campaign: text(v.campaign),
    title: optionalText(v.title),
    subtitle: optionalText(v.subtitle),
    imageS: optionalText(v.imageS),
    imageL: optionalText(v.imageL),
  };
}

function toTargetedBanner(v: Fields): TargetedBanner | null {
  const url = optionalText(v.url);
  if (!url || !optionalText(v.title)) return null;
  return {
    title: text(v.title),
    subtitle: text(v.subtitle),
    imageUrl: text(v.imageUrl),
    imageMobile: text(v.imageMobile, text(v.imageUrl)),
    imagePosition: oneOf(v.imagePosition, ['center', 'left', 'right'], 'center'),
    imageAlt: text(v.imageAlt),
    ctas: list(v.ctas, toCta),
    url,
    newTab: flag(v.newTab, false),
  };
}

/** The entry of a locale in a document of per-locale entries. */
function entryFor(entries: unknown, locale: string): Fields | null {
  return list(entries, (e) => (e.locale === locale ? e : null))[0] ?? null;
}

export function toMinisite(answer: MinisiteAnswer): Minisite {
  const doc = record(answer.document);
  return {
    minisiteId: answer.minisiteId,
    minisiteUrl: answer.minisiteUrl,
    minisiteLocale: answer.minisiteLocale,
    bannerUrls: answer.bannerUrls,
    partnerName: answer.partnerName ?? undefined,
    logoUrl: answer.logoUrl ?? undefined,
    footer: answer.footer ?? '',
    title: optionalText(doc.title),
    intro: optionalText(doc.intro),
    bannerAlt: optionalText(doc.bannerAlt),
  };
}

// -- calls ------------------------------------------------------------------------------------------------------
/** Cache key of the homepage read (the homepage and the banners' promo bar settings share it). */
export const homepageKey = (context: Ctx) => `home:${context.locale}`;

export async function fetchHomepage(context: Ctx): Promise<Homepage> {
  return toHomepage(await apiClientFor(context).get('/api/cms/homepage'));
}

/** The default experiment promo banner (site-wide §2: '10% extra on selected packages'); null without text or url. */
export function toExperimentBanner(value: unknown): ExperimentBanner | null {
  const v = record(value);
  const label = optionalText(v.text);
  const url = optionalText(v.url);
  return label && url ? { label, url } : null;
}

/** Promo bars of the locale (bars of an unknown page kind are dropped) and the default experiment promo banner. */
export async function fetchPromoBars(context: Ctx): Promise<PromoBars> {
  const answer = await apiClientFor(context).get('/api/cms/promoBars');
  return { bars: list(answer.promoBars, toPromoBar), experimentBanner: toExperimentBanner(answer.experimentDefault) };
}

export async function fetchAnnouncementBanners(context: Ctx): Promise<AnnouncementBanners> {
  const client = apiClientFor(context);
  const answer = readsStaticContent(context.environment) ? await client.get('/content/announcementBanner.json') : await client.get('/gateway/cms/announcementBanner');
  return { home: list(answer.homePages, toAnnouncementEntry), search: list(answer.searchPages, toAnnouncementEntry), product: list(answer.productPages, toAnnouncementEntry) };
}

/** Content boxes block; a non-OK answer rejects with its message (shown only when errors are enabled). */
export const contentBoxesKey = (context: Ctx) => `boxes:${context.locale}`;
export async function fetchContentBoxes(context: Ctx): Promise<ContentBoxes> {
  const client = apiClientFor(context);
  const locale = context.locale.toLowerCase();
  return toContentBoxes(
    readsStaticContent(context.environment)
      ? await client.get('/content/content-boxes-block/{file}', { pathParams: { file: `${locale}.json` } })
      : await client.get('/gateway/content-boxes-block/{locale}', { pathParams: { locale } }),
  );
}

/** Gift content of the current locale (null when the locale has none). */
export const giftContentKey = (context: Ctx) => `gift:${context.locale}`;
export async function fetchGiftContent(context: Ctx): Promise<GiftContent | null> {
  const client = apiClientFor(context);
  const answer = readsStaticContent(context.environment) ? await client.get('/content/giftBlock.json') : await client.get('/gateway/content/giftBlock');
  const entry = entryFor(answer.entries, context.locale);
  return entry && toGiftContent(entry);
}

export const targetedBannerKey = (context: Ctx) => `targeted:${context.locale}`;
export async function fetchTargetedBanner(context: Ctx): Promise<TargetedBanner | null> {
  const entry = entryFor((await apiClientFor(context).get('/content/targetedBanner.json')).entries, context.locale);
  return entry && toTargetedBanner(entry);
}

export const cmsPageKey = (context: Ctx, slug: string) => `page:${context.locale}:${slug}`;
export async function fetchCmsPage(context: Ctx, slug: string): Promise<CmsPage> {
  const answer = await apiClientFor(context).get('/api/cms/pages/{slug}', { pathParams: { slug } });
  return { seo: toSeo(answer.seo), header: toHeaderFlags(answer.header), footer: toFooterFlags(answer.footer), blocks: list(answer.blocks, toBlock) };
}

export const staticPageKey = (context: Ctx, slug: string) => `static:${context.locale}:${slug}`;
export async function fetchStaticPage(context: Ctx, slug: string): Promise<StaticPage> {
  const answer = await apiClientFor(context).get('/api/cms/static/{slug}', { pathParams: { slug } });
  const links = record(answer.links);
  return {
    title: text(answer.title),
    seo: toSeo(answer.seo),
    updatedAt: text(answer.updatedAt),
    intro: text(answer.intro),
    sections: list(answer.sections, (s) => ({ heading: text(s.heading), html: text(s.html) })),
    links: { helpCentre: optionalText(links.helpCentre), boxShop: optionalText(links.boxShop), pressRoom: optionalText(links.pressRoom) },
  };
}

export const ideasKey = (context: Ctx) => `ideas:${context.locale}`;
export async function fetchIdeas(context: Ctx): Promise<IdeasPage> {
  const answer = await apiClientFor(context).get('/api/cms/ideas');
  return {
    seo: toSeo(answer.seo),
    title: text(answer.title),
    intro: text(answer.intro),
    sections: list(answer.sections, (s) => ({
      title: text(s.title),
      intro: text(s.intro),
      ideas: list(s.ideas, (i) => {
        const url = optionalText(i.url);
        return url ? { url, label: text(i.label), cover: text(i.cover) } : null;
      }),
    })),
    regions: list(answer.regions, toLink),
  };
}

export const minisiteKey = (id: number) => `minisite:${id}`;
export async function fetchMinisite(context: Ctx, id: number): Promise<Minisite> {
  return toMinisite(await apiClientFor(context).get('/api/cms/minisites/{idOrSlug}', { pathParams: { idOrSlug: String(id) } }));
}


export const faqKey = (context: Ctx) => `faq:${context.locale}`;

/** The help centre (FAQ) link of the footer: its first external help link. */
export async function fetchFaqUrl(context: Ctx): Promise<string | null> {
  const help = record((await apiClientFor(context).get('/api/cms/footer')).help);
  return list(help.links, (l) => (typeof l.url === 'string' && /^https?:/.test(l.url) ? l.url : null))[0] ?? null;
}

/** A link URL from the CMS that may reach an href: a path of the site or an http(s) URL (no javascript:, data:...). */
export function safeLinkUrl(value: unknown): string | undefined {
  const url = optionalText(value)?.trim();
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  return /^https?:\/\/[^\s/]/i.test(url) ? url : undefined;
}

/**
 * The legal links of the footer's newsletter block (CMS footer newsletter.legalLinks: data protection, conditions of
 * use), as the shell's footer hands them over: labels as plain text, links with an unsafe or missing URL or without a
 * label dropped; empty when there are none.
 */
export function toNewsletterLegalLinks(legalLinks: unknown): Link[] {
  return list(legalLinks, (l) => {
    const url = safeLinkUrl(l.url);
    const label = optionalText(l.label)?.trim();
    return url && label ? { label, url, newTab: flag(l.newTab, false) } : null;
  });
}

/** The mini-site a page shows: the id in its path, else the mini-site the page is under. */
export function minisiteIdOf(route: Pick<RouteMatch, 'params'>, context: Pick<Ctx, 'minisite'>): number {
  return Number(route.params.minisiteId ?? context.minisite?.id);
}

/** The one read a page of mf-content is made from, under the key its component reads it with; null when it has none. */
export function pageReadOf(route: Pick<RouteMatch, 'kind' | 'params'>, context: Ctx): { key: string; fetch: () => Promise<unknown> } | null {
  const slug = route.params.slug ?? '';
  switch (route.kind) {
    case 'home':
      return { key: homepageKey(context), fetch: () => fetchHomepage(context) };
    case 'landing':
      return { key: cmsPageKey(context, slug), fetch: () => fetchCmsPage(context, slug) };
    case 'static':
      return { key: staticPageKey(context, slug), fetch: () => fetchStaticPage(context, slug) };
    case 'ideas':
      return { key: ideasKey(context), fetch: () => fetchIdeas(context) };
    case 'minisite': {
      const id = minisiteIdOf(route, context);
      return Number.isFinite(id) ? { key: minisiteKey(id), fetch: () => fetchMinisite(context, id) } : null;
    }
    default:
      return null;
  }
}
