import { formatDate, formatMoney, formatNumber, formatScore, toDate } from './index';

/** Intl separates with (narrow) no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats cents as euros with Intl for each site', () => {
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
    expect(formatNumber(4.5, 'nl_NL')).toBe('4,5');
  });
});

describe('prepareMoneyFormats', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("creates the site's formats in tasks of their own, so that the first prices create none", () => {
    jest.useFakeTimers();
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./format') as typeof import('./format');
      const created = jest.spyOn(Intl, 'NumberFormat');
      fresh.prepareMoneyFormats('it_IT');
      expect(created).not.toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(created).toHaveBeenCalledTimes(2);
      expect(plain(fresh.formatMoney(12900, 'it_IT'))).toBe('129 €');
      expect(plain(fresh.formatMoney(12950, 'it_IT'))).toBe('129,50 €');
      expect(created).toHaveBeenCalledTimes(2);
    });
  });
});
