import type { MessagesOf } from '.';

/** Dutch messages of mf-gift. */
const nl: MessagesOf = {
  notFound: { title: 'Oeps!', text: 'We kunnen de pagina die je zoekt niet vinden.', home: 'Terug naar de homepage' },
  crash: { title: 'Het lijkt erop dat deze pagina op vakantie is', home: 'Naar de homepage' },
  customisation: {
    title: 'Personaliseer je cadeau',
    fromName: 'Van',
    message: 'Je bericht',
    messageHint: 'Max. {{maxlength}} tekens',
    optional: '(optioneel)',
    errors: {
      mandatory: 'Verplicht veld',
      textOnly: 'Alleen tekst is toegestaan',
      tooLong: 'Dit veld is beperkt tot {{maxlength}} tekens',
    },
  },
  giftcard: {
    title: 'Geef een cadeaukaart',
    lead: 'De ontvanger kiest zelf een verblijf uit duizenden hotels, wanneer het uitkomt.',
    amount: 'Bedrag',
    otherAmount: 'Ander bedrag',
    freeAmount: 'Bedrag in euro',
    freeAmountHint: 'Een rond bedrag van {{min}} tot {{max}}',
    design: 'Ontwerp',
    designs: { escape: 'Ontsnapping', birthday: 'Verjaardag', 'thank-you': 'Bedankt', celebration: 'Feest' },
    recipient: 'Ontvanger',
    recipientName: 'Voornaam van de ontvanger',
    recipientEmail: 'E-mailadres van de ontvanger',
    delivery: 'Verzending',
    deliveryNow: 'Meteen, per e-mail',
    deliveryDate: 'Op een gekozen datum',
    deliveryDay: 'Verzenddatum',
    continue: 'Verder naar betalen',
    preview: 'Voorbeeld',
    previewBrand: 'Cadeaukaart',
    previewTo: 'Voor {{name}}',
    previewFrom: 'Van {{name}}',
    sentNow: 'Wordt per e-mail verstuurd zodra de betaling bevestigd is.',
    sentOn: 'Wordt per e-mail verstuurd op {{date}}.',
    errors: {
      amountRange: 'Kies een rond bedrag van {{min}} tot {{max}}',
      mandatory: 'Verplicht veld',
      email: 'Het e-mailadres lijkt niet te kloppen',
      text: 'Alleen tekst is toegestaan',
      textOnly: 'Alleen tekst is toegestaan',
      tooLong: 'Dit veld is beperkt tot {{maxlength}} tekens',
      dateRange: 'Kies een datum tussen morgen en over een jaar',
    },
  },
};

export default nl;
