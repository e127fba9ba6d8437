/**
 * single-spa lifecycles of mf-checkout: the site's language chunk and the page's chunk are loaded before the first
 * render. The stay checkout's frame comes from the server (its first view, first-view.tsx), hydrated as rendered,
 * then the page reads its hash; the other pages show the visitor's own booking or order and are rendered here.
 */
import { remoteLifecycles } from '@storefront/ui';
import { loadMessages } from './i18n';
import { Root, preloadPageChunk } from './root';
import { checkoutRouteOf } from './state/url';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({
  name: 'mf-checkout',
  Root,
  styles: () => import(/* webpackChunkName: "styles" */ './styles').then((m) => m.checkoutStyles),
  beforeMount: async ({ context }) => {
    const route = checkoutRouteOf(window.location.href, context);
    await Promise.all([loadMessages(context.locale), preloadPageChunk(route.kind, window.location.search)]);
  },
});
