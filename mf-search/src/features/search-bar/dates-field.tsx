/** Dates field of the search bar: opens the calendar in a dropdown (desktop) or a full-screen modal (mobile). */
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_NIGHTS } from '@storefront/criteria';
import { formatDate, useSite } from '@storefront/i18n';
import { Modal } from '@storefront/ui';
import { useApp } from '../../app-context';
import { Calendar } from '../calendar/calendar';
import { popularShortcuts, weekendShortcuts } from '../calendar/shortcuts';
import type { Selection } from '../calendar/rules';

export interface DatesFieldProps {
  checkin?: string;
  checkout?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (selection: Selection) => void;
  mobile: boolean;
}

export function DatesField({ checkin, checkout, open, onOpenChange, onChange, mobile }: DatesFieldProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { context } = useApp();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const now = useMemo(() => new Date(), []);
  const shortcuts = useMemo(() => [...weekendShortcuts(now), ...popularShortcuts(site, context.experiments, now)], [now, site, context.experiments]);
  const summary =
    checkin && checkout
      ? t('calendar.range', { from: formatDate(checkin, 'EEE d MMM', site), to: formatDate(checkout, 'EEE d MMM', site) })
      : checkin
        ? formatDate(checkin, 'EEE d MMM', site)
        : t('searchBar.datesPlaceholder');
  const rootRef = useRef<HTMLDivElement>(null);
  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };
  // desktop dropdown: Escape and an outside click close it (dates not completed are left as they were)
  useEffect(() => {
    if (!open || mobile) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, mobile, onOpenChange]);
  const calendar = (
    <Calendar
      checkin={checkin}
      checkout={checkout}
      onChange={onChange}
      onClose={close}
      mobile={mobile}
      maxNights={MAX_NIGHTS}
      shortcuts={shortcuts}
      now={now}
    />
  );
  return (
    <div
      ref={rootRef}
      className="sf-search-field sf-search-popover-anchor"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open && !mobile) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <span className="sf-search-field__label" id={`${id}-label`}>
        {t('searchBar.dates')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="sf-search-field__button"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => onOpenChange(!open)}
        data-testid="dates-field"
      >
        <span id={`${id}-value`}>{summary}</span>
      </button>
      {open && !mobile && (
        <div role="dialog" aria-label={t('calendar.label')} className="sf-search-popover sf-search-popover--calendar">
          {calendar}
        </div>
      )}
      {mobile && (
        <Modal open={open} onClose={close} title={t('calendar.label')} mobile="fullscreen">
          {calendar}
        </Modal>
      )}
    </div>
  );
}
