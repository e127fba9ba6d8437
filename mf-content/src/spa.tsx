/**
 * single-spa lifecycles of mf-content's pages. Before the first render: the site's language chunk, the page's chunk
 * and, on a page the browser renders, the sanitiser, so the page appears whole (no loading spinner its content then
 * replaces). The page's content read (pageReadOf) starts at the same time, unless the server rendered the page (its
 * first view), which hydrates with the content the server used. The contact page waits a moment for its help links (the FAQ
 * button and popular questions), which would otherwise push its content down when they arrive.
 */
import { remoteLifecycles } from '@storefront/ui';
import { faqKey, fetchFaqUrl, pageReadOf } from './api/cms';
import { preloadResource } from './api/resource';
import { loadMessages } from './i18n';
// records the document's first URL for the newsletter pop-up (internal navigation detection)
import './features/newsletter/navigation-origin';
import { Root, preloadPageChunk } from './root';
import { clearChromeFlags } from './shared/chrome-flags';
import { loadSanitizer } from './shared/rich-text';
import { routeFor } from './shared/navigation';

/** How long the first render of the contact page waits for its help links (later, they show when they arrive). */
export const CONTACT_LINKS_WAIT_MS = 1000;

const atMost = (ms: number, promise: Promise<void>) =>
  Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

export const { bootstrap, mount, unmount, update } = remoteLifecycles({
  name: 'mf-content',
  Root,
  styles: () => import(/* webpackChunkName: "styles" */ './styles').then((m) => m.contentStyles),
  beforeMount: ({ context }, firstView) => {
    const route = routeFor(context, window.location.pathname + window.location.search);
    const { kind } = route;
    const read = firstView ? null : pageReadOf(route, context);
    if (read) void preloadResource(read.key, read.fetch);
    return Promise.all([
      loadMessages(context.locale),
      preloadPageChunk(kind),
      // a page the browser renders shows its rich text with its first render; a first view carries it clean
      firstView ? null : loadSanitizer(),
      !firstView && kind === 'contact' ? atMost(CONTACT_LINKS_WAIT_MS, preloadResource(faqKey(context), () => fetchFaqUrl(context))) : null,
    ]).then(() => undefined);
  },
  afterUnmount: clearChromeFlags,
});
