/**
 * Hotel page endpoint (product-and-purchase.md §2.1, §3): the Hotel entity, its rooms with their published offers
 * (priced by sf_quote, src/db/pricing.ts: one truth for money) and up to 9 nearby hotels within 50 km.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db';
import { FROM_PRICE_TRAVELLERS, quoteStays, type StayQuote } from '../db/pricing';
import * as s from '../db/schema';
import type { Language } from '../db/schema';
import { BreadcrumbItem, Nullable, Hotel, HotelIdParams, OfferDetailQuery, Room, Schedule } from './schemas';
import { Cents, Image } from '../schemas/common';
import { lang, resolveStay, sitePaths, siteTimeZone, todayIso, tr, trList } from '../routes/common';
import type { ApiInstance, RouteContext } from '../routes/context';
import { breadcrumb, fallbackImage, findHotel, hotelMainOffers, hotelView, imagesOf, imageView, type HotelRow, type OfferRow, type RoomRow } from '../product/load';

export const NEARBY_RADIUS_KM = 50;
export const NEARBY_MAX = 9;

const RoomOfferPrice = Type.Object({
  sellPrice: Cents,
  refPrice: Cents,
  promo: Type.Integer({ description: 'Promotion percent, rounded' }),
  priceType: Type.Union([Type.Literal('from-price'), Type.Literal('final-price')]),
});

const HotelRoomOffer = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  uri: Type.String(),
  nights: Type.Integer(),
  price: Nullable(RoomOfferPrice),
  bookable: Type.Boolean({ description: 'Bookable for the dates and travellers given (false when undated)' }),
  checkin: Nullable(Type.String()),
  paxCount: Type.Integer(),
  hasSelectedDates: Type.Boolean(),
  shortProgramIntroWithoutRoom: Type.String(),
});

const HotelRoom = Type.Object({ ...Room.properties, offers: Type.Array(HotelRoomOffer) });

const NearbyHotel = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  stars: Type.Integer(),
  uri: Type.String(),
  imageUrl: Type.String(),
  image: Image,
  review: Type.Object({ count: Type.Integer(), average: Nullable(Type.Number()) }),
  distanceKm: Type.Number(),
  fromPrice: Nullable(Cents),
});

/** An activity of the hotel's published offers, once, with its schedules (the Hours modal). */
export const HotelActivity = Type.Object({ id: Type.Integer(), title: Type.String(), schedules: Type.Array(Schedule) });
export const HotelPageDetail = Type.Object({
  ...Hotel.properties,
  breadcrumb: Type.Array(BreadcrumbItem),
  rooms: Type.Array(HotelRoom),
  nearbyHotels: Type.Array(NearbyHotel),
  activities: Type.Array(HotelActivity, { description: "Activities of the hotel's published offers, once each, with their schedules" }),
});

const { fetchPageModel: _page, client: _client, ...hotelQueryFields } = OfferDetailQuery.properties;
const HotelDetailQuery = Type.Object(hotelQueryFields);

/** Stay used to price an offer without dates: its from-price stay (cheapest bookable stay for 2 adults). */
function fromStay(offer: OfferRow): { checkin: string; nights: number } | null {
  return offer.fromCheckin && offer.fromNights ? { checkin: offer.fromCheckin, nights: offer.fromNights } : null;
}

function roomPrice(quote: StayQuote | undefined, priceType: 'from-price' | 'final-price') {
  if (!quote || quote.sellPrice == null) return null;
  const sell = quote.sellPrice;
  return { sellPrice: sell, refPrice: Math.max(quote.refPrice ?? sell, sell), promo: Math.max(0, quote.promoPercent), priceType };
}

function roomView(room: RoomRow, images: ReturnType<typeof imageView>[], language: Language) {
  const label = tr(room.label, language);
  const pictures = images.length ? images : [fallbackImage('room', `r${room.id}`, label, 'romantic')];
  return {
    id: room.id,
    uuid: room.uuid,
    label,
    title: label,
    size: room.size,
    type: room.type,
    bedding: tr(room.bedding, language),
    capacity: room.capacity,
    maxCapacity: room.maxCapacity,
    description: tr(room.description, language),
    detailsSection: (room.details ?? []).map((d) => ({ title: tr(d.title, language), details: trList(d.details, language) })),
    highlights: trList(room.highlights, language),
    highlightedFacilities: trList(room.highlights, language),
    images: pictures,
    imageUrl: pictures[0]!.url,
    importantInfos: trList(room.importantInfos, language),
  };
}

/** Other active hotels within 50 km, nearest first, with their from-price (cheapest published main offer). */
export async function nearbyHotels(db: Db, hotel: HotelRow, locale: string, language: Language) {
  const distance = sql<number>`(6371 * 2 * asin(sqrt(power(sin(radians(${s.hotels.lat} - ${hotel.lat}) / 2), 2)
    + cos(radians(${hotel.lat})) * cos(radians(${s.hotels.lat})) * power(sin(radians(${s.hotels.lng} - ${hotel.lng}) / 2), 2))))`;
  const fromPrice = sql<number | null>`(select min(o.from_price) from offers o
    where o.hotel_id = ${s.hotels.id} and o.parent_offer_id is null and o.published and (o.expires_on is null or o.expires_on >= current_date))`;
  const latSpan = NEARBY_RADIUS_KM / 111;
  const rows = await db
    .select({ hotel: s.hotels, distanceKm: distance, fromPrice })
    .from(s.hotels)
    .where(
      and(
        ne(s.hotels.id, hotel.id),
        eq(s.hotels.active, true),
        sql`${s.hotels.lat} between ${hotel.lat - latSpan} and ${hotel.lat + latSpan}`,
        sql`${distance} <= ${NEARBY_RADIUS_KM}`,
      ),
    )
    .orderBy(distance, asc(s.hotels.id))
    .limit(NEARBY_MAX);
  const images = await imagesOf(db, 'hotel', rows.map((r) => r.hotel.id));
  const site = sitePaths(locale);
  return rows.map(({ hotel: h, distanceKm, fromPrice: price }) => {
    const first = images.get(h.id)?.[0];
    const image = first ? imageView(first, language) : fallbackImage('hotel', `h${h.id}`, h.label);
    return {
      id: h.id,
      label: h.label,
      stars: h.stars,
      uri: site.hotel(h.id),
      imageUrl: image.url,
      image,
      review: { count: h.reviewCount, average: h.reviewAverage },
      distanceKm: Math.round(Number(distanceKm) * 10) / 10,
      fromPrice: price == null ? null : Number(price),
    };
  });
}

export async function hotelRoutes(app: ApiInstance, { database }: RouteContext): Promise<void> {
  const { db } = database;
  app.get(
    '/api/hotel/:hotelId/detail.json',
    {
      schema: {
        tags: ['product'],
        summary: 'Hotel page: hotel, breadcrumb (home > places > hotel), rooms with their published offers (priced for the dates and travellers when given), nearby hotels',
        params: HotelIdParams,
        querystring: HotelDetailQuery,
        response: { 200: HotelPageDetail },
      },
    },
    async (request) => {
      const q = request.query;
      const locale = q.locale ?? 'fr_FR';
      const language = lang(locale);
      const stay = resolveStay({ checkin: q.checkin, checkout: q.checkout, night: q.night });
      const hotelRow = await findHotel(db, request.params.hotelId);
      const today = todayIso(new Date(), siteTimeZone(locale));
      const offers = (await hotelMainOffers(db, hotelRow.id)).filter((o) => o.published && (o.expiresOn == null || o.expiresOn >= today));
      const roomIds = [...new Set(offers.map((o) => o.roomId))];
      const [hotel, crumbs, roomRows, roomImages, nearby, lines] = await Promise.all([
        hotelView(db, hotelRow, locale, language),
        breadcrumb(db, hotelRow, locale, language),
        roomIds.length ? db.select().from(s.rooms).where(inArray(s.rooms.id, roomIds)).orderBy(asc(s.rooms.id)) : Promise.resolve([] as RoomRow[]),
        imagesOf(db, 'room', roomIds),
        nearbyHotels(db, hotelRow, locale, language),
        offers.length
          ? db
              .select({ id: s.offerProgramLines.id, activityId: s.offerProgramLines.activityId, title: s.offerProgramLines.title, schedules: s.offerProgramLines.schedules })
              .from(s.offerProgramLines)
              .where(and(inArray(s.offerProgramLines.offerId, offers.map((o) => o.id)), eq(s.offerProgramLines.kind, 'activity')))
              .orderBy(asc(s.offerProgramLines.offerId), asc(s.offerProgramLines.position))
          : Promise.resolve([]),
      ]);
      // each activity once (by activity, else by title), in the order of the offers
      const activities = new Map<string, { id: number; title: string; schedules: { from: string; to: string; days?: number[] }[] }>();
      for (const line of lines) {
        const title = tr(line.title, language);
        const key = line.activityId != null ? `a${line.activityId}` : `t${title}`;
        if (!activities.has(key)) activities.set(key, { id: line.id, title, schedules: line.schedules ?? [] });
      }
      const pax = { adults: q.adult, children: q.child, babies: q.baby };
      const paxCount = q.adult + q.child + q.baby;
      const quotes = new Map<number, StayQuote>();
      if (stay) {
        for (const [id, quote] of await quoteStays(db, offers.map((o) => o.id), { ...stay, ...pax })) quotes.set(id, quote);
      } else {
        const byStay = new Map<string, number[]>();
        for (const o of offers) {
          const from = fromStay(o);
          if (from) byStay.set(`${from.checkin}/${from.nights}`, [...(byStay.get(`${from.checkin}/${from.nights}`) ?? []), o.id]);
        }
        for (const [key, ids] of byStay) {
          const [checkin, nights] = key.split('/') as [string, string];
          for (const [id, quote] of await quoteStays(db, ids, { checkin, nights: Number(nights), ...FROM_PRICE_TRAVELLERS })) quotes.set(id, quote);
        }
      }
      const site = sitePaths(locale, q.minisite);
      const rooms = roomRows.map((room) => ({
        ...roomView(room, (roomImages.get(room.id) ?? []).map((i) => imageView(i, language)), language),
        offers: offers
          .filter((o) => o.roomId === room.id)
          .map((o) => {
            const quote = quotes.get(o.id);
            const bookable = stay !== null && !!quote?.bookable && quote.sellPrice != null;
            return {
              id: o.id,
              label: tr(o.label, language),
              uri: site.product(o.id),
              nights: quote?.nights ?? o.defaultNights,
              price: stay ? (bookable ? roomPrice(quote, 'final-price') : null) : roomPrice(quote, 'from-price'),
              bookable,
              checkin: stay ? stay.checkin : null,
              paxCount: stay ? paxCount : 2,
              hasSelectedDates: stay !== null,
              shortProgramIntroWithoutRoom: tr(o.shortProgramIntro, language),
            };
          }),
      }));
      return { ...hotel, breadcrumb: crumbs, rooms, nearbyHotels: nearby, activities: [...activities.values()] };
    },
  );
}
