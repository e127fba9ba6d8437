import { isValid, parseISO } from 'date-fns';
import type { SiteCode } from '@storefront/contracts';
import { intlLocaleOf } from './instance';

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(site: SiteCode, fractionDigits: number): Intl.NumberFormat {
  const key = `${site}:${fractionDigits}`;
  let f = moneyFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocaleOf(site), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    moneyFormats.set(key, f);
  }
  return f;
}

export interface MoneyOptions {
  /** Decimals shown: 'auto' (default) hides them for whole euros ('129 €') and shows 2 otherwise ('129,50 €'). */
  fractionDigits?: 'auto' | 0 | 2;
}

/**
 * Money from integer cents, formatted by Intl for the site's locale in euros:
 * 12900 -> '129 €' (fr_FR, es_ES, it_IT), '€ 129' (nl_NL, nl_BE). Non-finite input gives ''.
 */
export function formatMoney(cents: number, site: SiteCode, options: MoneyOptions = {}): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '';
  const euros = Math.round(cents) / 100;
  const wanted = options.fractionDigits ?? 'auto';
  const digits = wanted === 'auto' ? (Math.round(cents) % 100 === 0 ? 0 : 2) : wanted;
  return moneyFormat(site, digits).format(euros);
}

/**
 * Creates the site's money formats ahead of the first prices, one per task (call it when a page starts, before it
 * waits for its data): a locale's first Intl.NumberFormat loads its ICU data, about 10 ms each on a fast machine
 * and four times that on a phone, which otherwise falls inside the render of the first results or offer.
 */
export function prepareMoneyFormats(site: SiteCode): void {
  for (const digits of [0, 2]) setTimeout(() => moneyFormat(site, digits), 0);
}

/** A Date from a Date, a timestamp or an ISO string (date-fns' parseISO); 'YYYY-MM-DD' is read as a local calendar day. */
export function toDate(value: Date | string | number): Date | null {
  const d = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(d) ? d : null;
}

/**
 * Month and weekday names come from the browser's own locale data (Intl), not from date-fns locales: a page
 * downloads no date locale (about 6 KB gzip less before a page is usable), and the server's first view names
 * them as the browser does (the same CLDR data; checked for the six sites' locales).
 */
const nameFormats = new Map<string, Intl.DateTimeFormat>();
function nameOf(d: Date, site: SiteCode, options: Intl.DateTimeFormatOptions): string {
  const key = `${site}:${JSON.stringify(options)}`;
  let f = nameFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocaleOf(site), options);
    nameFormats.set(key, f);
  }
  return f.format(d);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The pattern tokens `formatDate` knows, as in date-fns and Unicode patterns. */
const DATE_TOKENS: Record<string, (d: Date, site: SiteCode) => string> = {
  d: (d) => String(d.getDate()),
  dd: (d) => pad2(d.getDate()),
  MM: (d) => pad2(d.getMonth() + 1),
  MMM: (d, site) => nameOf(d, site, { month: 'short' }),
  MMMM: (d, site) => nameOf(d, site, { month: 'long' }),
  yyyy: (d) => String(d.getFullYear()),
  EEE: (d, site) => nameOf(d, site, { weekday: 'short' }),
  EEEE: (d, site) => nameOf(d, site, { weekday: 'long' }),
  /** Two-letter weekday (calendar column headers): 'lu', 'mi', 'wo', 'gi'. */
  EEEEEE: (d, site) => nameOf(d, site, { weekday: 'short' }).slice(0, 2),
  /** Long date: '9 mars 2025', '9 de marzo de 2025'. */
  PPP: (d, site) => nameOf(d, site, { dateStyle: 'long' }),
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

/** A plain number in the site's locale (grouping, decimal comma). */
export function formatNumber(value: number, site: SiteCode, options?: Intl.NumberFormatOptions): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(intlLocaleOf(site), options).format(value);
}
