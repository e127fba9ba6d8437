import { provideApiClient } from '@storefront/api-client';
import { testContext } from '../../test/render';
import { fetchAnnouncementBanners, fetchContentBoxes, fetchGiftContent, safeLinkUrl, toNewsletterLegalLinks, toBlock, toContentBoxes, toHomepage, toMinisite, toPromoBar } from './cms';
import type { HomepageAnswer } from './types';

const jumbotron = {
  title: 'Vos prochains week-ends',
  subtitle: 'Hôtel + activité',
  description: '<p>Texte</p>',
  imageSmall: '/s.svg',
  imageLarge: '/l.svg',
  images: { '750_528': '/750.svg', '1500_736': '/1500.svg', '3840_700': '/3840.svg' },
  imageAlt: 'Plage',
  ctas: [{ label: 'Voir', url: '/recherche', variant: 'secondary' }, { label: 'sans lien' }],
  ctaCards: [],
  countdown: { start: '2025-01-01T00:00:00Z', end: '2025-02-01T00:00:00Z', label: 'Fin dans' },
};

const answer = (over: Partial<Record<string, unknown>> = {}) =>
  ({
    locale: 'fr_FR',
    seo: { title: 'T', description: 'D', index: true, follow: true },
    canonical: { host: 'www.example.fr', path: '/' },
    alternates: [{ locale: 'es_ES', hrefLang: 'es-ES', host: 'www.example.es', path: '/' }, { hrefLang: 42 }],
    header: { show: true, promoBar: true },
    footer: { show: true, legal: false, newsletter: true, contact: true },
    promoBar: { show: true, flowTabs: true },
    content: { booking: { jumbotron, blocks: [{ _type: 'mainUsp', variant: 'border', list: [{ icon: 'gift', text: 'USP' }] }, { _type: 'nope' }, 'x'] } },
    ...over,
  }) as HomepageAnswer;

describe('homepage mapping', () => {
  it('maps the CMS homepage into the view: picture sizes, CTAs with a link, known blocks, flags', () => {
    const home = toHomepage(answer());
    expect(home.content.booking.jumbotron.picture).toEqual({ small: '/750.svg', medium: '/1500.svg', large: '/3840.svg', alt: 'Plage' });
    expect(home.content.booking.jumbotron.ctas).toEqual([{ label: 'Voir', url: '/recherche', newTab: false, variant: 'secondary' }]);
    expect(home.content.booking.jumbotron.countdown?.label).toBe('Fin dans');
    expect(home.content.booking.blocks.map((b) => b._type)).toEqual(['mainUsp']);
    expect(home.alternates).toHaveLength(1);
    expect(home.footer.legal).toBe(false);
    expect(home.promoBar).toEqual({ show: true, flowTabs: true });
    expect(home.content.gifting).toBeUndefined();
  });

  it('reads the promo bar settings: flow tabs off, bar hidden by either flag', () => {
    expect(toHomepage(answer({ promoBar: { show: true, flowTabs: false } })).promoBar).toEqual({ show: true, flowTabs: false });
    expect(toHomepage(answer({ promoBar: {} })).promoBar).toEqual({ show: true, flowTabs: false });
    expect(toHomepage(answer({ header: { show: true, promoBar: false } })).promoBar.show).toBe(false);
  });

  it('falls back to the large image when the sized images are missing', () => {
    const home = toHomepage(answer({ content: { booking: { jumbotron: { ...jumbotron, images: undefined }, blocks: [] } } }));
    expect(home.content.booking.jumbotron.picture).toMatchObject({ small: '/s.svg', medium: '/l.svg', large: '/l.svg' });
  });

  it('rejects a homepage without booking content', () => {
    expect(() => toHomepage(answer({ content: { gifting: { jumbotron, blocks: [] } } }))).toThrow(/booking/);
    expect(() => toHomepage(answer({ content: null }))).toThrow();
  });
});

describe('block, promo bar, boxes and mini-site mapping', () => {
  it('drops a banner without a call to action and clamps category columns', () => {
    expect(toBlock({ _type: 'banner', title: 'B' })).toBeNull();
    expect(toBlock({ _type: 'categories', title: 'C', columns: 9, list: [{ label: 'a', url: '/a' }, { label: 'no url' }] })).toEqual({
      _type: 'categories',
      title: 'C',
      columns: 4,
      list: [{ label: 'a', url: '/a', imageUrl: '' }],
    });
  });

  it('maps a promo bar, normalising variant and font, dropping an unknown page kind', () => {
    expect(
      toPromoBar({ internalCode: 'x', page: 'home', flow: 'gifting', links: [{ label: 'L', url: '/l', variant: 'pink' }], palette: '#000', font: 'bold' }),
    ).toMatchObject({ page: 'home', flow: 'gifting', font: 'light', links: [{ label: 'L', url: '/l', newTab: false, variant: 'default' }] });
    expect(toPromoBar({ page: 'checkout', flow: 'booking' })).toBeNull();
  });

  it('keeps boxes with an id, a sku and a price (numeric strings accepted)', () => {
    const boxes = toContentBoxes({
      locale: 'fr_FR',
      campaign: 'c',
      title: 't',
      subtitle: '',
      buttonLabel: '',
      buttonURL: '',
      // what a CMS may still send although the schema says otherwise: the mapper keeps only usable boxes
      results: [{ id: '3', sku: 'S', price: '9900', rating: 8.5 }, { id: 4, price: 100 }] as unknown as Parameters<typeof toContentBoxes>[0]['results'],
    });
    expect(boxes.results).toEqual([expect.objectContaining({ id: 3, sku: 'S', handle: 'S', price: 9900, rating: '8.5', position: 0 })]);
  });

  it('maps a mini-site with the texts of its document', () => {
    const minisite = toMinisite({
      minisiteId: 360,
      minisiteUrl: 'partner',
      minisiteLocale: 'fr_FR',
      bannerUrls: { desktop: '/d.svg', mobile: '/m.svg' },
      partnerName: null,
      logoUrl: '/logo.svg',
      footer: null,
      document: { title: 'Bienvenue', intro: 42 } as unknown as Parameters<typeof toMinisite>[0]['document'],
    });
    expect(minisite).toMatchObject({ minisiteId: 360, partnerName: undefined, footer: '', title: 'Bienvenue', intro: undefined });
  });
});

describe('front gateway content or the site\'s static JSON (site-wide §7)', () => {
  /** A client that answers every path with an empty document and records what it was asked. */
  function recordingClient(context: ReturnType<typeof testContext>) {
    const asked: string[] = [];
    const get = jest.fn(async (path: string, options?: { pathParams?: Record<string, string> }) => {
      asked.push(path.replace(/\{(\w+)\}/g, (_, name: string) => options?.pathParams?.[name] ?? ''));
      return { entries: [], homePages: [], searchPages: [], productPages: [], results: [] };
    });
    provideApiClient(context, { get } as unknown as Parameters<typeof provideApiClient>[1]);
    return asked;
  }

  it('reads the static JSON files of the site outside production', async () => {
    const context = testContext('nl_BE', { environment: 'development' });
    const asked = recordingClient(context);
    await fetchAnnouncementBanners(context);
    await fetchContentBoxes(context);
    await fetchGiftContent(context);
    expect(asked).toEqual(['/content/announcementBanner.json', '/content/content-boxes-block/nl_be.json', '/content/giftBlock.json']);
  });

  it('reads the front gateway in production', async () => {
    const context = testContext('it_IT', { environment: 'production' });
    const asked = recordingClient(context);
    await fetchAnnouncementBanners(context);
    await fetchContentBoxes(context);
    await fetchGiftContent(context);
    expect(asked).toEqual(['/gateway/cms/announcementBanner', '/gateway/content-boxes-block/it_it', '/gateway/content/giftBlock']);
  });
});

describe('footer newsletter legal links (site-wide §2 Footer)', () => {
  it('maps newsletter.legalLinks of the CMS footer: labels and URLs as given, newTab when set', () => {
    expect(
      toNewsletterLegalLinks([
        { label: 'Protection des données', url: '/infos/protection-des-donnees' },
        { label: 'Conditions générales d’utilisation', url: 'https://www.example.fr/cgu', newTab: true },
      ]),
    ).toEqual([
      { label: 'Protection des données', url: '/infos/protection-des-donnees', newTab: false },
      { label: 'Conditions générales d’utilisation', url: 'https://www.example.fr/cgu', newTab: true },
    ]);
  });

  it('drops links with an unsafe or missing URL or without a label; none without links', () => {
    expect(
      toNewsletterLegalLinks([
        { label: 'xss', url: 'javascript:alert(1)' },
        { label: 'data', url: 'data:text/html,<script>alert(1)</script>' },
        { label: 'other host', url: '//evil.example' },
        { label: '', url: '/info/condiciones-de-uso' },
        { label: 'sin URL' },
        'not a link',
        { label: '<b>Protección de datos</b>', url: ' /info/proteccion-de-datos ' },
      ]),
    ).toEqual([
      // a label is text: React escapes it, nothing is parsed as HTML
      { label: '<b>Protección de datos</b>', url: '/info/proteccion-de-datos', newTab: false },
    ]);
    expect(toNewsletterLegalLinks(undefined)).toEqual([]);
    expect(toNewsletterLegalLinks({ links: [] })).toEqual([]);
  });

  it.each([
    ['/info/x', '/info/x'],
    ['https://help.example.com/a', 'https://help.example.com/a'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['mailto:a@b.c', undefined],
    ['https://', undefined],
    [42, undefined],
  ])('safeLinkUrl(%p) is %p', (url, expected) => {
    expect(safeLinkUrl(url)).toBe(expected);
  });
});
