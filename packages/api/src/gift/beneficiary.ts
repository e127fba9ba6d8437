/** Beneficiary redemption: the stays and facets of a box given by code, or of a single voucher. */
import { Type } from 'typebox';
import { type Db } from '../db';
import type { ApiInstance, RouteContext } from '../routes/context';
import { CODE, Facets, Flag, ListQuery, OfferList, boxWhere, facetList, giftableWhere, isTrue, offerList } from './stay-lists';
import { findBox } from './boxes';


const TAGS = ['gift'];

/** Beneficiary: the stays and facets of the box given by code in the query. */
async function beneficiaryBoxRoutes(app: ApiInstance, db: Db): Promise<void> {
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
}

/** Beneficiary: the stays and facets redeemable with a single voucher (optionally within its amount). */
async function beneficiaryVoucherRoutes(app: ApiInstance, db: Db): Promise<void> {
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
}

/** Beneficiary redemption routes. */
export async function beneficiaryRoutes(app: ApiInstance, { database }: RouteContext): Promise<void> {
  await beneficiaryBoxRoutes(app, database.db);
  await beneficiaryVoucherRoutes(app, database.db);
}
