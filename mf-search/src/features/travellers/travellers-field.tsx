/**
 * Guest selector: adults 1-20, children 0-10, babies 0-10 (out-of-range changes ignored), age hints, single
 * room forced with children or babies; the values are sent when it closes (Escape, outside click, confirm).
 * Gifting: fixed at 2 adults.
 */
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Flow } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import { lazyPart, preloadOnIntent } from '../../lazy/lazy-part';

const TravellersCounters = lazyPart(() => import(/* webpackChunkName: "travellers" */ './travellers-counters').then((m) => m.TravellersCounters));

/** Holds the counters' place (three rows) while their chunk loads. */
function CountersPlaceholder() {
  return <div className="sf-search-travellers sf-search-travellers--placeholder" aria-hidden="true" />;
}

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
        <Suspense fallback={<CountersPlaceholder />}>
          <TravellersCounters value={value} flow={flow} onChange={onChange} />
        </Suspense>
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
        {...preloadOnIntent(TravellersCounters)}
      >
        <span id={`${id}-value`}>{t('travellers.summary', { count: total })}</span>
      </button>
      {open && (
        <div id={`${id}-panel`} role="dialog" aria-label={t('travellers.label')} className="sf-search-popover">
          <Suspense fallback={<CountersPlaceholder />}>
            <TravellersCounters value={draft} flow={flow} onChange={setDraft} />
          </Suspense>
          <button type="button" className="sf-search-button sf-search-button--block" onClick={() => close(true)}>
            {t('travellers.confirm')}
          </button>
        </div>
      )}
    </div>
  );
}
