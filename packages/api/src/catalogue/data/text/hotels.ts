import { l, type Localized } from './localized';

/*
 * Hotel vocabulary. Hotel names are proper names in the language spoken where the hotel is
 * (see places' localLangOf): pick the pattern and the parts with that language, e.g. pattern.es + part.es for Spain.
 * Placeholders: {name} a name part, {city} the city's local name.
 */

export type HotelTypeCode =
  | 'hotel'
  | 'boutique_hotel'
  | 'castle'
  | 'manor'
  | 'guesthouse'
  | 'country_estate'
  | 'farmhouse'
  | 'inn'
  | 'resort'
  | 'apartment_hotel'
  | 'unusual';

export type HotelEnvironmentCode =
  | 'city_centre'
  | 'seaside'
  | 'mountain'
  | 'countryside'
  | 'lakeside'
  | 'vineyard'
  | 'forest'
  | 'riverside'
  | 'village';

export type HotelStyleCode =
  | 'charming'
  | 'design'
  | 'traditional'
  | 'luxury'
  | 'family'
  | 'romantic'
  | 'historic'
  | 'eco'
  | 'contemporary';

export interface CodeLabel<C extends string> {
  readonly code: C;
  readonly label: Localized;
}

export const HOTEL_TYPES: readonly CodeLabel<HotelTypeCode>[] = [
  { code: 'hotel', label: l('Hôtel', 'Hotel', 'Hotel', 'Hotel') },
  { code: 'boutique_hotel', label: l('Hôtel de charme', 'Hotel boutique', 'Boetiekhotel', 'Hotel boutique') },
  { code: 'castle', label: l('Château', 'Castillo', 'Kasteel', 'Castello') },
  { code: 'manor', label: l('Manoir', 'Casa señorial', 'Landhuis', 'Dimora storica') },
  { code: 'guesthouse', label: l("Chambre d'hôtes", 'Casa de huéspedes', 'Gastenverblijf', 'Affittacamere') },
  { code: 'country_estate', label: l('Domaine', 'Finca', 'Landgoed', 'Tenuta') },
  { code: 'farmhouse', label: l('Ferme rénovée', 'Casa rural', 'Boerderij', 'Agriturismo') },
  { code: 'inn', label: l('Auberge', 'Posada', 'Herberg', 'Locanda') },
  { code: 'resort', label: l('Complexe hôtelier', 'Complejo turístico', 'Vakantiepark', 'Villaggio turistico') },
  { code: 'apartment_hotel', label: l('Résidence hôtelière', 'Apartahotel', 'Appartementenhotel', 'Residence') },
  { code: 'unusual', label: l('Hébergement insolite', 'Alojamiento singular', 'Bijzondere overnachting', 'Alloggio insolito') },
];

export const HOTEL_ENVIRONMENTS: readonly CodeLabel<HotelEnvironmentCode>[] = [
  { code: 'city_centre', label: l('En centre-ville', 'En el centro de la ciudad', 'In het stadscentrum', 'In centro città') },
  { code: 'seaside', label: l('En bord de mer', 'Junto al mar', 'Aan zee', 'In riva al mare') },
  { code: 'mountain', label: l('À la montagne', 'En la montaña', 'In de bergen', 'In montagna') },
  { code: 'countryside', label: l('À la campagne', 'En el campo', 'Op het platteland', 'In campagna') },
  { code: 'lakeside', label: l("Au bord d'un lac", 'A orillas de un lago', 'Aan een meer', 'Sul lago') },
  { code: 'vineyard', label: l('Au cœur des vignes', 'Entre viñedos', 'Tussen de wijngaarden', 'Tra i vigneti') },
  { code: 'forest', label: l('En forêt', 'En el bosque', 'In het bos', 'Nel bosco') },
  { code: 'riverside', label: l('Au bord de la rivière', 'Junto al río', 'Aan de rivier', 'Lungo il fiume') },
  { code: 'village', label: l('Au cœur du village', 'En un pueblo con encanto', 'In een dorp', 'In un borgo') },
];

export const HOTEL_STYLES: readonly CodeLabel<HotelStyleCode>[] = [
  { code: 'charming', label: l('De charme', 'Con encanto', 'Sfeervol', 'Di charme') },
  { code: 'design', label: l('Design', 'De diseño', 'Design', 'Di design') },
  { code: 'traditional', label: l('Authentique', 'Tradicional', 'Authentiek', 'Tradizionale') },
  { code: 'luxury', label: l('Luxe', 'De lujo', 'Luxe', 'Di lusso') },
  { code: 'family', label: l('Familial', 'Familiar', 'Gezinsvriendelijk', 'Per famiglie') },
  { code: 'romantic', label: l('Romantique', 'Romántico', 'Romantisch', 'Romantico') },
  { code: 'historic', label: l('Historique', 'Histórico', 'Historisch', 'Storico') },
  { code: 'eco', label: l('Écoresponsable', 'Sostenible', 'Duurzaam', 'Ecosostenibile') },
  { code: 'contemporary', label: l('Contemporain', 'Contemporáneo', 'Eigentijds', 'Contemporaneo') },
];

export interface HotelNamePattern {
  readonly pattern: Localized;
  /** The hotel types this pattern suits. */
  readonly hotelTypes: readonly HotelTypeCode[];
}

export const HOTEL_NAME_PATTERNS: readonly HotelNamePattern[] = [
  { pattern: l('Hôtel {name}', 'Hotel {name}', 'Hotel {name}', 'Hotel {name}'), hotelTypes: ['hotel', 'resort'] },
  { pattern: l('Grand Hôtel {name}', 'Gran Hotel {name}', 'Grand Hotel {name}', 'Grand Hotel {name}'), hotelTypes: ['hotel'] },
  { pattern: l('Grand Hôtel de {city}', 'Gran Hotel {city}', 'Grand Hotel {city}', 'Grand Hotel {city}'), hotelTypes: ['hotel'] },
  { pattern: l('Hôtel & Spa {name}', 'Hotel & Spa {name}', 'Hotel & Spa {name}', 'Hotel & Spa {name}'), hotelTypes: ['hotel', 'resort'] },
  { pattern: l('Maison {name}', 'Casa {name}', 'Huize {name}', 'Casa {name}'), hotelTypes: ['boutique_hotel', 'guesthouse'] },
  { pattern: l('La Demeure {name}', 'La Casona {name}', 'Het Herenhuis {name}', 'La Dimora {name}'), hotelTypes: ['boutique_hotel', 'manor'] },
  { pattern: l('Château {name}', 'Castillo {name}', 'Kasteel {name}', 'Castello {name}'), hotelTypes: ['castle'] },
  { pattern: l('Château de {city}', 'Castillo de {city}', 'Kasteel van {city}', 'Castello di {city}'), hotelTypes: ['castle'] },
  { pattern: l('Manoir {name}', 'Casa Palacio {name}', 'Landhuis {name}', 'Villa {name}'), hotelTypes: ['manor'] },
  { pattern: l('Domaine {name}', 'Finca {name}', 'Landgoed {name}', 'Tenuta {name}'), hotelTypes: ['country_estate'] },
  { pattern: l('Domaine de {city}', 'Hacienda de {city}', 'Landgoed {city}', 'Tenuta di {city}'), hotelTypes: ['country_estate'] },
  { pattern: l('Mas {name}', 'Cortijo {name}', 'Hoeve {name}', 'Agriturismo {name}'), hotelTypes: ['farmhouse'] },
  { pattern: l('Auberge {name}', 'Posada {name}', 'Herberg {name}', 'Locanda {name}'), hotelTypes: ['inn'] },
  { pattern: l('Hostellerie de {city}', 'Parador de {city}', 'Het Wapen van {city}', 'Locanda di {city}'), hotelTypes: ['inn', 'hotel'] },
  { pattern: l('Relais {name}', 'Hostería {name}', 'Logement {name}', 'Relais {name}'), hotelTypes: ['inn', 'boutique_hotel'] },
  { pattern: l("Chambres d'hôtes {name}", 'Casa de huéspedes {name}', 'B&B {name}', 'B&B {name}'), hotelTypes: ['guesthouse'] },
  { pattern: l('Résidence {name}', 'Apartamentos {name}', 'Appartementen {name}', 'Residence {name}'), hotelTypes: ['apartment_hotel'] },
  { pattern: l('Les Cabanes {name}', 'Las Cabañas {name}', 'De Boomhutten {name}', 'Le Casette {name}'), hotelTypes: ['unusual'] },
  { pattern: l('Les Bulles {name}', 'Las Burbujas {name}', 'De Bubbels {name}', 'Le Bolle {name}'), hotelTypes: ['unusual'] },
  { pattern: l('Village vacances {name}', 'Complejo {name}', 'Vakantiepark {name}', 'Villaggio {name}'), hotelTypes: ['resort'] },
];

/** Name parts, parallel in meaning; each language's form fits after that language's patterns. */
export const HOTEL_NAME_PARTS: readonly Localized[] = [
  l('du Lac', 'del Lago', 'Meerzicht', 'del Lago'),
  l('des Pins', 'Los Pinos', 'De Dennen', 'dei Pini'),
  l('de la Plage', 'de la Playa', 'Strandzicht', 'della Spiaggia'),
  l('Belle Vue', 'Buenavista', 'Zeezicht', 'Bellavista'),
  l('Les Oliviers', 'Los Olivos', 'De Olijfgaard', 'degli Ulivi'),
  l('du Parc', 'del Parque', 'Het Park', 'del Parco'),
  l('Les Tilleuls', 'Los Tilos', 'De Linden', 'dei Tigli'),
  l('de la Tour', 'de la Torre', 'De Toren', 'della Torre'),
  l('du Moulin', 'del Molino', 'De Molen', 'del Mulino'),
  l('Les Glycines', 'Las Glicinias', 'De Blauwe Regen', 'del Glicine'),
  l('du Vieux Port', 'del Puerto Viejo', 'De Oude Haven', 'del Porto Vecchio'),
  l('des Remparts', 'de las Murallas', 'De Stadswallen', 'delle Mura'),
  l('Le Belvédère', 'El Mirador', 'Het Uitzicht', 'Il Belvedere'),
  l('Les Sources', 'Los Manantiales', 'De Bronnen', 'delle Fonti'),
  l('La Colline', 'La Colina', 'De Heuvel', 'La Collina'),
  l('des Vignes', 'de las Viñas', 'De Wijngaard', 'delle Vigne'),
  l('Le Cèdre', 'El Cedro', 'De Ceder', 'Il Cedro'),
  l('Saint-Roch', 'San Roque', 'Sint-Rochus', 'San Rocco'),
  l('du Cloître', 'del Claustro', 'Het Klooster', 'del Chiostro'),
  l('Les Terrasses', 'Las Terrazas', 'De Terrassen', 'Le Terrazze'),
  l('La Roseraie', 'La Rosaleda', 'De Rozentuin', 'Il Roseto'),
  l('du Golfe', 'del Golfo', 'De Baai', 'del Golfo'),
  l('des Dunes', 'de las Dunas', 'De Duinen', 'delle Dune'),
  l('Le Chalet', 'El Refugio', 'De Berghut', 'Lo Chalet'),
  l('de la Forêt', 'del Bosque', 'Het Woud', 'del Bosco'),
  l('des Cigales', 'de las Cigarras', 'De Krekels', 'delle Cicale'),
  l('La Bastide', 'La Masía', 'De Hofstede', 'La Masseria'),
  l("L'Orangerie", 'El Naranjal', 'De Oranjerie', "L'Aranceto"),
  l('du Marché', 'del Mercado', 'De Markt', 'del Mercato'),
  l('Les Hirondelles', 'Las Golondrinas', 'De Zwaluwen', 'delle Rondini'),
];

export type DescriptionPart = 'intro' | 'rooms' | 'dining' | 'leisure' | 'surroundings' | 'closing';

/**
 * Sentence templates for hotel descriptions, one paragraph per part (pick 2 or 3 sentences of each).
 * Placeholders: {hotel} hotel name, {city} city, {region} region, {stars} star count, {rooms} number of rooms.
 */
export const HOTEL_DESCRIPTION_SENTENCES: Readonly<Record<DescriptionPart, readonly Localized[]>> = {
  intro: [
    l(
      'Bienvenue ! {hotel} vous accueille au cœur de {city}, dans une atmosphère chaleureuse.',
      '¡Bienvenido! {hotel} le recibe en pleno corazón de {city}, en un ambiente acogedor.',
      'Welkom! {hotel} ontvangt u in het hart van {city}, in een warme sfeer.',
      'Benvenuti! {hotel} vi accoglie nel cuore di {city}, in un’atmosfera calorosa.',
    ),
    l(
      'À deux pas du centre de {city}, {hotel} est le point de départ rêvé pour découvrir la région {region}.',
      'A un paso del centro de {city}, {hotel} es el punto de partida perfecto para descubrir la región de {region}.',
      'Op een steenworp van het centrum van {city} is {hotel} het perfecte vertrekpunt om {region} te ontdekken.',
      'A due passi dal centro di {city}, {hotel} è il punto di partenza ideale per scoprire la regione {region}.',
    ),
    l(
      'Cet établissement {stars} étoiles allie le charme de l’ancien au confort d’aujourd’hui.',
      'Este establecimiento de {stars} estrellas combina el encanto de antaño con el confort actual.',
      'Dit {stars}-sterrenhotel combineert de charme van vroeger met het comfort van nu.',
      'Questa struttura a {stars} stelle unisce il fascino di un tempo al comfort di oggi.',
    ),
    l(
      'Entièrement rénovée, cette adresse cultive une atmosphère intime et raffinée.',
      'Totalmente reformado, este alojamiento ofrece un ambiente íntimo y refinado.',
      'Dit volledig gerenoveerde adres ademt een intieme en verfijnde sfeer.',
      'Completamente ristrutturata, questa struttura offre un’atmosfera intima e raffinata.',
    ),
    l(
      'Ici, le temps ralentit : toute l’équipe vous accueille comme des amis de longue date.',
      'Aquí el tiempo se detiene: todo el equipo le recibirá como a un viejo amigo.',
      'Hier staat de tijd even stil: het hele team ontvangt u als oude vrienden.',
      'Qui il tempo rallenta: tutto lo staff vi accoglie come vecchi amici.',
    ),
  ],
  rooms: [
    l(
      'Ses {rooms} chambres, lumineuses et décorées avec soin, offrent tout le confort nécessaire à un séjour réussi.',
      'Sus {rooms} habitaciones, luminosas y decoradas con mimo, ofrecen todas las comodidades para una estancia perfecta.',
      'De {rooms} lichte, smaakvol ingerichte kamers bieden alle comfort voor een geslaagd verblijf.',
      'Le {rooms} camere, luminose e arredate con cura, offrono tutti i comfort per un soggiorno riuscito.',
    ),
    l(
      'Chaque chambre dispose d’une literie de qualité, d’une salle de bains privative et d’une connexion wifi gratuite.',
      'Todas las habitaciones cuentan con camas de calidad, baño privado y wifi gratuito.',
      'Elke kamer heeft een kwaliteitsbed, een eigen badkamer en gratis wifi.',
      'Ogni camera dispone di letti di qualità, bagno privato e wifi gratuito.',
    ),
    l(
      'Certaines chambres profitent d’un balcon avec une vue imprenable sur les environs.',
      'Algunas habitaciones disponen de balcón con unas vistas impresionantes del entorno.',
      'Sommige kamers hebben een balkon met een prachtig uitzicht op de omgeving.',
      'Alcune camere dispongono di un balcone con una vista mozzafiato sui dintorni.',
    ),
    l(
      'Tons naturels, matériaux nobles et petites attentions : tout est pensé pour votre bien-être.',
      'Tonos naturales, materiales nobles y pequeños detalles: todo está pensado para su bienestar.',
      'Natuurlijke tinten, edele materialen en kleine attenties: alles staat in het teken van uw welzijn.',
      'Toni naturali, materiali pregiati e piccole attenzioni: tutto è pensato per il vostro benessere.',
    ),
  ],
  dining: [
    l(
      'Le matin, un copieux petit-déjeuner vous attend avec des produits frais et locaux.',
      'Por la mañana le espera un completo desayuno con productos frescos y locales.',
      "'s Ochtends wacht een uitgebreid ontbijt met verse, lokale producten.",
      'Al mattino vi attende una ricca colazione con prodotti freschi e locali.',
    ),
    l(
      'Le restaurant de l’hôtel revisite les recettes de la région {region} au fil des saisons.',
      'El restaurante del hotel reinterpreta las recetas de la región de {region} según la temporada.',
      'Het restaurant van het hotel geeft de recepten uit {region} een eigentijdse draai, met de seizoenen mee.',
      'Il ristorante dell’hotel reinterpreta le ricette della regione {region} seguendo le stagioni.',
    ),
    l(
      'En fin de journée, le bar vous accueille pour un apéritif en terrasse.',
      'Al final del día, el bar le espera para tomar algo en la terraza.',
      'Aan het eind van de dag kunt u in de bar op het terras genieten van een aperitief.',
      'A fine giornata, il bar vi aspetta per un aperitivo in terrazza.',
    ),
    l(
      'Le chef privilégie les circuits courts et travaille avec les producteurs des environs de {city}.',
      'El chef apuesta por el producto de proximidad y trabaja con productores de los alrededores de {city}.',
      'De chef kiest voor korte ketens en werkt samen met producenten uit de omgeving van {city}.',
      'Lo chef predilige la filiera corta e collabora con i produttori dei dintorni di {city}.',
    ),
  ],
  leisure: [
    l(
      'Pour vous détendre, profitez du salon cosy et de sa cheminée ou de la terrasse ensoleillée.',
      'Para relajarse, disfrute del acogedor salón con chimenea o de la soleada terraza.',
      'Ontspan in de gezellige lounge met open haard of op het zonnige terras.',
      'Per rilassarvi, approfittate dell’accogliente salotto con camino o della terrazza soleggiata.',
    ),
    l(
      'Le jardin, calme et fleuri, invite à la lecture et à la sieste.',
      'El jardín, tranquilo y lleno de flores, invita a la lectura y a la siesta.',
      'De rustige bloementuin nodigt uit om te lezen of een middagdutje te doen.',
      'Il giardino, tranquillo e fiorito, invita alla lettura e al riposo.',
    ),
    l(
      'Jeux de société, bibliothèque et transats : tout est prévu pour de vrais moments de repos.',
      'Juegos de mesa, biblioteca y tumbonas: todo está previsto para descansar de verdad.',
      'Gezelschapsspellen, een bibliotheek en ligstoelen: alles is voorzien om echt tot rust te komen.',
      'Giochi da tavolo, biblioteca e sdraio: tutto è pensato per un vero riposo.',
    ),
  ],
  surroundings: [
    l(
      'À quelques minutes, le centre historique de {city} se découvre à pied.',
      'A pocos minutos, el casco histórico de {city} se recorre cómodamente a pie.',
      'Op een paar minuten afstand ontdekt u te voet het historische centrum van {city}.',
      'A pochi minuti, il centro storico di {city} si visita comodamente a piedi.',
    ),
    l(
      'Randonnées, marchés et sites culturels : la région {region} se prête à toutes les envies.',
      'Senderismo, mercados y lugares culturales: la región de {region} tiene algo para todos los gustos.',
      'Wandelingen, markten en cultuur: {region} heeft voor ieder wat wils.',
      'Escursioni, mercati e luoghi d’arte: la regione {region} soddisfa ogni desiderio.',
    ),
    l(
      "L'équipe de la réception partage volontiers ses bonnes adresses pour découvrir {city} autrement.",
      'El equipo de recepción le recomendará encantado sus lugares favoritos para descubrir {city} de otra manera.',
      'De receptie deelt graag haar favoriete adresjes om {city} op een andere manier te ontdekken.',
      'Lo staff della reception vi suggerirà volentieri i suoi indirizzi preferiti per scoprire {city} in modo diverso.',
    ),
  ],
  closing: [
    l(
      'Une parenthèse idéale pour un week-end en amoureux, en famille ou entre amis.',
      'Una escapada ideal para un fin de semana en pareja, en familia o con amigos.',
      'Een ideale onderbreking voor een weekendje weg met z’n tweeën, met het gezin of met vrienden.',
      'Una parentesi ideale per un weekend di coppia, in famiglia o tra amici.',
    ),
    l(
      'Laissez-vous séduire par l’art de vivre de la région {region} le temps d’un séjour inoubliable.',
      'Déjese seducir por el estilo de vida de la región de {region} durante una estancia inolvidable.',
      'Laat u verleiden door de levenskunst van {region} tijdens een onvergetelijk verblijf.',
      'Lasciatevi conquistare dall’arte di vivere della regione {region} per un soggiorno indimenticabile.',
    ),
    l(
      'Avec {hotel}, chaque détail compte pour rendre votre séjour inoubliable.',
      'En {hotel}, cada detalle cuenta para que su estancia sea inolvidable.',
      'Bij {hotel} telt elk detail voor een onvergetelijk verblijf.',
      'Con {hotel}, ogni dettaglio conta per rendere il vostro soggiorno indimenticabile.',
    ),
  ],
};

/** Sentences for a description's leisure paragraph, used only when the hotel has the facility (facility code). */
export const HOTEL_FACILITY_SENTENCES: Readonly<Record<string, Localized>> = {
  pool: l(
    'Aux beaux jours, la piscine extérieure et ses transats vous tendent les bras.',
    'Con el buen tiempo, la piscina exterior y sus tumbonas le esperan.',
    'Bij mooi weer wachten het buitenzwembad en de ligstoelen op u.',
    'Nella bella stagione, la piscina all’aperto e i suoi lettini vi aspettano.',
  ),
  spa: l(
    'L’espace bien-être, avec sauna et hammam, est idéal après une journée de découvertes.',
    'La zona de bienestar, con sauna y baño turco, es ideal tras un día de excursiones.',
    'De wellnessruimte met sauna en hamam is ideaal na een dag vol ontdekkingen.',
    'L’area benessere, con sauna e bagno turco, è l’ideale dopo una giornata di scoperte.',
  ),
  bikes: l(
    'Des vélos sont mis à disposition pour explorer les alentours à votre rythme.',
    'El hotel pone bicicletas a su disposición para recorrer los alrededores a su ritmo.',
    'Er staan fietsen voor u klaar om de omgeving op uw eigen tempo te verkennen.',
    'Sono a disposizione delle biciclette per esplorare i dintorni con calma.',
  ),
  playground: l(
    'Les plus jeunes ne sont pas oubliés, avec une aire de jeux et des activités adaptées.',
    'Los más pequeños también disfrutan, con una zona de juegos y actividades adaptadas.',
    'Ook aan de kleinsten is gedacht, met een speeltuin en activiteiten op maat.',
    'Anche i più piccoli sono accolti con un’area giochi e attività dedicate.',
  ),
  fitness: l(
    'Une salle de fitness bien équipée permet de garder la forme pendant votre séjour.',
    'Un gimnasio bien equipado le permite mantenerse en forma durante su estancia.',
    'In de goed uitgeruste fitnessruimte blijft u ook tijdens uw verblijf in vorm.',
    'Una palestra ben attrezzata vi permette di mantenervi in forma durante il soggiorno.',
  ),
  restaurant: l(
    'Le soir, le restaurant propose une cuisine de saison à base de produits du marché.',
    'Por la noche, el restaurante ofrece una cocina de temporada con productos del mercado.',
    "'s Avonds serveert het restaurant seizoensgebonden gerechten met verse marktproducten.",
    'La sera, il ristorante propone una cucina di stagione con prodotti del mercato.',
  ),
};
