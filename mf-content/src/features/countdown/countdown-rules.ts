/**
 * Promo countdown (site-wide §2, §9): hidden outside [start, end), ticks every second, stops at zero.
 * Long durations: from 100 days left only the days are shown (seconds ticking next to three-digit day counts
 * say nothing useful); under a day the days are left out.
 */
export const COUNTDOWN_TICK_MS = 1000;
/** From this many days left, the countdown shows the days only. */
export const DAYS_ONLY_FROM = 100;

export interface CountdownWindow {
  start?: string | null;
  end?: string | null;
}

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** Shown while start <= now < end (without a start: until end); hidden without a valid end. */
export function isCountdownVisible(window: CountdownWindow, now: number): boolean {
  const start = time(window.start);
  const end = time(window.end);
  if (end === null) return false;
  return (start === null || now >= start) && now < end;
}

/** Milliseconds until the window opens (null when it is open, over or has no valid start). */
export function msUntilStart(window: CountdownWindow, now: number): number | null {
  const start = time(window.start);
  const end = time(window.end);
  if (start === null || end === null || now >= start || start >= end) return null;
  return start - now;
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

export type CountdownUnit = 'day' | 'hour' | 'minute' | 'second';

/** The units shown for a remaining time: days only from DAYS_ONLY_FROM days, no days under a day. */
export function unitsShown(remaining: Remaining): CountdownUnit[] {
  if (remaining.days >= DAYS_ONLY_FROM) return ['day'];
  if (remaining.days >= 1) return ['day', 'hour', 'minute', 'second'];
  return ['hour', 'minute', 'second'];
}

const VALUE: Record<CountdownUnit, keyof Remaining> = { day: 'days', hour: 'hours', minute: 'minutes', second: 'seconds' };

/**
 * Intl formatters, made once per locale and options: the countdown formats every second, and making an Intl
 * formatter costs far more than using one.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function unitFormat(intlLocale: string, unit: CountdownUnit, unitDisplay: 'narrow' | 'long', minimumIntegerDigits = 1): Intl.NumberFormat {
  const key = `${intlLocale}|${unit}|${unitDisplay}|${minimumIntegerDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, { style: 'unit', unit, unitDisplay, minimumIntegerDigits });
    numberFormats.set(key, format);
  }
  return format;
}
const listFormats = new Map<string, Intl.ListFormat>();
function conjunctionFormat(intlLocale: string): Intl.ListFormat {
  let format = listFormats.get(intlLocale);
  if (!format) {
    format = new Intl.ListFormat(intlLocale, { type: 'conjunction' });
    listFormats.set(intlLocale, format);
  }
  return format;
}

/**
 * The countdown text in a locale (Intl units): short for the eye ('12j 05h 03min 09s', '05 u 03 m 09 s'),
 * long for assistive technologies ('12 jours, 5 heures, 3 minutes et 9 secondes').
 */
export function formatRemaining(remaining: Remaining, intlLocale: string): { parts: Array<{ unit: CountdownUnit; text: string }>; long: string } {
  const units = unitsShown(remaining);
  const parts = units.map((unit, i) => ({
    unit,
    text: unitFormat(intlLocale, unit, 'narrow', i > 0 ? 2 : 1).format(remaining[VALUE[unit]]),
  }));
  // spoken: units at zero are left out ('2 secondes', not '0 heure, 0 minute et 2 secondes')
  const spoken = units.filter((unit) => remaining[VALUE[unit]] > 0);
  const long = conjunctionFormat(intlLocale).format(
    (spoken.length ? spoken : (['second'] as CountdownUnit[])).map((unit) => unitFormat(intlLocale, unit, 'long').format(remaining[VALUE[unit]])),
  );
  return { parts, long };
}
