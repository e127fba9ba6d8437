/** The API client of mf-product, made once per shell context (base URLs, locale, mini-site). */
import { createApiClient, type StorefrontApiClient } from '@storefront/api-client';
import type { StorefrontContext } from '@storefront/contracts';

export type ProductApiClient = StorefrontApiClient;

const clients = new WeakMap<StorefrontContext, ProductApiClient>();

/**
 * The client of `context` is `client`: a first view rendered on the server reads the API over the loopback (its
 * context keeps the page's own endpoints, which its markup shows).
 */
export function provideApiClient(context: StorefrontContext, client: ProductApiClient): void {
  clients.set(context, client);
}

export function apiClientFor(context: StorefrontContext): ProductApiClient {
  let client = clients.get(context);
  if (!client) {
    client = createApiClient(context);
    clients.set(context, client);
  }
  return client;
}
