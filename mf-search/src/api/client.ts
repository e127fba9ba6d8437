/** The API client of mf-search, made from the shell's context (base URLs, locale, mini-site). */
import { createApiClientFor, type ApiClient } from '@storefront/api-client';
import type { StorefrontContext } from '@storefront/contracts';

/** Paths are typed per call in ./search.ts with the API shapes of ./api-types.ts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LoosePaths = Record<string, any>;
export type SearchApiClient = ApiClient<LoosePaths>;

const clients = new WeakMap<StorefrontContext, SearchApiClient>();

export function apiClientFor(context: StorefrontContext): SearchApiClient {
  let client = clients.get(context);
  if (!client) {
    client = createApiClientFor<LoosePaths>(context);
    clients.set(context, client);
  }
  return client;
}
