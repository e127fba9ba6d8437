/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import type { FirstViewState } from '@storefront/contracts';
import { RemoteRoot, type RemoteRootProps } from '../lifecycles/remote-lifecycles';
import { useServerLocation, useServerUrl } from './first-view';

function Root() {
  return <p>{String(useServerUrl())}</p>;
}

it('gives a render on the server (no window) the path and query of the first view it renders', () => {
  const view: FirstViewState = {
    remote: 'mf-test',
    url: '/recherche?flow=booking',
    viewport: 'mobile',
    renderedAt: 0,
    data: {},
  };
  const context = { locale: 'fr_FR' } as RemoteRootProps['context'];
  expect(renderToString(<RemoteRoot Root={Root} context={context} firstView={view} />)).toBe(
    '<p>/recherche?flow=booking</p>',
  );
  expect(renderToString(<RemoteRoot Root={Root} context={context} />)).toBe('<p>null</p>');
});

it('gives that path and query as a location on the server, and none without a first view', () => {
  const view: FirstViewState = { remote: 'mf-test', url: '/giftcard/customization?x=1', viewport: 'desktop', renderedAt: 0, data: {} };
  const context = { locale: 'fr_FR' } as RemoteRootProps['context'];
  function Location() {
    const location = useServerLocation();
    return <p>{location ? `${location.pathname}|${location.search}|${location.hash}` : 'none'}</p>;
  }
  expect(renderToString(<RemoteRoot Root={Location} context={context} firstView={view} />)).toBe('<p>/giftcard/customization|?x=1|</p>');
  expect(renderToString(<RemoteRoot Root={Location} context={context} />)).toBe('<p>none</p>');
});
