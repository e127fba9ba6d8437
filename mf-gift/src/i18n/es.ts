import type { MessagesOf } from '.';

/** Spanish messages of mf-gift. */
const es: MessagesOf = {
  notFound: { title: '¡Vaya!', text: 'No encontramos la página que buscas.', home: 'Volver al inicio' },
  crash: { title: 'Parece que la página se ha ido de vacaciones', home: 'Ir al inicio' },
  customisation: {
    title: 'Personaliza tu regalo',
    fromName: 'De parte de',
    message: 'Tu mensaje',
    messageHint: 'Máx. {{maxlength}} caracteres',
    optional: '(opcional)',
    errors: {
      mandatory: 'Campo obligatorio',
      textOnly: 'Solo se admite texto',
      tooLong: 'El campo está limitado a {{maxlength}} caracteres',
    },
  },
  giftcard: {
    title: 'Regala una tarjeta regalo',
    lead: 'La persona que la recibe elige su escapada entre miles de hoteles, cuando quiera.',
    amount: 'Importe',
    otherAmount: 'Otro importe',
    freeAmount: 'Importe en euros',
    freeAmountHint: 'Un importe redondo de {{min}} a {{max}}',
    design: 'Ilustración',
    designs: { escape: 'Escapada', birthday: 'Cumpleaños', 'thank-you': 'Gracias', celebration: 'Fiesta' },
    recipient: 'Destinatario',
    recipientName: 'Nombre del destinatario',
    recipientEmail: 'Correo electrónico del destinatario',
    delivery: 'Envío',
    deliveryNow: 'Ahora mismo, por correo electrónico',
    deliveryDate: 'En una fecha elegida',
    deliveryDay: 'Fecha de envío',
    continue: 'Continuar al pago',
    preview: 'Vista previa',
    previewBrand: 'Tarjeta regalo',
    previewTo: 'Para {{name}}',
    previewFrom: 'De parte de {{name}}',
    sentNow: 'Se envía por correo electrónico en cuanto se confirma el pago.',
    sentOn: 'Se envía por correo electrónico el {{date}}.',
    errors: {
      amountRange: 'Elige un importe redondo de {{min}} a {{max}}',
      mandatory: 'Campo obligatorio',
      email: 'La dirección de correo electrónico parece incorrecta',
      text: 'Solo se admite texto',
      textOnly: 'Solo se admite texto',
      tooLong: 'El campo está limitado a {{maxlength}} caracteres',
      dateRange: 'Elige una fecha entre mañana y dentro de un año',
    },
  },
};

export default es;
