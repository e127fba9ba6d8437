/**
 * The calls of the single voucher set-up (product-and-purchase §7): the offer, its gift price list, shipping costs,
 * sleeves. The set-up waits for them: read before usable (docs/decisions/0121).
 */
import type { GiftApiClient } from './client';
import type { OfferDetail, PriceList, ShippingCosts, Sleeve } from './types';

export function fetchOffer(client: GiftApiClient, id: number, signal?: AbortSignal): Promise<OfferDetail> {
  return client.get('/api/weekend/{id}/detail.json', { pathParams: { id }, signal, beforeUsable: true }) as Promise<OfferDetail>;
}

export function fetchPriceList(client: GiftApiClient, id: number, signal?: AbortSignal): Promise<PriceList> {
  return client.get('/gateway/single-vouchers/{id}/price-list', { pathParams: { id }, signal, beforeUsable: true }) as Promise<PriceList>;
}

export function fetchShippingCosts(client: GiftApiClient, signal?: AbortSignal): Promise<ShippingCosts> {
  return client.get('/gateway/single-vouchers/shipping-costs', { signal, beforeUsable: true }) as Promise<ShippingCosts>;
}

export async function fetchSleeves(client: GiftApiClient, signal?: AbortSignal): Promise<Sleeve[]> {
  const answer = await client.get('/gateway/sub-elements/available-custom-sub-elements', { signal, beforeUsable: true });
  return answer.availableCustomSubElements;
}
