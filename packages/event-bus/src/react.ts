/** React bindings of the event bus (separate entry so the bus itself does not need React). */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { EMPTY_WISHLIST, last, on, readWishlist, subscribeWishlist, type BusHandler, type Wishlist } from './index';
import type { StorefrontEventName, StorefrontEvents } from '@storefront/contracts';

/**
 * Subscribe to a bus event for the lifetime of the component. The latest `handler` is always called,
 * without re-subscribing when it changes identity.
 */
export function useBusEvent<K extends StorefrontEventName>(name: K, handler: BusHandler<K>): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => on(name, (detail, event) => ref.current(detail, event)), [name]);
}

/** The latest payload of a bus event (the last one emitted before mount, then every new one). */
export function useBusValue<K extends StorefrontEventName>(name: K): StorefrontEvents[K] | undefined;
export function useBusValue<K extends StorefrontEventName>(name: K, initial: StorefrontEvents[K]): StorefrontEvents[K];
export function useBusValue<K extends StorefrontEventName>(name: K, initial?: StorefrontEvents[K]): StorefrontEvents[K] | undefined {
  const [value, setValue] = useState<StorefrontEvents[K] | undefined>(() => last(name) ?? initial);
  useEffect(() => on(name, (detail) => setValue(detail)), [name]);
  return value;
}

/**
 * The visitor's wishlist (./wishlist.ts), re-rendering on every change in any remote or tab. A server render and
 * the hydration that follows it see the empty list, then the stored one (no hydration mismatch).
 */
export function useWishlist(): Wishlist {
  return useSyncExternalStore(subscribeWishlist, readWishlist, () => EMPTY_WISHLIST);
}
