/**
 * Euros as the site's locale writes them (and the site's language they follow). A module of its own (`@storefront/contracts/euros`), not re-exported by
 * the package's index: a build then carries it only in the chunks that format money (the shell's footer,
 * @storefront/i18n), not in every chunk that uses contracts.
 *
 * Written from the CLDR data of the four languages rather than with Intl: a page's first Intl.NumberFormat loads the
 * locale's ICU data, a long task on a phone (the shell's footer, on every page, was one).
 * @storefront/i18n format.test.ts checks these tables against Intl for the six sites' locales.
 */
import { SITES, isSiteCode, type Language, type SiteCode } from './sites';

/** The language of a site (fr_BE -> 'fr'). Unknown values fall back to French, the default site's language. */
export function languageOf(site: SiteCode): Language {
  return isSiteCode(site) ? SITES[site].language : 'fr';
}

/** How a language writes numbers: group separator, the fewest integer digits that get grouped, euro sign first. */
const NUMBER_STYLE: Record<Language, { group: string; minGrouping: number; euroFirst: boolean }> = {
  fr: { group: '\u202f', minGrouping: 4, euroFirst: false },
  es: { group: '.', minGrouping: 5, euroFirst: false },
  nl: { group: '.', minGrouping: 4, euroFirst: true },
  it: { group: '.', minGrouping: 5, euroFirst: false },
};

/** The integer digits with the language's group separators: '1234567' -> '1 234 567' (fr), '1234' -> '1234' (es). */
export function groupDigits(digits: string, language: Language): string {
  const { group, minGrouping } = NUMBER_STYLE[language];
  return digits.length < minGrouping ? digits : digits.replace(/\B(?=(\d{3})+$)/g, group);
}

export interface MoneyOptions {
  /** Decimals shown: 'auto' (default) hides them for whole euros ('129 €') and shows 2 otherwise ('129,50 €'). */
  fractionDigits?: 'auto' | 0 | 2;
}

/**
 * Money from integer cents in euros, as Intl writes it for the site's locale: 12900 -> '129 €' (fr_FR, es_ES,
 * it_IT), '€ 129' (nl_NL, nl_BE); 123450 -> '1 234,50 €' (fr), '1234,50 €' (es, it), '€ 1.234,50' (nl).
 * Non-finite input gives ''.
 */
export function formatMoney(cents: number, site: SiteCode, options: MoneyOptions = {}): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '';
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const wanted = options.fractionDigits ?? 'auto';
  const digits = wanted === 'auto' ? (abs % 100 === 0 ? 0 : 2) : wanted;
  const language = languageOf(site);
  const int = groupDigits(String(digits === 0 ? Math.floor((abs + 50) / 100) : Math.floor(abs / 100)), language);
  const amount = `${whole < 0 ? '-' : ''}${int}${digits === 0 ? '' : `,${String(abs % 100).padStart(2, '0')}`}`;
  return NUMBER_STYLE[language].euroFirst ? `€\u00a0${amount}` : `${amount}\u00a0€`;
}

