/**
 * Decorative applications (mf_content's banners) start once the page's own content is in: the page application
 * in the main slot has settled (mounted, failed, or slow enough to show its retry message) and the slot shows no
 * loading placeholder any more (LOADING_PLACEHOLDER_SELECTOR: aria-busy regions, skeletons). The page's JavaScript
 * and data thus come first on the network and on the main thread. `maxWaitMs` bounds the wait.
 */
import { LOADING_PLACEHOLDER_SELECTOR } from '@storefront/contracts';

/** Longest wait of the banners for the main content (their space stays reserved meanwhile, see reserved-space.ts). */
export const BANNERS_MAX_WAIT_MS = 3000;

export interface MainSlotSignal {
  /** The page application in the main slot has settled (idempotent). */
  settled(): void;
  /** Resolves once the main content is in (see above), or after `maxWaitMs`; at once after the first time. */
  wait(maxWaitMs: number): Promise<void>;
}

export function mainSlotSignal(slot: () => HTMLElement | null): MainSlotSignal {
  let settled = false;
  let ready = false;
  const waiting = new Set<() => void>();
  let observer: MutationObserver | null = null;

  const contentIn = () => {
    const el = slot();
    return !!el && el.childElementCount > 0 && !el.querySelector(LOADING_PLACEHOLDER_SELECTOR);
  };
  const finish = () => {
    ready = true;
    observer?.disconnect();
    observer = null;
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  const check = () => {
    if (settled && !ready && contentIn()) finish();
  };

  return {
    settled() {
      if (settled) return;
      settled = true;
      check();
      const el = slot();
      if (!ready && el && typeof MutationObserver === 'function') {
        observer = new MutationObserver(check);
        observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
      }
    },
    wait(maxWaitMs: number) {
      if (ready) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          ready = true; // later navigations do not wait again
          resolve();
        };
        const timer = setTimeout(done, maxWaitMs);
        waiting.add(done);
      });
    },
  };
}
