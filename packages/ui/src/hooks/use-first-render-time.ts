import { createContext, useContext, useState } from 'react';

/**
 * When the first view a render hydrates was rendered on the server (FirstViewState.renderedAt), null otherwise:
 * RemoteRoot provides it.
 */
export const FirstRenderTimeContext = createContext<number | null>(null);

/**
 * The time a component's first render shows (ms since the epoch): the server's render time when it hydrates a first
 * view, so that what changes with time (a countdown) hydrates as the server rendered it; now otherwise. A component
 * brings itself up to date in an effect.
 */
export function useFirstRenderTime(now: () => number = Date.now): number {
  const rendered = useContext(FirstRenderTimeContext);
  const [time] = useState(() => rendered ?? now());
  return time;
}
