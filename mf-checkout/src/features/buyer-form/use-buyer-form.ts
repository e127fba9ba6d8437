/**
 * The buyer form's state (issue #29 §2): values kept in sessionStorage so the form survives a reload, errors from
 * @storefront/buyer's rules (the API applies the same ones), shown for a field once it was left (blur) and for
 * every field once the form was submitted; the e-mail domain suggestion after the e-mail was left.
 */
import { useCallback, useState } from 'react';
import { buyerFieldError, suggestDomain, validateBuyer, type Buyer, type BuyerCountry, type BuyerError, type BuyerField, type BuyerInput } from '@storefront/buyer';

/** sessionStorage key of the form's values (this tab only: a buyer's details never outlive the session). */
export const BUYER_STORAGE_KEY = 'sf-checkout-buyer';

function readStored(): BuyerInput {
  try {
    const raw = window.sessionStorage.getItem(BUYER_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as BuyerInput;
  } catch {
    return {};
  }
}

function store(values: BuyerInput): void {
  try {
    window.sessionStorage.setItem(BUYER_STORAGE_KEY, JSON.stringify(values));
  } catch {
    // storage full or refused: the form still works, it only does not survive a reload
  }
}

export interface BuyerForm {
  values: BuyerInput;
  /** the error shown for a field (left or submitted), if any */
  errorOf(field: BuyerField): BuyerError | null;
  suggestion: string | null;
  change(field: BuyerField, value: string): void;
  blur(field: BuyerField): void;
  /** Every rule at once: the buyer when valid, else null and every error shown (the caller focuses the first). */
  submit(): { buyer: Buyer | null; errors: BuyerError[] };
}

export function useBuyerForm(siteCountry: BuyerCountry): BuyerForm {
  const [values, setValues] = useState<BuyerInput>(() => ({ country: siteCountry, ...readStored() }));
  const [shown, setShown] = useState<ReadonlySet<BuyerField>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const change = useCallback((field: BuyerField, value: string) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      store(next);
      return next;
    });
  }, []);
  const blur = useCallback((field: BuyerField) => setShown((s) => (s.has(field) ? s : new Set(s).add(field))), []);

  const errorOf = (field: BuyerField) => (submitted || shown.has(field) ? buyerFieldError(field, values, siteCountry) : null);
  const suggestion = shown.has('email') && values.email ? suggestDomain(values.email) : null;

  const submit = () => {
    setSubmitted(true);
    const { value, errors } = validateBuyer(values, siteCountry);
    return { buyer: errors.length ? null : value, errors };
  };
  return { values, errorOf, suggestion, change, blur, submit };
}
