import { useEffect, useState } from 'react';
import { useFirstRenderTime } from '@storefront/ui';
import { useApp } from '../../app-context';
import type { Countdown as CountdownData } from '../../api/types';
import { COUNTDOWN_TICK_MS, formatRemaining, isCountdownVisible, msUntilStart, remainingUntil } from './countdown-rules';

/** Longest delay a timer accepts (about 24.8 days): a window opening later is not waited for. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The promo countdown: hidden outside its window (shown when it opens), ticking each second, stopping at zero. Its
 * first render shows the time of the server's first view when it hydrates one, then it catches up at once.
 */
export function Countdown({ countdown, now = Date.now }: { countdown: CountdownData; now?: () => number }) {
  const { context } = useApp();
  const firstRender = useFirstRenderTime(now);
  const [visible, setVisible] = useState(() => isCountdownVisible(countdown, firstRender));
  const [remaining, setRemaining] = useState(() => remainingUntil(countdown.end, firstRender));

  // before the window: wait for it to open (a window that opened or closed since the first render is caught up with)
  useEffect(() => {
    const shown = isCountdownVisible(countdown, now());
    if (shown !== visible) {
      setVisible(shown);
      return;
    }
    if (visible) return;
    const wait = msUntilStart(countdown, now());
    if (wait === null || wait > MAX_TIMEOUT_MS) return;
    const id = setTimeout(() => {
      setRemaining(remainingUntil(countdown.end, now()));
      setVisible(true);
    }, wait);
    return () => clearTimeout(id);
  }, [visible, countdown, now]);

  useEffect(() => {
    if (!visible) return;
    const tick = () => {
      const next = remainingUntil(countdown.end, now());
      setRemaining(next);
      if (next.totalMs === 0) clearInterval(id);
    };
    const id = setInterval(tick, COUNTDOWN_TICK_MS);
    tick();
    return () => clearInterval(id);
  }, [visible, countdown.end, now]);

  if (!visible) return null;
  const { parts, long } = formatRemaining(remaining, context.locale);
  return (
    <div className="sf-content-countdown" role="timer" aria-label={`${countdown.label} ${long}`}>
      <span className="sf-content-countdown__label">{countdown.label}</span>
      <span className="sf-content-countdown__time" aria-hidden="true">
        {parts.map((part) => (
          <span key={part.unit} data-testid={`countdown-${part.unit}`}>
            {part.text}
          </span>
        ))}
      </span>
    </div>
  );
}
