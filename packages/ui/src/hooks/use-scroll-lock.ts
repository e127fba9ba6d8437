import { useEffect } from 'react';

const COUNT = 'sfUiScrollLocks';
const SAVED_OVERFLOW = 'sfUiSavedOverflow';
const SAVED_PADDING = 'sfUiSavedPadding';

/**
 * Lock body scrolling while `active` (site-wide: a modal locks body scrolling while open).
 * Locks are counted on the body, so nested modals (even from different remotes) release it only when the last closes.
 * The scrollbar width is compensated with padding so the page does not shift.
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  const count = Number(body.dataset[COUNT] ?? '0');
  if (count === 0) {
    body.dataset[SAVED_OVERFLOW] = body.style.overflow;
    body.dataset[SAVED_PADDING] = body.style.paddingRight;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  body.dataset[COUNT] = String(count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = Math.max(0, Number(body.dataset[COUNT] ?? '1') - 1);
    if (left === 0) {
      body.style.overflow = body.dataset[SAVED_OVERFLOW] ?? '';
      body.style.paddingRight = body.dataset[SAVED_PADDING] ?? '';
      delete body.dataset[COUNT];
      delete body.dataset[SAVED_OVERFLOW];
      delete body.dataset[SAVED_PADDING];
    } else {
      body.dataset[COUNT] = String(left);
    }
  };
}

export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
