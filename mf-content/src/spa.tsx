/** single-spa lifecycles of mf-content's pages (React 19 createRoot through ReactDOMClient). */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { RemoteLifecycleProps } from '@storefront/contracts';
import { loadMessages } from './i18n';
// records the document's first URL for the newsletter pop-up (internal navigation detection)
import './features/newsletter/navigation-origin';
import { Root } from './root';
import { clearChromeFlags } from './shared/chrome-flags';
import { contentStyles } from './styles';

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
  await loadMessages(props.context.locale);
  contentStyles.use();
  await lifecycles.mount(props);
}
export async function unmount(props: Props): Promise<void> {
  await lifecycles.unmount(props);
  clearChromeFlags();
  contentStyles.unuse();
}
export const update = lifecycles.update;
