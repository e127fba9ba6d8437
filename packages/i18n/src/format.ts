import { isValid, parseISO } from 'date-fns';
import type { Language, SiteCode } from '@storefront/contracts';
import { groupDigits, languageOf } from '@storefront/contracts/euros';
export { formatMoney, type MoneyOptions } from '@storefront/contracts/euros';

/*
 * Numbers, euros (contracts euros.ts) and date names are written from the CLDR data of the four languages rather than with Intl:
 * a page's first Intl.NumberFormat or Intl.DateTimeFormat loads the locale's ICU data, about 25 ms here and four
 * times that on a phone, a long task in the middle of the first render (Intl.PluralRules, which i18next uses, is
 * cheap). format.test.ts checks every table and rule against Intl for the six sites' locales (fr-FR and fr-BE,
 * nl-NL and nl-BE write them alike), so the server's first view and the browser still agree with Intl.
 */

/** A non-negative decimal string ('8.65', '1234') rounded half away from zero to at most `digits` decimals. */
function roundDecimal(value: string, digits: number): { int: string; frac: string } {
  const [int = '0', frac = ''] = value.split('.');
  if (frac.length <= digits) return { int, frac };
  const scaled = (BigInt(int + frac.slice(0, digits)) + (frac.charCodeAt(digits) >= 53 ? 1n : 0n)).toString().padStart(digits + 1, '0');
  return { int: scaled.slice(0, scaled.length - digits), frac: scaled.slice(scaled.length - digits) };
}

/** A Date from a Date, a timestamp or an ISO string (date-fns' parseISO); 'YYYY-MM-DD' is read as a local calendar day. */
export function toDate(value: Date | string | number): Date | null {
  const d = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(d) ? d : null;
}

/** Month and weekday names (CLDR 'format' forms, as Intl gives them), space-separated, January and Sunday first. */
const DATE_NAMES: Record<Language, { months: string; monthsShort: string; weekdays: string; weekdaysShort: string; longDate: string }> = {
  fr: {
    months: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
    monthsShort: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.',
    weekdays: 'dimanche lundi mardi mercredi jeudi vendredi samedi',
    weekdaysShort: 'dim. lun. mar. mer. jeu. ven. sam.',
    longDate: '{d} {MMMM} {yyyy}',
  },
  es: {
    months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    monthsShort: 'ene feb mar abr may jun jul ago sept oct nov dic',
    weekdays: 'domingo lunes martes miércoles jueves viernes sábado',
    weekdaysShort: 'dom lun mar mié jue vie sáb',
    longDate: '{d} de {MMMM} de {yyyy}',
  },
  nl: {
    months: 'januari februari maart april mei juni juli augustus september oktober november december',
    monthsShort: 'jan feb mrt apr mei jun jul aug sep okt nov dec',
    weekdays: 'zondag maandag dinsdag woensdag donderdag vrijdag zaterdag',
    weekdaysShort: 'zo ma di wo do vr za',
    longDate: '{d} {MMMM} {yyyy}',
  },
  it: {
    months: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
    monthsShort: 'gen feb mar apr mag giu lug ago set ott nov dic',
    weekdays: 'domenica lunedì martedì mercoledì giovedì venerdì sabato',
    weekdaysShort: 'dom lun mar mer gio ven sab',
    longDate: '{d} {MMMM} {yyyy}',
  },
};

type NameList = 'months' | 'monthsShort' | 'weekdays' | 'weekdaysShort';
/** The name lists split once (a calendar names hundreds of days per render). */
const NAME_LISTS = new Map<string, readonly string[]>();
function nameOf(site: SiteCode, list: NameList, index: number): string {
  const language = languageOf(site);
  const key = `${language}:${list}`;
  let names = NAME_LISTS.get(key);
  if (!names) {
    names = DATE_NAMES[language][list].split(' ');
    NAME_LISTS.set(key, names);
  }
  return names[index] ?? '';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The pattern tokens `formatDate` knows, as in date-fns and Unicode patterns. */
const DATE_TOKENS: Record<string, (d: Date, site: SiteCode) => string> = {
  d: (d) => String(d.getDate()),
  dd: (d) => pad2(d.getDate()),
  MM: (d) => pad2(d.getMonth() + 1),
  MMM: (d, site) => nameOf(site, 'monthsShort', d.getMonth()),
  MMMM: (d, site) => nameOf(site, 'months', d.getMonth()),
  yyyy: (d) => String(d.getFullYear()),
  EEE: (d, site) => nameOf(site, 'weekdaysShort', d.getDay()),
  EEEE: (d, site) => nameOf(site, 'weekdays', d.getDay()),
  /** Two-letter weekday (calendar column headers): 'lu', 'mi', 'wo', 'gi'. */
  EEEEEE: (d, site) => nameOf(site, 'weekdaysShort', d.getDay()).slice(0, 2),
  /** Long date, as Intl's dateStyle 'long': '9 mars 2025', '9 de marzo de 2025'. */
  PPP: (d, site) => DATE_NAMES[languageOf(site)].longDate.replace(/\{(\w+)\}/g, (_, token: string) => DATE_TOKENS[token]!(d, site)),
};

/**
 * A date in the site's language from a pattern of tokens ('EEEE d MMMM', 'd MMM', 'MMMM yyyy', 'dd/MM/yyyy'...:
 * d, dd, MM, MMM, MMMM, yyyy, EEE, EEEE, EEEEEE, PPP); anything else is copied as it is. Invalid dates give ''.
 */
export function formatDate(date: Date | string | number, pattern: string, site: SiteCode): string {
  const d = toDate(date);
  if (!d) return '';
  return pattern.replace(/([dMyEP])\1*/g, (token) => DATE_TOKENS[token]?.(d, site) ?? token);
}

/** Review score with one decimal and a decimal comma: 8.66 -> '8,7'. Missing or invalid -> ''. */
export function formatScore(score: number | null | undefined): string {
  if (typeof score !== 'number' || !Number.isFinite(score)) return '';
  return (Math.round(score * 10) / 10).toFixed(1).replace('.', ',');
}

/**
 * A number in the site's locale with at most `maxFractionDigits` decimals (rounded half away from zero, trailing
 * zeros dropped) and the language's grouping, as Intl's default format: 4146 -> '4 146' (fr), 8.66 -> '8,7' (1).
 */
export function formatNumber(value: number, site: SiteCode, maxFractionDigits = 3): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  // the shortest decimal that reads back as the number ('8.65', not 8.6499999...), as Intl rounds it
  let text = String(Math.abs(value));
  if (/e/i.test(text)) text = Math.abs(value).toFixed(maxFractionDigits);
  if (/e/i.test(text)) return String(value);
  const { int, frac } = roundDecimal(text, maxFractionDigits);
  const fraction = frac.replace(/0+$/, '');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${groupDigits(int, languageOf(site))}${fraction ? `,${fraction}` : ''}`;
}
