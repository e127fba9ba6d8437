/** single-spa lifecycles of mf-search (React 19 createRoot through ReactDOMClient). */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { RemoteLifecycleProps } from '@storefront/contracts';
import { loadMessages } from './i18n';
import { Root } from './root';
import { useStyles } from './styles';

type Props = RemoteLifecycleProps & AppProps;

const lifecycles = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: (props: Props) => <Root context={props.context} loadRemote={props.loadRemote} />,
  domElementGetter: (props: Props) => props.domElement,
  errorBoundary: () => <p role="alert">Oups / Vaya / Oeps / Ops</p>,
});

export const bootstrap = lifecycles.bootstrap;
export async function mount(props: Props): Promise<void> {
  useStyles.use();
  // the site's language chunk first, so the first render already has its texts
  await loadMessages(props.context.locale).catch((error: unknown) => console.error('[mf-search] messages', error));
  await lifecycles.mount(props);
}
export async function unmount(props: Props): Promise<void> {
  await lifecycles.unmount(props);
  useStyles.unuse();
}
export const update = lifecycles.update;
