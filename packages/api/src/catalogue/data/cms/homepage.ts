import type { Lang, SiteLocale } from '../text/localized';
import { countdownWindow } from './dates';
import { CMS_SITES, XSS_PAYLOADS, alternates, bannerImages, img, links } from './sites';
import type {
  CmsBlock,
  CmsFlow,
  CmsFlowContent,
  CmsJumbotron,
  CmsTopSearchResult,
  HomepageDocument,
} from '../../../content/cms-schemas';

/** Cities of each country used by the categories and top-search blocks (slug, name per language). */
const CITIES: Record<'FR' | 'ES' | 'BE' | 'NL' | 'IT', Array<{ slug: string; name: Record<Lang, string>; scene: string }>> = {
  FR: [
    { slug: 'paris', name: { fr: 'Paris', es: 'París', nl: 'Parijs', it: 'Parigi' }, scene: 'city' },
    { slug: 'bordeaux', name: { fr: 'Bordeaux', es: 'Burdeos', nl: 'Bordeaux', it: 'Bordeaux' }, scene: 'vineyard' },
    { slug: 'annecy', name: { fr: 'Annecy', es: 'Annecy', nl: 'Annecy', it: 'Annecy' }, scene: 'lake' },
    { slug: 'biarritz', name: { fr: 'Biarritz', es: 'Biarritz', nl: 'Biarritz', it: 'Biarritz' }, scene: 'seaside' },
    { slug: 'strasbourg', name: { fr: 'Strasbourg', es: 'Estrasburgo', nl: 'Straatsburg', it: 'Strasburgo' }, scene: 'city' },
    { slug: 'chamonix', name: { fr: 'Chamonix', es: 'Chamonix', nl: 'Chamonix', it: 'Chamonix' }, scene: 'mountain' },
  ],
  ES: [
    { slug: 'barcelona', name: { fr: 'Barcelone', es: 'Barcelona', nl: 'Barcelona', it: 'Barcellona' }, scene: 'city' },
    { slug: 'madrid', name: { fr: 'Madrid', es: 'Madrid', nl: 'Madrid', it: 'Madrid' }, scene: 'city' },
    { slug: 'sevilla', name: { fr: 'Séville', es: 'Sevilla', nl: 'Sevilla', it: 'Siviglia' }, scene: 'castle' },
    { slug: 'valencia', name: { fr: 'Valence', es: 'Valencia', nl: 'Valencia', it: 'Valencia' }, scene: 'seaside' },
    { slug: 'granada', name: { fr: 'Grenade', es: 'Granada', nl: 'Granada', it: 'Granada' }, scene: 'mountain' },
    { slug: 'san-sebastian', name: { fr: 'Saint-Sébastien', es: 'San Sebastián', nl: 'San Sebastián', it: 'San Sebastián' }, scene: 'gastronomy' },
  ],
  BE: [
    { slug: 'bruges', name: { fr: 'Bruges', es: 'Brujas', nl: 'Brugge', it: 'Bruges' }, scene: 'city' },
    { slug: 'durbuy', name: { fr: 'Durbuy', es: 'Durbuy', nl: 'Durbuy', it: 'Durbuy' }, scene: 'countryside' },
    { slug: 'ostende', name: { fr: 'Ostende', es: 'Ostende', nl: 'Oostende', it: 'Ostenda' }, scene: 'seaside' },
    { slug: 'spa', name: { fr: 'Spa', es: 'Spa', nl: 'Spa', it: 'Spa' }, scene: 'spa' },
    { slug: 'gand', name: { fr: 'Gand', es: 'Gante', nl: 'Gent', it: 'Gand' }, scene: 'city' },
    { slug: 'bouillon', name: { fr: 'Bouillon', es: 'Bouillon', nl: 'Bouillon', it: 'Bouillon' }, scene: 'forest' },
  ],
  NL: [
    { slug: 'amsterdam', name: { fr: 'Amsterdam', es: 'Ámsterdam', nl: 'Amsterdam', it: 'Amsterdam' }, scene: 'city' },
    { slug: 'maastricht', name: { fr: 'Maastricht', es: 'Maastricht', nl: 'Maastricht', it: 'Maastricht' }, scene: 'gastronomy' },
    { slug: 'texel', name: { fr: 'Texel', es: 'Texel', nl: 'Texel', it: 'Texel' }, scene: 'seaside' },
    { slug: 'utrecht', name: { fr: 'Utrecht', es: 'Utrecht', nl: 'Utrecht', it: 'Utrecht' }, scene: 'city' },
    { slug: 'valkenburg', name: { fr: 'Valkenburg', es: 'Valkenburg', nl: 'Valkenburg', it: 'Valkenburg' }, scene: 'countryside' },
    { slug: 'zandvoort', name: { fr: 'Zandvoort', es: 'Zandvoort', nl: 'Zandvoort', it: 'Zandvoort' }, scene: 'seaside' },
  ],
  IT: [
    { slug: 'roma', name: { fr: 'Rome', es: 'Roma', nl: 'Rome', it: 'Roma' }, scene: 'city' },
    { slug: 'firenze', name: { fr: 'Florence', es: 'Florencia', nl: 'Florence', it: 'Firenze' }, scene: 'vineyard' },
    { slug: 'venezia', name: { fr: 'Venise', es: 'Venecia', nl: 'Venetië', it: 'Venezia' }, scene: 'city' },
    { slug: 'lago-di-garda', name: { fr: 'Lac de Garde', es: 'Lago de Garda', nl: 'Gardameer', it: 'Lago di Garda' }, scene: 'lake' },
    { slug: 'cortina-d-ampezzo', name: { fr: "Cortina d'Ampezzo", es: "Cortina d'Ampezzo", nl: "Cortina d'Ampezzo", it: "Cortina d'Ampezzo" }, scene: 'mountain' },
    { slug: 'positano', name: { fr: 'Positano', es: 'Positano', nl: 'Positano', it: 'Positano' }, scene: 'seaside' },
  ],
};

/** Themes of the categories block: slug per language and scene of the picture. */
const THEMES: Array<{ scene: string; slug: Record<Lang, string>; label: Record<Lang, string> }> = [
  { scene: 'romantic', slug: { fr: 'week-end-romantique', es: 'escapada-romantica', nl: 'romantisch-weekend', it: 'weekend-romantico' }, label: { fr: 'Week-end romantique', es: 'Escapada romántica', nl: 'Romantisch weekend', it: 'Weekend romantico' } },
  { scene: 'spa', slug: { fr: 'week-end-bien-etre', es: 'escapada-spa', nl: 'wellness-weekend', it: 'weekend-benessere' }, label: { fr: 'Bien-être & spa', es: 'Spa y bienestar', nl: 'Wellness & spa', it: 'Benessere & spa' } },
  { scene: 'gastronomy', slug: { fr: 'week-end-gastronomique', es: 'escapada-gastronomica', nl: 'culinair-weekend', it: 'weekend-gastronomico' }, label: { fr: 'Gastronomie', es: 'Gastronomía', nl: 'Culinair', it: 'Gastronomia' } },
  { scene: 'family', slug: { fr: 'week-end-en-famille', es: 'escapada-en-familia', nl: 'weekend-met-het-gezin', it: 'weekend-in-famiglia' }, label: { fr: 'En famille', es: 'En familia', nl: 'Met het gezin', it: 'In famiglia' } },
  { scene: 'adventure', slug: { fr: 'week-end-insolite', es: 'escapada-insolita', nl: 'bijzonder-overnachten', it: 'weekend-insolito' }, label: { fr: 'Insolite', es: 'Insólito', nl: 'Bijzonder overnachten', it: 'Insolito' } },
  { scene: 'vineyard', slug: { fr: 'oenotourisme', es: 'enoturismo', nl: 'wijnweekend', it: 'enoturismo' }, label: { fr: 'Œnotourisme', es: 'Enoturismo', nl: 'Wijnweekend', it: 'Enoturismo' } },
  { scene: 'mountain', slug: { fr: 'week-end-montagne', es: 'escapada-montana', nl: 'weekend-bergen', it: 'weekend-montagna' }, label: { fr: 'Montagne', es: 'Montaña', nl: 'Bergen', it: 'Montagna' } },
  { scene: 'seaside', slug: { fr: 'week-end-mer', es: 'escapada-playa', nl: 'weekend-zee', it: 'weekend-mare' }, label: { fr: 'Bord de mer', es: 'Playa', nl: 'Aan zee', it: 'Al mare' } },
];
export { CITIES, THEMES };

interface Copy {
  seoTitle: string;
  seoDescription: string;
  jumbotron: Record<CmsFlow, { title: string; subtitle: string; description: string; alt: string }>;
  ctaSearch: string;
  ctaIdeas: string;
  ctaGiftcard: string;
  ctaGiftSearch: string;
  ctaActivities: string;
  ctaCards: Array<{ title: string; text: string }>;
  countdownLabel: string;
  usp: string[];
  uspGift: string[];
  marketingTitle: string;
  promos: Array<{ title: string; text: string; label: string }>;
  categoriesTitle: string;
  bannerTitle: string;
  bannerText: string;
  bannerCta: string;
  topSearchTitle: string;
  topCity: (city: string) => string;
  giftMarketingTitle: string;
  giftPromos: Array<{ title: string; text: string; label: string }>;
  activityTitle: string;
}

const COPY: Record<Lang, Copy> = {
  fr: {
    seoTitle: 'Week-end et court séjour : hôtel + activité dès 2 nuits | Weekendia',
    seoDescription:
      'Réservez votre week-end en France et en Europe : plus de 4 000 séjours hôtel + activité (spa, dîner, visite), sélectionnés et négociés par nos experts. Paiement en 3 ou 4 fois.',
    jumbotron: {
      booking: {
        title: 'Vos prochains week-ends commencent ici',
        subtitle: 'Hôtel + activité, jusqu’à -50 %',
        description: '<p>Plus de <strong>4 000 séjours</strong> sélectionnés par nos experts, avec une activité incluse à chaque fois.</p>',
        alt: 'Couple admirant un coucher de soleil depuis la terrasse d’un hôtel',
      },
      gifting: {
        title: 'Offrez un week-end inoubliable',
        subtitle: 'Séjours cadeaux valables 15 mois, échange gratuit',
        description: '<p>Choisissez un séjour, ajoutez un message personnalisé : votre bénéficiaire réserve ses dates quand il le souhaite.</p>',
        alt: 'Coffret cadeau posé sur une table devant une cheminée',
      },
      activity: {
        title: 'Des activités pour tous les goûts',
        subtitle: 'Dégustations, ateliers, sensations fortes',
        description: '<p>Réservez une activité seule, près de chez vous ou pour votre prochain week-end.</p>',
        alt: 'Amis en descente de canyon',
      },
    },
    ctaSearch: 'Voir tous les séjours',
    ctaIdeas: 'Idées de week-end',
    ctaGiftcard: 'Offrir une carte cadeau',
    ctaGiftSearch: 'Voir les séjours cadeaux',
    ctaActivities: 'Voir les activités',
    ctaCards: [
      { title: 'Dernière minute', text: 'Partez ce week-end à prix doux' },
      { title: 'Bien-être', text: 'Spa, massages et nuits au calme' },
      { title: 'Gastronomie', text: 'Dîners étoilés et tables de chef' },
    ],
    countdownLabel: 'Les ventes flash se terminent dans',
    usp: [
      'Un week-end clé en main : hôtel + activité',
      'Annulation flexible sur de nombreux séjours',
      'Paiement en 3 ou 4 fois sans frais',
      'Service client 6 jours sur 7',
    ],
    uspGift: [
      'Valable 15 mois, échange gratuit',
      'E-coffret envoyé immédiatement par e-mail',
      'Message personnalisé offert',
      'Plus de 4 000 séjours au choix',
    ],
    marketingTitle: 'Nos bons plans du moment',
    promos: [
      { title: 'Ventes flash', text: '<p>Jusqu’à <strong>-50 %</strong> sur une sélection de séjours, seulement quelques jours.</p>', label: 'J’en profite' },
      { title: 'Escapades à moins de 2 h', text: '<p>Changez d’air sans passer la journée sur la route.</p>', label: 'Découvrir' },
      { title: 'Nuits insolites', text: '<p>Cabanes, bulles, roulottes : dormez autrement.</p>', label: 'Voir les idées' },
    ],
    categoriesTitle: 'Trouvez le week-end qui vous ressemble',
    bannerTitle: 'Le bien-être à portée de main',
    bannerText: '<p>Spa, hammam, soins : nos séjours détente à partir de <strong>89 €</strong> par personne.</p>',
    bannerCta: 'Voir les séjours bien-être',
    topSearchTitle: 'Les destinations les plus recherchées',
    topCity: (city) => `Week-end à ${city}`,
    giftMarketingTitle: 'Idées cadeaux',
    giftPromos: [
      { title: 'Pour les amoureux', text: '<p>Une nuit romantique avec dîner aux chandelles.</p>', label: 'Offrir' },
      { title: 'Pour les gourmands', text: '<p>Des tables d’exception et des caves à découvrir.</p>', label: 'Offrir' },
    ],
    activityTitle: 'Activités populaires',
  },
  es: {
    seoTitle: 'Escapadas de fin de semana: hotel + actividad desde 2 noches | Weekendia',
    seoDescription:
      'Reserva tu escapada en España y Europa: más de 4.000 escapadas con hotel + actividad (spa, cena, visita) seleccionadas por nuestros expertos. Paga en 3 o 4 plazos.',
    jumbotron: {
      booking: {
        title: 'Tus próximas escapadas empiezan aquí',
        subtitle: 'Hotel + actividad, hasta -50 %',
        description: '<p>Más de <strong>4.000 escapadas</strong> seleccionadas por nuestros expertos, siempre con una actividad incluida.</p>',
        alt: 'Pareja contemplando la puesta de sol desde la terraza de un hotel',
      },
      gifting: {
        title: 'Regala una escapada inolvidable',
        subtitle: 'Escapadas regalo válidas 15 meses, cambio gratuito',
        description: '<p>Elige una escapada, añade un mensaje personal: la persona que la recibe reserva sus fechas cuando quiera.</p>',
        alt: 'Caja regalo sobre una mesa junto a una chimenea',
      },
      activity: {
        title: 'Actividades para todos los gustos',
        subtitle: 'Catas, talleres y aventura',
        description: '<p>Reserva solo la actividad, cerca de casa o para tu próxima escapada.</p>',
        alt: 'Amigos haciendo barranquismo',
      },
    },
    ctaSearch: 'Ver todas las escapadas',
    ctaIdeas: 'Ideas de escapadas',
    ctaGiftcard: 'Regalar una tarjeta regalo',
    ctaGiftSearch: 'Ver escapadas regalo',
    ctaActivities: 'Ver las actividades',
    ctaCards: [
      { title: 'Última hora', text: 'Escápate este fin de semana a buen precio' },
      { title: 'Bienestar', text: 'Spa, masajes y noches tranquilas' },
      { title: 'Gastronomía', text: 'Cenas con estrella y mesas de chef' },
    ],
    countdownLabel: 'Las ofertas flash terminan en',
    usp: [
      'Escapada completa: hotel + actividad',
      'Cancelación flexible en muchas escapadas',
      'Paga en 3 o 4 plazos sin intereses',
      'Atención al cliente 6 días a la semana',
    ],
    uspGift: [
      'Válido 15 meses, cambio gratuito',
      'Cofre electrónico enviado al instante por e-mail',
      'Mensaje personalizado gratis',
      'Más de 4.000 escapadas para elegir',
    ],
    marketingTitle: 'Nuestras ofertas del momento',
    promos: [
      { title: 'Ofertas flash', text: '<p>Hasta <strong>-50 %</strong> en una selección de escapadas, solo unos días.</p>', label: 'Aprovechar' },
      { title: 'Escapadas a menos de 2 h', text: '<p>Cambia de aires sin pasar el día en la carretera.</p>', label: 'Descubrir' },
      { title: 'Noches diferentes', text: '<p>Cabañas, burbujas y casas en los árboles: duerme de otra manera.</p>', label: 'Ver ideas' },
    ],
    categoriesTitle: 'Encuentra la escapada que va contigo',
    bannerTitle: 'El bienestar, a tu alcance',
    bannerText: '<p>Spa, baño turco, tratamientos: escapadas relax desde <strong>89 €</strong> por persona.</p>',
    bannerCta: 'Ver escapadas de bienestar',
    topSearchTitle: 'Los destinos más buscados',
    topCity: (city) => `Escapada a ${city}`,
    giftMarketingTitle: 'Ideas para regalar',
    giftPromos: [
      { title: 'Para enamorados', text: '<p>Una noche romántica con cena a la luz de las velas.</p>', label: 'Regalar' },
      { title: 'Para sibaritas', text: '<p>Mesas excepcionales y bodegas por descubrir.</p>', label: 'Regalar' },
    ],
    activityTitle: 'Actividades populares',
  },
  nl: {
    seoTitle: 'Weekendje weg en korte vakantie: hotel + activiteit vanaf 2 nachten | Weekendia',
    seoDescription:
      'Boek je weekendje weg in de Benelux en Europa: meer dan 4.000 arrangementen met hotel + activiteit (wellness, diner, bezoek), geselecteerd door onze experts. Betaal in 3 of 4 keer.',
    jumbotron: {
      booking: {
        title: 'Je volgende weekendje weg begint hier',
        subtitle: 'Hotel + activiteit, tot -50%',
        description: '<p>Meer dan <strong>4.000 arrangementen</strong> geselecteerd door onze experts, altijd met een activiteit inbegrepen.</p>',
        alt: 'Stel kijkt naar de zonsondergang vanaf een hotelterras',
      },
      gifting: {
        title: 'Geef een onvergetelijk weekend cadeau',
        subtitle: 'Cadeauarrangementen 15 maanden geldig, gratis omruilen',
        description: '<p>Kies een arrangement en voeg een persoonlijke boodschap toe: de ontvanger boekt zelf de data.</p>',
        alt: 'Cadeaudoos op een tafel bij de open haard',
      },
      activity: {
        title: 'Activiteiten voor ieder wat wils',
        subtitle: 'Proeverijen, workshops en avontuur',
        description: '<p>Boek alleen een activiteit, dicht bij huis of voor je volgende weekend.</p>',
        alt: 'Vrienden aan het kajakken',
      },
    },
    ctaSearch: 'Bekijk alle arrangementen',
    ctaIdeas: 'Weekendideeën',
    ctaGiftcard: 'Geef een cadeaukaart',
    ctaGiftSearch: 'Bekijk cadeauarrangementen',
    ctaActivities: 'Bekijk de activiteiten',
    ctaCards: [
      { title: 'Last minute', text: 'Dit weekend nog weg, voor een zacht prijsje' },
      { title: 'Wellness', text: 'Spa, massages en rustige nachten' },
      { title: 'Culinair', text: 'Sterrenrestaurants en chef-tafels' },
    ],
    countdownLabel: 'De flashdeals eindigen over',
    usp: [
      'Alles geregeld: hotel + activiteit',
      'Flexibel annuleren bij veel arrangementen',
      'Betaal in 3 of 4 keer zonder kosten',
      'Klantenservice 6 dagen per week',
    ],
    uspGift: [
      '15 maanden geldig, gratis omruilen',
      'E-cadeaubon direct per e-mail verstuurd',
      'Gratis persoonlijke boodschap',
      'Meer dan 4.000 arrangementen om uit te kiezen',
    ],
    marketingTitle: 'Onze deals van het moment',
    promos: [
      { title: 'Flashdeals', text: '<p>Tot <strong>-50%</strong> op een selectie arrangementen, slechts een paar dagen.</p>', label: 'Profiteer nu' },
      { title: 'Uitstapjes binnen 2 uur', text: '<p>Even eruit zonder de hele dag in de auto te zitten.</p>', label: 'Ontdekken' },
      { title: 'Bijzonder overnachten', text: '<p>Boomhutten, bubbels en pipowagens: slaap eens anders.</p>', label: 'Bekijk ideeën' },
    ],
    categoriesTitle: 'Vind het weekend dat bij je past',
    bannerTitle: 'Wellness binnen handbereik',
    bannerText: '<p>Spa, hamam en behandelingen: ontspanningsarrangementen vanaf <strong>€ 89</strong> per persoon.</p>',
    bannerCta: 'Bekijk wellnessarrangementen',
    topSearchTitle: 'De meest gezochte bestemmingen',
    topCity: (city) => `Weekendje ${city}`,
    giftMarketingTitle: 'Cadeau-ideeën',
    giftPromos: [
      { title: 'Voor verliefden', text: '<p>Een romantische nacht met diner bij kaarslicht.</p>', label: 'Cadeau doen' },
      { title: 'Voor lekkerbekken', text: '<p>Uitzonderlijke restaurants en wijnkelders om te ontdekken.</p>', label: 'Cadeau doen' },
    ],
    activityTitle: 'Populaire activiteiten',
  },
  it: {
    seoTitle: 'Weekend e fughe brevi: hotel + attività da 2 notti | Weekendia',
    seoDescription:
      'Prenota il tuo weekend in Italia e in Europa: oltre 4.000 soggiorni hotel + attività (spa, cena, visita) selezionati dai nostri esperti. Paga in 3 o 4 rate.',
    jumbotron: {
      booking: {
        title: 'I tuoi prossimi weekend iniziano qui',
        subtitle: 'Hotel + attività, fino al -50%',
        description: '<p>Oltre <strong>4.000 soggiorni</strong> selezionati dai nostri esperti, sempre con un’attività inclusa.</p>',
        alt: 'Coppia che ammira il tramonto dalla terrazza di un hotel',
      },
      gifting: {
        title: 'Regala un weekend indimenticabile',
        subtitle: 'Soggiorni regalo validi 15 mesi, cambio gratuito',
        description: '<p>Scegli un soggiorno e aggiungi un messaggio personale: chi lo riceve prenota le date quando vuole.</p>',
        alt: 'Cofanetto regalo su un tavolo vicino al camino',
      },
      activity: {
        title: 'Attività per tutti i gusti',
        subtitle: 'Degustazioni, laboratori e avventura',
        description: '<p>Prenota solo l’attività, vicino a casa o per il tuo prossimo weekend.</p>',
        alt: 'Amici in canoa',
      },
    },
    ctaSearch: 'Vedi tutti i soggiorni',
    ctaIdeas: 'Idee weekend',
    ctaGiftcard: 'Regala una carta regalo',
    ctaGiftSearch: 'Vedi i soggiorni regalo',
    ctaActivities: 'Vedi le attività',
    ctaCards: [
      { title: 'Last minute', text: 'Parti questo weekend a prezzi dolci' },
      { title: 'Benessere', text: 'Spa, massaggi e notti tranquille' },
      { title: 'Gastronomia', text: 'Cene stellate e tavole d’autore' },
    ],
    countdownLabel: 'Le offerte lampo terminano tra',
    usp: [
      'Weekend chiavi in mano: hotel + attività',
      'Cancellazione flessibile su molti soggiorni',
      'Paga in 3 o 4 rate senza costi',
      'Servizio clienti 6 giorni su 7',
    ],
    uspGift: [
      'Valido 15 mesi, cambio gratuito',
      'Cofanetto digitale inviato subito via e-mail',
      'Messaggio personalizzato in omaggio',
      'Oltre 4.000 soggiorni tra cui scegliere',
    ],
    marketingTitle: 'Le nostre offerte del momento',
    promos: [
      { title: 'Offerte lampo', text: '<p>Fino al <strong>-50%</strong> su una selezione di soggiorni, solo per pochi giorni.</p>', label: 'Approfitta' },
      { title: 'Fughe a meno di 2 ore', text: '<p>Cambia aria senza passare la giornata in macchina.</p>', label: 'Scopri' },
      { title: 'Notti insolite', text: '<p>Case sull’albero, bolle e trulli: dormi in modo diverso.</p>', label: 'Vedi le idee' },
    ],
    categoriesTitle: 'Trova il weekend che fa per te',
    bannerTitle: 'Il benessere a portata di mano',
    bannerText: '<p>Spa, bagno turco, trattamenti: soggiorni relax da <strong>89 €</strong> a persona.</p>',
    bannerCta: 'Vedi i soggiorni benessere',
    topSearchTitle: 'Le destinazioni più cercate',
    topCity: (city) => `Weekend a ${city}`,
    giftMarketingTitle: 'Idee regalo',
    giftPromos: [
      { title: 'Per gli innamorati', text: '<p>Una notte romantica con cena a lume di candela.</p>', label: 'Regala' },
      { title: 'Per i buongustai', text: '<p>Tavole d’eccezione e cantine da scoprire.</p>', label: 'Regala' },
    ],
    activityTitle: 'Attività popolari',
  },
};

function jumbotron(locale: SiteLocale, flow: CmsFlow, today: string): CmsJumbotron {
  const site = CMS_SITES[locale];
  const c = COPY[site.lang];
  const j = c.jumbotron[flow];
  const l = links(locale);
  const id = `home-${flow}-${site.country.toLowerCase()}`;
  const scene = flow === 'gifting' ? 'romantic' : flow === 'activity' ? 'adventure' : 'seaside';
  const images = bannerImages(id, scene);
  const countdown = countdownWindow(today, locale);
  return {
    title: j.title,
    subtitle: j.subtitle,
    // fr_FR carries an XSS payload in test-visible rich text: the storefront must sanitise it
    description: locale === 'fr_FR' && flow === 'booking' ? `${j.description}${XSS_PAYLOADS.imgOnerror}` : j.description,
    imageSmall: images['750_528'],
    imageLarge: images['3840_700'],
    images,
    imageAlt: j.alt,
    ctas:
      flow === 'gifting'
        ? [
            { label: c.ctaGiftSearch, url: l.search('gifting'), variant: 'primary' },
            { label: c.ctaGiftcard, url: l.giftcard(), variant: 'secondary' },
          ]
        : flow === 'activity'
          ? [{ label: c.ctaActivities, url: l.search('activity'), variant: 'primary' }]
          : [
              { label: c.ctaSearch, url: l.search('booking'), variant: 'primary' },
              { label: c.ctaIdeas, url: l.ideas(), variant: 'secondary' },
            ],
    ctaCards: c.ctaCards.map((card, i) => ({
      title: card.title,
      text: card.text,
      url: l.idea(THEMES[[4, 1, 2][i] ?? 0]!.slug[site.lang]),
      imageUrl: img('theme', `cta-${i}`, '400_300', ['city', 'spa', 'gastronomy'][i]),
    })),
    ...(flow === 'booking' && countdown ? { countdown: { ...countdown, label: c.countdownLabel } } : {}),
  };
}

function topSearchResults(locale: SiteLocale): CmsTopSearchResult[] {
  const site = CMS_SITES[locale];
  const l = links(locale);
  const cities = CITIES[site.country];
  return cities.map((city, i) => ({
    label: COPY[site.lang].topCity(city.name[site.lang]),
    resultsCount: 148 - i * 19,
    type: city.scene === 'seaside' ? 'seaside' : city.scene === 'mountain' ? 'mountain' : 'city',
    url: l.city(city.slug),
    // the last link opens in a new tab
    newTab: i === cities.length - 1,
  }));
}

function bookingBlocks(locale: SiteLocale): CmsBlock[] {
  const site = CMS_SITES[locale];
  const c = COPY[site.lang];
  const l = links(locale);
  const icons = ['calendar', 'shield', 'tag', 'phone'];
  return [
    { _type: 'mainUsp', variant: 'secondary', list: c.usp.map((text, i) => ({ icon: icons[i]!, text })) },
    {
      _type: 'marketing',
      title: c.marketingTitle,
      promoList: c.promos.map((p, i) => ({
        title: p.title,
        // es_ES: a <script> payload in a promo text
        text: locale === 'es_ES' && i === 0 ? `${p.text}${XSS_PAYLOADS.script}` : p.text,
        imageUrl: img('theme', `promo-${i}`, '640_360', ['city', 'countryside', 'forest'][i]),
        imageAlt: p.title,
        url: i === 2 ? l.ideas() : l.search('booking'),
        label: p.label,
        newTab: false,
      })),
    },
    {
      _type: 'categories',
      title: c.categoriesTitle,
      columns: 4,
      list: THEMES.map((t) => ({ label: t.label[site.lang], url: l.idea(t.slug[site.lang]), imageUrl: img('theme', t.slug.fr, '400_300', t.scene) })),
    },
    { _type: 'targetedBanner' },
    {
      _type: 'banner',
      title: c.bannerTitle,
      text: locale === 'it_IT' ? `${c.bannerText}${XSS_PAYLOADS.svgOnload}` : c.bannerText,
      imageUrl: img('banner', 'wellness', '1500_736', 'spa'),
      imageMobile: img('banner', 'wellness', '750_528', 'spa'),
      imageAlt: c.bannerTitle,
      cta: { label: c.bannerCta, url: l.idea(THEMES[1]!.slug[site.lang]) },
    },
    { _type: 'topSearchResults', title: c.topSearchTitle, results: topSearchResults(locale) },
    { _type: 'bestBoxes' },
    { _type: 'giftBlock' },
  ];
}

function giftingBlocks(locale: SiteLocale): CmsBlock[] {
  const site = CMS_SITES[locale];
  const c = COPY[site.lang];
  const l = links(locale);
  const icons = ['gift', 'mail', 'heart', 'star'];
  return [
    { _type: 'mainUsp', variant: 'border', list: c.uspGift.map((text, i) => ({ icon: icons[i]!, text })) },
    { _type: 'giftBlock' },
    {
      _type: 'marketing',
      title: c.giftMarketingTitle,
      promoList: c.giftPromos.map((p, i) => ({
        title: p.title,
        text: p.text,
        imageUrl: img('gift', `gift-promo-${i}`, '640_360', ['romantic', 'gastronomy'][i]),
        imageAlt: p.title,
        url: l.search('gifting'),
        label: p.label,
        newTab: false,
      })),
    },
    { _type: 'bestBoxes' },
  ];
}

function activityBlocks(locale: SiteLocale): CmsBlock[] {
  const site = CMS_SITES[locale];
  const c = COPY[site.lang];
  return [
    { _type: 'mainUsp', variant: 'secondary', list: c.usp.slice(1).map((text, i) => ({ icon: ['shield', 'tag', 'phone'][i]!, text })) },
    { _type: 'topSearchResults', title: c.activityTitle, results: topSearchResults(locale).slice(0, 4) },
  ];
}

function flowContent(locale: SiteLocale, flow: CmsFlow, today: string): CmsFlowContent {
  const blocks = flow === 'gifting' ? giftingBlocks(locale) : flow === 'activity' ? activityBlocks(locale) : bookingBlocks(locale);
  return { jumbotron: jumbotron(locale, flow, today), blocks };
}

/** Activity content exists only where activity-only products are sold (fr_FR, es_ES); elsewhere it falls back to booking. */
const ACTIVITY_LOCALES: SiteLocale[] = ['fr_FR', 'es_ES'];

/** The homepage of a site on `today` (its flash-sale countdown is relative to that day, see dates.ts). */
export function homepage(locale: SiteLocale, today: string): HomepageDocument {
  const site = CMS_SITES[locale];
  const c = COPY[site.lang];
  return {
    locale,
    seo: { title: c.seoTitle, description: c.seoDescription, index: true, follow: true },
    canonical: { host: site.host, path: site.basePath || '/' },
    alternates: alternates((l) => CMS_SITES[l].basePath || '/'),
    header: { show: true, promoBar: true },
    footer: { show: true, legal: true, newsletter: true, contact: true },
    promoBar: { show: true, flowTabs: locale !== 'nl_NL' },
    content: {
      booking: flowContent(locale, 'booking', today),
      gifting: flowContent(locale, 'gifting', today),
      ...(ACTIVITY_LOCALES.includes(locale) ? { activity: flowContent(locale, 'activity', today) } : {}),
    },
  };
}
