import type { LanguageResources } from '@storefront/i18n';

/** The namespace of the gift text fields, apart from the ui primitives' so that only the pages using them load it. */
export const GIFT_TEXT_NAMESPACE = 'sf-ui-gift-text';

export const GIFT_TEXT_MESSAGES: LanguageResources = {
  fr: {
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
  },
  es: {
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
  nl: {
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
  it: {
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
};
