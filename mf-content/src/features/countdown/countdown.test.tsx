import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { FirstViewContext } from '@storefront/ui';
import { ContentProviders } from '../../app-context';
import { renderWithApp, testContext } from '../../../test/render';
import { Countdown } from './countdown';
import { SITES, SITE_CODES, type SiteCode } from '@storefront/contracts';
import {
  DAYS_ONLY_FROM,
  formatRemaining,
  type CountdownUnit,
  type Remaining,
  isCountdownVisible,
  msUntilStart,
  remainingUntil,
  unitsShown,
} from './countdown-rules';

const at = (iso: string) => Date.parse(iso);
/** Intl puts no-break spaces between numbers and units: compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const spoken = () => plain(screen.getByRole('timer').getAttribute('aria-label'));

describe('countdown rules', () => {
  const window = { start: '2025-01-01T00:00:00Z', end: '2025-01-02T00:00:00Z' };
  it('is shown inside [start, end) only, and never without a valid end', () => {
    expect(isCountdownVisible(window, at('2024-12-31T23:59:59Z'))).toBe(false);
    expect(isCountdownVisible(window, at('2025-01-01T00:00:00Z'))).toBe(true);
    expect(isCountdownVisible(window, at('2025-01-01T12:00:00Z'))).toBe(true);
    expect(isCountdownVisible(window, at('2025-01-02T00:00:00Z'))).toBe(false);
    expect(isCountdownVisible({ end: '2025-01-02T00:00:00Z' }, 0)).toBe(true);
    expect(
      isCountdownVisible({ start: '2025-01-01T00:00:00Z', end: 'soon' }, at('2025-01-01T01:00:00Z')),
    ).toBe(false);
  });

  it('knows how long until the window opens', () => {
    expect(msUntilStart(window, at('2024-12-31T23:59:00Z'))).toBe(60_000);
    expect(msUntilStart(window, at('2025-01-01T00:00:01Z'))).toBeNull();
  });

  it('never goes below zero', () => {
    expect(remainingUntil('2025-01-01T00:00:00Z', at('2025-01-01T00:00:05Z')).totalMs).toBe(0);
    expect(remainingUntil('2025-01-02T01:02:03Z', at('2025-01-01T00:00:00Z'))).toMatchObject({
      days: 1,
      hours: 1,
      minutes: 2,
      seconds: 3,
    });
  });

  it('shows days only from 100 days, no days under a day', () => {
    const r = (days: number) => ({ totalMs: 1, days, hours: 1, minutes: 2, seconds: 3 });
    expect(unitsShown(r(DAYS_ONLY_FROM + 1400))).toEqual(['day']);
    expect(unitsShown(r(DAYS_ONLY_FROM))).toEqual(['day']);
    expect(unitsShown(r(99))).toEqual(['day', 'hour', 'minute', 'second']);
    expect(unitsShown(r(0))).toEqual(['hour', 'minute', 'second']);
  });

  it('formats with the locale (short to see, long to hear)', () => {
    const r = { totalMs: 1, days: 12, hours: 5, minutes: 3, seconds: 9 };
    expect(
      plain(
        formatRemaining(r, 'fr_FR')
          .parts.map((p) => p.text)
          .join(' '),
      ),
    ).toBe('12j 05h 03min 09s');
    expect(plain(formatRemaining(r, 'fr_FR').long)).toBe('12 jours, 5 heures, 3 minutes et 9 secondes');
    expect(plain(formatRemaining(r, 'es_ES').long)).toBe('12 días, 5 horas, 3 minutos y 9 segundos');
    expect(plain(formatRemaining(r, 'it_IT').long)).toBe('12 giorni, 5 ore, 3 minuti e 9 secondi');
    expect(plain(formatRemaining({ ...r, days: 1500 }, 'nl_BE').long)).toBe('1.500 dagen');
    expect(
      plain(formatRemaining({ totalMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0 }, 'fr_FR').long),
    ).toBe('0 seconde');
  });
});

describe('countdown text agrees with Intl', () => {
  /** What Intl.NumberFormat (unit style) and Intl.ListFormat write, as the countdown wrote it with them before. */
  function withIntl(remaining: Remaining, site: SiteCode) {
    const locale = SITES[site].htmlLang;
    const unitFormat = (unit: CountdownUnit, unitDisplay: 'narrow' | 'long', minimumIntegerDigits = 1) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay, minimumIntegerDigits });
    const units = unitsShown(remaining);
    const parts = units.map((unit, i) => ({ unit, text: unitFormat(unit, 'narrow', i > 0 ? 2 : 1).format(remaining[VALUE_OF[unit]]) }));
    const spoken = units.filter((unit) => remaining[VALUE_OF[unit]] > 0);
    const long = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      (spoken.length ? spoken : (['second'] as CountdownUnit[])).map((unit) => unitFormat(unit, 'long').format(remaining[VALUE_OF[unit]])),
    );
    return { parts, long };
  }
  const VALUE_OF = { day: 'days', hour: 'hours', minute: 'minutes', second: 'seconds' } as const;

  it.each(SITE_CODES)('%s: every unit, count and list, to the character', (site) => {
    const cases: Remaining[] = [];
    for (const days of [0, 1, 2, 5, 11, 21, 99, 100, 101, 1000, 1500, 12345]) {
      for (const [hours, minutes, seconds] of [[0, 0, 0], [1, 1, 1], [0, 0, 1], [2, 0, 0], [5, 3, 9], [23, 59, 59], [10, 21, 31]] as const) {
        cases.push({ totalMs: 1, days, hours, minutes, seconds });
      }
    }
    for (const remaining of cases) expect(formatRemaining(remaining, site)).toEqual(withIntl(remaining, site));
  });
});

describe('<Countdown>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ticks every second and stops at zero', () => {
    jest.setSystemTime(new Date('2025-01-01T23:59:57Z'));
    renderWithApp(
      <Countdown
        countdown={{ start: '2025-01-01T00:00:00Z', end: '2025-01-02T00:00:00Z', label: 'Fin dans' }}
      />,
    );
    expect(screen.getByTestId('countdown-second')).toHaveTextContent('03s');
    expect(screen.queryByTestId('countdown-day')).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown-second')).toHaveTextContent('02s');
    expect(spoken()).toBe('Fin dans 2 secondes');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('countdown-second')).toHaveTextContent('00s');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows days, hours, minutes and seconds in the site language', () => {
    jest.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    renderWithApp(
      <Countdown countdown={{ start: '2024-12-01T00:00:00Z', end: '2025-01-13T05:03:09Z', label: 'Nog' }} />,
      testContext('nl_BE'),
    );
    expect(spoken()).toBe('Nog 12 dagen, 5 uur, 3 minuten en 9 seconden');
    expect(screen.getByTestId('countdown-day')).toHaveTextContent(/^12\s?d$/);
  });

  it('shows only the days for a long promotion', () => {
    jest.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    renderWithApp(
      <Countdown
        countdown={{ start: '2024-12-01T00:00:00Z', end: '2029-02-09T00:00:00Z', label: 'Fin dans' }}
      />,
    );
    expect(spoken()).toBe('Fin dans 1 500 jours');
    expect(screen.queryByTestId('countdown-second')).toBeNull();
  });

  it('renders nothing outside its window and appears when the window opens', () => {
    jest.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const { container, unmount } = renderWithApp(
      <Countdown countdown={{ start: '2025-01-01T00:00:00Z', end: '2025-01-02T00:00:00Z', label: 'x' }} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(jest.getTimerCount()).toBe(0);
    unmount();
    jest.setSystemTime(new Date('2024-12-31T23:59:58Z'));
    renderWithApp(
      <Countdown
        countdown={{ start: '2025-01-01T00:00:00Z', end: '2025-01-02T00:00:00Z', label: 'Fin dans' }}
      />,
    );
    expect(screen.queryByRole('timer')).toBeNull();
    act(() => jest.advanceTimersByTime(2000));
    expect(spoken()).toBe('Fin dans 1 jour');
  });

  it('hydrates the time the server rendered (no mismatch), then shows the time left now', () => {
    const countdown = { start: '2025-01-01T00:00:00Z', end: '2025-01-02T00:00:00Z', label: 'Fin dans' };
    const view = (renderedAt: number) => (
      <FirstViewContext.Provider
        value={{ remote: 'mf-content', url: '/', viewport: 'desktop', renderedAt, data: {} }}
      >
        <ContentProviders context={testContext()}>
          <Countdown countdown={countdown} />
        </ContentProviders>
      </FirstViewContext.Provider>
    );
    const renderedAt = at('2025-01-01T23:59:50Z');
    jest.setSystemTime(renderedAt);
    const container = document.createElement('div');
    container.innerHTML = renderToString(view(renderedAt));
    document.body.append(container);
    expect(container.querySelector('[data-testid="countdown-second"]')).toHaveTextContent('10s');
    // the browser hydrates 3 s later
    jest.setSystemTime(at('2025-01-01T23:59:53Z'));
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, view(renderedAt), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByTestId('countdown-second')).toHaveTextContent('07s');
    act(() => root?.unmount());
    container.remove();
  });
});
