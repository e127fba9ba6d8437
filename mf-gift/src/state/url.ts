/** The location as React state, and the page kind of an address from the shell's route table (site-wide §2). */
import { useSyncExternalStore } from 'react';
import { matchRoute, type RouteMatch, type StorefrontContext } from '@storefront/contracts';
import { useServerLocation } from '@storefront/ui';

export interface LocationSnapshot {
  href: string;
  pathname: string;
  search: string;
  hash: string;
}

let last: LocationSnapshot | null = null;
function snapshot(): LocationSnapshot {
  const { href, pathname, search, hash } = window.location;
  if (!last || last.href !== href) last = { href, pathname, search, hash };
  return last;
}

/** Fired after mf-gift rewrites the address in place (replaceState fires no event of its own). */
export const URL_CHANGED_EVENT = 'storefront:gift-url';
const EVENTS = ['popstate', 'hashchange', 'single-spa:routing-event', URL_CHANGED_EVENT];
function subscribe(onChange: () => void): () => void {
  for (const e of EVENTS) window.addEventListener(e, onChange);
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange);
  };
}

/**
 * The current location, re-rendering on every navigation and hash change; on the server (a first view, which has no
 * window) the path and query it renders.
 */
export function useLocationSnapshot(): LocationSnapshot {
  const server = useServerLocation();
  return useSyncExternalStore(subscribe, snapshot, server ? () => server : snapshot);
}

/** The page at `href` (giftcard, giftSetup, box, giftBoxes, beneficiary, or another kind: not found here). */
export function giftRouteOf(href: string, context: StorefrontContext): RouteMatch {
  return matchRoute(href || '/', context.locale, context.routing ?? { toggles: { boxes: context.toggles.boxes, activityOnly: context.toggles.activityOnly } });
}

/** Rewrites the address in place (no history entry) and tells the location subscribers. */
export function replaceUrl(url: string): void {
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(URL_CHANGED_EVENT));
}
