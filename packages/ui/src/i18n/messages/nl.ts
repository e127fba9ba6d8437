import type { Messages } from '@storefront/i18n';
import { UI_NAMESPACE } from '../namespace';

/** The ui components' strings in Dutch. */
const nl: Messages = {
  close: 'Sluiten',
  previous: 'Vorige',
  next: 'Volgende',
  loading: 'Laden…',
  back: 'Terug',
  carousel: { slide: '{{index}} van {{count}}' },
  breadcrumb: 'Kruimelpad',
  price: {
    from: 'vanaf',
    gift: 'Cadeau',
    beneficiary: 'Toeslag',
    perNight: 'per nacht',
    perPerson: 'per persoon',
    refPrice: 'Referentieprijs: {{price}}',
    promo: '{{percent}}% korting',
  },
  review: {
    new: 'Nieuw',
    outOf: '{{score}} van 10',
    count_one: '{{count}} beoordeling',
    count_other: '{{count}} beoordelingen',
    perfect: 'Perfect',
    fantastic: 'Fantastisch',
    excellent: 'Uitstekend',
    veryGood: 'Zeer goed',
    good: 'Goed',
  },
  stress: {
    lastMinute: 'Last minute',
    expiresOn: 'Tot {{date}}',
    expiresSoon: 'Aanbieding loopt bijna af',
    roomsLeft_one: 'Nog maar {{count}} kamer',
    roomsLeft_other: 'Nog maar {{count}} kamers',
  },
  day: {
    past: 'Datum in het verleden',
    cutOff: 'Na 20:00 uur niet meer te boeken voor vanavond',
    beyondHorizon: 'Meer dan een jaar vooruit: nog niet te boeken',
    soldOut: 'Volgeboekt',
    closed: 'Gesloten op deze dag',
    minStay_one: 'Minimaal {{count}} nacht vanaf deze dag',
    minStay_other: 'Minimaal {{count}} nachten vanaf deze dag',
    minStayFromCheckin_one: 'Minimaal {{count}} nacht vanaf de gekozen aankomst',
    minStayFromCheckin_other: 'Minimaal {{count}} nachten vanaf de gekozen aankomst',
    stayLength: 'Verblijfsduur niet beschikbaar vanaf de gekozen aankomst',
  },
  stepper: { decrease: 'Minder: {{label}}', increase: 'Meer: {{label}}' },
  activityDates: { legend: 'Data van de activiteiten', label: 'Datum van de activiteit ‘{{title}}’', choose: 'Kies een datum', missing: 'Kies een datum voor deze activiteit' },
  gallery: { seePictures_one: '{{count}} foto bekijken', seePictures_other: '{{count}} foto’s bekijken' },
  customerCare: {
    notice: 'Klantenservicemodus: je verkoopt namens een klant. Controleer de gegevens vóór het boeken.',
    copyLink: 'Link voor de klant kopiëren',
    copied: 'Link gekopieerd',
    copyFailed: 'De link kon niet worden gekopieerd: de browser weigert toegang tot het klembord.',
    signOut: 'Uitloggen (medewerker)',
    signOutFailed: 'Uitloggen is mislukt: probeer het opnieuw.',
  },
};

/**
 * As a remote's nl language file brings them (`export { default as namespaces } from '@storefront/ui/messages/nl'`):
 * under the ui namespace, in the one chunk of that language (decision 0103).
 */
export default { [UI_NAMESPACE]: nl };
