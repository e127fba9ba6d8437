/**
 * Contact form rules (site-wide §5): one set, used by the form in mf-content and checked again by the API
 * (packages/api/src/content/marketing): every field mandatory except the booking number for avv_info; booking number
 * 8 digits; valid email; name of letters, space, apostrophe and hyphen once accents are stripped; phone of digits,
 * spaces, parentheses, plus, hyphen. Errors are keys; each side words them (translations, or the spec's English).
 */
export const CONTACT_REASONS = ['avv_info', 'booking_info', 'emailconf', 'modification', 'cancellation', 'complaint', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** Request type and subtype set by each reason. */
export const REASON_REQUEST: Record<ContactReason, { requestType: string; requestSubtype: string }> = {
  avv_info: { requestType: 'Pre-sale', requestSubtype: 'Information before booking' },
  booking_info: { requestType: 'Booking', requestSubtype: 'Booking information' },
  emailconf: { requestType: 'Booking', requestSubtype: 'Confirmation email not received' },
  modification: { requestType: 'Booking', requestSubtype: 'Modification request' },
  cancellation: { requestType: 'Booking', requestSubtype: 'Cancellation request' },
  complaint: { requestType: 'After-sale', requestSubtype: 'Complaint' },
  other: { requestType: 'Other', requestSubtype: 'Other request' },
};

export const FIELD_LIMITS = { name: 80, email: 254, phone: 30, description: 3000, booking: 8 } as const;

export type ContactField = 'contact_reason' | 'Booking_ID__c' | 'description' | 'email' | 'name' | 'phone';
export const CONTACT_FIELDS: readonly ContactField[] = ['contact_reason', 'Booking_ID__c', 'name', 'email', 'phone', 'description'];

/** Error keys (the form translates them as form.errors.*). */
export type ContactError = 'mandatory' | 'email' | 'name' | 'phone' | 'booking';

export type ContactValues = Record<ContactField, string>;

const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= FIELD_LIMITS.email && EMAIL.test(v);
}

export function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function isValidName(value: string): boolean {
  const stripped = stripAccents(value.trim());
  return /^[A-Za-z' -]+$/.test(stripped) && /[A-Za-z]/.test(stripped);
}

export function isValidPhone(value: string): boolean {
  const v = value.trim();
  return /^[0-9 ()+-]+$/.test(v) && /\d/.test(v);
}

export function isValidBookingNumber(value: string): boolean {
  return /^\d{8}$/.test(value.trim());
}

export function isReason(value: string): value is ContactReason {
  return (CONTACT_REASONS as readonly string[]).includes(value);
}

/** The error of one field given all values (the booking rule depends on the reason), or null when valid. */
export function fieldError(field: ContactField, values: ContactValues): ContactError | null {
  const v = (values[field] ?? '').trim();
  switch (field) {
    case 'contact_reason':
      return isReason(v) ? null : 'mandatory';
    case 'Booking_ID__c':
      if (!v) return values.contact_reason === 'avv_info' ? null : 'mandatory';
      return isValidBookingNumber(v) ? null : 'booking';
    case 'description':
      return v ? null : 'mandatory';
    case 'email':
      if (!v) return 'mandatory';
      return isValidEmail(v) ? null : 'email';
    case 'name':
      if (!v) return 'mandatory';
      return v.length <= FIELD_LIMITS.name && isValidName(v) ? null : 'name';
    case 'phone':
      if (!v) return 'mandatory';
      return v.length <= FIELD_LIMITS.phone && isValidPhone(v) ? null : 'phone';
    default:
      return null;
  }
}

export function formErrors(values: ContactValues): Partial<Record<ContactField, ContactError>> {
  const out: Partial<Record<ContactField, ContactError>> = {};
  for (const f of CONTACT_FIELDS) {
    const e = fieldError(f, values);
    if (e) out[f] = e;
  }
  return out;
}

/** Whether the booking number is optional (reason avv_info). */
export function bookingOptional(reason: string): boolean {
  return reason === 'avv_info';
}
