/**
 * The main request of each product page (the offer detail, the hotel detail, the activity product) with the key its
 * page's useFetch uses: the page runs it, and the spa starts it before the first render (`startPageRequest`), so
 * the answer travels while the page's chunk and messages load instead of after them.
 */
import type { RouteMatch } from '@storefront/contracts';
import { parseProductUrl, routeId, stayKey, stayOf, type ProductUrl } from '../state/url';
import type { ProductApiClient } from './client';
import { fetchActivityProduct, fetchHotelDetail, fetchOfferDetail } from './product';
import type { ActivityProduct, HotelDetail, OfferDetail, Stay } from './types';
import { startEarlyFetch } from './use-fetch';

export interface PageRequest<T> {
  key: string;
  fetcher: (signal?: AbortSignal) => Promise<T>;
}

export function offerDetailRequest(client: ProductApiClient, offerId: number, stay: Stay): PageRequest<OfferDetail> {
  return { key: `detail:${offerId}:${stayKey(stay)}`, fetcher: (signal) => fetchOfferDetail(client, offerId, stay, signal) };
}

/** The hotel page prices its rooms for the booking flow's stay (gift travellers never apply to it). */
export function hotelStayOf(url: ProductUrl): Stay {
  return stayOf({ ...url, flow: 'booking' });
}

export function hotelDetailRequest(client: ProductApiClient, hotelId: number, stay: Stay): PageRequest<HotelDetail> {
  return { key: `hotel:${hotelId}:${stayKey(stay)}`, fetcher: (signal) => fetchHotelDetail(client, hotelId, stay, signal) };
}

export function activityRequest(client: ProductApiClient, activityId: number): PageRequest<ActivityProduct> {
  return { key: `activity:${activityId}`, fetcher: (signal) => fetchActivityProduct(client, activityId, signal) };
}

/** The main request of the page `route` at `location` (none for an id that is not one or a page mf-product does not show). */
export function pageRequestAt(route: RouteMatch, location: { search: string; hash: string }, client: ProductApiClient): PageRequest<unknown> | null {
  const url = parseProductUrl(location);
  switch (route.kind) {
    case 'product': {
      const id = routeId(route.params.offerId);
      return id === null ? null : offerDetailRequest(client, id, stayOf(url));
    }
    case 'hotel': {
      const id = routeId(route.params.hotelId);
      return id === null ? null : hotelDetailRequest(client, id, hotelStayOf(url));
    }
    case 'activity': {
      const id = routeId(route.params.activityId);
      return id === null ? null : activityRequest(client, id);
    }
    default:
      return null;
  }
}

/** Starts the main request of the page `route` at `location` (see startEarlyFetch). */
export function startPageRequest(route: RouteMatch, location: { search: string; hash: string }, client: ProductApiClient): void {
  const request = pageRequestAt(route, location, client);
  if (request) startEarlyFetch(request.key, () => request.fetcher());
}
