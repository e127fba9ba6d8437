/**
 * The buyer form's texts per language, keyed like the error codes (the checkout remote loads them into i18next
 * under its own namespace; {{maxlength}} and {{domain}} are i18next interpolations). English is the spec's wording.
 */
import type { BuyerErrorCode, Civility } from './rules';

export type BuyerMessageLanguage = 'fr' | 'es' | 'nl' | 'it' | 'en';

export interface BuyerMessages {
  errors: Record<BuyerErrorCode, string>;
  /** 'You mean @{domain}?' (site-wide §5) */
  emailSuggestion: string;
  civility: Record<Civility, string>;
}

export const BUYER_MESSAGES: Record<BuyerMessageLanguage, BuyerMessages> = {
  en: {
    errors: {
      mandatory: 'Mandatory field',
      tooLong: 'The field is limited to {{maxlength}} characters',
      email: 'Email seems incorrect',
      text: 'Only text is expected',
      phone: 'Phone number seems incorrect',
      postalCode: 'Postal code seems incorrect',
      civility: 'Please choose a title.',
      country: 'Please choose a country from the list.',
    },
    emailSuggestion: 'You mean @{{domain}}?',
    civility: { MR: 'Mr', MRS: 'Mrs' },
  },
  fr: {
    errors: {
      mandatory: 'Champ obligatoire',
      tooLong: 'Ce champ est limité à {{maxlength}} caractères',
      email: 'L’adresse e-mail semble incorrecte',
      text: 'Seul du texte est attendu',
      phone: 'Le numéro de téléphone semble incorrect',
      postalCode: 'Le code postal semble incorrect',
      civility: 'Veuillez choisir une civilité.',
      country: 'Veuillez choisir un pays dans la liste.',
    },
    emailSuggestion: 'Vous voulez dire @{{domain}} ?',
    civility: { MR: 'M.', MRS: 'Mme' },
  },
  es: {
    errors: {
      mandatory: 'Campo obligatorio',
      tooLong: 'Este campo admite como máximo {{maxlength}} caracteres',
      email: 'El e-mail parece incorrecto',
      text: 'Solo se admite texto',
      phone: 'El número de teléfono parece incorrecto',
      postalCode: 'El código postal parece incorrecto',
      civility: 'Elige un tratamiento.',
      country: 'Elige un país de la lista.',
    },
    emailSuggestion: '¿Quieres decir @{{domain}}?',
    civility: { MR: 'Sr.', MRS: 'Sra.' },
  },
  nl: {
    errors: {
      mandatory: 'Verplicht veld',
      tooLong: 'Dit veld mag maximaal {{maxlength}} tekens bevatten',
      email: 'Het e-mailadres lijkt onjuist',
      text: 'Alleen tekst is toegestaan',
      phone: 'Het telefoonnummer lijkt onjuist',
      postalCode: 'De postcode lijkt onjuist',
      civility: 'Kies een aanhef.',
      country: 'Kies een land uit de lijst.',
    },
    emailSuggestion: 'Bedoel je @{{domain}}?',
    civility: { MR: 'Dhr.', MRS: 'Mevr.' },
  },
  it: {
    errors: {
      mandatory: 'Campo obbligatorio',
      tooLong: 'Il campo può contenere al massimo {{maxlength}} caratteri',
      email: 'L’indirizzo e-mail sembra errato',
      text: 'È ammesso solo testo',
      phone: 'Il numero di telefono sembra errato',
      postalCode: 'Il CAP sembra errato',
      civility: 'Scegli un titolo.',
      country: 'Scegli un paese dall’elenco.',
    },
    emailSuggestion: 'Intendevi @{{domain}}?',
    civility: { MR: 'Sig.', MRS: 'Sig.ra' },
  },
};
