import { createContext, useContext, useEffect, useState } from 'react';

/** Breakpoints (px, min-width of the next range): mobile < 600 <= small tablet < 768 <= tablet < 1024 <= desktop. */
export const BREAKPOINTS = { mobile: 600, tablet: 768, desktop: 1024 } as const;
/** Screen width re-measured this long after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 150;

export type Breakpoint = 'mobile' | 'small' | 'tablet' | 'desktop';

export function breakpointOf(width: number): Breakpoint {
  if (width < BREAKPOINTS.mobile) return 'mobile';
  if (width < BREAKPOINTS.tablet) return 'small';
  if (width < BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

function currentWidth(): number {
  return typeof window === 'undefined' ? BREAKPOINTS.desktop : window.innerWidth;
}

/**
 * The width a first render assumes instead of the window's: a first view rendered on the server (which has no
 * window) and its hydration in the browser use the same one, then the real width takes over after hydration.
 */
export const InitialWidthContext = createContext<number | null>(null);

/** The window width, recomputed on debounced resize (spec: screen width is debounced). */
export function useWindowWidth(debounceMs = RESIZE_DEBOUNCE_MS): number {
  const initial = useContext(InitialWidthContext);
  const [width, setWidth] = useState(() => initial ?? currentWidth());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(currentWidth()), debounceMs);
    };
    window.addEventListener('resize', onResize);
    setWidth(currentWidth());
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [debounceMs]);
  return width;
}

/** The current breakpoint range. */
export function useBreakpoint(): Breakpoint {
  return breakpointOf(useWindowWidth());
}

/** Mobile versus desktop (width below 600 px), recomputed on debounced resize. */
export function useIsMobile(breakpoint: number = BREAKPOINTS.mobile): boolean {
  return useWindowWidth() < breakpoint;
}
