/**
 * Space reserved in the first HTML for the banners slot (#sf-banners: mf_content's announcement banner and promo
 * bar, site-wide §2), so that banners arriving after the first render do not push the header and the page down
 * (cumulative layout shift). The height is estimated from the CMS documents the banners will show (the same
 * choice as mf-content: page kind, flow from the URL, booking as fallback), laid out with the metrics of
 * mf-content's banner styles (mf-content/src/styles.css, .sf-content-announcement and .sf-content-promo-bar) at
 * a few viewport widths. The shell releases the reservation once the banners are in (shell/src/chrome/reserved-space.ts).
 */
import { bannerPageOf, withExperimentLink, type BannerPageKind, type PageKind, type SiteCode } from '@storefront/contracts';

export type CmsFlow = 'booking' | 'gifting' | 'activity';

export interface AnnouncementEntry {
  flow?: string;
  localizations?: { locale?: string; content?: string | null }[];
}
export interface AnnouncementDocument {
  homePages?: AnnouncementEntry[];
  searchPages?: AnnouncementEntry[];
  productPages?: AnnouncementEntry[];
}
export interface PromoBarLink {
  label?: string;
  url?: string;
  variant?: string;
  newTab?: boolean;
}
export interface PromoBarEntry {
  page?: string;
  flow?: string;
  links?: PromoBarLink[];
}

/** The homepage's promo bar settings (CMS homepage `promoBar`), which apply to home pages (home, landing, mini-site). */
export interface PromoBarSettings {
  show?: boolean;
  flowTabs?: boolean;
}

/** The banner documents of the CMS, as the server's content index holds them. */
export interface BannerDocuments {
  announcement: AnnouncementDocument | null;
  promoBars: Partial<Record<SiteCode, PromoBarEntry[]>>;
  /** Per site; absent: the bar shows, without flow tabs. */
  promoBarSettings?: Partial<Record<SiteCode, PromoBarSettings>>;
  /** Per site, the default experiment promo banner (promo bars document `experimentDefault`: text and link). */
  experimentBanners?: Partial<Record<SiteCode, { label: string; url: string }>>;
}

/** Viewport widths the reservation is computed at; each applies from its width up to the next one. */
export const RESERVE_WIDTHS = [320, 360, 390, 412, 480, 600, 768, 1024, 1280] as const;

// mf-content's banner metrics (px). Average glyph advance: about 0.52 em regular, 0.58 em bold (system-ui fonts).
const EM_REGULAR = 0.52;
const EM_BOLD = 0.58;
const ANNOUNCEMENT = { font: 15.2, lineHeight: 15.2 * 1.45, padX: 16, padY: 8 };
const PROMO = { font: 14.4, lineHeight: 14.4 * 1.45, padX: 16, padY: 6, rowGap: 8, columnGap: 16, linkRowGap: 8, linkColumnGap: 20 };
const TAB = { height: 14.4 * 1.45 + 2 * 2 + 2, padX: 10 + 1, gap: 4, labelChars: 8 };

const LISTS: Record<BannerPageKind, keyof AnnouncementDocument> = { home: 'homePages', search: 'searchPages', product: 'productPages' };

function textWidth(text: string, fontPx: number, em = EM_REGULAR): number {
  return text.length * fontPx * em;
}

/** Lines of a paragraph wrapped at word boundaries in `width`. */
export function linesOf(text: string, width: number, fontPx: number, em = EM_REGULAR): number {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const space = fontPx * 0.28;
  let lines = 1;
  let used = 0;
  for (const word of words) {
    const w = textWidth(word, fontPx, em);
    if (used > 0 && used + space + w > width) {
      lines += Math.max(1, Math.ceil(w / width));
      used = Math.min(w, width);
    } else {
      used += (used > 0 ? space : 0) + w;
      if (used > width) {
        lines += Math.ceil(used / width) - 1;
        used = used % width;
      }
    }
  }
  return lines;
}

/** Visible text of the announcement's rich text, one entry per paragraph (p, br, div, li). */
export function paragraphsOf(html: string): string[] {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x')
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);
}

export function announcementHeight(html: string, viewport: number): number {
  const width = viewport - 2 * ANNOUNCEMENT.padX;
  const lines = paragraphsOf(html).reduce((n, p) => n + linesOf(p, width, ANNOUNCEMENT.font), 0);
  return lines === 0 ? 0 : lines * ANNOUNCEMENT.lineHeight + 2 * ANNOUNCEMENT.padY;
}

/**
 * A wrapping flex line of `width` with `gap` between items: its rows, and its text lines (an item wider than the
 * line, such as a long promo link on a phone, wraps its text over several lines on a row of its own).
 */
function flexLines(widths: number[], width: number, gap: number): { rows: number; lines: number } {
  let rows = 0;
  let lines = 0;
  let used = 0;
  for (const w of widths) {
    if (w > width) {
      rows += 1;
      lines += Math.ceil(w / width);
      used = width;
    } else if (used === 0 || used + gap + w > width) {
      rows += 1;
      lines += 1;
      used = w;
    } else used += gap + w;
  }
  return { rows, lines };
}

export function promoBarHeight(bar: PromoBarEntry, tabs: number, viewport: number): number {
  const width = viewport - 2 * PROMO.padX;
  const links = (bar.links ?? []).map((l) => (l.variant === 'black' ? textWidth(l.label ?? '', PROMO.font, EM_BOLD) + 16 : textWidth(l.label ?? '', PROMO.font)));
  const { rows: linkRows, lines: linkLines } = flexLines(links, width, PROMO.linkColumnGap);
  const linksHeight = linkRows === 0 ? 0 : linkLines * PROMO.lineHeight + (linkRows - 1) * PROMO.linkRowGap;
  const linksOneRow = links.reduce((s, w) => s + w, 0) + Math.max(0, links.length - 1) * PROMO.linkColumnGap;
  let content = linksHeight;
  if (tabs > 1) {
    const tabsWidth = tabs * (textWidth('x'.repeat(TAB.labelChars), PROMO.font, EM_BOLD) + 2 * TAB.padX) + (tabs - 1) * TAB.gap;
    content = linkRows > 0 && tabsWidth + PROMO.columnGap + linksOneRow <= width ? Math.max(TAB.height, PROMO.lineHeight) : TAB.height + (linksHeight > 0 ? PROMO.rowGap + linksHeight : 0);
  }
  return content === 0 ? 0 : content + 2 * PROMO.padY;
}

/** The flow the banners show on first render: the URL's `flow` parameter, else booking. */
export function flowOfUrl(url: string): CmsFlow {
  const query = url.split('#')[0]?.split('?')[1] ?? '';
  const flow = new URLSearchParams(query).get('flow');
  return flow === 'gifting' || flow === 'activity' ? flow : 'booking';
}

export interface BannerChoice {
  announcement: string | null;
  promoBar: PromoBarEntry | null;
  tabs: number;
}

/**
 * What the banners will show on a page: the same selection as mf-content (mf-content/src/features/promo-bar/
 * select.ts): flow, else booking; on home pages the homepage's `promoBar.show` hides the bar and
 * `promoBar.flowTabs` adds one tab per flow with a bar (two or more).
 */
export function bannersFor(docs: BannerDocuments, site: SiteCode, kind: PageKind, flow: CmsFlow, promoBannerVariant = false): BannerChoice | null {
  const page = bannerPageOf(kind);
  if (!page) return null;
  const entries = docs.announcement?.[LISTS[page]] ?? [];
  const entry = entries.find((e) => e.flow === flow) ?? entries.find((e) => e.flow === 'booking');
  const content = entry?.localizations?.find((l) => l.locale === site)?.content?.trim() || null;
  const bars = (docs.promoBars[site] ?? []).filter((b) => b.page === page);
  const settings = page === 'home' ? docs.promoBarSettings?.[site] : undefined;
  const shown = settings?.show !== false;
  const chosen = shown ? (bars.find((b) => b.flow === flow) ?? bars.find((b) => b.flow === 'booking') ?? null) : null;
  const experiment = docs.experimentBanners?.[site];
  const promoBar = shown && promoBannerVariant && experiment ? withExperimentLink<PromoBarLink, PromoBarEntry>(chosen, { ...experiment, variant: 'black' }, flow, (link) => ({ flow, links: [link] })) : chosen;
  const flows = new Set(bars.map((b) => b.flow)).size;
  const tabs = page === 'home' && settings?.flowTabs && flows > 1 ? flows : 0;
  return { announcement: content, promoBar, tabs };
}

/** Heights (px, rounded up) of the banners at each of RESERVE_WIDTHS; null when the page shows none. */
export function bannerHeights(choice: BannerChoice | null): number[] | null {
  if (!choice || (!choice.announcement && !choice.promoBar)) return null;
  return RESERVE_WIDTHS.map((w) =>
    Math.ceil((choice.announcement ? announcementHeight(choice.announcement, w) : 0) + (choice.promoBar ? promoBarHeight(choice.promoBar, choice.tabs, w) : 0)),
  );
}

/** The style rules reserving the banners' height (min-height per viewport width) while #sf-banners[data-reserve]. */
export function bannerSpaceCss(heights: number[]): string {
  const rules: string[] = [];
  let last = -1;
  RESERVE_WIDTHS.forEach((width, i) => {
    const h = heights[i] ?? 0;
    if (h === last) return;
    last = h;
    const rule = `#sf-banners[data-reserve]{min-height:${h}px}`;
    rules.push(i === 0 ? rule : `@media (min-width:${width}px){${rule}}`);
  });
  return `<style id="sf-banners-space">${rules.join('')}</style>`;
}
