/**
 * SQL building blocks shared by the search, facet and map queries: the flow's base set, the
 * destination/position filter, the theme, the dated availability join (sf_quote, the one price truth), and the
 * facet filters, each facet separately so the facet counts can leave out their own selection.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import { languageOf } from '../db/schema';
import { addDays } from '../db/pricing';
import { placeIndex, type IndexedPlace } from './place-index';
import { OFFER_MONTHS, OFFER_WEEKENDS, READ_MODEL, priceQualitySql } from './read-model';
import type { SearchCriteria } from './criteria';
import type { PlaceRef } from './schemas';

export const FACETS = ['price', 'score', 'facility', 'accessibility', 'cancellation', 'stars', 'style', 'type', 'environment', 'tag', 'theme'] as const;
export type Facet = (typeof FACETS)[number];

/** The place a destination criterion points to, with its parents (department -> region -> country). */
export interface ResolvedPlace extends PlaceRef {
  slug: string;
  countryId: number | null;
  regionId: number | null;
  departmentId: number | null;
  hierarchy: PlaceRef[];
}

export interface SearchContext {
  criteria: SearchCriteria;
  /** resolved destination place (null for a hotel destination or none) */
  place: ResolvedPlace | null;
  /** centre distances are measured from: lat/lng, else the destination place */
  centre: { lat: number; lng: number } | null;
  /** true when the destination is a radius around the centre instead of membership */
  radius: boolean;
}

const s = sql.raw(READ_MODEL);

export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.filter((v) => Number.isInteger(v)).join(',')}}`}::integer[]`;
}
export function textArray(values: readonly string[]): SQL {
  // values are validated codes ([a-z0-9_-]); quoted all the same
  return sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;
}

/** A place by id with its localized label and parents (department, region, country), from the place index. */
export async function resolvePlace(db: Db, id: number, locale: string): Promise<ResolvedPlace | null> {
  const lang = languageOf(locale);
  const { places } = await placeIndex(db);
  const self = places.get(id);
  if (!self) return null;
  const order = ['department', 'region', 'country'];
  const parents = [...new Set([self.departmentId, self.regionId, self.countryId])]
    .filter((parentId): parentId is number => parentId !== null && parentId !== id)
    .map((parentId) => places.get(parentId))
    .filter((parent): parent is IndexedPlace => parent !== undefined)
    .sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
  const ref = (p: IndexedPlace): PlaceRef => ({
    id: p.id,
    label: p.label[lang] as string,
    category: p.category,
    latitude: p.latitude,
    longitude: p.longitude,
  });
  return {
    ...ref(self),
    slug: self.slug,
    countryId: self.countryId,
    regionId: self.regionId,
    departmentId: self.departmentId,
    hierarchy: [ref(self), ...parents.map(ref)],
  };
}

export async function buildContext(db: Db, criteria: SearchCriteria): Promise<SearchContext> {
  const place =
    criteria.destination && criteria.destination.key !== 'hotel'
      ? await resolvePlace(db, criteria.destination.id, criteria.locale)
      : null;
  const centre =
    criteria.lat !== null && criteria.lng !== null
      ? { lat: criteria.lat, lng: criteria.lng }
      : place
        ? { lat: place.latitude, lng: place.longitude }
        : null;
  const hasBound = criteria.distanceMin !== null || criteria.distanceMax !== null;
  // A city or point of interest with a distance bound ("Include offers around") is a radius.
  const radius = centre !== null && (criteria.lat !== null || (hasBound && place !== null));
  return { criteria, place, centre, radius };
}

/** Great-circle distance in km from the context's centre to the read model row. */
export function distanceSql(ctx: SearchContext): SQL | null {
  if (!ctx.centre) return null;
  const { lat, lng } = ctx.centre;
  return sql`(12742.0 * asin(least(1.0, sqrt(power(sin(radians(s.lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(s.lat)) * power(sin(radians(s.lng - ${lng}::float8) / 2), 2)))))`;
}

/**
 * True when the criteria carry dates, exact or flexible (a weekend): the price is the stay price from sf_quote for
 * those dates (for a weekend, each offer's cheapest weekend stay) and travellers.
 */
export function isDated(c: SearchCriteria): boolean {
  return ((c.checkin !== null && c.nights !== null) || c.weekend !== null) && (c.flow === 'booking' || c.flow === 'hotel');
}

/**
 * The dated stay of a read-model row `s` as FROM items ending in `q` (columns sell_price, ref_price, promo_percent,
 * rooms_left, nights, checkin, bookable): the rule of sf_quote() (src/db/pricing.ts) written out for the requested
 * check-in and nights on the offer's month rows (`sf_offer_months`, read-model.ts: one small row per offer and
 * calendar month, stored inline), so a search over thousands of offers reads one or two short rows per offer,
 * with constant array positions, and calls no function. Search rows are main offers (no price markup). Equality
 * with sf_quote() is tested (src/search/dated.test.ts); the page's cards are then priced by sf_quote() itself.
 *
 * Flexible dates (issue #34, decisions 0096 and 0116): each offer's cheapest bookable weekend stay (then the
 * earliest, then the shortest), so an offer without one is no candidate. For the party of the from-prices
 * (2 adults, no child) every whole weekend of the value (its Friday and Saturday check-ins both asked) is read from
 * `sf_offer_weekends` (one precomputed row per offer and weekend, filled by `fillOfferWeekends` with this same SQL);
 * the other stays (a weekend cut by the first selectable day or the end of the range), and every stay for another
 * party, are written out on the month rows they touch (each read once per offer).
 */
export function datedStaySql(c: SearchCriteria): SQL {
  if (!c.weekend) return stayChoiceSql([{ checkin: c.checkin!, nights: c.nights! }], c, false);
  if (!isWeekendParty(c)) return stayChoiceSql(c.weekend.stays, c, true);
  const asked = new Set(c.weekend.stays.map((stay) => stay.checkin));
  const fridays = [...asked].filter((day) => isFriday(day) && asked.has(addDays(day, 1)));
  const rest = c.weekend.stays.filter((stay) => !fridays.includes(stay.checkin) && !fridays.includes(addDays(stay.checkin, -1)));
  if (!fridays.length) return stayChoiceSql(rest, c, true);
  const precomputed = sql`select w.sell, w.ref, w.rooms, true as open, true as stay_ok, w.nights, w.checkin
    from ${sql.raw(OFFER_WEEKENDS)} w where w.offer_id = s.offer_id and w.friday in (${sql.join(fridays.map((day) => sql`${day}::date`), sql`, `)})`;
  return stayChoiceSql(rest, c, true, precomputed);
}

/** The party whose cheapest stay of each weekend is precomputed: the from-prices' (2 adults, no child). */
function isWeekendParty(c: Pick<SearchCriteria, 'adults' | 'children'>): boolean {
  return c.adults === WEEKEND_PARTY.adults && c.children === WEEKEND_PARTY.children;
}

const WEEKEND_PARTY = { adults: 2, children: 0 } as const;

function isFriday(day: string): boolean {
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 5;
}

/**
 * datedStaySql's FROM items for `stays` (written out on their month rows) and `extra` rows of the same columns:
 * one stay (exact dates: its month rows are required), or the cheapest bookable of several (left joins: an offer
 * may lack a month row).
 */
function stayChoiceSql(
  stays: { checkin: string; nights: number }[],
  c: Pick<SearchCriteria, 'adults' | 'children'>,
  cheapest: boolean,
  extra?: SQL,
): SQL {
  const months = [...new Set(stays.flatMap((stay) => Array.from({ length: stay.nights }, (_, j) => `${addDays(stay.checkin, j).slice(0, 7)}-01`)))].sort();
  const alias = (month: string) => `m${months.indexOf(month)}`;
  const join = cheapest ? sql`left join` : sql`join`;
  const joins = months.map(
    (month) => sql`${join} ${sql.raw(OFFER_MONTHS)} ${sql.raw(alias(month))} on ${sql.raw(alias(month))}.offer_id = s.offer_id and ${sql.raw(alias(month))}.month = ${month}::date`,
  );
  const each = stays.map((stay) => stayValuesSql(c, stay, alias));
  // rooms needed: ceil((adults + children) / capacity), at least 1, in integer arithmetic
  const nbRooms = sql.raw(`greatest(1, (${c.adults + c.children} + greatest(s.max_capacity, 1) - 1) / greatest(s.max_capacity, 1))`);
  const bookable = sql`coalesce(v.open and v.rooms >= ${nbRooms} and v.stay_ok, false)`;
  const columns = sql`v.sell::integer as sell_price, v.ref::integer as ref_price, sf_promo_percent(v.sell, v.ref) as promo_percent,
           coalesce(v.rooms, 0)::integer as rooms_left, v.nights, v.checkin, ${bookable} as bookable`;
  if (!cheapest) return sql`${sql.join(joins, sql` `)} cross join lateral (${each[0]!}) v cross join lateral (select ${columns}) q`;
  return sql`${sql.join(joins, sql` `)}
    cross join lateral (
      select ${columns} from (${sql.join(extra ? [extra, ...each] : each, sql` union all `)}) v
      where ${bookable} order by v.sell, v.checkin, v.nights limit 1
    ) q`;
}

/**
 * Refills `sf_offer_weekends` (read-model.ts): for every weekend of the availability window (a Friday) and every
 * read-model offer, its cheapest bookable stay of that weekend for the from-prices' party, chosen and priced by
 * datedStaySql's own stay SQL (no second copy of the price rule), so a weekend search reads one row per offer and
 * weekend. Called by refreshSearchReadModel, after the month rows it reads are refreshed.
 */
export async function fillOfferWeekends(db: Db): Promise<void> {
  const [range] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql.raw(`select to_char(min(month), 'YYYY-MM-DD') as first, to_char(max(month) + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as last
             from ${OFFER_MONTHS}`),
  );
  // one transaction: a search never reads a half-filled table (an interrupted refill leaves the previous rows)
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`TRUNCATE ${OFFER_WEEKENDS}`));
    if (!range?.first || !range.last) return;
    let friday = range.first;
    while (!isFriday(friday)) friday = addDays(friday, 1);
    for (; friday <= range.last; friday = addDays(friday, 7)) {
      const stays = [friday, addDays(friday, 1)].flatMap((checkin) => [1, 2].map((nights) => ({ checkin, nights })));
      await tx.execute(sql`insert into ${sql.raw(OFFER_WEEKENDS)} (offer_id, friday, checkin, nights, sell, ref, rooms)
        select s.offer_id, ${friday}::date, q.checkin, q.nights, q.sell_price, q.ref_price, q.rooms_left
        from ${s} s ${stayChoiceSql(stays, WEEKEND_PARTY, true)}`);
    }
  });
  await db.execute(sql.raw(`ANALYZE ${OFFER_WEEKENDS}`));
}

/** One stay of datedStaySql on its month aliases: the night prices, rooms, open nights and the check-in day's rules. */
function stayValuesSql(c: Pick<SearchCriteria, 'adults' | 'children'>, stay: { checkin: string; nights: number }, alias: (month: string) => string): SQL {
  const { nights } = stay;
  const factor = 2 * c.adults + c.children;
  const at = Array.from({ length: nights }, (_, j) => {
    const date = addDays(stay.checkin, j);
    return { m: alias(`${date.slice(0, 7)}-01`), d: Number(date.slice(8, 10)) };
  });
  const sell = at.map(({ m, d }) => `(${m}.price[${d}]::bigint * ${factor} + 3) / 4`).join(' + ');
  const ref = at.map(({ m, d }) => `(${m}.ref_price[${d}]::bigint * ${factor} + 3) / 4`).join(' + ');
  const open = at.map(({ m, d }) => `${m}.price[${d}] > 0`).join(' and ');
  const rooms = at.length > 1 ? `least(${at.map(({ m, d }) => `${m}.rooms_left[${d}]`).join(', ')})` : `${at[0]!.m}.rooms_left[${at[0]!.d}]`;
  const first = at[0]!;
  const stayOk = `${first.m}.min_stay[${first.d}] <= ${nights} and ((${first.m}.checkout_nights[${first.d}]::integer >> ${nights - 1}) & 1) = 1`;
  return sql`select ${sql.raw(sell)} as sell, ${sql.raw(ref)} as ref, ${sql.raw(rooms)} as rooms, (${sql.raw(open)}) as open,
    (${sql.raw(stayOk)}) as stay_ok, ${nights}::integer as nights, ${stay.checkin}::date as checkin`;
}

/**
 * The place whose offers the search is limited to when the destination is a membership (a place other than a
 * whole country, without a radius): at most a few thousand offers (3,486 for the largest region of the large
 * catalogue), against ~54,000 for a country or no destination.
 */
export function memberPlaceId(ctx: SearchContext): number | null {
  return ctx.place && !ctx.radius && ctx.place.category !== 'country' ? ctx.place.id : null;
}

/**
 * FROM clause: the read model, with the dated stay (datedStaySql) when dated. With a membership destination the
 * rows are first taken from the GIN index on place_ids in a fenced subquery (`offset 0`): otherwise the planner
 * may walk a sort-key index over every offer and filter by place (a city page sorted by price read 3,700 index
 * rows; with `count(*) over ()` all 54,000), while the place's own offers are a few hundred to a few thousand.
 */
export function fromSql(ctx: SearchContext): SQL {
  const place = memberPlaceId(ctx);
  const rows = place === null ? sql`${s} s` : sql`(select * from ${s} where place_ids @> ${intArray([place])} offset 0) s`;
  if (isDated(ctx.criteria)) return sql`${rows} ${datedStaySql(ctx.criteria)}`;
  return rows;
}

/** The card price of a row: the dated stay price, the gift price, or the from-price. */
export function priceSql(c: SearchCriteria): SQL {
  if (isDated(c)) return sql`q.sell_price`;
  if (c.flow === 'gifting') return sql`s.gift_price`;
  return sql`s.from_price`;
}

/** Conditions every row of the search must meet apart from the facets (flow, destination, theme, dates). */
export function baseConditions(ctx: SearchContext, options: { theme?: boolean } = {}): SQL[] {
  const c = ctx.criteria;
  const out: SQL[] = [];
  switch (c.flow) {
    case 'hotel':
      out.push(sql`s.kind = 'hotel_only'`);
      break;
    case 'gifting':
      out.push(sql`s.kind = 'stay' and s.giftable and s.gift_price is not null`);
      break;
    default:
      out.push(sql`s.kind = 'stay'`);
  }
  out.push(sql`(s.expires_on is null or s.expires_on >= current_date)`);
  if (isDated(c)) out.push(sql`q.bookable`);
  else if (c.flow !== 'gifting') out.push(sql`s.from_price is not null`);

  if (c.destination?.key === 'hotel') out.push(sql`s.hotel_id = ${c.destination.id}`);
  if (c.hotelId !== null) out.push(sql`s.hotel_id = ${c.hotelId}`);
  if (c.destination && c.destination.key !== 'hotel' && !ctx.place) out.push(sql`false`); // unknown place: nothing
  const distance = distanceSql(ctx);
  if (ctx.radius && distance && ctx.centre) {
    const max = c.distanceMax ?? 300;
    const min = c.distanceMin ?? 0;
    // bounding box first (index on lat, lng), then the exact distance
    const dLat = max / 111.0 + 0.01;
    const dLng = max / (111.0 * Math.max(0.05, Math.cos((ctx.centre.lat * Math.PI) / 180))) + 0.01;
    out.push(sql`s.lat between ${ctx.centre.lat - dLat}::float8 and ${ctx.centre.lat + dLat}::float8`);
    out.push(sql`s.lng between ${ctx.centre.lng - dLng}::float8 and ${ctx.centre.lng + dLng}::float8`);
    out.push(sql`${distance} <= ${max}::float8`);
    if (min > 0) out.push(sql`${distance} >= ${min}::float8`);
  } else if (ctx.place) {
    out.push(sql`s.place_ids @> ${intArray([ctx.place.id])}`);
  }
  if (c.theme !== null && options.theme !== false) out.push(themeCondition(c.theme));
  return out;
}

/** The theme criterion (a base condition of the search; a facet of its own in the facet counts). */
export function themeCondition(theme: number): SQL {
  return sql`s.theme_ids @> ${intArray([theme])}`;
}

/** One condition per facet with a selection (absent when the facet has none). */
export function facetConditions(c: SearchCriteria): Partial<Record<Facet, SQL>> {
  const out: Partial<Record<Facet, SQL>> = {};
  const price = priceSql(c);
  if (c.priceMin !== null && c.priceMax !== null) out.price = sql`${price} between ${c.priceMin} and ${c.priceMax}`;
  else if (c.priceMin !== null) out.price = sql`${price} >= ${c.priceMin}`;
  else if (c.priceMax !== null) out.price = sql`${price} <= ${c.priceMax}`;
  if (c.minScore !== null) out.score = sql`s.review_average >= ${c.minScore}::float8`;
  if (c.facilities.length || c.petsAllowed) {
    const parts: SQL[] = [];
    if (c.facilities.length) parts.push(sql`s.facility_codes @> ${textArray(c.facilities)}`);
    if (c.petsAllowed) parts.push(sql`s.pets_allowed`);
    out.facility = sql.join(parts, sql` and `);
  }
  if (c.accessibility.length) out.accessibility = sql`s.facility_codes @> ${textArray(c.accessibility)}`;
  if (c.freeCancellation) out.cancellation = sql`s.free_cancellation`;
  if (c.stars.length) out.stars = sql`s.stars = any(${intArray(c.stars)})`;
  if (c.hotelStyles.length) out.style = sql`s.style = any(${textArray(c.hotelStyles)})`;
  if (c.hotelTypes.length) out.type = sql`s.hotel_type = any(${textArray(c.hotelTypes)})`;
  if (c.hotelEnvironments.length) out.environment = sql`s.environment = any(${textArray(c.hotelEnvironments)})`;
  if (c.tags.length) out.tag = sql`s.activity_ids && ${intArray(c.tags)}`;
  return out;
}

/** Every condition of the search: base and all facets. */
export function allConditions(ctx: SearchContext): SQL {
  const parts = [...baseConditions(ctx), ...Object.values(facetConditions(ctx.criteria))];
  return sql.join(parts, sql` and `);
}

/** Diverse results (issue #34): the default sort puts at most two offers of one hotel among the first nine. */
export const DIVERSE_RESULTS = { first: 9, perHotel: 2 } as const;

/**
 * The search's rows (`columns` over fromSql, under `where`) in the sort's order, one page of them. The default sort
 * (priceQuality) gives diverse results: the first nine are the best-ranked offers that are among their hotel's two
 * best, every other offer follows in the sort's order (a hotel's further offers stay in its offers drawer and on
 * later rows). The order is computed over every candidate with window functions, so every page reads the same order.
 */
export function pageSql(ctx: SearchContext, columns: SQL, where: SQL): SQL {
  const c = ctx.criteria;
  const page = sql`limit ${c.limit} offset ${c.page * c.limit}`;
  const order = orderSql(ctx);
  if (c.sort !== 'priceQuality') return sql`select ${columns} from ${fromSql(ctx)} where ${where} order by ${order} ${page}`;
  const { first, perHotel } = DIVERSE_RESULTS;
  return sql`select * from (
      select r.*, r.hotel_rank <= ${perHotel} and count(*) filter (where r.hotel_rank <= ${perHotel}) over (order by r.position) <= ${first} as head
      from (
        select ${columns}, row_number() over (order by ${order}) as position,
               row_number() over (partition by s.hotel_id order by ${order}) as hotel_rank
        from ${fromSql(ctx)} where ${where}
      ) r
    ) d
    order by d.head desc, d.position ${page}`;
}

/** ORDER BY of a sort (search.md §5); ties by offer id so pages are stable. */
export function orderSql(ctx: SearchContext): SQL {
  const c = ctx.criteria;
  const price = priceSql(c);
  const dated = isDated(c);
  switch (c.sort) {
    case 'distance': {
      const distance = distanceSql(ctx);
      return distance ? sql`${distance} asc, s.offer_id asc` : sql`s.offer_id asc`;
    }
    case 'promo':
      return dated ? sql`q.promo_percent desc, ${price} asc, s.offer_id asc` : sql`s.from_promo desc, s.from_price asc, s.offer_id asc`;
    case 'priceAsc':
      return sql`${price} asc, s.offer_id asc`;
    case 'popularity':
      return sql`s.popularity desc, s.offer_id asc`;
    case 'svPriceAsc':
      return sql`s.gift_price asc, s.offer_id asc`;
    case 'svPriceDesc':
      return sql`s.gift_price desc, s.offer_id asc`;
    case 'priceQuality':
    default:
      if (dated) return sql`${sql.raw(priceQualitySql('q.sell_price', 'q.nights', 's.review_average'))} desc, s.offer_id asc`;
      if (c.flow === 'gifting') return sql`s.gift_quality desc, s.offer_id asc`;
      return sql`s.price_quality desc, s.offer_id asc`;
  }
}
