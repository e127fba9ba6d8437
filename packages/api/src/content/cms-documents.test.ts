import { SITE_LOCALES } from '../catalogue/data/text/localized';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  AnnouncementBannerDocument,
  CmsPageDocument,
  ContentBoxesDocument,
  FooterDocument,
  GiftBlockDocument,
  HomepageDocument,
  IdeasDocument,
  MinisiteDocument,
  NavigationDocument,
  PromoBarsDocument,
  StaticPageDocument,
  TargetedBannerDocument,
  type CmsDocumentRow,
  type CmsKind,
  type NavigationNode,
} from './cms-schemas';
import { cmsDocumentsOn, countdownWindow, minisitesOn, XSS_PAYLOADS } from '../catalogue/data/cms';

/** A fixed day: the content is generated relative to it (promo windows), so the tests are deterministic. */
const TODAY = '2026-03-10';
const cmsDocuments = cmsDocumentsOn(TODAY);
const minisites = minisitesOn(TODAY);

function doc<K extends CmsKind>(kind: K, locale: string, key?: string) {
  const row = cmsDocuments.find((r) => r.kind === kind && r.locale === locale && (key === undefined || r.key === key));
  if (!row) throw new Error(`missing ${kind} ${locale} ${key ?? ''}`);
  return row as Extract<CmsDocumentRow, { kind: K }>;
}

describe('CMS documents', () => {
  it('has one row per (kind, locale, key)', () => {
    const keys = cmsDocuments.map((r) => `${r.kind}|${r.locale}|${r.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(SITE_LOCALES)('%s has homepage, promo bars, boxes, navigation, footer, ideas, 3 pages and 5 static pages', (locale) => {
    for (const kind of ['homepage', 'promoBars', 'contentBoxes', 'navigation', 'footer', 'ideas'] as const) doc(kind, locale);
    expect(cmsDocuments.filter((r) => r.kind === 'page' && r.locale === locale)).toHaveLength(3);
    const statics = cmsDocuments.filter((r) => r.kind === 'static' && r.locale === locale);
    expect(statics).toHaveLength(5);
    for (const s of statics) {
      if (s.kind !== 'static') continue;
      const words = [s.document.intro, ...s.document.sections.map((x) => x.html)].join(' ').replace(/<[^>]+>/g, ' ').split(/\s+/);
      expect(words.length).toBeGreaterThan(120);
    }
  });

  it('homepage: booking content everywhere, activity only in fr_FR and es_ES, banner image sizes', () => {
    for (const locale of SITE_LOCALES) {
      const home = doc('homepage', locale).document;
      expect(home.content.booking.blocks.length).toBeGreaterThan(3);
      expect(Boolean(home.content.activity)).toBe(locale === 'fr_FR' || locale === 'es_ES');
      expect(Object.keys(home.content.booking.jumbotron.images).sort()).toEqual(['1500_736', '3840_700', '750_528']);
      expect(home.alternates).toHaveLength(6);
    }
  });

  it('footer copyright: the year of the day the content is written for, not a fixed one', () => {
    expect(doc('footer', 'fr_FR').document.copyright).toBe('© 2026 Week-end Stays');
    const nextYear = cmsDocumentsOn('2027-01-02').find((r) => r.kind === 'footer' && r.locale === 'nl_NL');
    expect(nextYear?.kind === 'footer' && nextYear.document.copyright).toBe('© 2027 Weekend Stays');
  });

  it('press room only in es_ES and fr_FR', () => {
    for (const locale of SITE_LOCALES) {
      const s = cmsDocuments.find((r) => r.kind === 'static' && r.locale === locale);
      expect(s && s.kind === 'static' && Boolean(s.document.links.pressRoom)).toBe(locale === 'es_ES' || locale === 'fr_FR');
    }
  });

  it('gift block: a link missing somewhere, titles missing in nl_NL', () => {
    const entries = doc('giftBlock', '*').document.entries;
    expect(entries.some((e) => !e.activityOnlyURL)).toBe(true);
    expect(entries.find((e) => e.locale === 'nl_NL')?.title).toBeUndefined();
  });

  it('navigation: four levels and a level with at least 15 children', () => {
    const depth = (n: NavigationNode): number => 1 + Math.max(0, ...n.children.map(depth));
    const nav = doc('navigation', 'fr_FR').document;
    expect(Math.max(...nav.items.map(depth))).toBe(4);
    const themes = nav.items[0]!.children.find((c) => c.variant === 'themes')!;
    expect(themes.children.length).toBeGreaterThanOrEqual(15);
    expect(themes.thisWeekTheme?.themaTitle).toBeTruthy();
  });

  it('carries XSS payloads in test-visible rich text', () => {
    const all = JSON.stringify(cmsDocuments) + JSON.stringify(minisites);
    expect(all).toContain(XSS_PAYLOADS.imgOnerror.replace(/"/g, '\\"'));
    expect(all).toContain(XSS_PAYLOADS.script);
  });

  it('six mini-sites with the given ids, locales and legal footers', () => {
    expect(minisites.map((m) => m.id)).toEqual([360, 250, 97, 30, 14, 244]);
    for (const m of minisites) {
      expect(['fr_FR', 'fr_BE', 'nl_BE']).toContain(m.locale);
      expect(m.footer).toMatch(/(108|75) euro/);
      expect(m.bannerUrls.desktop).toMatch(/^\/api\/images\/banner\//);
    }
    expect(new Set(minisites.map((m) => m.url)).size).toBe(6);
  });
});

describe('brand', () => {
  it('every document carries the brand of its language', () => {
    expect(JSON.stringify(cmsDocuments)).not.toContain('Weekendia');
    expect(JSON.stringify(minisites)).not.toContain('Weekendia');
    const gift = cmsDocuments.find((r) => r.kind === 'giftBlock');
    const es = gift?.kind === 'giftBlock' ? gift.document.entries.find((e) => e.locale === 'es_ES') : undefined;
    expect(es?.title).toContain('Escapadas Stays');
  });
});

describe('CMS documents match the response schemas of the CMS routes', () => {
  // The routes serialize with these schemas: a field the schema lacks would be dropped, a missing one would fail.
  const SCHEMAS: Record<CmsKind, TSchema> = {
    homepage: HomepageDocument,
    promoBars: PromoBarsDocument,
    announcementBanner: AnnouncementBannerDocument,
    contentBoxes: ContentBoxesDocument,
    giftBlock: GiftBlockDocument,
    targetedBanner: TargetedBannerDocument,
    navigation: NavigationDocument,
    footer: FooterDocument,
    page: CmsPageDocument,
    static: StaticPageDocument,
    ideas: IdeasDocument,
  };
  const strict = (schema: TSchema): TSchema => JSON.parse(JSON.stringify(schema), (key, value) =>
    value && typeof value === 'object' && value.type === 'object' && value.properties ? { ...value, additionalProperties: false } : value,
  );
  it.each(cmsDocuments.map((row) => [`${row.kind} ${row.locale} ${row.key}`, row] as const))('%s', (_name, row) => {
    const schema = strict(SCHEMAS[row.kind]);
    expect([...Value.Errors(schema, row.document)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  });
  it.each(minisites.map((m) => [m.id, m] as const))('mini-site %s document', (_id, m) => {
    expect([...Value.Errors(strict(MinisiteDocument), m.document)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  });
});

describe('promo date windows are relative to the day the content is generated', () => {
  const countdowns = (locale: string) => {
    const home = doc('homepage', locale).document;
    return [home.content.booking.jumbotron.countdown];
  };
  it('the flash-sale countdown started yesterday and ends in three days (Paris time); on nl_NL it is over', () => {
    for (const locale of ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'it_IT']) {
      expect(countdowns(locale)).toEqual([{ start: '2026-03-09T00:00:00+01:00', end: '2026-03-13T23:59:59+01:00', label: expect.any(String) }]);
    }
    expect(countdowns('nl_NL')[0]!.end).toBe('2026-03-09T23:59:59+01:00');
    const flash = cmsDocuments.find((r) => r.kind === 'page' && r.locale === 'fr_FR' && r.document.blocks.some((b) => b._type === 'jumbotron' && b.countdown));
    expect(flash).toBeDefined();
    // summer time: the offset follows Paris
    expect(countdownWindow('2026-07-01')).toEqual({ start: '2026-06-30T00:00:00+02:00', end: '2026-07-04T23:59:59+02:00' });
  });
  it('partner campaigns are bookable from the day on, for stays after that', () => {
    for (const m of minisites) {
      const dates = [...m.footer.matchAll(/(\d{2})[/-](\d{2})[/-](\d{4})/g)].map(([, d, mo, y]) => `${y}-${mo}-${d}`);
      expect(dates).toHaveLength(2);
      expect(dates[0]! > TODAY).toBe(true);
      expect(dates[1]! > dates[0]!).toBe(true);
    }
  });
});
