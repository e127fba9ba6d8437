import { REASON_REQUEST, fieldError, formErrors, isValidEmail, isValidName, isValidPhone, type ContactValues } from './contact';

const valid: ContactValues = {
  contact_reason: 'modification',
  Booking_ID__c: '12345678',
  description: 'Décaler mon séjour',
  email: 'marie@example.fr',
  name: 'Marie-Hélène d’Arcy'.replace('’', "'"),
  phone: '+33 (0)6 12-34-56-78',
};

describe('contact form rules (site-wide §5)', () => {
  it('accepts a complete form', () => {
    expect(formErrors(valid)).toEqual({});
  });

  it('makes every field mandatory', () => {
    const empty = { contact_reason: '', Booking_ID__c: '', description: '', email: '', name: '', phone: '' };
    expect(formErrors(empty)).toEqual({
      contact_reason: 'mandatory',
      Booking_ID__c: 'mandatory',
      description: 'mandatory',
      email: 'mandatory',
      name: 'mandatory',
      phone: 'mandatory',
    });
    expect(fieldError('description', { ...valid, description: '   ' })).toBe('mandatory');
  });

  it('does not require the booking number for avv_info, but checks it when given', () => {
    expect(fieldError('Booking_ID__c', { ...valid, contact_reason: 'avv_info', Booking_ID__c: '' })).toBeNull();
    expect(fieldError('Booking_ID__c', { ...valid, contact_reason: 'avv_info', Booking_ID__c: '123' })).toBe('booking');
  });

  it.each(['1234567', '123456789', '1234567a', '12 345 678'])('rejects the booking number %p (8 digits)', (n) => {
    expect(fieldError('Booking_ID__c', { ...valid, Booking_ID__c: n })).toBe('booking');
  });

  it('checks emails', () => {
    expect(isValidEmail('a.b+c@mail.example.com')).toBe(true);
    for (const bad of ['a@b', 'a@', '@b.com', 'a b@c.com', 'a@b..com', 'a@b.c']) expect(isValidEmail(bad)).toBe(false);
    expect(fieldError('email', { ...valid, email: 'x@' })).toBe('email');
  });

  it('accepts letters, spaces, apostrophes and hyphens in names, accents stripped first', () => {
    expect(isValidName('José Núñez')).toBe(true);
    expect(isValidName("O'Connor-Smith")).toBe(true);
    expect(isValidName('Ærø')).toBe(false);
    expect(isValidName('R2D2')).toBe(false);
    expect(isValidName('Jean.Paul')).toBe(false);
    expect(fieldError('name', { ...valid, name: 'Bob 3' })).toBe('name');
  });

  it('accepts digits, spaces, parentheses, plus and hyphens in phones', () => {
    expect(isValidPhone('+32 (0)2 808-29-79')).toBe(true);
    expect(isValidPhone('06.12.34.56.78')).toBe(false);
    expect(isValidPhone('call me')).toBe(false);
    expect(fieldError('phone', { ...valid, phone: '06 12 ab' })).toBe('phone');
  });

  it('gives each reason a request type and subtype', () => {
    expect(REASON_REQUEST.cancellation).toEqual({ requestType: 'Booking', requestSubtype: 'Cancellation request' });
    expect(REASON_REQUEST.avv_info.requestType).toBe('Pre-sale');
    expect(Object.keys(REASON_REQUEST)).toHaveLength(7);
  });
});

