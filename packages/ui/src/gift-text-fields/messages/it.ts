import type { Messages } from '@storefront/i18n';

/** The gift text fields' strings (it), under `giftText` in the language file of each remote that shows them. */
const giftText: Messages = {
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
};

export default giftText;
