import type { Messages } from '@storefront/i18n';

/** The gift text fields' strings (fr), under `giftText` in the language file of each remote that shows them. */
const giftText: Messages = {
  title: 'Personnalisez votre cadeau',
  fromName: 'De la part de',
  message: 'Votre message',
  messageHint: '{{maxlength}} caractères max.',
  optional: '(facultatif)',
  errors: {
    mandatory: 'Champ obligatoire',
    textOnly: 'Seul du texte est attendu',
    tooLong: 'Le champ est limité à {{maxlength}} caractères',
  },
};

export default giftText;
