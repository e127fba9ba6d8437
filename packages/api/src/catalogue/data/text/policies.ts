import { l, type Localized } from './localized';

/*
 * Hotel practical information. Placeholders: {time} 'HH:MM' or '15h' style already formatted,
 * {from} {to} times, {amount} a formatted price (e.g. '12 €'), {weight} kilograms, {count} a number,
 * {percentage} a number, {distance} metres, {deadline} a formatted date.
 */

export const CHECK_IN_OUT = {
  checkIn: l('Arrivée à partir de {time}', 'Entrada a partir de las {time}', 'Inchecken vanaf {time}', 'Check-in dalle {time}'),
  checkInRange: l('Arrivée entre {from} et {to}', 'Entrada entre las {from} y las {to}', 'Inchecken tussen {from} en {to}', 'Check-in dalle {from} alle {to}'),
  checkOut: l('Départ avant {time}', 'Salida antes de las {time}', 'Uitchecken vóór {time}', 'Check-out entro le {time}'),
  lateArrival: l(
    'En cas d’arrivée après {time}, merci de prévenir l’établissement.',
    'Si llega después de las {time}, avise al establecimiento.',
    'Komt u na {time} aan? Laat het hotel dit dan even weten.',
    'In caso di arrivo dopo le {time}, si prega di avvisare la struttura.',
  ),
  breakfastHours: l('Petit-déjeuner servi de {from} à {to}', 'Desayuno de {from} a {to}', 'Ontbijt van {from} tot {to}', 'Colazione servita dalle {from} alle {to}'),
} as const satisfies Record<string, Localized>;

export const PARKING_INFOS = {
  freeOnSite: l(
    'Parking privé gratuit sur place, sans réservation.',
    'Aparcamiento privado gratuito en el establecimiento, sin reserva previa.',
    'Gratis eigen parkeerplaats bij het hotel, reserveren is niet nodig.',
    'Parcheggio privato gratuito in loco, senza prenotazione.',
  ),
  paidOnSite: l(
    'Parking privé sur place : {amount} par jour.',
    'Aparcamiento privado en el establecimiento: {amount} al día.',
    'Eigen parkeerplaats bij het hotel: {amount} per dag.',
    'Parcheggio privato in loco: {amount} al giorno.',
  ),
  garageOnRequest: l(
    'Garage couvert sur réservation : {amount} par nuit.',
    'Garaje cubierto con reserva previa: {amount} por noche.',
    'Overdekte garage op reservering: {amount} per nacht.',
    'Garage coperto su prenotazione: {amount} a notte.',
  ),
  publicNearby: l(
    'Parking public payant à {distance} m de l’établissement.',
    'Aparcamiento público de pago a {distance} m del establecimiento.',
    'Betaalde openbare parkeergarage op {distance} m van het hotel.',
    'Parcheggio pubblico a pagamento a {distance} m dalla struttura.',
  ),
  streetFree: l(
    'Stationnement gratuit dans la rue, selon disponibilité.',
    'Aparcamiento gratuito en la calle, según disponibilidad.',
    'Gratis parkeren op straat, afhankelijk van beschikbaarheid.',
    'Parcheggio gratuito in strada, secondo disponibilità.',
  ),
  none: l(
    'L’établissement ne dispose pas de parking.',
    'El establecimiento no dispone de aparcamiento.',
    'Het hotel heeft geen parkeergelegenheid.',
    'La struttura non dispone di parcheggio.',
  ),
} as const satisfies Record<string, Localized>;

export const PET_POLICIES = {
  notAllowed: l(
    'Les animaux de compagnie ne sont pas acceptés.',
    'No se admiten mascotas.',
    'Huisdieren zijn niet toegestaan.',
    'Gli animali domestici non sono ammessi.',
  ),
  allowedFree: l(
    'Les animaux de compagnie sont acceptés gratuitement.',
    'Se admiten mascotas sin coste adicional.',
    'Huisdieren zijn gratis welkom.',
    'Gli animali domestici sono ammessi gratuitamente.',
  ),
  allowedWithFee: l(
    'Les animaux de compagnie sont acceptés moyennant un supplément de {amount} par nuit.',
    'Se admiten mascotas con un suplemento de {amount} por noche.',
    'Huisdieren zijn welkom tegen een toeslag van {amount} per nacht.',
    'Gli animali domestici sono ammessi con un supplemento di {amount} a notte.',
  ),
  maxWeight: l(
    'Poids maximum : {weight} kg.',
    'Peso máximo: {weight} kg.',
    'Maximaal gewicht: {weight} kg.',
    'Peso massimo: {weight} kg.',
  ),
  maxNumber: l(
    'Nombre maximum d’animaux par chambre : {count}.',
    'Número máximo de mascotas por habitación: {count}.',
    'Maximaal aantal huisdieren per kamer: {count}.',
    'Numero massimo di animali per camera: {count}.',
  ),
  onRequest: l(
    'Merci de signaler la présence de votre animal lors de la réservation.',
    'Indique que viaja con su mascota al hacer la reserva.',
    'Vermeld bij het boeken dat u met een huisdier komt.',
    'Si prega di segnalare la presenza del vostro animale al momento della prenotazione.',
  ),
} as const satisfies Record<string, Localized>;

export const LOCAL_TAX = {
  perPersonPerNight: l(
    'Taxe de séjour : {amount} par personne et par nuit, à régler sur place.',
    'Tasa turística: {amount} por persona y noche, a pagar en el establecimiento.',
    'Toeristenbelasting: {amount} per persoon per nacht, ter plaatse te betalen.',
    'Tassa di soggiorno: {amount} a persona a notte, da pagare in loco.',
  ),
  percentage: l(
    'Taxe de séjour : {percentage} % du prix de la nuitée, à régler sur place.',
    'Tasa turística: {percentage} % del precio de la noche, a pagar en el establecimiento.',
    'Toeristenbelasting: {percentage}% van de kamerprijs per nacht, ter plaatse te betalen.',
    'Tassa di soggiorno: {percentage}% del prezzo del pernottamento, da pagare in loco.',
  ),
  included: l(
    'La taxe de séjour est incluse dans le prix.',
    'La tasa turística está incluida en el precio.',
    'De toeristenbelasting is inbegrepen in de prijs.',
    'La tassa di soggiorno è inclusa nel prezzo.',
  ),
  childrenExempt: l(
    'Les enfants de moins de {count} ans en sont exonérés.',
    'Los menores de {count} años están exentos.',
    'Kinderen jonger dan {count} jaar zijn vrijgesteld.',
    'I bambini sotto i {count} anni ne sono esenti.',
  ),
} as const satisfies Record<string, Localized>;

/** Hotel 'things to know' lines. */
export const HOTEL_IMPORTANT_INFOS: readonly Localized[] = [
  l(
    'Une pièce d’identité et la carte bancaire utilisée pour la réservation vous seront demandées à l’arrivée.',
    'A su llegada se le pedirá un documento de identidad y la tarjeta utilizada para la reserva.',
    'Bij aankomst wordt gevraagd om een identiteitsbewijs en de bankkaart waarmee u hebt geboekt.',
    'All’arrivo vi verranno richiesti un documento d’identità e la carta usata per la prenotazione.',
  ),
  l(
    'Le restaurant est fermé le dimanche soir et le lundi.',
    'El restaurante cierra el domingo por la noche y el lunes.',
    'Het restaurant is gesloten op zondagavond en maandag.',
    'Il ristorante è chiuso la domenica sera e il lunedì.',
  ),
  l(
    'La piscine extérieure est ouverte de mai à septembre.',
    'La piscina exterior está abierta de mayo a septiembre.',
    'Het buitenzwembad is open van mei tot september.',
    'La piscina all’aperto è aperta da maggio a settembre.',
  ),
  l(
    'L’accès au spa est réservé aux personnes de plus de 16 ans.',
    'El acceso al spa está reservado a mayores de 16 años.',
    'De spa is alleen toegankelijk voor personen vanaf 16 jaar.',
    'L’accesso alla spa è riservato ai maggiori di 16 anni.',
  ),
  l(
    'Le port du bonnet de bain est obligatoire à la piscine.',
    'El uso del gorro de baño es obligatorio en la piscina.',
    'Een badmuts is verplicht in het zwembad.',
    'In piscina è obbligatoria la cuffia.',
  ),
  l(
    'L’établissement est situé dans une zone piétonne : déposez vos bagages puis rejoignez le parking public.',
    'El establecimiento está en una zona peatonal: deje su equipaje y diríjase al aparcamiento público.',
    'Het hotel ligt in een voetgangerszone: zet uw bagage af en rijd daarna naar de openbare parking.',
    'La struttura si trova in zona pedonale: lasciate i bagagli e raggiungete il parcheggio pubblico.',
  ),
  l(
    'Les fêtes et soirées ne sont pas autorisées.',
    'No se permiten fiestas ni eventos.',
    'Feesten en evenementen zijn niet toegestaan.',
    'Non sono consentite feste né eventi.',
  ),
  l(
    'Des travaux de rénovation peuvent occasionner une gêne en journée.',
    'Las obras de renovación pueden causar molestias durante el día.',
    'Door renovatiewerken kan er overdag wat hinder zijn.',
    'Lavori di ristrutturazione possono causare qualche disagio durante il giorno.',
  ),
];

/**
 * Cancellation texts of an offer and of the 'Cancellation conditions' modal.
 * {deadline} is a formatted date; the message is shown as success when a deadline exists, otherwise as information.
 */
export const CANCELLATION_MESSAGES = {
  cancellableUntil: l(
    'Modifiable et annulable jusqu’au {deadline}',
    'Modificable y cancelable hasta el {deadline}',
    'Te wijzigen en te annuleren tot {deadline}',
    'Modificabile e cancellabile fino al {deadline}',
  ),
  freeCancellationUntil: l(
    'Annulation gratuite jusqu’au {deadline}',
    'Cancelación gratuita hasta el {deadline}',
    'Gratis annuleren tot {deadline}',
    'Cancellazione gratuita fino al {deadline}',
  ),
  nonRefundable: l(
    'Non échangeable et non remboursable',
    'No modificable y no reembolsable',
    'Niet te wijzigen en niet terugbetaalbaar',
    'Non modificabile e non rimborsabile',
  ),
  addDates: l(
    'Ajoutez vos dates pour connaître les conditions d’annulation',
    'Añada sus fechas para ver las condiciones de cancelación',
    'Voeg uw data toe om de annuleringsvoorwaarden te zien',
    'Aggiungete le date per conoscere le condizioni di cancellazione',
  ),
  title: l('Conditions d’annulation', 'Condiciones de cancelación', 'Annuleringsvoorwaarden', 'Condizioni di cancellazione'),
  partialRefund: l(
    'Jusqu’au {deadline}, 80 % du prix de chaque nuit vous est remboursé en cas d’annulation.',
    'Hasta el {deadline}, se le reembolsará el 80 % del precio de cada noche en caso de cancelación.',
    'Tot {deadline} krijgt u bij annulering 80% van de prijs van elke nacht terug.',
    'Fino al {deadline}, in caso di cancellazione vi verrà rimborsato l’80% del prezzo di ogni notte.',
  ),
  noRefundFromCheckIn: l(
    'À partir de la date d’arrivée, aucun remboursement n’est possible.',
    'A partir de la fecha de llegada, no se realizará ningún reembolso.',
    'Vanaf de aankomstdatum is geen terugbetaling meer mogelijk.',
    'A partire dalla data di arrivo non è previsto alcun rimborso.',
  ),
  freeModification: l(
    'Vous pouvez modifier gratuitement votre séjour jusqu’au {deadline} ; la différence de prix éventuelle reste à régler.',
    'Puede modificar su estancia sin coste hasta el {deadline}; solo deberá abonar la posible diferencia de precio.',
    'U kunt uw verblijf tot {deadline} gratis wijzigen; een eventueel prijsverschil wordt verrekend.',
    'Potete modificare gratuitamente il soggiorno fino al {deadline}; l’eventuale differenza di prezzo resta a vostro carico.',
  ),
} as const satisfies Record<string, Localized>;
