/**
 * The gift customisation fields of every gift form (product-and-purchase §5, §9): the sender's name and the
 * message, under the one rule of @storefront/contracts gift-text (name mandatory when the form is, text only, at
 * most 40; message optional, at most 180 with its hint). Each field is checked when left and on submit; a keystroke
 * past the limit is refused and says so for 1 s; '(optional)' on what is optional. mf-gift's voucher and gift card
 * and mf-checkout's activity gift use it, through the sub-path `@storefront/ui/gift-text-fields` so that the pages
 * without a gift form do not load it (decision 0056). Its strings are read under `giftText` in the remote's own
 * namespace: each remote puts `@storefront/ui/gift-text-fields/messages/{language}` there, so a page downloads only
 * its language; its look is the page's form classes (`classes`).
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { GIFT_TEXT_LIMITS, acceptsTyping, giftTextError, type GiftText, type GiftTextError, type GiftTextField } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';

/** How long the 'limited to N characters' error of a refused keystroke stays. */
export const TOO_LONG_ERROR_MS = 1000;

export interface GiftTextFieldsProps {
  text: GiftText;
  onChange(text: GiftText): void;
  /** whether the sender's name is required */
  mandatory: boolean;
  /** the buyer tried to go on: every error shows */
  submitted: boolean;
  /** the fields' ids are `${idPrefix}-fromName` and `${idPrefix}-message` (a form focuses its first error by them) */
  idPrefix: string;
  /** the page's classes for the fieldset, its legend and each field's parts, so the fields look like its other forms */
  classes: GiftTextClasses;
}

export interface GiftTextClasses {
  fieldset: string;
  legend?: string;
  field: string;
  input?: string;
  optional: string;
  hint: string;
  error: string;
}

export function GiftTextFields({ text, onChange, mandatory, submitted, idPrefix, classes }: GiftTextFieldsProps) {
  const { t } = useTranslation();
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
      className: classes.input,
    };
    return (
      <div className={classes.field}>
        <label htmlFor={id}>
          {label}
          {optional ? <span className={classes.optional}> {t('giftText.optional')}</span> : null}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className={classes.hint}>
            {hint}
          </p>
        ) : null}
        {name === 'message' ? <textarea rows={4} {...props} /> : <input type="text" autoComplete="name" {...props} />}
        {error ? (
          <p id={`${id}-error`} className={classes.error} role={refused[name] ? 'alert' : undefined}>
            {t(`giftText.errors.${error}`, { maxlength: GIFT_TEXT_LIMITS[name] })}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className={classes.fieldset} data-testid="gift-text">
      <legend className={classes.legend}>{t('giftText.title')}</legend>
      {field('fromName', t('giftText.fromName'), !mandatory)}
      {field('message', t('giftText.message'), true, t('giftText.messageHint', { maxlength: GIFT_TEXT_LIMITS.message }))}
    </fieldset>
  );
}
