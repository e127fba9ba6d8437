import { useEffect, useState } from 'react';
import { useT } from '../../app-context';
import type { Countdown as CountdownData } from '../../api/types';
import { COUNTDOWN_TICK_MS, isCountdownVisible, remainingUntil } from './countdown-rules';

const pad = (n: number) => String(n).padStart(2, '0');

/** The promo countdown: hidden outside its window, ticking each second, stopping at zero. */
export function Countdown({ countdown, now = Date.now }: { countdown: CountdownData; now?: () => number }) {
  const t = useT();
  const [visible] = useState(() => isCountdownVisible(countdown, now()));
  const [remaining, setRemaining] = useState(() => remainingUntil(countdown.end, now()));

  useEffect(() => {
    if (!visible) return;
    const id = setInterval(() => {
      const next = remainingUntil(countdown.end, now());
      setRemaining(next);
      if (next.totalMs === 0) clearInterval(id);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [visible, countdown.end, now]);

  if (!visible) return null;
  const { days, hours, minutes, seconds } = remaining;
  return (
    <div className="sf-content-countdown" role="timer" aria-label={`${countdown.label} ${t('countdown.remaining', { days, hours, minutes, seconds })}`}>
      <span className="sf-content-countdown__label">{countdown.label}</span>
      <span className="sf-content-countdown__time" aria-hidden="true">
        <span>{days}{t('countdown.days')}</span> <span>{pad(hours)}{t('countdown.hours')}</span> <span>{pad(minutes)}{t('countdown.minutes')}</span>{' '}
        <span data-testid="countdown-seconds">{pad(seconds)}{t('countdown.seconds')}</span>
      </span>
    </div>
  );
}
