/** Promo countdown (site-wide §2, §9): hidden outside [start, end], ticks every second, stops at zero. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownWindow {
  start?: string | null;
  end?: string | null;
}

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** Hidden only when it has a start and an end and now is outside that window. */
export function isCountdownVisible(window: CountdownWindow, now: number): boolean {
  const start = time(window.start);
  const end = time(window.end);
  if (start === null || end === null) return true;
  return now >= start && now <= end;
}

export interface Remaining {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `end`, never below zero. */
export function remainingUntil(end: string, now: number): Remaining {
  const endTime = time(end) ?? now;
  const totalMs = Math.max(0, endTime - now);
  const s = Math.floor(totalMs / 1000);
  return { totalMs, days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}
