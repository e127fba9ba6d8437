import { l, type Localized } from './localized';
import { FAMILY_THEME_ID } from './themes';

/*
 * Stay offers ('weekends'): titles, headwords, programme lines, breakfasts, dinners, marketing labels, stress messages.
 * Placeholders: {city} city name, {hotel} hotel name, {nights} number of nights, {count} a number, {date} a formatted date.
 */

/** Offer titles by stay theme id. */
export const OFFER_TITLES: Readonly<Record<number, readonly Localized[]>> = {
  1: [
    l('Escapade romantique avec dîner aux chandelles', 'Escapada romántica con cena a la luz de las velas', 'Romantisch uitje met diner bij kaarslicht', 'Fuga romantica con cena a lume di candela'),
    l('Nuit en amoureux et bouteille de champagne', 'Noche en pareja con botella de cava', 'Nacht voor twee met een fles bubbels', 'Notte per innamorati con bottiglia di spumante'),
  ],
  2: [
    l('Parenthèse bien-être avec massage en duo', 'Paréntesis de bienestar con masaje en pareja', 'Wellnessmoment met duomassage', 'Pausa benessere con massaggio di coppia'),
    l('Séjour détente avec accès illimité au spa', 'Estancia relax con acceso ilimitado al spa', 'Ontspannend verblijf met onbeperkte toegang tot de spa', 'Soggiorno relax con accesso illimitato alla spa'),
  ],
  3: [
    l('Week-end gourmand et menu dégustation', 'Fin de semana gourmet con menú degustación', 'Culinair weekend met degustatiemenu', 'Weekend goloso con menù degustazione'),
    l('Escapade gourmande à {city}', 'Escapada gastronómica en {city}', 'Culinaire uitstap in {city}', 'Fuga gastronomica a {city}'),
  ],
  4: [
    l('Séjour nature et randonnée guidée', 'Estancia en plena naturaleza con ruta guiada', 'Natuurverblijf met begeleide wandeling', 'Soggiorno nella natura con escursione guidata'),
    l('Bol d’air pur aux portes de {city}', 'Aire puro a las puertas de {city}', 'Frisse lucht vlak bij {city}', 'Boccata d’aria pura alle porte di {city}'),
  ],
  5: [
    l('Escapade urbaine à {city} avec visite guidée', 'Escapada urbana a {city} con visita guiada', 'Stedentrip naar {city} met rondleiding', 'Weekend in città a {city} con visita guidata'),
    l('Week-end découverte au cœur de {city}', 'Fin de semana para descubrir el corazón de {city}', 'Ontdekkingsweekend in hartje {city}', 'Weekend alla scoperta del cuore di {city}'),
  ],
  6: [
    l('Nuit de prestige au château', 'Noche de prestigio en un castillo', 'Prestigieuze nacht in een kasteel', 'Notte di prestigio al castello'),
    l('Vie de château et dîner gastronomique', 'Vida de castillo y cena gastronómica', 'Kasteelleven en gastronomisch diner', 'Vita da castello e cena gourmet'),
  ],
  7: [
    l('Escapade œnologique avec visite de cave', 'Escapada enológica con visita a una bodega', 'Wijnuitje met bezoek aan een wijnkelder', 'Fuga enologica con visita in cantina'),
    l('Dégustation de grands crus et nuit dans les vignes', 'Cata de grandes vinos y noche entre viñedos', 'Proeverij van topwijnen en een nacht tussen de wijnranken', 'Degustazione di grandi vini e notte tra i vigneti'),
  ],
  8: [
    l('Séjour iodé face à la mer', 'Estancia frente al mar', 'Verblijf met uitzicht op zee', 'Soggiorno vista mare'),
    l('Week-end les pieds dans l’eau à {city}', 'Fin de semana junto al mar en {city}', 'Weekend aan het water in {city}', 'Weekend sul mare a {city}'),
  ],
  9: [
    l('Bouffée d’oxygène à la montagne', 'Una bocanada de aire en la montaña', 'Even op adem komen in de bergen', 'Una boccata d’ossigeno in montagna'),
    l('Chalet cosy et randonnée en altitude', 'Refugio acogedor y ruta de alta montaña', 'Knus chalet en een wandeling hoog in de bergen', 'Chalet accogliente ed escursione in quota'),
  ],
  10: [
    l('Week-end sensations et activités outdoor', 'Fin de semana de emociones y actividades al aire libre', 'Weekend vol spanning en buitenactiviteiten', 'Weekend adrenalinico con attività all’aperto'),
    l('Aventure en pleine nature près de {city}', 'Aventura en plena naturaleza cerca de {city}', 'Avontuur in de natuur bij {city}', 'Avventura nella natura vicino a {city}'),
  ],
  11: [
    l('Séjour culturel avec entrée au musée', 'Escapada cultural con entrada al museo', 'Cultureel verblijf met museumbezoek', 'Soggiorno culturale con ingresso al museo'),
    l('Patrimoine et histoire de {city}', 'Patrimonio e historia de {city}', 'Erfgoed en geschiedenis van {city}', 'Patrimonio e storia di {city}'),
  ],
  12: [
    l('Nuit insolite dans une cabane perchée', 'Noche insólita en una cabaña en los árboles', 'Bijzondere nacht in een boomhut', 'Notte insolita in una casa sull’albero'),
    l('Nuit à la belle étoile dans une bulle', 'Noche bajo las estrellas en una burbuja', 'Slapen onder de sterren in een bubbel', 'Notte sotto le stelle in una bolla'),
  ],
  13: [
    l('Séjour ski avec forfait inclus', 'Estancia de esquí con forfait incluido', 'Skiverblijf met skipas inbegrepen', 'Soggiorno sulla neve con skipass incluso'),
    l('Glisse et détente au pied des pistes', 'Esquí y relax a pie de pista', 'Skiën en ontspannen aan de voet van de piste', 'Sci e relax ai piedi delle piste'),
  ],
  14: [
    l('Escapade golf avec green fee inclus', 'Escapada de golf con green fee incluido', 'Golfuitje met greenfee inbegrepen', 'Fuga golfistica con green fee incluso'),
    l('Swing et détente au bord du green', 'Swing y relax junto al green', 'Swingen en ontspannen aan de rand van de green', 'Swing e relax a bordo green'),
  ],
  15: [
    l('Séjour avec votre compagnon à quatre pattes', 'Estancia con su compañero de cuatro patas', 'Verblijf met uw viervoeter', 'Soggiorno con il vostro amico a quattro zampe'),
    l('Week-end nature avec votre chien', 'Fin de semana en la naturaleza con su perro', 'Natuurweekend met uw hond', 'Weekend nella natura con il vostro cane'),
  ],
  16: [
    l('Escapade à vélo avec location incluse', 'Escapada en bicicleta con alquiler incluido', 'Fietsuitje met fietshuur inbegrepen', 'Fuga in bici con noleggio incluso'),
    l('Balade à vélo autour de {city}', 'Ruta en bicicleta por los alrededores de {city}', 'Fietstocht rond {city}', 'Giro in bici nei dintorni di {city}'),
  ],
  [FAMILY_THEME_ID]: [
    l('Séjour en famille avec activité pour les enfants', 'Estancia en familia con actividad para los niños', 'Gezinsverblijf met activiteit voor de kinderen', 'Soggiorno in famiglia con attività per i bambini'),
    l('Vacances en tribu à {city}', 'Vacaciones en familia en {city}', 'Op vakantie met het hele gezin in {city}', 'Vacanza con tutta la famiglia a {city}'),
  ],
};

/** Headwords (short selling points on cards) by stay theme id. */
export const OFFER_HEADWORDS: Readonly<Record<number, readonly Localized[]>> = {
  1: [l('Dîner aux chandelles', 'Cena a la luz de las velas', 'Diner bij kaarslicht', 'Cena a lume di candela'), l('Champagne en chambre', 'Cava en la habitación', 'Bubbels op de kamer', 'Bollicine in camera'), l('Départ tardif', 'Salida tardía', 'Laat uitchecken', 'Check-out posticipato')],
  2: [l('Massage de 50 min', 'Masaje de 50 min', 'Massage van 50 min', 'Massaggio di 50 min'), l('Accès au spa', 'Acceso al spa', 'Toegang tot de spa', 'Accesso alla spa'), l('Peignoirs fournis', 'Albornoces incluidos', 'Badjassen voorzien', 'Accappatoi forniti')],
  3: [l('Menu dégustation', 'Menú degustación', 'Degustatiemenu', 'Menù degustazione'), l('Accord mets et vins', 'Maridaje de vinos', 'Bijpassende wijnen', 'Abbinamento cibo-vino'), l('Table du chef', 'Mesa del chef', 'Aan tafel bij de chef', 'Tavolo dello chef')],
  4: [l('Randonnée guidée', 'Ruta guiada', 'Begeleide wandeling', 'Escursione guidata'), l('Pique-nique du terroir', 'Pícnic con productos locales', 'Picknick met streekproducten', 'Picnic con prodotti locali'), l('Calme absolu', 'Calma absoluta', 'Absolute rust', 'Calma assoluta')],
  5: [l('Visite guidée', 'Visita guiada', 'Rondleiding', 'Visita guidata'), l('Centre-ville à pied', 'Centro a pie', 'Centrum te voet', 'Centro a piedi'), l('Pass transports', 'Abono de transporte', 'Vervoerspas', 'Abbonamento ai mezzi')],
  6: [l('Nuit dans un château', 'Noche en un castillo', 'Nacht in een kasteel', 'Notte in un castello'), l('Parc de 10 hectares', 'Parque de 10 hectáreas', 'Park van 10 hectare', 'Parco di 10 ettari'), l('Visite privée', 'Visita privada', 'Privérondleiding', 'Visita privata')],
  7: [l('Visite de cave', 'Visita a la bodega', 'Bezoek aan een wijnkelder', 'Visita in cantina'), l('Dégustation de 4 vins', 'Cata de 4 vinos', 'Proeverij van 4 wijnen', 'Degustazione di 4 vini'), l('Bouteille offerte', 'Botella de regalo', 'Fles cadeau', 'Bottiglia in omaggio')],
  8: [l('Vue sur la mer', 'Vistas al mar', 'Zeezicht', 'Vista mare'), l('Plage à 100 m', 'Playa a 100 m', 'Strand op 100 m', 'Spiaggia a 100 m'), l('Apéritif au coucher du soleil', 'Aperitivo al atardecer', 'Aperitief bij zonsondergang', 'Aperitivo al tramonto')],
  9: [l('Vue sur les sommets', 'Vistas a las cumbres', 'Uitzicht op de bergtoppen', 'Vista sulle vette'), l('Randonnée en altitude', 'Ruta de alta montaña', 'Wandeling in de hoogte', 'Escursione in quota'), l('Fondue savoyarde', 'Fondue de queso', 'Kaasfondue', 'Fonduta di formaggio')],
  10: [l('Activité sensations', 'Actividad de aventura', 'Spannende activiteit', 'Attività adrenalinica'), l('Encadrement par un moniteur', 'Acompañamiento de un monitor', 'Begeleiding door een instructeur', 'Con istruttore qualificato'), l('Matériel fourni', 'Material incluido', 'Materiaal voorzien', 'Attrezzatura inclusa')],
  11: [l('Entrée au musée', 'Entrada al museo', 'Museumticket', 'Ingresso al museo'), l('Audioguide', 'Audioguía', 'Audiogids', 'Audioguida'), l('Patrimoine classé', 'Patrimonio protegido', 'Beschermd erfgoed', 'Patrimonio tutelato')],
  12: [l('Nuit perchée', 'Noche en las alturas', 'Slapen tussen de boomtoppen', 'Notte tra gli alberi'), l('Petit-déjeuner en panier', 'Desayuno en cesta', 'Ontbijtmand', 'Colazione nel cestino'), l('Ciel étoilé', 'Cielo estrellado', 'Sterrenhemel', 'Cielo stellato')],
  13: [l('Forfait ski inclus', 'Forfait incluido', 'Skipas inbegrepen', 'Skipass incluso'), l('Skis aux pieds', 'Esquís en los pies', 'Direct aan de piste', 'Sci ai piedi'), l('Casier à skis', 'Guardaesquís', 'Skikluis', 'Armadietto per sci')],
  14: [l('Green fee inclus', 'Green fee incluido', 'Greenfee inbegrepen', 'Green fee incluso'), l('Parcours 18 trous', 'Recorrido de 18 hoyos', '18-holesbaan', 'Percorso a 18 buche'), l('Practice gratuit', 'Campo de prácticas gratuito', 'Gratis oefenbaan', 'Campo pratica gratuito')],
  15: [l('Animal accepté', 'Mascota admitida', 'Huisdier welkom', 'Animale ammesso'), l('Panier et gamelle fournis', 'Cama y comedero incluidos', 'Mand en etensbak voorzien', 'Cuccia e ciotola fornite'), l('Balades à proximité', 'Paseos en los alrededores', 'Wandelingen in de buurt', 'Passeggiate nei dintorni')],
  16: [l('Location de vélos', 'Alquiler de bicicletas', 'Fietsverhuur', 'Noleggio bici'), l('Itinéraire conseillé', 'Ruta recomendada', 'Aanbevolen route', 'Itinerario consigliato'), l('Local à vélos sécurisé', 'Aparcabicis seguro', 'Beveiligde fietsenstalling', 'Deposito bici sicuro')],
  [FAMILY_THEME_ID]: [l('Chambre familiale', 'Habitación familiar', 'Familiekamer', 'Camera familiare'), l('Activité enfants', 'Actividad para niños', 'Activiteit voor kinderen', 'Attività per bambini'), l('Lit bébé offert', 'Cuna gratuita', 'Gratis babybedje', 'Culla gratuita')],
};

export interface Schedule {
  /** 'HH:MM' */
  readonly from: string;
  readonly to: string;
  /** ISO weekdays, 1 = Monday; absent = every day. */
  readonly days?: readonly number[];
}

export interface ActivityLineText {
  /** Stable activity id, shared with ACTIVITY_TAGS (the search 'tags' facet). */
  readonly activityId: number;
  readonly themeIds: readonly number[];
  readonly icon: string;
  readonly title: Localized;
  readonly detailList: readonly Localized[];
  /** minutes */
  readonly duration: number;
  readonly where: Localized;
  readonly whyList: readonly Localized[];
  readonly mustKnowList: readonly Localized[];
  readonly schedules: readonly Schedule[];
  readonly how: Localized;
  readonly participantsLabel: Localized;
}

const PAX_TWO = l('Pour 2 personnes', 'Para 2 personas', 'Voor 2 personen', 'Per 2 persone');
const PAX_ALL = l('Pour tous les voyageurs', 'Para todos los viajeros', 'Voor alle reizigers', 'Per tutti i viaggiatori');
const BOOK_AT_RECEPTION = l(
  'Réservez votre créneau auprès de la réception dès votre arrivée.',
  'Reserve su horario en recepción a su llegada.',
  'Reserveer uw tijdslot bij de receptie zodra u aankomt.',
  'Prenotate il vostro orario alla reception al vostro arrivo.',
);
const CHOSEN_AT_BOOKING = l(
  'Vous choisissez la date de l’activité lors de la réservation.',
  'Elige la fecha de la actividad al hacer la reserva.',
  'U kiest de datum van de activiteit bij het boeken.',
  'Scegliete la data dell’attività al momento della prenotazione.',
);

/** Activities that go into stay programmes. */
export const ACTIVITY_LINES: readonly ActivityLineText[] = [
  {
    activityId: 501, themeIds: [2, 1], icon: 'spa', duration: 50,
    title: l('Massage relaxant en duo', 'Masaje relajante en pareja', 'Ontspannende duomassage', 'Massaggio rilassante di coppia'),
    detailList: [l('Massage de 50 minutes aux huiles essentielles', 'Masaje de 50 minutos con aceites esenciales', 'Massage van 50 minuten met etherische oliën', 'Massaggio di 50 minuti con oli essenziali'), l('Tisane et douceurs après le soin', 'Infusión y dulces después del tratamiento', 'Kruidenthee en lekkernijen na de behandeling', 'Tisana e dolcetti dopo il trattamento')],
    where: l('Au spa de l’hôtel', 'En el spa del hotel', 'In de spa van het hotel', 'Nella spa dell’hotel'),
    whyList: [l('Un vrai moment de lâcher-prise à deux', 'Un auténtico momento de desconexión en pareja', 'Samen echt even loslaten', 'Un vero momento di relax in due'), l('Des praticiennes expérimentées', 'Terapeutas con experiencia', 'Ervaren therapeuten', 'Operatrici esperte')],
    mustKnowList: [l('Déconseillé aux femmes enceintes', 'Desaconsejado para embarazadas', 'Afgeraden voor zwangere vrouwen', 'Sconsigliato alle donne in gravidanza'), l('Présentez-vous 10 minutes avant le soin', 'Preséntese 10 minutos antes del tratamiento', 'Wees 10 minuten voor de behandeling aanwezig', 'Presentatevi 10 minuti prima del trattamento')],
    schedules: [{ from: '10:00', to: '19:00' }], how: BOOK_AT_RECEPTION, participantsLabel: PAX_TWO,
  },
  {
    activityId: 502, themeIds: [2], icon: 'steam', duration: 120,
    title: l('Accès à l’espace bien-être', 'Acceso a la zona de bienestar', 'Toegang tot de wellnessruimte', 'Accesso all’area benessere'),
    detailList: [l('Piscine chauffée, sauna et hammam', 'Piscina climatizada, sauna y baño turco', 'Verwarmd zwembad, sauna en hamam', 'Piscina riscaldata, sauna e bagno turco'), l('Peignoirs et serviettes fournis', 'Albornoces y toallas incluidos', 'Badjassen en handdoeken voorzien', 'Accappatoi e asciugamani forniti')],
    where: l('Au spa de l’hôtel', 'En el spa del hotel', 'In de spa van het hotel', 'Nella spa dell’hotel'),
    whyList: [l('Idéal pour se ressourcer', 'Ideal para recargar energías', 'Ideaal om op te laden', 'Ideale per ricaricarsi')],
    mustKnowList: [l('Maillot de bain obligatoire', 'Bañador obligatorio', 'Badkleding verplicht', 'Costume da bagno obbligatorio'), l('Accès à partir de 16 ans', 'Acceso a partir de 16 años', 'Toegang vanaf 16 jaar', 'Accesso dai 16 anni')],
    schedules: [{ from: '09:00', to: '20:00' }], how: BOOK_AT_RECEPTION, participantsLabel: PAX_ALL,
  },
  {
    activityId: 503, themeIds: [7, 3], icon: 'wine', duration: 90,
    title: l('Visite de cave et dégustation', 'Visita a una bodega con cata', 'Bezoek aan een wijnkelder met proeverij', 'Visita in cantina con degustazione'),
    detailList: [l('Visite commentée des chais', 'Visita guiada de la bodega', 'Rondleiding door de wijnkelders', 'Visita guidata della cantina'), l('Dégustation de 4 vins du domaine', 'Cata de 4 vinos de la casa', 'Proeverij van 4 wijnen van het domein', 'Degustazione di 4 vini della tenuta')],
    where: l('Dans un domaine viticole à moins de 20 km', 'En una bodega a menos de 20 km', 'Op een wijndomein op minder dan 20 km', 'In una cantina a meno di 20 km'),
    whyList: [l('Rencontrer un vigneron passionné', 'Conocer a un viticultor apasionado', 'Een gepassioneerde wijnboer ontmoeten', 'Incontrare un vignaiolo appassionato'), l('Repartir avec ses coups de cœur', 'Llevarse sus vinos favoritos', 'Uw favoriete wijnen meenemen', 'Portare a casa i vini preferiti')],
    mustKnowList: [l('L’abus d’alcool est dangereux pour la santé', 'El consumo excesivo de alcohol es perjudicial para la salud', 'Overmatig alcoholgebruik is schadelijk voor de gezondheid', 'L’abuso di alcol nuoce alla salute'), l('Réservé aux adultes', 'Solo para adultos', 'Alleen voor volwassenen', 'Riservato agli adulti')],
    schedules: [{ from: '10:00', to: '12:00', days: [2, 3, 4, 5, 6] }, { from: '14:30', to: '18:00', days: [2, 3, 4, 5, 6] }], how: CHOSEN_AT_BOOKING, participantsLabel: PAX_TWO,
  },
  {
    activityId: 504, themeIds: [3], icon: 'chef-hat', duration: 180,
    title: l('Cours de cuisine avec le chef', 'Clase de cocina con el chef', 'Kookworkshop met de chef', 'Corso di cucina con lo chef'),
    detailList: [l('Préparation d’un menu complet', 'Preparación de un menú completo', 'Bereiding van een volledig menu', 'Preparazione di un menù completo'), l('Dégustation de vos plats', 'Degustación de sus platos', 'Proeven van uw gerechten', 'Degustazione dei vostri piatti'), l('Tablier et recettes offerts', 'Delantal y recetas de regalo', 'Schort en recepten cadeau', 'Grembiule e ricette in omaggio')],
    where: l('Dans les cuisines du restaurant', 'En la cocina del restaurante', 'In de keuken van het restaurant', 'Nella cucina del ristorante'),
    whyList: [l('Apprendre les secrets d’un chef', 'Aprender los secretos de un chef', 'De geheimen van een chef leren', 'Imparare i segreti di uno chef'), l('Des produits frais du marché', 'Productos frescos del mercado', 'Verse producten van de markt', 'Prodotti freschi del mercato')],
    mustKnowList: [l('Signalez vos allergies à l’avance', 'Indique sus alergias con antelación', 'Meld uw allergieën op voorhand', 'Segnalate in anticipo eventuali allergie')],
    schedules: [{ from: '09:30', to: '12:30', days: [6] }], how: CHOSEN_AT_BOOKING, participantsLabel: PAX_TWO,
  },
  {
    activityId: 505, themeIds: [4, 9, 10], icon: 'hiking', duration: 180,
    title: l('Randonnée accompagnée', 'Ruta de senderismo guiada', 'Begeleide wandeling', 'Escursione accompagnata'),
    detailList: [l('Balade de 8 km avec un guide local', 'Ruta de 8 km con un guía local', 'Wandeling van 8 km met een lokale gids', 'Passeggiata di 8 km con una guida locale'), l('Pause gourmande à mi-parcours', 'Pausa para picar algo a mitad de camino', 'Lekkere pauze halverwege', 'Pausa golosa a metà percorso')],
    where: l('Départ devant l’hôtel', 'Salida desde el hotel', 'Vertrek aan het hotel', 'Partenza davanti all’hotel'),
    whyList: [l('Des panoramas à couper le souffle', 'Paisajes impresionantes', 'Adembenemende uitzichten', 'Panorami mozzafiato'), l('Faune et flore expliquées par un passionné', 'Fauna y flora explicadas por un apasionado', 'Uitleg over flora en fauna door een kenner', 'Flora e fauna spiegate da un appassionato')],
    mustKnowList: [l('Prévoyez de bonnes chaussures de marche', 'Lleve calzado de montaña adecuado', 'Draag goede wandelschoenen', 'Portate scarpe da trekking'), l('Annulé en cas de mauvais temps', 'Se cancela en caso de mal tiempo', 'Geannuleerd bij slecht weer', 'Annullata in caso di maltempo')],
    schedules: [{ from: '09:00', to: '12:00' }], how: BOOK_AT_RECEPTION, participantsLabel: PAX_ALL,
  },
  {
    activityId: 506, themeIds: [16, 4], icon: 'bike', duration: 240,
    title: l('Location de vélos électriques', 'Alquiler de bicicletas eléctricas', 'Huur van elektrische fietsen', 'Noleggio di bici elettriche'),
    detailList: [l('Vélos électriques pour une demi-journée', 'Bicicletas eléctricas durante medio día', 'Elektrische fietsen voor een halve dag', 'Bici elettriche per mezza giornata'), l('Casques et carte des itinéraires', 'Cascos y mapa de rutas', 'Helmen en routekaart', 'Caschi e mappa degli itinerari')],
    where: l('À la réception de l’hôtel', 'En la recepción del hotel', 'Aan de receptie van het hotel', 'Alla reception dell’hotel'),
    whyList: [l('Découvrir la région sans effort', 'Descubrir la zona sin esfuerzo', 'De streek moeiteloos ontdekken', 'Scoprire la zona senza fatica')],
    mustKnowList: [l('À partir de 14 ans', 'A partir de 14 años', 'Vanaf 14 jaar', 'Dai 14 anni')],
    schedules: [{ from: '09:00', to: '13:00' }, { from: '14:00', to: '18:00' }], how: BOOK_AT_RECEPTION, participantsLabel: PAX_TWO,
  },
  {
    activityId: 507, themeIds: [11, 5], icon: 'museum', duration: 120,
    title: l('Visite guidée de la vieille ville', 'Visita guiada por el casco antiguo', 'Rondleiding door de oude stad', 'Visita guidata del centro storico'),
    detailList: [l('Parcours de 2 heures avec un guide conférencier', 'Recorrido de 2 horas con un guía oficial', 'Wandeling van 2 uur met een erkende gids', 'Percorso di 2 ore con una guida abilitata'), l('Anecdotes et lieux secrets', 'Anécdotas y rincones secretos', 'Anekdotes en verborgen plekjes', 'Aneddoti e luoghi segreti')],
    where: l('Départ à l’office de tourisme', 'Salida desde la oficina de turismo', 'Vertrek aan de toeristische dienst', 'Partenza dall’ufficio del turismo'),
    whyList: [l('Comprendre l’histoire de la ville', 'Entender la historia de la ciudad', 'De geschiedenis van de stad begrijpen', 'Capire la storia della città')],
    mustKnowList: [l('Visite en langue locale', 'Visita en el idioma local', 'Rondleiding in de plaatselijke taal', 'Visita in lingua locale')],
    schedules: [{ from: '10:30', to: '12:30' }, { from: '15:00', to: '17:00' }], how: CHOSEN_AT_BOOKING, participantsLabel: PAX_ALL,
  },
  {
    activityId: 508, themeIds: [11], icon: 'ticket', duration: 150,
    title: l('Entrée au musée', 'Entrada al museo', 'Toegang tot het museum', 'Ingresso al museo'),
    detailList: [l('Billet coupe-file', 'Entrada sin colas', 'Ticket zonder wachtrij', 'Biglietto salta fila'), l('Audioguide inclus', 'Audioguía incluida', 'Audiogids inbegrepen', 'Audioguida inclusa')],
    where: l('Au musée principal de la ville', 'En el museo principal de la ciudad', 'In het belangrijkste museum van de stad', 'Nel museo principale della città'),
    whyList: [l('Des collections de renommée internationale', 'Colecciones de fama internacional', 'Collecties van internationale faam', 'Collezioni di fama internazionale')],
    mustKnowList: [l('Fermé le lundi', 'Cerrado los lunes', 'Gesloten op maandag', 'Chiuso il lunedì')],
    schedules: [{ from: '09:30', to: '18:00', days: [2, 3, 4, 5, 6, 7] }], how: CHOSEN_AT_BOOKING, participantsLabel: PAX_ALL,
  },
  {
    activityId: 509, themeIds: [10, 4], icon: 'kayak', duration: 120,
    title: l('Descente en canoë', 'Descenso en canoa', 'Kanotocht', 'Discesa in canoa'),
    detailList: [l('Parcours de 10 km sur la rivière', 'Recorrido de 10 km por el río', 'Tocht van 10 km op de rivier', 'Percorso di 10 km sul fiume'), l('Gilets et bidons étanches fournis', 'Chalecos y bidones estancos incluidos', 'Zwemvesten en waterdichte tonnen voorzien', 'Giubbotti e bidoni stagni forniti')],
    where: l('À la base nautique, à 15 minutes', 'En la base náutica, a 15 minutos', 'Aan de watersportbasis, op 15 minuten', 'Alla base nautica, a 15 minuti'),
    whyList: [l('Au fil de l’eau, en pleine nature', 'Río abajo, en plena naturaleza', 'Met de stroom mee, midden in de natuur', 'Lungo il fiume, in piena natura')],
    mustKnowList: [l('Savoir nager', 'Saber nadar', 'Kunnen zwemmen', 'Saper nuotare'), l('D’avril à octobre', 'De abril a octubre', 'Van april tot oktober', 'Da aprile a ottobre')],
    schedules: [{ from: '10:00', to: '12:00' }, { from: '14:00', to: '16:00' }], how: CHOSEN_AT_BOOKING, participantsLabel: PAX_ALL,
  },
  {
    activityId: 510, themeIds: [10, FAMILY_THEME_ID], icon: 'tree', duration: 150,
    title: l('Parcours dans les arbres', 'Circuito de aventura en los árboles', 'Klimparcours in de bomen', 'Percorso avventura tra gli alberi'),
    detailList: [l('Accès à tous les parcours adaptés à votre âge', 'Acceso a todos los circuitos según la edad', 'Toegang tot alle parcours voor uw leeftijd', 'Accesso a tutti i percorsi adatti all’età'), l('Briefing de sécurité', 'Charla de seguridad', 'Veiligheidsbriefing', 'Briefing di sicurezza')],
    where: l('Au parc aventure voisin', 'En el parque de aventura cercano', 'In het klimpark in de buurt', 'Nel parco avventura vicino'),
    whyList: [l('Des sensations pour petits et grands', 'Emociones para pequeños y mayores', 'Spanning voor groot en klein', 'Emozioni per grandi e piccini')],
    mustKnowList: [l('À partir de 6 ans', 'A partir de 6 años', 'Vanaf 6 jaar', 'Dai 6 anni'), l('Tenue de sport conseillée', 'Se recomienda ropa deportiva', 'Sportieve kledij aanbevolen', 'Consigliato abbigliamento sportivo')],
    schedules: [{ from: '10:00', to: '18:00' }], how: CHOSEN_AT_BOOKING, participantsLabel: PAX_ALL,
  },
  {
    activityId: 511, themeIds: [8, 10], icon: 'paddle', duration: 90,
    title: l('Initiation au paddle', 'Iniciación al pádel surf', 'Initiatie suppen', 'Lezione di sup'),
    detailList: [l('Cours avec un moniteur diplômé', 'Clase con un monitor titulado', 'Les met een gediplomeerde instructeur', 'Lezione con un istruttore qualificato'), l('Planche et combinaison fournies', 'Tabla y neopreno incluidos', 'Board en wetsuit voorzien', 'Tavola e muta fornite')],
    where: l('Sur la plage, à 5 minutes à pied', 'En la playa, a 5 minutos a pie', 'Op het strand, op 5 minuten wandelen', 'Sulla spiaggia, a 5 minuti a piedi'),
    whyList: [l('Glisser sur l’eau en toute sérénité', 'Deslizarse por el agua con total tranquilidad', 'Rustig over het water glijden', 'Scivolare sull’acqua in tutta tranquillità')],
    mustKnowList: [l('Savoir nager', 'Saber nadar', 'Kunnen zwemmen', 'Saper nuotare'), l('Selon la météo', 'Según las condiciones meteorológicas', 'Afhankelijk van het weer', 'In base al meteo')],
    schedules: [{ from: '09:30', to: '11:00' }, { from: '16:00', to: '17:30' }], how: CHOSEN_AT_BOOKING, participantsLabel: PAX_TWO,
  },
  {
    activityId: 512, themeIds: [13, 9], icon: 'ski', duration: 480,
    title: l('Forfait remontées mécaniques', 'Forfait de remontes', 'Skipas', 'Skipass'),
    detailList: [l('Forfait journée pour tout le domaine', 'Forfait de un día para toda la estación', 'Dagpas voor het hele skigebied', 'Skipass giornaliero per tutto il comprensorio')],
    where: l('Aux caisses de la station', 'En las taquillas de la estación', 'Aan de kassa’s van het skigebied', 'Alle casse della stazione'),
    whyList: [l('Des kilomètres de pistes pour tous les niveaux', 'Kilómetros de pistas para todos los niveles', 'Kilometers pistes voor elk niveau', 'Chilometri di piste per tutti i livelli')],
    mustKnowList: [l('Selon l’ouverture des pistes', 'Según la apertura de las pistas', 'Afhankelijk van de opening van de pistes', 'In base all’apertura delle piste')],
    schedules: [{ from: '08:45', to: '16:45' }], how: CHOSEN_AT_BOOKING, participantsLabel: PAX_ALL,
  },
  {
    activityId: 513, themeIds: [1, 12], icon: 'champagne', duration: 30,
    title: l('Bouteille de champagne en chambre', 'Botella de cava en la habitación', 'Fles bubbels op de kamer', 'Bottiglia di spumante in camera'),
    detailList: [l('Servie fraîche à votre arrivée', 'Servida fría a su llegada', 'Koel geserveerd bij aankomst', 'Servita fresca al vostro arrivo')],
    where: l('Dans votre chambre', 'En su habitación', 'Op uw kamer', 'Nella vostra camera'),
    whyList: [l('Pour trinquer à deux', 'Para brindar en pareja', 'Om samen te klinken', 'Per brindare in due')],
    mustKnowList: [l('L’abus d’alcool est dangereux pour la santé', 'El consumo excesivo de alcohol es perjudicial para la salud', 'Overmatig alcoholgebruik is schadelijk voor de gezondheid', 'L’abuso di alcol nuoce alla salute')],
    schedules: [{ from: '15:00', to: '22:00' }], how: BOOK_AT_RECEPTION, participantsLabel: PAX_TWO,
  },
  {
    activityId: 514, themeIds: [14], icon: 'golf', duration: 240,
    title: l('Green fee 18 trous', 'Green fee de 18 hoyos', 'Greenfee voor 18 holes', 'Green fee 18 buche'),
    detailList: [l('Parcours de 18 trous', 'Recorrido de 18 hoyos', 'Baan met 18 holes', 'Percorso a 18 buche'), l('Seau de balles au practice', 'Cubo de bolas en el campo de prácticas', 'Emmer ballen op de driving range', 'Cesto di palline al campo pratica')],
    where: l('Au golf partenaire, à 10 minutes', 'En el club de golf colaborador, a 10 minutos', 'Op de partnergolfbaan, op 10 minuten', 'Al golf convenzionato, a 10 minuti'),
    whyList: [l('Un parcours réputé dans un cadre exceptionnel', 'Un recorrido reconocido en un entorno excepcional', 'Een gerenommeerde baan in een uitzonderlijk kader', 'Un percorso rinomato in un contesto eccezionale')],
    mustKnowList: [l('Handicap ou carte verte exigé', 'Se exige hándicap o licencia', 'Handicap of golfvaardigheidsbewijs vereist', 'Richiesto handicap o tessera')],
    schedules: [{ from: '08:00', to: '17:00' }], how: CHOSEN_AT_BOOKING, participantsLabel: PAX_TWO,
  },
  {
    activityId: 515, themeIds: [FAMILY_THEME_ID], icon: 'ticket', duration: 360,
    title: l('Entrée au parc de loisirs', 'Entrada al parque de ocio', 'Toegang tot het pretpark', 'Ingresso al parco divertimenti'),
    detailList: [l('Billets pour toute la famille', 'Entradas para toda la familia', 'Tickets voor het hele gezin', 'Biglietti per tutta la famiglia'), l('Accès à toutes les attractions', 'Acceso a todas las atracciones', 'Toegang tot alle attracties', 'Accesso a tutte le attrazioni')],
    where: l('À 20 minutes en voiture', 'A 20 minutos en coche', 'Op 20 minuten met de auto', 'A 20 minuti in auto'),
    whyList: [l('Des souvenirs plein la tête pour les enfants', 'Recuerdos inolvidables para los niños', 'Onvergetelijke herinneringen voor de kinderen', 'Ricordi indimenticabili per i bambini')],
    mustKnowList: [l('Gratuit pour les moins de 3 ans', 'Gratis para menores de 3 años', 'Gratis voor kinderen jonger dan 3 jaar', 'Gratuito sotto i 3 anni')],
    schedules: [{ from: '10:00', to: '18:00' }], how: CHOSEN_AT_BOOKING, participantsLabel: PAX_ALL,
  },
];

/** Activity tags of the search 'activities' facet, grouped; ids match ACTIVITY_LINES' activityId. */
export const ACTIVITY_TAG_GROUPS: readonly { readonly code: string; readonly label: Localized; readonly activityIds: readonly number[] }[] = [
  { code: 'wellness', label: l('Bien-être', 'Bienestar', 'Wellness', 'Benessere'), activityIds: [501, 502] },
  { code: 'food_wine', label: l('Gastronomie & vins', 'Gastronomía y vinos', 'Gastronomie & wijn', 'Gastronomia e vini'), activityIds: [503, 504, 513] },
  { code: 'outdoor', label: l('Sport & nature', 'Deporte y naturaleza', 'Sport & natuur', 'Sport e natura'), activityIds: [505, 506, 509, 510, 511, 512, 514] },
  { code: 'culture', label: l('Culture & loisirs', 'Cultura y ocio', 'Cultuur & vrije tijd', 'Cultura e tempo libero'), activityIds: [507, 508, 515] },
];

export type BreakfastType = 'continental' | 'buffet' | 'room_service';

export const BREAKFASTS: readonly { readonly type: BreakfastType; readonly title: Localized; readonly detailList: readonly Localized[]; readonly mustKnowList: readonly Localized[] }[] = [
  {
    type: 'continental',
    title: l('Petit-déjeuner continental', 'Desayuno continental', 'Continentaal ontbijt', 'Colazione continentale'),
    detailList: [l('Viennoiseries et pain frais', 'Bollería y pan recién hecho', 'Koffiekoeken en vers brood', 'Cornetti e pane fresco'), l('Confitures maison', 'Mermeladas caseras', 'Huisgemaakte confituur', 'Marmellate fatte in casa'), l('Boissons chaudes et jus d’orange pressé', 'Bebidas calientes y zumo de naranja natural', 'Warme dranken en vers geperst sinaasappelsap', 'Bevande calde e spremuta d’arancia')],
    mustKnowList: [l('Servi en salle', 'Servido en el comedor', 'Geserveerd in de ontbijtzaal', 'Servita in sala')],
  },
  {
    type: 'buffet',
    title: l('Petit-déjeuner buffet', 'Desayuno bufé', 'Ontbijtbuffet', 'Colazione a buffet'),
    detailList: [l('Buffet sucré et salé', 'Bufé dulce y salado', 'Zoet en hartig buffet', 'Buffet dolce e salato'), l('Œufs préparés à la demande', 'Huevos preparados al momento', 'Eieren naar wens bereid', 'Uova preparate al momento'), l('Fromages et charcuteries de la région', 'Quesos y embutidos de la zona', 'Kazen en vleeswaren uit de streek', 'Formaggi e salumi del territorio'), l('Fruits frais et yaourts', 'Fruta fresca y yogures', 'Vers fruit en yoghurt', 'Frutta fresca e yogurt')],
    mustKnowList: [l('Options sans gluten sur demande', 'Opciones sin gluten bajo petición', 'Glutenvrije opties op aanvraag', 'Opzioni senza glutine su richiesta')],
  },
  {
    type: 'room_service',
    title: l('Petit-déjeuner servi en chambre', 'Desayuno servido en la habitación', 'Ontbijt op de kamer', 'Colazione servita in camera'),
    detailList: [l('Plateau gourmand livré à l’heure choisie', 'Bandeja gourmet a la hora elegida', 'Lekker ontbijtplateau op het gekozen uur', 'Vassoio goloso all’ora scelta'), l('Boissons chaudes et jus de fruits', 'Bebidas calientes y zumos', 'Warme dranken en vruchtensap', 'Bevande calde e succhi di frutta')],
    mustKnowList: [l('À commander la veille avant 22h', 'Pedir la víspera antes de las 22:00', 'Bestellen de avond voordien vóór 22 uur', 'Da ordinare la sera prima entro le 22')],
  },
];

export type DinnerType = 'gastronomic' | 'regional' | 'half_board';

export const DINNERS: readonly { readonly type: DinnerType; readonly title: Localized; readonly menus: readonly (readonly Localized[])[]; readonly mustKnowList: readonly Localized[] }[] = [
  {
    type: 'gastronomic',
    title: l('Dîner gastronomique (hors boissons)', 'Cena gastronómica (bebidas no incluidas)', 'Gastronomisch diner (exclusief dranken)', 'Cena gourmet (bevande escluse)'),
    menus: [
      [l('Amuse-bouche du chef', 'Aperitivo del chef', 'Amuse-bouche van de chef', 'Entrée dello chef'), l('Saint-Jacques snackées, purée de céleri', 'Vieiras a la plancha con puré de apio', 'Gebakken sint-jakobsschelpen met selderijpuree', 'Capesante scottate con purea di sedano'), l('Filet de bœuf, jus corsé et légumes de saison', 'Solomillo de ternera con su jugo y verduras de temporada', 'Runderfilet met krachtige jus en seizoensgroenten', 'Filetto di manzo con fondo bruno e verdure di stagione'), l('Soufflé au Grand Marnier', 'Suflé al Grand Marnier', 'Soufflé met Grand Marnier', 'Soufflé al Grand Marnier')],
      [l('Velouté de châtaignes', 'Crema de castañas', 'Kastanjesoep', 'Vellutata di castagne'), l('Dos de cabillaud, beurre blanc', 'Lomo de bacalao con salsa de mantequilla', 'Kabeljauwhaasje met beurre blanc', 'Trancio di merluzzo al burro bianco'), l('Assiette de fromages affinés', 'Selección de quesos curados', 'Bord met gerijpte kazen', 'Selezione di formaggi stagionati'), l('Tarte fine aux pommes', 'Tarta fina de manzana', 'Dunne appeltaart', 'Sfoglia di mele')],
    ],
    mustKnowList: [l('Tenue correcte exigée', 'Se requiere vestimenta adecuada', 'Nette kledij vereist', 'Richiesto abbigliamento adeguato'), l('Servi de 19h30 à 21h30', 'Servida de 19:30 a 21:30', 'Geserveerd van 19.30 tot 21.30 uur', 'Servita dalle 19:30 alle 21:30')],
  },
  {
    type: 'regional',
    title: l('Dîner du terroir', 'Cena de cocina regional', 'Diner met streekgerechten', 'Cena con piatti del territorio'),
    menus: [
      [l('Entrée de saison', 'Entrante de temporada', 'Seizoensvoorgerecht', 'Antipasto di stagione'), l('Plat régional mijoté', 'Guiso tradicional de la zona', 'Gestoofd streekgerecht', 'Piatto tipico in umido'), l('Dessert maison', 'Postre casero', 'Huisgemaakt dessert', 'Dolce della casa')],
    ],
    mustKnowList: [l('Menu végétarien sur demande', 'Menú vegetariano bajo petición', 'Vegetarisch menu op aanvraag', 'Menù vegetariano su richiesta')],
  },
  {
    type: 'half_board',
    title: l('Demi-pension : dîner trois plats', 'Media pensión: cena de tres platos', 'Halfpension: driegangendiner', 'Mezza pensione: cena di tre portate'),
    menus: [
      [l('Entrée du jour', 'Entrante del día', 'Voorgerecht van de dag', 'Antipasto del giorno'), l('Plat du jour', 'Plato del día', 'Dagschotel', 'Piatto del giorno'), l('Dessert du jour', 'Postre del día', 'Dessert van de dag', 'Dolce del giorno')],
    ],
    mustKnowList: [l('Boissons non incluses', 'Bebidas no incluidas', 'Dranken niet inbegrepen', 'Bevande non incluse')],
  },
];

export type StressColor = 'scarcity' | 'reinsurance' | 'social' | 'alert';

export const MARKETING_LABELS: readonly { readonly code: string; readonly color: StressColor; readonly label: Localized }[] = [
  { code: 'best_seller', color: 'social', label: l('Meilleure vente', 'Más vendido', 'Populairste keuze', 'Più venduto') },
  { code: 'new', color: 'reinsurance', label: l('Nouveauté', 'Novedad', 'Nieuw', 'Novità') },
  { code: 'exclusive', color: 'alert', label: l('Exclusivité', 'Exclusiva', 'Exclusief', 'Esclusiva') },
  { code: 'favourite', color: 'social', label: l('Coup de cœur', 'Nuestro favorito', 'Onze favoriet', 'Il nostro preferito') },
  { code: 'flash_sale', color: 'alert', label: l('Vente flash', 'Oferta flash', 'Flitsverkoop', 'Offerta lampo') },
  { code: 'last_minute', color: 'scarcity', label: l('Dernière minute', 'Última hora', 'Lastminute', 'Ultimo minuto') },
  { code: 'eco', color: 'reinsurance', label: l('Séjour écoresponsable', 'Estancia sostenible', 'Duurzaam verblijf', 'Soggiorno sostenibile') },
];

/** Stress messages on cards ({count}, {date} placeholders); `one`/`other` where the count needs a plural. */
export const STRESS_MESSAGES = {
  roomsLeft: {
    color: 'scarcity' as StressColor,
    one: l('Plus qu’une chambre disponible !', '¡Solo queda una habitación!', 'Nog maar één kamer beschikbaar!', 'Solo una camera disponibile!'),
    other: l('Plus que {count} chambres disponibles !', '¡Solo quedan {count} habitaciones!', 'Nog maar {count} kamers beschikbaar!', 'Solo {count} camere disponibili!'),
  },
  expiration: { color: 'alert' as StressColor, text: l('Offre valable jusqu’au {date}', 'Oferta válida hasta el {date}', 'Aanbieding geldig tot {date}', 'Offerta valida fino al {date}') },
  lastMinute: { color: 'alert' as StressColor, text: l('Dernière minute', 'Última hora', 'Lastminute', 'Ultimo minuto') },
  bookedToday: {
    color: 'social' as StressColor,
    one: l('Réservé 1 fois aujourd’hui', 'Reservado 1 vez hoy', 'Vandaag 1 keer geboekt', 'Prenotato 1 volta oggi'),
    other: l('Réservé {count} fois aujourd’hui', 'Reservado {count} veces hoy', 'Vandaag {count} keer geboekt', 'Prenotato {count} volte oggi'),
  },
  viewing: {
    color: 'social' as StressColor,
    other: l('{count} personnes regardent cette offre', '{count} personas están viendo esta oferta', '{count} mensen bekijken deze aanbieding', '{count} persone stanno guardando questa offerta'),
  },
  freeCancellation: { color: 'reinsurance' as StressColor, text: l('Annulation gratuite', 'Cancelación gratuita', 'Gratis annuleren', 'Cancellazione gratuita') },
  bestPrice: { color: 'reinsurance' as StressColor, text: l('Meilleur prix garanti', 'Mejor precio garantizado', 'Beste prijs gegarandeerd', 'Miglior prezzo garantito') },
  payLater: { color: 'reinsurance' as StressColor, text: l('Réservez maintenant, payez plus tard', 'Reserve ahora y pague después', 'Nu boeken, later betalen', 'Prenota ora, paga dopo') },
  almostFull: { color: 'scarcity' as StressColor, text: l('Presque complet à ces dates', 'Casi completo en estas fechas', 'Bijna volgeboekt op deze data', 'Quasi al completo in queste date') },
} as const;
