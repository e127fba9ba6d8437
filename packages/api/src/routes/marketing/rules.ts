/**
 * Field rules of the contact form and the newsletter (site-wide spec §5), checked again on the server.
 * The messages are the spec's; the storefront shows its own translations of the same rules.
 */
import type { FieldError } from '../../server/errors';

export const CONTACT_REASONS = ['avv_info', 'booking_info', 'emailconf', 'modification', 'cancellation', 'complaint', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** Request type and subtype of each contact reason (case-management web-to-case fields). */
export const REASON_REQUEST: Record<ContactReason, { requestType: string; requestSubtype: string }> = {
  avv_info: { requestType: 'Pre-sale', requestSubtype: 'Information before booking' },
  booking_info: { requestType: 'Booking', requestSubtype: 'Booking information' },
  emailconf: { requestType: 'Booking', requestSubtype: 'Confirmation email not received' },
  modification: { requestType: 'Booking', requestSubtype: 'Modification request' },
  cancellation: { requestType: 'Booking', requestSubtype: 'Cancellation request' },
  complaint: { requestType: 'After-sale', requestSubtype: 'Complaint' },
  other: { requestType: 'Other', requestSubtype: 'Other request' },
};

export const MESSAGES = {
  mandatory: 'Mandatory field',
  email: 'Email seems incorrect',
  name: 'Only text is expected',
  phone: 'Phone number seems incorrect',
  booking: 'Booking number is composed of 8 digits',
} as const;

export const LIMITS = { name: 80, email: 254, phone: 30, description: 3000 } as const;

const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= LIMITS.email && EMAIL.test(value);
}

/** Letters, space, apostrophe, hyphen only, accents stripped before the check. */
export function isValidName(value: string): boolean {
  const stripped = value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return /^[A-Za-z' -]+$/.test(stripped) && /[A-Za-z]/.test(stripped);
}

/** Digits, spaces, parentheses, plus and hyphen, with at least one digit. */
export function isValidPhone(value: string): boolean {
  return /^[0-9 ()+-]+$/.test(value) && /\d/.test(value);
}

export function isValidBookingNumber(value: string): boolean {
  return /^\d{8}$/.test(value);
}

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
  const reason = text(input.contact_reason);
  const isReason = (CONTACT_REASONS as readonly string[]).includes(reason);
  if (!isReason) fields.push({ field: 'contact_reason', message: MESSAGES.mandatory });

  const booking = text(input.Booking_ID__c);
  if (booking === '') {
    if (reason !== 'avv_info') fields.push({ field: 'Booking_ID__c', message: MESSAGES.mandatory });
  } else if (!isValidBookingNumber(booking)) fields.push({ field: 'Booking_ID__c', message: MESSAGES.booking });

  const description = text(input.description);
  if (description === '') fields.push({ field: 'description', message: MESSAGES.mandatory });
  else if (description.length > LIMITS.description) fields.push({ field: 'description', message: `At most ${LIMITS.description} characters` });

  const email = text(input.email);
  if (email === '') fields.push({ field: 'email', message: MESSAGES.mandatory });
  else if (!isValidEmail(email)) fields.push({ field: 'email', message: MESSAGES.email });

  const name = text(input.name);
  if (name === '') fields.push({ field: 'name', message: MESSAGES.mandatory });
  else if (name.length > LIMITS.name || !isValidName(name)) fields.push({ field: 'name', message: MESSAGES.name });

  const phone = text(input.phone);
  if (phone === '') fields.push({ field: 'phone', message: MESSAGES.mandatory });
  else if (phone.length > LIMITS.phone || !isValidPhone(phone)) fields.push({ field: 'phone', message: MESSAGES.phone });

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
