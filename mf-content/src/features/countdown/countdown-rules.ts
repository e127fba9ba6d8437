/**
 * Promo countdown (site-wide §2, §9): hidden outside [start, end), ticks every second, stops at zero.
 * Long durations: from 100 days left only the days are shown (seconds ticking next to three-digit day counts
 * say nothing useful); under a day the days are left out.
 */
import { SITES, type Language, type SiteCode } from '@storefront/contracts';
import { formatNumber } from '@storefront/i18n';

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

/** A unit's text for the plural categories 'one' and 'other' ('{0}' is the number). */
type UnitText = readonly [one: string, other: string];

/**
 * How each language writes the countdown's units (CLDR unit patterns, narrow and long, and the list conjunction), as
 * Intl.NumberFormat's unit style and Intl.ListFormat write them: Intl would load the locale's ICU data on the
 * homepage, a ~100 ms task on a phone in the middle of its first render. countdown.test.tsx checks every unit and
 * count against Intl for the six sites.
 */
const UNIT_STYLE: Record<Language, { narrow: Record<CountdownUnit, UnitText>; long: Record<CountdownUnit, UnitText>; and: string }> = {
  fr: {
    narrow: { day: ['{0}j', '{0}j'], hour: ['{0}h', '{0}h'], minute: ['{0}min', '{0}min'], second: ['{0}s', '{0}s'] },
    // CLDR puts a no-break space between the number and the French units, but for 'minute'
    long: { day: ['{0}\u00a0jour', '{0}\u00a0jours'], hour: ['{0}\u00a0heure', '{0}\u00a0heures'], minute: ['{0} minute', '{0} minutes'], second: ['{0}\u00a0seconde', '{0}\u00a0secondes'] },
    and: ' et ',
  },
  es: {
    narrow: { day: ['{0}d', '{0}d'], hour: ['{0}h', '{0}h'], minute: ['{0}min', '{0}min'], second: ['{0}s', '{0}s'] },
    long: { day: ['{0} día', '{0} días'], hour: ['{0} hora', '{0} horas'], minute: ['{0} minuto', '{0} minutos'], second: ['{0} segundo', '{0} segundos'] },
    and: ' y ',
  },
  nl: {
    narrow: { day: ['{0} d', '{0} d'], hour: ['{0} u', '{0} u'], minute: ['{0} m', '{0} m'], second: ['{0} s', '{0} s'] },
    long: { day: ['{0} dag', '{0} dagen'], hour: ['{0} uur', '{0} uur'], minute: ['{0} minuut', '{0} minuten'], second: ['{0} seconde', '{0} seconden'] },
    and: ' en ',
  },
  it: {
    narrow: { day: ['{0}g', '{0}gg'], hour: ['{0}h', '{0}h'], minute: ['{0}min', '{0}min'], second: ['{0}s', '{0}s'] },
    long: { day: ['{0} giorno', '{0} giorni'], hour: ['{0} ora', '{0} ore'], minute: ['{0} minuto', '{0} minuti'], second: ['{0} secondo', '{0} secondi'] },
    and: ' e ',
  },
};

/** The CLDR plural category of a whole count: 'one' for 0 and 1 in French, for 1 elsewhere. */
function isOne(count: number, language: Language): boolean {
  return count === 1 || (language === 'fr' && count === 0);
}

function unitText(count: number, unit: CountdownUnit, display: 'narrow' | 'long', site: SiteCode, minimumDigits = 1): string {
  const language = SITES[site].language;
  const [one, other] = UNIT_STYLE[language][display][unit];
  return (isOne(count, language) ? one : other).replace('{0}', formatNumber(count, site, 0).padStart(minimumDigits, '0'));
}

/** 'A, B et C' in the site's language. */
function conjunction(items: string[], site: SiteCode): string {
  const last = items.length - 1;
  return last < 1 ? (items[0] ?? '') : `${items.slice(0, last).join(', ')}${UNIT_STYLE[SITES[site].language].and}${items[last]}`;
}

/**
 * The countdown text on a site: short for the eye ('12j 05h 03min 09s', '05 u 03 m 09 s'), long for assistive
 * technologies ('12 jours, 5 heures, 3 minutes et 9 secondes').
 */
export function formatRemaining(remaining: Remaining, site: SiteCode): { parts: Array<{ unit: CountdownUnit; text: string }>; long: string } {
  const units = unitsShown(remaining);
  const parts = units.map((unit, i) => ({ unit, text: unitText(remaining[VALUE[unit]], unit, 'narrow', site, i > 0 ? 2 : 1) }));
  // spoken: units at zero are left out ('2 secondes', not '0 heure, 0 minute et 2 secondes')
  const spoken = units.filter((unit) => remaining[VALUE[unit]] > 0);
  const long = conjunction(
    (spoken.length ? spoken : (['second'] as CountdownUnit[])).map((unit) => unitText(remaining[VALUE[unit]], unit, 'long', site)),
    site,
  );
  return { parts, long };
}
