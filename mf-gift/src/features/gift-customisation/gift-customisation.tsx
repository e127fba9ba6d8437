/**
 * The customisation form (product-and-purchase §5): sender's name and message, each checked when left and on submit,
 * a keystroke past the limit refused with its error shown for 1 s, '(optional)' on what is optional.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { GIFT_TEXT_LIMITS } from '@storefront/contracts';
import { useT } from '../../app-context';
import { TOO_LONG_ERROR_MS, acceptsTyping, giftTextError, type GiftText, type GiftTextError, type GiftTextField } from './rules';

export interface GiftCustomisationProps {
  text: GiftText;
  onChange: (text: GiftText) => void;
  /** whether the sender's name is required (the form is optional in the box drawer) */
  mandatory: boolean;
  /** the buyer tried to go on: every error shows */
  submitted: boolean;
  idPrefix: string;
}

export function GiftCustomisation({ text, onChange, mandatory, submitted, idPrefix }: GiftCustomisationProps) {
  const t = useT();
  const [left, setLeft] = useState<Partial<Record<GiftTextField, boolean>>>({});
  const [refused, setRefused] = useState<Partial<Record<GiftTextField, boolean>>>({});
  const timers = useRef<Partial<Record<GiftTextField, ReturnType<typeof setTimeout>>>>({});
  useEffect(() => () => Object.values(timers.current).forEach((timer) => clearTimeout(timer)), []);

  const change = (field: GiftTextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    if (!acceptsTyping(field, value)) {
      setRefused((r) => ({ ...r, [field]: true }));
      clearTimeout(timers.current[field]);
      timers.current[field] = setTimeout(() => setRefused((r) => ({ ...r, [field]: false })), TOO_LONG_ERROR_MS);
      return;
    }
    onChange({ ...text, [field]: value });
  };

  const errorOf = (field: GiftTextField): GiftTextError | null =>
    refused[field] ? 'tooLong' : left[field] || submitted ? giftTextError(field, text[field], mandatory) : null;

  const field = (name: GiftTextField, label: string, optional: boolean, hint?: string) => {
    const id = `${idPrefix}-${name}`;
    const error = errorOf(name);
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    const props = {
      id,
      name,
      value: text[name],
      onChange: change(name),
      onBlur: () => setLeft((l) => ({ ...l, [name]: true })),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': optional ? undefined : true,
      className: 'sf-gift-input',
    };
    return (
      <div className="sf-gift-field">
        <label htmlFor={id}>
          {label}
          {optional ? <span className="sf-gift-muted"> {t('customisation.optional')}</span> : null}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="sf-gift-muted">
            {hint}
          </p>
        ) : null}
        {name === 'message' ? <textarea rows={4} {...props} /> : <input type="text" autoComplete="name" {...props} />}
        {error ? (
          <p id={`${id}-error`} className="sf-gift-error" role={refused[name] ? 'alert' : undefined}>
            {t(`customisation.errors.${error}`, { maxlength: GIFT_TEXT_LIMITS[name] })}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className="sf-gift-fieldset">
      <legend>{t('customisation.title')}</legend>
      {field('fromName', t('customisation.fromName'), !mandatory)}
      {field('message', t('customisation.message'), true, t('customisation.messageHint', { maxlength: GIFT_TEXT_LIMITS.message }))}
    </fieldset>
  );
}
