/**
 * The stay lists of the gift pages (a box's stays, a beneficiary's redeemable stays): one filter (box, voucher,
 * dates, places, theme), as pages of offer cards, map points or facet counts; dated lists are priced by sf_quote().
 */
import { sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { queryRows, type Db } from '../db';
import { quoteSql } from '../db/pricing';
import { IsoDate, Locale, MAX_NIGHTS } from '../schemas/common';
import { Nullable } from '../product/schemas';
import { OfferCard } from '../search/schemas';
import { offerCards, type PricedRow } from '../search/cards';
import { parseCriteria } from '../search/criteria';
import { lang, resolveStay } from '../routes/common';


export const CODE = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });
export const BoxCode = Type.Object({ code: CODE });
export const LocaleOnly = Type.Object({ locale: Type.Optional(Locale) });
export const Flag = Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')]);
export const isTrue = (v: unknown) => v === true || v === 'true';

// ---------------------------------------------------------------------------------------------------------------
// Offer lists (box stays, beneficiary redemption)
// ---------------------------------------------------------------------------------------------------------------

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const ListQuery = {
  locale: Type.Optional(Locale),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 0, description: 'Zero-based page' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  checkin: Type.Optional(IsoDate),
  checkinDate: Type.Optional(IsoDate),
  nights: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_NIGHTS })),
  night: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_NIGHTS })),
  hotelId: Type.Optional(Id),
  city: Type.Optional(Id),
  region: Type.Optional(Id),
  theme: Type.Optional(Id),
  numberOfPackagesPerHotel: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  selectivePublicationAffiliateId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
};

export const OfferList = Type.Object({
  exactMatch: Type.Array(OfferCard),
  totalCount: Type.Integer(),
  searchDetails: Type.Object({
    totalCount: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
    checkin: Nullable(IsoDate),
    night: Nullable(Type.Integer()),
  }),
});

export const MapList = Type.Object({
  exactMatch: Type.Array(Type.Object({ id: Type.Integer(), hotelId: Type.Integer(), location: Type.Object({ lat: Type.Number(), lng: Type.Number() }) })),
  totalCount: Type.Integer(),
  searchDetails: Type.Object({ totalCount: Type.Integer() }),
});

export const Facets = Type.Object({
  totalCount: Type.Integer(),
  properties: Type.Array(
    Type.Object({
      propertyType: Type.String(),
      values: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() })),
    }),
  ),
});

export interface ListQueryValues {
  checkin?: string;
  checkinDate?: string;
  nights?: number;
  night?: number;
  hotelId?: number;
  city?: number;
  region?: number;
  theme?: number;
  numberOfPackagesPerHotel?: number;
  selectivePublicationAffiliateId?: number;
}

export interface ListFilter {
  /** restricts the offers (alias `o`) */
  where: SQL;
  locale: string;
  query: ListQueryValues;
}

export function conditions(filter: ListFilter): { from: SQL; where: SQL; dated: { checkin: string; nights: number } | null } {
  const q = filter.query;
  const stay = resolveStay({ checkin: q.checkin ?? q.checkinDate, nights: q.nights, night: q.night });
  const parts: SQL[] = [filter.where, sql`o.parent_offer_id is null`, sql`o.published`, sql`(o.expires_on is null or o.expires_on >= current_date)`];
  if (q.hotelId !== undefined) parts.push(sql`o.hotel_id = ${q.hotelId}`);
  for (const place of [q.city, q.region]) {
    if (place !== undefined) parts.push(sql`exists (select 1 from hotel_places hp where hp.hotel_id = o.hotel_id and hp.place_id = ${place})`);
  }
  if (q.theme !== undefined) parts.push(sql`exists (select 1 from offer_themes ot where ot.offer_id = o.id and ot.theme_id = ${q.theme})`);
  if (q.selectivePublicationAffiliateId !== undefined && q.selectivePublicationAffiliateId > 0) {
    parts.push(sql`exists (select 1 from minisite_offers mo where mo.offer_id = o.id and mo.minisite_id = ${q.selectivePublicationAffiliateId})`);
  }
  if (stay) {
    parts.push(sql`q.bookable`);
    return {
      from: sql`offers o cross join lateral ${quoteSql(sql`o.id`, { ...stay, adults: 2, children: 0, babies: 0 })} q`,
      where: sql.join(parts, sql` and `),
      dated: stay,
    };
  }
  return { from: sql`offers o`, where: sql.join(parts, sql` and `), dated: null };
}

export async function offerList(db: Db, filter: ListFilter, page: number, limit: number) {
  const { from, where, dated } = conditions(filter);
  const perHotel = filter.query.numberOfPackagesPerHotel ?? 20;
  const price = dated ? sql`q.sell_price` : sql`o.from_price`;
  const ref = dated ? sql`q.ref_price` : sql`o.from_ref_price`;
  const ranked = sql`select o.id, ${price} as price, ${ref} as "refPrice", ${dated ? sql`q.promo_percent` : sql`null::int`} as promo,
        ${dated ? sql`q.rooms_left` : sql`null::int`} as "roomsLeft", ${dated ? sql`q.nights` : sql`o.from_nights`}::int as nights,
        ${dated ? sql`to_char(q.checkin, 'YYYY-MM-DD')` : sql`to_char(o.from_checkin, 'YYYY-MM-DD')`} as checkin,
        o.popularity, row_number() over (partition by o.hotel_id order by ${price} asc nulls last, o.id) as rank
      from ${from} where ${where} and ${price} is not null`;
  const [rows, counted] = await Promise.all([
    queryRows<PricedRow>(
      db,
      sql`select id, price, "refPrice", promo, "roomsLeft", nights, checkin, null::float8 as distance
          from (${ranked}) x where rank <= ${perHotel} order by popularity desc, id limit ${limit} offset ${page * limit}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${ranked}) x where rank <= ${perHotel}`),
  ]);
  const total = counted[0]?.total ?? 0;
  const criteria = parseCriteria({ locale: filter.locale, flow: 'booking' });
  const cards = await offerCards(db, criteria, rows, dated ? 'final-price' : 'from-price');
  return {
    exactMatch: cards,
    totalCount: total,
    searchDetails: { totalCount: total, page, limit, checkin: dated?.checkin ?? null, night: dated?.nights ?? null },
  };
}

export async function mapList(db: Db, filter: ListFilter) {
  const { from, where } = conditions(filter);
  const rows = await queryRows<{ id: number; hotelId: number; lat: number; lng: number }>(
    db,
    sql`select distinct on (o.hotel_id) o.id, o.hotel_id as "hotelId", h.lat, h.lng
        from ${from} join hotels h on h.id = o.hotel_id where ${where}
        order by o.hotel_id, o.from_price asc nulls last, o.id limit 1000`,
  );
  return {
    exactMatch: rows.map((r) => ({ id: r.id, hotelId: r.hotelId, location: { lat: r.lat, lng: r.lng } })),
    totalCount: rows.length,
    searchDetails: { totalCount: rows.length },
  };
}

export async function facetList(db: Db, filter: ListFilter) {
  const { from, where } = conditions(filter);
  const language = lang(filter.locale);
  type Value = { id: number; name: string; count: number };
  const [themes, cities, stars, total] = await Promise.all([
    queryRows<Value>(
      db,
      sql`select t.id, t.label->>${language} as name, count(distinct o.id)::int as count from ${from}
          join offer_themes ot on ot.offer_id = o.id join themes t on t.id = ot.theme_id
          where ${where} group by t.id order by count desc, t.id`,
    ),
    queryRows<Value>(
      db,
      sql`select p.id, p.name->>${language} as name, count(distinct o.id)::int as count from ${from}
          join hotels h on h.id = o.hotel_id join places p on p.id = h.city_id
          where ${where} group by p.id order by count desc, p.id`,
    ),
    queryRows<Value>(
      db,
      sql`select h.stars::int as id, h.stars::text as name, count(distinct o.id)::int as count from ${from}
          join hotels h on h.id = o.hotel_id where ${where} group by h.stars order by h.stars`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${from} where ${where}`),
  ]);
  return {
    totalCount: total[0]?.total ?? 0,
    properties: [
      { propertyType: 'theme', values: themes },
      { propertyType: 'city', values: cities },
      { propertyType: 'stars', values: stars },
    ],
  };
}

export const boxWhere = (boxId: number) => sql`o.id in (select bo.offer_id from box_offers bo where bo.box_id = ${boxId})`;
export const giftableWhere = (giftAmount: number | undefined, match: boolean) =>
  match && giftAmount !== undefined
    ? sql`o.giftable and exists (select 1 from single_voucher_prices sv where sv.offer_id = o.id and sv.sell_price <= ${giftAmount})`
    : sql`o.giftable and exists (select 1 from single_voucher_prices sv where sv.offer_id = o.id)`;

