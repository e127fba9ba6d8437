/** The API client of mf-product: @storefront/api-client's for the shell's context (base URLs, locale, mini-site). */
import type { StorefrontApiClient } from '@storefront/api-client';

export type ProductApiClient = StorefrontApiClient;

export { apiClientFor } from '@storefront/api-client';
