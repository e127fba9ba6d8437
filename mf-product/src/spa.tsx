/**
 * single-spa lifecycles of mf-product: the site's language chunk is loaded before the first render, and the page's
 * main request (offer, hotel or activity) and its page chunk start at the same time. A page the server rendered
 * (its first view) already has its main answer: only the chunk and the messages are awaited, then it is hydrated.
 */
import { remoteLifecycles } from '@storefront/ui';
import { apiClientFor } from './api/client';
import { startPageRequest } from './api/page-requests';
import { loadMessages } from './i18n';
import { preloadPageChunk, Root } from './root';
import { productRouteOf } from './state/url';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({
  name: 'mf-product',
  Root,
  styles: () => import(/* webpackChunkName: "styles" */ './styles').then((m) => m.styles),
  beforeMount: async (props, firstView) => {
    const route = productRouteOf(window.location.href, props.context);
    if (!firstView) startPageRequest(route, window.location, apiClientFor(props.context));
    const chunk = preloadPageChunk(route.kind);
    await Promise.all([loadMessages(props.context.locale), firstView ? chunk : null]);
  },
});
