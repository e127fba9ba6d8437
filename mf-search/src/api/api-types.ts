/**
 * Shapes of the API answers mf-search reads (packages/api/src/search/schemas.ts). Only the fields used here;
 * mapped to view types in ./mappers.ts so components never depend on the wire format.
 */
export interface ApiImage {
  url: string;
  alt: string;
  sizes: Record<string, string>;
}
export interface ApiPriceEntry {
  paxComposition: { adults: number; children: number; babies: number };
  sellPrice: number;
  barPrice: number | null;
  promoPercentageRounded: number;
}
export interface ApiHotel {
  id: number;
  label: string;
  stars: number | null;
  uri: string;
  location: { label: string; uri: string | null; address: string; zipCode: string; latitude: number; longitude: number };
  review: { count: number; average: number | null };
}
export type ApiPriceType = 'from-price' | 'final-price' | 'gift';
export interface ApiOffer {
  id: number;
  kind: 'stay' | 'hotel_only' | 'activity';
  label: string;
  hotel: ApiHotel;
  imageUrl: string | null;
  images: ApiImage[];
  prices: ApiPriceEntry[];
  sellPrice: number;
  barPrice: number | null;
  refPrice: number | null;
  promo: number | null;
  priceType: ApiPriceType;
  availableRooms: number | null;
  lastMinute: boolean;
  expiration: string | null;
  marketingLabels: { label: string; code: string; color: string }[];
  headwords: string[];
  cancellationPolicy: { cancellable: boolean; message: string; cancellationDeadline: string | null } | null;
  channelManagerId: string | null;
  autoDiscount: { code: string; value: number } | null;
  uri: string;
  connectivity: boolean;
  participants: number;
  nights: number | null;
  checkin: string | null;
  distance: number | null;
  targetedLabel: string | null;
  themes: number[];
}
export interface ApiPlace {
  id: number;
  label: string;
  category: string;
  latitude: number;
  longitude: number;
}
export interface ApiSearchDetails {
  totalCount: number;
  page: number;
  limit: number;
  flow: string;
  sort: string;
  checkin: string | null;
  checkout: string | null;
  night: number | null;
  adult: number;
  child: number;
  baby: number;
  hotelId: number | null;
  location: { latitude: number; longitude: number } | null;
  locationHierarchy: ApiPlace[];
  destination: ApiPlace | null;
  theme: { id: number; label: string } | null;
  uri: string;
}
export interface ApiSearchResponse {
  exactMatch: ApiOffer[];
  searchDetails: ApiSearchDetails;
}
export type ApiFallbackKind =
  | 'widenDestination'
  | 'withoutDates'
  | 'withoutTheme'
  | 'widenDestinationWithoutDates'
  | 'widenDestinationWithoutTheme'
  | 'withoutDatesWithoutTheme'
  | 'widenDestinationWithoutDatesWithoutTheme';
export interface ApiFallbackResponse {
  banner: 'suggestion' | 'noExactResults' | 'noResults';
  mainTotalCount: number;
  fallbacks: { kind: ApiFallbackKind; criteria: Record<string, string | number | boolean>; exactMatch: ApiOffer[]; searchDetails: ApiSearchDetails }[];
}
export interface ApiMapLocation {
  hotel: ApiHotel;
  location: { latitude: number; longitude: number };
  weekendIds: number[];
  sellPrice: number;
  priceType: ApiPriceType;
  imageUrl: string | null;
}
export interface ApiMapResponse {
  exactMatch: ApiMapLocation[];
  searchDetails: ApiSearchDetails;
}
export type ApiPropertyType = 'price' | 'score' | 'facility' | 'stars' | 'style' | 'type' | 'environment' | 'tag' | 'distance';
export interface ApiFacetValue {
  id: string;
  name?: string;
  count: number;
  selected: boolean;
}
export interface ApiFacetsResponse {
  totalCount: number;
  properties: {
    propertyType: ApiPropertyType;
    values: ApiFacetValue[];
    groups?: { id: string; name?: string; values: ApiFacetValue[] }[];
    range?: { min: number | null; max: number | null };
  }[];
}
export interface ApiActivityPackage {
  id: number;
  label: string;
  uri: string;
  imageUrl: string | null;
  images: ApiImage[];
  themeId: number;
  prices: ApiPriceEntry[];
  sellPrice: number;
  barPrice: number | null;
  promo: number | null;
  distance: number | null;
}
export interface ApiActivityOnlyResponse {
  totalCount: number;
  page: number;
  results: { hotel: ApiHotel; packages: ApiActivityPackage[] }[];
}
export interface ApiSuggestion {
  id: number;
  label: string;
  category: string;
  latitude: number;
  longitude: number;
  postalcode: string | null;
  parentLabel?: string | null;
}
export type ApiThemeKind = 'stay' | 'activity';
/** GET /api/themes.json entries; GET /api/themes/{slug}.json adds the description. */
export interface ApiTheme {
  id: number;
  label: string;
  slug: string;
  kind: ApiThemeKind;
  icon: string;
  count: number;
  uri: string;
  description?: string;
}
/** GET /api/cities/{slug}.json */
export interface ApiCity {
  id: number;
  slug: string;
  label: string;
  category: string;
  latitude: number;
  longitude: number;
  postalcode: string | null;
  parentLabel: string | null;
  uri: string;
}
