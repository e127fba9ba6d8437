/** React bindings of the event bus (separate entry so the bus itself does not need React). */
import { useEffect, useRef, useState } from 'react';
import { last, on, type BusHandler } from './index';
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
