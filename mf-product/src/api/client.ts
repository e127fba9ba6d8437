/** The API client of mf-product, made once per shell context (base URLs, locale, mini-site). */
import { createApiClient, type StorefrontApiClient } from '@storefront/api-client';
import type { StorefrontContext } from '@storefront/contracts';

export type ProductApiClient = StorefrontApiClient;

const clients = new WeakMap<StorefrontContext, ProductApiClient>();

export function apiClientFor(context: StorefrontContext): ProductApiClient {
  let client = clients.get(context);
  if (!client) {
    client = createApiClient(context);
    clients.set(context, client);
  }
  return client;
}
