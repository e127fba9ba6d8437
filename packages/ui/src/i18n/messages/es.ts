import type { Messages } from '@storefront/i18n';
import { UI_NAMESPACE } from '../namespace';

/** The ui components' strings in Spanish. */
const es: Messages = {
  close: 'Cerrar',
  previous: 'Anterior',
  next: 'Siguiente',
  loading: 'Cargando…',
  back: 'Volver',
  carousel: { slide: '{{index}} de {{count}}' },
  breadcrumb: 'Ruta de navegación',
  price: {
    from: 'desde',
    gift: 'Regalo',
    beneficiary: 'Suplemento',
    perNight: 'por noche',
    perPerson: 'por persona',
    refPrice: 'Precio de referencia: {{price}}',
    promo: 'Descuento del {{percent}} %',
  },
  review: {
    new: 'Nuevo',
    outOf: '{{score}} de 10',
    count_one: '{{count}} opinión',
    count_other: '{{count}} opiniones',
    perfect: 'Perfecto',
    fantastic: 'Fantástico',
    excellent: 'Excelente',
    veryGood: 'Muy bien',
    good: 'Bien',
  },
  stress: {
    lastMinute: 'Último minuto',
    expiresOn: 'Hasta el {{date}}',
    expiresSoon: 'La oferta termina pronto',
    roomsLeft_one: 'Solo queda {{count}} habitación',
    roomsLeft_other: 'Solo quedan {{count}} habitaciones',
  },
  day: {
    past: 'Fecha pasada',
    cutOff: 'No se puede reservar para esta noche después de las 20:00',
    beyondHorizon: 'A más de un año: aún no se puede reservar',
    soldOut: 'Completo',
    closed: 'Cerrado ese día',
    minStay_one: 'Estancia mínima de {{count}} noche a partir de este día',
    minStay_other: 'Estancia mínima de {{count}} noches a partir de este día',
    minStayFromCheckin_one: 'Estancia mínima de {{count}} noche a partir de la llegada elegida',
    minStayFromCheckin_other: 'Estancia mínima de {{count}} noches a partir de la llegada elegida',
    stayLength: 'Duración no disponible desde la llegada elegida',
  },
  stepper: { decrease: 'Reducir: {{label}}', increase: 'Aumentar: {{label}}' },
  activityDates: { legend: 'Fechas de las actividades', label: 'Fecha de la actividad «{{title}}»', choose: 'Elegir una fecha', missing: 'Elige una fecha para esta actividad' },
  gallery: { seePictures_one: 'Ver {{count}} foto', seePictures_other: 'Ver las {{count}} fotos' },
  customerCare: {
    notice: 'Modo atención al cliente: estás vendiendo en nombre de un cliente. Comprueba sus datos antes de reservar.',
    copyLink: 'Copiar el enlace para el cliente',
    copied: 'Enlace copiado',
    copyFailed: 'No se ha podido copiar el enlace: el navegador deniega el acceso al portapapeles.',
    signOut: 'Cerrar sesión (agente)',
    signOutFailed: 'No se ha podido cerrar la sesión: inténtalo de nuevo.',
  },
};

/**
 * As a remote's es language file brings them (`export { default as namespaces } from '@storefront/ui/messages/es'`):
 * under the ui namespace, in the one chunk of that language (decision 0103).
 */
export default { [UI_NAMESPACE]: es };
