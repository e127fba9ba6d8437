/**
 * single-spa lifecycles of mf-gift: the site's language chunk and the page's chunk are loaded before the first
 * render. A page the server rendered (its first view: the gift card, a box, the box listing; docs/decisions/0138)
 * waits for the same before it is hydrated: its answers are in the view.
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
