import { l, type Localized } from './localized';

/** Group of a facility: the hotel page's infoGeneral code; 'eco' for eco facilities. */
export type FacilityGroup = 'general' | 'parking' | 'wellness' | 'food' | 'room' | 'family' | 'accessibility' | 'eco';

export interface FacilityText {
  /** Stable code. 'pets' is sent by the search as petsAllowed, never in the facility list. */
  readonly code: string;
  readonly group: FacilityGroup;
  readonly label: Localized;
  /** Icon name for the UI. */
  readonly icon: string;
  /** Offered in the search facilities facet. */
  readonly searchable: boolean;
}

const f = (code: string, group: FacilityGroup, icon: string, searchable: boolean, label: Localized): FacilityText => ({
  code,
  group,
  icon,
  searchable,
  label,
});

export const FACILITIES: readonly FacilityText[] = [
  // general
  f('wifi', 'general', 'wifi', true, l('Wifi gratuit', 'Wifi gratuito', 'Gratis wifi', 'Wi-fi gratuito')),
  f('pets', 'general', 'paw', true, l('Animaux acceptés', 'Se admiten mascotas', 'Huisdieren toegestaan', 'Animali ammessi')),
  f('air_conditioning', 'general', 'snowflake', true, l('Climatisation', 'Aire acondicionado', 'Airconditioning', 'Aria condizionata')),
  f('elevator', 'general', 'elevator', false, l('Ascenseur', 'Ascensor', 'Lift', 'Ascensore')),
  f('reception_24h', 'general', 'bell', false, l('Réception 24h/24', 'Recepción 24 horas', 'Receptie 24/24', 'Reception 24 ore su 24')),
  f('luggage_storage', 'general', 'suitcase', false, l('Bagagerie', 'Consigna de equipaje', 'Bagageruimte', 'Deposito bagagli')),
  f('garden', 'general', 'tree', true, l('Jardin', 'Jardín', 'Tuin', 'Giardino')),
  f('terrace', 'general', 'sun', false, l('Terrasse', 'Terraza', 'Terras', 'Terrazza')),
  f('bar', 'general', 'glass', true, l('Bar', 'Bar', 'Bar', 'Bar')),
  f('non_smoking', 'general', 'no-smoking', false, l('Établissement non-fumeur', 'Establecimiento sin humo', 'Rookvrij hotel', 'Struttura per non fumatori')),
  f('laundry', 'general', 'laundry', false, l('Service de blanchisserie', 'Servicio de lavandería', 'Wasserijservice', 'Servizio lavanderia')),
  f('concierge', 'general', 'key', false, l('Service de conciergerie', 'Servicio de conserjería', 'Conciërgeservice', 'Servizio di portineria')),
  f('meeting_room', 'general', 'presentation', false, l('Salle de réunion', 'Sala de reuniones', 'Vergaderzaal', 'Sala riunioni')),
  f('library', 'general', 'book', false, l('Bibliothèque', 'Biblioteca', 'Bibliotheek', 'Biblioteca')),
  f('fireplace', 'general', 'fire', false, l('Salon avec cheminée', 'Salón con chimenea', 'Lounge met open haard', 'Salotto con camino')),
  f('bikes', 'general', 'bike', false, l('Vélos à disposition', 'Bicicletas a disposición', 'Fietsen beschikbaar', 'Biciclette a disposizione')),
  f('shuttle', 'general', 'shuttle', false, l('Navette aéroport', 'Traslado al aeropuerto', 'Luchthavenshuttle', 'Navetta aeroportuale')),
  f('tennis', 'general', 'tennis', false, l('Court de tennis', 'Pista de tenis', 'Tennisbaan', 'Campo da tennis')),
  f('golf', 'general', 'golf', false, l('Golf à proximité', 'Campo de golf cercano', 'Golfbaan in de buurt', 'Campo da golf nelle vicinanze')),
  f('beach_access', 'general', 'beach', true, l('Accès direct à la plage', 'Acceso directo a la playa', 'Directe toegang tot het strand', 'Accesso diretto alla spiaggia')),
  f('ski_storage', 'general', 'ski', false, l('Local à skis', 'Guardaesquís', 'Skiruimte', 'Deposito sci')),
  f('ski_in_out', 'general', 'ski-lift', true, l('Accès direct aux pistes', 'Acceso directo a las pistas', 'Direct aan de piste', 'Accesso diretto alle piste')),
  // parking
  f('parking', 'parking', 'parking', true, l('Parking privé', 'Aparcamiento privado', 'Eigen parkeerplaats', 'Parcheggio privato')),
  f('free_parking', 'parking', 'parking', false, l('Parking gratuit', 'Aparcamiento gratuito', 'Gratis parkeren', 'Parcheggio gratuito')),
  f('garage', 'parking', 'garage', false, l('Garage couvert', 'Garaje cubierto', 'Overdekte garage', 'Garage coperto')),
  f('valet_parking', 'parking', 'car', false, l('Service de voiturier', 'Servicio de aparcacoches', 'Valetparking', 'Servizio di parcheggio con autista')),
  f('ev_charging', 'parking', 'ev-plug', true, l('Borne de recharge pour véhicules électriques', 'Punto de recarga para vehículos eléctricos', 'Laadpaal voor elektrische auto’s', 'Colonnina di ricarica per auto elettriche')),
  // wellness
  f('spa', 'wellness', 'spa', true, l('Spa', 'Spa', 'Spa', 'Spa')),
  f('pool', 'wellness', 'pool', true, l('Piscine extérieure', 'Piscina exterior', 'Buitenzwembad', 'Piscina all’aperto')),
  f('indoor_pool', 'wellness', 'pool', true, l('Piscine intérieure', 'Piscina cubierta', 'Binnenzwembad', 'Piscina coperta')),
  f('heated_pool', 'wellness', 'pool', false, l('Piscine chauffée', 'Piscina climatizada', 'Verwarmd zwembad', 'Piscina riscaldata')),
  f('sauna', 'wellness', 'sauna', true, l('Sauna', 'Sauna', 'Sauna', 'Sauna')),
  f('hammam', 'wellness', 'steam', false, l('Hammam', 'Baño turco', 'Hamam', 'Bagno turco')),
  f('jacuzzi', 'wellness', 'bubbles', false, l('Bain à remous', 'Bañera de hidromasaje', 'Bubbelbad', 'Vasca idromassaggio')),
  f('fitness', 'wellness', 'dumbbell', true, l('Salle de fitness', 'Gimnasio', 'Fitnessruimte', 'Palestra')),
  f('massages', 'wellness', 'hands', false, l('Massages sur réservation', 'Masajes con reserva previa', 'Massages op afspraak', 'Massaggi su prenotazione')),
  // food
  f('restaurant', 'food', 'cutlery', true, l('Restaurant', 'Restaurante', 'Restaurant', 'Ristorante')),
  f('gourmet_restaurant', 'food', 'chef-hat', false, l('Restaurant gastronomique', 'Restaurante gastronómico', 'Gastronomisch restaurant', 'Ristorante gourmet')),
  f('breakfast_buffet', 'food', 'croissant', false, l('Petit-déjeuner buffet', 'Desayuno bufé', 'Ontbijtbuffet', 'Colazione a buffet')),
  f('room_service', 'food', 'tray', false, l('Service en chambre', 'Servicio de habitaciones', 'Roomservice', 'Servizio in camera')),
  f('wine_cellar', 'food', 'wine', false, l('Cave à vins', 'Bodega', 'Wijnkelder', 'Cantina dei vini')),
  f('vegetarian', 'food', 'leaf', false, l('Options végétariennes', 'Opciones vegetarianas', 'Vegetarische gerechten', 'Opzioni vegetariane')),
  f('gluten_free', 'food', 'wheat-off', false, l('Options sans gluten', 'Opciones sin gluten', 'Glutenvrije gerechten', 'Opzioni senza glutine')),
  // room
  f('tv', 'room', 'tv', false, l('Télévision à écran plat', 'Televisión de pantalla plana', 'Flatscreen-tv', 'TV a schermo piatto')),
  f('minibar', 'room', 'fridge', false, l('Minibar', 'Minibar', 'Minibar', 'Minibar')),
  f('safe', 'room', 'lock', false, l('Coffre-fort', 'Caja fuerte', 'Kluis', 'Cassaforte')),
  f('coffee_machine', 'room', 'coffee', false, l('Machine à café', 'Cafetera', 'Koffiezetapparaat', 'Macchina del caffè')),
  f('balcony', 'room', 'balcony', false, l('Balcon', 'Balcón', 'Balkon', 'Balcone')),
  f('sea_view', 'room', 'waves', false, l('Vue sur la mer', 'Vistas al mar', 'Zeezicht', 'Vista mare')),
  f('hairdryer', 'room', 'hairdryer', false, l('Sèche-cheveux', 'Secador de pelo', 'Föhn', 'Asciugacapelli')),
  f('kitchenette', 'room', 'kitchen', false, l('Kitchenette', 'Cocina pequeña', 'Kitchenette', 'Angolo cottura')),
  // family
  f('family_rooms', 'family', 'family', true, l('Chambres familiales', 'Habitaciones familiares', 'Familiekamers', 'Camere familiari')),
  f('playground', 'family', 'slide', false, l('Aire de jeux', 'Zona de juegos infantil', 'Speeltuin', 'Area giochi')),
  f('kids_club', 'family', 'balloon', true, l('Club enfants', 'Club infantil', 'Kinderclub', 'Miniclub')),
  f('baby_cot', 'family', 'crib', false, l('Lit bébé sur demande', 'Cuna bajo petición', 'Babybedje op aanvraag', 'Culla su richiesta')),
  f('high_chair', 'family', 'high-chair', false, l('Chaise haute', 'Trona', 'Kinderstoel', 'Seggiolone')),
  f('babysitting', 'family', 'baby', false, l("Service de garde d'enfants", 'Servicio de canguro', 'Oppasdienst', 'Servizio di babysitting')),
  // accessibility
  f('accessible', 'accessibility', 'wheelchair', true, l('Accessible aux personnes à mobilité réduite', 'Accesible para personas con movilidad reducida', 'Toegankelijk voor mindervaliden', 'Accessibile alle persone con mobilità ridotta')),
  f('accessible_bathroom', 'accessibility', 'wheelchair', false, l('Salle de bains adaptée', 'Baño adaptado', 'Aangepaste badkamer', 'Bagno attrezzato per disabili')),
];

/** Eco facilities: the eco label block shows from 8 of them. Codes start with 'eco-'. */
export const ECO_FACILITIES: readonly FacilityText[] = [
  f('eco-solar', 'eco', 'solar-panel', false, l('Panneaux solaires', 'Paneles solares', 'Zonnepanelen', 'Pannelli solari')),
  f('eco-green-energy', 'eco', 'bolt', false, l('Électricité 100 % renouvelable', 'Electricidad 100 % renovable', '100 % groene stroom', 'Elettricità 100% rinnovabile')),
  f('eco-heat-pump', 'eco', 'thermometer', false, l('Chauffage par pompe à chaleur', 'Calefacción con bomba de calor', 'Verwarming met warmtepomp', 'Riscaldamento a pompa di calore')),
  f('eco-insulation', 'eco', 'house', false, l('Bâtiment à haute performance énergétique', 'Edificio de alta eficiencia energética', 'Energiezuinig gebouw', 'Edificio ad alta efficienza energetica')),
  f('eco-led', 'eco', 'bulb', false, l('Éclairage LED basse consommation', 'Iluminación LED de bajo consumo', 'Zuinige ledverlichting', 'Illuminazione LED a basso consumo')),
  f('eco-local-organic', 'eco', 'basket', false, l('Produits locaux et bio', 'Productos locales y ecológicos', 'Lokale en biologische producten', 'Prodotti locali e biologici')),
  f('eco-vegetable-garden', 'eco', 'sprout', false, l("Potager de l'hôtel", 'Huerto propio', 'Eigen moestuin', "Orto dell'hotel")),
  f('eco-water-saving', 'eco', 'drop', false, l('Équipements économes en eau', 'Dispositivos de ahorro de agua', 'Waterbesparende voorzieningen', 'Dispositivi per il risparmio idrico')),
  f('eco-rainwater', 'eco', 'rain', false, l('Récupération des eaux de pluie', 'Recogida de agua de lluvia', 'Opvang van regenwater', "Recupero dell'acqua piovana")),
  f('eco-waste-sorting', 'eco', 'recycle', false, l('Tri sélectif des déchets', 'Separación de residuos para reciclaje', 'Afvalscheiding', 'Raccolta differenziata')),
  f('eco-compost', 'eco', 'compost', false, l('Compostage des déchets alimentaires', 'Compostaje de residuos orgánicos', 'Compostering van etensresten', 'Compostaggio dei rifiuti organici')),
  f('eco-no-single-use-plastic', 'eco', 'bottle-off', false, l('Zéro plastique à usage unique', 'Sin plásticos de un solo uso', 'Geen wegwerpplastic', 'Niente plastica monouso')),
  f('eco-refillable-amenities', 'eco', 'soap', false, l("Produits d'accueil en distributeurs rechargeables", 'Productos de acogida en dispensadores recargables', 'Verzorgingsproducten in navulbare dispensers', 'Prodotti di cortesia in dispenser ricaricabili')),
  f('eco-towel-reuse', 'eco', 'towel', false, l('Changement du linge sur demande', 'Cambio de toallas y sábanas bajo petición', 'Handdoeken en beddengoed op verzoek vervangen', 'Cambio della biancheria su richiesta')),
  f('eco-cleaning-products', 'eco', 'spray', false, l("Produits d'entretien écologiques", 'Productos de limpieza ecológicos', 'Milieuvriendelijke schoonmaakmiddelen', 'Detergenti ecologici')),
  f('eco-soft-mobility', 'eco', 'bike', false, l('Mobilité douce encouragée', 'Fomento de la movilidad sostenible', 'Duurzame mobiliteit aangemoedigd', 'Mobilità dolce incentivata')),
  f('eco-public-transport', 'eco', 'train', false, l('Accessible en transports en commun', 'Accesible en transporte público', 'Bereikbaar met het openbaar vervoer', 'Raggiungibile con i mezzi pubblici')),
  f('eco-biodiversity', 'eco', 'bee', false, l('Jardin favorable à la biodiversité', 'Jardín que favorece la biodiversidad', 'Biodiversiteitsvriendelijke tuin', 'Giardino amico della biodiversità')),
  f('eco-label', 'eco', 'badge', false, l('Établissement titulaire d’un écolabel', 'Establecimiento con etiqueta ecológica', 'Hotel met een erkend milieukeurmerk', 'Struttura con marchio ecologico')),
];

/** Short selling points shown as a hotel's highlighted facilities. */
export const HIGHLIGHTED_FACILITIES: readonly Localized[] = [
  l('Piscine chauffée avec vue', 'Piscina climatizada con vistas', 'Verwarmd zwembad met uitzicht', 'Piscina riscaldata panoramica'),
  l('Spa avec sauna et hammam', 'Spa con sauna y baño turco', 'Spa met sauna en hamam', 'Spa con sauna e bagno turco'),
  l('Restaurant de cuisine locale', 'Restaurante de cocina local', 'Restaurant met streekkeuken', 'Ristorante di cucina locale'),
  l('Parking gratuit', 'Aparcamiento gratuito', 'Gratis parkeren', 'Parcheggio gratuito'),
  l('Wifi gratuit dans tout l’établissement', 'Wifi gratuito en todo el establecimiento', 'Gratis wifi in het hele hotel', 'Wi-fi gratuito in tutta la struttura'),
  l('Jardin arboré de deux hectares', 'Jardín arbolado de dos hectáreas', 'Bosrijke tuin van twee hectare', 'Parco alberato di due ettari'),
  l('Accès direct à la plage', 'Acceso directo a la playa', 'Directe toegang tot het strand', 'Accesso diretto alla spiaggia'),
  l('Terrasse panoramique', 'Terraza panorámica', 'Panoramaterras', 'Terrazza panoramica'),
  l('Animaux bienvenus', 'Mascotas bienvenidas', 'Huisdieren welkom', 'Animali benvenuti'),
  l('Au pied des pistes', 'A pie de pista', 'Aan de voet van de pistes', 'Ai piedi delle piste'),
  l('Bar à cocktails', 'Coctelería', 'Cocktailbar', 'Cocktail bar'),
  l('Petit-déjeuner fait maison', 'Desayuno casero', 'Huisgemaakt ontbijt', 'Colazione fatta in casa'),
  l('Centre historique à pied', 'Casco histórico a pie', 'Historisch centrum op loopafstand', 'Centro storico a piedi'),
  l('Borne de recharge électrique', 'Punto de recarga eléctrica', 'Laadpaal voor elektrische auto’s', 'Colonnina di ricarica elettrica'),
  l('Club enfants en saison', 'Club infantil en temporada', 'Kinderclub in het seizoen', 'Miniclub in alta stagione'),
];

/**
 * Accessibility facilities added with their filter group (issue #34 §6), after the eco ones so the earlier ids
 * stay. With 'elevator' and 'accessible_bathroom' above, they are the group's ACCESSIBILITY_FACILITIES.
 */
export const MORE_ACCESSIBILITY_FACILITIES: readonly FacilityText[] = [
  f('step_free_access', 'accessibility', 'wheelchair', false, l('Accès de plain-pied', 'Acceso sin escalones', 'Drempelvrije toegang', 'Accesso senza gradini')),
  f('accessible_parking', 'accessibility', 'parking', false, l('Parking adapté', 'Aparcamiento adaptado', 'Invalidenparkeerplaats', 'Parcheggio per disabili')),
  f('hearing_loop', 'accessibility', 'ear', false, l('Boucle magnétique', 'Bucle magnético', 'Ringleiding', 'Anello magnetico')),
];

/** Every facility row, in id order (id = position + 1). */
export const ALL_FACILITIES: readonly FacilityText[] = [...FACILITIES, ...ECO_FACILITIES, ...MORE_ACCESSIBILITY_FACILITIES];
