/**
 * A component from a chunk of its own (a page of a remote, a part of a page shown later): lazy (React.lazy, inside a
 * Suspense boundary) until its chunk has loaded, then the component itself. `preload()` starts the fetch earlier (a
 * remote preloads the page it is about to show, a control the part it opens, on intent); a render after it never
 * suspends, so the page appears whole, without a loading fallback its content then replaces (a layout shift), and a
 * server's first view hydrates at once.
 */
import { lazy, useRef, type ComponentType } from 'react';

export type LazyComponent<P> = ComponentType<P> & {
  /** Loads the chunk once; a failed fetch is tried again by the next call. */
  preload: () => Promise<ComponentType<P>>;
};

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Loadable(props: P) {
    // the type it mounted with, for as long as it is mounted: a mounted lazy wrapper that gave way to the component
    // itself would be another element type, and React would mount the subtree afresh (its DOM, its state, the focus)
    const mounted = useRef<ComponentType<P> | null>(null);
    mounted.current ??= loaded ?? Lazy;
    const Loaded = mounted.current;
    return <Loaded {...props} />;
  }
  return Object.assign(Loadable, { preload });
}
