/**
 * The search read model: one row per searchable main offer (stay or hotel-only), with the hotel's facet values,
 * the places the hotel belongs to, the offer's themes and activities as arrays, the "from" price and the
 * single-voucher gift price, so a search is one indexed scan of one table (GIN on the arrays, b-tree on each sort
 * key) instead of five joins. It is a materialized view derived from the catalogue tables; `ensureSearchReadModel`
 * creates it when missing and refreshes it when it is empty or out of step with `offers` (start-up of the search
 * plugin); the seeder may call `refreshSearchReadModel` after seeding.
 *
 * Dated prices are never stored here: a dated search evaluates the stay on the offer's availability arrays with
 * `datedStaySql()` (src/search/filters.ts: the rule of sf_quote() written out for the requested nights, without the
 * function call and its joins, tested equal to sf_quote) and the page's cards are priced by sf_quote() itself.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import { clearSearchCache } from './cache';
import { forgetPlaceIndex } from './place-index';

export const READ_MODEL = 'sf_search_offers';
/** Bumped whenever the view's definition changes: an older view is dropped and rebuilt at start-up. */
export const READ_MODEL_VERSION = 'sf_search_offers v7 (sf_offer_weekends)';
/** Availability of the searchable offers by calendar month (see MONTHS_SQL). */
export const OFFER_MONTHS = 'sf_offer_months';
/**
 * Each searchable offer's cheapest bookable stay of each weekend (Friday or Saturday check-in, 1-2 nights) for the
 * from-prices' party, 2 adults: a plain table filled from the month rows by filters.ts `fillOfferWeekends` (the
 * search's own stay SQL) whenever the read model is refreshed, so a flexible-dates search reads one row per
 * offer and weekend instead of pricing its four stays (decision 0116). No row: no bookable stay that weekend.
 */
export const OFFER_WEEKENDS = 'sf_offer_weekends';

/**
 * The facilities of the facilities facet, in facet order (by id). `facility_mask` has bit k set when the hotel has
 * the k-th of them (k < 63), so the facet counts them with integer tests in one pass (facets.ts).
 */
export const FACET_FACILITIES = `searchable OR code = 'pets'`;

/**
 * Price-quality score (higher is better): review average (7 when the hotel has no review yet) divided by the
 * natural log of the per-night price in euros. Used by the default sort `priceQuality`.
 */
export function priceQualitySql(price: string, nights: string, reviewAverage: string): string {
  return `(coalesce(${reviewAverage}, 7.0) / ln(greatest(${price}::float8 / greatest(${nights}, 1) / 100.0, 1.0) + 2.718281828))`;
}

const VIEW_SQL = `
CREATE MATERIALIZED VIEW IF NOT EXISTS ${READ_MODEL} AS
SELECT
  o.id AS offer_id,
  o.kind,
  o.hotel_id,
  o.giftable,
  o.last_minute,
  o.expires_on,
  o.popularity,
  o.from_price,
  o.from_ref_price,
  o.from_nights,
  sf_promo_percent(o.from_price, o.from_ref_price) AS from_promo,
  ${priceQualitySql('o.from_price', 'o.from_nights', 'h.review_average')}::double precision AS price_quality,
  h.stars,
  h.review_average,
  h.hotel_type,
  h.environment,
  h.style,
  h.pets_allowed,
  -- free cancellation (issue #34): the offer's policy is cancellable until a deadline
  coalesce(cp.cancellable AND cp.deadline_days_before_checkin IS NOT NULL, false) AS free_cancellation,
  h.lat,
  h.lng,
  rm.max_capacity,
  coalesce((SELECT array_agg(hp.place_id ORDER BY hp.place_id) FROM hotel_places hp WHERE hp.hotel_id = h.id), '{}')::integer[] AS place_ids,
  coalesce((SELECT array_agg(t.theme_id ORDER BY t.theme_id) FROM offer_themes t WHERE t.offer_id = o.id), '{}')::integer[] AS theme_ids,
  coalesce((SELECT array_agg(DISTINCT pl.activity_id) FROM offer_program_lines pl WHERE pl.offer_id = o.id AND pl.activity_id IS NOT NULL), '{}')::integer[] AS activity_ids,
  coalesce((SELECT array_agg(f.code ORDER BY f.code) FROM hotel_facilities hf JOIN facilities f ON f.id = hf.facility_id WHERE hf.hotel_id = h.id), '{}')::text[] AS facility_codes,
  coalesce((SELECT bit_or(1::bigint << fr.rank) FROM hotel_facilities hf
            JOIN (SELECT id, (row_number() OVER (ORDER BY id) - 1)::integer AS rank FROM facilities WHERE ${FACET_FACILITIES}) fr ON fr.id = hf.facility_id
            WHERE hf.hotel_id = h.id AND fr.rank < 63), 0) AS facility_mask,
  g.gift_price,
  ${priceQualitySql('g.gift_price', '1', 'h.review_average')}::double precision AS gift_quality
FROM offers o
JOIN hotels h ON h.id = o.hotel_id
JOIN rooms rm ON rm.id = o.room_id
LEFT JOIN cancellation_policies cp ON cp.id = o.cancellation_policy_id
CROSS JOIN LATERAL (SELECT min(sv.sell_price) AS gift_price FROM single_voucher_prices sv WHERE sv.offer_id = o.id) g
WHERE o.parent_offer_id IS NULL AND o.published AND h.active
WITH NO DATA`;

/**
 * The availability arrays of each searchable main offer cut into calendar months: element d of a row is day d of
 * `month` (days before the window are padded closed, days after it are absent). A row holds ~31 values per array,
 * so it stays inline in its page (no TOAST), and rows are written month by month, so a month's rows are contiguous:
 * a dated search reads one or two of them per offer at fixed positions (filters.ts datedStaySql) instead of
 * decompressing a year of five arrays.
 */
const MONTHS_SQL = `
CREATE MATERIALIZED VIEW IF NOT EXISTS ${OFFER_MONTHS} AS
SELECT
  av.offer_id,
  m.month,
  array_fill(0, ARRAY[m.pad]) || av.price[greatest(m.a, 1) : m.b] AS price,
  array_fill(0, ARRAY[m.pad]) || av.ref_price[greatest(m.a, 1) : m.b] AS ref_price,
  array_fill(0::smallint, ARRAY[m.pad]) || av.rooms_left[greatest(m.a, 1) : m.b] AS rooms_left,
  array_fill(1::smallint, ARRAY[m.pad]) || av.min_stay[greatest(m.a, 1) : m.b] AS min_stay,
  array_fill(0::smallint, ARRAY[m.pad]) || av.checkout_nights[greatest(m.a, 1) : m.b] AS checkout_nights
FROM offer_availability av
JOIN offers o ON o.id = av.offer_id AND o.parent_offer_id IS NULL AND o.published
CROSS JOIN LATERAL (
  SELECT g::date AS month, (g::date - av.start_date) + 1 AS a, ((g + interval '1 month')::date - av.start_date) AS b,
         greatest(0, av.start_date - g::date) AS pad
  FROM generate_series(date_trunc('month', av.start_date), (av.start_date + cardinality(av.price) - 1)::timestamp, interval '1 month') g
) m
ORDER BY m.month, av.offer_id
WITH NO DATA`;

/** Indexes of the read model (one per filter family and per sort key). */
export const READ_MODEL_INDEXES = [
  `CREATE UNIQUE INDEX IF NOT EXISTS ${READ_MODEL}_pk ON ${READ_MODEL} (offer_id)`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_pq_idx ON ${READ_MODEL} (kind, price_quality DESC, offer_id)`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_price_idx ON ${READ_MODEL} (kind, from_price, offer_id)`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_popularity_idx ON ${READ_MODEL} (kind, popularity DESC, offer_id)`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_promo_idx ON ${READ_MODEL} (kind, from_promo DESC, offer_id)`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_gift_idx ON ${READ_MODEL} (gift_price, offer_id) WHERE giftable`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_gift_quality_idx ON ${READ_MODEL} (gift_quality DESC, offer_id) WHERE giftable`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_hotel_idx ON ${READ_MODEL} (hotel_id)`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_latlng_idx ON ${READ_MODEL} (lat, lng)`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_places_idx ON ${READ_MODEL} USING gin (place_ids)`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_themes_idx ON ${READ_MODEL} USING gin (theme_ids)`,
  `CREATE INDEX IF NOT EXISTS ${READ_MODEL}_activities_idx ON ${READ_MODEL} USING gin (activity_ids)`,
];

/** Indexes on the catalogue tables that the search and autocomplete queries rely on (besides the schema's own). */
export const CATALOGUE_INDEXES = [
  // autocomplete: the nine categories read by category with the trigram index on search_text (in the schema)
  `CREATE INDEX IF NOT EXISTS sf_places_weight_idx ON places (weight DESC, id)`,
  `CREATE INDEX IF NOT EXISTS sf_activity_products_theme_idx ON activity_products (theme_id)`,
];

/** Every statement needed to create the read model: the one definition of its views and indexes. */
export const READ_MODEL_DDL = [
  VIEW_SQL.trim(),
  MONTHS_SQL.trim(),
  `CREATE UNIQUE INDEX IF NOT EXISTS ${OFFER_MONTHS}_pk ON ${OFFER_MONTHS} (month, offer_id)`,
  `CREATE TABLE IF NOT EXISTS ${OFFER_WEEKENDS} (offer_id integer NOT NULL, friday date NOT NULL, checkin date NOT NULL,
     nights integer NOT NULL, sell integer NOT NULL, ref integer, rooms integer NOT NULL, PRIMARY KEY (offer_id, friday))`,
  `COMMENT ON MATERIALIZED VIEW ${READ_MODEL} IS '${READ_MODEL_VERSION}'`,
  ...READ_MODEL_INDEXES,
  ...CATALOGUE_INDEXES,
];

async function exec(db: Db, statement: string): Promise<void> {
  await db.execute(sql.raw(statement));
}

interface ModelState {
  exists: boolean;
  populated: boolean | null;
  version: string | null;
}

async function modelState(db: Db): Promise<ModelState | undefined> {
  const [state] = await queryRows<ModelState>(
    db,
    // both views: a refresh cut short can leave the month rows unpopulated behind a populated read model
    sql.raw(`select count(*) > 0 as "exists", count(*) = 2 and bool_and(ispopulated) as "populated",
               max(obj_description(format('public.%I', matviewname)::regclass, 'pg_class')) as version
             from pg_matviews where matviewname in ('${READ_MODEL}', '${OFFER_MONTHS}')`),
  );
  return state;
}

/** Rebuilds the read model from the catalogue (after seeding or any catalogue change); recreates an older view. */
export async function refreshSearchReadModel(db: Db): Promise<void> {
  const state = await modelState(db);
  if (state?.exists && state.version !== READ_MODEL_VERSION) {
    await exec(db, `DROP MATERIALIZED VIEW ${READ_MODEL}`);
    await exec(db, `DROP MATERIALIZED VIEW IF EXISTS ${OFFER_MONTHS}`);
    await exec(db, `DROP TABLE IF EXISTS ${OFFER_WEEKENDS}`);
  }
  for (const statement of READ_MODEL_DDL) await exec(db, statement);
  for (const view of [READ_MODEL, OFFER_MONTHS]) {
    await exec(db, `REFRESH MATERIALIZED VIEW ${view}`);
    await exec(db, `ANALYZE ${view}`);
  }
  // imported here: filters.ts reads this module's table names as it loads
  const { fillOfferWeekends } = await import('./filters');
  await fillOfferWeekends(db);
  clearSearchCache(db);
  forgetPlaceIndex(db);
}

/**
 * Creates the read model when missing or of an older version, and refreshes it when not populated or out of step
 * with `offers`.
 */
export async function ensureSearchReadModel(db: Db): Promise<void> {
  const state = await modelState(db);
  if (!state?.exists || !state.populated || state.version !== READ_MODEL_VERSION) {
    await refreshSearchReadModel(db);
    return;
  }
  const [counts] = await queryRows<{ model: number; catalogue: number }>(
    db,
    sql.raw(
      `select (select count(*)::integer from ${READ_MODEL}) as model,
              (select count(*)::integer from offers o join hotels h on h.id = o.hotel_id
                where o.parent_offer_id is null and o.published and h.active) as catalogue`,
    ),
  );
  if (!counts || counts.model !== counts.catalogue) await refreshSearchReadModel(db);
}
