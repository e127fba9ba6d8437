import { format as formatWithPattern, isValid, parseISO, type Locale } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
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

/**
 * date-fns locales by site (nl_BE uses date-fns' nl-BE; fr_BE uses fr). French, the default site's language, is
 * in the bundle; the others are chunks of their own, loaded by `loadDateLocale` before a remote first renders
 * (remoteLifecycles) and before a site switch takes effect (createI18n's setSite), so a page only downloads its own.
 */
const DATE_FNS_LOADERS: Record<SiteCode, () => Promise<Locale>> = {
  fr_FR: async () => fr,
  fr_BE: async () => fr,
  es_ES: () => import(/* webpackChunkName: "date-locale-es" */ 'date-fns/locale/es').then((m) => m.es),
  nl_NL: () => import(/* webpackChunkName: "date-locale-nl" */ 'date-fns/locale/nl').then((m) => m.nl),
  nl_BE: () => import(/* webpackChunkName: "date-locale-nl-BE" */ 'date-fns/locale/nl-BE').then((m) => m.nlBE),
  it_IT: () => import(/* webpackChunkName: "date-locale-it" */ 'date-fns/locale/it').then((m) => m.it),
};
const dateFnsLocales = new Map<SiteCode, Locale>([
  ['fr_FR', fr],
  ['fr_BE', fr],
]);

/** Loads the site's date-fns locale once (unknown sites: nothing to load, French is used). */
export async function loadDateLocale(site: SiteCode): Promise<void> {
  const load = DATE_FNS_LOADERS[site];
  if (!load || dateFnsLocales.has(site)) return;
  dateFnsLocales.set(site, await load());
}

/** The date-fns locale of a site, once `loadDateLocale(site)` has run (French until then). */
export function dateFnsLocale(site: SiteCode): Locale {
  return dateFnsLocales.get(site) ?? fr;
}

/** A Date from a Date, a timestamp or an ISO string; 'YYYY-MM-DD' is read as a local calendar day. */
export function toDate(value: Date | string | number): Date | null {
  const d = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(d) ? d : null;
}

/** A date-fns pattern ('EEEE d MMMM', 'dd/MM/yyyy'...) in the site's language. Invalid dates give ''. */
export function formatDate(date: Date | string | number, pattern: string, site: SiteCode): string {
  const d = toDate(date);
  if (!d) return '';
  return formatWithPattern(d, pattern, { locale: dateFnsLocale(site) });
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
