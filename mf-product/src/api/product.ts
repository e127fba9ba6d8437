/**
 * Every API call of mf-product (product-and-purchase.md §7) with the spec's path shapes, and the mapping of
 * answers to view types. Components call these through hooks, never axios.
 */
import type { Flow } from '@storefront/contracts';
import type { ProductApiClient } from './client';
import type {
  ActivityDate,
  ActivityProduct,
  Availabilities,
  GiftCalendar,
  HotelDetail,
  HotelPackages,
  OfferDetail,
  PricedOffers,
  Quote,
  Reviews,
  Stay,
  Upsells,
} from './types';

/** Stays of a product page: nights between the dates (the API also takes checkin + nights). */
function stayParams(stay: Stay) {
  const dated = stay.checkin && stay.nights ? { checkin: stay.checkin, nights: stay.nights } : {};
  return { ...dated, adult: stay.a, child: stay.c, baby: stay.b };
}

/** Room, breakfast and programme texts carry {size}, {bedding} placeholders: fill what is known, drop the rest. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text
    .replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m))
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !/\{\w+\}/.test(sentence))
    .join(' ');
}

function mapDetail(detail: OfferDetail): OfferDetail {
  const room = detail.room;
  const values = { size: room.size, bedding: room.bedding };
  const clean = (list: string[]) => list.map((t) => fillPlaceholders(t, values)).filter(Boolean);
  return {
    ...detail,
    importantInfos: clean(detail.importantInfos),
    hotel: { ...detail.hotel, importantInfos: clean(detail.hotel.importantInfos) },
    room: {
      ...room,
      description: fillPlaceholders(room.description, values),
      importantInfos: room.importantInfos.map((t) => fillPlaceholders(t, values)).filter(Boolean),
    },
  };
}

/** GET {api}/weekend/{id}/detail.json: the offer detail (with the hotel). */
export async function fetchOfferDetail(client: ProductApiClient, id: number, stay: Stay, signal?: AbortSignal): Promise<OfferDetail> {
  const params = {
    client: 'msite',
    adult: stay.a,
    child: stay.c,
    baby: stay.b,
    fetchPageModel: 'false' as const,
    ...(stay.checkin && stay.nights ? { checkin: stay.checkin, night: stay.nights } : {}),
  };
  return mapDetail(await client.get('/api/weekend/{id}/detail.json', { pathParams: { id }, params, signal, beforeUsable: true }));
}

/** GET {api}/weekend/{id}/availabilities.json: the booking calendar of an offer (12 months). */
export function fetchAvailabilities(client: ProductApiClient, id: number, stay: Stay, month?: string, signal?: AbortSignal): Promise<Availabilities> {
  return client.get('/api/weekend/{id}/availabilities.json', {
    pathParams: { id },
    params: { length: 12, adult: stay.a, child: stay.c, baby: stay.b, ...(month ? { month } : {}), ...(stay.nights && stay.checkin ? { nights: stay.nights } : {}) },
    signal,
    beforeUsable: true,
  });
}

/** GET {api}/hotels/{hotelId}/availabilities.json: the hotel's days (12 months). */
export function fetchHotelAvailabilities(client: ProductApiClient, hotelId: number, stay: Stay, signal?: AbortSignal): Promise<Availabilities> {
  return client.get('/api/hotels/{hotelId}/availabilities.json', {
    pathParams: { hotelId },
    params: { length: 12, adult: stay.a, child: stay.c, baby: stay.b, ...(stay.nights && stay.checkin ? { nights: stay.nights } : {}) },
    signal,
    beforeUsable: true,
  });
}

/**
 * GET {wedEndpoint}/redeem/weekend/{id}/packageCheckinPrices.json: the gift calendar of an offer - per check-in
 * day its minimum stay, total price for the gift's nights and status (included, supplement, not available)
 * against the gift value (cents). Gifts are for two adults.
 */
export function fetchGiftCalendar(
  client: ProductApiClient,
  id: number,
  query: { month: string; length: number; nights: number; giftPrice?: number },
  signal?: AbortSignal,
): Promise<GiftCalendar> {
  return client.get('/wed/redeem/weekend/{id}/packageCheckinPrices.json', {
    pathParams: { id },
    params: {
      client: 'msite',
      month: query.month,
      length: query.length,
      nights: query.nights,
      adult: 2,
      child: 0,
      baby: 0,
      multiOffer: 'true',
      ...(query.giftPrice !== undefined ? { giftPrice: query.giftPrice } : {}),
    },
    signal,
  });
}

/** GET /weekend/{id}/packageCheckoutNights.json: night counts bookable from a check-in. */
export function fetchCheckoutNights(client: ProductApiClient, id: number, checkin: string, stay: Stay): Promise<number[]> {
  return client.get('/weekend/{id}/packageCheckoutNights.json', {
    pathParams: { id },
    params: { checkin, adult: stay.a, child: stay.c, baby: stay.b, multiOffer: 'true', client: 'msite' },
  });
}

/** GET /product/{id}/offers: the cancellation-policy offers priced for the stay. */
export function fetchPricedOffers(client: ProductApiClient, id: number, stay: Stay, signal?: AbortSignal): Promise<PricedOffers> {
  return client.get('/product/{id}/offers', { pathParams: { id }, params: stayParams(stay), signal, beforeUsable: true });
}

/** activitySelectionList: comma-separated activityId:date pairs. */
export function activitySelectionList(dates: ActivityDate[]): string | undefined {
  return dates.length ? dates.map((d) => `${d.activityId}:${d.date}`).join(',') : undefined;
}

/** GET /product/{id}/quote (409 PACKAGE_NOT_AVAILABLE_CHECKIN when the check-in is not available). */
export function fetchQuote(client: ProductApiClient, offerId: number, stay: Required<Pick<Stay, 'checkin' | 'nights'>> & Stay, dates: ActivityDate[], signal?: AbortSignal): Promise<Quote> {
  return client.get('/product/{id}/quote', {
    pathParams: { id: offerId },
    params: { checkin: stay.checkin, nights: stay.nights, adult: stay.a, child: stay.c, baby: stay.b, activitySelectionList: activitySelectionList(dates) },
    signal,
    beforeUsable: true,
  });
}

/** GET {api}/weekend/{id}/upsells.json: extras (other offers of the hotel) with their price difference. */
export function fetchUpsells(client: ProductApiClient, id: number, stay: Stay, signal?: AbortSignal): Promise<Upsells> {
  return client.get('/api/weekend/{id}/upsells.json', { pathParams: { id }, params: stayParams(stay), signal, beforeUsable: true });
}

export type ReviewSort = 'DATE_DESC' | 'DATE_ASC' | 'SCORE_DESC' | 'SCORE_ASC';
export const REVIEW_SORTS: ReviewSort[] = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'];
export const REVIEW_LANGUAGES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number] | 'all';

/** GET {api}/hotel/{hotelId}/reviews.json (client=msite, withOtherLanguageFallback, locale, sort, page). */
export function fetchReviews(
  client: ProductApiClient,
  hotelId: number,
  options: { language?: ReviewLanguage; sort?: ReviewSort; page?: number; fallback?: boolean },
  signal?: AbortSignal,
): Promise<Reviews> {
  return client.get('/api/hotel/{hotelId}/reviews.json', {
    pathParams: { hotelId },
    params: {
      client: 'msite',
      withOtherLanguageFallback: options.fallback === false ? 'false' : 'true',
      locale: options.language ?? 'all',
      sort: options.sort ?? 'DATE_DESC',
      page: options.page ?? 0,
    },
    signal,
    beforeUsable: true,
  });
}

/** Hotel offers per search (§9). */
export const HOTEL_OFFERS_PER_SEARCH = 20;

/**
 * POST {api}/offers.json for one hotel: its main offer and other offers, cheapest first
 * (hotel offers drawer and the hotel page's room offers). In gifting the type is gift and guests are two.
 */
export function fetchHotelPackages(client: ProductApiClient, hotelId: number, stay: Stay, flow: Flow, signal?: AbortSignal, theme?: number): Promise<HotelPackages> {
  const gifting = flow === 'gifting';
  const criteria = {
    flow: gifting ? ('gifting' as const) : ('booking' as const),
    ...(theme !== undefined ? { theme } : {}),
    a: gifting ? 2 : stay.a,
    c: gifting ? 0 : stay.c,
    b: gifting ? 0 : stay.b,
    // cheapest first: the gifting flow sorts by the gift (single voucher) price, the booking flow by the stay price
    sort: gifting ? ('svPriceAsc' as const) : ('priceAsc' as const),
    ...(!gifting && stay.checkin && stay.checkout ? { checkin: stay.checkin, checkout: stay.checkout } : {}),
  };
  return client.post(
    '/api/offers.json',
    { criteria, hotelId, numberOfPackagesPerHotel: HOTEL_OFFERS_PER_SEARCH, dataPlatformProvider: 'storefront', ...(gifting ? { type: 'gift' } : {}) } as never,
    { signal },
  ) as Promise<HotelPackages>;
}

/** The hotel's offers of a theme (hotel page hash `theme`): their ids and the theme's name in the site's language. */
export interface HotelThemeOffers {
  theme: { id: number; label: string } | null;
  offerIds: number[];
}

/**
 * The hotel's offers of the theme searched (hotel page hash `theme`, §2.1): the hotel offers search
 * (POST {api}/offers.json with hotelId) narrowed by the theme, without dates (the page prices the stay itself).
 */
export async function fetchHotelThemeOffers(client: ProductApiClient, hotelId: number, theme: number, stay: Stay, signal?: AbortSignal): Promise<HotelThemeOffers> {
  const answer = await fetchHotelPackages(client, hotelId, { a: stay.a, c: stay.c, b: stay.b }, 'booking', signal, theme);
  const packages = [answer.mainPackage, ...answer.otherPackages].filter((p): p is NonNullable<typeof p> => !!p);
  return { theme: answer.searchDetails.theme ?? null, offerIds: packages.map((p) => p.id) };
}

/**
 * GET {api}/hotel/{hotelId}/detail.json: the hotel page in one call - the hotel, its rooms with their published
 * offers (priced for the dates and travellers when dated, else from-prices) and up to 9 nearby hotels.
 */
export async function fetchHotelDetail(client: ProductApiClient, hotelId: number, stay: Stay, signal?: AbortSignal): Promise<HotelDetail> {
  const detail = await client.get('/api/hotel/{hotelId}/detail.json', {
    pathParams: { hotelId },
    params: { adult: stay.a, child: stay.c, baby: stay.b, ...(stay.checkin && stay.nights ? { checkin: stay.checkin, night: stay.nights } : {}) },
    signal,
    beforeUsable: true,
  });
  return {
    ...detail,
    rooms: detail.rooms.map((room) => {
      const values = { size: room.size, bedding: room.bedding };
      return {
        ...room,
        description: fillPlaceholders(room.description, values),
        importantInfos: room.importantInfos.map((text) => fillPlaceholders(text, values)).filter(Boolean),
      };
    }),
  };
}

/** GET {api}/activity-only/weekend/{id}/detail.json: the activity product. */
export function fetchActivityProduct(client: ProductApiClient, id: number, signal?: AbortSignal): Promise<ActivityProduct> {
  return client.get('/api/activity-only/weekend/{id}/detail.json', { pathParams: { id }, signal, beforeUsable: true });
}

export interface GiftPriceList {
  offerId: number;
  isGiftable: boolean;
  persons: number;
  validityMonths: number;
  giftFormats: string[];
  priceList: { nights: number; sellPrice: number; sellPrices: Record<string, number>; upsellAvailabilityPrice: number }[];
}

/** GET {frontGateway}/single-vouchers/{id}/price-list: the gift price of a stay per nights (gifting flow). */
export function fetchGiftPriceList(client: ProductApiClient, id: number, signal?: AbortSignal): Promise<GiftPriceList> {
  return client.get('/gateway/single-vouchers/{id}/price-list', { pathParams: { id }, signal, beforeUsable: true }) as Promise<GiftPriceList>;
}
