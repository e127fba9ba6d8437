/**
 * Field rules of the contact form and the newsletter (site-wide spec §5), checked again on the server.
 * The messages are the spec's; the storefront shows its own translations of the same rules.
 */
import {
  CONTACT_FIELDS,
  FIELD_LIMITS,
  REASON_REQUEST,
  fieldError,
  isReason as isContactReason,
  type ContactReason,
  type ContactValues,
} from '@storefront/contracts';
import type { FieldError } from '../../server/errors';

export { CONTACT_REASONS, REASON_REQUEST, isValidEmail, isValidName, isValidPhone, isValidBookingNumber } from '@storefront/contracts';
export type { ContactReason } from '@storefront/contracts';

export const MESSAGES = {
  mandatory: 'Mandatory field',
  email: 'Email seems incorrect',
  name: 'Only text is expected',
  phone: 'Phone number seems incorrect',
  booking: 'Booking number is composed of 8 digits',
} as const;

export const LIMITS = FIELD_LIMITS;

export interface ContactInput {
  Booking_ID__c?: string;
  contact_reason?: string;
  description?: string;
  email?: string;
  name?: string;
  phone?: string;
  requestType?: string;
  requestSubtype?: string;
}

export interface ValidContact {
  bookingId: string | null;
  reason: ContactReason;
  requestType: string;
  requestSubtype: string;
  description: string;
  email: string;
  name: string;
  phone: string;
}

/** Every rule of §5 for the contact form; returns the valid case or the list of offending fields. */
export function validateContact(input: ContactInput): { ok: true; value: ValidContact } | { ok: false; fields: FieldError[] } {
  const fields: FieldError[] = [];
  const text = (v: string | undefined) => (v ?? '').trim();
  const values: ContactValues = {
    contact_reason: text(input.contact_reason),
    Booking_ID__c: text(input.Booking_ID__c),
    description: text(input.description),
    email: text(input.email),
    name: text(input.name),
    phone: text(input.phone),
  };
  for (const field of CONTACT_FIELDS) {
    const error = fieldError(field, values);
    if (error) fields.push({ field, message: MESSAGES[error] });
  }
  const { contact_reason: reason, Booking_ID__c: booking, description, email, name, phone } = values;
  if (description.length > LIMITS.description) fields.push({ field: 'description', message: `At most ${LIMITS.description} characters` });
  const isReason = isContactReason(reason);

  if (isReason) {
    const expected = REASON_REQUEST[reason as ContactReason];
    if (input.requestType !== undefined && input.requestType !== expected.requestType) {
      fields.push({ field: 'requestType', message: `must be ${expected.requestType} for ${reason}` });
    }
    if (input.requestSubtype !== undefined && input.requestSubtype !== expected.requestSubtype) {
      fields.push({ field: 'requestSubtype', message: `must be ${expected.requestSubtype} for ${reason}` });
    }
  }
  if (fields.length) return { ok: false, fields };
  const request = REASON_REQUEST[reason as ContactReason];
  return {
    ok: true,
    value: { bookingId: booking || null, reason: reason as ContactReason, ...request, description, email: email.toLowerCase(), name, phone },
  };
}
