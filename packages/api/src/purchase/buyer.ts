/**
 * The buyer of an order checked with the checkout form's own rules (@storefront/buyer): the normalised buyer, or a
 * 400 naming each field with the spec's English message ('Mandatory field', 'Email seems incorrect'...).
 */
import { BUYER_MESSAGES, validateBuyer, type Buyer, type BuyerError, type BuyerInput } from '@storefront/buyer';
import { SITES, type SiteCode } from '@storefront/contracts';
import { invalidFields, type FieldError } from '../server/errors';

/** `field` is prefixed as the order body nests it (e.g. 'buyer.email'). */
export function buyerFieldErrors(errors: BuyerError[], prefix = ''): FieldError[] {
  return errors.map((e) => ({
    field: `${prefix}${e.field}`,
    message: BUYER_MESSAGES.en.errors[e.code].replace('{{maxlength}}', String(e.maxlength ?? '')),
  }));
}

/** The buyer of an order on `locale`'s site, normalised (phone in E.164...); throws the 400 otherwise. */
export function checkBuyer(input: BuyerInput, locale: SiteCode, prefix = 'buyer.'): Buyer {
  const { value, errors } = validateBuyer(input, SITES[locale].country);
  if (errors.length) throw invalidFields(buyerFieldErrors(errors, prefix));
  return value;
}
