import { l, type Localized } from './localized';

/*
 * Customer reviews. A review is written in one language: take the same language from every list
 * (first name, comments). Comments are parallel in meaning, not literal translations.
 */

/** Customer first names, one typical name per language in each item. */
export const REVIEW_FIRST_NAMES: readonly Localized[] = [
  l('Camille', 'Lucía', 'Sanne', 'Giulia'),
  l('Julien', 'Javier', 'Daan', 'Marco'),
  l('Sophie', 'María', 'Lotte', 'Francesca'),
  l('Nicolas', 'Carlos', 'Bram', 'Luca'),
  l('Émilie', 'Carmen', 'Eva', 'Chiara'),
  l('Thomas', 'Pablo', 'Thijs', 'Matteo'),
  l('Marie', 'Ana', 'Femke', 'Sara'),
  l('Antoine', 'Alejandro', 'Ruben', 'Alessandro'),
  l('Claire', 'Elena', 'Anouk', 'Elena'),
  l('Pierre', 'Miguel', 'Jeroen', 'Giuseppe'),
  l('Léa', 'Paula', 'Emma', 'Martina'),
  l('Mathieu', 'David', 'Pieter', 'Andrea'),
  l('Isabelle', 'Isabel', 'Inge', 'Valentina'),
  l('François', 'Jorge', 'Wouter', 'Davide'),
  l('Nathalie', 'Cristina', 'Marieke', 'Roberta'),
  l('Hugo', 'Sergio', 'Lars', 'Lorenzo'),
  l('Chloé', 'Marta', 'Fleur', 'Alice'),
  l('Laurent', 'Antonio', 'Koen', 'Stefano'),
  l('Manon', 'Sofía', 'Lisa', 'Federica'),
  l('Sébastien', 'Raúl', 'Joris', 'Simone'),
];

export type ReviewType = 'COUPLE' | 'FAMILY' | 'FRIENDS' | 'SOLO' | 'BUSINESS';

export const REVIEW_TRIP_TYPES: readonly { readonly type: ReviewType; readonly label: Localized }[] = [
  { type: 'COUPLE', label: l('En couple', 'En pareja', 'Als koppel', 'In coppia') },
  { type: 'FAMILY', label: l('En famille', 'En familia', 'Met het gezin', 'In famiglia') },
  { type: 'FRIENDS', label: l('Entre amis', 'Con amigos', 'Met vrienden', 'Con amici') },
  { type: 'SOLO', label: l('Seul', 'Solo', 'Alleen', 'Da solo') },
  { type: 'BUSINESS', label: l('Voyage d’affaires', 'Viaje de negocios', 'Zakenreis', 'Viaggio di lavoro') },
];

/** Review detail criteria (label per criterion). */
export const REVIEW_CRITERIA: readonly { readonly code: string; readonly label: Localized }[] = [
  { code: 'welcoming', label: l('Accueil', 'Atención', 'Ontvangst', 'Accoglienza') },
  { code: 'comfort', label: l('Confort', 'Comodidad', 'Comfort', 'Comfort') },
  { code: 'cleanliness', label: l('Propreté', 'Limpieza', 'Netheid', 'Pulizia') },
  { code: 'food', label: l('Restauration', 'Comida', 'Eten', 'Ristorazione') },
  { code: 'localization', label: l('Emplacement', 'Ubicación', 'Ligging', 'Posizione') },
  { code: 'priceQualityRatio', label: l('Rapport qualité-prix', 'Relación calidad-precio', 'Prijs-kwaliteitverhouding', 'Rapporto qualità-prezzo') },
];

export const REVIEW_POSITIVE: readonly Localized[] = [
  l('Accueil chaleureux, on s’est sentis attendus dès notre arrivée.', 'Trato muy cálido, nos sentimos bienvenidos desde el primer momento.', 'Hartelijke ontvangst, we voelden ons meteen welkom.', 'Accoglienza calorosa, ci siamo sentiti attesi fin dal nostro arrivo.'),
  l('Chambre spacieuse, propre et très bien décorée.', 'Habitación amplia, limpia y muy bien decorada.', 'Ruime, schone en mooi ingerichte kamer.', 'Camera spaziosa, pulita e arredata con gusto.'),
  l('Le petit-déjeuner était copieux avec beaucoup de produits maison.', 'El desayuno era abundante y con muchos productos caseros.', 'Het ontbijt was uitgebreid, met veel huisgemaakte producten.', 'La colazione era abbondante, con tanti prodotti fatti in casa.'),
  l('Literie très confortable, nous avons parfaitement dormi.', 'Las camas eran muy cómodas, dormimos de maravilla.', 'Heel comfortabele bedden, we hebben heerlijk geslapen.', 'Letto comodissimo, abbiamo dormito benissimo.'),
  l('Le massage en duo était un vrai moment de détente.', 'El masaje en pareja fue un auténtico momento de relax.', 'De duomassage was echt ontspannend.', 'Il massaggio di coppia è stato un vero momento di relax.'),
  l('Dîner délicieux, le chef travaille de très bons produits.', 'Cena deliciosa, el chef trabaja con productos excelentes.', 'Heerlijk diner, de chef werkt met uitstekende producten.', 'Cena deliziosa, lo chef usa prodotti eccellenti.'),
  l('Emplacement idéal pour visiter la ville à pied.', 'Ubicación ideal para visitar la ciudad a pie.', 'Ideale ligging om de stad te voet te verkennen.', 'Posizione ideale per visitare la città a piedi.'),
  l('Très calme, parfait pour se reposer.', 'Muy tranquilo, perfecto para descansar.', 'Heel rustig, perfect om tot rust te komen.', 'Molto tranquillo, perfetto per riposarsi.'),
  l('La vue depuis la chambre est magnifique.', 'Las vistas desde la habitación son espectaculares.', 'Het uitzicht vanuit de kamer is prachtig.', 'La vista dalla camera è magnifica.'),
  l('Personnel aux petits soins et de bon conseil.', 'Personal muy atento y con buenas recomendaciones.', 'Zeer attent personeel dat goede tips geeft.', 'Personale premuroso e prodigo di consigli.'),
  l('La piscine est superbe et bien entretenue.', 'La piscina es preciosa y está muy bien cuidada.', 'Het zwembad is prachtig en goed onderhouden.', 'La piscina è splendida e ben tenuta.'),
  l('Excellent rapport qualité-prix pour la région.', 'Excelente relación calidad-precio para la zona.', 'Uitstekende prijs-kwaliteitverhouding voor de streek.', 'Ottimo rapporto qualità-prezzo per la zona.'),
  l('Les enfants ont adoré l’aire de jeux et le jardin.', 'A los niños les encantó la zona de juegos y el jardín.', 'De kinderen vonden de speeltuin en de tuin geweldig.', 'I bambini hanno adorato l’area giochi e il giardino.'),
  l('La dégustation de vins était passionnante.', 'La cata de vinos fue apasionante.', 'De wijnproeverij was boeiend.', 'La degustazione di vini è stata appassionante.'),
  l('Bâtiment plein de charme, chargé d’histoire.', 'Un edificio con mucho encanto y lleno de historia.', 'Een gebouw vol charme en geschiedenis.', 'Edificio pieno di fascino e di storia.'),
  l('Salle de bains moderne avec une excellente douche.', 'Baño moderno con una ducha excelente.', 'Moderne badkamer met een uitstekende douche.', 'Bagno moderno con un’ottima doccia.'),
  l('Parking pratique et gratuit, un vrai plus.', 'Aparcamiento práctico y gratuito, todo un acierto.', 'Handige en gratis parking, een echte meerwaarde.', 'Parcheggio comodo e gratuito, un vero plus.'),
  l('Notre chien a été accueilli comme un roi.', 'Nuestro perro fue recibido como un rey.', 'Onze hond werd als een koning ontvangen.', 'Il nostro cane è stato accolto come un re.'),
  l('Le spa est très agréable et jamais bondé.', 'El spa es muy agradable y nunca está abarrotado.', 'De spa is heel aangenaam en nooit te druk.', 'La spa è molto piacevole e mai affollata.'),
  l('Petites attentions appréciées pour notre anniversaire de mariage.', 'Agradecimos mucho los detalles por nuestro aniversario de boda.', 'Leuke attenties voor onze trouwdag, erg gewaardeerd.', 'Graditissime le attenzioni per il nostro anniversario di matrimonio.'),
  l('Terrasse agréable pour prendre l’apéritif au soleil.', 'Una terraza agradable para tomar el aperitivo al sol.', 'Aangenaam terras om in de zon een aperitief te drinken.', 'Terrazza piacevole per l’aperitivo al sole.'),
  l('Check-in rapide et départ tardif accordé sans problème.', 'Registro rápido y nos concedieron la salida tardía sin problema.', 'Snel ingecheckt en zonder problemen later mogen uitchecken.', 'Check-in veloce e check-out posticipato concesso senza problemi.'),
  l('Cadre verdoyant, on se croirait loin de tout.', 'Un entorno muy verde, parece que estás lejos de todo.', 'Groene omgeving, je waant je ver weg van alles.', 'Ambiente verdissimo, sembra di essere lontani da tutto.'),
  l('Les conseils de randonnée de la réception étaient parfaits.', 'Los consejos de senderismo de la recepción fueron perfectos.', 'De wandeltips van de receptie waren perfect.', 'I consigli per le escursioni della reception erano perfetti.'),
  l('Séjour parfait, nous reviendrons sans hésiter.', 'Estancia perfecta, volveremos sin dudarlo.', 'Perfect verblijf, we komen zeker terug.', 'Soggiorno perfetto, torneremo senz’altro.'),
  l('Décoration soignée et ambiance très cosy.', 'Decoración cuidada y ambiente muy acogedor.', 'Verzorgde inrichting en een heel gezellige sfeer.', 'Arredamento curato e atmosfera molto accogliente.'),
  l('Le cours de cuisine avec le chef restera un super souvenir.', 'La clase de cocina con el chef será un recuerdo estupendo.', 'De kookles met de chef blijft een topherinnering.', 'Il corso di cucina con lo chef resterà un ricordo bellissimo.'),
];

export const REVIEW_NEGATIVE: readonly Localized[] = [
  l('Rien à signaler, tout était parfait.', 'Nada que destacar, todo fue perfecto.', 'Niets op aan te merken, alles was perfect.', 'Niente da segnalare, era tutto perfetto.'),
  l('La chambre était un peu petite pour deux.', 'La habitación era algo pequeña para dos.', 'De kamer was wat klein voor twee.', 'La camera era un po’ piccola per due.'),
  l('Insonorisation perfectible, on entendait le couloir.', 'El aislamiento acústico es mejorable, se oía el pasillo.', 'De geluidsisolatie kan beter, we hoorden de gang.', 'Insonorizzazione migliorabile, si sentiva il corridoio.'),
  l('Le wifi était lent dans notre chambre.', 'El wifi iba lento en nuestra habitación.', 'De wifi was traag op onze kamer.', 'Il wi-fi era lento nella nostra camera.'),
  l('Le parking est payant et assez cher.', 'El aparcamiento es de pago y bastante caro.', 'De parking is betalend en vrij duur.', 'Il parcheggio è a pagamento e piuttosto caro.'),
  l('Petit-déjeuner un peu répétitif d’un jour à l’autre.', 'El desayuno era algo repetitivo de un día para otro.', 'Het ontbijt was elke dag een beetje hetzelfde.', 'Colazione un po’ ripetitiva da un giorno all’altro.'),
  l('Attente un peu longue à la réception à notre arrivée.', 'Esperamos bastante en recepción al llegar.', 'We moesten bij aankomst wat lang wachten aan de receptie.', 'Attesa un po’ lunga alla reception al nostro arrivo.'),
  l('La salle de bains mériterait un rafraîchissement.', 'El baño necesitaría una renovación.', 'De badkamer kan wel een opfrissing gebruiken.', 'Il bagno meriterebbe una rinfrescata.'),
  l('Le spa ferme trop tôt le soir.', 'El spa cierra demasiado pronto por la noche.', 'De spa sluit ’s avonds te vroeg.', 'La spa chiude troppo presto la sera.'),
  l('La climatisation était bruyante.', 'El aire acondicionado hacía ruido.', 'De airco maakte veel lawaai.', 'L’aria condizionata era rumorosa.'),
  l('Difficile de trouver l’entrée de l’hôtel.', 'Cuesta encontrar la entrada del hotel.', 'De ingang van het hotel was moeilijk te vinden.', 'Difficile trovare l’ingresso dell’hotel.'),
  l('Le dîner manquait d’options végétariennes.', 'En la cena faltaban opciones vegetarianas.', 'Bij het diner waren er weinig vegetarische opties.', 'A cena mancavano opzioni vegetariane.'),
  l('Pas d’ascenseur, pas pratique avec les valises.', 'No hay ascensor, poco práctico con las maletas.', 'Geen lift, niet handig met de koffers.', 'Niente ascensore, scomodo con le valigie.'),
  l('Les oreillers étaient trop mous à mon goût.', 'Las almohadas eran demasiado blandas para mi gusto.', 'De kussens waren naar mijn smaak te zacht.', 'I cuscini erano troppo morbidi per i miei gusti.'),
  l('Le service du dîner était un peu lent.', 'El servicio de la cena fue algo lento.', 'De bediening bij het diner was wat traag.', 'Il servizio a cena era un po’ lento.'),
  l('La piscine n’était pas encore ouverte à notre venue.', 'La piscina todavía no estaba abierta cuando fuimos.', 'Het zwembad was nog niet open tijdens ons verblijf.', 'La piscina non era ancora aperta durante il nostro soggiorno.'),
  l('Quelques travaux dans la rue pendant notre séjour.', 'Había obras en la calle durante nuestra estancia.', 'Er waren wegenwerken in de straat tijdens ons verblijf.', 'C’erano dei lavori in strada durante il soggiorno.'),
  l('La taxe de séjour n’était pas mentionnée clairement.', 'La tasa turística no estaba indicada con claridad.', 'De toeristenbelasting was niet duidelijk vermeld.', 'La tassa di soggiorno non era indicata chiaramente.'),
  l('Les rideaux laissaient passer la lumière le matin.', 'Las cortinas dejaban pasar la luz por la mañana.', 'De gordijnen lieten ’s ochtends licht door.', 'Le tende lasciavano passare la luce al mattino.'),
  l('Un peu cher pour les boissons au bar.', 'Las bebidas del bar son algo caras.', 'De drankjes aan de bar waren wat duur.', 'Un po’ cari i drink al bar.'),
  l('La douche manquait de pression.', 'La ducha tenía poca presión.', 'De douche had weinig druk.', 'La doccia aveva poca pressione.'),
  l('Chauffage difficile à régler dans la chambre.', 'La calefacción de la habitación era difícil de regular.', 'De verwarming op de kamer was moeilijk te regelen.', 'Riscaldamento difficile da regolare in camera.'),
  l('Le check-out à 11h est un peu tôt.', 'La salida a las 11:00 es un poco temprana.', 'Uitchecken om 11 uur is wat vroeg.', 'Il check-out alle 11 è un po’ presto.'),
  l('Peu de places de parking le week-end.', 'Pocas plazas de aparcamiento el fin de semana.', 'Weinig parkeerplaatsen in het weekend.', 'Pochi posti auto nel fine settimana.'),
  l('Le restaurant était fermé le lundi, dommage.', 'El restaurante cerraba los lunes, una pena.', 'Het restaurant was op maandag gesloten, jammer.', 'Il ristorante era chiuso il lunedì, peccato.'),
  l('La chambre donnait sur la route, un peu bruyant.', 'La habitación daba a la carretera, algo ruidosa.', 'De kamer lag aan de straatkant, wat lawaaierig.', 'La camera dava sulla strada, un po’ rumorosa.'),
  l('Le séjour est passé trop vite !', '¡La estancia se nos hizo demasiado corta!', 'Het verblijf vloog veel te snel voorbij!', 'Il soggiorno è passato troppo in fretta!'),
];
