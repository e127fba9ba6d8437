import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { Countdown } from './countdown';
import { isCountdownVisible, remainingUntil } from './countdown-rules';

describe('countdown rules', () => {
  const window = { start: '2025-01-01T00:00:00Z', end: '2025-01-02T00:00:00Z' };
  it('is hidden outside its window, shown inside or without a full window', () => {
    expect(isCountdownVisible(window, Date.parse('2024-12-31T23:59:59Z'))).toBe(false);
    expect(isCountdownVisible(window, Date.parse('2025-01-01T12:00:00Z'))).toBe(true);
    expect(isCountdownVisible(window, Date.parse('2025-01-02T00:00:01Z'))).toBe(false);
    expect(isCountdownVisible({ end: '2025-01-02T00:00:00Z' }, 0)).toBe(true);
  });
  it('never goes below zero', () => {
    expect(remainingUntil('2025-01-01T00:00:00Z', Date.parse('2025-01-01T00:00:05Z')).totalMs).toBe(0);
    expect(remainingUntil('2025-01-02T01:02:03Z', Date.parse('2025-01-01T00:00:00Z'))).toMatchObject({ days: 1, hours: 1, minutes: 2, seconds: 3 });
  });
});

describe('<Countdown>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ticks every second and stops at zero', () => {
    jest.setSystemTime(new Date('2025-01-01T23:59:57Z'));
    renderWithApp(<Countdown countdown={{ start: '2025-01-01T00:00:00Z', end: '2025-01-02T00:00:00Z', label: 'Fin dans' }} />);
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('03s');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('02s');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('00s');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('renders nothing outside its window', () => {
    jest.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const { container } = renderWithApp(<Countdown countdown={{ start: '2025-01-01T00:00:00Z', end: '2025-01-02T00:00:00Z', label: 'x' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
