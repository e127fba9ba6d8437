/**
 * The server reserves the banners' estimated height in the first HTML (#sf-banners[data-reserve], min-height
 * from packages/server/src/banner-space.ts) so the header does not move when mf_content's banners arrive.
 * Once they are in, the slot sizes itself again: as soon as its content is as tall as the reservation, or when
 * shorter content has stopped changing for `settleMs`, or after `maxMs` if nothing came (remote failed, no data).
 */
import { RESERVE_ATTRIBUTE } from '@storefront/contracts';

export interface ReleaseOptions {
  settleMs?: number;
  maxMs?: number;
}

export function releaseReservedSpace(slot: HTMLElement | null, { settleMs = 2000, maxMs = 10_000 }: ReleaseOptions = {}): void {
  if (!slot || !slot.hasAttribute(RESERVE_ATTRIBUTE)) return;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const contentHeight = () => Array.from(slot.children).reduce((h, child) => h + child.getBoundingClientRect().height, 0);
  const release = () => {
    observer.disconnect();
    clearTimeout(settle);
    clearTimeout(deadline);
    slot.removeAttribute(RESERVE_ATTRIBUTE);
  };
  const check = () => {
    const content = contentHeight();
    if (content <= 0) return;
    if (content >= slot.getBoundingClientRect().height - 1) return release();
    clearTimeout(settle);
    settle = setTimeout(release, settleMs);
  };
  const observer = new MutationObserver(check);
  observer.observe(slot, { childList: true, subtree: true, characterData: true });
  const deadline = setTimeout(release, maxMs);
  check();
}
