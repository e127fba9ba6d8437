/**
 * mf-product's first view (@storefront/contracts first-view.ts), built for Node into dist-server/first-view.cjs: the
 * stay offer, hotel and activity pages rendered by the storefront server with their main answer (the offer or hotel
 * detail, the activity product) and the other answers their render reads (useFetch), so their content shows before
 * any script has run and hydrates without a call to the API. An expired offer and an id the API does not know are
 * rendered in the browser.
 */
import type { RenderFirstView } from '@storefront/contracts';
import { createApiClient, isApiError, provideApiClient } from '@storefront/api-client';
import { prerenderFirstView } from '@storefront/ui/first-view';
import uiStyles from '@storefront/ui/ui.css';
import type { OfferDetail } from './api/types';
import { pageRequestAt } from './api/page-requests';
import { isExpired } from './features/offer-page/offer-page';
import { loadMessages } from './i18n';
import { preloadPageChunk, Root } from './root';
import productStyles from './styles.css';
import { productRouteOf } from './state/url';

const NOT_FOUND = Symbol('not found');

/** The page kinds mf-product renders on the server. */
export const FIRST_VIEW_KINDS = ['product', 'hotel', 'activity'] as const;

export const renderFirstView: RenderFirstView = async (input) => {
  const { context } = input;
  const route = productRouteOf(input.url, context);
  if (!(FIRST_VIEW_KINDS as readonly string[]).includes(route.kind)) return null;
  const query = input.url.indexOf('?');
  const client = createApiClient({ ...context, endpoints: input.endpoints });
  provideApiClient(context, client);
  const request = pageRequestAt(route, { search: query < 0 ? '' : input.url.slice(query), hash: '' }, client);
  if (!request) return null;
  const fetched = request.fetcher().catch((error: unknown) => {
    // an id the API does not know: its message is the browser's to show, not a failure of the server
    if (isApiError(error) && error.status === 404) return NOT_FOUND;
    throw error;
  });
  const [answer] = await Promise.all([
    fetched,
    loadMessages(context.locale),
    preloadPageChunk(route.kind),
  ]);
  if (answer === NOT_FOUND) return null;
  // the 'Too late!' notice of an expired offer (noindex, a way out to other offers) is left to the browser
  if (route.kind === 'product' && isExpired(answer as OfferDetail)) return null;
  return prerenderFirstView({
    name: 'mf-product',
    Root,
    sheets: [uiStyles, productStyles],
    input,
    data: { [request.key]: answer },
    reads: true,
  });
};
