import type { Lang, SiteLocale } from '../text/localized';
import { CMS_SITES, STATIC_SLUGS } from './sites';
import { BOX_SHOP, HELP_CENTRE, PRESS_ROOM } from './footer';
import type { StaticPageDocument, StaticPageKey, StaticSection } from '../../../content/cms-schemas';

interface StaticCopy {
  title: string;
  description: string;
  intro: string;
  sections: StaticSection[];
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;

const TEXT: Record<Lang, Record<StaticPageKey, StaticCopy>> = {
  fr: {
    conditionsOfSale: {
      title: 'Conditions générales de vente',
      description: 'Conditions applicables à la réservation de séjours, de séjours cadeaux et d’activités sur Weekendia.',
      intro: p('Les présentes conditions générales de vente régissent les relations entre Weekendia et toute personne réservant un séjour, un séjour cadeau, une carte cadeau ou une activité sur le site. Toute réservation implique l’acceptation sans réserve de ces conditions.'),
      sections: [
        { heading: '1. Objet et champ d’application', html: p('Weekendia propose des séjours combinant un hébergement hôtelier et une ou plusieurs prestations (dîner, accès spa, visite, activité). Ces séjours constituent des forfaits touristiques au sens de la directive (UE) 2015/2302. Les descriptifs précisent pour chaque offre le nombre de nuits, la catégorie de chambre, les prestations incluses et les éventuelles conditions particulières.') },
        { heading: '2. Prix', html: p('Les prix sont indiqués en euros, toutes taxes comprises, par séjour et pour le nombre de personnes indiqué. La taxe de séjour, lorsqu’elle n’est pas incluse, est à régler directement sur place. Les prix barrés correspondent au prix de référence pratiqué par l’établissement aux mêmes dates.', 'Le prix est garanti dès la confirmation de la réservation ; il ne peut être modifié qu’en cas de variation des taxes applicables, dans les limites prévues par la loi.') },
        { heading: '3. Réservation et paiement', html: p('La réservation est ferme après paiement intégral et réception de l’e-mail de confirmation. Le paiement s’effectue par carte bancaire, Apple Pay, Google Pay ou carte cadeau. Le paiement en 3 ou 4 fois est proposé pour les séjours de 200 à 2 000 euros (3 fois) ou de 250 à 2 000 euros (4 fois) dont l’arrivée a lieu au moins 7 jours après la réservation.') },
        { heading: '4. Modification et annulation', html: p('Sauf mention « annulation flexible » ou souscription de l’assurance annulation, les séjours ne sont ni modifiables ni remboursables. L’assurance annulation couvre plus de 25 motifs et le remboursement intervient en moins de 72 heures après acceptation du dossier.') + ul('Annulation flexible : sans frais jusqu’à 7 jours avant l’arrivée.', 'Moins de 7 jours avant l’arrivée : 100 % du prix du séjour est dû.', 'Non-présentation : aucun remboursement.') },
        { heading: '5. Séjours cadeaux', html: p('Le séjour cadeau est valable 15 mois à compter de la date d’achat. Il peut être échangé gratuitement contre tout autre séjour de même valeur ; en cas de différence de prix, le bénéficiaire règle le complément. Le bénéficiaire réserve ses dates via le lien « J’ai reçu un séjour cadeau ».') },
        { heading: '6. Réclamations et médiation', html: p('Toute réclamation doit être adressée au service client via la page Contact dans un délai de 30 jours après la fin du séjour. À défaut de réponse satisfaisante sous 60 jours, le client peut saisir gratuitement le médiateur du tourisme et du voyage.') },
      ],
    },
    conditionsOfUse: {
      title: 'Conditions générales d’utilisation',
      description: 'Règles d’utilisation du site Weekendia et de ses services.',
      intro: p('Les présentes conditions générales d’utilisation définissent les règles d’accès et d’utilisation du site Weekendia. En naviguant sur le site, vous acceptez ces conditions.'),
      sections: [
        { heading: 'Accès au site', html: p('Le site est accessible gratuitement à tout utilisateur disposant d’un accès à Internet. Weekendia s’efforce d’en assurer la disponibilité permanente mais ne peut être tenue responsable d’une interruption due à une maintenance, à une panne ou à un cas de force majeure.') },
        { heading: 'Compte client', html: p('La création d’un compte permet de consulter vos réservations, de gérer votre liste d’envies et de télécharger vos factures. Vous êtes responsable de la confidentialité de vos identifiants et de toute utilisation faite de votre compte.') },
        { heading: 'Avis clients', html: p('Seuls les clients ayant séjourné dans un établissement peuvent publier un avis. Les avis sont modérés : sont refusés les contenus injurieux, discriminatoires, hors sujet ou contenant des données personnelles. Les avis sont publiés dans la langue de rédaction, avec la date du séjour.') },
        { heading: 'Propriété intellectuelle', html: p('Les textes, photographies, logos et éléments graphiques du site sont protégés. Toute reproduction, même partielle, sans autorisation écrite préalable est interdite.') },
        { heading: 'Liens et contenus tiers', html: p('Le site peut contenir des liens vers des sites partenaires. Weekendia n’exerce aucun contrôle sur leur contenu et décline toute responsabilité quant à leurs pratiques.') },
      ],
    },
    dataProtection: {
      title: 'Protection des données personnelles',
      description: 'Comment Weekendia collecte, utilise et protège vos données personnelles.',
      intro: p('Weekendia attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits conformément au Règlement général sur la protection des données (RGPD).'),
      sections: [
        { heading: 'Données collectées', html: ul('Données d’identité et de contact : nom, prénom, e-mail, téléphone, adresse.', 'Données de réservation : séjours, dates, participants, demandes particulières.', 'Données de navigation : pages consultées, recherches, préférences de cookies.', 'Messages adressés au service client.') },
        { heading: 'Finalités', html: p('Vos données servent à exécuter vos réservations, à vous adresser les confirmations et bons cadeaux, à répondre à vos demandes, à prévenir la fraude et, avec votre accord, à vous envoyer notre newsletter et des offres personnalisées.') },
        { heading: 'Durée de conservation', html: p('Les données de réservation sont conservées pendant la durée nécessaire à la gestion de la relation commerciale puis archivées pendant 10 ans pour répondre à nos obligations comptables. Les données de prospection sont conservées 3 ans après le dernier contact.') },
        { heading: 'Destinataires', html: p('Vos données sont transmises aux établissements partenaires pour l’exécution de votre séjour, à nos prestataires de paiement et d’assurance, et à nos sous-traitants techniques, tous tenus à une stricte confidentialité.') },
        { heading: 'Vos droits', html: p('Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition. Vous pouvez vous désabonner de la newsletter à tout moment via le lien présent dans chaque e-mail. Pour exercer vos droits, écrivez-nous via la page Contact ; vous pouvez également introduire une réclamation auprès de l’autorité de contrôle compétente.') },
      ],
    },
    cookies: {
      title: 'Politique relative aux cookies',
      description: 'Les cookies utilisés sur Weekendia et comment gérer vos préférences.',
      intro: p('Un cookie est un petit fichier déposé sur votre appareil lors de la visite d’un site. Cette page décrit les cookies utilisés par Weekendia et la manière de les paramétrer.'),
      sections: [
        { heading: 'Cookies strictement nécessaires', html: p('Ils permettent le fonctionnement du site : mémorisation de votre langue, de votre session, de votre panier et de vos choix en matière de cookies. Ils ne peuvent pas être désactivés.') },
        { heading: 'Cookies de mesure d’audience', html: p('Ils nous aident à comprendre comment le site est utilisé afin de l’améliorer (pages les plus consultées, parcours de recherche). Les données sont agrégées et ne permettent pas de vous identifier directement.') },
        { heading: 'Cookies publicitaires et de personnalisation', html: p('Avec votre accord, ils permettent de vous proposer des offres adaptées à vos centres d’intérêt sur notre site et sur d’autres sites. Un cookie retient également si vous avez déjà vu ou fermé la fenêtre d’inscription à la newsletter.') },
        { heading: 'Gérer vos préférences', html: p('Vous pouvez modifier vos choix à tout moment via le lien « Gérer mes cookies » en bas de chaque page. Votre consentement est conservé 6 mois au maximum.') },
      ],
    },
    hotelPartnership: {
      title: 'Devenir hôtel partenaire',
      description: 'Rejoignez Weekendia et proposez vos séjours à des milliers de voyageurs.',
      intro: p('Hôtels, maisons d’hôtes, domaines : rejoignez plus de 3 000 établissements partenaires et faites découvrir votre adresse à une clientèle de courts séjours en France et en Europe.'),
      sections: [
        { heading: 'Pourquoi nous rejoindre ?', html: ul('Une visibilité auprès de plusieurs millions de visiteurs par an dans cinq pays.', 'Des séjours construits avec nos experts autour de vos points forts : spa, table, activités locales.', 'Aucun frais d’inscription : vous ne payez qu’une commission sur les réservations confirmées.', 'Un extranet simple pour gérer vos disponibilités et vos tarifs, connecté à votre channel manager.') },
        { heading: 'Comment ça marche ?', html: p('Après un premier échange, un chef de projet visite votre établissement, photographie vos chambres et construit avec vous une ou plusieurs offres. Vos séjours sont en ligne en moins de trois semaines.') },
        { heading: 'Nos critères', html: p('Nous sélectionnons des établissements de caractère, bien notés par leurs clients, capables de proposer au moins une prestation en plus de la nuit (dîner, soin, visite, activité).') },
        { heading: 'Nous contacter', html: p('Écrivez à notre équipe partenariats depuis la page Contact en choisissant le motif « Autre » et en précisant le nom et la ville de votre établissement.') },
      ],
    },
  },
  es: {
    conditionsOfSale: {
      title: 'Condiciones generales de venta',
      description: 'Condiciones aplicables a la reserva de escapadas, escapadas regalo y actividades en Weekendia.',
      intro: p('Las presentes condiciones generales de venta regulan la relación entre Weekendia y cualquier persona que reserve una escapada, una escapada regalo, una tarjeta regalo o una actividad en el sitio. Toda reserva implica la aceptación sin reservas de estas condiciones.'),
      sections: [
        { heading: '1. Objeto y ámbito de aplicación', html: p('Weekendia ofrece escapadas que combinan alojamiento hotelero y una o varias prestaciones (cena, acceso al spa, visita, actividad). Estas escapadas son viajes combinados en el sentido de la Directiva (UE) 2015/2302. Cada oferta detalla el número de noches, la categoría de habitación, los servicios incluidos y las condiciones particulares.') },
        { heading: '2. Precios', html: p('Los precios se indican en euros, impuestos incluidos, por escapada y para el número de personas indicado. La tasa turística, cuando no está incluida, se abona directamente en el establecimiento. Los precios tachados corresponden al precio de referencia del establecimiento en las mismas fechas.', 'El precio queda garantizado desde la confirmación de la reserva; solo puede modificarse por variación de los impuestos aplicables, dentro de los límites legales.') },
        { heading: '3. Reserva y pago', html: p('La reserva es firme tras el pago íntegro y la recepción del e-mail de confirmación. Se puede pagar con tarjeta, Apple Pay, Google Pay o tarjeta regalo. El pago en 3 o 4 plazos está disponible para escapadas de 200 a 2.000 euros (3 plazos) o de 250 a 2.000 euros (4 plazos) cuya llegada sea al menos 7 días después de la reserva.') },
        { heading: '4. Modificación y cancelación', html: p('Salvo indicación de «cancelación flexible» o contratación del seguro de cancelación, las escapadas no son modificables ni reembolsables. El seguro de cancelación cubre más de 25 motivos y el reembolso se realiza en menos de 72 horas tras la aceptación del expediente.') + ul('Cancelación flexible: sin gastos hasta 7 días antes de la llegada.', 'Menos de 7 días antes de la llegada: se debe el 100 % del precio.', 'No presentación: sin reembolso.') },
        { heading: '5. Escapadas regalo', html: p('La escapada regalo es válida durante 15 meses desde la fecha de compra. Puede cambiarse gratuitamente por cualquier otra escapada del mismo valor; si hay diferencia de precio, la persona beneficiaria abona el complemento. Las fechas se reservan a través del enlace «He recibido una escapada regalo».') },
        { heading: '6. Reclamaciones', html: p('Cualquier reclamación debe enviarse al servicio de atención al cliente a través de la página de Contacto en un plazo de 30 días tras el fin de la escapada. El cliente dispone además de hojas de reclamaciones y puede acudir a la Junta Arbitral de Consumo competente.') },
      ],
    },
    conditionsOfUse: {
      title: 'Condiciones generales de uso',
      description: 'Normas de uso del sitio Weekendia y de sus servicios.',
      intro: p('Estas condiciones generales de uso definen las reglas de acceso y utilización del sitio Weekendia. Al navegar por el sitio aceptas estas condiciones.'),
      sections: [
        { heading: 'Acceso al sitio', html: p('El sitio es accesible gratuitamente para cualquier persona con conexión a Internet. Weekendia procura garantizar su disponibilidad permanente, pero no se hace responsable de interrupciones por mantenimiento, averías o causas de fuerza mayor.') },
        { heading: 'Cuenta de cliente', html: p('Crear una cuenta te permite consultar tus reservas, gestionar tu lista de deseos y descargar tus facturas. Eres responsable de la confidencialidad de tus credenciales y de cualquier uso de tu cuenta.') },
        { heading: 'Opiniones de clientes', html: p('Solo los clientes que se han alojado en un establecimiento pueden publicar una opinión. Las opiniones se moderan: se rechazan los contenidos injuriosos, discriminatorios, ajenos al tema o que contengan datos personales.') },
        { heading: 'Propiedad intelectual', html: p('Los textos, fotografías, logotipos y elementos gráficos del sitio están protegidos. Queda prohibida su reproducción, incluso parcial, sin autorización previa por escrito.') },
        { heading: 'Enlaces y contenidos de terceros', html: p('El sitio puede contener enlaces a sitios asociados. Weekendia no controla su contenido y declina toda responsabilidad sobre sus prácticas.') },
      ],
    },
    dataProtection: {
      title: 'Protección de datos personales',
      description: 'Cómo Weekendia recoge, utiliza y protege tus datos personales.',
      intro: p('En Weekendia damos gran importancia a la protección de tus datos personales. Esta política explica qué datos recogemos, para qué, durante cuánto tiempo los conservamos y cómo ejercer tus derechos conforme al Reglamento General de Protección de Datos (RGPD).'),
      sections: [
        { heading: 'Datos recogidos', html: ul('Datos de identidad y contacto: nombre, apellidos, e-mail, teléfono, dirección.', 'Datos de reserva: escapadas, fechas, participantes, peticiones especiales.', 'Datos de navegación: páginas visitadas, búsquedas, preferencias de cookies.', 'Mensajes enviados al servicio de atención al cliente.') },
        { heading: 'Finalidades', html: p('Tus datos sirven para gestionar tus reservas, enviarte confirmaciones y bonos regalo, responder a tus consultas, prevenir el fraude y, con tu consentimiento, enviarte nuestra newsletter y ofertas personalizadas.') },
        { heading: 'Plazo de conservación', html: p('Los datos de reserva se conservan durante la relación comercial y después se archivan durante el plazo exigido por la normativa contable y fiscal. Los datos comerciales se conservan 3 años desde el último contacto.') },
        { heading: 'Destinatarios', html: p('Tus datos se comunican a los establecimientos asociados para prestar el servicio, a nuestros proveedores de pago y de seguros y a nuestros encargados técnicos, todos sujetos a estricta confidencialidad.') },
        { heading: 'Tus derechos', html: p('Puedes ejercer tus derechos de acceso, rectificación, supresión, limitación, portabilidad y oposición. Puedes darte de baja de la newsletter en cualquier momento desde el enlace de cada e-mail. Para ejercer tus derechos, escríbenos desde la página de Contacto; también puedes presentar una reclamación ante la Agencia Española de Protección de Datos.') },
      ],
    },
    cookies: {
      title: 'Política de cookies',
      description: 'Las cookies que utiliza Weekendia y cómo gestionar tus preferencias.',
      intro: p('Una cookie es un pequeño archivo que se guarda en tu dispositivo al visitar un sitio web. Esta página describe las cookies que utiliza Weekendia y cómo configurarlas.'),
      sections: [
        { heading: 'Cookies estrictamente necesarias', html: p('Permiten el funcionamiento del sitio: recordar tu idioma, tu sesión, tu cesta y tus elecciones sobre cookies. No pueden desactivarse.') },
        { heading: 'Cookies de medición de audiencia', html: p('Nos ayudan a entender cómo se usa el sitio para mejorarlo (páginas más visitadas, recorridos de búsqueda). Los datos se agregan y no permiten identificarte directamente.') },
        { heading: 'Cookies publicitarias y de personalización', html: p('Con tu consentimiento, permiten mostrarte ofertas adaptadas a tus intereses en nuestro sitio y en otros. Una cookie recuerda también si ya has visto o cerrado la ventana de suscripción a la newsletter.') },
        { heading: 'Gestionar tus preferencias', html: p('Puedes cambiar tus elecciones en cualquier momento desde el enlace «Configurar cookies» al pie de cada página. Tu consentimiento se conserva un máximo de 6 meses.') },
      ],
    },
    hotelPartnership: {
      title: 'Hoteles colaboradores',
      description: 'Únete a Weekendia y ofrece tus escapadas a miles de viajeros.',
      intro: p('Hoteles, casas rurales, fincas: únete a más de 3.000 establecimientos colaboradores y da a conocer tu alojamiento a una clientela de escapadas cortas en España y en Europa.'),
      sections: [
        { heading: '¿Por qué colaborar con nosotros?', html: ul('Visibilidad ante varios millones de visitantes al año en cinco países.', 'Escapadas diseñadas con nuestros expertos en torno a tus puntos fuertes: spa, gastronomía, actividades locales.', 'Sin cuota de alta: solo pagas una comisión por las reservas confirmadas.', 'Una extranet sencilla para gestionar disponibilidad y tarifas, conectada a tu channel manager.') },
        { heading: '¿Cómo funciona?', html: p('Tras una primera conversación, un responsable de proyecto visita tu establecimiento, fotografía las habitaciones y crea contigo una o varias ofertas. Tus escapadas estarán en línea en menos de tres semanas.') },
        { heading: 'Nuestros criterios', html: p('Seleccionamos establecimientos con encanto, bien valorados por sus clientes y capaces de ofrecer al menos un servicio además del alojamiento (cena, tratamiento, visita, actividad).') },
        { heading: 'Contacto', html: p('Escribe a nuestro equipo de alianzas desde la página de Contacto eligiendo el motivo «Otro» e indicando el nombre y la ciudad de tu establecimiento.') },
      ],
    },
  },
  nl: {
    conditionsOfSale: {
      title: 'Algemene verkoopvoorwaarden',
      description: 'Voorwaarden voor het boeken van arrangementen, cadeauarrangementen en activiteiten bij Weekendia.',
      intro: p('Deze algemene verkoopvoorwaarden regelen de relatie tussen Weekendia en iedereen die via de website een arrangement, cadeauarrangement, cadeaukaart of activiteit boekt. Elke boeking houdt de onvoorwaardelijke aanvaarding van deze voorwaarden in.'),
      sections: [
        { heading: '1. Voorwerp en toepassingsgebied', html: p('Weekendia biedt arrangementen aan die een hotelovernachting combineren met een of meer diensten (diner, toegang tot de spa, bezoek, activiteit). Deze arrangementen zijn pakketreizen in de zin van Richtlijn (EU) 2015/2302. Bij elk aanbod staan het aantal nachten, de kamercategorie, de inbegrepen diensten en eventuele bijzondere voorwaarden vermeld.') },
        { heading: '2. Prijzen', html: p('Prijzen zijn vermeld in euro, inclusief btw, per arrangement en voor het aangegeven aantal personen. Toeristenbelasting die niet is inbegrepen, betaal je ter plaatse. Doorgestreepte prijzen zijn de referentieprijs van het hotel voor dezelfde data.', 'De prijs is gegarandeerd vanaf de bevestiging van de boeking en kan alleen wijzigen bij een wijziging van de toepasselijke belastingen, binnen de wettelijke grenzen.') },
        { heading: '3. Boeking en betaling', html: p('De boeking is definitief na volledige betaling en ontvangst van de bevestigingsmail. Je betaalt met bankkaart, Apple Pay, Google Pay of cadeaukaart. Betalen in 3 of 4 keer is mogelijk voor arrangementen van 200 tot 2.000 euro (3 keer) of van 250 tot 2.000 euro (4 keer) met aankomst minstens 7 dagen na de boeking.') },
        { heading: '4. Wijziging en annulering', html: p('Tenzij „flexibel annuleren” vermeld staat of je een annuleringsverzekering afsluit, kunnen arrangementen niet worden gewijzigd of terugbetaald. De annuleringsverzekering dekt meer dan 25 situaties en de terugbetaling gebeurt binnen 72 uur na goedkeuring van het dossier.') + ul('Flexibel annuleren: kosteloos tot 7 dagen voor aankomst.', 'Minder dan 7 dagen voor aankomst: 100% van de prijs is verschuldigd.', 'Niet komen opdagen: geen terugbetaling.') },
        { heading: '5. Cadeauarrangementen', html: p('Een cadeauarrangement is 15 maanden geldig vanaf de aankoopdatum. Het kan gratis worden omgeruild voor elk ander arrangement van dezelfde waarde; bij een prijsverschil betaalt de ontvanger het verschil bij. De ontvanger boekt de data via de link „Ik heb een cadeauarrangement gekregen”.') },
        { heading: '6. Klachten', html: p('Klachten stuur je binnen 30 dagen na het einde van het verblijf naar de klantenservice via de contactpagina. Zonder bevredigend antwoord binnen 60 dagen kun je kosteloos terecht bij de bevoegde geschillencommissie of de Consumentenombudsdienst.') },
      ],
    },
    conditionsOfUse: {
      title: 'Algemene gebruiksvoorwaarden',
      description: 'Regels voor het gebruik van de website Weekendia en haar diensten.',
      intro: p('Deze algemene gebruiksvoorwaarden bepalen de regels voor de toegang tot en het gebruik van de website Weekendia. Door de website te gebruiken, aanvaard je deze voorwaarden.'),
      sections: [
        { heading: 'Toegang tot de website', html: p('De website is gratis toegankelijk voor iedereen met een internetverbinding. Weekendia streeft naar een permanente beschikbaarheid, maar is niet aansprakelijk voor onderbrekingen door onderhoud, storingen of overmacht.') },
        { heading: 'Klantenaccount', html: p('Met een account bekijk je je boekingen, beheer je je verlanglijst en download je je facturen. Je bent verantwoordelijk voor de vertrouwelijkheid van je inloggegevens en voor elk gebruik van je account.') },
        { heading: 'Klantbeoordelingen', html: p('Alleen klanten die in een accommodatie hebben verbleven, kunnen een beoordeling plaatsen. Beoordelingen worden gemodereerd: beledigende, discriminerende of niet-relevante inhoud en persoonsgegevens worden geweigerd.') },
        { heading: 'Intellectuele eigendom', html: p('Teksten, foto’s, logo’s en grafische elementen van de website zijn beschermd. Elke reproductie, ook gedeeltelijk, zonder voorafgaande schriftelijke toestemming is verboden.') },
        { heading: 'Links en inhoud van derden', html: p('De website kan links naar partnerwebsites bevatten. Weekendia heeft geen controle over hun inhoud en is niet aansprakelijk voor hun praktijken.') },
      ],
    },
    dataProtection: {
      title: 'Bescherming van persoonsgegevens',
      description: 'Hoe Weekendia je persoonsgegevens verzamelt, gebruikt en beschermt.',
      intro: p('Weekendia hecht veel belang aan de bescherming van je persoonsgegevens. Dit beleid legt uit welke gegevens we verzamelen, waarom, hoe lang we ze bewaren en hoe je je rechten uitoefent volgens de Algemene Verordening Gegevensbescherming (AVG).'),
      sections: [
        { heading: 'Verzamelde gegevens', html: ul('Identiteits- en contactgegevens: naam, voornaam, e-mail, telefoon, adres.', 'Boekingsgegevens: arrangementen, data, deelnemers, bijzondere wensen.', 'Surfgegevens: bezochte pagina’s, zoekopdrachten, cookievoorkeuren.', 'Berichten aan de klantenservice.') },
        { heading: 'Doeleinden', html: p('We gebruiken je gegevens om je boekingen uit te voeren, bevestigingen en cadeaubonnen te versturen, je vragen te beantwoorden, fraude te voorkomen en, met je toestemming, onze nieuwsbrief en persoonlijke aanbiedingen te sturen.') },
        { heading: 'Bewaartermijn', html: p('Boekingsgegevens worden bewaard zolang de klantrelatie loopt en daarna gearchiveerd gedurende de wettelijke boekhoudkundige termijn. Marketinggegevens worden 3 jaar na het laatste contact bewaard.') },
        { heading: 'Ontvangers', html: p('Je gegevens worden gedeeld met de partneraccommodaties voor de uitvoering van je verblijf, met onze betaal- en verzekeringspartners en met onze technische verwerkers, die allen tot strikte vertrouwelijkheid gehouden zijn.') },
        { heading: 'Jouw rechten', html: p('Je hebt recht op inzage, rectificatie, wissing, beperking, overdraagbaarheid en bezwaar. Je kunt je op elk moment afmelden voor de nieuwsbrief via de link in elke e-mail. Om je rechten uit te oefenen, schrijf je ons via de contactpagina; je kunt ook een klacht indienen bij de bevoegde toezichthoudende autoriteit.') },
      ],
    },
    cookies: {
      title: 'Cookiebeleid',
      description: 'De cookies die Weekendia gebruikt en hoe je je voorkeuren beheert.',
      intro: p('Een cookie is een klein bestand dat op je toestel wordt opgeslagen wanneer je een website bezoekt. Deze pagina beschrijft de cookies van Weekendia en hoe je ze instelt.'),
      sections: [
        { heading: 'Strikt noodzakelijke cookies', html: p('Ze zorgen ervoor dat de website werkt: ze onthouden je taal, je sessie, je winkelmandje en je cookiekeuzes. Ze kunnen niet worden uitgeschakeld.') },
        { heading: 'Analytische cookies', html: p('Ze helpen ons te begrijpen hoe de website wordt gebruikt om hem te verbeteren (meest bezochte pagina’s, zoektrajecten). De gegevens worden samengevoegd en identificeren je niet rechtstreeks.') },
        { heading: 'Advertentie- en personalisatiecookies', html: p('Met je toestemming tonen ze aanbiedingen die passen bij je interesses, op onze website en elders. Een cookie onthoudt ook of je het inschrijvingsvenster voor de nieuwsbrief al hebt gezien of gesloten.') },
        { heading: 'Je voorkeuren beheren', html: p('Je kunt je keuzes op elk moment wijzigen via de link „Cookievoorkeuren” onderaan elke pagina. Je toestemming wordt maximaal 6 maanden bewaard.') },
      ],
    },
    hotelPartnership: {
      title: 'Partnerhotel worden',
      description: 'Word partner van Weekendia en bied je arrangementen aan duizenden reizigers aan.',
      intro: p('Hotels, B&B’s, landgoederen: sluit je aan bij meer dan 3.000 partneraccommodaties en laat reizigers die een kort verblijf zoeken in de Benelux en Europa je adres ontdekken.'),
      sections: [
        { heading: 'Waarom partner worden?', html: ul('Zichtbaarheid bij miljoenen bezoekers per jaar in vijf landen.', 'Arrangementen samengesteld met onze experts rond je troeven: spa, keuken, lokale activiteiten.', 'Geen inschrijvingskosten: je betaalt alleen commissie op bevestigde boekingen.', 'Een eenvoudig extranet om beschikbaarheid en tarieven te beheren, gekoppeld aan je channel manager.') },
        { heading: 'Hoe werkt het?', html: p('Na een eerste gesprek bezoekt een projectleider je accommodatie, fotografeert de kamers en stelt samen met jou een of meer arrangementen samen. Binnen drie weken staan je arrangementen online.') },
        { heading: 'Onze criteria', html: p('We selecteren accommodaties met karakter, goed beoordeeld door hun gasten, die naast de overnachting minstens één extra dienst kunnen aanbieden (diner, behandeling, bezoek, activiteit).') },
        { heading: 'Contact', html: p('Schrijf ons partnerteam via de contactpagina, kies de reden „Andere” en vermeld de naam en de stad van je accommodatie.') },
      ],
    },
  },
  it: {
    conditionsOfSale: {
      title: 'Condizioni generali di vendita',
      description: 'Condizioni applicabili alla prenotazione di soggiorni, soggiorni regalo e attività su Weekendia.',
      intro: p('Le presenti condizioni generali di vendita regolano il rapporto tra Weekendia e chiunque prenoti sul sito un soggiorno, un soggiorno regalo, una carta regalo o un’attività. Ogni prenotazione comporta l’accettazione senza riserve di queste condizioni.'),
      sections: [
        { heading: '1. Oggetto e ambito di applicazione', html: p('Weekendia propone soggiorni che combinano un alloggio alberghiero con uno o più servizi (cena, accesso alla spa, visita, attività). Questi soggiorni sono pacchetti turistici ai sensi della direttiva (UE) 2015/2302. Ogni offerta indica il numero di notti, la categoria di camera, i servizi inclusi e le eventuali condizioni particolari.') },
        { heading: '2. Prezzi', html: p('I prezzi sono indicati in euro, tasse incluse, per soggiorno e per il numero di persone indicato. L’imposta di soggiorno, se non inclusa, si paga direttamente in struttura. I prezzi barrati corrispondono al prezzo di riferimento della struttura per le stesse date.', 'Il prezzo è garantito dalla conferma della prenotazione e può variare solo in caso di modifica delle imposte applicabili, nei limiti previsti dalla legge.') },
        { heading: '3. Prenotazione e pagamento', html: p('La prenotazione è definitiva dopo il pagamento completo e la ricezione dell’e-mail di conferma. Si può pagare con carta, Apple Pay, Google Pay o carta regalo. Il pagamento in 3 o 4 rate è disponibile per soggiorni da 200 a 2.000 euro (3 rate) o da 250 a 2.000 euro (4 rate) con arrivo almeno 7 giorni dopo la prenotazione.') },
        { heading: '4. Modifica e cancellazione', html: p('Salvo indicazione «cancellazione flessibile» o sottoscrizione dell’assicurazione annullamento, i soggiorni non sono modificabili né rimborsabili. L’assicurazione annullamento copre oltre 25 casi e il rimborso avviene in meno di 72 ore dall’accettazione della pratica.') + ul('Cancellazione flessibile: gratuita fino a 7 giorni prima dell’arrivo.', 'Meno di 7 giorni prima dell’arrivo: è dovuto il 100% del prezzo.', 'Mancata presentazione: nessun rimborso.') },
        { heading: '5. Soggiorni regalo', html: p('Il soggiorno regalo è valido 15 mesi dalla data di acquisto. Può essere cambiato gratuitamente con qualsiasi altro soggiorno dello stesso valore; in caso di differenza di prezzo, il beneficiario paga l’integrazione. Le date si prenotano tramite il link «Ho ricevuto un soggiorno regalo».') },
        { heading: '6. Reclami', html: p('Ogni reclamo va inviato al servizio clienti tramite la pagina Contatti entro 30 giorni dalla fine del soggiorno. In assenza di risposta soddisfacente entro 60 giorni, il cliente può ricorrere gratuitamente a un organismo di risoluzione alternativa delle controversie.') },
      ],
    },
    conditionsOfUse: {
      title: 'Condizioni generali di utilizzo',
      description: 'Regole di utilizzo del sito Weekendia e dei suoi servizi.',
      intro: p('Le presenti condizioni generali di utilizzo definiscono le regole di accesso e di utilizzo del sito Weekendia. Navigando sul sito accetti queste condizioni.'),
      sections: [
        { heading: 'Accesso al sito', html: p('Il sito è accessibile gratuitamente a chiunque disponga di una connessione a Internet. Weekendia si impegna a garantirne la disponibilità permanente ma non è responsabile di interruzioni dovute a manutenzione, guasti o cause di forza maggiore.') },
        { heading: 'Account cliente', html: p('Creando un account puoi consultare le tue prenotazioni, gestire la tua lista dei desideri e scaricare le fatture. Sei responsabile della riservatezza delle tue credenziali e di ogni utilizzo del tuo account.') },
        { heading: 'Recensioni dei clienti', html: p('Solo i clienti che hanno soggiornato in una struttura possono pubblicare una recensione. Le recensioni sono moderate: vengono rifiutati contenuti offensivi, discriminatori, fuori tema o contenenti dati personali.') },
        { heading: 'Proprietà intellettuale', html: p('Testi, fotografie, loghi ed elementi grafici del sito sono protetti. È vietata qualsiasi riproduzione, anche parziale, senza autorizzazione scritta preventiva.') },
        { heading: 'Link e contenuti di terzi', html: p('Il sito può contenere link a siti partner. Weekendia non esercita alcun controllo sul loro contenuto e declina ogni responsabilità riguardo alle loro pratiche.') },
      ],
    },
    dataProtection: {
      title: 'Protezione dei dati personali',
      description: 'Come Weekendia raccoglie, utilizza e protegge i tuoi dati personali.',
      intro: p('Weekendia attribuisce grande importanza alla protezione dei tuoi dati personali. Questa informativa spiega quali dati raccogliamo, perché, per quanto tempo li conserviamo e come esercitare i tuoi diritti ai sensi del Regolamento generale sulla protezione dei dati (GDPR).'),
      sections: [
        { heading: 'Dati raccolti', html: ul('Dati identificativi e di contatto: nome, cognome, e-mail, telefono, indirizzo.', 'Dati di prenotazione: soggiorni, date, partecipanti, richieste particolari.', 'Dati di navigazione: pagine visitate, ricerche, preferenze sui cookie.', 'Messaggi inviati al servizio clienti.') },
        { heading: 'Finalità', html: p('I tuoi dati servono a gestire le prenotazioni, inviarti conferme e buoni regalo, rispondere alle tue richieste, prevenire le frodi e, con il tuo consenso, inviarti la newsletter e offerte personalizzate.') },
        { heading: 'Periodo di conservazione', html: p('I dati di prenotazione sono conservati per la durata del rapporto commerciale e poi archiviati per il periodo previsto dagli obblighi contabili e fiscali. I dati di marketing sono conservati 3 anni dall’ultimo contatto.') },
        { heading: 'Destinatari', html: p('I tuoi dati sono comunicati alle strutture partner per l’esecuzione del soggiorno, ai fornitori di pagamento e assicurazione e ai responsabili tecnici del trattamento, tutti vincolati a stretta riservatezza.') },
        { heading: 'I tuoi diritti', html: p('Hai diritto di accesso, rettifica, cancellazione, limitazione, portabilità e opposizione. Puoi annullare l’iscrizione alla newsletter in qualsiasi momento tramite il link presente in ogni e-mail. Per esercitare i tuoi diritti scrivici dalla pagina Contatti; puoi anche proporre reclamo al Garante per la protezione dei dati personali.') },
      ],
    },
    cookies: {
      title: 'Informativa sui cookie',
      description: 'I cookie utilizzati da Weekendia e come gestire le tue preferenze.',
      intro: p('Un cookie è un piccolo file salvato sul tuo dispositivo quando visiti un sito. Questa pagina descrive i cookie usati da Weekendia e come configurarli.'),
      sections: [
        { heading: 'Cookie strettamente necessari', html: p('Consentono il funzionamento del sito: memorizzano la lingua, la sessione, il carrello e le tue scelte sui cookie. Non possono essere disattivati.') },
        { heading: 'Cookie di misurazione dell’audience', html: p('Ci aiutano a capire come viene usato il sito per migliorarlo (pagine più visitate, percorsi di ricerca). I dati sono aggregati e non ti identificano direttamente.') },
        { heading: 'Cookie pubblicitari e di personalizzazione', html: p('Con il tuo consenso, permettono di proporti offerte adatte ai tuoi interessi sul nostro sito e su altri siti. Un cookie ricorda anche se hai già visto o chiuso la finestra di iscrizione alla newsletter.') },
        { heading: 'Gestire le preferenze', html: p('Puoi modificare le tue scelte in qualsiasi momento dal link «Gestisci i cookie» in fondo a ogni pagina. Il consenso è conservato al massimo 6 mesi.') },
      ],
    },
    hotelPartnership: {
      title: 'Diventa hotel partner',
      description: 'Unisciti a Weekendia e proponi i tuoi soggiorni a migliaia di viaggiatori.',
      intro: p('Hotel, agriturismi, tenute: unisciti a oltre 3.000 strutture partner e fai scoprire il tuo indirizzo a una clientela di soggiorni brevi in Italia e in Europa.'),
      sections: [
        { heading: 'Perché diventare partner?', html: ul('Visibilità presso milioni di visitatori all’anno in cinque paesi.', 'Soggiorni costruiti con i nostri esperti attorno ai tuoi punti di forza: spa, cucina, attività locali.', 'Nessun costo di iscrizione: paghi solo una commissione sulle prenotazioni confermate.', 'Un extranet semplice per gestire disponibilità e tariffe, collegato al tuo channel manager.') },
        { heading: 'Come funziona?', html: p('Dopo un primo contatto, un responsabile di progetto visita la struttura, fotografa le camere e costruisce con te una o più offerte. I tuoi soggiorni saranno online in meno di tre settimane.') },
        { heading: 'I nostri criteri', html: p('Selezioniamo strutture di carattere, ben recensite dagli ospiti, in grado di offrire almeno un servizio oltre al pernottamento (cena, trattamento, visita, attività).') },
        { heading: 'Contattaci', html: p('Scrivi al nostro team partnership dalla pagina Contatti scegliendo il motivo «Altro» e indicando nome e città della struttura.') },
      ],
    },
  },
};

const UPDATED_AT: Record<StaticPageKey, string> = {
  conditionsOfSale: '2025-01-15',
  conditionsOfUse: '2024-11-04',
  dataProtection: '2025-02-03',
  cookies: '2025-02-03',
  hotelPartnership: '2024-09-20',
};

export const STATIC_PAGE_KEYS: StaticPageKey[] = ['conditionsOfSale', 'conditionsOfUse', 'dataProtection', 'cookies', 'hotelPartnership'];

export function staticPages(locale: SiteLocale): StaticPageDocument[] {
  const lang = CMS_SITES[locale].lang;
  const press = PRESS_ROOM[locale];
  return STATIC_PAGE_KEYS.map((pageKey) => {
    const t = TEXT[lang][pageKey];
    return {
      locale,
      pageKey,
      slug: STATIC_SLUGS[lang][pageKey],
      title: t.title,
      seo: { title: `${t.title} | Weekendia`, description: t.description, index: true, follow: true },
      updatedAt: UPDATED_AT[pageKey],
      intro: t.intro,
      sections: t.sections,
      links: { helpCentre: HELP_CENTRE[locale], boxShop: BOX_SHOP[locale], ...(press ? { pressRoom: press } : {}) },
    };
  });
}
