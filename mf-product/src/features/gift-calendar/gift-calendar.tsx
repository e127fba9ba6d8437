/**
 * Included-dates calendar of the offer page in the gifting flow (product-and-purchase.md §2.3, §4): for the
 * gift's nights and value, each check-in day reads included, supplement (with the amount) or not available,
 * with a legend. View only: the recipient picks the dates later. The day grid is a WAI-ARIA grid with one tab
 * stop and arrow / Home / End / PageUp / PageDown navigation, like the booking calendar.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, asStockReason, dayUnavailableReason, firstSelectableDay } from '@storefront/criteria/dates';
import { formatDate, formatMoney, useSite, useTranslation } from '@storefront/i18n';
import { Alert, Button, useIsMobile } from '@storefront/ui';
import { CalendarDay } from '@storefront/ui/calendar-day';
import { useApp } from '../../app-context';
import { fetchGiftCalendar } from '../../api/product';
import type { GiftCalendarDay } from '../../api/types';
import { useFetch } from '../../api/use-fetch';
import { useChunkStyles } from '../../chunk-styles';
import giftCalendarStyles from './gift-calendar.css';
import { GIFT_CALENDAR_MONTHS, addMonths, clampFirstMonth, giftDayStatus, gridKeyTarget, monthStart, monthWeeks, monthWindow, supplementOf, type GiftDayStatus } from './rules';

const STATUS_KEYS: Record<GiftDayStatus, string> = {
  included: 'giftCalendar.included',
  supplement: 'giftCalendar.supplement',
  not_available: 'giftCalendar.notAvailable',
};

export interface GiftCalendarProps {
  offerId: number;
  /** the gift's nights */
  nights: number;
  /** the gift value (cents) for these nights; null while unknown */
  giftPrice: number | null;
}

export function GiftCalendar({ offerId, nights, giftPrice }: GiftCalendarProps) {
  useChunkStyles(giftCalendarStyles);
  const { t } = useTranslation();
  const site = useSite();
  const mobile = useIsMobile();
  const { client } = useApp();
  const shown = mobile ? GIFT_CALENDAR_MONTHS.mobile : GIFT_CALENDAR_MONTHS.desktop;
  const now = useMemo(() => new Date(), []);
  const window_ = monthWindow(now);
  const [focusDay, setFocusDay] = useState(() => firstSelectableDay(now));
  const [month, setMonth] = useState(() => monthStart(firstSelectableDay(now)));
  const first = clampFirstMonth(month, shown, now);
  const months = Array.from({ length: shown }, (_, i) => addMonths(first, i));
  const gridRef = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const titleId = useId();

  const key = giftPrice === null ? null : `gift-calendar:${offerId}:${first}:${shown}:${nights}:${giftPrice}`;
  const calendar = useFetch(key, (signal) => fetchGiftCalendar(client, offerId, { month: first.slice(0, 7), length: shown, nights, giftPrice: giftPrice! }, signal));
  const byDay = useMemo(() => new Map<string, GiftCalendarDay>((calendar.data?.days ?? []).map((d) => [d.day, d])), [calendar.data]);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, first]);

  const goMonth = (delta: number) => {
    const next = clampFirstMonth(addMonths(first, delta), shown, now);
    setMonth(next);
    const firstDay = firstSelectableDay(now);
    setFocusDay(next < firstDay ? firstDay : next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = gridKeyTarget(focusDay, e.key, e.shiftKey, now);
    if (!target) return;
    e.preventDefault();
    focusPending.current = true;
    setFocusDay(target);
    const m = monthStart(target);
    if (m < first) setMonth(m);
    else if (m > addMonths(first, shown - 1)) setMonth(addMonths(m, -(shown - 1)));
  };

  // one tab stop: the focused day when shown, else the first day shown
  const tabbable = months.includes(monthStart(focusDay)) ? focusDay : months[0]!;
  const lastDayShown = addDays(addMonths(months[months.length - 1]!, 1), -1);

  return (
    <section className="sf-product-section sf-product-gift-calendar" id="sf-product-included-dates" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('giftCalendar.title')}</h2>
      <p className="sf-product-muted">{t('giftCalendar.intro', { nights: t('common.nights', { count: nights }) })}</p>
      <ul className="sf-product-gift-calendar__legend" aria-label={t('giftCalendar.legend')}>
        {(['included', 'supplement', 'not_available'] as const).map((s) => (
          <li key={s}>
            <span className={`sf-product-gift-day__mark sf-product-gift-day--${s}`} aria-hidden="true">
              {s === 'included' ? '✓' : s === 'supplement' ? '+' : '–'}
            </span>
            {t(STATUS_KEYS[s])}
          </li>
        ))}
      </ul>
      <div className="sf-product-gift-calendar__nav">
        <button type="button" className="sf-product-icon-button" onClick={() => goMonth(-1)} disabled={first <= window_.first} aria-label={t('giftCalendar.previous')}>
          ‹
        </button>
        <p className="sf-product-gift-calendar__range" aria-live="polite">
          {formatDate(months[0]!, 'MMMM yyyy', site)}
          {shown > 1 ? ` – ${formatDate(lastDayShown, 'MMMM yyyy', site)}` : ''}
        </p>
        <button type="button" className="sf-product-icon-button" onClick={() => goMonth(1)} disabled={addMonths(first, shown - 1) >= window_.last} aria-label={t('giftCalendar.next')}>
          ›
        </button>
      </div>
      {calendar.loading ? (
        <p className="sf-product-muted" role="status">
          {t('booking.calendarLoading')}
        </p>
      ) : null}
      {calendar.error ? (
        <Alert variant="error" action={<Button onClick={calendar.reload}>{t('common.retry')}</Button>}>
          {t('common.error')}
        </Alert>
      ) : null}
      <div ref={gridRef} className="sf-product-gift-calendar__months" onKeyDown={onKeyDown} aria-busy={calendar.loading || undefined}>
        {months.map((m) => (
          <MonthGrid key={m} month={m} days={byDay} nights={nights} giftPrice={giftPrice} tabbable={tabbable} onFocusDay={setFocusDay} now={now} titleShown={shown > 1} />
        ))}
      </div>
      <p className="sf-product-muted sf-product-gift-calendar__hint">{t('giftCalendar.keyboardHint')}</p>
    </section>
  );
}

interface MonthGridProps {
  month: string;
  days: Map<string, GiftCalendarDay>;
  nights: number;
  giftPrice: number | null;
  tabbable: string;
  onFocusDay: (iso: string) => void;
  now: Date;
  /** Whether the month's title shows: not with one month, whose name the navigation between the arrows already shows (it still labels the grid). */
  titleShown: boolean;
}

function MonthGrid({ month, days, nights, giftPrice, tabbable, onFocusDay, now, titleShown }: MonthGridProps) {
  const { t } = useTranslation();
  const site = useSite();
  const titleId = useId();
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays('2024-01-01', i)); // a Monday
  return (
    <div className="sf-product-gift-month">
      <h3 id={titleId} className={titleShown ? 'sf-product-gift-month__title' : 'sf-product-visually-hidden'}>
        {formatDate(month, 'MMMM yyyy', site)}
      </h3>
      <table role="grid" aria-labelledby={titleId} className="sf-product-gift-month__grid">
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
          {monthWeeks(month).map((week, wi) => (
            <tr key={wi}>
              {week.map((iso, di) => {
                if (!iso) return <td key={di} role="gridcell" />;
                const day = days.get(iso);
                const reason = dayUnavailableReason(iso, { now, stock: day?.status === 'not_available' ? (asStockReason(day.unavailableReason) ?? 'closed') : null });
                const status: GiftDayStatus | null = reason ? 'not_available' : day ? giftDayStatus(day, nights, giftPrice) : null;
                const supplement = status === 'supplement' && day ? supplementOf(day, giftPrice) : 0;
                const supplementText = supplement > 0 ? formatMoney(supplement, site) : '';
                // a day that cannot be chosen says why rather than only 'not available'
                const states = [status && !reason ? t(STATUS_KEYS[status]) : '', supplementText ? t('giftCalendar.supplementAmount', { price: supplementText }) : ''].filter(Boolean);
                return (
                  <CalendarDay
                    key={iso}
                    day={iso}
                    reason={reason}
                    minStay={day?.minLos}
                    states={states}
                    status={status ?? undefined}
                    tabIndex={iso === tabbable ? 0 : -1}
                    className={`sf-product-gift-day${status ? ` sf-product-gift-day--${status}` : ''}`}
                    onChoose={onFocusDay}
                    onFocusDay={onFocusDay}
                  >
                    {supplementText ? (
                      <span className="sf-product-gift-day__price">
                        +{supplementText}
                      </span>
                    ) : null}
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
