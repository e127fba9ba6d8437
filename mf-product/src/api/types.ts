/**
 * View types of mf-product. They are the API's answers (generated from its OpenAPI document) after the
 * mapping of ./product.ts (placeholders filled, ids checked); components only see these.
 */
import type { ApiBody, ApiResponse } from '@storefront/api-client';

export type OfferDetail = ApiResponse<'/api/weekend/{id}/detail.json'>;
export type Hotel = OfferDetail['hotel'];
export type ProgramLine = OfferDetail['programLine'][number];
export type Room = OfferDetail['room'];
export type Breakfast = NonNullable<OfferDetail['breakfast']>;
export type OtherOffer = OfferDetail['otherOffers'][number];
export type Image = OfferDetail['images'][number];
export type CancellationPolicy = OfferDetail['cancellationPolicy'];
export type Schedule = ProgramLine['schedules'][number];

export type Availabilities = ApiResponse<'/api/weekend/{id}/availabilities.json'>;
export type AvailabilityDay = Availabilities['days'][number];
/** The gift calendar (included dates of a gift stay). */
export type GiftCalendar = ApiResponse<'/wed/redeem/weekend/{id}/packageCheckinPrices.json'>;
export type GiftCalendarDay = GiftCalendar['days'][number];
export type PricedOffers = ApiResponse<'/product/{id}/offers'>;
export type PricedOffer = PricedOffers['offers'][number];
export type Quote = ApiResponse<'/product/{id}/quote'>;
export type Upsells = ApiResponse<'/api/weekend/{id}/upsells.json'>;
export type Upsell = Upsells['upsells'][number];
export type Reviews = ApiResponse<'/api/hotel/{hotelId}/reviews.json'>;
export type Review = Reviews['list'][number];
export type ActivityProduct = ApiResponse<'/api/activity-only/weekend/{id}/detail.json'>;
export type ActivityPrice = ActivityProduct['prices'][number];

export type OffersSearchBody = ApiBody<'/api/offers.json', 'post'>;
type OffersSearchAnswer = ApiResponse<'/api/offers.json', 'post'>;
/** The hotel drawer answer of POST /api/offers.json (hotel, main package, other packages). */
export type HotelPackages = Extract<OffersSearchAnswer, { mainPackage: unknown }>;
export type HotelPackage = NonNullable<HotelPackages['mainPackage']>;

/** GET /api/hotel/{hotelId}/detail.json: the hotel with its rooms (and their offers) and nearby hotels. */
export type HotelDetail = ApiResponse<'/api/hotel/{hotelId}/detail.json'>;
export type HotelRoom = HotelDetail['rooms'][number];
export type HotelRoomOffer = HotelRoom['offers'][number];
export type NearbyHotel = HotelDetail['nearbyHotels'][number];
/** What the Hours modal shows of an activity: a programme line of the offer page, or an activity of the hotel page. */
export type ScheduledActivity = Pick<HotelDetail['activities'][number], 'id' | 'title' | 'schedules'>;

/** Stay criteria of a product page (hash): dates and travellers. */
export interface Stay {
  checkin?: string;
  checkout?: string;
  nights?: number;
  a: number;
  c: number;
  b: number;
}

/** One chosen activity date. */
export interface ActivityDate {
  activityId: number;
  date: string;
}
