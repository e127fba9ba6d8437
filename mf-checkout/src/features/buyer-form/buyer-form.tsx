/**
 * Buyer details (issue #29 §2; Wallet order buyer): e-mail, civility, names, phone, address, postal code, city,
 * country and a special request. Every field has its label and `autocomplete`; an error is tied to its field
 * (aria-invalid, aria-describedby) and shown once the field was left or the form submitted; on submit the first
 * field in error takes the focus (focusFirstError).
 */
import { useId, type ReactNode } from 'react';
import { BUYER_COUNTRIES, BUYER_COUNTRY_NAMES, BUYER_LIMITS, CIVILITIES, applySuggestion, type BuyerError, type BuyerField } from '@storefront/buyer';
import { useSite } from '@storefront/i18n';
import { SITES } from '@storefront/contracts';
import { RadioGroup, cx } from '@storefront/ui';
import { useT } from '../../app-context';
import type { BuyerForm as Form } from './use-buyer-form';

const AUTOCOMPLETE: Partial<Record<BuyerField, string>> = {
  email: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  phoneNumber: 'tel',
  addressLine: 'address-line1',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
};

function useErrorText() {
  const t = useT();
  return (error: BuyerError | null) => (error ? t(`buyerRules.errors.${error.code}`, { maxlength: error.maxlength }) : null);
}

interface FieldProps {
  form: Form;
  field: BuyerField;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'email' | 'tel' | 'text';
  children?: ReactNode;
}

function TextField({ form, field, label, type = 'text', inputMode, children }: FieldProps) {
  const id = `sf-checkout-${field}`;
  const errorId = `${id}-error`;
  const error = useErrorText()(form.errorOf(field));
  return (
    <div className={cx('sf-checkout-field', error && 'sf-checkout-field--error')}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        type={type}
        inputMode={inputMode}
        autoComplete={AUTOCOMPLETE[field]}
        maxLength={BUYER_LIMITS[field]}
        value={form.values[field] ?? ''}
        onChange={(e) => form.change(field, e.target.value)}
        onBlur={() => form.blur(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        required
      />
      {error ? (
        <p id={errorId} className="sf-checkout-field__error">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** Focus the first field in error (after a submit), in the order of the form. */
export function focusFirstError(root: HTMLElement | null, errors: readonly BuyerError[]): void {
  const first = errors[0];
  if (first) root?.querySelector<HTMLElement>(`[name="${first.field}"]`)?.focus();
}

/**
 * The buyer's fields, inside the checkout's one form (its pay button submits and validates them). A gift has no
 * special request (it is for a hotel); a gift sent by post says that the address is where it goes (`addressHint`).
 */
export function BuyerFields({ form, specialRequest = true, addressHint }: { form: Form; specialRequest?: boolean; addressHint?: string }) {
  const t = useT();
  const site = useSite();
  const errorText = useErrorText();
  const requestId = useId();
  const countryNames = BUYER_COUNTRY_NAMES[SITES[site].language];
  const civilityError = errorText(form.errorOf('civility'));
  const countryError = errorText(form.errorOf('country'));
  return (
    <section className="sf-checkout-step" aria-labelledby="sf-checkout-buyer-title">
      <h2 id="sf-checkout-buyer-title" className="sf-checkout-step-title">
        {t('buyer.title')}
      </h2>
      <p className="sf-checkout-muted">{t('buyer.allRequired')}</p>
      <TextField form={form} field="email" label={t('buyer.email')} type="email" inputMode="email">
        {form.suggestion ? (
          <p className="sf-checkout-field__hint" role="status">
            <button type="button" className="sf-checkout-link-button" onClick={() => form.change('email', applySuggestion(form.values.email ?? '', form.suggestion!))}>
              {t('buyerRules.emailSuggestion', { domain: form.suggestion })}
            </button>
          </p>
        ) : null}
      </TextField>
      <RadioGroup
        legend={t('buyer.civility')}
        name="civility"
        value={(form.values.civility as (typeof CIVILITIES)[number]) || null}
        options={CIVILITIES.map((c) => ({ value: c, label: t(`buyerRules.civility.${c}`) }))}
        onChange={(value) => {
          form.change('civility', value);
          form.blur('civility');
        }}
        error={civilityError}
      />
      <div className="sf-checkout-row">
        <TextField form={form} field="firstName" label={t('buyer.firstName')} />
        <TextField form={form} field="lastName" label={t('buyer.lastName')} />
      </div>
      <TextField form={form} field="phoneNumber" label={t('buyer.phone')} type="tel" inputMode="tel" />
      <TextField form={form} field="addressLine" label={t('buyer.address')} />
      <div className="sf-checkout-row">
        <TextField form={form} field="postalCode" label={t('buyer.postalCode')} />
        <TextField form={form} field="city" label={t('buyer.city')} />
      </div>
      <div className={cx('sf-checkout-field', countryError && 'sf-checkout-field--error')}>
        <label htmlFor="sf-checkout-country">{t('buyer.country')}</label>
        <select
          id="sf-checkout-country"
          name="country"
          autoComplete="country"
          value={form.values.country ?? ''}
          onChange={(e) => form.change('country', e.target.value)}
          onBlur={() => form.blur('country')}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? 'sf-checkout-country-error' : undefined}
          required
        >
          {BUYER_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {countryNames[c]}
            </option>
          ))}
        </select>
        {countryError ? (
          <p id="sf-checkout-country-error" className="sf-checkout-field__error">
            {countryError}
          </p>
        ) : null}
      </div>
      {addressHint ? (
        <p className="sf-checkout-field__hint" data-testid="address-hint">
          {addressHint}
        </p>
      ) : null}
      {specialRequest ? (
        <div className="sf-checkout-field">
          <label htmlFor="sf-checkout-specialRequest">
            {t('buyer.specialRequest')} <span className="sf-checkout-muted">{t('common.optional')}</span>
          </label>
          <textarea
            id="sf-checkout-specialRequest"
            name="specialRequest"
            rows={3}
            maxLength={BUYER_LIMITS.specialRequest}
            value={form.values.specialRequest ?? ''}
            onChange={(e) => form.change('specialRequest', e.target.value)}
            aria-describedby={requestId}
          />
          <p id={requestId} className="sf-checkout-field__hint">
            {t('buyer.specialRequestHint', { max: BUYER_LIMITS.specialRequest })}
          </p>
        </div>
      ) : null}
    </section>
  );
}
