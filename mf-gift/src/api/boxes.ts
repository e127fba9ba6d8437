/**
 * The gift box calls (product-and-purchase §7): the site's boxes and one box's detail. The pages wait for the listing,
 * the detail and its stays: read before usable (docs/decisions/0121).
 */
import type { GiftApiClient } from './client';
import type { Box, BoxList, BoxMapPoints, BoxOffer, BoxOffers } from './types';

/** The request keys of the listing and of a box's detail (useResource; a first view carries the answers by them). */
export const BOXES_KEY = 'boxes';
export const boxKey = (code: string) => `box:${code}`;

export function fetchBoxes(client: GiftApiClient, signal?: AbortSignal): Promise<BoxList> {
  return client.get('/gateway/boxes/search', { signal, beforeUsable: true }) as Promise<BoxList>;
}

export function fetchBox(client: GiftApiClient, code: string, signal?: AbortSignal): Promise<Box> {
  return client.get('/gateway/boxes/{code}/product-detail', { pathParams: { code }, signal, beforeUsable: true }) as Promise<Box>;
}

/** One page (zero-based) of the stays a box covers (product-and-purchase §4 'Box offers list': pages of 8). */
export async function fetchBoxOffers(client: GiftApiClient, code: string, page: number, limit: number, signal?: AbortSignal): Promise<BoxOffer[]> {
  const answer = (await client.get('/gateway/boxes/{code}/offers', { pathParams: { code }, params: { page, limit }, signal, beforeUsable: true })) as BoxOffers;
  return answer.exactMatch;
}

/** Where the stays a box covers are, for its map (performMapSearch=true). */
export function fetchBoxMapPoints(client: GiftApiClient, code: string, signal?: AbortSignal): Promise<BoxMapPoints> {
  return client.get('/gateway/boxes/{code}/offers', { pathParams: { code }, params: { performMapSearch: 'true' }, signal }) as Promise<BoxMapPoints>;
}
