/**
 * Storefront database schema (Drizzle pg-core, one PostgreSQL schema: `public`).
 *
 * Design notes
 * - Localized text is jsonb `{fr, es, nl, it}` (type `Localized`); a site locale maps to its language with
 *   `languageOf(locale)` (fr_FR/fr_BE -> fr, es_ES -> es, nl_BE/nl_NL -> nl, it_IT -> it). Read one language in
 *   SQL with `col->>'fr'`. Lists of localized strings are `Localized[]` (jsonb array).
 * - Money is integer cents everywhere. Dates are `date` columns (ISO strings in TS, mode 'string').
 * - Places form one table with a `category` and a `parent_id` chain (poi/city -> department -> region -> country;
 *   seaside resorts, ski resorts and touristic regions hang under a region or department). `department_id`,
 *   `region_id`, `country_id` are denormalized on every place (and on hotels) so the fallback search can widen in
 *   one step (department -> region -> country). `search_text` is `normalizeSearchText()` of every localized name
 *   (lower case, accents removed), indexed with a pg_trgm GIN index; normalize the user's term with the same TS
 *   function or with the SQL function `sf_normalize(text)` created in the migration.
 * - `hotel_places` links a hotel to every place it belongs to (city, department, region, country, resorts,
 *   touristic regions, nearby points of interest): a destination filter is one `exists` on that table.
 * - Offers ("weekends"): `kind` stay | hotel_only. Cancellation options of the same product are sibling offers
 *   (`parent_offer_id` -> main offer, `price_markup_bp` basis points on the nightly price): they share the
 *   main offer's availability row, so money stays one truth. Search lists only main offers (parent_offer_id null).
 * - Availability: ONE row per main offer in `offer_availability` with day-indexed arrays starting at `start_date`
 *   (first day of the month the catalogue was seeded, 12+ months long). Element i (1-based) is day
 *   start_date + (i - 1). `price`/`ref_price` are the nightly price for the base occupancy (2 adults, one room);
 *   `rooms_left` 0 means closed or sold out; `min_stay` is the minimum stay for a check-in that day;
 *   `checkout_nights` is a bit mask of the stay lengths allowed for a check-in that day (bit n-1 = n nights).
 *   50,000 offers -> 50,000 rows (instead of 18 M day rows): the large catalogue seeds in minutes on PostgreSQL
 *   and the default one quickly on PGlite. All price/availability reads go through `sf_quote()` (see pricing.ts).
 *   The window is kept current by `ensureCatalogueFresh()` (src/catalogue/freshness.ts): in a new month the arrays
 *   are re-based on the current month (same values per date; new days copy the weekday 52 weeks earlier) and
 *   `catalogue_meta.availability_start/_days` follow.
 * - `offers.from_*` columns hold the offer's cheapest bookable stay for 2 adults (a real quote: the check-in and
 *   nights are stored with it) used for "from" prices on cards without dates. They are recomputed from the current
 *   day by `ensureCatalogueFresh()` (`catalogue_meta.prices_on` = the day they were computed for).
 * - Images are descriptors (`images`): the API renders SVGs at /api/images/{kind}/{id}/{sizeKey}.svg from
 *   kind, subject and seed; alt/title/legend are localized.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const LANGUAGES = ['fr', 'es', 'nl', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const;
export type Locale = (typeof LOCALES)[number];
/** Review languages (spec: fr_FR, es_ES, it_IT, nl_NL). */
export const REVIEW_LOCALES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const;
export type ReviewLocale = (typeof REVIEW_LOCALES)[number];
export type Localized = Record<Language, string>;

export function languageOf(locale: string): Language {
  const lang = locale.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'fr';
}

export const COUNTRY_CODES = ['FR', 'ES', 'BE', 'NL', 'IT'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const PLACE_CATEGORIES = [
  'country',
  'region',
  'department',
  'city',
  'searesort',
  'skiresort',
  'touristicregion',
  'poi',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

const localized = (name: string) => jsonb(name).$type<Localized>();
const localizedList = (name: string) => jsonb(name).$type<Localized[]>();
const day = (name: string) => date(name, { mode: 'string' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ---------------------------------------------------------------------------------------------------------------
// Places and themes
// ---------------------------------------------------------------------------------------------------------------

export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey(),
    category: text('category').$type<PlaceCategory>().notNull(),
    countryCode: text('country_code').$type<CountryCode>().notNull(),
    parentId: integer('parent_id'),
    countryId: integer('country_id'),
    regionId: integer('region_id'),
    departmentId: integer('department_id'),
    /** Slug used in URIs, e.g. "paris". */
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    postalCode: text('postal_code'),
    /** Ordering weight for autocomplete (population / fame); larger first. */
    weight: integer('weight').notNull().default(0),
    /** City-specific distance bounds (km) used when 'Include offers around' is on. */
    distanceMinKm: integer('distance_min_km'),
    distanceMaxKm: integer('distance_max_km'),
    /** normalizeSearchText() of all localized names (+ postal code): accent/case-insensitive autocomplete. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('places_category_idx').on(t.category),
    index('places_parent_idx').on(t.parentId),
    index('places_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const themes = pgTable('themes', {
  id: integer('id').primaryKey(),
  /** stay themes (39 = family) or activity themes (985-992, activity-only universes). */
  kind: text('kind').$type<'stay' | 'activity'>().notNull(),
  /** URL slug per language */
  slug: localized('slug').notNull(),
  label: localized('label').notNull(),
  description: localized('description'),
  icon: text('icon').notNull().default('tag'),
  position: integer('position').notNull().default(0),
});

/** Activity types (the search "tags" / activities facet). */
export const activities = pgTable('activities', {
  id: integer('id').primaryKey(),
  groupCode: text('group_code').notNull(),
  groupLabel: localized('group_label').notNull(),
  label: localized('label').notNull(),
  themeId: integer('theme_id'),
});

/** Labels of facet codes (hotel types, environments, styles) so SQL can return localized facets. */
export const facetValues = pgTable(
  'facet_values',
  {
    facet: text('facet').$type<'hotelType' | 'hotelEnvironment' | 'hotelStyle'>().notNull(),
    code: text('code').notNull(),
    label: localized('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.facet, t.code] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------------------------

export type ImageKind = 'hotel' | 'room' | 'offer' | 'activity' | 'activity_product' | 'box' | 'place' | 'sleeve' | 'cms';

export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').$type<ImageKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    position: smallint('position').notNull().default(0),
    /** What the picture shows (a theme/activity/room word such as 'spa', 'sea', 'double-room'): drives the SVG. */
    subject: text('subject').notNull(),
    seed: integer('seed').notNull(),
    alt: localized('alt').notNull(),
    title: localized('title').notNull(),
    legend: localized('legend'),
  },
  (t) => [index('images_owner_idx').on(t.kind, t.ownerId, t.position)],
);

// ---------------------------------------------------------------------------------------------------------------
// Hotels, facilities, rooms
// ---------------------------------------------------------------------------------------------------------------

export type LocalTaxType = 'PER_PERSON_PER_NIGHT' | 'PERCENTAGE';

export interface ParkingInfo {
  available: boolean;
  onSite: boolean;
  /** cents per day, 0 when free */
  pricePerDay: number;
  text: Localized;
}

export interface Schedule {
  /** 'HH:MM' */
  from: string;
  to: string;
  days?: number[];
}

export const hotels = pgTable(
  'hotels',
  {
    id: integer('id').primaryKey(),
    label: text('label').notNull(),
    slug: text('slug').notNull(),
    stars: smallint('stars').notNull(),
    active: boolean('active').notNull().default(true),
    countryCode: text('country_code').$type<CountryCode>().notNull(),
    cityId: integer('city_id').notNull(),
    departmentId: integer('department_id'),
    regionId: integer('region_id'),
    countryId: integer('country_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    streetAddress: text('street_address').notNull(),
    zipCode: text('zip_code').notNull(),
    cityName: localized('city_name').notNull(),
    description: localized('description').notNull(),
    hotelType: text('hotel_type').notNull(),
    environment: text('environment').notNull(),
    style: text('style').notNull(),
    petsAllowed: boolean('pets_allowed').notNull(),
    petsPrice: integer('pets_price'),
    petsMaxWeight: integer('pets_max_weight'),
    petsMaxNumberOfPets: smallint('pets_max_number_of_pets').notNull().default(1),
    localTaxAmount: integer('local_tax_amount').notNull().default(0),
    localTaxCurrency: text('local_tax_currency').notNull().default('EUR'),
    localTaxToBePaidAtHotel: boolean('local_tax_to_be_paid_at_hotel').notNull().default(true),
    localTaxType: text('local_tax_type').$type<LocalTaxType>().notNull().default('PER_PERSON_PER_NIGHT'),
    /** percent when localTaxType is PERCENTAGE */
    localTaxPercentage: doublePrecision('local_tax_percentage'),
    checkin: text('checkin').notNull(),
    checkout: text('checkout').notNull(),
    breakfastSchedule: jsonb('breakfast_schedule').$type<Schedule>(),
    parking: jsonb('parking').$type<ParkingInfo>().notNull(),
    importantInfos: localizedList('important_infos').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    /** average of review averages, 0-10 with one decimal; null when no review */
    reviewAverage: doublePrecision('review_average'),
    channelManagerId: text('channel_manager_id'),
    connectivity: boolean('connectivity').notNull().default(false),
    legacyPackageCount: integer('legacy_package_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    /** normalizeSearchText(label + city): hotel suggestions in autocomplete */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('hotels_city_idx').on(t.cityId),
    index('hotels_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const hotelPlaces = pgTable(
  'hotel_places',
  {
    hotelId: integer('hotel_id').notNull(),
    placeId: integer('place_id').notNull(),
    /** km from the place's centre */
    distanceKm: doublePrecision('distance_km').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.hotelId] }), index('hotel_places_hotel_idx').on(t.hotelId)],
);

export type FacilityGroup = 'general' | 'parking' | 'wellness' | 'food' | 'room' | 'family' | 'accessibility' | 'eco';

export const facilities = pgTable('facilities', {
  id: integer('id').primaryKey(),
  /** stable code, e.g. 'pool', 'spa', 'pets', 'parking', 'eco-solar' */
  code: text('code').notNull().unique(),
  /** infoGeneral code; 'eco' for eco facilities */
  groupCode: text('group_code').$type<FacilityGroup>().notNull(),
  label: localized('label').notNull(),
  icon: text('icon').notNull(),
  /** listed in the search facilities facet */
  searchable: boolean('searchable').notNull().default(false),
});

export const hotelFacilities = pgTable(
  'hotel_facilities',
  {
    hotelId: integer('hotel_id').notNull(),
    facilityId: integer('facility_id').notNull(),
    highlighted: boolean('highlighted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.facilityId] }), index('hotel_facilities_facility_idx').on(t.facilityId)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: integer('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    hotelId: integer('hotel_id').notNull(),
    label: localized('label').notNull(),
    /** m2 */
    size: smallint('size').notNull(),
    /** double, twin, superior, suite, family, junior_suite */
    type: text('type').notNull(),
    bedding: localized('bedding').notNull(),
    capacity: smallint('capacity').notNull(),
    maxCapacity: smallint('max_capacity').notNull(),
    description: localized('description').notNull(),
    details: jsonb('details').$type<{ title: Localized; details: Localized[] }[]>().notNull(),
    highlights: localizedList('highlights').notNull(),
    importantInfos: localizedList('important_infos').notNull(),
  },
  (t) => [index('rooms_hotel_idx').on(t.hotelId)],
);

// ---------------------------------------------------------------------------------------------------------------
// Offers (weekends)
// ---------------------------------------------------------------------------------------------------------------

export type CancellationType = 'NON_REFUNDABLE' | 'FLEXIBLE' | 'FREE_CANCELLATION';

export const cancellationPolicies = pgTable('cancellation_policies', {
  id: integer('id').primaryKey(),
  type: text('type').$type<CancellationType>().notNull(),
  cancellable: boolean('cancellable').notNull(),
  /** deadline = check-in minus this many days (null when not cancellable) */
  deadlineDaysBeforeCheckin: smallint('deadline_days_before_checkin'),
  /** refund percent of each night until the deadline (spec: 80) */
  refundPercent: smallint('refund_percent').notNull().default(0),
  label: localized('label').notNull(),
  message: localized('message').notNull(),
});

export const autoDiscounts = pgTable('auto_discounts', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** percent, informative extra discount applied at checkout with the code ('Promo: Save {value}% extra') */
  value: smallint('value').notNull(),
  validUntil: day('valid_until'),
});

export const marketingLabels = pgTable('marketing_labels', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: localized('label').notNull(),
  /** stress colour: scarcity, reinsurance, social, alert */
  color: text('color').notNull(),
  priority: boolean('priority').notNull().default(false),
});

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').$type<'stay' | 'hotel_only'>().notNull(),
    hotelId: integer('hotel_id').notNull(),
    roomId: integer('room_id').notNull(),
    /** null for a main offer; the main offer id for a cancellation-option sibling */
    parentOfferId: integer('parent_offer_id'),
    /** nightly price markup in basis points (siblings with a more flexible cancellation) */
    priceMarkupBp: integer('price_markup_bp').notNull().default(0),
    label: localized('label').notNull(),
    slug: text('slug').notNull(),
    headwords: localizedList('headwords').notNull(),
    shortProgramIntro: localized('short_program_intro').notNull(),
    description: localized('description').notNull(),
    targetedLabel: localized('targeted_label'),
    importantInfos: localizedList('important_infos').notNull(),
    published: boolean('published').notNull().default(true),
    /** last day the offer is sold (stress badge 'expiration'); null = no end */
    expiresOn: day('expires_on'),
    lastMinute: boolean('last_minute').notNull().default(false),
    giftable: boolean('giftable').notNull().default(true),
    channelManagerId: text('channel_manager_id'),
    connectivity: boolean('connectivity').notNull().default(false),
    cancellationPolicyId: integer('cancellation_policy_id').notNull(),
    autoDiscountId: integer('auto_discount_id'),
    /** number of rooms of the base occupancy */
    nbRooms: smallint('nb_rooms').notNull().default(1),
    defaultNights: smallint('default_nights').notNull().default(1),
    maxNights: smallint('max_nights').notNull().default(3),
    popularity: integer('popularity').notNull().default(0),
    createdOn: day('created_on').notNull(),
    /** cheapest bookable stay for 2 adults: a real quote for (from_checkin, from_nights, 2, 0, 0) */
    fromPrice: integer('from_price'),
    fromRefPrice: integer('from_ref_price'),
    fromCheckin: day('from_checkin'),
    fromNights: smallint('from_nights'),
  },
  (t) => [
    index('offers_hotel_idx').on(t.hotelId),
    index('offers_parent_idx').on(t.parentOfferId),
    index('offers_main_idx')
      .on(t.kind, t.fromPrice)
      .where(sql`${t.parentOfferId} is null`),
  ],
);

export const offerThemes = pgTable(
  'offer_themes',
  {
    offerId: integer('offer_id').notNull(),
    themeId: integer('theme_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.offerId] }), index('offer_themes_offer_idx').on(t.offerId)],
);

export const offerMarketingLabels = pgTable(
  'offer_marketing_labels',
  {
    offerId: integer('offer_id').notNull(),
    marketingLabelId: integer('marketing_label_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.marketingLabelId] })],
);

export type ProgramLineKind = 'room' | 'breakfast' | 'dinner' | 'activity' | 'extra';

/** Programme lines, breakfast, dinner and activity lines of an offer (one table, `kind` tells which). */
export const offerProgramLines = pgTable(
  'offer_program_lines',
  {
    id: integer('id').primaryKey(),
    offerId: integer('offer_id').notNull(),
    position: smallint('position').notNull(),
    kind: text('kind').$type<ProgramLineKind>().notNull(),
    activityId: integer('activity_id'),
    title: localized('title').notNull(),
    detailList: localizedList('detail_list').notNull(),
    /** minutes */
    duration: integer('duration'),
    where: localized('where'),
    whyList: localizedList('why_list').notNull(),
    mustKnowList: localizedList('must_know_list').notNull(),
    schedules: jsonb('schedules').$type<Schedule[]>().notNull(),
    how: localized('how'),
    menu: localizedList('menu'),
    /** breakfast: continental | buffet | room_service; dinner: gastronomic | regional | half_board */
    type: text('type'),
    repeated: boolean('repeated').notNull().default(false),
    importantInfos: localizedList('important_infos').notNull(),
    icon: text('icon').notNull(),
    participantsLabel: localized('participants_label'),
    displayPax: boolean('display_pax').notNull().default(false),
    /** the traveller picks a date for this activity during booking */
    needsDate: boolean('needs_date').notNull().default(false),
  },
  (t) => [index('program_lines_offer_idx').on(t.offerId, t.position), index('program_lines_activity_idx').on(t.activityId)],
);

/** Day-indexed availability of a main offer; see the design note at the top. */
export const offerAvailability = pgTable('offer_availability', {
  offerId: integer('offer_id').primaryKey(),
  startDate: day('start_date').notNull(),
  price: integer('price').array().notNull(),
  refPrice: integer('ref_price').array().notNull(),
  roomsLeft: smallint('rooms_left').array().notNull(),
  minStay: smallint('min_stay').array().notNull(),
  checkoutNights: smallint('checkout_nights').array().notNull(),
});

// ---------------------------------------------------------------------------------------------------------------
// Gifts: single vouchers, boxes, sleeves, shipping
// ---------------------------------------------------------------------------------------------------------------

/** Single-voucher price list of a giftable offer: nights 1-3, bucket 1-3 (Essential, Serenity, Liberty). */
export const singleVoucherPrices = pgTable(
  'single_voucher_prices',
  {
    offerId: integer('offer_id').notNull(),
    nights: smallint('nights').notNull(),
    bucket: smallint('bucket').notNull(),
    /** gift value for 2 people */
    sellPrice: integer('sell_price').notNull(),
    /** price of the availability upsell (all dates included) */
    upsellAvailabilityPrice: integer('upsell_availability_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.nights, t.bucket] })],
);

export const boxes = pgTable('boxes', {
  id: integer('id').primaryKey(),
  /** e.g. 'WEEKEND-ROMANTIQUE-EBOX' (e-box) or 'WEEKEND-ROMANTIQUE-BOX' */
  code: text('code').notNull().unique(),
  slug: text('slug').notNull(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  includedContent: localizedList('included_content').notNull(),
  sellPrice: integer('sell_price').notNull(),
  referencePrice: integer('reference_price').notNull(),
  nights: smallint('nights').notNull(),
  persons: smallint('persons').notNull().default(2),
  themeIds: integer('theme_ids').array().notNull(),
  /** 0-10 */
  rating: doublePrecision('rating'),
  position: integer('position').notNull().default(0),
  campaign: text('campaign'),
  published: boolean('published').notNull().default(true),
  /** locales where the box is sold */
  locales: text('locales').array().notNull(),
});

export const boxOffers = pgTable(
  'box_offers',
  {
    boxId: integer('box_id').notNull(),
    offerId: integer('offer_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.offerId] })],
);

export const customSubElements = pgTable('custom_sub_elements', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  categoryName: localized('category_name').notNull(),
  /** single-selection categories render as radios, multiple as checkboxes */
  selection: text('selection').$type<'single' | 'multiple'>().notNull(),
  name: localized('name').notNull(),
  recommendedByWed: boolean('recommended_by_wed').notNull().default(false),
  price: integer('price').notNull(),
  position: integer('position').notNull().default(0),
});

export const shippingCosts = pgTable('shipping_costs', {
  /** point-of-sale country */
  countryCode: text('country_code').primaryKey(),
  /** physical format shipping cost (0 = free) */
  amount: integer('amount').notNull(),
  internationalFeesPerCountry: jsonb('international_fees_per_country').$type<Record<string, number>>().notNull(),
});

// ---------------------------------------------------------------------------------------------------------------
// Activity-only products
// ---------------------------------------------------------------------------------------------------------------

export interface ActivityItem {
  title: Localized;
  description: Localized;
  univers: Localized;
  composition: Localized[];
  schedules: Schedule[];
  importantInformation: Localized[];
}

export const activityCentres = pgTable('activity_centres', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
  slug: text('slug').notNull(),
  placeId: integer('place_id').notNull(),
  cityName: localized('city_name').notNull(),
  streetAddress: text('street_address').notNull(),
  zipCode: text('zip_code').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  stars: smallint('stars'),
});

export const activityProducts = pgTable(
  'activity_products',
  {
    id: integer('id').primaryKey(),
    label: localized('label').notNull(),
    slug: text('slug').notNull(),
    description: localized('description').notNull(),
    themeId: integer('theme_id').notNull(),
    activities: jsonb('activities').$type<ActivityItem[]>().notNull(),
    niceToKnow: localizedList('nice_to_know').notNull(),
    importantInfos: localizedList('important_infos').notNull(),
    schedules: jsonb('schedules').$type<Schedule[]>().notNull(),
    published: boolean('published').notNull().default(true),
    countryCode: text('country_code').$type<CountryCode>().notNull(),
    /** city of the main centre */
    placeId: integer('place_id').notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [index('activity_products_place_idx').on(t.placeId)],
);

export const activityProductCentres = pgTable(
  'activity_product_centres',
  {
    productId: integer('product_id').notNull(),
    centreId: integer('centre_id').notNull(),
    main: boolean('main').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.centreId] })],
);

/** Prices keyed by adult count (paxComposition.adults). */
export const activityProductPrices = pgTable(
  'activity_product_prices',
  {
    productId: integer('product_id').notNull(),
    adults: smallint('adults').notNull(),
    sellPrice: integer('sell_price').notNull(),
    barPrice: integer('bar_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.adults] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------------------------

export type ReviewType = 'COUPLE' | 'FAMILY' | 'FRIENDS' | 'SOLO' | 'BUSINESS';

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey(),
    hotelId: integer('hotel_id').notNull(),
    locale: text('locale').$type<ReviewLocale>().notNull(),
    customer: text('customer').notNull(),
    type: text('type').$type<ReviewType>().notNull(),
    date: day('date').notNull(),
    /** mean of the six criteria, one decimal, 0-10 */
    average: doublePrecision('average').notNull(),
    positive: text('positive').notNull(),
    negative: text('negative').notNull(),
    welcoming: smallint('welcoming').notNull(),
    comfort: smallint('comfort').notNull(),
    cleanliness: smallint('cleanliness').notNull(),
    food: smallint('food').notNull(),
    localization: smallint('localization').notNull(),
    priceQualityRatio: smallint('price_quality_ratio').notNull(),
  },
  (t) => [index('reviews_hotel_idx').on(t.hotelId, t.date)],
);

// ---------------------------------------------------------------------------------------------------------------
// Content, mini-sites
// ---------------------------------------------------------------------------------------------------------------

/** CMS documents (homepage, navigation, footer, banners, promo bars, gift block, pages, ideas...); locale '*' = all. */
export const cmsDocuments = pgTable(
  'cms_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    document: jsonb('document').$type<unknown>().notNull(),
  },
  (t) => [uniqueIndex('cms_documents_kind_locale_key_idx').on(t.kind, t.locale, t.key)],
);

export const minisites = pgTable('minisites', {
  id: integer('id').primaryKey(),
  /** slug in the mini-site URL */
  url: text('url').notNull().unique(),
  locale: text('locale').notNull(),
  partnerName: text('partner_name'),
  logoUrl: text('logo_url'),
  bannerUrls: jsonb('banner_urls').$type<{ desktop: string; mobile: string }>().notNull(),
  footer: text('footer'),
  document: jsonb('document').$type<unknown>(),
});

/** Offers published on a mini-site (selective publication). */
export const minisiteOffers = pgTable(
  'minisite_offers',
  {
    minisiteId: integer('minisite_id').notNull(),
    offerId: integer('offer_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.minisiteId, t.offerId] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Writes from the storefront
// ---------------------------------------------------------------------------------------------------------------

export const contactCases = pgTable('contact_cases', {
  id: serial('id').primaryKey(),
  createdAt: createdAt(),
  locale: text('locale').notNull(),
  reason: text('reason').notNull(),
  requestType: text('request_type').notNull(),
  requestSubtype: text('request_subtype').notNull(),
  bookingId: text('booking_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  description: text('description').notNull(),
  sourceIpHash: text('source_ip_hash'),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    language: text('language').notNull(),
    source: text('source'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_country_idx').on(t.email, t.country)],
);

export const clientErrorLogs = pgTable('client_error_logs', {
  id: serial('id').primaryKey(),
  level: text('level').notNull(),
  locale: text('locale'),
  location: text('location'),
  /** at most 256 characters (cut by the API) */
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** One row describing the seeded catalogue (size, seed, first day of the availability arrays). */
export const catalogueMeta = pgTable('catalogue_meta', {
  id: integer('id').primaryKey().default(1),
  size: text('size').notNull(),
  seed: integer('seed').notNull(),
  seededOn: day('seeded_on').notNull(),
  availabilityStart: day('availability_start').notNull(),
  availabilityDays: integer('availability_days').notNull(),
  /** day the offers' from_* prices were last computed for (ensureCatalogueFresh recomputes them when older) */
  pricesOn: day('prices_on'),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  seededAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------------------------
// Purchase: orders, payments, stock holds, idempotency, gifts, promotion codes, outbox, analytics
// (written by src/purchase; stock and lifecycle rules in docs/decisions/0020 and 0021)
// ---------------------------------------------------------------------------------------------------------------

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const ORDER_STATUSES = [
  'created',
  'awaiting_payment',
  'paid',
  'confirmed',
  'failed',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ITEM_KINDS = ['stay', 'single_voucher', 'box', 'gift_card', 'activity', 'insurance'] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

/** Buyer of an order (spec: Wallet order buyer). */
export interface OrderBuyer {
  email: string;
  civility?: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  addressLine?: string;
  postalCode?: string;
  city?: string;
  country?: string;
}

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** One purchase. Amounts in cents; `amount_to_pay` is what the PSP is asked for (after gift cards). */
export const orders = pgTable(
  'orders',
  {
    uuid: uuid('uuid').primaryKey(),
    /** 8-digit booking number for 'check my booking' */
    reference: text('reference').notNull().unique(),
    /** sha-256 (hex) of the per-order secret handed to the buyer; the secret itself is never stored */
    secretHash: text('secret_hash').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    currency: text('currency').notNull().default('EUR'),
    minisiteId: integer('minisite_id'),
    buyer: jsonb('buyer').$type<OrderBuyer>().notNull(),
    /** lower-cased buyer e-mail ('check my booking' looks orders up by reference and e-mail) */
    buyerEmail: text('buyer_email').notNull(),
    /** customer-care agent who made the order (null for the customer's own orders) */
    agent: text('agent'),
    specialRequest: text('special_request'),
    /** sum of the items (stays, gifts, activities) */
    itemsAmount: integer('items_amount').notNull(),
    insuranceAmount: integer('insurance_amount').notNull().default(0),
    subElementsAmount: integer('sub_elements_amount').notNull().default(0),
    shippingAmount: integer('shipping_amount').notNull().default(0),
    reductionAmount: integer('reduction_amount').notNull().default(0),
    /** items + insurance + sub-elements + shipping - reduction */
    totalAmount: integer('total_amount').notNull(),
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    /** total - gift cards: the amount charged by the PSP */
    amountToPay: integer('amount_to_pay').notNull(),
    promotionCodeId: integer('promotion_code_id'),
    /** pay later / 3x / 4x chosen by the buyer (purchase/pay-later.ts PaymentPlan), null when paid at once (migration 0010) */
    paymentPlan: jsonb('payment_plan'),
    /** unpaid after this instant: expired (its stock hold given back) */
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_reference_email_idx').on(t.reference, t.buyerEmail),
    index('orders_awaiting_idx').on(t.expiresAt).where(sql`status in ('created', 'awaiting_payment')`),
    check('orders_status_check', inList('status', ORDER_STATUSES)),
    check(
      'orders_amounts_check',
      sql`items_amount >= 0 and insurance_amount >= 0 and sub_elements_amount >= 0 and shipping_amount >= 0
        and reduction_amount >= 0 and gift_card_amount >= 0 and amount_to_pay >= 0
        and total_amount = items_amount + insurance_amount + sub_elements_amount + shipping_amount - reduction_amount
        and amount_to_pay = total_amount - gift_card_amount`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid),
    position: smallint('position').notNull(),
    kind: text('kind').$type<OrderItemKind>().notNull(),
    /** stay or single voucher: the offer; activity: the activity product; box: the box */
    productId: integer('product_id'),
    /** priced by the server, cents */
    amount: integer('amount').notNull(),
    /** what was bought (travel period, pax, activity dates, gift format, message...) */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderUuid, t.position),
    check('order_items_kind_check', inList('kind', ORDER_ITEM_KINDS)),
    check('order_items_amount_check', sql`amount >= 0`),
  ],
);

/** An order's history: one row per status change, written in the transition's transaction. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    at: at('at').notNull().defaultNow(),
    reason: text('reason').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderUuid, t.id)],
);

export const PAYMENT_STATUSES = ['requires_payment', 'authorized', 'captured', 'cancelled', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A PSP PaymentIntent of an order (manual capture: authorized, then captured once the stock is taken). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').$type<PaymentStatus>().notNull(),
    paymentMethod: text('payment_method'),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderUuid),
    check('payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('payments_amounts_check', sql`amount > 0 and captured_amount between 0 and amount and refunded_amount between 0 and captured_amount`),
  ],
);

export const STOCK_HOLD_STATES = ['held', 'taken', 'released'] as const;
export type StockHoldState = (typeof STOCK_HOLD_STATES)[number];

/**
 * Room nights an order holds: subtracted from `offer_availability.rooms_left` (of the main offer) when held,
 * added back when released. See docs/decisions/0020.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid),
    /** main offer (the availability row) */
    offerId: integer('offer_id').notNull(),
    checkin: day('checkin').notNull(),
    nights: smallint('nights').notNull(),
    rooms: smallint('rooms').notNull(),
    state: text('state').$type<StockHoldState>().notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_holds_order_idx').on(t.orderUuid),
    check('stock_holds_state_check', inList('state', STOCK_HOLD_STATES)),
    check('stock_holds_counts_check', sql`nights >= 1 and rooms >= 1`),
  ],
);

/** IETF Idempotency-Key: the first answer to (route, key), replayed byte for byte; see docs/decisions/0022. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** sha-256 (hex) of the request body */
    requestHash: text('request_hash').notNull(),
    /** null while the first request is being processed */
    responseStatus: smallint('response_status'),
    responseBody: bytea('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.route, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: serial('id').primaryKey(),
    /** upper case */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    /** percent (1-100) or cents */
    value: integer('value').notNull(),
    /** smallest basket (cents) the code applies to */
    minBasket: integer('min_basket').notNull().default(0),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until').notNull(),
    /** site locales where the code is accepted */
    locales: text('locales').array().notNull(),
    /** null = no cap */
    usageCap: integer('usage_cap'),
    usedCount: integer('used_count').notNull().default(0),
  },
  () => [
    check('promotion_codes_kind_check', sql`kind in ('percent', 'amount')`),
    check(
      'promotion_codes_values_check',
      sql`value > 0 and (kind <> 'percent' or value <= 100) and min_basket >= 0 and valid_until > valid_from
        and used_count >= 0 and (usage_cap is null or used_count <= usage_cap)`,
    ),
  ],
);

export const promotionCodeUses = pgTable(
  'promotion_code_uses',
  {
    id: serial('id').primaryKey(),
    promotionCodeId: integer('promotion_code_id').notNull().references(() => promotionCodes.id),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid),
    /** reduction granted, cents */
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promotion_code_uses_code_order_idx').on(t.promotionCodeId, t.orderUuid)],
);

export const VOUCHER_KINDS = ['single_voucher', 'box', 'activity'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** A gift voucher issued by a paid order; redeemed once by a beneficiary's booking. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    /** value covered, cents */
    value: integer('value').notNull(),
    nights: smallint('nights'),
    persons: smallint('persons').notNull().default(2),
    /** single voucher: the offer; box: the box; activity: the activity product */
    productId: integer('product_id'),
    validUntil: day('valid_until').notNull(),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid),
    orderItemId: integer('order_item_id'),
    redeemedAt: at('redeemed_at'),
    redeemedByOrder: uuid('redeemed_by_order'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vouchers_order_idx').on(t.orderUuid),
    check('vouchers_kind_check', inList('kind', VOUCHER_KINDS)),
    check('vouchers_value_check', sql`value >= 0`),
    check('vouchers_redeemed_check', sql`(redeemed_at is null) = (redeemed_by_order is null)`),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    initialAmount: integer('initial_amount').notNull(),
    balance: integer('balance').notNull(),
    validUntil: day('valid_until').notNull(),
    /** the order that bought it (null for cards issued by customer care or seeded) */
    orderUuid: uuid('order_uuid'),
    createdAt: createdAt(),
  },
  () => [check('gift_cards_balance_check', sql`initial_amount > 0 and balance >= 0 and balance <= initial_amount`)],
);

/** Every change of a gift card's balance (negative: spent on an order; positive: given back). */
export const giftCardMovements = pgTable(
  'gift_card_movements',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id').notNull().references(() => giftCards.id),
    orderUuid: uuid('order_uuid'),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_card_movements_card_idx').on(t.giftCardId), index('gift_card_movements_order_idx').on(t.orderUuid)],
);

/** E-mails to send: written in the transaction that causes them, sent by the outbox worker. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    orderUuid: uuid('order_uuid'),
    /** not sent before this instant (gift delivery date) */
    sendAfter: at('send_after').notNull().defaultNow(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_pending_idx').on(t.sendAfter).where(sql`sent_at is null`),
    index('outbox_messages_order_idx').on(t.orderUuid),
  ],
);

/** Analytics beacons (POST /gateway/analytics/ga/collect/{pos}); payload bounded by a CHECK. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pos: text('pos').notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_name_idx').on(t.name, t.createdAt),
    check('analytics_events_payload_check', sql`octet_length(payload::text) <= 8192`),
  ],
);
