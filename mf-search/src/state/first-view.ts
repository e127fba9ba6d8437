/**
 * The server's first view (@storefront/contracts first-view.ts) as mf-search's components see it: the path and query
 * it was rendered for (the server has no window) and the answers its render used, by the key each component loads
 * them with. The browser's hydration starts from the same answers, so its first render matches the server's markup.
 */
import { createContext, useContext } from 'react';
import type { FirstViewState } from '@storefront/contracts';

export const FirstViewContext = createContext<FirstViewState | null>(null);

/** The first view's answer of `key`, when the page was rendered by the server with it. */
export function useFirstViewData<T>(key: string): T | undefined {
  const data = useContext(FirstViewContext)?.data;
  return data && Object.hasOwn(data, key) ? (data[key] as T) : undefined;
}
