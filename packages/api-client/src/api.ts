/**
 * The storefront API's types, generated from its OpenAPI document (`npm -w @storefront/api-client run generate`,
 * or `generate:all` to rebuild packages/api/openapi.json first), and the client bound to them.
 */
import type { StorefrontContext } from '@storefront/contracts';
import { createApiClientFor, type ApiClient, type ApiClientOptions } from './client';
import type { paths } from './generated/openapi';
import type { BodyOf, HttpMethod, PathParamsOf, PathsWithMethod, QueryOf, ResponseOf } from './types';

export type { components, paths } from './generated/openapi';

/** A path of the API that has method M ('/api/offers.json'). */
export type ApiPath<M extends HttpMethod = 'get'> = PathsWithMethod<paths, M>;
/** The JSON answer of a successful call: `ApiResponse<'/api/offers.json', 'get'>`. */
export type ApiResponse<P extends keyof paths, M extends HttpMethod = 'get'> = ResponseOf<paths, P, M>;
/** Query parameters of a call (locale and minisite optional). */
export type ApiQuery<P extends keyof paths, M extends HttpMethod = 'get'> = QueryOf<paths, P, M>;
/** Path parameters of a call. */
export type ApiPathParams<P extends keyof paths, M extends HttpMethod = 'get'> = PathParamsOf<paths, P, M>;
/** JSON body of a call. */
export type ApiBody<P extends keyof paths, M extends HttpMethod = 'post'> = BodyOf<paths, P, M>;
/** The client typed with the storefront API. */
export type StorefrontApiClient = ApiClient<paths>;

/** The remote's API client, typed from the API's OpenAPI document (see createApiClientFor for the behaviour). */
export function createApiClient(context: StorefrontContext, options?: ApiClientOptions): StorefrontApiClient {
  return createApiClientFor<paths>(context, options);
}

const clients = new WeakMap<StorefrontContext, StorefrontApiClient>();

/** The API client of the shell's context `context`, made once. */
export function apiClientFor(context: StorefrontContext): StorefrontApiClient {
  let client = clients.get(context);
  if (!client) {
    client = createApiClient(context);
    clients.set(context, client);
  }
  return client;
}

/**
 * The client of `context` is `client` from now on: a first view rendered on the server reads the API over the
 * loopback (its context keeps the page's own endpoints, which its markup shows).
 */
export function provideApiClient(context: StorefrontContext, client: StorefrontApiClient): void {
  clients.set(context, client);
}
