import type { Messages } from '@storefront/i18n';
import { UI_NAMESPACE } from '../namespace';

/** The ui components' strings in French (the reference: every language has the same keys). */
const fr: Messages = {
  close: 'Fermer',
  previous: 'Précédent',
  next: 'Suivant',
  loading: 'Chargement…',
  back: 'Retour',
  carousel: { slide: '{{index}} sur {{count}}' },
  breadcrumb: 'Fil d’Ariane',
  price: {
    from: 'dès',
    gift: 'Cadeau',
    beneficiary: 'Supplément',
    perNight: 'par nuit',
    perPerson: 'par personne',
    refPrice: 'Prix de référence : {{price}}',
    promo: 'Réduction de {{percent}} %',
  },
  review: {
    new: 'Nouveau',
    outOf: '{{score}} sur 10',
    count_one: '{{count}} avis',
    count_other: '{{count}} avis',
    perfect: 'Parfait',
    fantastic: 'Fantastique',
    excellent: 'Excellent',
    veryGood: 'Très bien',
    good: 'Bien',
  },
  stress: {
    lastMinute: 'Dernière minute',
    expiresOn: 'Jusqu’au {{date}}',
    expiresSoon: 'Offre bientôt terminée',
    roomsLeft_one: 'Plus que {{count}} chambre',
    roomsLeft_other: 'Plus que {{count}} chambres',
  },
  day: {
    past: 'Date passée',
    cutOff: 'Réservation impossible pour ce soir après 20 h',
    beyondHorizon: 'Au-delà d’un an : pas encore ouvert à la réservation',
    soldOut: 'Complet',
    closed: 'Fermé ce jour-là',
    minStay_one: 'Séjour minimum de {{count}} nuit à partir de ce jour',
    minStay_other: 'Séjour minimum de {{count}} nuits à partir de ce jour',
    minStayFromCheckin_one: 'Séjour minimum de {{count}} nuit à partir de l’arrivée choisie',
    minStayFromCheckin_other: 'Séjour minimum de {{count}} nuits à partir de l’arrivée choisie',
    stayLength: 'Durée de séjour non proposée depuis l’arrivée choisie',
  },
  stepper: { decrease: 'Diminuer : {{label}}', increase: 'Augmenter : {{label}}' },
  activityDates: { legend: 'Dates des activités', label: 'Date de l’activité « {{title}} »', choose: 'Choisir une date', missing: 'Choisissez une date pour cette activité' },
  gallery: { seePictures_one: 'Voir {{count}} photo', seePictures_other: 'Voir les {{count}} photos' },
  customerCare: {
    notice: 'Mode service client : vous vendez pour le compte d’un client. Vérifiez ses coordonnées avant de réserver.',
    copyLink: 'Copier le lien pour le client',
    copied: 'Lien copié',
    copyFailed: 'Le lien n’a pas pu être copié : le navigateur refuse l’accès au presse-papiers.',
    signOut: 'Se déconnecter (agent)',
    signOutFailed: 'La déconnexion a échoué : réessayez.',
  },
};

/**
 * As a remote's fr language file brings them (`export { default as namespaces } from '@storefront/ui/messages/fr'`):
 * under the ui namespace, in the one chunk of that language (decision 0103).
 */
export default { [UI_NAMESPACE]: fr };
