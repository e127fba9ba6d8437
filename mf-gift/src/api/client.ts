/** The remote's API client (base URLs, locale and minisite parameters, ApiError): @storefront/api-client's, one per context. */
export { apiClientFor } from '@storefront/api-client';
export type { StorefrontApiClient as GiftApiClient } from '@storefront/api-client';
