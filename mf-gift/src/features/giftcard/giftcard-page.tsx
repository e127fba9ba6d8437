/**
 * Gift card customisation at /giftcard/customization (issue #30 §3): amount, design, giver and message, recipient,
 * delivery now or on a date, a live preview, then the gift checkout (hand-over: @storefront/contracts gift-checkout).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { GIFT_CARD_AMOUNT, giftCheckoutUrl, saveGiftCheckout } from '@storefront/contracts';
import { BUYER_LIMITS } from '@storefront/buyer';
import { emit } from '@storefront/event-bus';
import { formatDate, formatMoney, useSite } from '@storefront/i18n';
import { Button, RadioGroup, useFirstView } from '@storefront/ui';
import { usePaths, useT } from '../../app-context';
import { GiftTextFields } from '@storefront/ui/gift-text-fields';
import { GIFT_TEXT_CLASSES } from '../gift-customisation/rules';
import { EMPTY_GIFT_TEXT, readGiftTextDraft, saveGiftTextDraft } from '../gift-customisation/rules';
import {
  DEFAULT_GIFT_CARD_AMOUNT,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_PRESETS,
  deliveryBounds,
  giftCardErrors,
  giftCardItem,
  parseEuros,
  todayIso,
  type GiftCardDesign,
  type GiftCardError,
  type GiftCardField,
  type GiftCardForm,
} from './rules';

/** Where the giver's name and message wait while they are being written (product-and-purchase §4). */
export const GIFT_CARD_DRAFT_KEY = 'sf-gift:giftcard-draft';
const OTHER = 'other';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function GiftCardPage() {
  const t = useT();
  const site = useSite();
  const p = usePaths();
  const today = todayIso();
  const bounds = deliveryBounds(today);
  // a first view (the server's, which has no draft) hydrates with empty fields, then takes the draft
  const hydrating = useFirstView() !== null;
  const [form, setForm] = useState<GiftCardForm>(() => ({
    amount: DEFAULT_GIFT_CARD_AMOUNT,
    design: 'escape',
    recipientName: '',
    recipientEmail: '',
    delivery: { kind: 'now' },
    ...(!hydrating && storage() ? readGiftTextDraft(storage()!, GIFT_CARD_DRAFT_KEY) : EMPTY_GIFT_TEXT),
  }));
  const draftTaken = useRef(!hydrating);
  const [other, setOther] = useState<string | null>(null);
  const [left, setLeft] = useState<Partial<Record<GiftCardField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const s = storage();
    if (!s) return;
    if (!draftTaken.current) {
      // not saved over before it is read: the fields are still empty
      draftTaken.current = true;
      const draft = readGiftTextDraft(s, GIFT_CARD_DRAFT_KEY);
      if (draft.fromName || draft.message) setForm((f) => ({ ...f, ...draft }));
      return;
    }
    saveGiftTextDraft(s, GIFT_CARD_DRAFT_KEY, { fromName: form.fromName, message: form.message });
  }, [form.fromName, form.message]);

  const errors = giftCardErrors(form, today);
  const shown = (field: GiftCardField): GiftCardError | undefined => (submitted || left[field] ? errors[field] : undefined);
  const errorText = (error: GiftCardError | undefined) =>
    error ? t(`giftcard.errors.${error}`, { min: formatMoney(GIFT_CARD_AMOUNT.min, site), max: formatMoney(GIFT_CARD_AMOUNT.max, site), maxlength: BUYER_LIMITS.firstName }) : undefined;
  const update = (patch: Partial<GiftCardForm>) => setForm((f) => ({ ...f, ...patch }));
  const leave = (field: GiftCardField) => () => setLeft((l) => ({ ...l, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      // the first field in error takes the focus (its message is its accessible description)
      requestAnimationFrame(() => (formRef.current?.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus());
      return;
    }
    saveGiftCheckout(window.sessionStorage, { giftType: 'GIFTCARD', item: giftCardItem(form), backUrl: p.giftcard() });
    emit('analytics', { event: 'add_to_cart', payload: { item_category: 'giftcard', price: form.amount ?? 0 } });
    emit('navigate', { url: giftCheckoutUrl(p, 'GIFTCARD') });
  };

  const amountChoice = other !== null ? OTHER : String(form.amount);
  const fieldProps = (field: GiftCardField, id: string) => {
    const error = shown(field);
    return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined, onBlur: leave(field) };
  };
  const errorLine = (field: GiftCardField, id: string) =>
    shown(field) ? (
      <p id={`${id}-error`} className="sf-gift-error">
        {errorText(shown(field))}
      </p>
    ) : null;

  return (
    <div className="sf-gift-page sf-gift-giftcard">
      <h1 className="sf-gift-title">{t('giftcard.title')}</h1>
      <p className="sf-gift-lead">{t('giftcard.lead')}</p>
      <div className="sf-gift-columns">
        <form ref={formRef} className="sf-gift-form" noValidate onSubmit={submit}>
          <RadioGroup
            legend={t('giftcard.amount')}
            name="sf-gift-amount"
            value={amountChoice}
            onChange={(v) => {
              if (v === OTHER) {
                setOther('');
                update({ amount: null });
              } else {
                setOther(null);
                update({ amount: Number(v) });
              }
            }}
            options={[...GIFT_CARD_PRESETS.map((cents) => ({ value: String(cents), label: formatMoney(cents, site) })), { value: OTHER, label: t('giftcard.otherAmount') }]}
          />
          {other !== null ? (
            <div className="sf-gift-field">
              <label htmlFor="sf-gift-free-amount">{t('giftcard.freeAmount')}</label>
              <p id="sf-gift-free-amount-hint" className="sf-gift-muted">
                {t('giftcard.freeAmountHint', { min: formatMoney(GIFT_CARD_AMOUNT.min, site), max: formatMoney(GIFT_CARD_AMOUNT.max, site) })}
              </p>
              <input
                className="sf-gift-input sf-gift-input--short"
                type="text"
                inputMode="numeric"
                value={other}
                onChange={(e) => {
                  setOther(e.target.value);
                  update({ amount: parseEuros(e.target.value) });
                }}
                {...fieldProps('amount', 'sf-gift-free-amount')}
                aria-describedby={['sf-gift-free-amount-hint', shown('amount') ? 'sf-gift-free-amount-error' : ''].filter(Boolean).join(' ')}
              />
              {errorLine('amount', 'sf-gift-free-amount')}
            </div>
          ) : null}

          <RadioGroup<GiftCardDesign>
            legend={t('giftcard.design')}
            name="sf-gift-design"
            value={form.design}
            onChange={(design) => update({ design })}
            className="sf-gift-designs"
            options={GIFT_CARD_DESIGNS.map((design) => ({ value: design, label: <span className={`sf-gift-swatch sf-gift-design--${design}`}>{t(`giftcard.designs.${design}`)}</span> }))}
          />

          <GiftTextFields text={form} onChange={(text) => update(text)} mandatory submitted={submitted} idPrefix="sf-gift-card" classes={GIFT_TEXT_CLASSES} />

          <fieldset className="sf-gift-fieldset">
            <legend>{t('giftcard.recipient')}</legend>
            <div className="sf-gift-field">
              <label htmlFor="sf-gift-recipient-name">{t('giftcard.recipientName')}</label>
              <input className="sf-gift-input" type="text" autoComplete="off" aria-required value={form.recipientName} onChange={(e) => update({ recipientName: e.target.value })} {...fieldProps('recipientName', 'sf-gift-recipient-name')} />
              {errorLine('recipientName', 'sf-gift-recipient-name')}
            </div>
            <div className="sf-gift-field">
              <label htmlFor="sf-gift-recipient-email">{t('giftcard.recipientEmail')}</label>
              <input className="sf-gift-input" type="email" autoComplete="off" aria-required value={form.recipientEmail} onChange={(e) => update({ recipientEmail: e.target.value })} {...fieldProps('recipientEmail', 'sf-gift-recipient-email')} />
              {errorLine('recipientEmail', 'sf-gift-recipient-email')}
            </div>
          </fieldset>

          <RadioGroup
            legend={t('giftcard.delivery')}
            name="sf-gift-delivery"
            value={form.delivery.kind}
            onChange={(kind) => update({ delivery: kind === 'now' ? { kind: 'now' } : { kind: 'date', date: form.delivery.kind === 'date' ? form.delivery.date : '' } })}
            options={[
              { value: 'now', label: t('giftcard.deliveryNow') },
              { value: 'date', label: t('giftcard.deliveryDate') },
            ]}
          />
          {form.delivery.kind === 'date' ? (
            <div className="sf-gift-field">
              <label htmlFor="sf-gift-delivery-date">{t('giftcard.deliveryDay')}</label>
              <input
                className="sf-gift-input sf-gift-input--short"
                type="date"
                min={bounds.min}
                max={bounds.max}
                value={form.delivery.date}
                onChange={(e) => update({ delivery: { kind: 'date', date: e.target.value } })}
                {...fieldProps('deliveryDate', 'sf-gift-delivery-date')}
              />
              {errorLine('deliveryDate', 'sf-gift-delivery-date')}
            </div>
          ) : null}

          <Button type="submit" block size="large">
            {t('giftcard.continue')}
          </Button>
        </form>

        <section className="sf-gift-preview-column" aria-labelledby="sf-gift-preview-title">
          <h2 id="sf-gift-preview-title" className="sf-gift-subtitle">
            {t('giftcard.preview')}
          </h2>
          <div className={`sf-gift-card-preview sf-gift-design--${form.design}`} data-testid="giftcard-preview">
            <p className="sf-gift-card-preview__brand">{t('giftcard.previewBrand')}</p>
            <p className="sf-gift-card-preview__amount">{form.amount !== null ? formatMoney(form.amount, site) : '—'}</p>
            <p>{form.recipientName.trim() ? t('giftcard.previewTo', { name: form.recipientName.trim() }) : null}</p>
            {form.message.trim() ? <p className="sf-gift-card-preview__message">“{form.message.trim()}”</p> : null}
            <p>{form.fromName.trim() ? t('giftcard.previewFrom', { name: form.fromName.trim() }) : null}</p>
          </div>
          <p className="sf-gift-muted" data-testid="giftcard-delivery-summary">
            {form.delivery.kind === 'date' && form.delivery.date
              ? t('giftcard.sentOn', { date: formatDate(form.delivery.date, 'PPP', site) })
              : t('giftcard.sentNow')}
          </p>
        </section>
      </div>
    </div>
  );
}
