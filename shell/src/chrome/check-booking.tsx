/**
 * Check-my-booking view (account button with the customer-account toggle off): booking number (8 digits) and
 * e-mail, checked when a field is left; a valid form opens the customer-account booking view.
 */
import { useState, type FormEvent } from 'react';
import { paths } from '@storefront/contracts';
import { Overlay } from './overlay';
import { useShell, useT } from './shell-react';
import type { MessageKey } from '../i18n';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function bookingNumberError(value: string): MessageKey | null {
  if (!value.trim()) return 'mandatoryField';
  return /^\d{8}$/.test(value.trim()) ? null : 'bookingNumberInvalid';
}

export function emailError(value: string): MessageKey | null {
  if (!value.trim()) return 'mandatoryField';
  return EMAIL.test(value.trim()) ? null : 'emailInvalid';
}

export default function CheckBooking({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { site } = useShell();
  const [values, setValues] = useState({ booking: '', email: '' });
  const [touched, setTouched] = useState({ booking: false, email: false });
  const errors = { booking: bookingNumberError(values.booking), email: emailError(values.email) };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched({ booking: true, email: true });
    if (errors.booking || errors.email) return;
    const hash = new URLSearchParams({ booking: values.booking.trim(), email: values.email.trim() }).toString();
    window.location.assign(`${paths(site).account('trips')}#${hash}`);
  };
  const field = (name: 'booking' | 'email', label: MessageKey, type: string, inputMode?: 'numeric') => {
    const error = touched[name] ? errors[name] : null;
    return (
      <div className="sf-field">
        <label htmlFor={`sf-cb-${name}`}>{t(label)}</label>
        <input
          id={`sf-cb-${name}`}
          type={type}
          inputMode={inputMode}
          autoComplete={name === 'email' ? 'email' : 'off'}
          value={values[name]}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `sf-cb-${name}-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          onBlur={() => setTouched((tc) => ({ ...tc, [name]: true }))}
        />
        {error && (
          <p id={`sf-cb-${name}-error`} className="sf-field-error">
            {t(error)}
          </p>
        )}
      </div>
    );
  };
  return (
    <Overlay title={t('checkMyBooking')} side="right" onClose={onClose} closeLabel={t('close')}>
      <form noValidate onSubmit={submit} className="sf-check-booking">
        {field('booking', 'bookingNumber', 'text', 'numeric')}
        {field('email', 'email', 'email')}
        <button type="submit" className="sf-button">
          {t('findMyBooking')}
        </button>
      </form>
    </Overlay>
  );
}
