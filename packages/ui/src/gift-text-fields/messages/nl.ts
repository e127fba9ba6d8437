import type { Messages } from '@storefront/i18n';

/** The gift text fields' strings (nl), under `giftText` in the language file of each remote that shows them. */
const giftText: Messages = {
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
};

export default giftText;
