/**
 * Parts of the results page that its first render does not need (calendar, search form on phones, filter
 * contents, sort drawer, map, fallbacks, cancellation) are chunks of their own, fetched when first shown.
 * `preload()` starts the fetch earlier, on intent (pointer over or focus on the control that opens the part).
 * Parts drawn with the on-demand rules (`withStyles`) also fetch the one chunk of those rules (../parts-styles),
 * registered before the part first renders.
 * A part is lazy until its chunk has loaded, then the component itself: a render after `preload()` (the hydration of
 * the server's first view) never suspends.
 */
import { lazy, type ComponentType } from 'react';

export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<unknown> };

const partsStyles = () => import(/* webpackChunkName: "parts-styles" */ '../parts-styles');

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: { withStyles?: boolean } = {}): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= (options.withStyles ? Promise.all([load(), partsStyles()]).then(([component]) => component) : load()).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed fetch is retried on the next render
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return Object.assign(Part, { preload });
}

/** Handlers for a control that opens a lazy part: the chunk starts loading on pointer over or focus. */
export function preloadOnIntent(...parts: { preload: () => Promise<unknown> }[]) {
  const go = () => parts.forEach((p) => void p.preload().catch(() => undefined));
  return { onPointerEnter: go, onFocus: go, onTouchStart: go };
}
