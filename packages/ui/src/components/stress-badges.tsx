import { useEffect, useState } from 'react';
import { formatDate, toDate, useSite } from '@storefront/i18n';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { cx } from './cx';

/** At most this many stress messages on a card. */
export const MAX_STRESS_BADGES = 2;
/** The rooms-left message shows at this many rooms or fewer (and only with dates chosen). */
export const ROOMS_LEFT_MAX = 3;
/** Time each message stays before the cross-fade to the next. */
export const STRESS_CYCLE_MS = 3000;

export type StressColor = 'scarcity' | 'reinsurance' | 'social' | 'alert';

/** A stress message from the content system (site-wide §3). */
export interface StressMessage {
  message: string;
  color?: StressColor;
  icon?: string;
  emoji?: string;
}

export interface StressInput {
  /** Priority (targeted) label. */
  priorityLabel?: string | null;
  /** Offer end: an ISO date (shown 'until {date}') or true ('ending soon'). */
  expiration?: string | boolean | null;
  lastMinute?: boolean | null;
  availableRooms?: number | null;
  /** Whether the visitor chose dates (rooms left shows only then). */
  datesChosen?: boolean;
  customStress?: StressMessage | null;
  marketingLabels?: ReadonlyArray<{ label: string }> | null;
}

export type StressBadgeKind = 'priority' | 'expiration' | 'lastMinute' | 'roomsLeft' | 'custom' | 'marketing';

export interface StressBadge {
  kind: StressBadgeKind;
  color: StressColor;
  /** Text given by the data (priority, custom, marketing). */
  text?: string;
  /** Rooms left. */
  count?: number;
  /** Expiration day (ISO) when known. */
  date?: string;
  emoji?: string;
}

const nonEmpty = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/**
 * The stress messages of a card in the spec's order — priority label, expiration, last minute, rooms left
 * (3 or fewer and dates chosen), custom stress, marketing label — capped at 2.
 */
export function stressBadges(input: StressInput): StressBadge[] {
  const out: StressBadge[] = [];
  if (nonEmpty(input.priorityLabel)) out.push({ kind: 'priority', color: 'alert', text: input.priorityLabel.trim() });
  if (input.expiration) {
    const day = typeof input.expiration === 'string' ? toDate(input.expiration) : null;
    if (typeof input.expiration === 'string' && day) out.push({ kind: 'expiration', color: 'scarcity', date: input.expiration });
    else if (input.expiration === true) out.push({ kind: 'expiration', color: 'scarcity' });
  }
  if (input.lastMinute) out.push({ kind: 'lastMinute', color: 'alert' });
  const rooms = input.availableRooms;
  if (input.datesChosen && typeof rooms === 'number' && Number.isInteger(rooms) && rooms >= 1 && rooms <= ROOMS_LEFT_MAX) {
    out.push({ kind: 'roomsLeft', color: 'scarcity', count: rooms });
  }
  if (input.customStress && nonEmpty(input.customStress.message)) {
    out.push({ kind: 'custom', color: input.customStress.color ?? 'social', text: input.customStress.message.trim(), emoji: input.customStress.emoji });
  }
  const marketing = input.marketingLabels?.find((m) => nonEmpty(m?.label));
  if (marketing) out.push({ kind: 'marketing', color: 'reinsurance', text: marketing.label.trim() });
  return out.slice(0, MAX_STRESS_BADGES);
}

export interface StressBadgesProps extends StressInput {
  /** Cycle interval in ms (default 3 s). */
  interval?: number;
  className?: string;
}

/** Up to two stress messages; with two, they cycle by cross-fade (paused on hover and focus, still with reduced motion). */
export function StressBadges({ interval = STRESS_CYCLE_MS, className, ...input }: StressBadgesProps) {
  const { t } = useUiTranslation();
  const site = useSite();
  const badges = stressBadges(input);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = badges.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [count, paused, interval]);

  if (count === 0) return null;
  const textOf = (b: StressBadge): string => {
    switch (b.kind) {
      case 'expiration':
        return b.date ? t('stress.expiresOn', { date: formatDate(b.date, 'd MMMM', site) }) : t('stress.expiresSoon');
      case 'lastMinute':
        return t('stress.lastMinute');
      case 'roomsLeft':
        return t('stress.roomsLeft', { count: b.count });
      default:
        return b.text ?? '';
    }
  };
  const shown = active % count;
  return (
    <div
      className={cx('sf-ui-stress', count > 1 && 'sf-ui-stress--cycling', className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className="sf-ui-visually-hidden">
        {badges.map((b) => (
          <li key={b.kind}>{textOf(b)}</li>
        ))}
      </ul>
      {badges.map((b, i) => (
        <span
          key={b.kind}
          aria-hidden="true"
          data-kind={b.kind}
          data-active={i === shown ? 'true' : 'false'}
          className={cx('sf-ui-stress__badge', `sf-ui-stress__badge--${b.color}`, i === shown && 'sf-ui-stress__badge--active')}
        >
          {b.emoji ? <span className="sf-ui-stress__emoji">{b.emoji}</span> : null}
          {textOf(b)}
        </span>
      ))}
    </div>
  );
}
