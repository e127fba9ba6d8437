/**
 * Names for the API answers mf-search reads. Nothing here is written by hand: every type is taken from the
 * types @storefront/api-client generates from the API's OpenAPI document (`ApiResponse<path, method>`), so a
 * change of the API's schemas shows up as a type error in ./mappers.ts, the one place that maps them to view types.
 */
import type { ApiResponse } from '@storefront/api-client';

/** The element type of a list. */
type Item<T> = T extends readonly (infer U)[] ? U : never;

/** GET {api}/offers.json */
export type ApiSearchResponse = ApiResponse<'/api/offers.json', 'get'>;
export type ApiOffer = Item<ApiSearchResponse['exactMatch']>;
export type ApiHotel = ApiOffer['hotel'];
export type ApiPriceEntry = Item<ApiOffer['prices']>;
export type ApiImage = Item<ApiOffer['images']>;
export type ApiSearchDetails = ApiSearchResponse['searchDetails'];
export type ApiPlace = Item<ApiSearchDetails['locationHierarchy']>;

/** POST {api}/offers.json answers one of three shapes; performMapSearch gives the one with weekend ids per hotel. */
type ApiOffersPost = ApiResponse<'/api/offers.json', 'post'>;
export type ApiMapResponse = Extract<ApiOffersPost, { exactMatch: { weekendIds: number[] }[] }>;
export type ApiMapLocation = Item<ApiMapResponse['exactMatch']>;

/** GET {api}/facets.json */
export type ApiFacetsResponse = ApiResponse<'/api/facets.json', 'get'>;
export type ApiFacetProperty = Item<ApiFacetsResponse['properties']>;
export type ApiPropertyType = ApiFacetProperty['propertyType'];
export type ApiFacetValue = Item<ApiFacetProperty['values']>;

/** POST {api}/search/activity-only.json */
export type ApiActivityOnlyResponse = ApiResponse<'/api/search/activity-only.json', 'post'>;
export type ApiActivityPackage = Item<Item<ApiActivityOnlyResponse['results']>['packages']>;

/** GET autocomplete and recommended autocomplete */
export type ApiSuggestion = Item<ApiResponse<'/api/autocomplete-geonames.json', 'get'>> | Item<ApiResponse<'/api/recommendedAutocomplete.json', 'get'>>;

/** GET {api}/themes.json entries; GET {api}/themes/{slug}.json adds the description. */
export type ApiTheme = Item<ApiResponse<'/api/themes.json', 'get'>> | ApiResponse<'/api/themes/{slug}.json', 'get'>;
export type ApiThemeKind = ApiTheme['kind'];

/** GET {api}/cities/{slug}.json */
export type ApiCity = ApiResponse<'/api/cities/{slug}.json', 'get'>;

/** GET /weekend/{id}/packageCheckoutNights.json */
export type ApiCheckoutNights = ApiResponse<'/weekend/{id}/packageCheckoutNights.json', 'get'>;
