/** single-spa lifecycles of the './banners' application (announcement banner, promo bar, newsletter pop-up). */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { RemoteLifecycleProps } from '@storefront/contracts';
import { ContentProviders } from './app-context';
import { BannersRoot } from './banners-root';
import { loadMessages } from './i18n';
import { contentStyles } from './styles';

type Props = RemoteLifecycleProps & AppProps;

const lifecycles = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: (props: Props) => (
    <ContentProviders context={props.context} loadRemote={props.loadRemote}>
      <BannersRoot />
    </ContentProviders>
  ),
  domElementGetter: (props: Props) => props.domElement,
  errorBoundary: () => <></>,
});

export const bootstrap = lifecycles.bootstrap;
export async function mount(props: Props): Promise<void> {
  await loadMessages(props.context.locale);
  contentStyles.use();
  await lifecycles.mount(props);
}
export async function unmount(props: Props): Promise<void> {
  await lifecycles.unmount(props);
  contentStyles.unuse();
}
export const update = lifecycles.update;
