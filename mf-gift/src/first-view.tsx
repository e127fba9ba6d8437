/**
 * mf-gift's first view (@storefront/contracts first-view.ts, docs/decisions/0138), built for Node into
 * dist-server/first-view.cjs: the pages whose content depends neither on the address's hash nor on the visitor are
 * rendered by the storefront server, so they show before any script has run: the gift card customisation (empty
 * fields: the giver's draft is the browser's), a box's page with its detail and the box listing with its boxes.
 * The gift set-up (its choices in the hash) and the beneficiary's page (the visitor's code) are rendered in the
 * browser, and so is a box the API does not know (its message).
 */
import type { RenderFirstView } from '@storefront/contracts';
import { createApiClient, isApiError, provideApiClient } from '@storefront/api-client';
import { prerenderFirstView } from '@storefront/ui/first-view';
import uiStyles from '@storefront/ui/ui.css';
import { BOXES_KEY, boxKey, fetchBox, fetchBoxes } from './api/boxes';
import { loadMessages } from './i18n';
import { preloadPageChunk, Root } from './root';
import { giftRouteOf } from './state/url';
import giftStyles from './styles.css';

/** The page kinds mf-gift renders on the server (giftBoxes: the listing, or a box's page under it). */
export const FIRST_VIEW_KINDS = ['giftcard', 'box', 'giftBoxes'] as const;

const NOT_FOUND = Symbol('not found');

export const renderFirstView: RenderFirstView = async (input) => {
  const { context } = input;
  const route = giftRouteOf(input.url, context);
  if (!(FIRST_VIEW_KINDS as readonly string[]).includes(route.kind)) return null;
  const client = createApiClient({ ...context, endpoints: input.endpoints });
  provideApiClient(context, client);
  const code = route.params.code;
  // the page's main answer, under the key its page reads it by
  const main: { key: string; read: () => Promise<unknown> } | null =
    route.kind === 'giftcard' ? null : code ? { key: boxKey(code), read: () => fetchBox(client, code.toUpperCase()) } : { key: BOXES_KEY, read: () => fetchBoxes(client) };
  const [answer] = await Promise.all([
    main?.read().catch((error: unknown) => {
      // a box the API does not know: its message is the browser's to show, not a failure of the server
      if (isApiError(error) && error.status === 404) return NOT_FOUND;
      throw error;
    }),
    loadMessages(context.locale),
    preloadPageChunk(route.kind, route.params),
  ]);
  if (answer === NOT_FOUND) return null;
  return prerenderFirstView({
    name: 'mf-gift',
    Root,
    sheets: [uiStyles, giftStyles],
    input,
    data: main ? { [main.key]: answer } : {},
    reads: true,
  });
};
