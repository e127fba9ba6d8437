import type { MessagesOf } from '.';

/** Italian messages of mf-gift. */
const it: MessagesOf = {
  notFound: { title: 'Ops!', text: 'Non troviamo la pagina che cerchi.', home: 'Torna alla home' },
  crash: { title: 'Sembra che la pagina sia andata in vacanza', home: 'Vai alla home' },
  customisation: {
    title: 'Personalizza il tuo regalo',
    fromName: 'Da parte di',
    message: 'Il tuo messaggio',
    messageHint: 'Max. {{maxlength}} caratteri',
    optional: '(facoltativo)',
    errors: {
      mandatory: 'Campo obbligatorio',
      textOnly: 'È ammesso solo testo',
      tooLong: 'Il campo è limitato a {{maxlength}} caratteri',
    },
  },
  giftcard: {
    title: 'Regala una carta regalo',
    lead: 'Chi la riceve sceglie il suo soggiorno tra migliaia di hotel, quando vuole.',
    amount: 'Importo',
    otherAmount: 'Altro importo',
    freeAmount: 'Importo in euro',
    freeAmountHint: 'Un importo tondo da {{min}} a {{max}}',
    design: 'Illustrazione',
    designs: { escape: 'Evasione', birthday: 'Compleanno', 'thank-you': 'Grazie', celebration: 'Festa' },
    recipient: 'Destinatario',
    recipientName: 'Nome del destinatario',
    recipientEmail: 'E-mail del destinatario',
    delivery: 'Invio',
    deliveryNow: 'Subito, via e-mail',
    deliveryDate: 'In una data a scelta',
    deliveryDay: 'Data di invio',
    continue: 'Continua con il pagamento',
    preview: 'Anteprima',
    previewBrand: 'Carta regalo',
    previewTo: 'Per {{name}}',
    previewFrom: 'Da parte di {{name}}',
    sentNow: 'Inviata via e-mail appena il pagamento è confermato.',
    sentOn: 'Inviata via e-mail il {{date}}.',
    errors: {
      amountRange: 'Scegli un importo tondo da {{min}} a {{max}}',
      mandatory: 'Campo obbligatorio',
      email: 'L’indirizzo e-mail sembra errato',
      text: 'È ammesso solo testo',
      textOnly: 'È ammesso solo testo',
      tooLong: 'Il campo è limitato a {{maxlength}} caratteri',
      dateRange: 'Scegli una data tra domani e un anno',
    },
  },
};

export default it;
