/** The API answers mf-gift reads (generated from packages/api/openapi.json). */
import type { ApiResponse } from '@storefront/api-client';

export type OfferDetail = ApiResponse<'/api/weekend/{id}/detail.json'>;
export type PriceList = ApiResponse<'/gateway/single-vouchers/{id}/price-list'>;
export type GiftPrice = PriceList['priceList'][number];
export type ShippingCosts = ApiResponse<'/gateway/single-vouchers/shipping-costs'>;
export type Sleeve = ApiResponse<'/gateway/sub-elements/available-custom-sub-elements'>['availableCustomSubElements'][number];
export type BoxList = ApiResponse<'/gateway/boxes/search'>;
export type Box = ApiResponse<'/gateway/boxes/{code}/product-detail'>;
export type BoxOffers = ApiResponse<'/gateway/box-offers/{code}'>; // the same offer list as /gateway/boxes/{code}/offers
export type BoxOffer = BoxOffers['exactMatch'][number];
export type VoucherCover = ApiResponse<'/gateway/beneficiary/vouchers/{code}'>;
export type StayList = ApiResponse<'/gateway/beneficiary/single-vouchers/offers'>;
export type Stay = StayList['exactMatch'][number];
export type StayFacets = ApiResponse<'/gateway/beneficiary/single-vouchers/facets'>;
export type IncludedDates = ApiResponse<'/wed/redeem/weekend/{id}/packageCheckinPrices.json'>;
export type IncludedDay = IncludedDates['days'][number];
export type BoxMapPoints = Extract<ApiResponse<'/gateway/boxes/{code}/offers'>, { exactMatch: { location: unknown }[] }>;
