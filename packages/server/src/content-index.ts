/**
 * What the server needs from the CMS to render a page without an extra request: landing-page slugs per site and
 * the partner mini-sites (routing), and the banner documents (space reserved for the banners), read from the
 * database and refreshed at most every `ttlMs`.
 */
import { sql } from 'drizzle-orm';
import { isSiteCode, type RuntimeMinisite, type SiteCode } from '@storefront/contracts';
import type { AnnouncementDocument, BannerDocuments, PromoBarEntry } from './banner-space';

export interface ContentIndex {
  cmsSlugs: Partial<Record<SiteCode, string[]>>;
  minisites: RuntimeMinisite[];
  /** Announcement banners and promo bars (absent: no space reserved for banners). */
  banners?: BannerDocuments;
}

export type ContentIndexSource = () => Promise<ContentIndex>;

interface Executable {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  const r = result as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** Reads the index with the API's Drizzle database (PGlite or PostgreSQL: both return `rows`). */
export function databaseContentIndex(database: unknown): ContentIndexSource {
  const db = (database as { db?: Executable }).db;
  return async () => {
    if (!db) return { cmsSlugs: {}, minisites: [] };
    const pages = rowsOf(await db.execute(sql`select locale, key from cms_documents where kind = 'page' order by locale, key`));
    const sites = rowsOf(await db.execute(sql`select id, url, locale, partner_name from minisites order by id`));
    const bannerRows = rowsOf(await db.execute(sql`select kind, locale, document from cms_documents where kind in ('announcementBanner', 'promoBars', 'homepage')`));
    const cmsSlugs: Partial<Record<SiteCode, string[]>> = {};
    for (const row of pages) {
      const locale = String(row.locale);
      if (!isSiteCode(locale)) continue;
      (cmsSlugs[locale] ??= []).push(String(row.key));
    }
    const minisites: RuntimeMinisite[] = [];
    for (const row of sites) {
      const locale = String(row.locale);
      if (!isSiteCode(locale)) continue;
      minisites.push({ id: Number(row.id), slug: String(row.url), locale, partnerName: row.partner_name ? String(row.partner_name) : null });
    }
    const banners: BannerDocuments = { announcement: null, promoBars: {}, promoBarSettings: {}, experimentBanners: {} };
    for (const row of bannerRows) {
      const document = typeof row.document === 'string' ? (JSON.parse(row.document) as unknown) : row.document;
      if (!document || typeof document !== 'object') continue;
      const locale = String(row.locale);
      if (row.kind === 'announcementBanner') banners.announcement = document as AnnouncementDocument;
      else if (row.kind === 'homepage' && isSiteCode(locale)) {
        const settings = (document as { promoBar?: { show?: unknown; flowTabs?: unknown } }).promoBar;
        if (settings && typeof settings === 'object') banners.promoBarSettings![locale] = { show: settings.show !== false, flowTabs: settings.flowTabs === true };
      } else if (isSiteCode(locale)) {
        const { promoBars: list, experimentDefault } = document as { promoBars?: unknown; experimentDefault?: { text?: unknown; url?: unknown } };
        if (Array.isArray(list)) banners.promoBars[locale] = list as PromoBarEntry[];
        // mf-content shows the experiment banner only with both a text and a link (toExperimentBanner)
        const text = typeof experimentDefault?.text === 'string' ? experimentDefault.text.trim() : '';
        const url = typeof experimentDefault?.url === 'string' ? experimentDefault.url.trim() : '';
        if (text && url) banners.experimentBanners![locale] = { label: text, url };
      }
    }
    return { cmsSlugs, minisites, banners };
  };
}

/** Caches a source for `ttlMs`; a failed refresh keeps the last good index. */
export function cachedContentIndex(source: ContentIndexSource, ttlMs = 30_000): ContentIndexSource {
  let value: ContentIndex | null = null;
  let at = 0;
  let pending: Promise<ContentIndex> | null = null;
  return async () => {
    if (value && Date.now() - at < ttlMs) return value;
    pending ??= source()
      .then((v) => {
        value = v;
        at = Date.now();
        return v;
      })
      .catch((error: unknown) => {
        if (value) return value;
        throw error;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
