/**
 * TypeBox schemas of the search endpoints (search.md §3 and §7). Field names are the spec's.
 * Query strings are coerced by the API's validator; list criteria are comma lists, as the remotes send them.
 */
import { CRITERIA_KEYS, DESTINATION_ID_KEYS, DISTANCE_MAX, FLOWS as CRITERIA_FLOWS, SORT_KEYS, WIRE_KEYS, type KeySpec, type WireKey } from '@storefront/criteria';
import { Type, type Static, type TSchema } from 'typebox';
import { IsoDate, Locale } from '../schemas/common';

export const FLOWS = CRITERIA_FLOWS as readonly ['booking', 'gifting', 'activity', 'hotel'];
export type Flow = (typeof FLOWS)[number];

export const SORTS = SORT_KEYS;
export type Sort = (typeof SORTS)[number];

export const DESTINATION_KEYS = DESTINATION_ID_KEYS;
export type DestinationKey = (typeof DESTINATION_KEYS)[number];

/** Largest page size of a search. */
export const MAX_LIMIT = 60;
export const DEFAULT_LIMIT = 20;
/** Largest zero-based page number accepted (beyond the last page the list is empty). */
export const MAX_PAGE = 10_000;
/** Distance slider bounds (km). */
export const MAX_DISTANCE = DISTANCE_MAX;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });
const IdList = (description: string) =>
  Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$', maxLength: 1100, description: `${description} (comma list)` });
const CodeList = (description: string) =>
  Type.String({ pattern: '^[a-z0-9_-]{1,40}(,[a-z0-9_-]{1,40}){0,49}$', maxLength: 2050, description: `${description} (comma list)` });

/** A comma list of some of `values` (an unknown value is a 400 naming the key). */
const CodeChoice = (values: readonly string[], description: string) =>
  Type.String({ pattern: `^(${values.join('|')})(,(${values.join('|')})){0,${values.length - 1}}$`, maxLength: 400, description: `${description} (comma list)` });

/** The TypeBox schema of one criteria key of the table (criteria package, keys.ts). */
function keySchema(spec: KeySpec): TSchema {
  const bounds = { minimum: spec.min, maximum: spec.max, description: spec.description };
  switch (spec.kind) {
    case 'int':
      return Type.Integer(bounds);
    case 'number':
      return Type.Number(bounds);
    case 'flag':
      return Type.Boolean({ description: spec.description });
    case 'id':
      return Id(spec.description);
    case 'ids':
      return IdList(spec.description);
    case 'codes':
      return spec.values ? CodeChoice(spec.values, spec.description) : CodeList(spec.description);
    case 'stars':
      return Type.String({ pattern: '^[1-5](,[1-5]){0,4}$', maxLength: 9, description: spec.description });
    case 'date':
      return IsoDate;
    case 'sort':
      return Type.Enum(SORTS, { description: spec.description });
    case 'weekend':
      // well-formed here (an unknown month is a 400 naming the key); the window is fromWire's
      return Type.String({ pattern: '^(any|[0-9]{4}-(0[1-9]|1[0-2]))$', maxLength: 7, description: spec.description });
  }
}

/** Every search criteria key the API reads (the table's wire keys), with the query-string key flow and the locale. */
export const criteriaProperties = {
  locale: Type.Optional(Locale),
  flow: Type.Optional(Type.Enum(FLOWS, { description: 'Search flow', default: 'booking' })),
  ...(Object.fromEntries(WIRE_KEYS.map((key) => [key, Type.Optional(keySchema(CRITERIA_KEYS[key]))])) as Record<WireKey, ReturnType<typeof Type.Optional<TSchema>>>),
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
  totalPrice: Type.Optional(
    Type.Integer({ description: "cents: sellPrice with the hotel's local tax for the price's travellers and nights (stays and hotel nights only)" }),
  ),
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
  totalPrice: Type.Optional(Type.Integer({ description: "cents: that offer's price with the hotel's local tax (stays and hotel nights only)" })),
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

export const PROPERTY_TYPES = ['price', 'score', 'facility', 'accessibility', 'cancellation', 'stars', 'style', 'type', 'environment', 'tag', 'distance', 'theme'] as const;
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
  bands: Type.Optional(
    Type.Array(
      Type.Object({
        min: Type.Integer({ description: 'cents, inclusive' }),
        max: Nullable(Type.Integer({ description: 'cents, exclusive; null for the open last band' })),
        count: Type.Integer(),
      }),
      { description: 'price only: offers per price band (priceBands of @storefront/criteria) under the other filters' },
    ),
  ),
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
