import { l, type Localized } from './localized';

export type ThemeKind = 'stay' | 'activity';

export interface ThemeText {
  /** Stable id carried by the search criteria (theme=39). */
  readonly id: number;
  readonly kind: ThemeKind;
  /** URL slug per language. */
  readonly slug: Localized;
  readonly label: Localized;
  readonly description: Localized;
  /** Icon name for the UI. */
  readonly icon: string;
}

/** The family theme: the search shows a family hint when children or babies travel and the theme is not this one. */
export const FAMILY_THEME_ID = 39;

/** Activity themes 985 to 992: universes of activity-only products, each mapped to a banner. */
export const ACTIVITY_THEME_IDS = [985, 986, 987, 988, 989, 990, 991, 992] as const;

const theme = (id: number, kind: ThemeKind, icon: string, slug: Localized, label: Localized, description: Localized): ThemeText => ({
  id,
  kind,
  icon,
  slug,
  label,
  description,
});

export const THEMES: readonly ThemeText[] = [
  theme(1, 'stay', 'heart', l('romantique', 'romantico', 'romantisch', 'romantico'), l('Romantique', 'Romántico', 'Romantisch', 'Romantico'), l('Des escapades à deux pour se retrouver.', 'Escapadas en pareja para reencontrarse.', 'Uitstapjes met z’n tweeën om samen tijd door te brengen.', 'Fughe a due per ritrovarsi.')),
  theme(2, 'stay', 'spa', l('bien-etre', 'bienestar', 'wellness', 'benessere'), l('Bien-être & spa', 'Bienestar y spa', 'Wellness & spa', 'Benessere e spa'), l('Massages, hammam et bains chauds pour lâcher prise.', 'Masajes, baño turco y baños calientes para desconectar.', 'Massages, hamam en warme baden om helemaal los te laten.', 'Massaggi, bagno turco e vasche calde per staccare la spina.')),
  theme(3, 'stay', 'chef-hat', l('gastronomie', 'gastronomia', 'gastronomie', 'gastronomia'), l('Gastronomie', 'Gastronomía', 'Gastronomie', 'Gastronomia'), l('Tables de chef et saveurs du terroir.', 'Mesas de chef y sabores de la tierra.', 'Chef-koks en streekproducten.', 'Tavole d’autore e sapori del territorio.')),
  theme(4, 'stay', 'tree', l('nature', 'naturaleza', 'natuur', 'natura'), l('Nature', 'Naturaleza', 'Natuur', 'Natura'), l('Grand air, forêts et grands espaces.', 'Aire libre, bosques y grandes espacios.', 'Frisse lucht, bossen en weidse landschappen.', 'Aria aperta, boschi e grandi spazi.')),
  theme(5, 'stay', 'city', l('escapade-urbaine', 'escapada-urbana', 'stedentrip', 'fuga-in-citta'), l('Escapade en ville', 'Escapada urbana', 'Stedentrip', 'Fuga in città'), l('Musées, shopping et adresses branchées.', 'Museos, compras y lugares de moda.', 'Musea, winkelen en hippe adresjes.', 'Musei, shopping e locali alla moda.')),
  theme(6, 'stay', 'castle', l('chateau', 'castillo', 'kasteel', 'castello'), l('Nuit au château', 'Noche en un castillo', 'Overnachten in een kasteel', 'Notte in un castello'), l('Demeures historiques et nuits de prestige.', 'Residencias históricas y noches de prestigio.', 'Historische landhuizen en prestigieuze nachten.', 'Dimore storiche e notti di prestigio.')),
  theme(7, 'stay', 'wine', l('oenologie', 'enoturismo', 'wijn', 'enoturismo'), l('Vins & œnologie', 'Vino y enoturismo', 'Wijn & wijnproeverij', 'Vino ed enoturismo'), l('Caves, vignobles et dégustations.', 'Bodegas, viñedos y catas.', 'Wijnkelders, wijngaarden en proeverijen.', 'Cantine, vigneti e degustazioni.')),
  theme(8, 'stay', 'waves', l('bord-de-mer', 'playa', 'aan-zee', 'mare'), l('Bord de mer', 'Playa', 'Aan zee', 'Mare'), l('Iode, plages et couchers de soleil.', 'Brisa marina, playas y puestas de sol.', 'Zeelucht, stranden en zonsondergangen.', 'Brezza marina, spiagge e tramonti.')),
  theme(9, 'stay', 'mountain', l('montagne', 'montana', 'bergen', 'montagna'), l('Montagne', 'Montaña', 'Bergen', 'Montagna'), l('Sommets, randonnées et chalets douillets.', 'Cumbres, rutas y refugios acogedores.', 'Bergtoppen, wandelingen en knusse chalets.', 'Vette, escursioni e chalet accoglienti.')),
  theme(10, 'stay', 'compass', l('aventure', 'aventura', 'avontuur', 'avventura'), l('Sport & aventure', 'Deporte y aventura', 'Sport & avontuur', 'Sport e avventura'), l('Sensations fortes et activités en plein air.', 'Emociones fuertes y actividades al aire libre.', 'Spanning en activiteiten in de buitenlucht.', 'Emozioni forti e attività all’aria aperta.')),
  theme(11, 'stay', 'museum', l('culture', 'cultura', 'cultuur', 'cultura'), l('Culture & patrimoine', 'Cultura y patrimonio', 'Cultuur & erfgoed', 'Cultura e patrimonio'), l('Monuments, musées et villes d’art.', 'Monumentos, museos y ciudades monumentales.', 'Monumenten, musea en kunststeden.', 'Monumenti, musei e città d’arte.')),
  theme(12, 'stay', 'sparkles', l('insolite', 'insolito', 'bijzonder-overnachten', 'insolito'), l('Nuits insolites', 'Noches insólitas', 'Bijzonder overnachten', 'Notti insolite'), l('Cabanes, bulles et lieux hors du commun.', 'Cabañas, burbujas y lugares fuera de lo común.', 'Boomhutten, bubbels en andere bijzondere plekken.', 'Case sull’albero, bolle e luoghi fuori dal comune.')),
  theme(13, 'stay', 'ski', l('ski', 'esqui', 'skien', 'sci'), l('Ski & glisse', 'Esquí y nieve', 'Skiën & wintersport', 'Sci e neve'), l('Pistes, poudreuse et après-ski.', 'Pistas, nieve polvo y après-ski.', 'Pistes, poedersneeuw en après-ski.', 'Piste, neve fresca e après-ski.')),
  theme(14, 'stay', 'golf', l('golf', 'golf', 'golf', 'golf'), l('Golf', 'Golf', 'Golf', 'Golf'), l('Parcours d’exception et greens soignés.', 'Recorridos excepcionales y greens impecables.', 'Uitzonderlijke banen en verzorgde greens.', 'Percorsi d’eccezione e green curati.')),
  theme(15, 'stay', 'paw', l('animaux-acceptes', 'mascotas', 'met-huisdier', 'animali-ammessi'), l('Avec mon animal', 'Con mi mascota', 'Met mijn huisdier', 'Con il mio animale'), l('Des hôtels où votre compagnon à quatre pattes est le bienvenu.', 'Hoteles donde su compañero de cuatro patas es bienvenido.', 'Hotels waar uw viervoeter welkom is.', 'Hotel dove il vostro amico a quattro zampe è il benvenuto.')),
  theme(16, 'stay', 'bike', l('velo', 'bicicleta', 'fietsen', 'bicicletta'), l('Escapade à vélo', 'Escapada en bicicleta', 'Fietsvakantie', 'Vacanza in bici'), l('Voies vertes et balades à deux roues.', 'Vías verdes y paseos sobre dos ruedas.', 'Fietsroutes en tochten op twee wielen.', 'Piste ciclabili e gite su due ruote.')),
  theme(FAMILY_THEME_ID, 'stay', 'family', l('famille', 'familia', 'gezin', 'famiglia'), l('En famille', 'En familia', 'Met het gezin', 'In famiglia'), l('Des séjours pensés pour petits et grands.', 'Estancias pensadas para pequeños y mayores.', 'Verblijven voor groot en klein.', 'Soggiorni pensati per grandi e piccini.')),
  theme(985, 'activity', 'spa', l('spa-et-bien-etre', 'spa-y-bienestar', 'spa-en-wellness', 'spa-e-benessere'), l('Spa & bien-être', 'Spa y bienestar', 'Spa & wellness', 'Spa e benessere'), l('Soins, massages et accès au spa.', 'Tratamientos, masajes y acceso al spa.', 'Behandelingen, massages en toegang tot de spa.', 'Trattamenti, massaggi e accesso alla spa.')),
  theme(986, 'activity', 'chef-hat', l('cours-de-cuisine', 'clases-de-cocina', 'kookworkshops', 'corsi-di-cucina'), l('Gastronomie & cours de cuisine', 'Gastronomía y clases de cocina', 'Gastronomie & kookworkshops', 'Gastronomia e corsi di cucina'), l('Cuisinez avec un chef et savourez.', 'Cocine con un chef y disfrute.', 'Kook samen met een chef en geniet.', 'Cucinate con uno chef e gustate.')),
  theme(987, 'activity', 'wine', l('degustation-de-vins', 'catas-de-vino', 'wijnproeverijen', 'degustazioni-di-vino'), l('Dégustation de vins', 'Catas de vino', 'Wijnproeverijen', 'Degustazioni di vino'), l('Visites de caves et dégustations commentées.', 'Visitas a bodegas y catas comentadas.', 'Bezoek aan wijnkelders en proeverijen met uitleg.', 'Visite in cantina e degustazioni guidate.')),
  theme(988, 'activity', 'compass', l('plein-air', 'aire-libre', 'buitenactiviteiten', 'all-aria-aperta'), l('Aventure & plein air', 'Aventura y aire libre', 'Avontuur & buitenactiviteiten', 'Avventura e aria aperta'), l('Canoë, accrobranche et randonnées.', 'Piragüismo, parques de aventura y senderismo.', 'Kanoën, klimparken en wandelingen.', 'Canoa, parchi avventura ed escursioni.')),
  theme(989, 'activity', 'museum', l('culture', 'cultura', 'cultuur', 'cultura'), l('Culture & visites', 'Cultura y visitas', 'Cultuur & bezoeken', 'Cultura e visite'), l('Visites guidées, musées et patrimoine.', 'Visitas guiadas, museos y patrimonio.', 'Rondleidingen, musea en erfgoed.', 'Visite guidate, musei e patrimonio.')),
  theme(990, 'activity', 'helmet', l('sports-mecaniques', 'deportes-de-motor', 'motorsport', 'sport-motoristici'), l('Sports mécaniques', 'Deportes de motor', 'Motorsport', 'Sport motoristici'), l('Karting, pilotage et sensations sur circuit.', 'Karting, conducción deportiva y emociones en circuito.', 'Karten, rijervaringen en spanning op het circuit.', 'Kart, guida sportiva ed emozioni in pista.')),
  theme(991, 'activity', 'paddle', l('sports-nautiques', 'deportes-nauticos', 'watersport', 'sport-acquatici'), l('Sports nautiques', 'Deportes náuticos', 'Watersport', 'Sport acquatici'), l('Paddle, kayak de mer et voile.', 'Pádel surf, kayak de mar y vela.', 'Suppen, zeekajakken en zeilen.', 'Sup, kayak da mare e vela.')),
  theme(992, 'activity', 'balloon', l('experiences-insolites', 'experiencias-insolitas', 'bijzondere-belevenissen', 'esperienze-insolite'), l('Expériences insolites', 'Experiencias insólitas', 'Bijzondere belevenissen', 'Esperienze insolite'), l('Montgolfière, jeux d’évasion et moments hors du commun.', 'Globo aerostático, salas de escape y momentos fuera de lo común.', 'Ballonvaarten, escaperooms en bijzondere momenten.', 'Mongolfiera, giochi di fuga e momenti fuori dal comune.')),
];
