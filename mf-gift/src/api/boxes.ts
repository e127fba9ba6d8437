/** The gift box calls (product-and-purchase §7): the site's boxes and one box's detail. */
import type { GiftApiClient } from './client';
import type { Box, BoxList } from './types';

export function fetchBoxes(client: GiftApiClient, signal?: AbortSignal): Promise<BoxList> {
  return client.get('/gateway/boxes/search', { signal }) as Promise<BoxList>;
}

export function fetchBox(client: GiftApiClient, code: string, signal?: AbortSignal): Promise<Box> {
  return client.get('/gateway/boxes/{code}/product-detail', { pathParams: { code }, signal }) as Promise<Box>;
}
