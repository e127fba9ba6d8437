import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Keyboard-focusable elements inside a container, in DOM order (hidden and inert ones left out). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && !el.closest('[hidden]') && el.getAttribute('aria-hidden') !== 'true' && el.tabIndex >= 0,
  );
}

/** Active traps, most recent last: only the top one acts (nested modals). */
const TRAPS_KEY = Symbol.for('storefront.ui.focus-traps');
function traps(): symbol[] {
  const g = globalThis as unknown as Record<symbol, symbol[] | undefined>;
  g[TRAPS_KEY] ??= [];
  return g[TRAPS_KEY];
}

export interface FocusTrapOptions {
  /** Element to focus first (default: the first focusable element, else the container). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to the element that had it before activation (default true). */
  returnFocus?: boolean;
}

/**
 * Keep keyboard focus inside `ref` while active: Tab and Shift+Tab wrap around, focus that escapes
 * (click outside, script) is brought back, and the opener gets focus back on deactivation.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  const { initialFocus, returnFocus = true } = options;
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const id = Symbol('trap');
    const openTraps = traps();
    openTraps.push(id);
    const isTop = () => openTraps[openTraps.length - 1] === id;
    const opener = document.activeElement as HTMLElement | null;
    const first = initialFocus?.current ?? focusableIn(container)[0] ?? container;
    if (!container.contains(document.activeElement)) first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || !isTop()) return;
      const items = focusableIn(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || current === container || !container.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !container.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      const target = event.target as Node | null;
      // Focus moving into another layer opened above (a nested modal, a portal dropdown) is allowed.
      if (target && !container.contains(target) && !(target as Element).closest?.('[data-sf-ui-layer]')) {
        (focusableIn(container)[0] ?? container).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      const at = openTraps.indexOf(id);
      if (at >= 0) openTraps.splice(at, 1);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (returnFocus && opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
    };
  }, [ref, active, initialFocus, returnFocus]);
}
