/**
 * The buyer's fields of an order (spec: Wallet order buyer; issue #29 part 2): one set of rules, used by the
 * checkout form (errors on blur and on submit) and by the API (the order is refused with the same codes).
 * Errors are stable codes; each side words them (BUYER_MESSAGES in the four languages and English).
 */
import { isValidEmail, isValidName, stripAccents } from '@storefront/contracts';
import {
  isBuyerCountry,
  isValidPostalCode,
  normalisePostalCode,
  toE164,
  type BuyerCountry,
} from './countries';

export const CIVILITIES = ['MR', 'MRS'] as const;
export type Civility = (typeof CIVILITIES)[number];

export const BUYER_FIELDS = [
  'email',
  'civility',
  'firstName',
  'lastName',
  'phoneNumber',
  'addressLine',
  'postalCode',
  'city',
  'country',
  'specialRequest',
] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];

/** Longest accepted value per field (postal code 20: site-wide §5; e-mail 254: RFC 5321). */
export const BUYER_LIMITS: Record<BuyerField, number> = {
  email: 254,
  civility: 3,
  firstName: 50,
  lastName: 50,
  phoneNumber: 30,
  addressLine: 120,
  postalCode: 20,
  city: 80,
  country: 2,
  specialRequest: 500,
};

export const BUYER_ERROR_CODES = [
  'mandatory',
  'tooLong',
  'email',
  'text',
  'phone',
  'postalCode',
  'civility',
  'country',
] as const;
export type BuyerErrorCode = (typeof BUYER_ERROR_CODES)[number];

export interface BuyerError {
  field: BuyerField;
  code: BuyerErrorCode;
  /** for `tooLong`: the limit, interpolated as {{maxlength}} in the message */
  maxlength?: number;
}

/** What the form or the order body holds (every field a string, possibly empty or missing). */
export type BuyerInput = Partial<Record<BuyerField, string | null>>;

export interface Buyer {
  email: string;
  civility: Civility;
  firstName: string;
  lastName: string;
  /** E.164 */
  phoneNumber: string;
  addressLine: string;
  postalCode: string;
  city: string;
  country: BuyerCountry;
  /** '' when none */
  specialRequest: string;
}

const OPTIONAL: ReadonlySet<BuyerField> = new Set(['specialRequest']);

/** Trimmed, inner runs of white space collapsed (a pasted name keeps no tab or double space), typographic apostrophes (phones type ’) as '. */
const clean = (value: string | null | undefined): string =>
  (value ?? '').trim().replace(/\s+/g, ' ').replace(/[’‘ʼ]/g, "'");

/** City and address: letters once accents are stripped, digits, spaces and the punctuation of real addresses. */
const isCityText = (value: string) =>
  /^[A-Za-z' .()-]+$/.test(stripAccents(value)) && /[A-Za-z]/.test(stripAccents(value));
const isAddressText = (value: string) =>
  /^[A-Za-z0-9' .,°º/()#&-]+$/.test(stripAccents(value)) && /[A-Za-z]/.test(stripAccents(value));

/**
 * The address country: the buyer's own choice when given, else the site's country (`siteCountry`), which is also the
 * country national phone numbers are read in when the address country is invalid.
 */
function addressCountry(input: BuyerInput, siteCountry: BuyerCountry): string {
  return clean(input.country).toUpperCase() || siteCountry;
}

/** The error of one field (the form calls it on blur), or null when valid. Postal code and phone depend on the country. */
export function buyerFieldError(
  field: BuyerField,
  input: BuyerInput,
  siteCountry: BuyerCountry,
): BuyerError | null {
  const value = field === 'specialRequest' ? (input.specialRequest ?? '').trim() : clean(input[field]);
  const country = addressCountry(input, siteCountry);
  const at = (code: BuyerErrorCode): BuyerError => ({ field, code });
  if (field === 'country') return isBuyerCountry(country) ? null : at(country ? 'country' : 'mandatory');
  if (!value) return OPTIONAL.has(field) ? null : at('mandatory');
  if ([...value].length > BUYER_LIMITS[field])
    return { field, code: 'tooLong', maxlength: BUYER_LIMITS[field] };
  const local = isBuyerCountry(country) ? country : siteCountry;
  switch (field) {
    case 'email':
      return isValidEmail(value) ? null : at('email');
    case 'civility':
      return (CIVILITIES as readonly string[]).includes(value.toUpperCase()) ? null : at('civility');
    case 'firstName':
    case 'lastName':
      return isValidName(value) ? null : at('text');
    case 'city':
      return isCityText(value) ? null : at('text');
    case 'addressLine':
      return isAddressText(value) ? null : at('text');
    case 'phoneNumber':
      return toE164(value, local) ? null : at('phone');
    case 'postalCode':
      return isValidPostalCode(value, local) ? null : at('postalCode');
    default:
      return null;
  }
}

/**
 * Every rule at once (the form on submit, the API on an order): the normalised buyer when `errors` is empty.
 * `value` is always filled with the normalised input so a form can show what it will send.
 */
export function validateBuyer(
  input: BuyerInput,
  siteCountry: BuyerCountry,
): { value: Buyer; errors: BuyerError[] } {
  const errors = BUYER_FIELDS.map((f) => buyerFieldError(f, input, siteCountry)).filter(
    (e): e is BuyerError => e !== null,
  );
  const country = addressCountry(input, siteCountry);
  const local: BuyerCountry = isBuyerCountry(country) ? country : siteCountry;
  const phone = clean(input.phoneNumber);
  const value: Buyer = {
    email: clean(input.email).toLowerCase(),
    civility: clean(input.civility).toUpperCase() as Civility,
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    phoneNumber: toE164(phone, local) ?? phone,
    addressLine: clean(input.addressLine),
    postalCode: normalisePostalCode(clean(input.postalCode), local),
    city: clean(input.city),
    country: local,
    specialRequest: (input.specialRequest ?? '').trim(),
  };
  return { value, errors };
}
