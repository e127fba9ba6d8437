/**
 * The single-spa lifecycles every remote exposes at './spa': React 19 createRoot through ReactDOMClient,
 * the remote's style sheets in use while it is mounted and an optional step awaited
 * before the first render (for example the site's message chunk, so the first paint already has its texts).
 */
import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import {
  EARLY_CLICK_ATTRIBUTE,
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_ELEMENT_ID,
  FIRST_VIEW_STYLE_ATTRIBUTE,
  FIRST_VIEW_WIDTHS,
  HYDRATING_ATTRIBUTE,
  nextTask,
  type FirstViewState,
  type LoadRemote,
  type RemoteLifecycleProps,
  type StorefrontContext,
} from '@storefront/contracts';
import { InitialWidthContext } from '../hooks/use-is-mobile';
import { FirstViewContext } from '../hooks/first-view';
import { AllIncentiveContext } from '../components/review-score';

export type RemoteAppProps = RemoteLifecycleProps & AppProps;
type Props = RemoteAppProps;

/** What a remote's './spa' module exports. */
export interface RemoteLifecycles {
  bootstrap(props: Props): Promise<unknown>;
  mount(props: Props): Promise<void>;
  unmount(props: Props): Promise<void>;
  update(props: Props): Promise<unknown>;
}

/** Lazy style tags (style-loader `lazyStyleTag`) or anything with the same reference-counted pair. */
export interface StyleSheets {
  use(): void;
  unuse(): void;
}

/** Props of a remote's root component. */
export interface RemoteRootProps {
  context: StorefrontContext;
  loadRemote?: LoadRemote;
  /** The server's first view this render hydrates (its data by request key), on the page the server rendered. */
  firstView?: FirstViewState;
}

export interface RemoteLifecyclesOptions {
  /** The remote's name, for logs and its first view ('mf-search'). */
  name: string;
  Root: ComponentType<RemoteRootProps>;
  /**
   * The remote's sheets, or how to load them: a chunk of their own, which a page the browser renders awaits before
   * its first render. A first view does not load them: the server's style holds the same rules for as long as the
   * remote stays mounted (putting them in use again would only make the browser restyle the whole page).
   */
  styles: StyleSheets | (() => Promise<StyleSheets>);
  /**
   * Sheets in use beside a first view's server style while the remote is mounted (mf-search: the sheets of parts
   * fetched on demand, which the server's style does not hold).
   */
  stylesBesideFirstView?: StyleSheets;
  /**
   * Awaited before the first render; a failure is logged and the remote mounts anyway. `firstView` is the server's
   * view the render will hydrate, if any (the remote may then skip the requests it already holds).
   */
  beforeMount?: (props: RemoteLifecycleProps, firstView: FirstViewState | null) => Promise<void>;
  /** Rendered in place of the tree when it throws (default: a short alert in the four languages). */
  Crashed?: ComponentType;
  /** Run after the React tree is unmounted (for example to clear flags the remote set on the chrome). */
  afterUnmount?: () => void;
}

/** Containers holding a first view their next root hydrates (set by mount, taken by createRoot). */
const hydrating = new WeakSet<Element | DocumentFragment>();

/**
 * React DOM's client whose roots render in a transition: React renders the tree in slices of a few milliseconds and
 * yields to the browser between them (input, the first paint of other slots) instead of holding the main thread
 * for the whole first render of a page (total blocking time). Updates through `update` render the same way.
 */
const transitionClient = {
  createRoot(
    container: Element | DocumentFragment,
    options?: ReactDOMClient.RootOptions,
  ): ReactDOMClient.Root {
    // A container holding the server's first view is hydrated: its first render adopts the markup.
    if (hydrating.delete(container)) {
      let root: ReactDOMClient.Root | null = null;
      return {
        render: (children: ReactNode) => {
          if (root) {
            startTransition(() => root!.render(children));
            return;
          }
          const early = takeEarlyClick(container as Element);
          // hydrated in a transition too: in slices, with the page responsive in between (a click on a part not
          // hydrated yet is replayed once it is)
          startTransition(() => {
            root = ReactDOMClient.hydrateRoot(container as Element, children, {
              onRecoverableError: (error) =>
                console.warn('[first view] rendered again in the browser:', error),
            });
          });
          // the button clicked before the scripts came: React hydrates its part at once and answers the click
          if (early?.isConnected) early.click();
        },
        unmount: () => root?.unmount(),
      };
    }
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

/**
 * The button clicked on the first view in `slot` before its remote came (contracts EARLY_CLICK_ATTRIBUTE), taken
 * once; from now on React handles the clicks (the page's loader no longer keeps them).
 */
function takeEarlyClick(slot: Element): HTMLElement | null {
  slot.setAttribute(HYDRATING_ATTRIBUTE, '');
  const early = slot.querySelector<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}]`);
  early?.removeAttribute(EARLY_CLICK_ATTRIBUTE);
  return early;
}

/**
 * The server's first view for the remote `name` in `slot`, taken once: null when the slot holds none, the state
 * belongs to another remote, or the location is not the one rendered (a hash the server never saw, unless the view
 * shows nothing of it: FirstViewState.anyHash).
 */
export function takeFirstView(name: string, slot: HTMLElement): FirstViewState | null {
  if (!slot.hasAttribute(FIRST_VIEW_ATTRIBUTE)) return null;
  const element = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  element?.remove();
  try {
    const state = JSON.parse(element?.textContent ?? 'null') as FirstViewState | null;
    const here = `${window.location.pathname}${window.location.search}`;
    if (
      state &&
      state.remote === name &&
      state.url === here &&
      (state.anyHash || !window.location.hash) &&
      state.data &&
      FIRST_VIEW_WIDTHS[state.viewport]
    )
      return state;
  } catch {
    // unreadable: the browser renders the page
  }
  return null;
}

/**
 * The server's style element of a first view, removed with the remote: it stands for the remote's sheets for as long
 * as the remote is on the page (a later mount puts the remote's own sheets in use).
 */
function removeFirstViewStyle(name: string): void {
  document
    .querySelectorAll(`style[${FIRST_VIEW_STYLE_ATTRIBUTE}="${name}"]`)
    .forEach((style) => style.remove());
}

/**
 * The remote's root as the browser and the server's first view both render it: the first view, if any, is in context
 * for the remote's components (useFirstView, useFirstViewData, useServerUrl, useFirstRenderTime), and its render (and
 * its hydration) assumes the width of the viewport the server rendered for.
 */
export function RemoteRoot({ Root, ...props }: RemoteRootProps & { Root: ComponentType<RemoteRootProps> }) {
  return (
    <InitialWidthContext.Provider
      value={props.firstView ? FIRST_VIEW_WIDTHS[props.firstView.viewport] : null}
    >
      <FirstViewContext.Provider value={props.firstView ?? null}>
        <AllIncentiveContext.Provider value={props.context?.toggles?.allIncentive ?? true}>
          <Root {...props} />
        </AllIncentiveContext.Provider>
      </FirstViewContext.Provider>
    </InitialWidthContext.Provider>
  );
}

/** Shown when the remote's tree throws; the shell's own error handling takes over from there. */
function CrashedAlert() {
  return <p role="alert">Oups / Vaya / Oeps / Ops</p>;
}

/**
 * A chunk of the page that did not load (webpack's ChunkLoadError: aborted, cut off or hung) fails the mount, so the
 * shell shows its retry message and the retry asks for the chunk again (issue #32 item 1); other failures (an API
 * call offline) are logged and the page mounts without them.
 */
function failOnChunkError(error: unknown, what: string): void {
  if (error instanceof Error && error.name === 'ChunkLoadError') throw error;
  console.error(what, error);
}

export function remoteLifecycles(options: RemoteLifecyclesOptions): RemoteLifecycles {
  const { name, Root, styles, stylesBesideFirstView, beforeMount, afterUnmount, Crashed = CrashedAlert } = options;
  let mounted = false;
  let inUse: StyleSheets | null = null;
  const putStylesInUse = () =>
    (typeof styles === 'function' ? styles() : Promise.resolve(styles)).then(
      (sheets) => {
        if (!mounted || inUse) return;
        inUse = sheets;
        sheets.use();
      },
      (error: unknown) => failOnChunkError(error, `[${name}] styles`),
    );
  const lifecycles = singleSpaReact<Props>({
    React,
    ReactDOMClient: transitionClient,
    rootComponent: (props: Props & { firstView?: FirstViewState }) => (
      <RemoteRoot
        Root={Root}
        context={props.context}
        loadRemote={props.loadRemote}
        firstView={props.firstView}
      />
    ),
    domElementGetter: (props: Props) => props.domElement,
    errorBoundary: () => <Crashed />,
  });
  return {
    bootstrap: (props: Props) => (lifecycles.bootstrap as (p: Props) => Promise<unknown>)(props),
    async mount(props: Props) {
      // a task of its own, after the one that evaluated the remote's modules
      await nextTask();
      mounted = true;
      const slot = props.domElement;
      const firstView = takeFirstView(name, slot);
      if (firstView && stylesBesideFirstView) {
        inUse = stylesBesideFirstView;
        inUse.use();
      }
      await Promise.all([
        // a first view keeps the server's style, which stands for the remote's sheets, until the remote unmounts
        firstView ? null : putStylesInUse(),
        beforeMount?.(props, firstView).catch((error: unknown) => failOnChunkError(error, `[${name}] before mount`)),
      ]);
      if (firstView) hydrating.add(slot);
      // markup the browser does not hydrate (another location) is replaced by the browser's render
      else if (slot.hasAttribute(FIRST_VIEW_ATTRIBUTE)) slot.replaceChildren();
      try {
        await lifecycles.mount((firstView ? { ...props, firstView } : props) as Props);
      } finally {
        hydrating.delete(slot);
        slot.removeAttribute(FIRST_VIEW_ATTRIBUTE);
        slot.removeAttribute(HYDRATING_ATTRIBUTE);
      }
    },
    async unmount(props: Props) {
      await lifecycles.unmount(props);
      afterUnmount?.();
      mounted = false;
      inUse?.unuse();
      inUse = null;
      removeFirstViewStyle(name);
    },
    update: (props: Props) => (lifecycles.update as (p: Props) => Promise<unknown>)(props),
  };
}
