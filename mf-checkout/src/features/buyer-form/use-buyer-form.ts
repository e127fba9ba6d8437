/**
 * The buyer form's state (issue #29 §2): values kept in sessionStorage so the form survives a reload, errors from
 * @storefront/buyer's rules (the API applies the same ones), shown for a field once it was left (blur) and for
 * every field once the form was submitted; the e-mail domain suggestion after the e-mail was left.
 *
 * A form the server rendered (the checkout's first view, docs/decisions/0142) hydrates empty, as rendered; then it
 * takes the values kept in this tab and what the buyer typed or chose before the scripts came (in its fields only).
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { BUYER_FIELDS, buyerFieldError, suggestDomain, validateBuyer, type Buyer, type BuyerCountry, type BuyerError, type BuyerField, type BuyerInput } from '@storefront/buyer';
import { useFirstView } from '@storefront/ui';

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

/** The buyer's fields of `form` whose value is not the one rendered (`rendered`): typed before hydration. */
export function typedBeforeHydration(form: HTMLFormElement | null, rendered: BuyerInput): BuyerInput {
  const typed: BuyerInput = {};
  for (const field of BUYER_FIELDS) {
    // an input, select or textarea, or the radio buttons of a choice (RadioNodeList): each has the value shown
    const element = form?.elements.namedItem(field) as { value?: unknown } | null | undefined;
    const value = element?.value;
    if (typeof value === 'string' && value !== (rendered[field] ?? '')) typed[field] = value;
  }
  return typed;
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

/** `formRef`: the form holding the fields, read once after a first view hydrated. */
export function useBuyerForm(siteCountry: BuyerCountry, formRef?: RefObject<HTMLFormElement | null>): BuyerForm {
  // a first view's hydration renders the form as the server did (nothing stored on a server)
  const hydrating = useFirstView() !== null;
  const [values, setValues] = useState<BuyerInput>(() => ({ country: siteCountry, ...(hydrating ? {} : readStored()) }));
  useEffect(() => {
    if (!hydrating) return;
    setValues((rendered) => {
      const next = { ...rendered, ...readStored(), ...typedBeforeHydration(formRef?.current ?? null, rendered) };
      store(next);
      return next;
    });
    // once, right after the hydration (the form's first render)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
