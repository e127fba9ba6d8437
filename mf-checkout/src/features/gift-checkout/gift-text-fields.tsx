/**
 * The sender's name and message of an activity offered (product-and-purchase §5): the gift customisation rule of
 * every gift form (@storefront/contracts gift-text: name mandatory, text only, 40 characters; message optional, 180),
 * each field checked when left and on submit, a keystroke past the limit refused.
 */
import { useState, type ChangeEvent } from 'react';
import { GIFT_TEXT_LIMITS, acceptsTyping, giftTextError, type GiftText, type GiftTextField } from '@storefront/contracts';
import { useT } from '../../app-context';

export interface GiftTextFieldsProps {
  text: GiftText;
  onChange(text: GiftText): void;
  /** the buyer tried to go on: every error shows */
  submitted: boolean;
}

export function GiftTextFields({ text, onChange, submitted }: GiftTextFieldsProps) {
  const t = useT();
  const [left, setLeft] = useState<Partial<Record<GiftTextField, boolean>>>({});
  const [refused, setRefused] = useState<Partial<Record<GiftTextField, boolean>>>({});

  const change = (name: GiftTextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setRefused((r) => ({ ...r, [name]: !acceptsTyping(name, value) }));
    if (acceptsTyping(name, value)) onChange({ ...text, [name]: value });
  };

  const field = (name: GiftTextField, label: string, optional: boolean, hint?: string) => {
    const id = `sf-checkout-gift-${name}`;
    const error = refused[name] ? 'tooLong' : left[name] || submitted ? giftTextError(name, text[name], true) : null;
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
      className: 'sf-ui-input',
    };
    return (
      <div className="sf-checkout-field">
        <label htmlFor={id}>
          {label}
          {optional ? <span className="sf-checkout-muted"> {t('giftText.optional')}</span> : null}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="sf-checkout-field__hint">
            {hint}
          </p>
        ) : null}
        {name === 'message' ? <textarea rows={3} {...props} /> : <input type="text" autoComplete="off" {...props} />}
        {error ? (
          <p id={`${id}-error`} className="sf-ui-field-error" role={refused[name] ? 'alert' : undefined}>
            {t(`giftText.errors.${error}`, { maxlength: GIFT_TEXT_LIMITS[name] })}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className="sf-checkout-step" data-testid="gift-text">
      <legend className="sf-checkout-step-title">{t('giftText.title')}</legend>
      {field('fromName', t('giftText.fromName'), false)}
      {field('message', t('giftText.message'), true, t('giftText.messageHint', { maxlength: GIFT_TEXT_LIMITS.message }))}
    </fieldset>
  );
}
