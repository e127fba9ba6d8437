/** View types of mf-search: what components render (mapped from the API in ./mappers.ts). */
import type { DestinationCategory, FallbackKind, Flow } from '@storefront/criteria';

export type CardKind = 'stay' | 'gift' | 'activity' | 'hotelOnly';
export type PriceType = 'from-price' | 'final-price' | 'gift';

export interface CardImage {
  url: string;
  alt: string;
}

export interface HotelView {
  id: number;
  label: string;
  stars: number | null;
  uri: string;
  locationLabel: string;
  /** the city keyword page of the hotel's town, when the API gives one */
  locationUri?: string | null;
  latitude: number;
  longitude: number;
  reviewCount: number;
  /** average score /10, null when the hotel has no review yet ('New') */
  reviewAverage: number | null;
}

export interface CancellationView {
  cancellable: boolean;
  message: string;
  deadline: string | null;
}

export interface OfferView {
  id: number;
  kind: CardKind;
  label: string;
  hotel: HotelView;
  /** up to 4 images */
  images: CardImage[];
  /** cents: stay price for the dates, from-price, or gift price */
  sellPrice: number;
  /** cents: the crossed-out reference (bar or ref price) */
  refPrice: number | null;
  /** cents: the stay with its local tax for these travellers and nights, from the API (stays and hotel nights) */
  totalPrice?: number | null;
  /** promo percent as sent (the card applies the display threshold) */
  promo: number | null;
  priceType: PriceType;
  availableRooms: number | null;
  lastMinute: boolean;
  expiration: string | null;
  marketingLabels: string[];
  headwords: string[];
  cancellation: CancellationView | null;
  autoDiscount: { code: string; value: number } | null;
  uri: string;
  participants: number;
  /** adults the price is for (activity per-person price) */
  adults: number;
  nights: number | null;
  checkin: string | null;
  distance: number | null;
  targetedLabel: string | null;
}

export interface PlaceView {
  id: number;
  label: string;
  category: string;
  latitude: number;
  longitude: number;
}

export interface SearchDetailsView {
  totalCount: number;
  page: number;
  pageSize: number;
  themeLabel: string | null;
  destination: PlaceView | null;
  /** the destination and its parent areas (department, region, country), most precise first */
  hierarchy: PlaceView[];
  location: { latitude: number; longitude: number } | null;
}

export interface SearchResult {
  offers: OfferView[];
  details: SearchDetailsView;
}

/** The kind of a fallback search (search.md §4), as the criteria package builds them. */
export type { FallbackKind };

export interface FallbackView {
  kind: FallbackKind;
  /** hash of the widened search (for 'See all') */
  hash: string;
  offers: OfferView[];
  totalCount: number;
}

export interface MapMarker {
  hotelId: number;
  label: string;
  latitude: number;
  longitude: number;
  /** cents */
  price: number;
  /** cents: that offer's price with the local tax, from the API (stays and hotel nights) */
  totalPrice?: number | null;
  priceType: PriceType;
  imageUrl: string | null;
  uri: string;
  offerIds: number[];
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}
export interface ActivityGroup {
  name: string;
  entries: FacetOption[];
}
export interface PriceBandCount {
  /** cents, inclusive */
  min: number;
  /** cents, exclusive; null for the open last band */
  max: number | null;
  count: number;
}
export interface Facets {
  activities: ActivityGroup[];
  facilities: FacetOption[];
  /** the accessibility facilities (their own group), with their counts */
  accessibility: FacetOption[];
  hotelTypes: FacetOption[];
  hotelEnvironments: FacetOption[];
  hotelStyles: FacetOption[];
  stars: FacetOption[];
  hotelScores: FacetOption[];
  /** the free cancellation option (value 'free'), when the API counts it */
  freeCancellation: FacetOption | null;
  /** offers per price band (cents, priceBands of @storefront/criteria) under the other filters */
  priceBands: PriceBandCount[];
  /** euros */
  priceRange: { min: number | null; max: number | null } | null;
}

export interface ActivityCentre {
  hotel: HotelView;
  packages: OfferView[];
}

export interface Suggestion {
  id: string;
  label: string;
  category: DestinationCategory;
  latitude: number;
  longitude: number;
  postalcode: string | null;
  detail: string | null;
}

export type { Flow };

/** A theme of the search bar and of idea keyword pages. */
export interface ThemeView {
  id: string;
  label: string;
  slug: string;
  kind: 'stay' | 'activity';
  /** published offers of the theme */
  count: number;
  /** its idea keyword page */
  uri: string;
  /** editorial text (theme looked up by slug only) */
  description: string | null;
}
