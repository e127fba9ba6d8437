import { formatDate, formatMoney, formatNumber, formatScore, toDate } from './index';

/** Intl separates with (narrow) no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats cents as euros for each site', () => {
    expect(plain(formatMoney(12900, 'fr_FR'))).toBe('129 €');
    expect(plain(formatMoney(12900, 'fr_BE'))).toBe('129 €');
    expect(plain(formatMoney(12900, 'es_ES'))).toBe('129 €');
    expect(plain(formatMoney(12900, 'it_IT'))).toBe('129 €');
    expect(plain(formatMoney(12900, 'nl_NL'))).toBe('€ 129');
    expect(plain(formatMoney(12900, 'nl_BE'))).toBe('€ 129');
  });
  it('shows decimals only when the amount has cents, unless asked', () => {
    expect(plain(formatMoney(129050, 'fr_FR'))).toBe('1 290,50 €');
    expect(plain(formatMoney(129050, 'nl_NL'))).toBe('€ 1.290,50');
    expect(plain(formatMoney(12900, 'fr_FR', { fractionDigits: 2 }))).toBe('129,00 €');
    expect(plain(formatMoney(12950, 'fr_FR', { fractionDigits: 0 }))).toBe('130 €');
  });
  it('returns an empty string for non-numbers', () => {
    expect(formatMoney(NaN, 'fr_FR')).toBe('');
    expect(formatMoney(undefined as never, 'fr_FR')).toBe('');
    expect(formatMoney(Infinity, 'fr_FR')).toBe('');
  });
});

describe('dates', () => {
  it('reads ISO days as local calendar days', () => {
    const d = toDate('2025-03-09');
    expect(d?.getFullYear()).toBe(2025);
    expect(d?.getMonth()).toBe(2);
    expect(d?.getDate()).toBe(9);
    expect(toDate('not a date')).toBeNull();
  });
  it('formats patterns in each site\'s language (Intl names), as date-fns patterns did', () => {
    expect(formatDate('2025-03-09', 'EEEE d MMMM', 'fr_FR')).toBe('dimanche 9 mars');
    expect(formatDate('2025-03-09', 'EEEE d MMMM', 'es_ES')).toBe('domingo 9 marzo');
    expect(formatDate('2025-03-09', 'EEEE d MMMM', 'nl_NL')).toBe('zondag 9 maart');
    expect(formatDate('2025-03-09', 'EEEE d MMMM', 'it_IT')).toBe('domenica 9 marzo');
    expect(formatDate('2025-03-09', 'EEEE d MMMM yyyy', 'nl_BE')).toBe('zondag 9 maart 2025');
    expect(formatDate('2025-12-05', 'EEE d MMM', 'fr_FR')).toBe('ven. 5 déc.');
    expect(formatDate('2025-12-05', 'EEE d MMM', 'es_ES')).toBe('vie 5 dic');
    expect(formatDate('2025-12-05', 'EEE d MMM yyyy', 'it_IT')).toBe('ven 5 dic 2025');
    expect(formatDate('2025-12-05', 'MMMM yyyy', 'fr_BE')).toBe('décembre 2025');
    expect(formatDate(new Date(2025, 2, 9), 'dd/MM/yyyy', 'fr_FR')).toBe('09/03/2025');
    expect(formatDate('2025-03-09', 'PPP', 'es_ES')).toBe('9 de marzo de 2025');
    expect(formatDate('2025-03-09', 'PPP', 'nl_NL')).toBe('9 maart 2025');
  });
  it('gives two-letter weekdays for calendar headers (EEEEEE)', () => {
    // Monday 10 to Sunday 16 March 2025
    const week = (site: 'fr_FR' | 'es_ES' | 'nl_BE' | 'it_IT') => Array.from({ length: 7 }, (_, i) => formatDate(new Date(2025, 2, 10 + i), 'EEEEEE', site)).join(' ');
    expect(week('fr_FR')).toBe('lu ma me je ve sa di');
    expect(week('es_ES')).toBe('lu ma mi ju vi sá do');
    expect(week('nl_BE')).toBe('ma di wo do vr za zo');
    expect(week('it_IT')).toBe('lu ma me gi ve sa do');
  });
  it('gives an empty string for an invalid date and copies what is not a token', () => {
    expect(formatDate('2025-02-30x', 'd MMM', 'fr_FR')).toBe('');
    expect(formatDate('not a date', 'd MMM', 'fr_FR')).toBe('');
    expect(formatDate('2025-03-09', "d MMM, 'à' x", 'fr_FR')).toBe("9 mars, 'à' x");
  });
});

describe('formatScore', () => {
  it('shows one decimal with a comma', () => {
    expect(formatScore(8.66)).toBe('8,7');
    expect(formatScore(9)).toBe('9,0');
    expect(formatScore(8.05)).toBe('8,1');
    expect(formatScore(10)).toBe('10,0');
  });
  it('returns an empty string when missing', () => {
    expect(formatScore(undefined)).toBe('');
    expect(formatScore(null)).toBe('');
    expect(formatScore(NaN)).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups and uses the decimal comma of the site', () => {
    expect(plain(formatNumber(4146, 'fr_FR'))).toBe('4 146');
    expect(formatNumber(4146, 'es_ES')).toBe('4146');
    expect(formatNumber(41460, 'es_ES')).toBe('41.460');
    expect(formatNumber(4.5, 'nl_NL')).toBe('4,5');
    expect(formatNumber(8.66, 'it_IT', 1)).toBe('8,7');
    expect(formatNumber(NaN, 'it_IT')).toBe('');
  });
});

/**
 * The tables and rules of format.ts write what Intl writes for the six sites' locales (Node's ICU, the CLDR data
 * browsers ship): the server's first view and the browser agree with Intl without loading its data on a page.
 */
describe('agreement with Intl', () => {
  const SITES_ = ['fr_FR', 'fr_BE', 'es_ES', 'nl_BE', 'nl_NL', 'it_IT'] as const;
  const tag = (site: string) => site.replace('_', '-');
  // a fixed pseudo-random sequence (no flaky inputs): amounts from cents to tens of millions of euros
  const amounts = Array.from({ length: 400 }, (_, i) => Math.round(Math.abs(Math.sin(i + 1)) * 10 ** (i % 10)));
  const samples = [0, 1, 5, 49, 50, 99, 100, 150, 999, 1000, 9999, 99_999, 100_000, 123_450, 999_999, 1_000_000, 12_345_678, ...amounts];

  it.each(SITES_)('money in %s', (site) => {
    for (const cents of [...samples, ...samples.map((c) => -c).filter(Boolean)]) {
      for (const fractionDigits of [0, 2] as const) {
        const intl = new Intl.NumberFormat(tag(site), { style: 'currency', currency: 'EUR', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
        expect([cents, formatMoney(cents, site, { fractionDigits })]).toEqual([cents, intl.format(cents / 100)]);
      }
    }
  });

  it.each(SITES_)('numbers and scores in %s', (site) => {
    const values = [...samples, ...samples.map((c) => c / 100), ...samples.map((c) => -c / 1000)];
    for (let score = 0; score <= 1000; score += 1) values.push(score / 100);
    for (const max of [0, 1, 3]) {
      const intl = new Intl.NumberFormat(tag(site), { maximumFractionDigits: max });
      for (const value of values) expect([value, formatNumber(value, site, max)]).toEqual([value, intl.format(value)]);
    }
  });

  it.each(SITES_)('month and weekday names and the long date in %s', (site) => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag(site), options);
    for (let month = 0; month < 12; month += 1) {
      const d = new Date(2025, month, 1 + month * 2);
      expect(formatDate(d, 'MMMM', site)).toBe(intl({ month: 'long' }).format(d));
      expect(formatDate(d, 'MMM', site)).toBe(intl({ month: 'short' }).format(d));
      expect(formatDate(d, 'PPP', site)).toBe(intl({ dateStyle: 'long' }).format(d));
    }
    for (let day = 0; day < 7; day += 1) {
      const d = new Date(2025, 5, 1 + day);
      expect(formatDate(d, 'EEEE', site)).toBe(intl({ weekday: 'long' }).format(d));
      expect(formatDate(d, 'EEE', site)).toBe(intl({ weekday: 'short' }).format(d));
    }
  });
});
