/**
 * mf-product's first view (@storefront/contracts first-view.ts), built for Node into dist-server/first-view.cjs: the
 * stay offer page rendered by the storefront server with its main answer (the offer detail), so its content shows
 * before any script has run. Other pages, an expired offer and an offer the API does not answer are rendered in the
 * browser.
 */
import type { RenderFirstView } from '@storefront/contracts';
import { loadDateLocale, prepareMoneyFormats } from '@storefront/i18n';
import { createApiClient } from '@storefront/api-client';
import { prerenderFirstView } from '@storefront/ui/first-view';
import uiStyles from '@storefront/ui/ui.css';
import type { OfferDetail } from './api/types';
import { pageRequestAt } from './api/page-requests';
import { isExpired } from './features/offer-page/offer-page';
import { loadMessages } from './i18n';
import { preloadPageChunk, Root } from './root';
import productStyles from './styles.css';
import { productRouteOf } from './state/url';

/** The page kinds mf-product renders on the server. */
export const FIRST_VIEW_KINDS = ['product'] as const;

export const renderFirstView: RenderFirstView = async (input) => {
  const { context } = input;
  const route = productRouteOf(input.url, context);
  if (!(FIRST_VIEW_KINDS as readonly string[]).includes(route.kind)) return null;
  const query = input.url.indexOf('?');
  const client = createApiClient({ ...context, endpoints: input.endpoints });
  const request = pageRequestAt(route, { search: query < 0 ? '' : input.url.slice(query), hash: '' }, client);
  if (!request) return null;
  prepareMoneyFormats(context.locale);
  const [answer] = await Promise.all([request.fetcher(), loadMessages(context.locale), loadDateLocale(context.locale), preloadPageChunk(route.kind)]);
  // the 'Too late!' notice of an expired offer (noindex, a way out to other offers) is left to the browser
  if (route.kind === 'product' && isExpired(answer as OfferDetail)) return null;
  return prerenderFirstView({ name: 'mf-product', Root, sheets: [uiStyles, productStyles], input, data: { [request.key]: answer } });
};
