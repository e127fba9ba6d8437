/**
 * The date-range calendar (search.md §2, §4, §5): two months with previous / next on desktop, a vertical
 * infinite scroll in 3-month chunks on mobile, WAI-ARIA grid keyboard navigation. Prop-driven so the search bar
 * and the product page share it.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SITES } from '@storefront/contracts';
import { addDays, daysBetween, firstSelectableDay, siteToday } from '@storefront/criteria';
import { formatDate, formatMoney, useSite, useTranslation } from '@storefront/i18n';
import { CalendarDay } from '@storefront/ui/calendar-day';
import {
  AUTO_CLOSE_MS,
  DESKTOP_MONTHS,
  INFINITE_SCROLL_THRESHOLD_PX,
  MOBILE_CHUNK_MONTHS,
  addMonths,
  canGoNext,
  canGoPrevious,
  checkinMinStay,
  choosingCheckout,
  clickDay,
  disabledReason,
  inRange,
  keyTarget,
  monthStart,
  monthWeeks,
  monthWindow,
  selectionOnClose,
  toNightsRange,
  type Availability,
  type NightsRange,
  type Selection,
} from './rules';
import type { DateShortcut } from './shortcuts';
import { useStayRange } from './stay-range';

export interface CalendarProps {
  checkin?: string;
  checkout?: string;
  /** A complete selection (check-in and check-out), or {} on Clear. */
  onChange: (selection: Selection) => void;
  /** Close request (Escape, auto-close after a complete selection, close button). */
  onClose?: () => void;
  /** Known availability per day (when set, days without a price cannot start a stay). */
  availability?: Availability;
  /** Availability is loading: shows 'We are looking for the next availabilities...'. */
  loading?: boolean;
  /** Nights allowed after a check-in (packageCheckoutNights); a rejection clears the range. */
  getAllowedNights?: (checkin: string) => Promise<number[]>;
  /** Pagination callback: next month shown (desktop) or next chunk loaded (mobile). First day of the month. */
  onMonthChange?: (month: string) => void;
  /** Mobile layout (full-screen vertical scroll). */
  mobile?: boolean;
  /** Upper bound of nights the caller accepts (default 20, the limit without availability). */
  maxNights?: number;
  shortcuts?: DateShortcut[];
  /** Close 1 s after a complete selection (default true). */
  autoClose?: boolean;
  /**
   * A 'Validate' button in place of Close, disabled until both dates are set (the product's booking calendar,
   * product-and-purchase §4: each selection is already applied, validating closes).
   */
  onValidate?: () => void;
  /** 'Need flexibility? Offer this stay as a giftcard' link shown when no dates are chosen (product page). */
  giftcardHref?: string;
  /** Clock (tests). */
  now?: Date;
}

export function Calendar({
  checkin,
  checkout,
  onChange,
  onClose,
  availability,
  loading,
  getAllowedNights,
  onMonthChange,
  mobile = false,
  maxNights,
  shortcuts = [],
  autoClose = true,
  onValidate,
  giftcardHref,
  now: nowProp,
}: CalendarProps) {
  const { t } = useTranslation();
  const site = useSite();
  const stayRange = useStayRange();
  const now = useMemo(() => nowProp ?? new Date(), [nowProp]);
  const window_ = monthWindow(now);
  const [selection, setSelection] = useState<Selection>({ checkin, checkout });
  const [nightsRange, setNightsRange] = useState<NightsRange | null>(null);
  const [hover, setHover] = useState<string | undefined>();
  const [focusDay, setFocusDay] = useState<string>(() => checkin ?? firstSelectableDay(now));
  const [month, setMonth] = useState<string>(() => monthStart(checkin && checkin >= window_.first ? checkin : siteToday(now)));
  const [mobileMonths, setMobileMonths] = useState(MOBILE_CHUNK_MONTHS + 1);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const labelId = useId();

  useEffect(() => setSelection({ checkin, checkout }), [checkin, checkout]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Allowed nights are fetched when a check-in has no check-out; a failure clears the end-date range.
  useEffect(() => {
    setNightsRange(null);
    if (!getAllowedNights || !selection.checkin || selection.checkout) return;
    let live = true;
    getAllowedNights(selection.checkin).then(
      (nights) => live && setNightsRange(toNightsRange(nights)),
      () => live && setNightsRange(null),
    );
    return () => {
      live = false;
    };
  }, [getAllowedNights, selection.checkin, selection.checkout]);

  const ctx = { now, selection, availability, nightsRange, maxNights, timeZone: SITES[site].timeZone };

  const choose = (iso: string) => {
    const next = clickDay(iso, ctx);
    if (next === selection) return;
    setSelection(next);
    if (next.checkin && next.checkout) {
      onChange(next);
      if (autoClose && onClose) {
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(onClose, AUTO_CLOSE_MS);
      }
    }
  };

  const clear = () => {
    setSelection({});
    onChange({});
  };

  // closing without a check-out restores the dates given (a check-in alone is never kept, whether or not the host
  // unmounts the calendar when it closes)
  const close = () => {
    setSelection((current) => selectionOnClose(current, { checkin, checkout }));
    onClose?.();
  };

  const months = useMemo(() => {
    if (mobile) {
      const list: string[] = [];
      for (let i = 0; i < mobileMonths; i++) {
        const m = addMonths(window_.first, i);
        if (m > window_.last) break;
        list.push(m);
      }
      return list;
    }
    return Array.from({ length: DESKTOP_MONTHS }, (_, i) => addMonths(month, i));
  }, [mobile, mobileMonths, month, window_.first, window_.last]);

  const goMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    if (delta > 0) onMonthChange?.(addMonths(next, DESKTOP_MONTHS - 1));
  };

  const loadNextChunk = useCallback(() => {
    setMobileMonths((n) => {
      const total = n + MOBILE_CHUNK_MONTHS;
      onMonthChange?.(addMonths(window_.first, n));
      return total;
    });
  }, [onMonthChange, window_.first]);

  const onScroll = (e: React.UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= INFINITE_SCROLL_THRESHOLD_PX && addMonths(window_.first, mobileMonths) <= window_.last) loadNextChunk();
  };

  // keep keyboard focus on the focused day after it moves
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month, mobileMonths]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
      return;
    }
    const target = keyTarget(focusDay, e.key, e.shiftKey);
    if (!target) return;
    e.preventDefault();
    const clampedTarget = target < window_.first ? window_.first : target;
    const lastDay = addDays(addMonths(window_.last, 1), -1);
    const day = clampedTarget > lastDay ? lastDay : clampedTarget;
    focusPending.current = true;
    setFocusDay(day);
    if (!mobile) {
      const m = monthStart(day);
      if (m < month) setMonth(m);
      else if (m > addMonths(month, DESKTOP_MONTHS - 1)) {
        setMonth(addMonths(m, -(DESKTOP_MONTHS - 1)));
        onMonthChange?.(m);
      }
    } else if (monthStart(day) >= addMonths(window_.first, mobileMonths)) {
      loadNextChunk();
    }
  };

  // roving tab stop: the focused day when visible, else the first selectable day shown, else the first day shown
  const first = firstSelectableDay(now);
  const tabbableDay = months.includes(monthStart(focusDay))
    ? focusDay
    : months[0] && monthStart(first) === months[0]
      ? first
      : (months[0] ?? first);

  const status = choosingCheckout(selection) ? t('calendar.chooseCheckout') : t('calendar.chooseCheckin');
  const nights = selection.checkin && selection.checkout ? daysBetween(selection.checkin, selection.checkout) : 0;

  return (
    <div className={`sf-search-calendar${mobile ? ' sf-search-calendar--mobile' : ''}`} aria-labelledby={labelId}>
      <p id={labelId} className="sf-search-calendar__status" aria-live="polite">
        {selection.checkin && selection.checkout
          ? `${stayRange(selection.checkin, selection.checkout)} · ${t('calendar.nights', { count: nights })}`
          : status}
      </p>
      {loading && (
        <p className="sf-search-calendar__loading" role="status">
          {t('calendar.loading')}
        </p>
      )}
      {shortcuts.length > 0 && (
        <div className="sf-search-calendar__shortcuts" role="group" aria-label={t('calendar.shortcuts')}>
          {shortcuts.map((s) => (
            <button
              key={s.id}
              type="button"
              className="sf-search-chip"
              onClick={() => {
                setSelection({ checkin: s.checkin, checkout: s.checkout });
                onChange({ checkin: s.checkin, checkout: s.checkout });
                if (autoClose && onClose) closeTimer.current = setTimeout(onClose, AUTO_CLOSE_MS);
              }}
            >
              {s.id === 'thisWeekend'
                ? t('calendar.thisWeekend')
                : s.id === 'nextWeekend'
                  ? t('calendar.nextWeekend')
                  : stayRange(s.checkin, s.checkout)}
            </button>
          ))}
        </div>
      )}
      {!mobile && (
        <div className="sf-search-calendar__nav">
          <button type="button" className="sf-search-icon-button" onClick={() => goMonth(-1)} disabled={!canGoPrevious(month, now)} aria-label={t('calendar.previous')}>
            ‹
          </button>
          <button type="button" className="sf-search-icon-button" onClick={() => goMonth(1)} disabled={!canGoNext(month, now)} aria-label={t('calendar.next')}>
            ›
          </button>
        </div>
      )}
      <div ref={gridRef} className="sf-search-calendar__months" onKeyDown={onKeyDown} onScroll={mobile ? onScroll : undefined} data-testid="calendar-months">
        {months.map((m) => (
          <MonthGrid
            key={m}
            month={m}
            site={site}
            ctx={ctx}
            selection={selection}
            hover={hover}
            tabbableDay={tabbableDay}
            onHover={setHover}
            onChoose={(iso) => {
              setFocusDay(iso);
              choose(iso);
            }}
            onFocusDay={setFocusDay}
            selectedText={t('calendar.selected')}
          />
        ))}
      </div>
      <div className="sf-search-calendar__footer">
        {giftcardHref && !selection.checkin && (
          <a className="sf-search-link" href={giftcardHref}>
            {t('calendar.giftcardPrompt')}
          </a>
        )}
        <button type="button" className="sf-search-button sf-search-button--ghost" onClick={clear} disabled={!selection.checkin}>
          {t('calendar.clear')}
        </button>
        {onValidate ? (
          <button type="button" className="sf-search-button" onClick={onValidate} disabled={!selection.checkin || !selection.checkout}>
            {t('calendar.validate')}
          </button>
        ) : (
          onClose && (
            <button type="button" className="sf-search-button" onClick={close}>
              {t('calendar.close')}
            </button>
          )
        )}
      </div>
    </div>
  );
}

interface MonthGridProps {
  month: string;
  site: ReturnType<typeof useSite>;
  ctx: Parameters<typeof disabledReason>[1];
  selection: Selection;
  hover?: string;
  tabbableDay: string;
  onHover: (iso: string | undefined) => void;
  onChoose: (iso: string) => void;
  onFocusDay: (iso: string) => void;
  selectedText: string;
}

function MonthGrid({ month, site, ctx, selection, hover, tabbableDay, onHover, onChoose, onFocusDay, selectedText }: MonthGridProps) {
  const weeks = monthWeeks(month);
  const title = formatDate(month, 'MMMM yyyy', site);
  const titleId = useId();
  // Monday-first weekday names from a known Monday
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays('2024-01-01', i));
  return (
    <div className="sf-search-month">
      <h3 id={titleId} className="sf-search-month__title">
        {title}
      </h3>
      <table role="grid" aria-labelledby={titleId} className="sf-search-month__grid">
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col" abbr={formatDate(d, 'EEEE', site)}>
                {formatDate(d, 'EEEEEE', site)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, wi) => (
            <tr key={wi}>
              {week.map((iso, di) => {
                if (!iso) return <td key={di} />;
                const reason = disabledReason(iso, ctx);
                const isStart = iso === selection.checkin;
                const isEnd = iso === selection.checkout;
                const selected = isStart || isEnd;
                // the price shown beside the day is said in its name too
                const price = ctx.availability?.[iso]?.price;
                // a check-out too soon names the check-in's minimum stay, a check-in its own
                const fromCheckin = reason === 'minStay' && choosingCheckout(selection) && iso > selection.checkin!;
                return (
                  <CalendarDay
                    key={iso}
                    day={iso}
                    reason={reason}
                    minStay={fromCheckin ? checkinMinStay(ctx) : ctx.availability?.[iso]?.minLos}
                    fromCheckin={fromCheckin}
                    states={[selected ? selectedText : '', price !== undefined ? formatMoney(price, site) : ''].filter(Boolean)}
                    selected={selected}
                    tabIndex={iso === tabbableDay ? 0 : -1}
                    className={['sf-search-day', reason ? 'sf-search-day--disabled' : '', selected ? 'sf-search-day--selected' : '', inRange(iso, selection, hover) ? 'sf-search-day--range' : ''].join(' ')}
                    onChoose={onChoose}
                    onFocusDay={onFocusDay}
                    onHover={onHover}
                  >
                    {price !== undefined && (
                      <span className="sf-search-day__price">
                        {formatMoney(price, site)}
                      </span>
                    )}
                  </CalendarDay>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
