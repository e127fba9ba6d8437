/**
 * Request and response schemas of the product and purchase read endpoints (product-and-purchase.md §3, §7).
 * Field names are the spec's. Money is integer cents; dates are YYYY-MM-DD.
 */
import { Type, type TSchema } from 'typebox';
import { Adults, Babies, Cents, Children, Image, ImagesBySize, IsoDate, IsoMonth, Locale, MAX_NIGHTS } from '../schemas/common';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Str = (maxLength = 64) => Type.String({ maxLength });
const Flag = Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')], { description: 'true or false' });

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

export const OfferIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Offer (weekend) id' }) });
export const HotelIdParams = Type.Object({ hotelId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

const Pax = {
  adult: Adults,
  child: Children,
  baby: Babies,
};

const NightsParam = Type.Integer({ minimum: 1, maximum: MAX_NIGHTS, description: `Number of nights, 1 to ${MAX_NIGHTS}` });

export const OfferDetailQuery = Type.Object({
  locale: Type.Optional(Locale),
  client: Type.Optional(Str()),
  checkin: Type.Optional(IsoDate),
  checkout: Type.Optional(IsoDate),
  night: Type.Optional(NightsParam),
  ...Pax,
  minisite: Type.Optional(Str()),
  fetchPageModel: Type.Optional(Flag),
});

export const LocaleQuery = Type.Object({ locale: Type.Optional(Locale) });

export const REVIEW_SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;
export const ReviewsQuery = Type.Object({
  client: Type.Optional(Str()),
  withOtherLanguageFallback: Type.Optional(Flag),
  locale: Type.Optional(Type.Union([Locale, Type.Literal('all')], { description: 'Review language (site locale); absent or all = every language' })),
  sort: Type.Optional(
    Type.Union([Type.Literal('DATE_DESC'), Type.Literal('DATE_ASC'), Type.Literal('SCORE_DESC'), Type.Literal('SCORE_ASC')], { default: 'DATE_DESC' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, default: 0, description: 'Zero-based page (10 reviews per page)' })),
});

export const AvailabilitiesQuery = Type.Object({
  locale: Type.Optional(Locale),
  month: Type.Optional(IsoMonth),
  length: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 12, description: 'Number of months, 1 to 12' })),
  nights: Type.Optional(NightsParam),
  ...Pax,
  minisite: Type.Optional(Str()),
});

export const CheckinPricesQuery = Type.Object({
  locale: Type.Optional(Locale),
  client: Type.Optional(Str()),
  month: Type.Optional(IsoMonth),
  length: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 2 })),
  nights: Type.Optional(NightsParam),
  ...Pax,
  multiOffer: Type.Optional(Flag),
  giftPrice: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Gift value in cents' })),
  affiliateId: Type.Optional(Str()),
});

export const CheckoutNightsQuery = Type.Object({
  checkin: IsoDate,
  ...Pax,
  length: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_NIGHTS, description: `Longest stay to consider (default ${MAX_NIGHTS})` })),
  locale: Type.Optional(Locale),
  multiOffer: Type.Optional(Flag),
  client: Type.Optional(Str()),
  minisite: Type.Optional(Str()),
});

export const StayQuery = Type.Object({
  checkin: Type.Optional(IsoDate),
  checkout: Type.Optional(IsoDate),
  nights: Type.Optional(NightsParam),
  ...Pax,
  locale: Type.Optional(Locale),
  minisite: Type.Optional(Str()),
});

export const QuoteQuery = Type.Object({
  checkin: IsoDate,
  checkout: Type.Optional(IsoDate),
  nights: Type.Optional(NightsParam),
  ...Pax,
  activitySelectionList: Type.Optional(
    Type.String({
      maxLength: 2000,
      description: 'Activity dates: comma-separated activityId:YYYY-MM-DD pairs (or a JSON array of {activityId, date})',
    }),
  ),
  locale: Type.Optional(Locale),
  minisite: Type.Optional(Str()),
});

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------------------

export const Schedule = Type.Object({ from: Type.String(), to: Type.String(), days: Type.Optional(Type.Array(Type.Integer())) });

export const PriceType = Type.Union([Type.Literal('from-price'), Type.Literal('final-price'), Type.Literal('gift')]);

export const PriceInfo = Type.Object(
  {
    sellPrice: Cents,
    refPrice: Cents,
    promoPercentageRounded: Type.Integer({ description: 'Percent saved, rounded half up; 0 without saving' }),
    moneySaved: Cents,
    priceType: PriceType,
    nbRooms: Type.Integer(),
    nights: Type.Integer(),
  },
  { description: 'Price of a stay in cents' },
);

export const CancellationPolicy = Type.Object({
  type: Type.String({ description: 'NON_REFUNDABLE, FLEXIBLE or FREE_CANCELLATION' }),
  cancellable: Type.Boolean(),
  label: Type.String(),
  message: Type.String(),
  cancellationDeadline: Nullable(IsoDate),
  refundPercent: Type.Integer(),
});

export const AutoDiscount = Type.Object({ code: Type.String(), value: Type.Integer({ description: 'Extra percent' }) });
export const MarketingLabel = Type.Object({ code: Type.String(), label: Type.String(), color: Type.String(), priority: Type.Boolean() });
export const BreadcrumbItem = Type.Object({ label: Type.String(), uri: Type.String() });
export const Theme = Type.Object({ id: Type.Integer(), label: Type.String() });

export const Facility = Type.Object({ code: Type.String(), label: Type.String(), icon: Type.String() });

export const Hotel = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  star: Type.Integer(),
  stars: Type.Integer(),
  uri: Type.String(),
  active: Type.Boolean(),
  location: Type.Object({
    address: Type.String(),
    label: Type.String({ description: 'City name' }),
    latitude: Type.Number(),
    longitude: Type.Number(),
    completeAddress: Type.Object({ streetAddress: Type.String(), zipCode: Type.String() }),
  }),
  description: Type.String(),
  highlightedFacilities: Type.Array(Facility),
  facilities: Type.Array(Facility),
  infoGeneral: Type.Array(
    Type.Object({
      code: Type.String({ description: 'Facility group; code parking carries the parking info' }),
      facilities: Type.Array(Facility),
      parking: Type.Optional(
        Type.Object({ available: Type.Boolean(), onSite: Type.Boolean(), pricePerDay: Cents, text: Type.String() }),
      ),
    }),
  ),
  review: Type.Object({ count: Type.Integer(), average: Nullable(Type.Number()) }),
  policy: Type.Object({
    petsAllowed: Type.Boolean(),
    petsPrice: Nullable(Cents),
    petsMaxWeight: Nullable(Type.Integer({ description: 'kg' })),
    petsMaxNumberOfPets: Type.Integer(),
  }),
  localTax: Type.Object({
    amount: Cents,
    currency: Type.String(),
    toBePaidAtHotel: Type.Boolean(),
    type: Type.String({ description: 'PER_PERSON_PER_NIGHT or PERCENTAGE' }),
    percentage: Nullable(Type.Number()),
  }),
  checkInOut: Type.Object({ checkin: Type.String(), checkout: Type.String() }),
  breakfastSchedule: Nullable(Schedule),
  importantInfos: Type.Array(Type.String()),
  legacyPackageCount: Type.Integer(),
  ecoFacilities: Type.Array(Facility),
  images: Type.Array(Image),
});

export const ProgramLine = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'room, breakfast, dinner, activity or extra' }),
  activityId: Nullable(Type.Integer()),
  title: Type.String(),
  imageUrl: Type.String(),
  imagesBySize: ImagesBySize,
  detailList: Type.Array(Type.String()),
  duration: Nullable(Type.Integer({ description: 'minutes' })),
  where: Nullable(Type.String()),
  whyList: Type.Array(Type.String()),
  mustKnowList: Type.Array(Type.String()),
  schedules: Type.Array(Schedule),
  how: Nullable(Type.String()),
  menu: Nullable(Type.Array(Type.String())),
  type: Nullable(Type.String()),
  repeated: Type.Boolean(),
  importantInfos: Type.Array(Type.String()),
  icon: Type.String(),
  activityParticipantsLabel: Nullable(Type.String()),
  displayPax: Type.Boolean(),
  needsDate: Type.Boolean(),
});

export const Breakfast = Type.Object({
  type: Nullable(Type.String()),
  title: Type.String(),
  mustKnowList: Type.Array(Type.String()),
  schedules: Type.Array(Schedule),
  detailList: Type.Array(Type.String()),
});

export const RoomOfferSummary = Type.Object({
  id: Type.Integer(),
  nights: Type.Integer(),
  price: Nullable(Cents),
  checkin: Nullable(IsoDate),
  paxCount: Type.Integer(),
  hasSelectedDates: Type.Boolean(),
  shortProgramIntroWithoutRoom: Type.String(),
});

export const Room = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  label: Type.String(),
  title: Type.String(),
  size: Type.Integer({ description: 'm2' }),
  type: Type.String(),
  bedding: Type.String(),
  capacity: Type.Integer(),
  maxCapacity: Type.Integer(),
  description: Type.String(),
  detailsSection: Type.Array(Type.Object({ title: Type.String(), details: Type.Array(Type.String()) })),
  highlights: Type.Array(Type.String()),
  highlightedFacilities: Type.Array(Type.String()),
  images: Type.Array(Image),
  imageUrl: Type.String(),
  importantInfos: Type.Array(Type.String()),
  offers: Type.Array(RoomOfferSummary),
});

export const OfferPrice = Type.Object({
  sellPrice: Nullable(Cents),
  barPrice: Nullable(Cents),
  refPrice: Nullable(Cents),
  promoPercentageRounded: Type.Integer(),
  moneySaved: Cents,
  priceType: PriceType,
  nbRooms: Type.Integer(),
  nights: Nullable(Type.Integer()),
  checkin: Nullable(IsoDate),
  paxCount: Type.Integer(),
  perNight: Nullable(Cents),
});

export const OtherOffer = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  uri: Type.String(),
  imageUrl: Type.String(),
  imagesBySize: ImagesBySize,
  price: Type.Object({ sellPrice: Nullable(Cents), refPrice: Nullable(Cents), promo: Type.Integer(), nights: Nullable(Type.Integer()), priceType: PriceType }),
});

export const PageModel = Type.Object({
  pageTitle: Type.String(),
  canonicalUrl: Type.String(),
  alternateUrls: Type.Array(Type.Object({ locale: Type.String(), url: Type.String() })),
  metaRobots: Type.String(),
});

export const OfferDetail = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'stay or hotel_only' }),
  label: Type.String(),
  uri: Type.String(),
  headwords: Type.Array(Type.String()),
  description: Type.String(),
  shortProgramIntro: Type.String(),
  images: Type.Array(Image),
  imagesBySize: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Image URLs grouped by size key' }),
  hotel: Hotel,
  programLine: Type.Array(ProgramLine),
  activities: Type.Array(ProgramLine),
  activityDates: Type.Array(Type.Object({ activityId: Type.Integer(), date: IsoDate })),
  breakfast: Nullable(Breakfast),
  dinner: Nullable(ProgramLine),
  room: Room,
  price: OfferPrice,
  published: Type.Boolean(),
  bookable: Type.Boolean(),
  expiration: Nullable(IsoDate),
  lastMinute: Type.Boolean(),
  availableRooms: Nullable(Type.Integer()),
  marketingLabels: Type.Array(MarketingLabel),
  targetedLabel: Nullable(Type.String()),
  cancellationPolicy: CancellationPolicy,
  autoDiscount: Nullable(AutoDiscount),
  channelManagerId: Nullable(Type.String()),
  connectivity: Type.Boolean(),
  giftable: Type.Boolean(),
  importantInfos: Type.Array(Type.String()),
  breadcrumb: Type.Array(BreadcrumbItem),
  themes: Type.Array(Theme),
  defaultNights: Type.Integer(),
  maxNights: Type.Integer(),
  otherOffers: Type.Array(OtherOffer),
  pageModel: Nullable(PageModel),
});

export const ActivityImages = Type.Object({ activityId: Type.Integer(), label: Type.String(), images: Type.Array(Image) });

export const ActivityProductDetail = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  description: Type.String(),
  uri: Type.String(),
  published: Type.Boolean(),
  imagesBySize: Type.Array(ImagesBySize),
  images: Type.Array(Image),
  themeId: Type.Integer(),
  activities: Type.Array(
    Type.Object({
      title: Type.String(),
      description: Type.String(),
      univers: Type.String(),
      composition: Type.Array(Type.String()),
      schedules: Type.Array(Schedule),
      importantInformation: Type.Array(Type.String()),
    }),
  ),
  activityCenter: Type.Array(
    Type.Object({
      id: Type.Integer(),
      main: Type.Boolean(),
      label: Type.String(),
      star: Nullable(Type.Integer()),
      uri: Type.String(),
      location: Type.Object({ address: Type.String(), label: Type.String(), zipCode: Type.String(), latitude: Type.Number(), longitude: Type.Number() }),
    }),
  ),
  mainActivityCenter: Nullable(Type.Object({ id: Type.Integer(), label: Type.String(), star: Nullable(Type.Integer()), uri: Type.String() })),
  locations: Type.Array(Type.Object({ label: Type.String(), latitude: Type.Number(), longitude: Type.Number() })),
  niceToKnow: Type.Array(Type.String()),
  importantInfos: Type.Array(Type.String()),
  schedules: Type.Array(Schedule),
  prices: Type.Array(
    Type.Object({
      paxComposition: Type.Object({ adults: Type.Integer() }),
      sellPrice: Cents,
      barPrice: Cents,
      refPrice: Cents,
      promo: Type.Integer({ description: 'Percent; shown from 5' }),
      moneySaved: Cents,
    }),
  ),
  breadCrumb: Type.Array(BreadcrumbItem),
  pageModel: PageModel,
});

export const Review = Type.Object({
  id: Type.Integer(),
  locale: Type.String(),
  customer: Type.String(),
  type: Type.String(),
  date: IsoDate,
  average: Type.Number(),
  positive: Type.String(),
  negative: Type.String(),
});

export const ReviewCriteria = ['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio'] as const;

export const ReviewsResponse = Type.Object({
  totalCount: Type.Integer(),
  score: Nullable(Type.Number({ description: '0-10, one decimal' })),
  list: Type.Array(Review),
  details: Type.Array(Type.Object({ criterion: Type.String(), label: Type.String(), score: Nullable(Type.Number()) })),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  sort: Type.String(),
  locale: Nullable(Type.String()),
  languageFallback: Type.Boolean({ description: 'true when no review exists in the asked language and every language is returned' }),
  languages: Type.Array(Type.Object({ locale: Type.String(), count: Type.Integer() })),
});

/** Why a day cannot be chosen (dayUnavailableReason of @storefront/criteria); null on a bookable day. Optional for
 * the clients: another backend that does not say why leaves the storefront reading such a day as closed. */
export const UnavailableReason = Type.Union(
  [Type.Literal('past'), Type.Literal('cutOff'), Type.Literal('beyondHorizon'), Type.Literal('soldOut'), Type.Literal('closed'), Type.Literal('minStay')],
  { description: 'Why the day cannot be chosen: past, after the 20:00 cut-off, beyond the one-year horizon, sold out, closed, minimum stay longer than the nights asked' },
);

export const AvailabilityDay = Type.Object({
  day: IsoDate,
  price: Nullable(Cents),
  pricePerNight: Nullable(Cents),
  nights: Type.Integer(),
  promo: Type.Integer(),
  bestPriceOfTheMonth: Type.Boolean(),
  minLos: Type.Integer(),
  displayTotalPrice: Type.Boolean({ description: 'true: price is the total of the asked stay length; false: a from-price for the minimum stay' }),
  available: Type.Boolean(),
  closed: Type.Boolean(),
  roomsLeft: Type.Integer(),
  offerId: Nullable(Type.Integer()),
  unavailableReason: Type.Optional(Nullable(UnavailableReason)),
});

export const AvailabilitiesResponse = Type.Object({
  days: Type.Array(AvailabilityDay),
  nextMonth: Nullable(IsoMonth),
  prevMonth: Nullable(IsoMonth),
  minMonth: IsoMonth,
  maxMonth: IsoMonth,
  adult: Type.Integer(),
  child: Type.Integer(),
  baby: Type.Integer(),
  stepLength: Type.Integer(),
  requestedMonths: Type.Array(IsoMonth),
});

export const CheckinPricesResponse = Type.Object({
  days: Type.Array(
    Type.Object({
      day: IsoDate,
      minLos: Type.Integer(),
      displayTotalPrice: Cents,
      nights: Type.Integer(),
      status: Type.Union([Type.Literal('included'), Type.Literal('supplement'), Type.Literal('not_available')]),
      supplement: Cents,
      unavailableReason: Type.Optional(Nullable(UnavailableReason)),
    }),
  ),
  giftPrice: Nullable(Cents),
  nextMonth: Nullable(IsoMonth),
  prevMonth: Nullable(IsoMonth),
  minMonth: IsoMonth,
  maxMonth: IsoMonth,
  requestedMonths: Type.Array(IsoMonth),
});

export const PricedOffer = Type.Object({
  id: Type.Integer(),
  weekendId: Type.Integer(),
  label: Type.String(),
  sellPrice: Nullable(Cents),
  refPrice: Nullable(Cents),
  promo: Type.Integer(),
  priceType: PriceType,
  bookable: Type.Boolean(),
  priceInfo: Nullable(PriceInfo),
  cancellationPolicy: CancellationPolicy,
});

export const OffersResponse = Type.Object({
  productId: Type.Integer(),
  checkin: Nullable(IsoDate),
  nights: Nullable(Type.Integer()),
  offers: Type.Array(PricedOffer),
});

export const QuoteResponse = Type.Object({
  offerId: Type.Integer(),
  bookable: Type.Boolean(),
  priceInfo: PriceInfo,
  pricePerNight: Cents,
  localTaxTotalAmount: Cents,
  programLineList: Type.Array(ProgramLine),
  reservationCriteria: Type.Object({
    offerId: Type.Integer(),
    activityDaySelections: Type.Array(Type.Object({ activityId: Type.Integer(), date: IsoDate })),
    pax: Type.Object({ numberOfAdults: Type.Integer(), numberOfChildren: Type.Integer(), numberOfBabies: Type.Integer() }),
    travelPeriod: Type.Object({ checkinDate: IsoDate, checkoutDate: IsoDate }),
    minisiteId: Nullable(Type.String()),
  }),
  modifiedReservationCriteria: Type.Boolean(),
  flashDeal: Type.Boolean(),
  roomsAmountMessage: Nullable(Type.String()),
  roomsLeft: Type.Integer(),
  cancellationPolicy: CancellationPolicy,
  activityDates: Type.Array(
    Type.Object({ activityId: Type.Integer(), title: Type.String(), date: Nullable(IsoDate), availableDates: Type.Array(IsoDate) }),
  ),
  missingActivityDates: Type.Array(Type.Integer()),
});

export const UpsellsResponse = Type.Object({
  offerId: Type.Integer(),
  upsells: Type.Array(
    Type.Object({
      id: Type.Integer(),
      label: Type.String(),
      priceDifference: Cents,
      priceDifferencePerLos: Type.Record(Type.String(), Cents, { description: 'Price difference keyed by number of nights' }),
      programLines: Type.Array(Type.String()),
      imagesBySize: ImagesBySize,
      activityIds: Type.Array(Type.Integer()),
      uri: Type.String(),
    }),
  ),
});

export type Static<T extends TSchema> = import('typebox').Static<T>;
