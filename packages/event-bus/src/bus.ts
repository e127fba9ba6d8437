/**
 * The storefront event bus: typed, namespaced window CustomEvents over the `StorefrontEvents` map of
 * @storefront/contracts. An event `flow` travels as a window event named `storefront:flow` whose `detail`
 * is the payload, so remotes built and deployed separately (even with their own copy of this package)
 * talk through the same channel.
 */
import { EVENT_PREFIX, type StorefrontEventName, type StorefrontEvents } from '@storefront/contracts';

export type { StorefrontEventName, StorefrontEvents } from '@storefront/contracts';
export type BusHandler<K extends StorefrontEventName> = (detail: StorefrontEvents[K], event: CustomEvent<StorefrontEvents[K]>) => void;
export type Unsubscribe = () => void;

/** The window event name of a bus event: `storefront:<key>`. */
export function eventName(name: StorefrontEventName): string {
  return `${EVENT_PREFIX}${name}`;
}

/** Where events are dispatched: the window in a browser, a private target elsewhere (Node, SSR). */
let fallbackTarget: EventTarget | null = null;
function target(): EventTarget {
  if (typeof window !== 'undefined') return window;
  fallbackTarget ??= new EventTarget();
  return fallbackTarget;
}

/** Last payload of each event in this page, kept on the global object so every copy of the package shares it. */
const LAST_KEY = Symbol.for('storefront.event-bus.last');
function lastValues(): Map<StorefrontEventName, unknown> {
  const g = globalThis as unknown as Record<symbol, Map<StorefrontEventName, unknown> | undefined>;
  let map = g[LAST_KEY];
  if (!map) {
    map = new Map();
    g[LAST_KEY] = map;
  }
  return map;
}

/** Emit a bus event. Handlers run synchronously; one failing handler does not stop the others. */
export function emit<K extends StorefrontEventName>(name: K, detail: StorefrontEvents[K]): void {
  lastValues().set(name, detail);
  target().dispatchEvent(new CustomEvent(eventName(name), { detail }));
}

/** Listen to a bus event; returns the function that stops listening. */
export function on<K extends StorefrontEventName>(name: K, handler: BusHandler<K>): Unsubscribe {
  const listener = (event: Event) => {
    const custom = event as CustomEvent<StorefrontEvents[K]>;
    handler(custom.detail, custom);
  };
  const t = target();
  t.addEventListener(eventName(name), listener);
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    t.removeEventListener(eventName(name), listener);
  };
}

/** Listen to the next occurrence of a bus event only; the returned function cancels before it happens. */
export function once<K extends StorefrontEventName>(name: K, handler: BusHandler<K>): Unsubscribe {
  const off = on(name, (detail, event) => {
    off();
    handler(detail, event);
  });
  return off;
}

/** The last payload emitted for an event in this page (for an application mounting after it was sent). */
export function last<K extends StorefrontEventName>(name: K): StorefrontEvents[K] | undefined {
  return lastValues().get(name) as StorefrontEvents[K] | undefined;
}

/** Forget remembered payloads (tests, or the shell on a full reset). */
export function resetLast(): void {
  lastValues().clear();
}

