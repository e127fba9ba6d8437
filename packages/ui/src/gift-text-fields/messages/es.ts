import type { Messages } from '@storefront/i18n';

/** The gift text fields' strings (es), under `giftText` in the language file of each remote that shows them. */
const giftText: Messages = {
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
};

export default giftText;
