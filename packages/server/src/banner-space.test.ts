import { announcementHeight, bannerHeights, bannerSpaceCss, bannersFor, flowOfUrl, linesOf, paragraphsOf, promoBarHeight, RESERVE_WIDTHS, type BannerDocuments } from './banner-space';
import type { RouteMatch } from '@storefront/contracts';
import { reservedSpaceFor } from './pages';

const docs: BannerDocuments = {
  announcement: {
    homePages: [
      { flow: 'booking', localizations: [{ locale: 'fr_FR', content: '<p>Ventes flash : jusqu’à -50 % sur plus de 300 séjours, <strong>ce week-end</strong> seulement</p>' }] },
      { flow: 'gifting', localizations: [{ locale: 'fr_FR', content: '<p>Offrez un séjour</p>' }] },
    ],
    searchPages: [{ flow: 'booking', localizations: [{ locale: 'es_ES', content: '  ' }] }],
    productPages: [],
  },
  promoBars: {
    fr_FR: [
      { page: 'home', flow: 'booking', links: [{ label: 'Ventes flash jusqu’à -50 %', variant: 'black' }, { label: 'Paiement en 3 ou 4 fois' }, { label: 'Idées de week-end' }] },
      { page: 'home', flow: 'gifting', links: [{ label: 'Carte cadeau' }] },
      { page: 'search', flow: 'booking', links: [{ label: 'Dernière minute' }] },
    ],
    nl_NL: [
      { page: 'home', flow: 'booking', links: [{ label: 'Last minute' }] },
      { page: 'home', flow: 'gifting', links: [{ label: 'Cadeaukaart' }] },
    ],
    es_ES: [{ page: 'home', flow: 'booking', links: [{ label: 'Última hora' }] }],
  },
  promoBarSettings: { fr_FR: { show: true, flowTabs: true }, nl_NL: { show: true, flowTabs: false }, es_ES: { show: false, flowTabs: true } },
};

const at = (heights: number[] | null, width: number) => heights?.[RESERVE_WIDTHS.indexOf(width as never)];

describe('banner choice (same rules as mf-content)', () => {
  it('picks the flow of the URL, booking as fallback, per page kind and locale', () => {
    expect(flowOfUrl('/?flow=gifting#x')).toBe('gifting');
    expect(flowOfUrl('/recherche?flow=nope')).toBe('booking');
    expect(bannersFor(docs, 'fr_FR', 'landing', 'gifting')).toMatchObject({ announcement: '<p>Offrez un séjour</p>', promoBar: { flow: 'gifting' }, tabs: 2 });
    expect(bannersFor(docs, 'fr_FR', 'keyword', 'activity')).toMatchObject({ announcement: null, promoBar: { page: 'search', flow: 'booking' }, tabs: 0 });
    // blank announcement and no promo bar: nothing to reserve
    expect(bannerHeights(bannersFor(docs, 'es_ES', 'search', 'booking'))).toBeNull();
    // pages without banners
    expect(bannersFor(docs, 'fr_FR', 'contact', 'booking')).toBeNull();
  });

  it("follows the homepage's promo bar settings on home pages only: flowTabs adds the tabs, show false hides the bar", () => {
    expect(bannersFor(docs, 'nl_NL', 'home', 'booking')).toMatchObject({ promoBar: { flow: 'booking' }, tabs: 0 });
    expect(bannersFor(docs, 'es_ES', 'home', 'booking')).toMatchObject({ promoBar: null, tabs: 0 });
    expect(bannersFor({ ...docs, promoBarSettings: undefined }, 'fr_FR', 'home', 'booking')).toMatchObject({ promoBar: { flow: 'booking' }, tabs: 0 });
  });

  it("the promo banner experiment's 'extra10' variant leads the booking bar with its link, or is a bar of its own", () => {
    const extra = {
      ...docs,
      experimentBanners: { fr_FR: { label: '10 % de réduction supplémentaire sur une sélection de séjours', url: '/recherche?theme=10' }, es_ES: { label: '10 % extra', url: '/buscar' } },
    };
    const search = bannersFor(extra, 'fr_FR', 'search', 'booking', true);
    expect(search?.promoBar?.links?.map((l) => l.label)).toEqual(['10 % de réduction supplémentaire sur une sélection de séjours', 'Dernière minute']);
    // control keeps the CMS bar; the gift flow's bar is left alone
    expect(bannersFor(extra, 'fr_FR', 'search', 'booking', false)?.promoBar?.links).toHaveLength(1);
    expect(bannersFor(extra, 'fr_FR', 'landing', 'gifting', true)?.promoBar?.links?.map((l) => l.label)).toEqual(['Carte cadeau']);
    // no booking bar on the page kind: a bar of its own
    expect(bannersFor(extra, 'es_ES', 'search', 'booking', true)?.promoBar?.links?.map((l) => l.label)).toEqual(['10 % extra']);
    // a hidden bar stays hidden
    expect(bannersFor(extra, 'es_ES', 'home', 'booking', true)?.promoBar).toBeNull();
    // the long link wraps over two lines on a row of its own on a phone: the bar measured 83 px in Chromium at 360
    // and 412 px wide, 33 px without the link (the 50 px that shifted the page when only those were reserved)
    expect(Math.round(promoBarHeight(search!.promoBar!, 0, 412))).toBe(83);
    expect(Math.round(promoBarHeight(search!.promoBar!, 0, 360))).toBe(83);
    expect(Math.round(promoBarHeight(search!.promoBar!, 0, 1280))).toBe(33);
  });
});

describe('estimated heights (mf-content metrics: 22px text lines, 8px / 6px paddings)', () => {
  it('wraps the announcement at word boundaries per viewport width', () => {
    expect(paragraphsOf('<p>a&nbsp;b</p><p>c<br>d</p>')).toEqual(['a b', 'c', 'd']);
    expect(linesOf('word '.repeat(40), 358, 15.2)).toBeGreaterThan(linesOf('word '.repeat(40), 1248, 15.2));
    const html = docs.announcement!.homePages![0]!.localizations![0]!.content!;
    expect(Math.round(announcementHeight(html, 1280))).toBe(38); // one line
    expect(announcementHeight(html, 390)).toBeGreaterThanOrEqual(60); // two lines or more on a phone
    expect(announcementHeight('', 390)).toBe(0);
  });

  it('promo bar: flow tabs beside the links on wide screens, above them on phones', () => {
    const bar = docs.promoBars.fr_FR![0]!;
    expect(Math.round(promoBarHeight(bar, 2, 1280))).toBe(39); // one row: the 27px tabs
    expect(Math.round(promoBarHeight(bar, 2, 390))).toBe(97); // tabs, then links on two rows
    expect(Math.round(promoBarHeight(docs.promoBars.fr_FR![2]!, 0, 390))).toBe(33);
  });

  it('reserves min-heights per width, only where they change', () => {
    const heights = bannerHeights(bannersFor(docs, 'fr_FR', 'home', 'booking'));
    expect(at(heights, 1280)).toBe(77);
    expect(at(heights, 412)).toBe(157);
    const css = bannerSpaceCss(heights!);
    expect(css).toMatch(/^<style id="sf-banners-space">#sf-banners\[data-reserve\]\{min-height:\d+px\}/);
    expect(css).toContain('@media (min-width:1024px){#sf-banners[data-reserve]{min-height:77px}}');
    expect(css.match(/min-height:157px/g)).toHaveLength(1);
  });
});

describe('space reserved for the banners in customer-care mode (site-wide §6)', () => {
  const content = { cmsSlugs: {}, minisites: [], banners: docs };
  const home = { kind: 'home', params: {} } as unknown as RouteMatch;
  it('reserves the promo bar without the announcement banner, which that mode hides', () => {
    const visitor = reservedSpaceFor(home, 'fr_FR', '/', content, { customerCare: false, bannersRemote: true });
    const agent = reservedSpaceFor(home, 'fr_FR', '/', content, { customerCare: true, bannersRemote: true });
    const promoOnly = bannerHeights({ ...bannersFor(docs, 'fr_FR', 'home', 'booking')!, announcement: null });
    expect(agent.banners).toEqual(promoOnly);
    expect(at(agent.banners, 390)).toBeGreaterThan(0);
    expect(at(agent.banners, 390)).toBeLessThan(at(visitor.banners, 390)!);
  });
  it('reserves nothing when the page has no promo bar', () => {
    const search = { kind: 'search', params: {} } as unknown as RouteMatch;
    expect(reservedSpaceFor(search, 'es_ES', '/buscar', content, { customerCare: true, bannersRemote: true }).banners).toBeNull();
  });
});
