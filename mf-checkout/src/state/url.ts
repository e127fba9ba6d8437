/**
 * URL is the state (site-wide §2): the booking step's criteria in the hash, read and written with
 * @storefront/criteria's booking-step codec; the page kind from the shell's route table.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useFirstView } from '@storefront/ui';
import { matchRoute, type RouteMatch, type StorefrontContext } from '@storefront/contracts';
// the booking-step codec alone, bundled here: the checkout needs none of the shared criteria model (9 KB gzip)
import { parseBookingHash, serialiseBookingHash, type BookingHash } from '@storefront/criteria/booking-hash';

/** Fired on the window after mf-checkout rewrote the hash itself. */
export const URL_CHANGED_EVENT = 'storefront:checkout-url';

export interface LocationSnapshot {
  href: string;
  pathname: string;
  search: string;
  /** null while the server renders the checkout's first view and the browser hydrates it: the server never sees it */
  hash: string | null;
}

let last: LocationSnapshot | null = null;
function snapshot(): LocationSnapshot {
  const { href, pathname, search, hash } = window.location;
  if (!last || last.href !== href) last = { href, pathname, search, hash };
  return last;
}

const EVENTS = ['popstate', 'hashchange', 'single-spa:routing-event', URL_CHANGED_EVENT];
function subscribe(onChange: () => void): () => void {
  for (const e of EVENTS) window.addEventListener(e, onChange);
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange);
  };
}

/** The location of a first view: its path and query, the hash not known (docs/decisions/0142). */
function firstViewSnapshot(url: string): LocationSnapshot {
  const { href, pathname, search } = new URL(url, 'http://first-view.invalid');
  return { href, pathname, search, hash: null };
}

/**
 * The current location, re-rendering on every navigation and hash change. Rendering or hydrating a first view, it is
 * the view's (the hash null); React renders again with the browser's own location once the view is hydrated.
 */
export function useLocationSnapshot(): LocationSnapshot {
  const url = useFirstView()?.url;
  const server = useMemo(() => (url !== undefined ? firstViewSnapshot(url) : null), [url]);
  return useSyncExternalStore(subscribe, snapshot, server ? () => server : snapshot);
}

/** The page at `href`: checkout, confirmation, or another kind (not found here). */
export function checkoutRouteOf(href: string, context: StorefrontContext): RouteMatch {
  return matchRoute(href || '/', context.locale, context.routing ?? { toggles: { boxes: context.toggles.boxes, activityOnly: context.toggles.activityOnly } });
}

/** Change the booking step's hash in place (no navigation, no history entry). */
export function writeBookingHash(hash: Partial<BookingHash>): void {
  const url = new URL(window.location.href);
  url.hash = serialiseBookingHash(hash);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  window.dispatchEvent(new Event(URL_CHANGED_EVENT));
}

export { parseBookingHash };
