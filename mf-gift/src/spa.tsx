/**
 * single-spa lifecycles of mf-gift: the site's language chunk and the page's chunk are loaded before the first
 * render. Its pages are rendered in the browser (no first view, docs/decisions/0050).
 */
import { remoteLifecycles } from '@storefront/ui';
import { loadMessages } from './i18n';
import { Root, preloadPageChunk } from './root';
import { giftRouteOf } from './state/url';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({
  name: 'mf-gift',
  Root,
  styles: () => import(/* webpackChunkName: "styles" */ './styles').then((m) => m.giftStyles),
  beforeMount: async ({ context }) => {
    const route = giftRouteOf(window.location.href, context);
    await Promise.all([loadMessages(context.locale), preloadPageChunk(route.kind, route.params)]);
  },
});
