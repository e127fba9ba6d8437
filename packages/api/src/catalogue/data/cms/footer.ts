import type { Lang, SiteLocale } from '../text/localized';
import { CMS_SITES, links } from './sites';
import type { FooterDocument } from '../../../content/cms-schemas';

const F: Record<
  Lang,
  {
    help: string;
    helpCentre: string;
    contact: string;
    checkBooking: string;
    beneficiary: string;
    legal: string;
    sale: string;
    use: string;
    data: string;
    cookies: string;
    partner: string;
    about: string;
    ideas: string;
    giftcard: string;
    boxShop: string;
    press: string;
    payment: string;
    instalments: string;
    rating: string;
    contactLine: string;
    newsletterTitle: string;
    newsletterText: string;
    cookiePrefs: string;
    legalText: string;
  }
> = {
  fr: {
    help: 'Besoin d’aide ?',
    helpCentre: 'Centre d’aide',
    contact: 'Nous contacter',
    checkBooking: 'Consulter ma réservation',
    beneficiary: 'J’ai reçu un séjour cadeau',
    legal: 'Informations légales',
    sale: 'Conditions générales de vente',
    use: 'Conditions générales d’utilisation',
    data: 'Protection des données',
    cookies: 'Cookies',
    partner: 'Devenir hôtel partenaire',
    about: 'Weekendia',
    ideas: 'Idées de week-end',
    giftcard: 'Carte cadeau',
    boxShop: 'Boutique de coffrets',
    press: 'Espace presse',
    payment: 'Paiement sécurisé',
    instalments: 'Paiement en 3 ou 4 fois par carte bancaire',
    rating: 'Nos clients nous attribuent 4,5/5 sur la base de 4146 avis',
    contactLine: 'Notre service client vous répond du lundi au vendredi, de 10h à 18h',
    newsletterTitle: 'Recevez nos meilleures offres',
    newsletterText: 'Ventes flash, idées de week-end et nouveautés chaque semaine dans votre boîte mail.',
    cookiePrefs: 'Gérer mes cookies',
    legalText:
      '<p>Les séjours proposés sont des forfaits touristiques au sens de la directive (UE) 2015/2302. Vous bénéficierez de tous les droits octroyés par l’Union européenne applicables aux forfaits, tels que transposés dans le Code du tourisme. Weekendia est entièrement responsable de la bonne exécution du forfait dans son ensemble et dispose d’une protection en cas d’insolvabilité.</p><p>Vos données personnelles sont traitées conformément à notre politique de protection des données ; vous pouvez exercer vos droits d’accès, de rectification et d’opposition à tout moment.</p>',
  },
  es: {
    help: '¿Necesitas ayuda?',
    helpCentre: 'Centro de ayuda',
    contact: 'Contactar',
    checkBooking: 'Consultar mi reserva',
    beneficiary: 'He recibido una escapada regalo',
    legal: 'Información legal',
    sale: 'Condiciones generales de venta',
    use: 'Condiciones generales de uso',
    data: 'Protección de datos',
    cookies: 'Cookies',
    partner: 'Hoteles colaboradores',
    about: 'Weekendia',
    ideas: 'Ideas de escapadas',
    giftcard: 'Tarjeta regalo',
    boxShop: 'Tienda de cajas regalo',
    press: 'Sala de prensa',
    payment: 'Pago seguro',
    instalments: 'Paga en 3 o 4 plazos con tarjeta',
    rating: 'Nuestros clientes nos valoran con 4,5/5 sobre 4146 opiniones',
    contactLine: 'Nuestro servicio de atención al cliente te atiende de lunes a viernes, de 10 h a 18 h',
    newsletterTitle: 'Recibe nuestras mejores ofertas',
    newsletterText: 'Ofertas flash, ideas de escapadas y novedades cada semana en tu correo.',
    cookiePrefs: 'Configurar cookies',
    legalText:
      '<p>Las escapadas ofrecidas son viajes combinados en el sentido de la Directiva (UE) 2015/2302. Disfrutarás de todos los derechos que otorga la Unión Europea a los viajes combinados, tal como se recogen en el Real Decreto Legislativo 1/2007. Weekendia es plenamente responsable de la correcta ejecución del viaje combinado y cuenta con una protección frente a la insolvencia.</p><p>Tus datos personales se tratan según nuestra política de protección de datos; puedes ejercer tus derechos de acceso, rectificación y oposición en cualquier momento.</p>',
  },
  nl: {
    help: 'Hulp nodig?',
    helpCentre: 'Helpcentrum',
    contact: 'Contact',
    checkBooking: 'Mijn boeking bekijken',
    beneficiary: 'Ik heb een cadeauarrangement gekregen',
    legal: 'Juridische informatie',
    sale: 'Algemene verkoopvoorwaarden',
    use: 'Algemene gebruiksvoorwaarden',
    data: 'Gegevensbescherming',
    cookies: 'Cookies',
    partner: 'Partnerhotel worden',
    about: 'Weekendia',
    ideas: 'Weekendideeën',
    giftcard: 'Cadeaukaart',
    boxShop: 'Cadeauboxen-shop',
    press: 'Pers',
    payment: 'Veilig betalen',
    instalments: 'Betaal in 3 of 4 keer met je kaart',
    rating: 'Onze klanten geven ons 4,5/5 op basis van 4146 beoordelingen',
    contactLine: 'Onze klantenservice is bereikbaar van maandag tot vrijdag, van 10u tot 18u',
    newsletterTitle: 'Ontvang onze beste aanbiedingen',
    newsletterText: 'Flashdeals, weekendideeën en nieuwtjes, elke week in je mailbox.',
    cookiePrefs: 'Cookievoorkeuren',
    legalText:
      '<p>De aangeboden arrangementen zijn pakketreizen in de zin van Richtlijn (EU) 2015/2302. Je geniet alle rechten die de Europese Unie toekent aan pakketreizen, zoals omgezet in de nationale wetgeving. Weekendia is volledig verantwoordelijk voor de goede uitvoering van de pakketreis als geheel en beschikt over een bescherming bij insolventie.</p><p>Je persoonsgegevens worden verwerkt volgens ons privacybeleid; je kunt je rechten op inzage, rectificatie en bezwaar op elk moment uitoefenen.</p>',
  },
  it: {
    help: 'Hai bisogno di aiuto?',
    helpCentre: 'Centro assistenza',
    contact: 'Contattaci',
    checkBooking: 'Consulta la mia prenotazione',
    beneficiary: 'Ho ricevuto un soggiorno regalo',
    legal: 'Note legali',
    sale: 'Condizioni generali di vendita',
    use: 'Condizioni generali di utilizzo',
    data: 'Protezione dei dati',
    cookies: 'Cookie',
    partner: 'Diventa hotel partner',
    about: 'Weekendia',
    ideas: 'Idee weekend',
    giftcard: 'Carta regalo',
    boxShop: 'Negozio di cofanetti',
    press: 'Area stampa',
    payment: 'Pagamento sicuro',
    instalments: 'Paga in 3 o 4 rate con carta',
    rating: 'I nostri clienti ci danno 4,5/5 su 4146 recensioni',
    contactLine: 'Il nostro servizio clienti ti risponde dal lunedì al venerdì, dalle 10 alle 18',
    newsletterTitle: 'Ricevi le nostre migliori offerte',
    newsletterText: 'Offerte lampo, idee weekend e novità ogni settimana nella tua casella di posta.',
    cookiePrefs: 'Gestisci i cookie',
    legalText:
      '<p>I soggiorni proposti sono pacchetti turistici ai sensi della direttiva (UE) 2015/2302. Beneficerai di tutti i diritti che l’Unione europea riconosce ai pacchetti, come recepiti nel Codice del Turismo. Weekendia è pienamente responsabile della corretta esecuzione del pacchetto nel suo insieme e dispone di una protezione in caso di insolvenza.</p><p>I tuoi dati personali sono trattati secondo la nostra informativa sulla privacy; puoi esercitare in qualsiasi momento i diritti di accesso, rettifica e opposizione.</p>',
  },
};

const HELP_CENTRE: Record<SiteLocale, string> = {
  fr_FR: 'https://aide.weekend-stays.fr/hc/fr',
  es_ES: 'https://ayuda.escapadas-stays.es/hc/es',
  fr_BE: 'https://aide.weekend-stays.be/hc/fr-be',
  nl_BE: 'https://help.weekend-stays.be/hc/nl-be',
  nl_NL: 'https://help.weekend-stays.nl/hc/nl',
  it_IT: 'https://aiuto.weekend-stays.it/hc/it',
};

export const BOX_SHOP: Record<SiteLocale, string> = {
  fr_FR: 'https://coffrets.weekend-stays.fr',
  es_ES: 'https://cofres.escapadas-stays.es',
  fr_BE: 'https://coffrets.weekend-stays.be/fr',
  nl_BE: 'https://boxen.weekend-stays.be/nl',
  nl_NL: 'https://boxen.weekend-stays.nl',
  it_IT: 'https://cofanetti.weekend-stays.it',
};

/** The press room exists only for es_ES and fr_FR (site-wide §2). */
export const PRESS_ROOM: Partial<Record<SiteLocale, string>> = {
  fr_FR: 'https://presse.weekend-stays.fr',
  es_ES: 'https://prensa.escapadas-stays.es',
};

export { HELP_CENTRE };

export function footer(locale: SiteLocale, today: string): FooterDocument {
  const site = CMS_SITES[locale];
  const t = F[site.lang];
  const l = links(locale);
  const press = PRESS_ROOM[locale];
  return {
    locale,
    help: {
      title: t.help,
      links: [
        { label: t.helpCentre, url: HELP_CENTRE[locale], newTab: true },
        { label: t.contact, url: l.contact() },
        { label: t.checkBooking, url: '/account/trips' },
        { label: t.beneficiary, url: '/beneficiary/login' },
      ],
    },
    legal: {
      title: t.legal,
      links: [
        { label: t.sale, url: l.staticPage('conditionsOfSale') },
        { label: t.use, url: l.staticPage('conditionsOfUse') },
        { label: t.data, url: l.staticPage('dataProtection') },
        { label: t.cookies, url: l.staticPage('cookies') },
      ],
    },
    links: [
      {
        title: t.about,
        links: [
          { label: t.ideas, url: l.ideas() },
          { label: t.giftcard, url: l.giftcard() },
          { label: t.boxShop, url: BOX_SHOP[locale], newTab: true },
          { label: t.partner, url: l.staticPage('hotelPartnership') },
          ...(press ? [{ label: t.press, url: press, newTab: true }] : []),
        ],
      },
    ],
    payment: { title: t.payment, methods: ['visa', 'mastercard', 'amex', 'paypal', 'applepay', 'googlepay'], instalments: t.instalments },
    rating: { score: 4.5, outOf: 5, count: 4146, text: t.rating },
    contactLine: t.contactLine,
    newsletter: {
      title: t.newsletterTitle,
      text: t.newsletterText,
      legalLinks: [
        { label: t.data, url: l.staticPage('dataProtection') },
        { label: t.use, url: l.staticPage('conditionsOfUse') },
      ],
    },
    social: [
      { network: 'facebook', url: `https://www.facebook.com/weekend-stays.${site.country.toLowerCase()}` },
      { network: 'instagram', url: `https://www.instagram.com/weekend-stays_${site.country.toLowerCase()}` },
      { network: 'pinterest', url: 'https://www.pinterest.com/weekend-stays' },
    ],
    cookiePreferencesLabel: t.cookiePrefs,
    legalText: t.legalText,
    // the year the content is seeded (refreshed with it), not a fixed one
    copyright: `© ${today.slice(0, 4)} Weekendia`,
  };
}
