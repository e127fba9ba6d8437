/**
 * mf-checkout's first view (@storefront/contracts first-view.ts), built for Node into dist-server/first-view.cjs: the
 * stay checkout's frame (its heading, the buyer's form and the place of the booking summary) rendered by the
 * storefront server. The stay is in the hash, which the server never sees: the view shows nothing of it (anyHash),
 * and the browser reads it once hydrated and fills in the summary (docs/decisions/0142). The other pages (a gift's
 * or an activity's checkout, the confirmation, the trips) are rendered in the browser.
 */
import type { RenderFirstView } from '@storefront/contracts';
import { prerenderFirstView } from '@storefront/ui/first-view';
import uiStyles from '@storefront/ui/ui.css';
import { loadMessages } from './i18n';
import { isGiftCheckout, preloadPageChunk, Root } from './root';
import checkoutStyles from './styles.css';
import { checkoutRouteOf } from './state/url';

export const renderFirstView: RenderFirstView = async (input) => {
  const { context } = input;
  const route = checkoutRouteOf(input.url, context);
  const query = input.url.indexOf('?');
  const search = query < 0 ? '' : input.url.slice(query);
  if (route.kind !== 'checkout' || isGiftCheckout(search)) return null;
  await Promise.all([loadMessages(context.locale), preloadPageChunk(route.kind, search)]);
  return prerenderFirstView({
    name: 'mf-checkout',
    Root,
    sheets: [uiStyles, checkoutStyles],
    input,
    data: {},
    anyHash: true,
  });
};
