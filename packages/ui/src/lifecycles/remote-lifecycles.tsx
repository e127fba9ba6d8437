/**
 * The single-spa lifecycles every remote exposes at './spa': React 19 createRoot through ReactDOMClient,
 * the remote's style sheets in use while it is mounted, the site's date-fns locale and an optional step awaited
 * before the first render (for example the site's message chunk, so the first paint already has its texts).
 */
import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { LoadRemote, RemoteLifecycleProps, StorefrontContext } from '@storefront/contracts';
import { loadDateLocale, prepareMoneyFormats } from '@storefront/i18n';

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

export interface RemoteLifecyclesOptions {
  /** The remote's name, for logs ('mf-search'). */
  name: string;
  Root: ComponentType<{ context: StorefrontContext; loadRemote?: LoadRemote }>;
  styles: StyleSheets;
  /** Awaited before the first render; a failure is logged and the remote mounts anyway. */
  beforeMount?: (props: RemoteLifecycleProps) => Promise<void>;
  /** Rendered in place of the tree when it throws (default: a short alert in the four languages). */
  Crashed?: ComponentType;
  /** Run after the React tree is unmounted (for example to clear flags the remote set on the chrome). */
  afterUnmount?: () => void;
}

/**
 * React DOM's client whose roots render in a transition: React renders the tree in slices of a few milliseconds and
 * yields to the browser between them (input, the first paint of other slots) instead of holding the main thread
 * for the whole first render of a page (total blocking time). Updates through `update` render the same way.
 */
const transitionClient = {
  createRoot(container: Element | DocumentFragment, options?: ReactDOMClient.RootOptions): ReactDOMClient.Root {
    const root = ReactDOMClient.createRoot(container, options);
    return { render: (children: ReactNode) => startTransition(() => root.render(children)), unmount: () => root.unmount() };
  },
};

/** Shown when the remote's tree throws; the shell's own error handling takes over from there. */
function CrashedAlert() {
  return <p role="alert">Oups / Vaya / Oeps / Ops</p>;
}

export function remoteLifecycles(options: RemoteLifecyclesOptions): RemoteLifecycles {
  const { name, Root, styles, beforeMount, afterUnmount, Crashed = CrashedAlert } = options;
  const lifecycles = singleSpaReact<Props>({
    React,
    ReactDOMClient: transitionClient,
    rootComponent: (props: Props) => <Root context={props.context} loadRemote={props.loadRemote} />,
    domElementGetter: (props: Props) => props.domElement,
    errorBoundary: () => <Crashed />,
  });
  return {
    bootstrap: (props: Props) => (lifecycles.bootstrap as (p: Props) => Promise<unknown>)(props),
    async mount(props: Props) {
      styles.use();
      prepareMoneyFormats(props.context.locale);
      await Promise.all([
        loadDateLocale(props.context.locale).catch((error: unknown) => console.error(`[${name}] date locale`, error)),
        beforeMount?.(props).catch((error: unknown) => console.error(`[${name}] before mount`, error)),
      ]);
      await lifecycles.mount(props);
    },
    async unmount(props: Props) {
      await lifecycles.unmount(props);
      afterUnmount?.();
      styles.unuse();
    },
    update: (props: Props) => (lifecycles.update as (p: Props) => Promise<unknown>)(props),
  };
}
