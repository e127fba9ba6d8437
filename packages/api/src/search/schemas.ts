/**
 * TypeBox schemas of the search endpoints (search.md §3 and §7). Field names are the spec's.
 * Query strings are coerced by the API's validator; list criteria are comma lists, as the remotes send them.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { IsoDate, Locale, MAX_NIGHTS } from '../schemas/common';

export const FLOWS = ['booking', 'gifting', 'activity', 'hotel'] as const;
export type Flow = (typeof FLOWS)[number];

export const SORTS = ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc'] as const;
export type Sort = (typeof SORTS)[number];

export const DESTINATION_KEYS = [
  'city',
  'hotel',
  'searesort',
  'skiresort',
  'touristicregion',
  'region',
  'department',
  'country',
  'poi',
] as const;
export type DestinationKey = (typeof DESTINATION_KEYS)[number];

/** Largest page size of a search. */
export const MAX_LIMIT = 60;
export const DEFAULT_LIMIT = 20;
/** Largest zero-based page number accepted (beyond the last page the list is empty). */
export const MAX_PAGE = 10_000;
/** Distance slider bounds (km). */
export const MAX_DISTANCE = 300;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });
const IdList = (description: string) =>
  Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$', maxLength: 1100, description: `${description} (comma list)` });
const CodeList = (description: string) =>
  Type.String({ pattern: '^[a-z0-9_-]{1,40}(,[a-z0-9_-]{1,40}){0,49}$', maxLength: 2050, description: `${description} (comma list)` });

/** Every search criteria key of search.md §3 (URL hash keys), with the query-string keys flow/page and the locale. */
export const criteriaProperties = {
  locale: Type.Optional(Locale),
  flow: Type.Optional(Type.Enum(FLOWS, { description: 'Search flow', default: 'booking' })),
  a: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, description: 'Adults (12+), default 2; fixed at 2 in gifting' })),
  c: Type.Optional(Type.Integer({ minimum: 0, maximum: 10, description: 'Children (3-11), default 0' })),
  b: Type.Optional(Type.Integer({ minimum: 0, maximum: 10, description: 'Babies (0-2), default 0' })),
  s: Type.Optional(Type.Boolean({ description: 'Single-room flag' })),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Latitude of a location search' })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Longitude of a location search' })),
  city: Type.Optional(Id('City id')),
  hotel: Type.Optional(Id('Hotel id (destination)')),
  searesort: Type.Optional(Id('Seaside resort id')),
  skiresort: Type.Optional(Id('Ski resort id')),
  touristicregion: Type.Optional(Id('Touristic region id')),
  region: Type.Optional(Id('Region id')),
  department: Type.Optional(Id('Department id')),
  country: Type.Optional(Id('Country id')),
  poi: Type.Optional(Id('Point of interest id')),
  theme: Type.Optional(Id('Theme id')),
  checkin: Type.Optional(IsoDate),
  checkout: Type.Optional(IsoDate),
  night: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_NIGHTS, description: 'Number of nights' })),
  distanceMin: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_DISTANCE, description: 'Distance lower bound (km)' })),
  distanceMax: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_DISTANCE, description: 'Distance upper bound (km)' })),
  sort: Type.Optional(Type.Enum(SORTS, { description: 'Sort key (search.md §5)' })),
  tags: Type.Optional(IdList('Activity ids')),
  hotelTypes: Type.Optional(CodeList('Hotel type codes')),
  hotelEnvironments: Type.Optional(CodeList('Hotel environment codes')),
  hotelStyles: Type.Optional(CodeList('Hotel style codes')),
  hotelType: Type.Optional(CodeList('Alias of hotelTypes (facet refresh)')),
  hotelEnvironment: Type.Optional(CodeList('Alias of hotelEnvironments (facet refresh)')),
  hotelStyle: Type.Optional(CodeList('Alias of hotelStyles (facet refresh)')),
  stars: Type.Optional(Type.String({ pattern: '^[1-5](,[1-5]){0,4}$', maxLength: 9, description: 'Stars (comma list of 1-5)' })),
  hotelScore: Type.Optional(Type.Number({ minimum: 0, maximum: 10, description: 'Review score floor (alias of minHotelReviewScore)' })),
  minHotelReviewScore: Type.Optional(Type.Number({ minimum: 0, maximum: 10, description: 'Review score floor' })),
  priceMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Price lower bound in cents' })),
  priceMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Price upper bound in cents' })),
  singleVoucherPriceMin: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Gift price lower bound in cents (gifting)' }),
  ),
  singleVoucherPriceMax: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Gift price upper bound in cents (gifting)' }),
  ),
  facilities: Type.Optional(CodeList('Facility codes, without pets')),
  petsAllowed: Type.Optional(Type.Boolean({ description: 'Only hotels accepting pets' })),
  hotelId: Type.Optional(Id('Only the offers of this hotel')),
};

export const SearchQuery = Type.Object(
  {
    ...criteriaProperties,
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE, description: 'Zero-based page', default: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, description: 'Page size', default: DEFAULT_LIMIT })),
    searchProvider: Type.Optional(Type.String({ maxLength: 50, description: 'Search provider catalog (informative)' })),
  },
  { additionalProperties: true },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** Criteria as a JSON body (POST map search, activity-only): the same keys, numbers as numbers. */
export const CriteriaBody = Type.Object(criteriaProperties, { additionalProperties: true });
export type CriteriaBody = Static<typeof CriteriaBody>;

// ---------------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------------

export const ImageSizes = Type.Record(Type.String(), Type.String(), { description: 'Image URL by size key (120_80, 640_360, 960_540)' });
export const CardImage = Type.Object({ url: Type.String(), alt: Type.String(), sizes: ImageSizes });

export const PriceEntry = Type.Object({
  paxComposition: Type.Object({ adults: Type.Integer(), children: Type.Integer(), babies: Type.Integer() }),
  sellPrice: Type.Integer({ description: 'cents' }),
  barPrice: Nullable(Type.Integer({ description: 'cents' })),
  promoPercentageRounded: Type.Integer(),
});

export const HotelSummary = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  stars: Nullable(Type.Integer()),
  uri: Type.String(),
  location: Type.Object({
    label: Type.String(),
    uri: Nullable(Type.String()),
    address: Type.String(),
    zipCode: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
  }),
  review: Type.Object({ count: Type.Integer(), average: Nullable(Type.Number()) }),
});
export type HotelSummary = Static<typeof HotelSummary>;

export const PRICE_TYPES = ['from-price', 'final-price', 'gift'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const OfferCard = Type.Object({
  id: Type.Integer({ description: 'Offer (weekend) id; activity product id in the activity flow' }),
  kind: Type.Union([Type.Literal('stay'), Type.Literal('hotel_only'), Type.Literal('activity')]),
  label: Type.String(),
  hotel: HotelSummary,
  imageUrl: Nullable(Type.String()),
  images: Type.Array(CardImage, { maxItems: 4 }),
  prices: Type.Array(PriceEntry),
  sellPrice: Type.Integer({ description: 'cents: the stay price for the dates and travellers, the from-price, or the gift price' }),
  barPrice: Nullable(Type.Integer()),
  refPrice: Nullable(Type.Integer()),
  promo: Nullable(Type.Integer({ description: 'Promo percent, only from 10 (5 for activities)' })),
  priceType: Type.Enum(PRICE_TYPES),
  availableRooms: Nullable(Type.Integer()),
  lastMinute: Type.Boolean(),
  expiration: Nullable(Type.String({ description: 'Last day the offer is sold' })),
  marketingLabels: Type.Array(Type.Object({ label: Type.String(), code: Type.String(), color: Type.String() })),
  headwords: Type.Array(Type.String()),
  cancellationPolicy: Nullable(
    Type.Object({ cancellable: Type.Boolean(), message: Type.String(), cancellationDeadline: Nullable(Type.String()) }),
  ),
  channelManagerId: Nullable(Type.String()),
  autoDiscount: Nullable(Type.Object({ code: Type.String(), value: Type.Integer() })),
  uri: Type.String(),
  connectivity: Type.Boolean(),
  participants: Type.Integer({ description: 'Travellers priced (adults + children + babies)' }),
  nights: Nullable(Type.Integer()),
  checkin: Nullable(Type.String()),
  distance: Nullable(Type.Number({ description: 'km from the searched position, one decimal' })),
  targetedLabel: Nullable(Type.String()),
  themes: Type.Array(Type.Integer()),
});
export type OfferCard = Static<typeof OfferCard>;

export const PlaceRef = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  category: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type PlaceRef = Static<typeof PlaceRef>;

export const SearchDetails = Type.Object({
  totalCount: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  flow: Type.String(),
  sort: Type.String(),
  checkin: Nullable(Type.String()),
  checkout: Nullable(Type.String()),
  night: Nullable(Type.Integer()),
  adult: Type.Integer(),
  child: Type.Integer(),
  baby: Type.Integer(),
  hotelId: Nullable(Type.Integer()),
  location: Nullable(Type.Object({ latitude: Type.Number(), longitude: Type.Number() })),
  locationHierarchy: Type.Array(PlaceRef, { description: 'The destination and its parents, country last' }),
  destination: Nullable(PlaceRef),
  theme: Nullable(Type.Object({ id: Type.Integer(), label: Type.String() })),
  uri: Type.String({ description: 'Results page path with the criteria in the hash' }),
});
export type SearchDetails = Static<typeof SearchDetails>;

export const SearchResponse = Type.Object({ exactMatch: Type.Array(OfferCard), searchDetails: SearchDetails });
export type SearchResponse = Static<typeof SearchResponse>;

// POST /api/offers.json ----------------------------------------------------------------------------------------

export const MapSearchBody = Type.Object({
  criteria: Type.Optional(CriteriaBody),
  orderBy: Type.Optional(Type.Enum(SORTS)),
  searchProvider: Type.Optional(Type.String({ maxLength: 50 })),
  performMapSearch: Type.Optional(Type.Boolean()),
  performGiftableSearch: Type.Optional(Type.Boolean()),
  locale: Type.Optional(Locale),
  hotelId: Type.Optional(Id('Hotel offers drawer: the hotel')),
  numberOfPackagesPerHotel: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 20 })),
  type: Type.Optional(Type.Union([Type.Literal('gift'), Type.Literal('booking')], { description: 'gift: the drawer lists gift prices' })),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })),
});
export type MapSearchBody = Static<typeof MapSearchBody>;

export const MapLocation = Type.Object({
  hotel: HotelSummary,
  location: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
  weekendIds: Type.Array(Type.Integer()),
  sellPrice: Type.Integer({ description: 'cents: the cheapest matching offer of the hotel' }),
  priceType: Type.Enum(PRICE_TYPES),
  imageUrl: Nullable(Type.String()),
});

export const MapSearchResponse = Type.Object({ exactMatch: Type.Array(MapLocation), searchDetails: SearchDetails });
export const HotelOffersResponse = Type.Object({
  hotel: HotelSummary,
  mainPackage: Nullable(OfferCard),
  otherPackages: Type.Array(OfferCard),
  searchDetails: SearchDetails,
});
export const PostOffersResponse = Type.Union([MapSearchResponse, HotelOffersResponse, SearchResponse]);

// Facets -------------------------------------------------------------------------------------------------------

export const PROPERTY_TYPES = ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag', 'distance', 'theme'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const FacetsQuery = Type.Object(
  {
    ...criteriaProperties,
    orderBy: Type.Optional(Type.Enum(SORTS)),
    withNames: Type.Optional(Type.Boolean({ default: true })),
    withActivities: Type.Optional(Type.Boolean()),
    propertiesRequested: Type.Optional(
      Type.String({
        pattern: `^(${PROPERTY_TYPES.join('|')})(,(${PROPERTY_TYPES.join('|')})){0,${PROPERTY_TYPES.length - 1}}$`,
        maxLength: 200,
        description: 'Comma list; default every type but theme',
      }),
    ),
  },
  { additionalProperties: true },
);
export type FacetsQuery = Static<typeof FacetsQuery>;

export const FacetValue = Type.Object({
  id: Type.String(),
  name: Type.Optional(Type.String()),
  count: Type.Integer(),
  selected: Type.Boolean(),
});
export const FacetProperty = Type.Object({
  propertyType: Type.Enum(PROPERTY_TYPES),
  values: Type.Array(FacetValue),
  groups: Type.Optional(Type.Array(Type.Object({ id: Type.String(), name: Type.Optional(Type.String()), values: Type.Array(FacetValue) }))),
  range: Type.Optional(Type.Object({ min: Nullable(Type.Number()), max: Nullable(Type.Number()) })),
});
export const FacetsResponse = Type.Object({ totalCount: Type.Integer(), properties: Type.Array(FacetProperty) });
export type FacetsResponse = Static<typeof FacetsResponse>;

// Activity-only ------------------------------------------------------------------------------------------------

export const ActivityOnlyBody = Type.Object({
  criteria: Type.Optional(CriteriaBody),
  numberOfPackagesPerHotel: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 20 })),
  locale: Type.Optional(Locale),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT })),
});
export type ActivityOnlyBody = Static<typeof ActivityOnlyBody>;

export const ActivityPackage = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  uri: Type.String(),
  imageUrl: Nullable(Type.String()),
  images: Type.Array(CardImage, { maxItems: 4 }),
  themeId: Type.Integer(),
  prices: Type.Array(PriceEntry),
  sellPrice: Type.Integer(),
  barPrice: Nullable(Type.Integer()),
  promo: Nullable(Type.Integer({ description: 'Promo percent, only from 5' })),
  distance: Nullable(Type.Number()),
});
export const ActivityOnlyResponse = Type.Object({
  totalCount: Type.Integer({ description: 'Number of centres (hotels) with matching activity products' }),
  page: Type.Integer(),
  results: Type.Array(
    Type.Object({
      hotel: HotelSummary,
      packages: Type.Array(ActivityPackage, { maxItems: 20 }),
    }),
  ),
});

// Autocomplete -------------------------------------------------------------------------------------------------

export const AUTOCOMPLETE_CATEGORIES = [
  'city',
  'hotel',
  'searesort',
  'skiresort',
  'touristicregion',
  'poi',
  'region',
  'department',
  'country',
] as const;
export type AutocompleteCategory = (typeof AUTOCOMPLETE_CATEGORIES)[number];

export const MAX_TERM_LENGTH = 100;
export const AutocompleteQuery = Type.Object(
  {
    locale: Type.Optional(Locale),
    term: Type.String({ minLength: 1, maxLength: MAX_TERM_LENGTH, description: 'What the visitor typed' }),
    maxResults: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, default: 30 })),
  },
  { additionalProperties: true },
);
export type AutocompleteQuery = Static<typeof AutocompleteQuery>;

export const Suggestion = Type.Object({
  id: Type.Integer(),
  label: Type.String({ description: 'Name in the locale language' }),
  category: Type.Enum(AUTOCOMPLETE_CATEGORIES),
  latitude: Type.Number(),
  longitude: Type.Number(),
  postalcode: Nullable(Type.String()),
  parentLabel: Nullable(Type.String({ description: 'Region or country of the place, for disambiguation' })),
});
export type Suggestion = Static<typeof Suggestion>;
export const AutocompleteResponse = Type.Array(Suggestion);

export const RecommendedQuery = Type.Object(
  {
    locale: Type.Optional(Locale),
    q: Type.Optional(Type.String({ maxLength: MAX_TERM_LENGTH })),
    catalogSourceType: Type.Optional(Type.String({ maxLength: 50 })),
    catalogSourceCode: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: true },
);
export type RecommendedQuery = Static<typeof RecommendedQuery>;

// Themes and keyword pages ----------------------------------------------------------------------------------------

export const THEME_KINDS = ['stay', 'activity'] as const;
export type ThemeKind = (typeof THEME_KINDS)[number];

const Slug = Type.String({ pattern: '^[A-Za-z0-9-]{1,80}$', description: 'URL slug (letters, digits, hyphens)' });

export const ThemesQuery = Type.Object(
  { locale: Type.Optional(Locale), kind: Type.Optional(Type.Enum(THEME_KINDS)) },
  { additionalProperties: true },
);
export const ThemeSummary = Type.Object({
  id: Type.Integer({ description: 'Theme id (the search criterion theme=)' }),
  label: Type.String({ description: 'Name in the locale language' }),
  slug: Type.String({ description: 'URL slug in the locale language (idea keyword page)' }),
  kind: Type.Enum(THEME_KINDS, { description: 'stay themes, or activity themes (activity-only universes 985-992)' }),
  icon: Type.String(),
  count: Type.Integer({ description: 'Published offers: stays of the theme (stay), activity-only products (activity)' }),
  uri: Type.String({ description: 'Idea keyword page of the theme on the site' }),
});
export type ThemeSummary = Static<typeof ThemeSummary>;
export const ThemesResponse = Type.Array(ThemeSummary);
export const ThemeParams = Type.Object({ slug: Slug });
export const ThemeDetail = Type.Object({ ...ThemeSummary.properties, description: Type.String() });
export type ThemeDetail = Static<typeof ThemeDetail>;

export const CityParams = Type.Object({ slug: Slug });
export const CityQuery = Type.Object({ locale: Type.Optional(Locale) }, { additionalProperties: true });
export const CityResponse = Type.Object({
  id: Type.Integer({ description: 'Place id (the search criterion city=)' }),
  slug: Type.String(),
  label: Type.String({ description: 'Name in the locale language' }),
  category: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  postalcode: Nullable(Type.String()),
  parentLabel: Nullable(Type.String({ description: 'Region or country of the city' })),
  uri: Type.String({ description: 'City keyword page on the site' }),
});
export type CityResponse = Static<typeof CityResponse>;

export { IsoDate };
