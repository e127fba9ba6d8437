import { l, type Localized } from './localized';
import type { Schedule } from './offers';

/*
 * Activity-only products (no hotel night), by universe. Centre names are proper names in the local language
 * (pattern[lang] with lang = the language spoken at the centre); placeholders {city} and {name}.
 */

export interface ActivityProductText {
  readonly title: Localized;
  readonly description: Localized;
  /** What the product includes, one line each. */
  readonly composition: readonly Localized[];
  readonly schedules: readonly Schedule[];
  readonly importantInformation: readonly Localized[];
}

export interface ActivityUniverse {
  readonly code: string;
  /** Activity theme (985-992). */
  readonly themeId: number;
  readonly univers: Localized;
  readonly centreNames: readonly Localized[];
  readonly products: readonly ActivityProductText[];
  readonly niceToKnow: readonly Localized[];
}

const VOUCHER_VALIDITY = l(
  'Bon valable 12 mois à compter de l’achat.',
  'Bono válido durante 12 meses desde la compra.',
  'Bon 12 maanden geldig vanaf de aankoop.',
  'Buono valido 12 mesi dall’acquisto.',
);
const BOOK_WITH_PARTNER = l(
  'Réservez votre créneau directement auprès du partenaire avec le code de votre bon.',
  'Reserve su horario directamente con el proveedor indicando el código de su bono.',
  'Reserveer uw tijdslot rechtstreeks bij de partner met de code van uw bon.',
  'Prenotate l’orario direttamente con il partner indicando il codice del buono.',
);

export const ACTIVITY_UNIVERSES: readonly ActivityUniverse[] = [
  {
    code: 'spa',
    themeId: 985,
    univers: l('Spa & massages', 'Spa y masajes', 'Spa & massages', 'Spa e massaggi'),
    centreNames: [
      l('Spa {name}', 'Spa {name}', 'Wellness {name}', 'Spa {name}'),
      l('Les Bains de {city}', 'Baños de {city}', 'Thermen {city}', 'Terme di {city}'),
      l('Institut {name}', 'Centro de bienestar {name}', 'Schoonheidsinstituut {name}', 'Centro benessere {name}'),
    ],
    products: [
      {
        title: l('Massage relaxant et accès au spa', 'Masaje relajante y acceso al spa', 'Ontspannende massage en toegang tot de spa', 'Massaggio rilassante e accesso alla spa'),
        description: l(
          'Offrez-vous une pause hors du temps : un massage relaxant de 50 minutes suivi d’un accès libre au spa pour prolonger la détente.',
          'Regálese un momento de desconexión: un masaje relajante de 50 minutos seguido de acceso libre al spa para prolongar el relax.',
          'Gun uzelf een moment van rust: een ontspannende massage van 50 minuten, gevolgd door vrije toegang tot de spa.',
          'Concedetevi una pausa fuori dal tempo: un massaggio rilassante di 50 minuti seguito dall’accesso libero alla spa.',
        ),
        composition: [l('1 massage de 50 minutes par personne', '1 masaje de 50 minutos por persona', '1 massage van 50 minuten per persoon', '1 massaggio di 50 minuti a persona'), l('2 heures d’accès au spa', '2 horas de acceso al spa', '2 uur toegang tot de spa', '2 ore di accesso alla spa'), l('Thé et fruits secs', 'Té y frutos secos', 'Thee en gedroogde vruchten', 'Tè e frutta secca')],
        schedules: [{ from: '10:00', to: '20:00' }],
        importantInformation: [l('Maillot de bain obligatoire', 'Bañador obligatorio', 'Badkleding verplicht', 'Costume da bagno obbligatorio'), l('Déconseillé aux femmes enceintes', 'Desaconsejado para embarazadas', 'Afgeraden voor zwangere vrouwen', 'Sconsigliato alle donne in gravidanza')],
      },
      {
        title: l('Rituel bien-être en duo', 'Ritual de bienestar en pareja', 'Wellnessritueel voor twee', 'Rituale benessere di coppia'),
        description: l(
          'Un gommage doux, un enveloppement et un massage en cabine double : le rituel idéal pour partager un moment de sérénité.',
          'Una exfoliación suave, una envoltura y un masaje en cabina doble: el ritual ideal para compartir un momento de calma.',
          'Een zachte scrub, een pakking en een massage in een duocabine: het ideale ritueel om samen tot rust te komen.',
          'Uno scrub delicato, un impacco e un massaggio in cabina doppia: il rituale ideale per condividere un momento di serenità.',
        ),
        composition: [l('Gommage du corps', 'Exfoliación corporal', 'Lichaamsscrub', 'Scrub corpo'), l('Enveloppement hydratant', 'Envoltura hidratante', 'Hydraterende pakking', 'Impacco idratante'), l('Massage de 30 minutes', 'Masaje de 30 minutos', 'Massage van 30 minuten', 'Massaggio di 30 minuti')],
        schedules: [{ from: '10:00', to: '19:00', days: [2, 3, 4, 5, 6] }],
        importantInformation: [l('Réservé aux plus de 16 ans', 'Solo para mayores de 16 años', 'Alleen vanaf 16 jaar', 'Riservato ai maggiori di 16 anni')],
      },
    ],
    niceToKnow: [l('Peignoir et serviette fournis', 'Albornoz y toalla incluidos', 'Badjas en handdoek voorzien', 'Accappatoio e asciugamano forniti'), VOUCHER_VALIDITY, BOOK_WITH_PARTNER],
  },
  {
    code: 'cooking_class',
    themeId: 986,
    univers: l('Cours de cuisine', 'Clases de cocina', 'Kookworkshops', 'Corsi di cucina'),
    centreNames: [
      l('Atelier des Chefs {city}', 'Escuela de Cocina {city}', 'Kookstudio {city}', 'Scuola di Cucina {city}'),
      l('La Cuisine de {name}', 'La Cocina de {name}', 'De Keuken van {name}', 'La Cucina di {name}'),
    ],
    products: [
      {
        title: l('Cours de cuisine du marché', 'Clase de cocina de mercado', 'Kookworkshop met marktproducten', 'Corso di cucina di mercato'),
        description: l(
          'Aux côtés d’un chef, préparez un menu de saison avec des produits frais, puis dégustez vos créations autour d’une grande table.',
          'Junto a un chef, prepare un menú de temporada con productos frescos y luego disfrute de sus creaciones en una gran mesa compartida.',
          'Bereid samen met een chef een seizoensmenu met verse producten en proef daarna uw creaties aan een grote tafel.',
          'Insieme a uno chef, preparate un menù di stagione con prodotti freschi e poi gustate le vostre creazioni attorno a una grande tavola.',
        ),
        composition: [l('Cours de 3 heures', 'Clase de 3 horas', 'Workshop van 3 uur', 'Corso di 3 ore'), l('Repas avec vos préparations', 'Comida con sus elaboraciones', 'Maaltijd met uw bereidingen', 'Pasto con le vostre preparazioni'), l('Livret de recettes', 'Cuaderno de recetas', 'Receptenboekje', 'Ricettario')],
        schedules: [{ from: '10:00', to: '13:00', days: [3, 6] }, { from: '18:30', to: '21:30', days: [4, 5] }],
        importantInformation: [l('Signalez vos allergies lors de la réservation', 'Indique sus alergias al reservar', 'Meld uw allergieën bij het reserveren', 'Segnalate eventuali allergie alla prenotazione')],
      },
      {
        title: l('Atelier pâtisserie', 'Taller de repostería', 'Workshop patisserie', 'Laboratorio di pasticceria'),
        description: l(
          'Macarons, choux ou tartes : apprenez les gestes des pâtissiers et repartez avec vos gourmandises.',
          'Macarons, profiteroles o tartas: aprenda las técnicas de los pasteleros y llévese sus dulces a casa.',
          'Macarons, soesjes of taarten: leer de technieken van de patissier en neem uw lekkernijen mee naar huis.',
          'Macaron, bignè o crostate: imparate i gesti dei pasticcieri e portate a casa le vostre golosità.',
        ),
        composition: [l('Atelier de 2 heures', 'Taller de 2 horas', 'Workshop van 2 uur', 'Laboratorio di 2 ore'), l('Vos créations à emporter', 'Sus creaciones para llevar', 'Uw creaties om mee te nemen', 'Le vostre creazioni da portare via')],
        schedules: [{ from: '14:30', to: '16:30', days: [3, 6, 7] }],
        importantInformation: [l('À partir de 12 ans accompagné d’un adulte', 'A partir de 12 años acompañado de un adulto', 'Vanaf 12 jaar onder begeleiding van een volwassene', 'Dai 12 anni accompagnati da un adulto')],
      },
    ],
    niceToKnow: [l('Tablier fourni', 'Delantal incluido', 'Schort voorzien', 'Grembiule fornito'), VOUCHER_VALIDITY, BOOK_WITH_PARTNER],
  },
  {
    code: 'wine_tasting',
    themeId: 987,
    univers: l('Dégustation de vins', 'Catas de vino', 'Wijnproeverijen', 'Degustazioni di vino'),
    centreNames: [
      l('Domaine {name}', 'Bodegas {name}', 'Wijndomein {name}', 'Cantina {name}'),
      l('Cave de {city}', 'Bodega de {city}', 'Wijnhuis {city}', 'Enoteca di {city}'),
    ],
    products: [
      {
        title: l('Visite de cave et dégustation commentée', 'Visita a la bodega y cata comentada', 'Bezoek aan de wijnkelder en proeverij met uitleg', 'Visita in cantina e degustazione guidata'),
        description: l(
          'Découvrez les secrets de vinification du domaine, des vignes aux chais, puis dégustez quatre vins accompagnés de produits locaux.',
          'Descubra los secretos de elaboración de la bodega, de la viña a la barrica, y cate cuatro vinos acompañados de productos locales.',
          'Ontdek hoe de wijn op het domein gemaakt wordt, van wijngaard tot kelder, en proef vier wijnen met lokale hapjes.',
          'Scoprite i segreti della vinificazione, dalla vigna alla cantina, e degustate quattro vini accompagnati da prodotti locali.',
        ),
        composition: [l('Visite guidée d’1 heure', 'Visita guiada de 1 hora', 'Rondleiding van 1 uur', 'Visita guidata di 1 ora'), l('Dégustation de 4 vins', 'Cata de 4 vinos', 'Proeverij van 4 wijnen', 'Degustazione di 4 vini'), l('Planche de fromages et charcuterie', 'Tabla de quesos y embutidos', 'Plankje met kaas en vleeswaren', 'Tagliere di formaggi e salumi')],
        schedules: [{ from: '10:30', to: '12:00' }, { from: '15:00', to: '16:30' }],
        importantInformation: [l('Réservé aux adultes', 'Solo para adultos', 'Alleen voor volwassenen', 'Riservato agli adulti'), l('L’abus d’alcool est dangereux pour la santé', 'El consumo excesivo de alcohol es perjudicial para la salud', 'Overmatig alcoholgebruik is schadelijk voor de gezondheid', 'L’abuso di alcol nuoce alla salute')],
      },
    ],
    niceToKnow: [l('Possibilité d’acheter des bouteilles sur place', 'Posibilidad de comprar botellas en la bodega', 'Flessen ter plaatse te koop', 'Possibilità di acquistare bottiglie in loco'), VOUCHER_VALIDITY, BOOK_WITH_PARTNER],
  },
  {
    code: 'karting',
    themeId: 990,
    univers: l('Karting', 'Karting', 'Karting', 'Kart'),
    centreNames: [
      l('Karting de {city}', 'Karting {city}', 'Karting {city}', 'Kartodromo di {city}'),
      l('Circuit {name}', 'Circuito {name}', 'Circuit {name}', 'Circuito {name}'),
    ],
    products: [
      {
        title: l('Session de karting de 20 minutes', 'Tanda de karting de 20 minutos', 'Kartsessie van 20 minuten', 'Sessione di kart di 20 minuti'),
        description: l(
          'Enfilez votre casque et prenez le volant d’un kart de 390 cm³ sur une piste technique, chronométrage à la clé.',
          'Póngase el casco y conduzca un kart de 390 cc en un circuito técnico, con cronometraje incluido.',
          'Zet uw helm op en kruip achter het stuur van een kart van 390 cc op een technisch circuit, met tijdsregistratie.',
          'Indossate il casco e mettetevi alla guida di un kart da 390 cc su una pista tecnica, con cronometraggio.',
        ),
        composition: [l('Briefing sécurité', 'Charla de seguridad', 'Veiligheidsbriefing', 'Briefing di sicurezza'), l('20 minutes de roulage', '20 minutos de conducción', '20 minuten rijden', '20 minuti di guida'), l('Classement chronométré', 'Clasificación cronometrada', 'Klassement met tijden', 'Classifica cronometrata')],
        schedules: [{ from: '14:00', to: '22:00', days: [1, 2, 3, 4, 5] }, { from: '10:00', to: '22:00', days: [6, 7] }],
        importantInformation: [l('Taille minimale : 1,50 m', 'Altura mínima: 1,50 m', 'Minimale lengte: 1,50 m', 'Altezza minima: 1,50 m'), l('Chaussures fermées obligatoires', 'Calzado cerrado obligatorio', 'Gesloten schoenen verplicht', 'Scarpe chiuse obbligatorie')],
      },
    ],
    niceToKnow: [l('Casque et charlotte fournis', 'Casco y sotocasco incluidos', 'Helm en balaclava voorzien', 'Casco e sottocasco forniti'), VOUCHER_VALIDITY, BOOK_WITH_PARTNER],
  },
  {
    code: 'hot_air_balloon',
    themeId: 992,
    univers: l('Vol en montgolfière', 'Vuelo en globo', 'Ballonvaart', 'Volo in mongolfiera'),
    centreNames: [
      l('Montgolfières de {city}', 'Globos de {city}', 'Ballonvaarten {city}', 'Mongolfiere di {city}'),
      l('{name} Aérostation', 'Globos {name}', 'Ballonteam {name}', 'Aerostatica {name}'),
    ],
    products: [
      {
        title: l('Vol en montgolfière au lever du soleil', 'Vuelo en globo al amanecer', 'Ballonvaart bij zonsopgang', 'Volo in mongolfiera all’alba'),
        description: l(
          'Envolez-vous pour une heure de vol silencieux au-dessus des paysages, puis célébrez l’atterrissage autour d’un verre.',
          'Despegue para una hora de vuelo silencioso sobre el paisaje y celebre el aterrizaje con un brindis.',
          'Stijg op voor een uur lang geruisloos zweven boven het landschap en vier de landing met een drankje.',
          'Decollate per un’ora di volo silenzioso sopra i paesaggi e festeggiate l’atterraggio con un brindisi.',
        ),
        composition: [l('1 heure de vol', '1 hora de vuelo', '1 uur vliegen', '1 ora di volo'), l('Verre de l’aérostier', 'Brindis del piloto', 'Traditionele ballonvaardersdronk', 'Brindisi dell’aeronauta'), l('Diplôme de vol', 'Diploma de vuelo', 'Vliegdiploma', 'Diploma di volo')],
        schedules: [{ from: '06:30', to: '10:00' }],
        importantInformation: [l('Vol soumis aux conditions météo', 'Vuelo sujeto a las condiciones meteorológicas', 'Afhankelijk van de weersomstandigheden', 'Volo soggetto alle condizioni meteo'), l('À partir de 8 ans', 'A partir de 8 años', 'Vanaf 8 jaar', 'Dagli 8 anni')],
      },
    ],
    niceToKnow: [l('Prévoyez une tenue chaude', 'Lleve ropa de abrigo', 'Trek warme kleren aan', 'Portate abiti caldi'), VOUCHER_VALIDITY, BOOK_WITH_PARTNER],
  },
  {
    code: 'escape_game',
    themeId: 992,
    univers: l('Jeu d’évasion', 'Sala de escape', 'Escaperoom', 'Gioco di fuga'),
    centreNames: [
      l('Évasion {city}', 'Sala de Escape {city}', 'Escaperoom {city}', 'Enigma {city}'),
      l('Les Énigmes de {name}', 'Los Enigmas de {name}', 'De Raadsels van {name}', 'Gli Enigmi di {name}'),
    ],
    products: [
      {
        title: l('Jeu d’évasion de 60 minutes', 'Juego de escape de 60 minutos', 'Escaperoom van 60 minuten', 'Gioco di fuga di 60 minuti'),
        description: l(
          'Enfermés dans une salle à thème, vous avez une heure pour résoudre les énigmes et trouver la sortie. Cohésion garantie !',
          'Encerrados en una sala temática, tienen una hora para resolver los enigmas y encontrar la salida. ¡Trabajo en equipo garantizado!',
          'Opgesloten in een themakamer hebt u één uur om de raadsels op te lossen en de uitgang te vinden. Teamwork gegarandeerd!',
          'Chiusi in una stanza a tema, avete un’ora per risolvere gli enigmi e trovare l’uscita. Spirito di squadra garantito!',
        ),
        composition: [l('1 partie de 60 minutes', '1 partida de 60 minutos', '1 spel van 60 minuten', '1 partita di 60 minuti'), l('Accueil par un maître du jeu', 'Recibimiento por un director de juego', 'Ontvangst door een spelleider', 'Accoglienza da parte del game master')],
        schedules: [{ from: '10:00', to: '23:00' }],
        importantInformation: [l('De 2 à 6 joueurs', 'De 2 a 6 jugadores', 'Van 2 tot 6 spelers', 'Da 2 a 6 giocatori'), l('Mineurs accompagnés d’un adulte', 'Menores acompañados de un adulto', 'Minderjarigen onder begeleiding van een volwassene', 'Minori accompagnati da un adulto')],
      },
    ],
    niceToKnow: [l('Arrivez 15 minutes avant', 'Llegue 15 minutos antes', 'Kom 15 minuten op voorhand', 'Arrivate 15 minuti prima'), VOUCHER_VALIDITY, BOOK_WITH_PARTNER],
  },
  {
    code: 'kayak',
    themeId: 991,
    univers: l('Kayak & paddle', 'Kayak y pádel surf', 'Kajak & suppen', 'Kayak e sup'),
    centreNames: [
      l('Base nautique de {city}', 'Club náutico de {city}', 'Watersportcentrum {city}', 'Centro nautico di {city}'),
      l('{name} Kayak', 'Kayak {name}', 'Kano {name}', 'Kayak {name}'),
    ],
    products: [
      {
        title: l('Balade en kayak de mer', 'Ruta en kayak de mar', 'Tocht met de zeekajak', 'Escursione in kayak da mare'),
        description: l(
          'Accompagné d’un moniteur, longez la côte et accédez à des criques inaccessibles à pied.',
          'Acompañado de un monitor, recorra la costa y llegue a calas inaccesibles a pie.',
          'Vaar onder begeleiding van een instructeur langs de kust naar baaien die te voet onbereikbaar zijn.',
          'Accompagnati da un istruttore, costeggiate il litorale e raggiungete calette inaccessibili a piedi.',
        ),
        composition: [l('2 heures encadrées', '2 horas con monitor', '2 uur onder begeleiding', '2 ore con istruttore'), l('Kayak, pagaie et gilet', 'Kayak, remo y chaleco', 'Kajak, peddel en zwemvest', 'Kayak, pagaia e giubbotto')],
        schedules: [{ from: '09:30', to: '11:30' }, { from: '15:00', to: '17:00' }],
        importantInformation: [l('Savoir nager', 'Saber nadar', 'Kunnen zwemmen', 'Saper nuotare'), l('D’avril à octobre', 'De abril a octubre', 'Van april tot oktober', 'Da aprile a ottobre')],
      },
    ],
    niceToKnow: [l('Prévoyez un change et de la crème solaire', 'Lleve ropa de recambio y crema solar', 'Neem reservekleren en zonnecrème mee', 'Portate un cambio e la crema solare'), VOUCHER_VALIDITY, BOOK_WITH_PARTNER],
  },
  {
    code: 'horse_riding',
    themeId: 988,
    univers: l('Balade à cheval', 'Paseo a caballo', 'Paardrijden', 'Passeggiata a cavallo'),
    centreNames: [
      l('Centre équestre de {city}', 'Centro ecuestre de {city}', 'Manege {city}', 'Centro ippico di {city}'),
      l('Écuries {name}', 'Cuadras {name}', 'Stal {name}', 'Scuderie {name}'),
    ],
    products: [
      {
        title: l('Balade à cheval de 2 heures', 'Paseo a caballo de 2 horas', 'Paardrijtocht van 2 uur', 'Passeggiata a cavallo di 2 ore'),
        description: l(
          'Partez au pas et au trot sur les chemins de campagne avec un guide, une belle façon de découvrir la nature autrement.',
          'Recorra los caminos rurales al paso y al trote con un guía: una bonita forma de descubrir la naturaleza.',
          'Ga stapvoets en in draf langs landweggetjes met een gids: een mooie manier om de natuur anders te beleven.',
          'Al passo e al trotto lungo i sentieri di campagna con una guida: un modo diverso di scoprire la natura.',
        ),
        composition: [l('2 heures de balade guidée', '2 horas de paseo guiado', '2 uur begeleide tocht', '2 ore di passeggiata guidata'), l('Prêt de la bombe', 'Préstamo de casco', 'Cap te leen', 'Casco in prestito')],
        schedules: [{ from: '09:30', to: '11:30' }, { from: '14:30', to: '16:30' }],
        importantInformation: [l('Poids maximum : 90 kg', 'Peso máximo: 90 kg', 'Maximaal gewicht: 90 kg', 'Peso massimo: 90 kg'), l('Débutants bienvenus', 'Principiantes bienvenidos', 'Beginners welkom', 'Principianti benvenuti')],
      },
    ],
    niceToKnow: [l('Pantalon long conseillé', 'Se recomienda pantalón largo', 'Lange broek aanbevolen', 'Consigliati pantaloni lunghi'), VOUCHER_VALIDITY, BOOK_WITH_PARTNER],
  },
  {
    code: 'guided_tour',
    themeId: 989,
    univers: l('Visites guidées', 'Visitas guiadas', 'Rondleidingen', 'Visite guidate'),
    centreNames: [
      l('Visites de {city}', 'Rutas por {city}', 'Stadswandelingen {city}', 'Visite di {city}'),
      l('{name} Découverte', 'Descubre {name}', 'Ontdek {name}', 'Scopri {name}'),
    ],
    products: [
      {
        title: l('Visite guidée insolite de la ville', 'Visita guiada insólita por la ciudad', 'Verrassende rondleiding door de stad', 'Visita guidata insolita della città'),
        description: l(
          'Passages secrets, légendes et bonnes adresses : un guide passionné vous dévoile la ville comme vous ne l’avez jamais vue.',
          'Pasadizos secretos, leyendas y buenas direcciones: un guía apasionado le muestra la ciudad como nunca la había visto.',
          'Geheime doorgangen, legendes en goede adresjes: een gepassioneerde gids toont u de stad zoals u ze nog nooit zag.',
          'Passaggi segreti, leggende e buoni indirizzi: una guida appassionata vi svela la città come non l’avete mai vista.',
        ),
        composition: [l('Visite de 2 heures', 'Visita de 2 horas', 'Rondleiding van 2 uur', 'Visita di 2 ore'), l('Dégustation d’une spécialité locale', 'Degustación de una especialidad local', 'Proeven van een lokale specialiteit', 'Assaggio di una specialità locale')],
        schedules: [{ from: '10:00', to: '12:00', days: [3, 5, 6, 7] }],
        importantInformation: [l('Bonnes chaussures de marche conseillées', 'Se recomienda calzado cómodo', 'Goede wandelschoenen aanbevolen', 'Consigliate scarpe comode')],
      },
    ],
    niceToKnow: [l('Point de rendez-vous indiqué lors de la réservation', 'Punto de encuentro indicado al reservar', 'Verzamelpunt wordt bij de reservering meegedeeld', 'Punto d’incontro indicato alla prenotazione'), VOUCHER_VALIDITY, BOOK_WITH_PARTNER],
  },
  {
    code: 'tree_climbing',
    themeId: 988,
    univers: l('Accrobranche', 'Parque de aventura', 'Klimpark', 'Parco avventura'),
    centreNames: [
      l('Parc aventure {name}', 'Parque de aventura {name}', 'Klimbos {name}', 'Parco avventura {name}'),
      l('Accrobranche de {city}', 'Aventura en los árboles de {city}', 'Klimpark {city}', 'Avventura sugli alberi di {city}'),
    ],
    products: [
      {
        title: l('Parcours aventure dans les arbres', 'Circuito de aventura en los árboles', 'Klimparcours in de boomtoppen', 'Percorso avventura tra gli alberi'),
        description: l(
          'Tyroliennes, ponts de singe et filets : progressez d’arbre en arbre sur des parcours adaptés à tous les niveaux.',
          'Tirolinas, puentes colgantes y redes: avance de árbol en árbol por circuitos para todos los niveles.',
          'Tokkelbanen, apenbruggen en netten: klim van boom naar boom op parcours voor elk niveau.',
          'Zipline, ponti tibetani e reti: avanzate di albero in albero su percorsi per tutti i livelli.',
        ),
        composition: [l('3 heures d’accès aux parcours', '3 horas de acceso a los circuitos', '3 uur toegang tot de parcours', '3 ore di accesso ai percorsi'), l('Équipement de sécurité', 'Equipo de seguridad', 'Veiligheidsuitrusting', 'Attrezzatura di sicurezza')],
        schedules: [{ from: '10:00', to: '18:00' }],
        importantInformation: [l('À partir de 6 ans', 'A partir de 6 años', 'Vanaf 6 jaar', 'Dai 6 anni'), l('Fermé par temps d’orage', 'Cerrado en caso de tormenta', 'Gesloten bij onweer', 'Chiuso in caso di temporale')],
      },
    ],
    niceToKnow: [l('Gants conseillés', 'Se recomiendan guantes', 'Handschoenen aanbevolen', 'Consigliati i guanti'), VOUCHER_VALIDITY, BOOK_WITH_PARTNER],
  },
];

/** Label of the participants on an activity product; {count} adults. */
export const ACTIVITY_PARTICIPANTS = {
  one: l('Pour 1 personne', 'Para 1 persona', 'Voor 1 persoon', 'Per 1 persona'),
  other: l('Pour {count} personnes', 'Para {count} personas', 'Voor {count} personen', 'Per {count} persone'),
} as const;
