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

/** GET a path the generated OpenAPI types do not describe (CMS documents are free-form JSON). */
export async function getJson<T>(context: StorefrontContext, path: string, params?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  const response = await apiClientFor(context).http.get<T>(path, { params, signal });
  return response.data;
}

export async function postJson<T>(context: StorefrontContext, path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; data: T }> {
  const response = await apiClientFor(context).http.post<T>(path, body, { headers });
  return { status: response.status, data: response.data };
}
