/**
 * Guest selector: adults 1-20, children 0-10, babies 0-10 (out-of-range changes ignored), age hints, single
 * room forced with children or babies; the values are sent when it closes (Escape, outside click, confirm).
 * Gifting: fixed at 2 adults.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAVELLER_AGES, TRAVELLER_BOUNDS, setTravellers, type Flow, type SearchCriteria, type TravellerKey } from '@storefront/criteria';

export interface Travellers {
  a: number;
  c: number;
  b: number;
}

export interface TravellersFieldProps {
  value: Travellers;
  flow: Flow;
  onChange: (value: Travellers) => void;
  /** render the counters directly (mobile modal) instead of a popover button */
  inline?: boolean;
}

const KEYS: TravellerKey[] = ['a', 'c', 'b'];
const NAME: Record<TravellerKey, 'adults' | 'children' | 'babies'> = { a: 'adults', c: 'children', b: 'babies' };

export function TravellersCounters({ value, flow, onChange }: { value: Travellers; flow: Flow; onChange: (v: Travellers) => void }) {
  const { t } = useTranslation();
  const id = useId();
  if (flow === 'gifting') return <p className="sf-search-muted">{t('travellers.giftFixed')}</p>;
  const change = (key: TravellerKey, delta: number) => {
    const next = setTravellers({ ...value, s: false } as SearchCriteria, key, value[key] + delta, flow);
    onChange({ a: next.a, c: next.c, b: next.b });
  };
  return (
    <div className="sf-search-travellers">
      {KEYS.map((key) => {
        const what = t(`travellers.${NAME[key]}`);
        return (
          <div key={key} className="sf-search-counter" role="group" aria-labelledby={`${id}-${key}`}>
            <div>
              <span id={`${id}-${key}`} className="sf-search-counter__label">
                {what}
              </span>
              <span className="sf-search-counter__hint">{t(`travellers.hint.${key}`, { defaultValue: TRAVELLER_AGES[key] })}</span>
            </div>
            <div className="sf-search-counter__controls">
              <button type="button" className="sf-search-icon-button" aria-label={t('travellers.decrease', { what })} disabled={value[key] <= TRAVELLER_BOUNDS[key].min} onClick={() => change(key, -1)}>
                −
              </button>
              <output aria-live="polite" aria-label={what}>
                {value[key]}
              </output>
              <button type="button" className="sf-search-icon-button" aria-label={t('travellers.increase', { what })} disabled={value[key] >= TRAVELLER_BOUNDS[key].max} onClick={() => change(key, 1)}>
                +
              </button>
            </div>
          </div>
        );
      })}
      {value.c + value.b > 0 && <p className="sf-search-muted">{t('travellers.singleRoom')}</p>}
    </div>
  );
}

export function TravellersField({ value, flow, onChange, inline }: TravellersFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Travellers>(value);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const id = useId();

  useEffect(() => setDraft(value), [value]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    const d = draftRef.current;
    if (d.a !== value.a || d.c !== value.c || d.b !== value.b) onChange(d);
    if (focusButton) buttonRef.current?.focus();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) closeRef.current(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  if (inline)
    return (
      <div className="sf-search-field">
        <span className="sf-search-field__label">{t('travellers.label')}</span>
        <TravellersCounters value={value} flow={flow} onChange={onChange} />
      </div>
    );

  const total = value.a + value.c + value.b;
  return (
    <div ref={rootRef} className="sf-search-field sf-search-popover-anchor" onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), close(true))}>
      <span className="sf-search-field__label" id={`${id}-label`}>
        {t('travellers.label')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="sf-search-field__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <span id={`${id}-value`}>{t('travellers.summary', { count: total })}</span>
      </button>
      {open && (
        <div id={`${id}-panel`} role="dialog" aria-label={t('travellers.label')} className="sf-search-popover">
          <TravellersCounters value={draft} flow={flow} onChange={setDraft} />
          <button type="button" className="sf-search-button sf-search-button--block" onClick={() => close(true)}>
            {t('travellers.confirm')}
          </button>
        </div>
      )}
    </div>
  );
}
