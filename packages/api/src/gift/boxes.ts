/** Gift boxes ({frontGateway} calls of product-and-purchase.md §7): the boxes sold, a box's detail and its stays. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { boxPromo } from '@storefront/contracts';
import { Type } from 'typebox';
import { queryRows, type Db } from '../db';
import * as s from '../db/schema';
import { GALLERY_SIZES, imageUrl, imagesBySize } from '../images';
import { notFound } from '../server/errors';
import { Cents } from '../schemas/common';
import { Nullable, PageModel } from '../product/schemas';
import { lang, sitePaths, tr, trList } from '../routes/common';
import type { ApiInstance, RouteContext } from '../routes/context';
import { BoxCode, Flag, ListQuery, LocaleOnly, MapList, OfferList, Facets, boxWhere, facetList, isTrue, mapList, offerList } from './stay-lists';
import { imagesOf, imageView } from '../product/load';


const TAGS = ['gift'];
export const BOX_OFFERS_PAGE_SIZE = 8;
export const BOX_VALIDITY_MONTHS = 18;

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
    promo: boxPromo(box),
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

export async function findBox(db: Db, code: string, locale: string): Promise<BoxRow> {
  const [box] = await db.select().from(s.boxes).where(sql`upper(${s.boxes.code}) = upper(${code})`).limit(1);
  if (!box || !box.published || !box.locales.includes(locale)) throw notFound('Box', code);
  return box;
}

/** The boxes sold on the site and the detail of one. */
async function boxCatalogueRoutes(app: ApiInstance, db: Db): Promise<void> {
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
}

/** The stays of a box: for its page (pages of 8, or the map) and for a beneficiary holding its code. */
async function boxStayRoutes(app: ApiInstance, db: Db): Promise<void> {
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
}

/** The boxes sold, a box's detail and its stays. */
export async function boxRoutes(app: ApiInstance, { database }: RouteContext): Promise<void> {
  await boxCatalogueRoutes(app, database.db);
  await boxStayRoutes(app, database.db);
}
