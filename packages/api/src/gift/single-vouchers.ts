/** Single vouchers: the price list of a giftable offer and the physical format's shipping costs. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { queryRows } from '../db';
import * as s from '../db/schema';
import { agentOf } from '../identity/agent-sessions';
import { notFound } from '../server/errors';
import { Cents, Locale } from '../schemas/common';
import { LocaleQuery, OfferIdParams } from '../product/schemas';
import type { ApiInstance, RouteContext } from '../routes/context';

export async function singleVoucherRoutes(app: ApiInstance, { database }: RouteContext): Promise<void> {
  const { db } = database;

  const SingleVoucherResponse = Type.Object({
    offerId: Type.Integer(),
    isGiftable: Type.Boolean(),
    persons: Type.Integer(),
    validityMonths: Type.Integer(),
    giftFormats: Type.Array(Type.Union([Type.Literal('digital'), Type.Literal('physical')])),
    priceList: Type.Array(
      Type.Object({
        nights: Type.Integer(),
        sellPrice: Cents,
        sellPrices: Type.Record(Type.String(), Cents, { description: 'Gift price by bucket (1 Essential, 2 Serenity, 3 Liberty)' }),
        upsellAvailabilityPrice: Cents,
      }),
    ),
  });

  app.get(
    '/gateway/single-vouchers/:id/price-list',
    {
      schema: {
        tags: ['gift'],
        summary: "Single-voucher price list of a giftable offer: per nights (1-3), in cents; rates 2-3 (buckets) for a verified customer-care agent only",
        params: OfferIdParams,
        querystring: LocaleQuery,
        response: { 200: SingleVoucherResponse },
      },
    },
    async (request) => {
      const [offer] = await db.select().from(s.offers).where(eq(s.offers.id, request.params.id)).limit(1);
      if (!offer) throw notFound('Offer', request.params.id);
      const mainId = offer.parentOfferId ?? offer.id;
      const rows = await db
        .select()
        .from(s.singleVoucherPrices)
        .where(inArray(s.singleVoucherPrices.offerId, [mainId, offer.id]))
        .orderBy(asc(s.singleVoucherPrices.nights), asc(s.singleVoucherPrices.bucket));
      // the rates above the first are customer care's (site-wide spec §6): nobody else sees them
      const agent = (await agentOf(database.db, request.headers.cookie)) !== null;
      const own = rows.some((r) => r.offerId === offer.id) ? rows.filter((r) => r.offerId === offer.id) : rows;
      const byNights = new Map<number, typeof own>();
      for (const r of own) byNights.set(r.nights, [...(byNights.get(r.nights) ?? []), r]);
      return {
        offerId: offer.id,
        isGiftable: offer.giftable && offer.published && own.length > 0,
        persons: 2,
        validityMonths: 12,
        giftFormats: ['digital' as const, 'physical' as const],
        priceList: [...byNights.entries()].map(([nights, list]) => {
          const bucket1 = list.find((r) => r.bucket === 1) ?? list[0]!;
          return {
            nights,
            sellPrice: bucket1.sellPrice,
            sellPrices: Object.fromEntries(list.filter((r) => agent || r.bucket === 1).map((r) => [String(r.bucket), r.sellPrice])),
            upsellAvailabilityPrice: bucket1.upsellAvailabilityPrice,
          };
        }),
      };
    },
  );

  app.get(
    '/gateway/single-vouchers/shipping-costs',
    {
      schema: {
        tags: ['gift'],
        summary: 'Shipping cost of the physical format for the site country, and international fees per country (cents)',
        querystring: Type.Object({ locale: Type.Optional(Locale) }),
        response: {
          200: Type.Object({ country: Type.String(), amount: Cents, internationalShippingFeesPerCountry: Type.Record(Type.String(), Cents) }),
        },
      },
    },
    async (request) => {
      const country = (request.query.locale ?? 'fr_FR').slice(3);
      const rows = await queryRows<{ amount: number; fees: Record<string, number> }>(
        db,
        sql`select amount, international_fees_per_country as fees from shipping_costs where country_code = ${country}`,
      );
      const row = rows[0];
      if (!row) throw notFound('Shipping costs for', country);
      return { country, amount: row.amount, internationalShippingFeesPerCountry: row.fees };
    },
  );
}
