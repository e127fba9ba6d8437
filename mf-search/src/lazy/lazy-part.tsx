/**
 * Parts of the results page that its first render does not need (calendar, search form on phones, filter
 * contents, sort drawer, map, fallbacks, cancellation) are chunks of their own, fetched when first shown.
 * `preload()` starts the fetch earlier, on intent (pointer over or focus on the control that opens the part).
 * Parts drawn with the on-demand rules (`withStyles`) also fetch the one chunk of those rules (../parts-styles),
 * registered before the part first renders.
 * A part is a `lazyComponent` (@storefront/ui): a render after `preload()` (the hydration of the server's first view)
 * never suspends.
 */
import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '@storefront/ui';

export type LazyPart<P> = LazyComponent<P>;

const partsStyles = () => import(/* webpackChunkName: "parts-styles" */ '../parts-styles');

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: { withStyles?: boolean } = {}): LazyPart<P> {
  return lazyComponent(options.withStyles ? () => Promise.all([load(), partsStyles()]).then(([component]) => component) : load);
}

/** Handlers for a control that opens a lazy part: the chunk starts loading on pointer over or focus. */
export function preloadOnIntent(...parts: { preload: () => Promise<unknown> }[]) {
  const go = () => parts.forEach((p) => void p.preload().catch(() => undefined));
  return { onPointerEnter: go, onFocus: go, onTouchStart: go };
}
