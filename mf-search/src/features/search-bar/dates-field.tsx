/** Dates field of the search bar: opens the calendar in a dropdown (desktop) or a full-screen modal (mobile). */
import { Suspense, useEffect, useId, useMemo, useRef } from 'react';
import { formatDate, useSite, useTranslation } from '@storefront/i18n';
import { Modal, Spinner } from '@storefront/ui';
import { lazyPart, preloadOnIntent } from '../../lazy/lazy-part';
import type { Selection } from '../calendar/rules';
import { useStayRange } from '../calendar/stay-range';
import { useWeekendLabel } from '../calendar/weekend-label';

const DatesCalendar = lazyPart(() => import(/* webpackChunkName: "calendar" */ './dates-calendar').then((m) => m.DatesCalendar), { withStyles: true });
// the flexible dates' choices join the calendar's chunk: fetched when the picker opens, never with the page
const FlexibleDates = lazyPart(() => import(/* webpackChunkName: "calendar" */ '../calendar/flexible-dates').then((m) => m.FlexibleDates), { withStyles: true });

export interface DatesFieldProps {
  checkin?: string;
  checkout?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (selection: Selection) => void;
  /** flexible dates (a weekend), instead of checkin/checkout */
  weekend?: string;
  onWeekend: (weekend: string | undefined) => void;
  mobile: boolean;
}

export function DatesField({ checkin, checkout, open, onOpenChange, onChange, weekend, onWeekend, mobile }: DatesFieldProps) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const now = useMemo(() => new Date(), []);
  const stayRange = useStayRange();
  const weekendLabel = useWeekendLabel();
  // day and month, as the mobile summary and the calendar say it: with the weekdays the range did not fit the field
  // beside the theme and travellers on a 1024 px screen ('Du ven. 11 déc. …')
  const summary = weekend
    ? weekendLabel(weekend)
    : checkin && checkout
      ? stayRange(checkin, checkout)
      : checkin
        ? formatDate(checkin, 'd MMM', site)
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
    <Suspense fallback={<Spinner />}>
      <FlexibleDates
        value={weekend}
        onChange={(chosen) => {
          onWeekend(chosen);
          // a weekend is a complete choice, as a check-out is: the picker closes
          if (chosen) close();
        }}
        now={now}
      />
      <DatesCalendar checkin={checkin} checkout={checkout} onChange={onChange} onClose={close} mobile={mobile} now={now} />
    </Suspense>
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
        {...preloadOnIntent(DatesCalendar, FlexibleDates)}
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
