/** 'Bookings & Trips' of a signed-in customer (site-wide §2 /account/trips; decision 0082). */
import type { ApiResponse, StorefrontApiClient } from '@storefront/api-client';

export type AccountTrips = ApiResponse<'/gateway/account/trips'>;
export type Trip = AccountTrips['upcoming'][number];

/** GET {frontGateway}/account/trips: the account's orders, upcoming and past (401 NOT_SIGNED_IN when signed out). */
export function fetchAccountTrips(client: StorefrontApiClient, signal?: AbortSignal): Promise<AccountTrips> {
  return client.get('/gateway/account/trips', { signal, beforeUsable: true });
}
