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
  return allStressBadges(input).slice(0, MAX_STRESS_BADGES);
}

function allStressBadges(input: StressInput): StressBadge[] {
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
  return out;
}

export interface StressBadgesProps extends StressInput {
  /** Cycle interval in ms (default 3 s). */
  interval?: number;
  className?: string;
  /**
   * A selector of the ancestor (a card) whose hover or keyboard focus reveals the secondary message (search.md §2:
   * 'On hover a card reveals a secondary stress message'). Without it, two messages cycle by cross-fade.
   * The revealed message (WCAG 1.4.13) stays while the pointer or the focus is in the card, without time limit,
   * and Escape hides it until the pointer and the focus have left.
   */
  revealWithin?: string;
}

/** Whether the card around `node` (closest `selector`) is hovered or holds the focus, and not dismissed with Escape. */
function useRevealed(node: HTMLElement | null, selector: string | undefined): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const card = selector ? (node?.closest<HTMLElement>(selector) ?? null) : null;

  useEffect(() => {
    if (!card) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node && card.contains(e.relatedTarget))) setFocused(false);
    };
    card.addEventListener('mouseenter', enter);
    card.addEventListener('mouseleave', leave);
    card.addEventListener('focusin', focusIn);
    card.addEventListener('focusout', focusOut);
    if (card.matches(':hover')) setHovered(true);
    if (card.contains(document.activeElement)) setFocused(true);
    return () => {
      card.removeEventListener('mouseenter', enter);
      card.removeEventListener('mouseleave', leave);
      card.removeEventListener('focusin', focusIn);
      card.removeEventListener('focusout', focusOut);
    };
  }, [card]);

  const shown = hovered || focused;
  // dismissable: Escape hides it without moving the pointer or the focus, until both have left the card
  useEffect(() => {
    if (!shown) {
      setDismissed(false);
      return;
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);

  return shown && !dismissed;
}

/**
 * Up to two stress messages. With `revealWithin`, the first is always shown and the second appears on hover or
 * focus of the card (its place is kept, so the card does not move); otherwise two messages cycle by cross-fade
 * (paused on hover and focus, still with reduced motion). Screen readers get every message in a list.
 */
export function StressBadges({ interval = STRESS_CYCLE_MS, className, revealWithin, ...input }: StressBadgesProps) {
  const { t } = useUiTranslation();
  const site = useSite();
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
  // a message saying what an earlier one says (a marketing label 'Last minute' on a last-minute offer) is left out
  const seen = new Set<string>();
  const badges = allStressBadges(input)
    .map((b) => ({ ...b, text: textOf(b) }))
    .filter((b) => {
      const key = b.text.toLocaleLowerCase().trim();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_STRESS_BADGES);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const count = badges.length;
  const cycling = count > 1 && !revealWithin;
  const revealed = useRevealed(node, count > 1 ? revealWithin : undefined);

  useEffect(() => {
    if (!cycling || paused) return;
    if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [count, cycling, paused, interval]);

  if (count === 0) return null;
  const isShown = (i: number): boolean => (revealWithin ? i === 0 || revealed : i === active % count);
  return (
    <div
      ref={setNode}
      className={cx('sf-ui-stress', cycling && 'sf-ui-stress--cycling', revealWithin && 'sf-ui-stress--reveal', className)}
      data-revealed={revealWithin && count > 1 ? String(revealed) : undefined}
      onMouseEnter={cycling ? () => setPaused(true) : undefined}
      onMouseLeave={cycling ? () => setPaused(false) : undefined}
      onFocus={cycling ? () => setPaused(true) : undefined}
      onBlur={cycling ? () => setPaused(false) : undefined}
    >
      <ul className="sf-ui-visually-hidden">
        {badges.map((b) => (
          <li key={b.kind}>{b.text}</li>
        ))}
      </ul>
      {badges.map((b, i) => (
        <span
          key={b.kind}
          aria-hidden="true"
          data-kind={b.kind}
          data-active={isShown(i) ? 'true' : 'false'}
          className={cx('sf-ui-stress__badge', `sf-ui-stress__badge--${b.color}`, isShown(i) && 'sf-ui-stress__badge--active')}
        >
          {b.emoji ? <span className="sf-ui-stress__emoji">{b.emoji}</span> : null}
          {b.text}
        </span>
      ))}
    </div>
  );
}
