import { l, type Localized } from './localized';

export type RoomTypeCode = 'double' | 'twin' | 'superior' | 'junior_suite' | 'suite' | 'family';

export interface RoomTypeText {
  readonly code: RoomTypeCode;
  /** Labels to pick from, e.g. 'Chambre Double Classique'. */
  readonly labels: readonly Localized[];
  /** Base occupancy (the price is for this many adults) and the most guests the room takes. */
  readonly capacity: number;
  readonly maxCapacity: number;
  /** Floor area range in m². */
  readonly sizeM2: readonly [number, number];
  /** Indexes into BEDDINGS that fit this room type. */
  readonly beddings: readonly number[];
}

export const BEDDINGS: readonly Localized[] = [
  l('1 lit double (160 × 200 cm)', '1 cama de matrimonio (160 × 200 cm)', '1 tweepersoonsbed (160 × 200 cm)', '1 letto matrimoniale (160 × 200 cm)'),
  l('1 grand lit king size (180 × 200 cm)', '1 cama extragrande (180 × 200 cm)', '1 kingsize bed (180 × 200 cm)', '1 letto king size (180 × 200 cm)'),
  l('2 lits simples (90 × 200 cm)', '2 camas individuales (90 × 200 cm)', '2 eenpersoonsbedden (90 × 200 cm)', '2 letti singoli (90 × 200 cm)'),
  l(
    '1 lit double et 1 canapé-lit',
    '1 cama de matrimonio y 1 sofá cama',
    '1 tweepersoonsbed en 1 slaapbank',
    '1 letto matrimoniale e 1 divano letto',
  ),
  l(
    '1 lit double et 2 lits simples',
    '1 cama de matrimonio y 2 camas individuales',
    '1 tweepersoonsbed en 2 eenpersoonsbedden',
    '1 letto matrimoniale e 2 letti singoli',
  ),
  l('1 lit double et 1 lit superposé', '1 cama de matrimonio y 1 litera', '1 tweepersoonsbed en 1 stapelbed', '1 letto matrimoniale e 1 letto a castello'),
];

export const ROOM_TYPES: readonly RoomTypeText[] = [
  {
    code: 'double',
    labels: [
      l('Chambre Double Classique', 'Habitación Doble Clásica', 'Klassieke Tweepersoonskamer', 'Camera Doppia Classica'),
      l('Chambre Double Confort', 'Habitación Doble Confort', 'Comfort Tweepersoonskamer', 'Camera Doppia Comfort'),
      l('Chambre Cosy', 'Habitación Acogedora', 'Knusse Kamer', 'Camera Accogliente'),
    ],
    capacity: 2,
    maxCapacity: 2,
    sizeM2: [14, 22],
    beddings: [0, 1],
  },
  {
    code: 'twin',
    labels: [
      l('Chambre Twin', 'Habitación con dos camas', 'Kamer met twee aparte bedden', 'Camera con due letti'),
      l('Chambre Twin Confort', 'Habitación Doble con dos camas Confort', 'Comfortkamer met twee aparte bedden', 'Camera Comfort con due letti'),
    ],
    capacity: 2,
    maxCapacity: 2,
    sizeM2: [16, 24],
    beddings: [2],
  },
  {
    code: 'superior',
    labels: [
      l('Chambre Supérieure', 'Habitación Superior', 'Superior Kamer', 'Camera Superior'),
      l('Chambre Supérieure avec balcon', 'Habitación Superior con balcón', 'Superior Kamer met balkon', 'Camera Superior con balcone'),
      l('Chambre Prestige vue jardin', 'Habitación Prestige con vistas al jardín', 'Prestigekamer met tuinzicht', 'Camera Prestige vista giardino'),
    ],
    capacity: 2,
    maxCapacity: 3,
    sizeM2: [22, 32],
    beddings: [0, 1, 3],
  },
  {
    code: 'junior_suite',
    labels: [
      l('Junior Suite', 'Junior Suite', 'Juniorsuite', 'Junior Suite'),
      l('Junior Suite avec terrasse', 'Junior Suite con terraza', 'Juniorsuite met terras', 'Junior Suite con terrazza'),
    ],
    capacity: 2,
    maxCapacity: 3,
    sizeM2: [30, 40],
    beddings: [1, 3],
  },
  {
    code: 'suite',
    labels: [
      l('Suite', 'Suite', 'Suite', 'Suite'),
      l('Suite Panoramique', 'Suite Panorámica', 'Panoramasuite', 'Suite Panoramica'),
      l('Suite avec bain à remous', 'Suite con bañera de hidromasaje', 'Suite met bubbelbad', 'Suite con vasca idromassaggio'),
    ],
    capacity: 2,
    maxCapacity: 4,
    sizeM2: [40, 70],
    beddings: [1, 3],
  },
  {
    code: 'family',
    labels: [
      l('Chambre Familiale', 'Habitación Familiar', 'Familiekamer', 'Camera Familiare'),
      l('Chambre Quadruple', 'Habitación Cuádruple', 'Vierpersoonskamer', 'Camera Quadrupla'),
      l('Chambres Communicantes', 'Habitaciones Comunicadas', 'Twee Verbonden Kamers', 'Camere Comunicanti'),
    ],
    capacity: 2,
    maxCapacity: 5,
    sizeM2: [28, 45],
    beddings: [3, 4, 5],
  },
];

/** Room description templates. Placeholders: {size} m², {bedding} (a BEDDINGS text, lower-case start is not assumed). */
export const ROOM_DESCRIPTIONS: readonly Localized[] = [
  l(
    'Chambre de {size} m² décorée dans des tons doux, avec {bedding} et une salle de bains privative avec douche.',
    'Habitación de {size} m² decorada en tonos suaves, con {bedding} y baño privado con ducha.',
    'Kamer van {size} m² in zachte tinten, met {bedding} en een eigen badkamer met douche.',
    'Camera di {size} m² arredata in tonalità delicate, con {bedding} e bagno privato con doccia.',
  ),
  l(
    'Spacieuse et lumineuse ({size} m²), elle dispose de {bedding}, d’un coin salon et d’une salle de bains avec baignoire.',
    'Amplia y luminosa ({size} m²), dispone de {bedding}, zona de estar y baño con bañera.',
    'Ruim en licht ({size} m²), met {bedding}, een zithoek en een badkamer met ligbad.',
    'Spaziosa e luminosa ({size} m²), dispone di {bedding}, un angolo salotto e bagno con vasca.',
  ),
  l(
    'Nichée sous les toits, cette chambre de {size} m² au charme fou propose {bedding} et une vue dégagée.',
    'Bajo el tejado, esta encantadora habitación de {size} m² ofrece {bedding} y unas vistas despejadas.',
    'Deze sfeervolle kamer van {size} m² onder het dak heeft {bedding} en een weids uitzicht.',
    'Sotto i tetti, questa incantevole camera di {size} m² offre {bedding} e una vista aperta.',
  ),
  l(
    'Alliant matériaux naturels et design contemporain, cette chambre de {size} m² offre {bedding} et une douche à l’italienne.',
    'Con materiales naturales y diseño contemporáneo, esta habitación de {size} m² ofrece {bedding} y ducha a ras de suelo.',
    'Deze kamer van {size} m² combineert natuurlijke materialen met eigentijds design en heeft {bedding} en een inloopdouche.',
    'Tra materiali naturali e design contemporaneo, questa camera di {size} m² offre {bedding} e una doccia a filo pavimento.',
  ),
];

/** Titles of a room's detail sections, with the details to pick from. */
export const ROOM_DETAIL_SECTIONS: readonly { readonly title: Localized; readonly details: readonly Localized[] }[] = [
  {
    title: l('Équipements', 'Equipamiento', 'Voorzieningen', 'Dotazioni'),
    details: [
      l('Télévision à écran plat', 'Televisión de pantalla plana', 'Flatscreen-tv', 'TV a schermo piatto'),
      l('Wifi gratuit', 'Wifi gratuito', 'Gratis wifi', 'Wi-fi gratuito'),
      l('Climatisation', 'Aire acondicionado', 'Airconditioning', 'Aria condizionata'),
      l('Coffre-fort', 'Caja fuerte', 'Kluis', 'Cassaforte'),
      l('Bouilloire avec thé et café', 'Hervidor con té y café', 'Waterkoker met thee en koffie', 'Bollitore con tè e caffè'),
      l('Minibar', 'Minibar', 'Minibar', 'Minibar'),
      l('Bureau', 'Escritorio', 'Bureau', 'Scrivania'),
    ],
  },
  {
    title: l('Salle de bains', 'Baño', 'Badkamer', 'Bagno'),
    details: [
      l('Douche à l’italienne', 'Ducha a ras de suelo', 'Inloopdouche', 'Doccia a filo pavimento'),
      l('Baignoire', 'Bañera', 'Ligbad', 'Vasca da bagno'),
      l('Sèche-cheveux', 'Secador de pelo', 'Föhn', 'Asciugacapelli'),
      l('Peignoirs et chaussons', 'Albornoces y zapatillas', 'Badjassen en slippers', 'Accappatoi e pantofole'),
      l('Produits d’accueil bio', 'Productos de acogida ecológicos', 'Biologische verzorgingsproducten', 'Prodotti di cortesia biologici'),
      l('Toilettes séparées', 'Aseo independiente', 'Apart toilet', 'WC separato'),
    ],
  },
  {
    title: l('Vue et extérieur', 'Vistas y exterior', 'Uitzicht en buitenruimte', 'Vista ed esterni'),
    details: [
      l('Vue sur le jardin', 'Vistas al jardín', 'Uitzicht op de tuin', 'Vista giardino'),
      l('Vue sur la mer', 'Vistas al mar', 'Zeezicht', 'Vista mare'),
      l('Vue sur les montagnes', 'Vistas a la montaña', 'Uitzicht op de bergen', 'Vista montagna'),
      l('Balcon meublé', 'Balcón amueblado', 'Gemeubileerd balkon', 'Balcone arredato'),
      l('Terrasse privative', 'Terraza privada', 'Eigen terras', 'Terrazza privata'),
    ],
  },
];

/** Room highlights shown on room cards. */
export const ROOM_HIGHLIGHTS: readonly Localized[] = [
  l('Vue exceptionnelle', 'Vistas excepcionales', 'Uitzonderlijk uitzicht', 'Vista eccezionale'),
  l('Literie haut de gamme', 'Camas de alta gama', 'Luxe beddengoed', 'Letti di alta qualità'),
  l('Balcon privatif', 'Balcón privado', 'Eigen balkon', 'Balcone privato'),
  l('Très calme', 'Muy tranquila', 'Zeer rustig', 'Molto tranquilla'),
  l('Idéale pour les familles', 'Ideal para familias', 'Ideaal voor gezinnen', 'Ideale per le famiglie'),
  l('Bain à remous privatif', 'Bañera de hidromasaje privada', 'Eigen bubbelbad', 'Vasca idromassaggio privata'),
  l('Cheminée', 'Chimenea', 'Open haard', 'Camino'),
  l('Poutres apparentes', 'Vigas de madera vistas', 'Houten balken', 'Travi a vista'),
];

/** Important information about a room. Placeholder {amount} a price in euros, already formatted. */
export const ROOM_IMPORTANT_INFOS: readonly Localized[] = [
  l('Lit bébé disponible sur demande, sans supplément.', 'Cuna disponible bajo petición, sin suplemento.', 'Babybedje op aanvraag beschikbaar, zonder toeslag.', 'Culla disponibile su richiesta, senza supplemento.'),
  l('Chambre située au 2e étage sans ascenseur.', 'Habitación situada en la 2.ª planta sin ascensor.', 'Kamer op de 2e verdieping zonder lift.', 'Camera al 2° piano senza ascensore.'),
  l('Lit d’appoint possible pour {amount} par nuit.', 'Cama supletoria disponible por {amount} la noche.', 'Extra bed mogelijk voor {amount} per nacht.', 'Letto aggiuntivo disponibile a {amount} a notte.'),
  l('Chambre non-fumeur.', 'Habitación para no fumadores.', 'Rookvrije kamer.', 'Camera per non fumatori.'),
];
