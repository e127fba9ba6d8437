/**
 * The server reserves the banners' estimated height in the first HTML (#sf-banners[data-reserve], min-height
 * from packages/server/src/banner-space.ts) so the header does not move when mf_content's banners arrive.
 * Once they are in, the slot sizes itself again: as soon as its content is as tall as the reservation, or when
 * shorter content has stopped changing size for `settleMs`, or after `maxMs` if nothing came (remote failed, no data).
 * Sizes come from a ResizeObserver, which the browser feeds after its own layout: reading them never forces one
 * (reading layout in a MutationObserver did, while the banners were being inserted).
 */
import { RESERVE_ATTRIBUTE } from '@storefront/contracts';

export interface ReleaseOptions {
  settleMs?: number;
  maxMs?: number;
}

export function releaseReservedSpace(slot: HTMLElement | null, { settleMs = 2000, maxMs = 10_000 }: ReleaseOptions = {}): void {
  if (!slot || !slot.hasAttribute(RESERVE_ATTRIBUTE)) return;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let slotHeight = 0;
  const heights = new Map<Element, number>();
  const release = () => {
    sizes.disconnect();
    children.disconnect();
    clearTimeout(settle);
    clearTimeout(deadline);
    slot.removeAttribute(RESERVE_ATTRIBUTE);
  };
  const check = () => {
    const content = [...heights.values()].reduce((sum, h) => sum + h, 0);
    if (content <= 0) return;
    if (content >= slotHeight - 1) return release();
    clearTimeout(settle);
    settle = setTimeout(release, settleMs);
  };
  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      if (entry.target === slot) slotHeight = height;
      else if (heights.has(entry.target)) heights.set(entry.target, height);
    }
    check();
  });
  // the slot's children are measured (their content resizes them); children come and go with the remote
  const watchChildren = () => {
    for (const child of [...heights.keys()]) {
      if (child.parentElement === slot) continue;
      sizes.unobserve(child);
      heights.delete(child);
    }
    for (const child of Array.from(slot.children)) {
      if (heights.has(child)) continue;
      heights.set(child, 0);
      sizes.observe(child);
    }
  };
  const children = new MutationObserver(watchChildren);
  children.observe(slot, { childList: true });
  sizes.observe(slot);
  watchChildren();
  const deadline = setTimeout(release, maxMs);
}
