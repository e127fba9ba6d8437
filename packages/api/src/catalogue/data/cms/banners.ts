import type { Lang, SiteLocale } from '../text/localized';
import { SITE_LOCALES } from '../text/localized';
import { CMS_SITES, XSS_PAYLOADS, img, links } from './sites';
import { THEMES } from './homepage';
import { howItWorksVideo } from './how-it-works';
import type {
  AnnouncementBannerDocument,
  AnnouncementEntry,
  ColorVariation,
  ContentBox,
  ContentBoxesDocument,
  GiftBlockDocument,
  GiftContent,
  PromoBar,
  PromoBarsDocument,
  TargetedBannerDocument,
} from '../../../content/cms-schemas';

// ---------------------------------------------------------------------------------------------------------------
// Announcement banner
// ---------------------------------------------------------------------------------------------------------------

const ANNOUNCEMENT: Record<Lang, { home: string; homeGift: string; search: string; product: string }> = {
  fr: {
    home: '<p><strong>Ventes flash :</strong> jusqu’à -50 % sur plus de 300 séjours, jusqu’à dimanche minuit.</p>',
    homeGift: '<p><strong>Fête des mères :</strong> e-coffret livré en 5 minutes, valable 15 mois.</p>',
    search: '<p>Réservez maintenant, payez en <strong>3 ou 4 fois</strong> sans frais.</p>',
    product: '<p>Annulation flexible : changez d’avis jusqu’à 7 jours avant l’arrivée sur les séjours signalés.</p>',
  },
  es: {
    home: '<p><strong>Ofertas flash:</strong> hasta -50 % en más de 300 escapadas, hasta el domingo a medianoche.</p>',
    homeGift: '<p><strong>Día de la Madre:</strong> cofre electrónico entregado en 5 minutos, válido 15 meses.</p>',
    search: '<p>Reserva ahora y paga en <strong>3 o 4 plazos</strong> sin intereses.</p>',
    product: '<p>Cancelación flexible: cambia de opinión hasta 7 días antes de la llegada en las escapadas indicadas.</p>',
  },
  nl: {
    home: '<p><strong>Flashdeals:</strong> tot -50% op meer dan 300 arrangementen, tot zondag middernacht.</p>',
    homeGift: '<p><strong>Moederdag:</strong> e-cadeaubon binnen 5 minuten geleverd, 15 maanden geldig.</p>',
    search: '<p>Boek nu en betaal in <strong>3 of 4 keer</strong> zonder kosten.</p>',
    product: '<p>Flexibel annuleren: tot 7 dagen voor aankomst kosteloos bij de aangeduide arrangementen.</p>',
  },
  it: {
    home: '<p><strong>Offerte lampo:</strong> fino al -50% su oltre 300 soggiorni, fino a domenica a mezzanotte.</p>',
    homeGift: '<p><strong>Festa della mamma:</strong> cofanetto digitale consegnato in 5 minuti, valido 15 mesi.</p>',
    search: '<p>Prenota ora e paga in <strong>3 o 4 rate</strong> senza costi.</p>',
    product: '<p>Cancellazione flessibile: cambia idea fino a 7 giorni prima dell’arrivo sui soggiorni indicati.</p>',
  },
};

const ANNOUNCEMENT_COLORS: Record<SiteLocale, ColorVariation> = {
  fr_FR: 'red',
  es_ES: 'yellow',
  fr_BE: 'blue',
  nl_BE: 'green',
  nl_NL: 'black',
  it_IT: 'grey',
};

function announcementEntry(flow: AnnouncementEntry['flow'], text: keyof (typeof ANNOUNCEMENT)['fr'], color?: ColorVariation): AnnouncementEntry {
  return {
    flow,
    localizations: SITE_LOCALES.map((locale) => {
      const site = CMS_SITES[locale];
      const l = links(locale);
      let content = ANNOUNCEMENT[site.lang][text];
      // nl_BE home carries a javascript: link payload to prove sanitising
      if (locale === 'nl_BE' && text === 'home') content = `${content}${XSS_PAYLOADS.jsLink}klik</a>`;
      return {
        locale,
        content,
        colorVariation: color ?? ANNOUNCEMENT_COLORS[locale],
        ...(text === 'product' ? {} : { link: { url: text === 'homeGift' ? l.search('gifting') : l.search('booking') } }),
      };
    }),
  };
}

export function announcementBanner(): AnnouncementBannerDocument {
  return {
    homePages: [announcementEntry('booking', 'home'), announcementEntry('gifting', 'homeGift', 'red')],
    searchPages: [announcementEntry('booking', 'search', 'grey'), announcementEntry('gifting', 'search', 'blue')],
    productPages: [announcementEntry('booking', 'product', 'green')],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Promo bars
// ---------------------------------------------------------------------------------------------------------------

const PROMO: Record<Lang, { flash: string; pay: string; gift: string; giftcard: string; lastMinute: string; experiment: string; ideas: string }> = {
  fr: {
    flash: 'Ventes flash jusqu’à -50 %',
    pay: 'Paiement en 3 ou 4 fois',
    gift: 'Séjours cadeaux valables 15 mois',
    giftcard: 'Carte cadeau personnalisable',
    lastMinute: 'Dernière minute',
    experiment: '10 % de réduction supplémentaire sur une sélection de séjours',
    ideas: 'Idées de week-end',
  },
  es: {
    flash: 'Ofertas flash hasta -50 %',
    pay: 'Paga en 3 o 4 plazos',
    gift: 'Escapadas regalo válidas 15 meses',
    giftcard: 'Tarjeta regalo personalizable',
    lastMinute: 'Última hora',
    experiment: '10 % de descuento extra en una selección de escapadas',
    ideas: 'Ideas de escapadas',
  },
  nl: {
    flash: 'Flashdeals tot -50%',
    pay: 'Betaal in 3 of 4 keer',
    gift: 'Cadeauarrangementen 15 maanden geldig',
    giftcard: 'Persoonlijke cadeaukaart',
    lastMinute: 'Last minute',
    experiment: '10% extra korting op een selectie arrangementen',
    ideas: 'Weekendideeën',
  },
  it: {
    flash: 'Offerte lampo fino al -50%',
    pay: 'Paga in 3 o 4 rate',
    gift: 'Soggiorni regalo validi 15 mesi',
    giftcard: 'Carta regalo personalizzabile',
    lastMinute: 'Last minute',
    experiment: '10% di sconto extra su una selezione di soggiorni',
    ideas: 'Idee weekend',
  },
};

export function promoBars(locale: SiteLocale): PromoBarsDocument {
  const site = CMS_SITES[locale];
  const t = PROMO[site.lang];
  const l = links(locale);
  const code = (page: string, flow: string) => `PB-${site.country}-${site.lang.toUpperCase()}-${page.toUpperCase()}-${flow.toUpperCase()}`;
  const bars: PromoBar[] = [
    {
      internalCode: code('home', 'booking'),
      campaign: 'flash-sales',
      category: 'promotion',
      page: 'home',
      flow: 'booking',
      links: [
        { label: t.flash, url: l.search('booking'), newTab: false, variant: 'black' },
        { label: t.pay, url: l.staticPage('conditionsOfSale'), newTab: true, variant: 'default' },
        { label: t.ideas, url: l.ideas(), newTab: false, variant: 'default' },
      ],
      palette: '#FFE8D6',
      font: 'dark',
    },
    {
      internalCode: code('home', 'gifting'),
      campaign: 'gift-season',
      category: 'gift',
      page: 'home',
      flow: 'gifting',
      links: [
        { label: t.gift, url: l.search('gifting'), newTab: false, variant: 'default' },
        { label: t.giftcard, url: l.giftcard(), newTab: false, variant: 'black' },
      ],
      palette: '#7A1F3D',
      font: 'light',
    },
    {
      internalCode: code('search', 'booking'),
      campaign: 'last-minute',
      category: 'promotion',
      page: 'search',
      flow: 'booking',
      links: [
        { label: t.lastMinute, url: l.search('booking'), newTab: false, variant: 'default' },
        { label: t.pay, url: l.staticPage('conditionsOfSale'), newTab: true, variant: 'default' },
      ],
      palette: '#0B3C5D',
      font: 'light',
    },
    {
      internalCode: code('search', 'gifting'),
      campaign: 'gift-season',
      category: 'gift',
      page: 'search',
      flow: 'gifting',
      links: [{ label: t.gift, url: l.search('gifting'), newTab: false, variant: 'default' }],
      palette: '#F6E27F',
      font: 'dark',
    },
    {
      internalCode: code('product', 'booking'),
      campaign: 'instalments',
      category: 'payment',
      page: 'product',
      flow: 'booking',
      links: [{ label: t.pay, url: l.staticPage('conditionsOfSale'), newTab: true, variant: 'default' }],
      palette: '#E6F2EA',
      font: 'dark',
    },
  ];
  return { locale, promoBars: bars, experimentDefault: { text: t.experiment, url: l.search('booking') } };
}

// ---------------------------------------------------------------------------------------------------------------
// Targeted banner
// ---------------------------------------------------------------------------------------------------------------

const TARGETED: Record<Lang, { title: string; subtitle: string; alt: string; cta: string; cta2: string }> = {
  fr: { title: 'Spécial printemps : 2 nuits au vert', subtitle: 'Des maisons d’hôtes et domaines nichés dans la nature, à moins de 3 h de chez vous.', alt: 'Domaine entouré de vignes au printemps', cta: 'Je pars au vert', cta2: 'Voir les idées' },
  es: { title: 'Especial primavera: 2 noches en plena naturaleza', subtitle: 'Casas rurales y fincas rodeadas de naturaleza, a menos de 3 h de casa.', alt: 'Finca rodeada de viñedos en primavera', cta: 'Me escapo al campo', cta2: 'Ver ideas' },
  nl: { title: 'Lentespecial: 2 nachten in het groen', subtitle: 'B&B’s en landgoederen midden in de natuur, op minder dan 3 uur van huis.', alt: 'Landgoed tussen de wijngaarden in de lente', cta: 'Ik ga het groen in', cta2: 'Bekijk ideeën' },
  it: { title: 'Speciale primavera: 2 notti nel verde', subtitle: 'Agriturismi e tenute immersi nella natura, a meno di 3 ore da casa.', alt: 'Tenuta tra i vigneti in primavera', cta: 'Parto nel verde', cta2: 'Vedi le idee' },
};

export function targetedBanner(): TargetedBannerDocument {
  const positions = ['center', 'left', 'right'] as const;
  return {
    entries: SITE_LOCALES.map((locale, i) => {
      const site = CMS_SITES[locale];
      const t = TARGETED[site.lang];
      const l = links(locale);
      const url = l.idea(THEMES[5]!.slug[site.lang]);
      return {
        locale,
        title: t.title,
        subtitle: t.subtitle,
        imageUrl: img('banner', 'targeted-spring', '1500_736', 'countryside'),
        imageMobile: img('banner', 'targeted-spring', '750_528', 'countryside'),
        imagePosition: positions[i % 3]!,
        imageAlt: t.alt,
        ctas: [
          { label: t.cta, url, variant: 'primary' },
          { label: t.cta2, url: l.ideas(), variant: 'secondary' },
        ],
        url,
        newTab: false,
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Gift block
// ---------------------------------------------------------------------------------------------------------------

const GIFT: Record<Lang, { title: string; subtitle: string }> = {
  fr: { title: 'Faites plaisir avec un cadeau Weekendia', subtitle: 'Séjours cadeaux, coffrets, cartes cadeaux et activités : il y en a pour tous les goûts.' },
  es: { title: 'Sorprende con un regalo Weekendia', subtitle: 'Escapadas regalo, cofres, tarjetas regalo y actividades: hay para todos los gustos.' },
  nl: { title: 'Verras met een Weekendia-cadeau', subtitle: 'Cadeauarrangementen, boxen, cadeaukaarten en activiteiten: voor ieder wat wils.' },
  it: { title: 'Fai felice qualcuno con un regalo Weekendia', subtitle: 'Soggiorni regalo, cofanetti, carte regalo e attività: ce n’è per tutti i gusti.' },
};

const GIFT_SHOP_HOST: Record<SiteLocale, string> = {
  fr_FR: 'https://coffrets.weekend-stays.fr',
  es_ES: 'https://cofres.escapadas-stays.es',
  fr_BE: 'https://coffrets.weekend-stays.be/fr',
  nl_BE: 'https://boxen.weekend-stays.be/nl',
  nl_NL: 'https://boxen.weekend-stays.nl',
  it_IT: 'https://cofanetti.weekend-stays.it',
};

export function giftBlock(): GiftBlockDocument {
  return {
    entries: SITE_LOCALES.map((locale): GiftContent => {
      const site = CMS_SITES[locale];
      const l = links(locale);
      const entry: GiftContent = {
        locale,
        boxURL: `${GIFT_SHOP_HOST[locale]}/?utm_source=weekend-stays&utm_medium=giftblock&utm_campaign=boxes`,
        singleVoucherURL: l.search('gifting'),
        giftcardURL: l.giftcard(),
        activityOnlyURL: `${l.search('activity')}&gift=1`,
        campaign: 'gift-all-year',
        category: 'gift',
        title: GIFT[site.lang].title,
        subtitle: GIFT[site.lang].subtitle,
        imageS: img('gift', `giftblock-${site.lang}`, '750_528', 'romantic'),
        imageL: img('gift', `giftblock-${site.lang}`, '1500_736', 'romantic'),
        howItWorksVideo: howItWorksVideo(locale),
      };
      // Activity-only products are not sold in it_IT and nl_NL: the card is dropped there.
      if (locale === 'it_IT' || locale === 'nl_NL') delete entry.activityOnlyURL;
      // nl_NL has no editorial title yet: the storefront shows its default titles.
      if (locale === 'nl_NL') {
        delete entry.title;
        delete entry.subtitle;
      }
      return entry;
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Content boxes block (best gift boxes)
// ---------------------------------------------------------------------------------------------------------------

const BOXES: Record<Lang, { title: string; subtitle: string; button: string; items: Array<{ title: string; included: string }> }> = {
  fr: {
    title: 'Nos coffrets cadeaux best-sellers',
    subtitle: 'Des coffrets valables 3 ans, échangeables gratuitement.',
    button: 'Voir tous les coffrets',
    items: [
      { title: 'Week-end gourmand', included: '1 nuit avec petit-déjeuner et dîner pour 2 personnes' },
      { title: 'Parenthèse bien-être', included: '1 nuit avec accès spa et massage pour 2 personnes' },
      { title: 'Nuit insolite', included: '1 nuit en cabane ou bulle avec petit-déjeuner pour 2' },
      { title: '2 jours d’évasion', included: '2 nuits avec petit-déjeuner pour 2 personnes' },
      { title: 'Séjour prestige', included: '1 nuit en hôtel 4* ou 5* avec dîner gastronomique' },
    ],
  },
  es: {
    title: 'Nuestras cajas regalo más vendidas',
    subtitle: 'Cajas válidas 3 años, con cambio gratuito.',
    button: 'Ver todas las cajas',
    items: [
      { title: 'Escapada gourmet', included: '1 noche con desayuno y cena para 2 personas' },
      { title: 'Paréntesis de bienestar', included: '1 noche con acceso al spa y masaje para 2 personas' },
      { title: 'Noche diferente', included: '1 noche en cabaña o burbuja con desayuno para 2' },
      { title: '2 días de evasión', included: '2 noches con desayuno para 2 personas' },
      { title: 'Escapada prestigio', included: '1 noche en hotel de 4* o 5* con cena gastronómica' },
    ],
  },
  nl: {
    title: 'Onze best verkochte cadeauboxen',
    subtitle: 'Boxen 3 jaar geldig, gratis om te ruilen.',
    button: 'Bekijk alle boxen',
    items: [
      { title: 'Culinair weekend', included: '1 nacht met ontbijt en diner voor 2 personen' },
      { title: 'Wellnessmoment', included: '1 nacht met toegang tot de spa en massage voor 2 personen' },
      { title: 'Bijzondere nacht', included: '1 nacht in een boomhut of bubbel met ontbijt voor 2' },
      { title: '2 dagen ertussenuit', included: '2 nachten met ontbijt voor 2 personen' },
      { title: 'Prestigeverblijf', included: '1 nacht in een 4*- of 5*-hotel met gastronomisch diner' },
    ],
  },
  it: {
    title: 'I nostri cofanetti regalo più venduti',
    subtitle: 'Cofanetti validi 3 anni, cambio gratuito.',
    button: 'Vedi tutti i cofanetti',
    items: [
      { title: 'Weekend goloso', included: '1 notte con colazione e cena per 2 persone' },
      { title: 'Pausa benessere', included: '1 notte con accesso alla spa e massaggio per 2 persone' },
      { title: 'Notte insolita', included: '1 notte in casa sull’albero o bolla con colazione per 2' },
      { title: '2 giorni di evasione', included: '2 notti con colazione per 2 persone' },
      { title: 'Soggiorno prestige', included: '1 notte in hotel 4* o 5* con cena gastronomica' },
    ],
  },
};

/**
 * The catalogue's e-box each best-seller card stands for (gifts.ts codes + '-EBOX', the entry-tier box every
 * catalogue size has): with the boxes toggle on, the homepage links a card to /box/{sku}, which must be a box.
 */
const BOX_CODES = ['GOURMET-EBOX', 'WELLNESS-EBOX', 'ROMANCE-EBOX', 'ESCAPE2N-EBOX', 'CASTLE-EBOX'];

const BOX_PRICES: Array<{ price: number; promoPrice?: number; rating: string }> = [
  { price: 14990, promoPrice: 11990, rating: '8.9' },
  { price: 17990, rating: '9.1/10' },
  { price: 12990, promoPrice: 9990, rating: '8.6' },
  { price: 22990, rating: '8.8/10' },
  { price: 34990, promoPrice: 29990, rating: '9.3' },
];

export function contentBoxes(locale: SiteLocale): ContentBoxesDocument {
  const site = CMS_SITES[locale];
  const t = BOXES[site.lang];
  const l = links(locale);
  const results: ContentBox[] = t.items.map((item, i) => {
    const p = BOX_PRICES[i]!;
    const sku = BOX_CODES[i]!;
    const handle = item.title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      id: 9000 + i + 10 * ['FR', 'ES', 'BE', 'NL', 'IT'].indexOf(site.country),
      sku,
      handle,
      title: item.title,
      image: img('box', sku, '640_360', ['gastronomy', 'spa', 'adventure', 'countryside', 'castle'][i]),
      includedContent: item.included,
      rating: p.rating,
      price: p.price,
      ...(p.promoPrice ? { promoPrice: p.promoPrice, discount: Math.ceil(((p.price - p.promoPrice) / p.price) * 100) } : {}),
      position: i + 1,
      campaign: 'best-boxes',
    };
  });
  return {
    locale,
    campaign: 'best-boxes',
    title: t.title,
    subtitle: t.subtitle,
    buttonLabel: t.button,
    buttonURL: `${l.search('gifting')}`,
    results,
  };
}
