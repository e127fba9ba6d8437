/**
 * GET /api/offers.json: the offer search. One indexed query over the read model picks the page (with the
 * dated stay price from sf_quote() when dates are given), then the cards are loaded for that page only.
 */
import { sql } from 'drizzle-orm';
import { paths } from '@storefront/contracts';
import { queryRows, type Db } from '../db';
import { languageOf } from '../db/schema';
import { activitySearch } from './activity';
import { cached, isCached, remember } from './cache';
import { quoteEachStay } from '../db/pricing';
import { offerCards, siteOf, type PricedRow } from './cards';
import { wireToHash } from '@storefront/criteria/wire';
import type { SearchCriteria } from './criteria';
import { allConditions, buildContext, distanceSql, fromSql, isDated, memberPlaceId, pageSql, priceSql, type SearchContext } from './filters';
import type { OfferCard, PriceType, SearchDetails, SearchResponse } from './schemas';

export function priceTypeOf(c: SearchCriteria): PriceType {
  if (c.flow === 'gifting') return 'gift';
  return isDated(c) ? 'final-price' : 'from-price';
}

/** Cache key of a search's total count: the criteria without page, limit and sort. */
export function countKey(c: SearchCriteria): string {
  const { page: _page, limit: _limit, sort: _sort, ...rest } = c;
  return `count:${JSON.stringify(rest)}`;
}

/**
 * The priced rows of one page and the total count. The page is one query over the read model (an index scan in
 * the sort order without dates; with dates every candidate's stay is evaluated by datedStaySql); the count is a
 * separate query shared through the search cache (with dates or a membership destination and no cached count, the
 * page query counts in the same pass). With dates the page's prices are then taken from sf_quote(), the one price truth.
 */
export async function searchPage(db: Db, ctx: SearchContext): Promise<{ rows: PricedRow[]; totalCount: number }> {
  const c = ctx.criteria;
  const dated = isDated(c);
  const distance = distanceSql(ctx) ?? sql`null::float8`;
  const refPrice = dated ? sql`q.ref_price` : c.flow === 'gifting' ? sql`null::integer` : sql`s.from_ref_price`;
  const promo = dated ? sql`q.promo_percent` : c.flow === 'gifting' ? sql`null::integer` : sql`s.from_promo`;
  const rooms = dated ? sql`q.rooms_left` : sql`null::integer`;
  const nights = dated ? sql`q.nights` : c.flow === 'gifting' ? sql`null::integer` : sql`s.from_nights::integer`;
  const checkin = dated ? sql`to_char(q.checkin, 'YYYY-MM-DD')` : sql`null::text`;
  const where = allConditions(ctx);
  const key = countKey(c);
  const countQuery = async () => {
    const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::integer as total from ${fromSql(ctx)} where ${where}`);
    return count?.total ?? 0;
  };
  // With dates (every candidate is evaluated anyway) or a membership destination (a few thousand rows at most,
  // see fromSql), the page query counts in the same pass instead of a second query.
  const withCount = (dated || memberPlaceId(ctx) !== null) && !isCached(db, key);
  const pageQuery = queryRows<PricedRow & { total?: number }>(
    db,
    pageSql(
      ctx,
      sql`s.offer_id as id, ${priceSql(c)} as price, ${refPrice} as "refPrice", ${promo} as promo,
          ${rooms} as "roomsLeft", ${nights} as nights, ${checkin} as checkin, ${distance} as distance
          ${withCount ? sql`, count(*) over ()::integer as total` : sql``}`,
      where,
    ),
  );
  let rows: (PricedRow & { total?: number })[];
  let totalCount: number;
  if (withCount) {
    rows = await pageQuery;
    // an empty first page means no match at all; beyond the last page the count needs its own query
    totalCount = rows.length > 0 ? rows[0]!.total! : c.page === 0 ? 0 : await cached(db, key, countQuery);
    remember(db, key, totalCount);
  } else {
    [rows, totalCount] = await Promise.all([pageQuery, cached(db, key, countQuery)]);
  }
  if (dated && rows.length > 0) {
    // each row's own stay (the same for exact dates; each offer's cheapest weekend stay for flexible dates)
    const quotes = await quoteEachStay(
      db,
      rows.map((row) => ({ offerId: row.id, checkin: row.checkin!, nights: row.nights! })),
      { adults: c.adults, children: c.children, babies: c.babies },
    );
    rows = rows.map((row) => {
      const q = quotes.get(row.id);
      return q ? { ...row, price: q.sellPrice ?? row.price, refPrice: q.refPrice, promo: q.promoPercent, roomsLeft: q.roomsLeft } : row;
    });
  }
  // the page's priced rows only (pageSql's ordering columns and the count left out)
  const priced = rows.map(({ id, price, refPrice, promo, roomsLeft, nights, checkin, distance }) => ({ id, price, refPrice, promo, roomsLeft, nights, checkin, distance }));
  return { rows: priced, totalCount };
}

export async function searchDetails(db: Db, ctx: SearchContext, totalCount: number): Promise<SearchDetails> {
  const c = ctx.criteria;
  const lang = languageOf(c.locale);
  let theme: SearchDetails['theme'] = null;
  if (c.theme !== null) {
    const [row] = await queryRows<{ id: number; label: string }>(db, sql`select id, label->>${lang} as label from themes where id = ${c.theme}`);
    theme = row ?? null;
  }
  const destination = ctx.place
    ? { id: ctx.place.id, label: ctx.place.label, category: ctx.place.category, latitude: ctx.place.latitude, longitude: ctx.place.longitude }
    : null;
  return {
    totalCount,
    page: c.page,
    limit: c.limit,
    flow: c.flow,
    sort: c.sort,
    checkin: c.checkin,
    checkout: c.checkout,
    night: c.nights,
    adult: c.adults,
    child: c.children,
    baby: c.babies,
    hotelId: c.hotelId ?? (c.destination?.key === 'hotel' ? c.destination.id : null),
    location: ctx.centre ? { latitude: ctx.centre.lat, longitude: ctx.centre.lng } : null,
    locationHierarchy: ctx.place?.hierarchy ?? [],
    destination,
    theme,
    uri: paths(siteOf(c.locale)).results(c.flow, c.page > 0 ? { page: c.page } : undefined, wireToHash(c)),
  };
}

/** The whole search: exactMatch cards and searchDetails. */
export async function searchOffers(db: Db, criteria: SearchCriteria): Promise<SearchResponse> {
  const ctx = await buildContext(db, criteria);
  let exactMatch: OfferCard[];
  let totalCount: number;
  if (criteria.flow === 'activity') {
    const result = await activitySearch(db, ctx);
    exactMatch = result.cards;
    totalCount = result.totalCount;
  } else {
    const page = await searchPage(db, ctx);
    exactMatch = await offerCards(db, criteria, page.rows, priceTypeOf(criteria));
    totalCount = page.totalCount;
  }
  return { exactMatch, searchDetails: await searchDetails(db, ctx, totalCount) };
}
