import type { Lang, SiteLocale } from '../text/localized';
import { countdownWindow } from './dates';
import { CMS_SITES, XSS_PAYLOADS, bannerImages, img, links } from './sites';
import { CITIES } from './homepage';
import type { CmsBlock, CmsPageDocument } from '../../../content/cms-schemas';

type PageKey = 'flash' | 'valentine' | 'wellness';

interface PageCopy {
  slug: string;
  seoTitle: string;
  seoDescription: string;
  title: string;
  subtitle: string;
  description: string;
  promo: string;
  cta: string;
  topBar: string[];
  cardsTitle: string;
  cards: Array<{ title: string; text: string; badge?: string }>;
  usp: string[];
  topTitle: string;
}

const PAGES: Record<Lang, Record<PageKey, PageCopy>> = {
  fr: {
    flash: {
      slug: 'ventes-flash',
      seoTitle: 'Ventes flash : week-ends jusqu’à -50 % | Weekendia',
      seoDescription: 'Nos ventes flash de la semaine : séjours hôtel + activité jusqu’à -50 %, pendant quelques jours seulement.',
      title: 'Ventes flash',
      subtitle: 'Jusqu’à -50 % pendant 7 jours',
      description: '<p>Une sélection renouvelée chaque semaine, à réserver avant la fin du compte à rebours.</p>',
      promo: '-10 % supplémentaires avec le code',
      cta: 'Voir les ventes flash',
      topBar: ['Moins de 100 €', 'Spa inclus', 'Dîner inclus'],
      cardsTitle: 'Nos coups de cœur en vente flash',
      cards: [
        { title: 'Châteaux de la Loire', text: '<p>Nuit de château et visite de Chambord.</p>', badge: '-40 %' },
        { title: 'Côte basque', text: '<p>Thalasso et surf à Biarritz.</p>', badge: '-35 %' },
        { title: 'Alsace gourmande', text: '<p>Route des vins et winstub.</p>' },
      ],
      usp: ['Prix négociés par nos experts', 'Places limitées', 'Paiement en 3 ou 4 fois'],
      topTitle: 'Destinations en vente flash',
    },
    valentine: {
      slug: 'saint-valentin',
      seoTitle: 'Week-end Saint-Valentin : séjours romantiques | Weekendia',
      seoDescription: 'Dîner aux chandelles, spa à deux, nuit insolite : nos idées de week-end pour la Saint-Valentin.',
      title: 'Saint-Valentin',
      subtitle: 'Des week-ends pour deux',
      description: '<p>Surprenez votre moitié avec une nuit romantique, un dîner aux chandelles ou un massage en duo.</p>',
      promo: 'Bouteille de champagne offerte sur une sélection',
      cta: 'Voir les séjours romantiques',
      topBar: ['Dîner aux chandelles', 'Spa en duo', 'Nuit insolite'],
      cardsTitle: 'Idées romantiques',
      cards: [
        { title: 'Nuit dans une bulle', text: '<p>Dormir sous les étoiles, au chaud.</p>' },
        { title: 'Spa privatif', text: '<p>Jacuzzi et sauna rien que pour vous deux.</p>' },
      ],
      usp: ['Séjours testés par nos experts', 'Cadeau valable 15 mois'],
      topTitle: 'Les destinations des amoureux',
    },
    wellness: {
      slug: 'escapades-bien-etre',
      seoTitle: 'Week-end bien-être et spa | Weekendia',
      seoDescription: 'Spa, thalasso, massages : nos week-ends bien-être pour se ressourcer.',
      title: 'Escapades bien-être',
      subtitle: 'Spa, thalasso et massages',
      description: '<p>Accordez-vous une pause : accès spa et soins inclus dans chaque séjour.</p>',
      promo: 'Modelage de 30 min offert',
      cta: 'Voir les séjours spa',
      topBar: ['Thalasso', 'Spa', 'Massage'],
      cardsTitle: 'Nos adresses détente',
      cards: [{ title: 'Thalasso en Bretagne', text: '<p>Eau de mer et air iodé.</p>' }],
      usp: ['Accès spa inclus', 'Annulation flexible'],
      topTitle: 'Où se détendre ?',
    },
  },
  es: {
    flash: {
      slug: 'ofertas-flash',
      seoTitle: 'Ofertas flash: escapadas hasta -50 % | Weekendia',
      seoDescription: 'Nuestras ofertas flash de la semana: escapadas hotel + actividad hasta -50 %, solo unos días.',
      title: 'Ofertas flash',
      subtitle: 'Hasta -50 % durante 7 días',
      description: '<p>Una selección renovada cada semana, para reservar antes de que termine la cuenta atrás.</p>',
      promo: '-10 % adicional con el código',
      cta: 'Ver las ofertas flash',
      topBar: ['Menos de 100 €', 'Spa incluido', 'Cena incluida'],
      cardsTitle: 'Nuestras favoritas en oferta flash',
      cards: [
        { title: 'Costa Brava', text: '<p>Calas, pueblos blancos y cena marinera.</p>', badge: '-40 %' },
        { title: 'La Rioja', text: '<p>Bodegas y cata de vinos.</p>', badge: '-35 %' },
        { title: 'Pirineo aragonés', text: '<p>Montaña y spa.</p>' },
      ],
      usp: ['Precios negociados por nuestros expertos', 'Plazas limitadas', 'Paga en 3 o 4 plazos'],
      topTitle: 'Destinos en oferta flash',
    },
    valentine: {
      slug: 'san-valentin',
      seoTitle: 'Escapadas San Valentín: planes románticos | Weekendia',
      seoDescription: 'Cena a la luz de las velas, spa en pareja, noche diferente: ideas de escapadas para San Valentín.',
      title: 'San Valentín',
      subtitle: 'Escapadas para dos',
      description: '<p>Sorprende a tu pareja con una noche romántica, una cena con velas o un masaje en pareja.</p>',
      promo: 'Botella de cava de regalo en una selección',
      cta: 'Ver escapadas románticas',
      topBar: ['Cena con velas', 'Spa en pareja', 'Noche diferente'],
      cardsTitle: 'Ideas románticas',
      cards: [
        { title: 'Noche en una burbuja', text: '<p>Dormir bajo las estrellas, calentito.</p>' },
        { title: 'Spa privado', text: '<p>Jacuzzi y sauna solo para vosotros.</p>' },
      ],
      usp: ['Escapadas probadas por nuestros expertos', 'Regalo válido 15 meses'],
      topTitle: 'Destinos para enamorados',
    },
    wellness: {
      slug: 'escapadas-bienestar',
      seoTitle: 'Escapadas de bienestar y spa | Weekendia',
      seoDescription: 'Spa, talasoterapia, masajes: escapadas de bienestar para recargar pilas.',
      title: 'Escapadas de bienestar',
      subtitle: 'Spa, talaso y masajes',
      description: '<p>Regálate una pausa: acceso al spa y tratamientos incluidos en cada escapada.</p>',
      promo: 'Masaje de 30 min de regalo',
      cta: 'Ver escapadas con spa',
      topBar: ['Talaso', 'Spa', 'Masaje'],
      cardsTitle: 'Nuestros rincones de relax',
      cards: [{ title: 'Balneario en Galicia', text: '<p>Aguas termales y naturaleza.</p>' }],
      usp: ['Acceso al spa incluido', 'Cancelación flexible'],
      topTitle: '¿Dónde relajarse?',
    },
  },
  nl: {
    flash: {
      slug: 'flashdeals',
      seoTitle: 'Flashdeals: weekendjes weg tot -50% | Weekendia',
      seoDescription: 'Onze flashdeals van de week: arrangementen met hotel + activiteit tot -50%, slechts een paar dagen.',
      title: 'Flashdeals',
      subtitle: 'Tot -50% gedurende 7 dagen',
      description: '<p>Elke week een nieuwe selectie, te boeken voordat de teller op nul staat.</p>',
      promo: '10% extra korting met de code',
      cta: 'Bekijk de flashdeals',
      topBar: ['Minder dan € 100', 'Spa inbegrepen', 'Diner inbegrepen'],
      cardsTitle: 'Onze favoriete flashdeals',
      cards: [
        { title: 'Ardennen', text: '<p>Wandelen en streekgerechten.</p>', badge: '-40%' },
        { title: 'Zeeland', text: '<p>Strand, oesters en fietsen.</p>', badge: '-35%' },
        { title: 'Limburg', text: '<p>Heuvels en wijngaarden.</p>' },
      ],
      usp: ['Prijzen onderhandeld door onze experts', 'Beperkte plaatsen', 'Betaal in 3 of 4 keer'],
      topTitle: 'Bestemmingen in de flashdeals',
    },
    valentine: {
      slug: 'valentijn',
      seoTitle: 'Valentijnsweekend: romantische arrangementen | Weekendia',
      seoDescription: 'Diner bij kaarslicht, duo-spa, bijzondere overnachting: onze ideeën voor Valentijn.',
      title: 'Valentijn',
      subtitle: 'Weekendjes voor twee',
      description: '<p>Verras je lief met een romantische nacht, een diner bij kaarslicht of een duomassage.</p>',
      promo: 'Fles bubbels cadeau bij een selectie',
      cta: 'Bekijk romantische arrangementen',
      topBar: ['Diner bij kaarslicht', 'Duo-spa', 'Bijzonder overnachten'],
      cardsTitle: 'Romantische ideeën',
      cards: [
        { title: 'Nacht in een bubbel', text: '<p>Slapen onder de sterren, lekker warm.</p>' },
        { title: 'Privéspa', text: '<p>Jacuzzi en sauna voor jullie twee alleen.</p>' },
      ],
      usp: ['Arrangementen getest door onze experts', 'Cadeau 15 maanden geldig'],
      topTitle: 'Bestemmingen voor verliefden',
    },
    wellness: {
      slug: 'wellness-weekends',
      seoTitle: 'Wellnessweekend en spa | Weekendia',
      seoDescription: 'Spa, thalasso, massages: onze wellnessweekends om op te laden.',
      title: 'Wellnessweekends',
      subtitle: 'Spa, thalasso en massages',
      description: '<p>Gun jezelf een pauze: toegang tot de spa en behandelingen inbegrepen bij elk arrangement.</p>',
      promo: 'Massage van 30 min cadeau',
      cta: 'Bekijk spa-arrangementen',
      topBar: ['Thalasso', 'Spa', 'Massage'],
      cardsTitle: 'Onze ontspanningsadressen',
      cards: [{ title: 'Thermen in Limburg', text: '<p>Warm water en rust.</p>' }],
      usp: ['Spa-toegang inbegrepen', 'Flexibel annuleren'],
      topTitle: 'Waar ontspannen?',
    },
  },
  it: {
    flash: {
      slug: 'offerte-lampo',
      seoTitle: 'Offerte lampo: weekend fino al -50% | Weekendia',
      seoDescription: 'Le offerte lampo della settimana: soggiorni hotel + attività fino al -50%, solo per pochi giorni.',
      title: 'Offerte lampo',
      subtitle: 'Fino al -50% per 7 giorni',
      description: '<p>Una selezione rinnovata ogni settimana, da prenotare prima della fine del conto alla rovescia.</p>',
      promo: '-10% in più con il codice',
      cta: 'Vedi le offerte lampo',
      topBar: ['Meno di 100 €', 'Spa inclusa', 'Cena inclusa'],
      cardsTitle: 'I nostri preferiti in offerta lampo',
      cards: [
        { title: 'Langhe', text: '<p>Cantine e tartufo.</p>', badge: '-40%' },
        { title: 'Costiera amalfitana', text: '<p>Mare e limoncello.</p>', badge: '-35%' },
        { title: 'Dolomiti', text: '<p>Montagna e spa.</p>' },
      ],
      usp: ['Prezzi negoziati dai nostri esperti', 'Posti limitati', 'Paga in 3 o 4 rate'],
      topTitle: 'Destinazioni in offerta lampo',
    },
    valentine: {
      slug: 'san-valentino',
      seoTitle: 'Weekend di San Valentino: soggiorni romantici | Weekendia',
      seoDescription: 'Cena a lume di candela, spa di coppia, notte insolita: le nostre idee per San Valentino.',
      title: 'San Valentino',
      subtitle: 'Weekend per due',
      description: '<p>Sorprendi la tua metà con una notte romantica, una cena a lume di candela o un massaggio di coppia.</p>',
      promo: 'Bottiglia di prosecco in omaggio su una selezione',
      cta: 'Vedi i soggiorni romantici',
      topBar: ['Cena a lume di candela', 'Spa di coppia', 'Notte insolita'],
      cardsTitle: 'Idee romantiche',
      cards: [
        { title: 'Notte in una bolla', text: '<p>Dormire sotto le stelle, al caldo.</p>' },
        { title: 'Spa privata', text: '<p>Idromassaggio e sauna solo per voi due.</p>' },
      ],
      usp: ['Soggiorni provati dai nostri esperti', 'Regalo valido 15 mesi'],
      topTitle: 'Le destinazioni degli innamorati',
    },
    wellness: {
      slug: 'fughe-benessere',
      seoTitle: 'Weekend benessere e spa | Weekendia',
      seoDescription: 'Spa, terme, massaggi: i nostri weekend benessere per ricaricarsi.',
      title: 'Fughe benessere',
      subtitle: 'Spa, terme e massaggi',
      description: '<p>Concediti una pausa: accesso alla spa e trattamenti inclusi in ogni soggiorno.</p>',
      promo: 'Massaggio di 30 min in omaggio',
      cta: 'Vedi i soggiorni con spa',
      topBar: ['Terme', 'Spa', 'Massaggio'],
      cardsTitle: 'I nostri indirizzi relax',
      cards: [{ title: 'Terme in Toscana', text: '<p>Acque calde e colline.</p>' }],
      usp: ['Accesso spa incluso', 'Cancellazione flessibile'],
      topTitle: 'Dove rilassarsi?',
    },
  },
};

function pageBlocks(locale: SiteLocale, key: PageKey, today: string): CmsBlock[] {
  const site = CMS_SITES[locale];
  const c = PAGES[site.lang][key];
  const l = links(locale);
  const scene = key === 'flash' ? 'city' : key === 'valentine' ? 'romantic' : 'spa';
  const images = bannerImages(`page-${key}`, scene);
  const cities = CITIES[site.country];
  const blocks: CmsBlock[] = [
    { _type: 'topBar', links: c.topBar.map((label, i) => ({ label, url: `${l.search('booking')}&tag=${i}` })) },
    {
      _type: 'jumbotron',
      title: c.title,
      subtitle: c.subtitle,
      description: c.description,
      imageSmall: images['750_528'],
      imageLarge: images['3840_700'],
      images,
      imageAlt: c.title,
      ctas: [{ label: c.cta, url: l.search('booking'), variant: 'primary' }],
      ctaCards: [],
      promo: { label: c.promo, ...(key === 'flash' ? { code: 'FLASH10' } : {}) },
      ...(key === 'flash'
        ? { countdown: { ...countdownWindow(today), label: c.subtitle } }
        : {}),
    },
    { _type: 'mainUsp', variant: key === 'wellness' ? 'border' : 'secondary', list: c.usp.map((text, i) => ({ icon: ['star', 'tag', 'calendar'][i]!, text })) },
    {
      _type: 'promoCards',
      title: c.cardsTitle,
      cards: c.cards.map((card, i) => ({
        title: card.title,
        // fr_FR flash sales page: an <img onerror> payload in a promo card
        text: locale === 'fr_FR' && key === 'flash' && i === 0 ? `${card.text}${XSS_PAYLOADS.imgOnerror}${XSS_PAYLOADS.script}` : card.text,
        imageUrl: img('offer', `${key}-${i}`, '640_360', scene),
        url: l.search('booking'),
        ...(card.badge ? { badge: card.badge } : {}),
      })),
    },
    { _type: 'targetedBanner' },
    {
      _type: 'topSearchResults',
      title: c.topTitle,
      results: cities.slice(0, 4).map((city, i) => ({
        label: city.name[site.lang],
        resultsCount: 60 - i * 9,
        type: 'city',
        url: l.city(city.slug),
        newTab: false,
      })),
    },
  ];
  if (key !== 'wellness') blocks.push({ _type: 'bestBoxes' });
  return blocks;
}

/** The CMS landing pages of a site on `today` (the flash-sale countdown is relative to that day). */
export function cmsPages(locale: SiteLocale, today: string): CmsPageDocument[] {
  const site = CMS_SITES[locale];
  return (['flash', 'valentine', 'wellness'] as const).map((key) => {
    const c = PAGES[site.lang][key];
    return {
      locale,
      slug: c.slug,
      seo: { title: c.seoTitle, description: c.seoDescription, index: key !== 'wellness', follow: true },
      // the Valentine's page is a campaign landing without header; the wellness page hides the newsletter part
      header: { show: key !== 'valentine' },
      footer: { show: true, legal: true, newsletter: key !== 'wellness', contact: key !== 'valentine' },
      blocks: pageBlocks(locale, key, today),
    };
  });
}
