/**
 * CMS reads (site-wide §7). Every call carries locale (and minisite inside a mini-site) through the client;
 * preview mode adds preview=true. Shapes are checked loosely: anything unexpected becomes an empty value,
 * never a crash.
 */
import type { StorefrontContext } from '@storefront/contracts';
import { getJson } from './client';
import type {
  AnnouncementBanners,
  CmsPage,
  ContentBoxes,
  GiftContent,
  Homepage,
  IdeasPage,
  Minisite,
  PromoBars,
  StaticPage,
  TargetedBanner,
} from './types';

type Ctx = StorefrontContext;
const previewParams = (preview: boolean) => (preview ? { preview: 'true' } : undefined);

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Documents served as `{ document }` or as the document itself. */
function unwrap(value: unknown): unknown {
  return isObject(value) && isObject(value.document) ? value.document : value;
}

/** Entries served as an array or as `{ entries }`. */
function entriesOf<T>(value: unknown): T[] {
  const v = unwrap(value);
  if (Array.isArray(v)) return v as T[];
  if (isObject(v) && Array.isArray(v.entries)) return v.entries as T[];
  return [];
}

function expectShape<T>(value: unknown, check: (v: Record<string, unknown>) => boolean, what: string): T {
  const v = unwrap(value);
  if (!isObject(v) || !check(v)) throw new Error(`Unexpected ${what} content`);
  return v as T;
}

export async function fetchHomepage(context: Ctx, preview = false): Promise<Homepage> {
  const data = await getJson<unknown>(context, '/api/cms/homepage', previewParams(preview));
  return expectShape<Homepage>(data, (v) => isObject(v.content) && isObject((v.content as Record<string, unknown>).booking), 'homepage');
}

export async function fetchPromoBars(context: Ctx, preview = false): Promise<PromoBars> {
  const data = unwrap(await getJson<unknown>(context, '/api/cms/promoBars', previewParams(preview)));
  if (Array.isArray(data)) return { promoBars: data as PromoBars['promoBars'] };
  return isObject(data) && Array.isArray(data.promoBars) ? (data as unknown as PromoBars) : { promoBars: [] };
}

export async function fetchAnnouncementBanners(context: Ctx, preview = false): Promise<AnnouncementBanners> {
  const data = unwrap(await getJson<unknown>(context, '/gateway/cms/announcementBanner', previewParams(preview)));
  const list = (key: string) => (isObject(data) && Array.isArray(data[key]) ? (data[key] as AnnouncementBanners['homePages']) : []);
  return { homePages: list('homePages'), searchPages: list('searchPages'), productPages: list('productPages') };
}

/** Content boxes block; a non-OK answer rejects with its message (shown only when errors are enabled). */
export async function fetchContentBoxes(context: Ctx, preview = false): Promise<ContentBoxes> {
  const data = await getJson<unknown>(context, `/gateway/content-boxes-block/${context.locale.toLowerCase()}`, previewParams(preview));
  return expectShape<ContentBoxes>(data, (v) => Array.isArray(v.results), 'content boxes');
}

/** Gift content of the current locale (null when the locale has none). */
export async function fetchGiftContent(context: Ctx, preview = false): Promise<GiftContent | null> {
  const entries = entriesOf<GiftContent>(await getJson<unknown>(context, '/gateway/content/giftBlock', previewParams(preview)));
  return entries.find((e) => e.locale === context.locale) ?? null;
}

export async function fetchTargetedBanner(context: Ctx, preview = false): Promise<TargetedBanner | null> {
  const data = await getJson<unknown>(context, '/content/targetedBanner.json', previewParams(preview));
  const entries = entriesOf<TargetedBanner>(data);
  if (entries.length) return entries.find((e) => e.locale === context.locale) ?? null;
  const single = unwrap(data);
  return isObject(single) && typeof single.title === 'string' ? (single as unknown as TargetedBanner) : null;
}

export async function fetchCmsPage(context: Ctx, slug: string, preview = false): Promise<CmsPage> {
  const data = await getJson<unknown>(context, `/api/cms/pages/${encodeURIComponent(slug)}`, previewParams(preview));
  return expectShape<CmsPage>(data, (v) => Array.isArray(v.blocks), 'page');
}

export async function fetchStaticPage(context: Ctx, slug: string, preview = false): Promise<StaticPage> {
  const data = await getJson<unknown>(context, `/api/cms/static/${encodeURIComponent(slug)}`, previewParams(preview));
  return expectShape<StaticPage>(data, (v) => Array.isArray(v.sections) && typeof v.title === 'string', 'static page');
}

export async function fetchIdeas(context: Ctx, preview = false): Promise<IdeasPage> {
  const data = await getJson<unknown>(context, '/api/cms/ideas', previewParams(preview));
  return expectShape<IdeasPage>(data, (v) => Array.isArray(v.sections), 'ideas');
}

/** Maps a mini-site row (table shape) or a spec-shaped object to the view type. */
export function toMinisite(value: unknown): Minisite | null {
  if (!isObject(value)) return null;
  const id = Number(value.minisiteId ?? value.id);
  const slug = String(value.minisiteUrl ?? value.url ?? '');
  const banners = (value.bannerUrls ?? {}) as { desktop?: string; mobile?: string };
  if (!Number.isFinite(id) || !slug || !banners.desktop) return null;
  const doc = isObject(value.document) ? value.document : {};
  return {
    minisiteId: id,
    minisiteUrl: slug,
    minisiteLocale: String(value.minisiteLocale ?? value.locale ?? ''),
    bannerUrls: { desktop: banners.desktop, mobile: banners.mobile ?? banners.desktop },
    partnerName: (value.partnerName as string | null) ?? undefined,
    logoUrl: (value.logoUrl as string | null) ?? undefined,
    footer: String(value.footer ?? ''),
    title: typeof doc.title === 'string' ? doc.title : undefined,
    intro: typeof doc.intro === 'string' ? doc.intro : undefined,
    bannerAlt: typeof doc.bannerAlt === 'string' ? doc.bannerAlt : undefined,
  };
}

export async function fetchMinisite(context: Ctx, id: number): Promise<Minisite | null> {
  return toMinisite(await getJson<unknown>(context, `/api/cms/minisites/${id}`));
}
