/**
 * Gift boxes and beneficiary redemption ({frontGateway} calls of product-and-purchase.md §7): box list, box
 * detail, the stays of a box (pages of 8, map variant), box offers and facets for a beneficiary, single-voucher
 * offers and facets, available custom sub-elements (sleeves).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { queryRows, type Db } from '../../db';
import * as s from '../../db/schema';
import { quoteSql } from '../../db/pricing';
import { GALLERY_SIZES, imageUrl, imagesBySize } from '../../images';
import { notFound } from '../../server/errors';
import { Cents, IsoDate, Locale, MAX_NIGHTS } from '../../schemas/common';
import { Nullable, PageModel } from '../../schemas/product';
import { OfferCard } from '../../search/schemas';
import { offerCards, type PricedRow } from '../../search/cards';
import { parseCriteria } from '../../search/criteria';
import { lang, resolveStay, sitePaths, tr, trList } from '../common';
import type { ApiInstance, RouteContext } from '../context';
import { imagesOf, imageView } from '../product/load';

const TAGS = ['gift'];
/** Box promo: percent saving (floor) shown only above 5 percent, otherwise 0. */
export const BOX_PROMO_THRESHOLD = 5;
export const BOX_OFFERS_PAGE_SIZE = 8;
export const BOX_VALIDITY_MONTHS = 18;

export function boxPromo(sellPrice: number, referencePrice: number): number {
  if (referencePrice <= sellPrice || referencePrice <= 0) return 0;
  const percent = Math.floor((100 * (referencePrice - sellPrice)) / referencePrice);
  return percent > BOX_PROMO_THRESHOLD ? percent : 0;
}

const CODE = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });
const BoxCode = Type.Object({ code: CODE });
const LocaleOnly = Type.Object({ locale: Type.Optional(Locale) });
const Flag = Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')]);
const isTrue = (v: unknown) => v === true || v === 'true';

const Box = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  slug: Type.String(),
  uri: Type.String(),
  title: Type.String(),
  description: Type.String(),
  includedContent: Type.Array(Type.String(), { description: 'One item per line' }),
  price: Type.Object({ sellPrice: Cents, referencePrice: Cents }),
  value: Type.Object({ sellPrice: Cents, referencePrice: Cents }),
  promo: Type.Integer({ description: 'Percent saving (floor), 0 unless above 5' }),
  nights: Type.Integer(),
  persons: Type.Integer(),
  rating: Nullable(Type.Number()),
  position: Type.Integer(),
  campaign: Nullable(Type.String()),
  ebox: Type.Boolean({ description: 'Code ends with EBOX (electronic box)' }),
  validityMonths: Type.Integer(),
  images: Type.Object({ main: Type.String(), mainBySize: Type.Record(Type.String(), Type.String()) }),
  searchCriteria: Type.Object({
    subthemas: Type.Array(Type.Integer()),
    searchCriteriaProperties: Type.Object({ nights: Type.Integer(), persons: Type.Integer() }),
  }),
  offerCount: Type.Integer(),
  pageModel: PageModel,
});

type BoxRow = typeof s.boxes.$inferSelect;

async function boxView(db: Db, box: BoxRow, locale: string, offerCount: number) {
  const language = lang(locale);
  const rows = (await imagesOf(db, 'box', [box.id])).get(box.id) ?? [];
  const picture = rows[0]
    ? imageView(rows[0], language)
    : { url: imageUrl('box', `b${box.id}`, '640_360'), sizes: imagesBySize('box', `b${box.id}`, GALLERY_SIZES) };
  const uri = sitePaths(locale).giftBoxCard(box.slug, box.code);
  const title = tr(box.title, language);
  return {
    id: box.id,
    code: box.code,
    slug: box.slug,
    uri,
    title,
    description: tr(box.description, language),
    includedContent: trList(box.includedContent, language),
    price: { sellPrice: box.sellPrice, referencePrice: box.referencePrice },
    value: { sellPrice: box.sellPrice, referencePrice: box.referencePrice },
    promo: boxPromo(box.sellPrice, box.referencePrice),
    nights: box.nights,
    persons: box.persons,
    rating: box.rating,
    position: box.position,
    campaign: box.campaign,
    ebox: box.code.toUpperCase().endsWith('EBOX'),
    validityMonths: BOX_VALIDITY_MONTHS,
    images: { main: picture.url, mainBySize: Object.fromEntries(GALLERY_SIZES.map((size) => [size, picture.sizes[size] ?? picture.url])) },
    searchCriteria: { subthemas: box.themeIds, searchCriteriaProperties: { nights: box.nights, persons: box.persons } },
    offerCount,
    pageModel: {
      pageTitle: title,
      canonicalUrl: uri,
      alternateUrls: box.locales.map((l) => ({ locale: l, url: sitePaths(l).giftBoxCard(box.slug, box.code) })),
      metaRobots: 'noindex, follow',
    },
  };
}

async function findBox(db: Db, code: string, locale: string): Promise<BoxRow> {
  const [box] = await db.select().from(s.boxes).where(sql`upper(${s.boxes.code}) = upper(${code})`).limit(1);
  if (!box || !box.published || !box.locales.includes(locale)) throw notFound('Box', code);
  return box;
}

// ---------------------------------------------------------------------------------------------------------------
// Offer lists (box stays, beneficiary redemption)
// ---------------------------------------------------------------------------------------------------------------

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const ListQuery = {
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

const OfferList = Type.Object({
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

const MapList = Type.Object({
  exactMatch: Type.Array(Type.Object({ id: Type.Integer(), hotelId: Type.Integer(), location: Type.Object({ lat: Type.Number(), lng: Type.Number() }) })),
  totalCount: Type.Integer(),
  searchDetails: Type.Object({ totalCount: Type.Integer() }),
});

const Facets = Type.Object({
  totalCount: Type.Integer(),
  properties: Type.Array(
    Type.Object({
      propertyType: Type.String(),
      values: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() })),
    }),
  ),
});

interface ListQueryValues {
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

interface ListFilter {
  /** restricts the offers (alias `o`) */
  where: SQL;
  locale: string;
  query: ListQueryValues;
}

function conditions(filter: ListFilter): { from: SQL; where: SQL; dated: { checkin: string; nights: number } | null } {
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

async function offerList(db: Db, filter: ListFilter, page: number, limit: number) {
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

async function mapList(db: Db, filter: ListFilter) {
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

async function facetList(db: Db, filter: ListFilter) {
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

const boxWhere = (boxId: number) => sql`o.id in (select bo.offer_id from box_offers bo where bo.box_id = ${boxId})`;
const giftableWhere = (giftAmount: number | undefined, match: boolean) =>
  match && giftAmount !== undefined
    ? sql`o.giftable and exists (select 1 from single_voucher_prices sv where sv.offer_id = o.id and sv.sell_price <= ${giftAmount})`
    : sql`o.giftable and exists (select 1 from single_voucher_prices sv where sv.offer_id = o.id)`;

export async function boxRoutes(app: ApiInstance, { database }: RouteContext): Promise<void> {
  const { db } = database;

  app.get(
    '/gateway/boxes/search',
    {
      schema: {
        tags: TAGS,
        summary: 'Gift boxes sold on the site',
        querystring: LocaleOnly,
        response: { 200: Type.Object({ boxes: Type.Array(Box), totalCount: Type.Integer() }) },
      },
    },
    async (request) => {
      const locale = request.query.locale ?? 'fr_FR';
      const rows = await db
        .select()
        .from(s.boxes)
        .where(and(eq(s.boxes.published, true), sql`${locale} = any(${s.boxes.locales})`))
        .orderBy(asc(s.boxes.position), asc(s.boxes.id));
      const counts = await queryRows<{ boxId: number; count: number }>(db, sql`select box_id as "boxId", count(*)::int as count from box_offers group by box_id`);
      const countOf = new Map(counts.map((c) => [c.boxId, c.count]));
      const boxes = await Promise.all(rows.map((box) => boxView(db, box, locale, countOf.get(box.id) ?? 0)));
      return { boxes, totalCount: boxes.length };
    },
  );

  app.get(
    '/gateway/boxes/:code/product-detail',
    { schema: { tags: TAGS, summary: 'Gift box detail', params: BoxCode, querystring: LocaleOnly, response: { 200: Box } } },
    async (request) => {
      const locale = request.query.locale ?? 'fr_FR';
      const box = await findBox(db, request.params.code, locale);
      const [count] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from box_offers where box_id = ${box.id}`);
      return boxView(db, box, locale, count?.count ?? 0);
    },
  );

  app.get(
    '/gateway/boxes/:code/offers',
    {
      schema: {
        tags: TAGS,
        summary: 'Stays of a box: pages of 8 (zero-based page); performMapSearch=true gives ids and locations for the map',
        params: BoxCode,
        querystring: Type.Object({ ...ListQuery, performMapSearch: Type.Optional(Flag) }),
        response: { 200: Type.Union([OfferList, MapList]) },
      },
    },
    async (request) => {
      const q = request.query;
      const locale = q.locale ?? 'fr_FR';
      const box = await findBox(db, request.params.code, locale);
      const filter = { where: boxWhere(box.id), locale, query: q };
      if (isTrue(q.performMapSearch)) return mapList(db, filter);
      return offerList(db, filter, q.page ?? 0, q.limit ?? BOX_OFFERS_PAGE_SIZE);
    },
  );

  app.get(
    '/gateway/box-offers/:code',
    {
      schema: {
        tags: TAGS,
        summary: 'Beneficiary: stays redeemable with a box, optionally for dates',
        params: BoxCode,
        querystring: Type.Object(ListQuery),
        response: { 200: OfferList },
      },
    },
    async (request) => {
      const q = request.query;
      const locale = q.locale ?? 'fr_FR';
      const box = await findBox(db, request.params.code, locale);
      return offerList(db, { where: boxWhere(box.id), locale, query: q }, q.page ?? 0, q.limit ?? 20);
    },
  );

  app.get(
    '/gateway/box-facets/:code',
    {
      schema: { tags: TAGS, summary: 'Beneficiary: facets of the stays of a box', params: BoxCode, querystring: Type.Object(ListQuery), response: { 200: Facets } },
    },
    async (request) => {
      const q = request.query;
      const locale = q.locale ?? 'fr_FR';
      const box = await findBox(db, request.params.code, locale);
      return facetList(db, { where: boxWhere(box.id), locale, query: q });
    },
  );

  const BeneficiaryBoxQuery = Type.Object({ ...ListQuery, code: CODE });
  app.get(
    '/gateway/beneficiary/boxes/offers',
    { schema: { tags: TAGS, summary: 'Beneficiary: stays of the box given by code', querystring: BeneficiaryBoxQuery, response: { 200: OfferList } } },
    async (request) => {
      const q = request.query;
      const locale = q.locale ?? 'fr_FR';
      const box = await findBox(db, q.code, locale);
      return offerList(db, { where: boxWhere(box.id), locale, query: q }, q.page ?? 0, q.limit ?? 20);
    },
  );
  app.get(
    '/gateway/beneficiary/boxes/facets',
    { schema: { tags: TAGS, summary: 'Beneficiary: facets of the stays of the box given by code', querystring: BeneficiaryBoxQuery, response: { 200: Facets } } },
    async (request) => {
      const q = request.query;
      const locale = q.locale ?? 'fr_FR';
      const box = await findBox(db, q.code, locale);
      return facetList(db, { where: boxWhere(box.id), locale, query: q });
    },
  );

  const VoucherQuery = Type.Object({
    ...ListQuery,
    giftAmount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Gift value in cents' })),
    matchOfferRangePriceWithGiftAmount: Type.Optional(Flag),
  });
  app.get(
    '/gateway/beneficiary/single-vouchers/offers',
    { schema: { tags: TAGS, summary: 'Beneficiary: stays redeemable with a single voucher', querystring: VoucherQuery, response: { 200: OfferList } } },
    async (request) => {
      const q = request.query;
      const where = giftableWhere(q.giftAmount, isTrue(q.matchOfferRangePriceWithGiftAmount));
      return offerList(db, { where, locale: q.locale ?? 'fr_FR', query: q }, q.page ?? 0, q.limit ?? 20);
    },
  );
  app.get(
    '/gateway/beneficiary/single-vouchers/facets',
    { schema: { tags: TAGS, summary: 'Beneficiary: facets of the stays redeemable with a single voucher', querystring: VoucherQuery, response: { 200: Facets } } },
    async (request) => {
      const q = request.query;
      const where = giftableWhere(q.giftAmount, isTrue(q.matchOfferRangePriceWithGiftAmount));
      return facetList(db, { where, locale: q.locale ?? 'fr_FR', query: q });
    },
  );

  app.get(
    '/gateway/sub-elements/available-custom-sub-elements',
    {
      schema: {
        tags: TAGS,
        summary: 'Custom sleeves of the physical format (single-selection categories as radios, multiple as checkboxes)',
        querystring: LocaleOnly,
        response: {
          200: Type.Object({
            availableCustomSubElements: Type.Array(
              Type.Object({
                id: Type.Integer(),
                categoryId: Type.Integer(),
                categoryName: Type.String(),
                selection: Type.String({ description: 'single or multiple' }),
                name: Type.String(),
                imageUrl: Type.String(),
                recommendedByWed: Type.Boolean(),
                price: Cents,
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const language = lang(request.query.locale);
      const rows = await db
        .select()
        .from(s.customSubElements)
        .orderBy(asc(s.customSubElements.categoryId), asc(s.customSubElements.position), asc(s.customSubElements.id));
      return {
        availableCustomSubElements: rows.map((r) => ({
          id: r.id,
          categoryId: r.categoryId,
          categoryName: tr(r.categoryName, language),
          selection: r.selection,
          name: tr(r.name, language),
          imageUrl: imageUrl('sleeve', r.id, '400_300'),
          recommendedByWed: r.recommendedByWed,
          price: r.price,
        })),
      };
    },
  );
}
