/**
 * single-spa lifecycles of mf-checkout: the site's language chunk and the page's chunk are loaded before the first
 * render. The pages show the visitor's own booking and form: they are rendered in the browser (no first view).
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
