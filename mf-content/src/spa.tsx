/**
 * single-spa lifecycles of mf-content's pages: the site's language chunk is loaded before the first render, and the
 * homepage's content read starts at the same time, unless the server rendered the page (its first view), which
 * hydrates with the content the server used.
 */
import { remoteLifecycles } from '@storefront/ui';
import { fetchHomepage, homepageKey } from './api/cms';
import { preloadResource } from './api/resource';
import { loadMessages } from './i18n';
// records the document's first URL for the newsletter pop-up (internal navigation detection)
import './features/newsletter/navigation-origin';
import { Root } from './root';
import { clearChromeFlags } from './shared/chrome-flags';
import { loadSanitizer } from './shared/rich-text';
import { routeFor } from './shared/navigation';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({
  name: 'mf-content',
  Root,
  styles: () => import(/* webpackChunkName: "styles" */ './styles').then((m) => m.contentStyles),
  beforeMount: ({ context }, firstView) => {
    if (!firstView && routeFor(context, window.location.pathname + window.location.search).kind === 'home') preloadResource(homepageKey(context), () => fetchHomepage(context));
    // a page the browser renders shows its rich text with its first render; a first view carries it clean
    return Promise.all([loadMessages(context.locale), firstView ? null : loadSanitizer()]).then(() => undefined);
  },
  afterUnmount: clearChromeFlags,
});
