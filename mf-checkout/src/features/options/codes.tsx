/**
 * Promotion code and gift card codes (issue #29 §3): typed, then sent with the order, which the server prices (a
 * reduction, a gift card paying part or all of it). A code the server refuses is said so by the payment step.
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@storefront/ui';
import { useT } from '../../app-context';

/** What a code may look like before the server reads it (letters, digits, dashes and spaces; 3 to 40). */
const CODE = /^[A-Za-z0-9 -]{3,40}$/;
export const normaliseCode = (value: string) => value.trim().toUpperCase();

function CodeField({ label, codes, onAdd, onRemove, multiple, name }: { label: string; codes: string[]; onAdd(code: string): void; onRemove(code: string): void; multiple: boolean; name: string }) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = (event?: FormEvent | KeyboardEvent) => {
    event?.preventDefault();
    const code = normaliseCode(value);
    if (!CODE.test(code)) return setInvalid(true);
    setInvalid(false);
    setValue('');
    if (!codes.includes(code)) onAdd(code);
  };
  const full = !multiple && codes.length > 0;
  return (
    <div className="sf-checkout-field">
      <label htmlFor={id}>
        {label} <span className="sf-checkout-muted">{t('common.optional')}</span>
      </label>
      {full ? null : (
        <div className="sf-checkout-code">
          <input
            id={id}
            name={name}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            // Enter applies the code instead of submitting the checkout
            onKeyDown={(e) => e.key === 'Enter' && apply(e)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
          <Button variant="secondary" onClick={() => apply()}>
            {t('options.apply')}
          </Button>
        </div>
      )}
      {invalid ? (
        <p id={`${id}-error`} className="sf-checkout-field__error">
          {t('options.invalidCode')}
        </p>
      ) : null}
      {codes.length ? (
        <ul className="sf-checkout-codes" aria-live="polite">
          {codes.map((code) => (
            <li key={code}>
              <span>{code}</span>
              <Button variant="link" size="small" onClick={() => onRemove(code)}>
                {t('options.remove', { code })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export interface CodesProps {
  promotionCode?: string;
  giftCards: string[];
  onPromotionCode(code: string | undefined): void;
  onGiftCards(codes: string[]): void;
  /** a stay: the gift voucher paying it (only the supplement is left to pay) */
  voucher?: { code?: string; onChange(code: string | undefined): void };
}

export function Codes({ promotionCode, giftCards, onPromotionCode, onGiftCards, voucher }: CodesProps) {
  const t = useT();
  return (
    <>
      <CodeField name="promotionCode" label={t('options.promoCode')} codes={promotionCode ? [promotionCode] : []} multiple={false} onAdd={onPromotionCode} onRemove={() => onPromotionCode(undefined)} />
      <CodeField name="giftCard" label={t('options.giftCard')} codes={giftCards} multiple onAdd={(c) => onGiftCards([...giftCards, c])} onRemove={(c) => onGiftCards(giftCards.filter((g) => g !== c))} />
      {voucher ? <CodeField name="voucherCode" label={t('options.voucherCode')} codes={voucher.code ? [voucher.code] : []} multiple={false} onAdd={voucher.onChange} onRemove={() => voucher.onChange(undefined)} /> : null}
    </>
  );
}
