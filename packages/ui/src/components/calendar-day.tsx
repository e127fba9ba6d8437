/**
 * The day cell of every calendar (the search date picker, the booking calendar, the gift calendars): the day's
 * number, what the remote adds (a price, a supplement), and, on a day that cannot be chosen, why (issue #34 §5)
 * in its accessible name and in a tip shown on hover and keyboard focus. The button holds only the number: the rest
 * is beside it in the cell, so its name says everything it shows (decisions 0094, 0055). A disabled day stays focusable
 * (aria-disabled) so the keyboard and the pointer can reach the tip; choosing it does nothing.
 */
import { useId, type ReactNode } from 'react';
import type { DayUnavailableReason } from '@storefront/criteria';
import { formatDate, useSite } from '@storefront/i18n';
// a sub-path of its own (@storefront/ui/...): what it shares with the rest of the package comes from the package
import { cx, useUiTranslation } from '@storefront/ui';

export interface CalendarDayProps {
  /** YYYY-MM-DD */
  day: string;
  /** Why the day cannot be chosen; null or absent when it can. */
  reason?: DayUnavailableReason | null;
  /** With reason 'minStay': the nights of the minimum stay. */
  minStay?: number;
  /** With reason 'minStay': the minimum stay is the chosen check-in's (a check-out too soon), not this day's. */
  fromCheckin?: boolean;
  /** More of the accessible name after the date and the reason (selected, included, a supplement...). */
  states?: readonly string[];
  selected?: boolean;
  /** aria-pressed, for a calendar whose day is a toggle rather than a grid selection. */
  pressed?: boolean;
  tabIndex?: number;
  /** The remote's own classes for the button (states, range highlight). */
  className?: string;
  status?: string;
  onChoose?: (day: string) => void;
  onFocusDay?: (day: string) => void;
  onHover?: (day: string | undefined) => void;
  /**
   * What the calendar shows under the number (a price, a supplement): drawn over the button's foot but beside it in
   * the cell, hidden from the accessibility tree, so the button's visible text stays in its name (WCAG 2.5.3); say
   * the same words in `states`.
   */
  children?: ReactNode;
}

/** The sentence of a reason, in the visitor's language. */
export function useDayReasonText(): (reason: DayUnavailableReason, minStay?: number, fromCheckin?: boolean) => string {
  const { t } = useUiTranslation();
  return (reason, minStay = 1, fromCheckin = false) =>
    reason === 'minStay' ? t(fromCheckin ? 'day.minStayFromCheckin' : 'day.minStay', { count: minStay }) : t(`day.${reason}`);
}

export function CalendarDay({ day, reason, minStay, fromCheckin, states = [], selected, pressed, tabIndex, className, status, onChoose, onFocusDay, onHover, children }: CalendarDayProps) {
  const site = useSite();
  const reasonText = useDayReasonText();
  const tipId = useId();
  const why = reason ? reasonText(reason, minStay, fromCheckin) : '';
  const label = [formatDate(day, 'EEEE d MMMM yyyy', site), why, ...states].filter(Boolean).join(', ');
  return (
    <td role="gridcell" className={cx('sf-ui-day-cell', children ? 'sf-ui-day-cell--extra' : undefined)} aria-selected={selected ?? undefined}>
      <button
        type="button"
        data-day={day}
        data-status={status}
        data-reason={reason ?? undefined}
        className={cx('sf-ui-day', reason ? 'sf-ui-day--disabled' : undefined, className)}
        tabIndex={tabIndex}
        aria-disabled={reason ? true : undefined}
        aria-pressed={pressed}
        aria-label={label}
        onClick={() => (reason ? onFocusDay?.(day) : onChoose?.(day))}
        onMouseEnter={() => onHover?.(day)}
        onMouseLeave={() => onHover?.(undefined)}
        onFocus={() => onFocusDay?.(day)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          if (!reason) onChoose?.(day);
        }}
      >
        <span aria-hidden="true">{Number(day.slice(8, 10))}</span>
      </button>
      {/* beside the button, not in it: a button's visible text must be part of its name (WCAG 2.5.3) */}
      {children ? (
        <span className="sf-ui-day__extra" aria-hidden="true">
          {children}
        </span>
      ) : null}
      {why ? (
        <span id={tipId} className="sf-ui-day__why" aria-hidden="true">
          {why}
        </span>
      ) : null}
    </td>
  );
}
