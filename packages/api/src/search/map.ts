/**
 * POST /api/offers.json: the map search (performMapSearch: one marker per hotel with its location and the ids of
 * its matching offers, "weekend ids") and the hotel offers drawer (hotelId: the hotel's matching offers by price
 * ascending, the cheapest as main package; gift prices when gifting).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import { languageOf } from '../db/schema';
import { LOCAL_TAX_COLUMNS, hotelSummary, offerCards, cardImages, stayTotal, type ImageRow, type LocalTaxRow } from './cards';
import type { SearchCriteria } from './criteria';
import { allConditions, buildContext, fromSql, isDated, priceSql } from './filters';
import { priceTypeOf, searchDetails, searchPage } from './offers';
import type { HotelSummary } from './schemas';
import { notFound } from '../server/errors';

/** Markers at most per map search. */
export const MAX_MAP_HOTELS = 1000;

interface HotelRow extends LocalTaxRow {
  hotelId: number;
  hotelLabel: string;
  stars: number;
  cityLabel: string;
  citySlug: string | null;
  address: string;
  zipCode: string;
  lat: number;
  lng: number;
  reviewCount: number;
  reviewAverage: number | null;
  images: ImageRow[] | null;
}

async function hotelRows(db: Db, locale: string, ids: number[]): Promise<Map<number, HotelRow>> {
  if (!ids.length) return new Map();
  const lang = languageOf(locale);
  const rows = await queryRows<HotelRow>(
    db,
    sql`select h.id as "hotelId", h.label as "hotelLabel", h.stars, h.city_name->>${lang} as "cityLabel", city.slug as "citySlug",
          h.street_address as address, h.zip_code as "zipCode", h.lat, h.lng, h.review_count as "reviewCount", h.review_average as "reviewAverage",
          ${LOCAL_TAX_COLUMNS},
          (select json_agg(json_build_object('id', i.id, 'kind', i.kind, 'subject', i.subject, 'alt', i.alt->>${lang}))
             from (select * from images im where im.kind = 'hotel' and im.owner_id = h.id order by im.position limit 1) i) as images
        from hotels h left join places city on city.id = h.city_id
        where h.id = any(${`{${ids.join(',')}}`}::integer[])`,
  );
  return new Map(rows.map((r) => [r.hotelId, r]));
}

export async function mapSearch(db: Db, criteria: SearchCriteria) {
  const ctx = await buildContext(db, criteria);
  const nights = isDated(criteria) ? sql`q.nights` : criteria.flow === 'gifting' ? sql`null::integer` : sql`s.from_nights::integer`;
  const rows = await queryRows<{ hotelId: number; weekendIds: number[]; price: number; nights: number | null; total: number }>(
    db,
    sql`select s.hotel_id as "hotelId", array_agg(s.offer_id order by ${priceSql(criteria)}, s.offer_id) as "weekendIds",
          min(${priceSql(criteria)})::integer as price, count(*) over ()::integer as total,
          (array_agg(${nights} order by ${priceSql(criteria)}, s.offer_id))[1] as nights
        from ${fromSql(ctx)}
        where ${allConditions(ctx)}
        group by s.hotel_id
        order by price asc, s.hotel_id asc
        limit ${MAX_MAP_HOTELS}`,
  );
  const hotels = await hotelRows(db, criteria.locale, rows.map((r) => r.hotelId));
  const exactMatch = rows.flatMap((row) => {
    const h = hotels.get(row.hotelId);
    if (!h) return [];
    return [
      {
        hotel: hotelSummary(criteria.locale, h),
        location: { latitude: h.lat, longitude: h.lng },
        weekendIds: row.weekendIds,
        sellPrice: row.price,
        // the cheapest offer's total with the local tax (the total price switch)
        ...stayTotal(criteria, priceTypeOf(criteria), h, row.price, row.nights),
        priceType: priceTypeOf(criteria),
        imageUrl: cardImages(h.images)[0]?.url ?? null,
      },
    ];
  });
  return { exactMatch, searchDetails: await searchDetails(db, ctx, rows[0]?.total ?? 0) };
}

/** The hotel offers drawer: cheapest first, at most `perHotel` packages. */
export async function hotelOffers(db: Db, criteria: SearchCriteria, hotelId: number, perHotel: number) {
  const hotels = await hotelRows(db, criteria.locale, [hotelId]);
  const h = hotels.get(hotelId);
  if (!h) throw notFound('Hotel', hotelId);
  const c: SearchCriteria = {
    ...criteria,
    hotelId,
    sort: criteria.flow === 'gifting' ? 'svPriceAsc' : 'priceAsc',
    page: 0,
    limit: perHotel,
  };
  const ctx = await buildContext(db, c);
  const page = await searchPage(db, ctx);
  const cards = await offerCards(db, c, page.rows, priceTypeOf(c));
  const hotel: HotelSummary = cards[0]?.hotel ?? hotelSummary(c.locale, h);
  return {
    hotel,
    mainPackage: cards[0] ?? null,
    otherPackages: cards.slice(1),
    searchDetails: await searchDetails(db, ctx, page.totalCount),
  };
}
