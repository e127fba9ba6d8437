import type { Language } from '@storefront/contracts';

/**
 * Postal-code and phone formats of the five countries the storefront sells in (issue #29 part 2).
 * Phones are normalised to E.164 (`+33612345678`): the form shows what it will store, the API stores only that.
 */
export const BUYER_COUNTRIES = ['FR', 'ES', 'BE', 'NL', 'IT'] as const;
export type BuyerCountry = (typeof BUYER_COUNTRIES)[number];

/**
 * The countries' names in each language (CLDR, as Intl.DisplayNames writes them for every site's locale; checked by
 * countries.test.ts). A table rather than Intl.DisplayNames: its first use loads ICU's locale data, a long task on a
 * phone in the middle of the checkout's first render.
 */
export const BUYER_COUNTRY_NAMES: Record<Language, Record<BuyerCountry, string>> = {
  fr: { FR: 'France', ES: 'Espagne', BE: 'Belgique', NL: 'Pays-Bas', IT: 'Italie' },
  es: { FR: 'Francia', ES: 'España', BE: 'Bélgica', NL: 'Países Bajos', IT: 'Italia' },
  nl: { FR: 'Frankrijk', ES: 'Spanje', BE: 'België', NL: 'Nederland', IT: 'Italië' },
  it: { FR: 'Francia', ES: 'Spagna', BE: 'Belgio', NL: 'Paesi Bassi', IT: 'Italia' },
};

export function isBuyerCountry(value: unknown): value is BuyerCountry {
  return typeof value === 'string' && (BUYER_COUNTRIES as readonly string[]).includes(value);
}

interface CountryFormat {
  /** International calling code, without '+'. */
  callingCode: string;
  /** Whether national numbers carry a trunk '0' that E.164 drops (FR, BE, NL) or keeps (IT landlines) or have none (ES). */
  trunkZero: boolean;
  /** The subscriber number as it follows the calling code in E.164. */
  subscriber: RegExp;
  /** Postal code once normalised (upper case, single spaces). */
  postalCode: RegExp;
  /** A valid example, shown in tests and usable as a placeholder. */
  examples: { postalCode: string; phone: string };
}

export const COUNTRY_FORMATS: Record<BuyerCountry, CountryFormat> = {
  // 9 digits after +33: 1-5 landlines, 6-7 mobiles, 8 special, 9 VoIP
  FR: {
    callingCode: '33',
    trunkZero: true,
    subscriber: /^[1-9]\d{8}$/,
    postalCode: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
    examples: { postalCode: '75011', phone: '06 12 34 56 78' },
  },
  // 9 digits, no trunk prefix: 6-7 mobiles, 8-9 landlines; postal codes start with the province number 01-52
  ES: {
    callingCode: '34',
    trunkZero: false,
    subscriber: /^[6-9]\d{8}$/,
    postalCode: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
    examples: { postalCode: '28013', phone: '612 34 56 78' },
  },
  // landlines 8 digits after +32 (not starting with 4), mobiles 9 digits starting with 46-49
  BE: {
    callingCode: '32',
    trunkZero: true,
    subscriber: /^(?:4[5-9]\d{7}|[1-35-9]\d{7})$/,
    postalCode: /^[1-9]\d{3}$/,
    examples: { postalCode: '1000', phone: '0470 12 34 56' },
  },
  // 9 digits after +31; postal code 4 digits and 2 letters (SA, SD, SS are never issued)
  NL: {
    callingCode: '31',
    trunkZero: true,
    subscriber: /^[1-9]\d{8}$/,
    postalCode: /^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/,
    examples: { postalCode: '1012 AB', phone: '06 12345678' },
  },
  // Italian landlines keep their leading 0 in E.164 (+39 02 ...); mobiles start with 3 and have 9-10 digits
  IT: {
    callingCode: '39',
    trunkZero: false,
    subscriber: /^(?:0\d{5,10}|3\d{8,9})$/,
    postalCode: /^\d{5}$/,
    examples: { postalCode: '20121', phone: '347 123 4567' },
  },
};

/** Postal code as stored: upper case, spaces collapsed; Dutch codes as '1234 AB' (typed '1234ab' or '1234 ab'). */
export function normalisePostalCode(value: string, country: BuyerCountry): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (country === 'NL') {
    const m = /^(\d{4}) ?([A-Z]{2})$/.exec(compact);
    return m ? `${m[1]} ${m[2]}` : compact;
  }
  return compact;
}

export function isValidPostalCode(value: string, country: BuyerCountry): boolean {
  return COUNTRY_FORMATS[country].postalCode.test(normalisePostalCode(value, country));
}

/**
 * The phone number in E.164, or null when it is not a valid number. A number without an international prefix is
 * read as a national number of `country`; '+' or '00' numbers of the five countries are checked against their own
 * plan (a Belgian buyer may give a French mobile), other countries' numbers only against E.164's length (7 to 15 digits).
 */
export function toE164(value: string, country: BuyerCountry): string | null {
  // typed separators: spaces, dots, dashes, slashes, parentheses; '(0)' is the trunk zero written after '+32'
  if (!/^[\d\s().+/-]+$/.test(value.trim())) return null;
  let digits = value.replace(/\(0\)/g, '').replace(/[\s()./-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (digits.indexOf('+') > 0 || (digits.match(/\+/g)?.length ?? 0) > 1) return null;
  if (digits.startsWith('+')) {
    const international = digits.slice(1);
    const own = BUYER_COUNTRIES.find((c) => international.startsWith(COUNTRY_FORMATS[c].callingCode));
    if (!own) return /^[1-9]\d{6,14}$/.test(international) ? `+${international}` : null;
    const format = COUNTRY_FORMATS[own];
    const subscriber = international.slice(format.callingCode.length);
    return format.subscriber.test(subscriber) ? `+${format.callingCode}${subscriber}` : null;
  }
  const format = COUNTRY_FORMATS[country];
  if (format.trunkZero) {
    if (!digits.startsWith('0')) return null;
    digits = digits.slice(1);
  }
  return format.subscriber.test(digits) ? `+${format.callingCode}${digits}` : null;
}
