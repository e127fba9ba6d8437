/** The remote's API client (base URLs, locale and minisite parameters, ApiError) from @storefront/api-client. */
import { createApiClient, type StorefrontApiClient } from '@storefront/api-client';
import type { StorefrontContext } from '@storefront/contracts';

const clients = new WeakMap<StorefrontContext, StorefrontApiClient>();

export function apiClientFor(context: StorefrontContext): StorefrontApiClient {
  let client = clients.get(context);
  if (!client) {
    client = createApiClient(context);
    clients.set(context, client);
  }
  return client;
}
