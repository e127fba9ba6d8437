import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { FirstViewHead, FirstViewState } from '@storefront/contracts';

/**
 * The server's first view a remote's render belongs to (@storefront/contracts first-view.ts): on the server, the view
 * it renders; in the browser, the view it hydrates; null for a page the browser renders. RemoteRoot provides it.
 */
export const FirstViewContext = createContext<FirstViewState | null>(null);

/** The first view of this render, or null. */
export function useFirstView(): FirstViewState | null {
  return useContext(FirstViewContext);
}

/** How a component reads an answer itself (its fetcher), for the server to read it first (see useFirstViewData). */
export type FirstViewRead<T = unknown> = (signal: AbortSignal) => Promise<T>;

/**
 * On the server, while a first view renders: the reads its components asked for and did not have, by key
 * (prerenderFirstView runs them, adds their answers to the view and renders it again). Null in a browser.
 */
export const FirstViewReadsContext = createContext<Map<string, FirstViewRead> | null>(null);

/**
 * The answer of `key` the first view was rendered with (by the key the component loads it with), or undefined: a
 * component starts from it instead of a loading state, so the browser's first render matches the server's markup.
 * Given `read`, a render on the server that lacks the answer asks for it (see FirstViewReadsContext).
 */
export function useFirstViewData<T>(key: string | null, read?: FirstViewRead<T>): T | undefined {
  const data = useContext(FirstViewContext)?.data;
  const reads = useContext(FirstViewReadsContext);
  if (key === null) return undefined;
  if (data && Object.hasOwn(data, key)) return data[key] as T;
  if (read && reads && !reads.has(key)) reads.set(key, read);
  return undefined;
}

/**
 * The path and query of the page on the server, which has no window: the first view's URL there, null in a browser
 * (which reads its own location; the view it hydrates was rendered for that same path and query).
 */
export function useServerUrl(): string | null {
  const url = useContext(FirstViewContext)?.url ?? null;
  return typeof window === 'undefined' ? url : null;
}

/** A location's parts, as a remote's location snapshot has them. */
export interface LocationParts {
  href: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * useServerUrl as a location (its href on a placeholder origin): what a remote's location hook gives its render on
 * the server (useSyncExternalStore's server snapshot); null in a browser.
 */
export function useServerLocation(): LocationParts | null {
  const url = useServerUrl();
  return useMemo(() => {
    if (url === null) return null;
    const { href, pathname, search, hash } = new URL(url, 'http://first-view.invalid');
    return { href, pathname, search, hash };
  }, [url]);
}

/**
 * The time a component's first render shows (ms since the epoch): the server's render time when it hydrates a first
 * view (FirstViewState.renderedAt), so that what changes with time (a countdown) hydrates as the server rendered it;
 * now otherwise. A component brings itself up to date in an effect.
 */
export function useFirstRenderTime(now: () => number = Date.now): number {
  const rendered = useContext(FirstViewContext)?.renderedAt;
  const [time] = useState(() => rendered ?? now());
  return time;
}

/** On the server, while a first view renders: the head its components set (see usePageHead). Null in a browser. */
export const FirstViewHeadContext = createContext<FirstViewHead | null>(null);

function meta(name: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  return element;
}

/**
 * The page's title, description and robots, for the fields given: set in the document's head once rendered in a
 * browser; recorded for the page's HTML while the server renders a first view, so that its head is the page's own
 * before any script runs. `restoreRobots` puts back the robots a page replaced when it unmounts.
 */
export function usePageHead(head: FirstViewHead | null, options: { restoreRobots?: boolean } = {}): void {
  const serverHead = useContext(FirstViewHeadContext);
  if (serverHead && head) Object.assign(serverHead, definedOf(head));
  const { title, description, robots } = head ?? {};
  const { restoreRobots = false } = options;
  useEffect(() => {
    if (title) document.title = title;
    if (description !== undefined) meta('description').content = description;
  }, [title, description]);
  useEffect(() => {
    if (robots === undefined) return;
    const element = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = element?.content;
    meta('robots').content = robots;
    if (!restoreRobots) return;
    return () => {
      if (previous === undefined) document.head.querySelector('meta[name="robots"]')?.remove();
      else meta('robots').content = previous;
    };
  }, [robots, restoreRobots]);
}

function definedOf(head: FirstViewHead): FirstViewHead {
  return Object.fromEntries(Object.entries(head).filter(([, value]) => value !== undefined && value !== ''));
}
