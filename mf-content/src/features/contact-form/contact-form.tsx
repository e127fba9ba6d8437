/**
 * The 'Leave us a message' form (site-wide §4, §5, §8): reason -> request type and subtype, errors on blur,
 * success or error state once a field is left, email domain suggestion, captcha (skipped in customer-care mode),
 * case created through the API; success goes to ?ref=contact_thank_you, failure shows the §8 message.
 */
import { Suspense, lazy, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { createContactCase } from '../../api/marketing';
import { applySuggestion, suggestDomain } from '@storefront/buyer';
import type { CaptchaHandle } from '../captcha/captcha';
import {
  CONTACT_FIELDS,
  CONTACT_REASONS,
  FIELD_LIMITS,
  REASON_REQUEST,
  bookingOptional,
  fieldError,
  formErrors,
  isReason,
  type ContactField,
  type ContactValues,
} from '@storefront/contracts';

const Captcha = lazy(() => import(/* webpackChunkName: "captcha" */ '../captcha/captcha'));

const EMPTY: ContactValues = { contact_reason: '', Booking_ID__c: '', description: '', email: '', name: '', phone: '' };

export interface ContactFormProps {
  /** called after the case is created */
  onSent: () => void;
}

export function ContactForm({ onSent }: ContactFormProps) {
  const { context } = useApp();
  const t = useT();
  const uid = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const captcha = useRef<CaptchaHandle>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed' | 'invalid' | 'captchaFailed'>('idle');
  const customerCare = context.customerCare;
  const suggestion = touched.email ? suggestDomain(values.email) : null;

  const set = (field: ContactField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const leave = (field: ContactField) => setTouched((s) => ({ ...s, [field]: true }));
  const errorOf = (field: ContactField) => (touched[field] ? fieldError(field, values) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const errors = formErrors(values);
    setTouched(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, true])));
    if (Object.keys(errors).length) {
      setStatus('invalid');
      // keyboard and screen-reader users land on the first field to correct
      const first = CONTACT_FIELDS.find((f) => errors[f]);
      if (first) document.getElementById(`${uid}-${first}`)?.focus();
      return;
    }
    setStatus('sending');
    // the invisible captcha: the payload solved in the background, or solved now (skipped in customer-care mode)
    let payload = '';
    if (!customerCare) {
      try {
        if (!captcha.current) throw new Error('captcha not loaded');
        payload = await captcha.current.solve();
      } catch {
        setStatus('captchaFailed');
        return;
      }
    }
    const reason = values.contact_reason as (typeof CONTACT_REASONS)[number];
    try {
      await createContactCase(
        context,
        {
          ...(values.Booking_ID__c.trim() ? { Booking_ID__c: values.Booking_ID__c.trim() } : {}),
          contact_reason: reason,
          description: values.description.trim(),
          email: values.email.trim(),
          name: values.name.trim(),
          phone: values.phone.trim(),
          ...REASON_REQUEST[reason],
          ...(customerCare ? {} : { captcha: payload }),
        },
      );
      onSent();
    } catch {
      // a challenge is accepted once: the next Send solves a new one
      captcha.current?.reset();
      setStatus('failed');
    }
  };

  const field = (name: ContactField, label: string, control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; onBlur: () => void }) => ReactNode, hint?: string, optional?: boolean) => {
    const id = `${uid}-${name}`;
    const error = errorOf(name);
    const state = touched[name] ? (error ? 'error' : 'success') : 'idle';
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={`sf-content-field sf-content-field--${state}`} data-field={name}>
        <label htmlFor={id}>
          {label} {optional && <span className="sf-content-field__optional">{t('form.optional')}</span>}
        </label>
        {control({ id, 'aria-invalid': state === 'error', 'aria-describedby': describedBy, onBlur: () => leave(name) })}
        {hint && (
          <p id={`${id}-hint`} className="sf-content-field__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="sf-content-field__error">
            {t(`form.errors.${error}`)}
          </p>
        )}
        {state === 'success' && <span className="sf-content-visually-hidden">{t('form.valid')}</span>}
      </div>
    );
  };

  const optionalBooking = bookingOptional(values.contact_reason);
  return (
    <form className="sf-content-form" noValidate onSubmit={(e) => void submit(e)} onFocus={() => captcha.current?.start()}>
      {field('contact_reason', t('form.reason'), (p) => (
        <select {...p} value={values.contact_reason} onChange={(e) => set('contact_reason', e.target.value)} required>
          <option value="">{t('form.choose')}</option>
          {CONTACT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`form.reasons.${r}`)}
            </option>
          ))}
        </select>
      ))}
      {isReason(values.contact_reason) && (
        <>
          <input type="hidden" name="requestType" value={REASON_REQUEST[values.contact_reason].requestType} />
          <input type="hidden" name="requestSubtype" value={REASON_REQUEST[values.contact_reason].requestSubtype} />
        </>
      )}
      {field(
        'Booking_ID__c',
        t('form.booking'),
        (p) => (
          <input {...p} inputMode="numeric" autoComplete="off" maxLength={FIELD_LIMITS.booking} value={values.Booking_ID__c} onChange={(e) => set('Booking_ID__c', e.target.value)} required={!optionalBooking} />
        ),
        t('form.bookingHint'),
        optionalBooking,
      )}
      {field('name', t('form.name'), (p) => (
        <input {...p} autoComplete="name" maxLength={FIELD_LIMITS.name} value={values.name} onChange={(e) => set('name', e.target.value)} required />
      ))}
      {field('email', t('form.email'), (p) => (
        <>
          <input {...p} type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} value={values.email} onChange={(e) => set('email', e.target.value)} required />
          {suggestion && (
            <button type="button" className="sf-content-suggestion" onClick={() => set('email', applySuggestion(values.email, suggestion))}>
              {t('form.suggestion', { domain: suggestion })}
            </button>
          )}
        </>
      ))}
      {field('phone', t('form.phone'), (p) => (
        <input {...p} type="tel" autoComplete="tel" maxLength={FIELD_LIMITS.phone} value={values.phone} onChange={(e) => set('phone', e.target.value)} required />
      ))}
      {field('description', t('form.description'), (p) => (
        <textarea {...p} rows={5} maxLength={FIELD_LIMITS.description} value={values.description} onChange={(e) => set('description', e.target.value)} required />
      ))}
      {!customerCare && (
        <Suspense fallback={null}>
          <Captcha handle={captcha} />
        </Suspense>
      )}
      {status === 'invalid' && <Alert variant="error">{t('form.errors.mandatory')}</Alert>}
      {status === 'captchaFailed' && <Alert variant="error">{t('form.captchaFailed')}</Alert>}
      {status === 'failed' && <Alert variant="error">{t('form.failure')}</Alert>}
      <Button type="submit" loading={status === 'sending'} disabled={status === 'sending'}>
        {status === 'sending' ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
export default ContactForm;
