import { l, type Localized } from './localized';

/*
 * Gift boxes and physical voucher sleeves. Placeholders: {count} a number of stays or nights, {nights}, {people}.
 */

export interface GiftBoxText {
  /** Stable code stem; box codes end in 'EBOX' for the e-box listed on the box listing page. */
  readonly code: string;
  /** Stay theme the box's stays come from (search criteria of the box). */
  readonly themeId: number;
  readonly title: Localized;
  readonly description: Localized;
  /** One line each. */
  readonly includedContent: readonly Localized[];
}

const BOX_VALIDITY = l(
  'Valable 1 an et demi, échange gratuit et illimité',
  'Válida durante año y medio, cambio gratuito e ilimitado',
  'Anderhalf jaar geldig, gratis en onbeperkt om te ruilen',
  'Valida un anno e mezzo, cambio gratuito e illimitato',
);
const BOX_DIGITAL = l(
  'Disponible en e-coffret, reçu immédiatement par e-mail',
  'Disponible en formato digital, recibido al instante por correo electrónico',
  'Ook als e-box, meteen per e-mail ontvangen',
  'Disponibile come cofanetto digitale, ricevuto subito via e-mail',
);

export const GIFT_BOXES: readonly GiftBoxText[] = [
  {
    code: 'ROMANCE',
    themeId: 1,
    title: l('Séjour romantique', 'Escapada romántica', 'Romantisch verblijf', 'Soggiorno romantico'),
    description: l(
      'Une nuit en amoureux dans une adresse de charme, avec petit-déjeuner et une attention pour deux.',
      'Una noche en pareja en un alojamiento con encanto, con desayuno y un detalle para dos.',
      'Een romantische nacht op een sfeervol adres, met ontbijt en een attentie voor twee.',
      'Una notte per innamorati in un indirizzo di charme, con colazione e un omaggio per due.',
    ),
    includedContent: [l('1 nuit pour 2 personnes', '1 noche para 2 personas', '1 nacht voor 2 personen', '1 notte per 2 persone'), l('Petit-déjeuner inclus', 'Desayuno incluido', 'Ontbijt inbegrepen', 'Colazione inclusa'), l('Plus de {count} séjours au choix', 'Más de {count} estancias a elegir', 'Meer dan {count} verblijven om uit te kiezen', 'Oltre {count} soggiorni a scelta'), BOX_VALIDITY],
  },
  {
    code: 'WELLNESS',
    themeId: 2,
    title: l('Évasion bien-être', 'Escapada de bienestar', 'Wellnessuitje', 'Fuga benessere'),
    description: l(
      'Un séjour ressourçant avec accès au spa ou soin relaxant, pour se faire chouchouter le temps d’un week-end.',
      'Una estancia revitalizante con acceso al spa o tratamiento relajante, para dejarse mimar durante un fin de semana.',
      'Een deugddoend verblijf met toegang tot de spa of een ontspannende behandeling, om een weekend verwend te worden.',
      'Un soggiorno rigenerante con accesso alla spa o trattamento rilassante, per farsi coccolare per un weekend.',
    ),
    includedContent: [l('1 nuit pour 2 personnes', '1 noche para 2 personas', '1 nacht voor 2 personen', '1 notte per 2 persone'), l('Accès au spa ou soin bien-être', 'Acceso al spa o tratamiento de bienestar', 'Toegang tot de spa of een wellnessbehandeling', 'Accesso alla spa o trattamento benessere'), l('Petit-déjeuner inclus', 'Desayuno incluido', 'Ontbijt inbegrepen', 'Colazione inclusa'), BOX_VALIDITY],
  },
  {
    code: 'GOURMET',
    themeId: 3,
    title: l('Séjour gourmand', 'Escapada gastronómica', 'Culinair verblijf', 'Soggiorno gourmet'),
    description: l(
      'Une nuit et un dîner dans une table réputée : le cadeau idéal pour les fins gourmets.',
      'Una noche y una cena en un restaurante reconocido: el regalo ideal para los amantes de la buena mesa.',
      'Een nacht en een diner in een gerenommeerd restaurant: het ideale cadeau voor fijnproevers.',
      'Una notte e una cena in un ristorante rinomato: il regalo ideale per i buongustai.',
    ),
    includedContent: [l('1 nuit pour 2 personnes', '1 noche para 2 personas', '1 nacht voor 2 personen', '1 notte per 2 persone'), l('Dîner pour 2 personnes', 'Cena para 2 personas', 'Diner voor 2 personen', 'Cena per 2 persone'), l('Petit-déjeuner inclus', 'Desayuno incluido', 'Ontbijt inbegrepen', 'Colazione inclusa'), BOX_VALIDITY],
  },
  {
    code: 'CASTLE',
    themeId: 6,
    title: l('Nuit au château', 'Noche en un castillo', 'Nacht in een kasteel', 'Notte al castello'),
    description: l(
      'Dormez dans un château ou une demeure d’exception et vivez un séjour digne des grandes familles.',
      'Duerma en un castillo o una residencia excepcional y disfrute de una estancia digna de la nobleza.',
      'Overnacht in een kasteel of een uitzonderlijk landhuis en beleef een verblijf als een edelman.',
      'Dormite in un castello o in una dimora d’eccezione e vivete un soggiorno da nobili.',
    ),
    includedContent: [l('1 nuit pour 2 personnes', '1 noche para 2 personas', '1 nacht voor 2 personen', '1 notte per 2 persone'), l('Petit-déjeuner inclus', 'Desayuno incluido', 'Ontbijt inbegrepen', 'Colazione inclusa'), BOX_VALIDITY, BOX_DIGITAL],
  },
  {
    code: 'ESCAPE2N',
    themeId: 4,
    title: l('Deux nuits d’évasion', 'Dos noches de escapada', 'Twee nachten ertussenuit', 'Due notti di evasione'),
    description: l(
      'Deux nuits pour prendre le temps, à la mer, à la montagne ou à la campagne : c’est vous qui choisissez.',
      'Dos noches para tomarse su tiempo, en la playa, la montaña o el campo: usted elige.',
      'Twee nachten om de tijd te nemen, aan zee, in de bergen of op het platteland: u kiest.',
      'Due notti per prendersi il proprio tempo, al mare, in montagna o in campagna: scegliete voi.',
    ),
    includedContent: [l('{nights} nuits pour {people} personnes', '{nights} noches para {people} personas', '{nights} nachten voor {people} personen', '{nights} notti per {people} persone'), l('Petit-déjeuners inclus', 'Desayunos incluidos', 'Ontbijt inbegrepen', 'Colazioni incluse'), BOX_VALIDITY, BOX_DIGITAL],
  },
  {
    code: 'FAMILY',
    themeId: 39,
    title: l('Séjour en famille', 'Escapada en familia', 'Gezinsuitstap', 'Soggiorno in famiglia'),
    description: l(
      'Un séjour pensé pour les parents et les enfants, avec une activité à partager en famille.',
      'Una estancia pensada para padres e hijos, con una actividad para compartir en familia.',
      'Een verblijf voor ouders en kinderen, met een activiteit om samen te beleven.',
      'Un soggiorno pensato per genitori e figli, con un’attività da condividere in famiglia.',
    ),
    includedContent: [l('1 nuit pour 2 adultes et 2 enfants', '1 noche para 2 adultos y 2 niños', '1 nacht voor 2 volwassenen en 2 kinderen', '1 notte per 2 adulti e 2 bambini'), l('Une activité familiale', 'Una actividad familiar', 'Een gezinsactiviteit', 'Un’attività per la famiglia'), BOX_VALIDITY],
  },
];

/** Categories of physical-voucher customisations (sleeves); 'single' = radio, 'multiple' = checkboxes. */
export const SLEEVE_CATEGORIES: readonly {
  readonly code: string;
  readonly selection: 'single' | 'multiple';
  readonly name: Localized;
  readonly items: readonly { readonly code: string; readonly name: Localized; readonly priceCents: number }[];
}[] = [
  {
    code: 'sleeve',
    selection: 'single',
    name: l('Étui cadeau', 'Funda de regalo', 'Cadeauhoes', 'Custodia regalo'),
    items: [
      { code: 'classic', name: l('Étui classique', 'Funda clásica', 'Klassieke hoes', 'Custodia classica'), priceCents: 0 },
      { code: 'birthday', name: l('Joyeux anniversaire', 'Feliz cumpleaños', 'Gelukkige verjaardag', 'Buon compleanno'), priceCents: 0 },
      { code: 'love', name: l('Je t’aime', 'Te quiero', 'Ik hou van jou', 'Ti amo'), priceCents: 0 },
      { code: 'thanks', name: l('Merci', 'Gracias', 'Bedankt', 'Grazie'), priceCents: 0 },
      { code: 'christmas', name: l('Joyeux Noël', 'Feliz Navidad', 'Vrolijk kerstfeest', 'Buon Natale'), priceCents: 0 },
      { code: 'congrats', name: l('Félicitations', 'Enhorabuena', 'Gefeliciteerd', 'Congratulazioni'), priceCents: 0 },
      { code: 'premium', name: l('Coffret prestige', 'Estuche prestigio', 'Luxe geschenkdoos', 'Cofanetto prestigio'), priceCents: 490 },
    ],
  },
  {
    code: 'extras',
    selection: 'multiple',
    name: l('Petites attentions', 'Pequeños detalles', 'Kleine attenties', 'Piccoli pensieri'),
    items: [
      { code: 'card', name: l('Carte de vœux personnalisée', 'Tarjeta de felicitación personalizada', 'Gepersonaliseerde wenskaart', 'Biglietto d’auguri personalizzato'), priceCents: 150 },
      { code: 'ribbon', name: l('Ruban satiné', 'Lazo de raso', 'Satijnen lint', 'Nastro di raso'), priceCents: 100 },
      { code: 'chocolates', name: l('Ballotin de chocolats', 'Caja de bombones', 'Doosje pralines', 'Scatola di cioccolatini'), priceCents: 690 },
    ],
  },
];
