import { act, render, screen } from '@testing-library/react';
import { breakpointOf, useIsMobile, RESIZE_DEBOUNCE_MS } from '../index';

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

function resize(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useIsMobile', () => {
  afterEach(() => jest.useRealTimers());

  it('is true below 600 px and recomputed after a debounced resize', () => {
    jest.useFakeTimers();
    resize(1280);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => {
      resize(599);
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 10);
    });
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => {
      resize(400);
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    });
    expect(screen.getByText('mobile')).toBeInTheDocument();
    act(() => {
      resize(600);
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    });
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });

  it('names the breakpoint ranges 600 / 768 / 1024', () => {
    expect(breakpointOf(599)).toBe('mobile');
    expect(breakpointOf(600)).toBe('small');
    expect(breakpointOf(768)).toBe('tablet');
    expect(breakpointOf(1024)).toBe('desktop');
  });
});
