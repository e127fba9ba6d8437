/** The API client of mf-search, made from the shell's context (base URLs, locale, mini-site). */
import { createApiClient, type StorefrontApiClient } from '@storefront/api-client';
import type { StorefrontContext } from '@storefront/contracts';

/** Typed with the paths, queries and answers generated from the API's OpenAPI document. */
export type SearchApiClient = StorefrontApiClient;

const clients = new WeakMap<StorefrontContext, SearchApiClient>();

export function apiClientFor(context: StorefrontContext): SearchApiClient {
  let client = clients.get(context);
  if (!client) {
    client = createApiClient(context);
    clients.set(context, client);
  }
  return client;
}
