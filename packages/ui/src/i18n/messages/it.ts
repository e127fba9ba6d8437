import type { Messages } from '@storefront/i18n';
import { UI_NAMESPACE } from '../namespace';

/** The ui components' strings in Italian. */
const it: Messages = {
  close: 'Chiudi',
  previous: 'Precedente',
  next: 'Successivo',
  loading: 'Caricamento…',
  back: 'Indietro',
  carousel: { slide: '{{index}} di {{count}}' },
  breadcrumb: 'Percorso di navigazione',
  price: {
    from: 'da',
    gift: 'Regalo',
    beneficiary: 'Supplemento',
    perNight: 'a notte',
    perPerson: 'a persona',
    refPrice: 'Prezzo di riferimento: {{price}}',
    promo: 'Sconto del {{percent}}%',
  },
  review: {
    new: 'Nuovo',
    outOf: '{{score}} su 10',
    count_one: '{{count}} recensione',
    count_other: '{{count}} recensioni',
    perfect: 'Perfetto',
    fantastic: 'Fantastico',
    excellent: 'Eccellente',
    veryGood: 'Molto bene',
    good: 'Buono',
  },
  stress: {
    lastMinute: 'Last minute',
    expiresOn: 'Fino al {{date}}',
    expiresSoon: 'L’offerta sta per scadere',
    roomsLeft_one: 'Solo {{count}} camera disponibile',
    roomsLeft_other: 'Solo {{count}} camere disponibili',
  },
  day: {
    past: 'Data passata',
    cutOff: 'Non prenotabile per stasera dopo le 20:00',
    beyondHorizon: 'Oltre un anno: non ancora prenotabile',
    soldOut: 'Esaurito',
    closed: 'Chiuso in questo giorno',
    minStay_one: 'Soggiorno minimo di {{count}} notte da questo giorno',
    minStay_other: 'Soggiorno minimo di {{count}} notti da questo giorno',
    minStayFromCheckin_one: 'Soggiorno minimo di {{count}} notte dall’arrivo scelto',
    minStayFromCheckin_other: 'Soggiorno minimo di {{count}} notti dall’arrivo scelto',
    stayLength: 'Durata non disponibile dall’arrivo scelto',
  },
  stepper: { decrease: 'Diminuisci: {{label}}', increase: 'Aumenta: {{label}}' },
  activityDates: { legend: 'Date delle attività', label: 'Data dell’attività «{{title}}»', choose: 'Scegli una data', missing: 'Scegli una data per questa attività' },
  gallery: { seePictures_one: 'Vedi {{count}} foto', seePictures_other: 'Vedi le {{count}} foto' },
  customerCare: {
    notice: 'Modalità servizio clienti: stai vendendo per conto di un cliente. Verifica i suoi dati prima di prenotare.',
    copyLink: 'Copia il link per il cliente',
    copied: 'Link copiato',
    copyFailed: 'Impossibile copiare il link: il browser nega l’accesso agli appunti.',
    signOut: 'Esci (operatore)',
    signOutFailed: 'Disconnessione non riuscita: riprova.',
  },
};

/**
 * As a remote's it language file brings them (`export { default as namespaces } from '@storefront/ui/messages/it'`):
 * under the ui namespace, in the one chunk of that language (decision 0103).
 */
export default { [UI_NAMESPACE]: it };
