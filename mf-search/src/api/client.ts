/** The API client of mf-search: @storefront/api-client's for the shell's context (base URLs, locale, mini-site). */
import type { StorefrontApiClient } from '@storefront/api-client';

/** Typed with the paths, queries and answers generated from the API's OpenAPI document. */
export type SearchApiClient = StorefrontApiClient;

export { apiClientFor } from '@storefront/api-client';
