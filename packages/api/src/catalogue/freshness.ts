/**
 * Catalogue freshness. Availability is stored as day-indexed arrays starting on the first day of the month the
 * catalogue was seeded (src/db/schema.ts), and the offers' `from_*` prices are the cheapest stay bookable from the
 * seed day. A database reopened weeks later would show past check-ins and, after a year, nothing at all.
 *
 * `ensureCatalogueFresh(database, today)` (called at start-up after migrate/seed, and by the search routes) keeps it
 * current:
 * - roll: when the current month starts after `availability_start`, every availability row is re-based on the first
 *   day of the current month and covers the current month + 12 months again. Days still in the window keep their
 *   values (a date's price never changes); new days at the end copy the same weekday 52 weeks earlier (364 days), so
 *   weekly patterns (weekend minimum stays, closed weekdays) and seasons carry on. Offer and box expiry dates move
 *   by the same number of days so the share of "expires soon" offers stays the same.
 * - reprice: `from_*` (cheapest bookable stay for 2 adults, check-in from today, the check-in day's minimum stay)
 *   is recomputed for every offer after a roll, and otherwise, once a day, for the offers whose from-check-in has
 *   passed or that have expired (the others keep their cheapest stay: removing past days cannot make another day
 *   the earliest cheapest one). The computation is the rule of sf_quote() for (from_checkin, from_nights, 2, 0, 0),
 *   which the tests check offer by offer.
 * - CMS promo dates: the documents holding a flash-sale countdown (homepage, CMS pages) and the partner campaign
 *   conditions of the mini-sites are written again for the new day (cms/dates.ts: started yesterday, ends in three
 *   days; campaigns bookable for the coming months), once a day like the reprice.
 * - then the search read model is refreshed.
 * When nothing is due it is one small query. Concurrent callers (several API processes on one PostgreSQL server)
 * are serialised by a row lock on catalogue_meta.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../db';
import { addDays, daysBetween } from '../db/pricing';
import { MAX_NIGHTS } from '../schemas/common';
import { refreshSearchReadModel } from '../search/read-model';
import { catalogueDates } from './generate';
import { cmsDocumentsOn, minisitesOn } from './data/cms';

/** New days at the end of a rolled window copy the same weekday this many days earlier. */
export const ROLL_PERIOD_DAYS = 364;

export interface FreshnessResult {
  /** days the availability window moved forward (0 when it was current) */
  rolledDays: number;
  /** offers whose from-price was recomputed */
  repriced: number;
  /** true when the search read model was refreshed */
  refreshed: boolean;
}

interface MetaRow {
  start: string;
  days: number;
  pricesOn: string | null;
}

async function readMeta(db: Db, lock: boolean): Promise<MetaRow | null> {
  const rows = await queryRows<MetaRow>(
    db,
    sql`select to_char(availability_start, 'YYYY-MM-DD') as start, availability_days as days,
          to_char(prices_on, 'YYYY-MM-DD') as "pricesOn"
        from catalogue_meta where id = 1 ${lock ? sql`for update` : sql``}`,
  );
  return rows[0] ?? null;
}

/**
 * The catalogue's version: it moves whenever what pages show from the catalogue changes here (a seed, a roll of the
 * availability window, the daily reprice with the CMS promo dates), so a cache of pages keyed by it (the storefront
 * server's first views) is never older than the catalogue it was rendered from.
 */
export async function catalogueVersion(db: Db): Promise<string> {
  const rows = await queryRows<{ version: string }>(
    db,
    sql`select concat_ws('/', seed, to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.US'), to_char(availability_start, 'YYYY-MM-DD'),
          to_char(prices_on, 'YYYY-MM-DD')) as version
        from catalogue_meta where id = 1`,
  );
  return rows[0]?.version ?? 'unseeded';
}

/** The database's current date (sf_quote's "today"). */
export async function databaseToday(db: Db): Promise<string> {
  const [row] = await queryRows<{ today: string }>(db, sql`select to_char(current_date, 'YYYY-MM-DD') as today`);
  return row!.today;
}

/**
 * Rolls the availability window forward to the month of `today` and recomputes the from-prices that are out of
 * date, then refreshes the search read model. `today` defaults to the database's current date.
 */
export async function ensureCatalogueFresh(database: Pick<Database, 'db'>, today?: string): Promise<FreshnessResult> {
  const { db } = database;
  const day = today ?? (await databaseToday(db));
  const due = (meta: MetaRow | null) =>
    meta !== null && (catalogueDates(day).availabilityStart > meta.start || meta.pricesOn === null || meta.pricesOn < day);
  const result: FreshnessResult = { rolledDays: 0, repriced: 0, refreshed: false };
  if (!due(await readMeta(db, false))) return result;

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const meta = await readMeta(t, true);
    if (!meta || !due(meta)) return; // another process did it meanwhile
    const target = catalogueDates(day);
    if (target.availabilityStart > meta.start) {
      result.rolledDays = daysBetween(meta.start, target.availabilityStart);
      await rollAvailability(t, target.availabilityStart, target.availabilityDays);
      await t.execute(sql`update offers set expires_on = expires_on + ${result.rolledDays}::integer
                          where published and expires_on is not null and expires_on >= ${meta.start}::date`);
      await t.execute(sql`update catalogue_meta set availability_start = ${target.availabilityStart}::date,
                            availability_days = ${target.availabilityDays} where id = 1`);
    }
    const newDaysFrom = result.rolledDays > 0 ? addDays(meta.start, meta.days) : null;
    result.repriced = await recomputeFromPrices(t, day, { newDaysFrom });
    await redateCmsPromos(t, day);
    await t.execute(sql`update catalogue_meta set prices_on = ${day}::date where id = 1`);
  });
  if (result.rolledDays > 0 || result.repriced > 0) {
    await refreshSearchReadModel(db);
    result.refreshed = true;
  }
  return result;
}

/**
 * Old 1-based indexes of the days of a rolled window: new day j (1-based) is old day j + shift when the old window
 * has it, else the day 364 * k earlier (smallest k landing in the old window). Returned as contiguous runs
 * [from, to] so the arrays are rebuilt with slices.
 */
export function rolledRuns(shift: number, oldLength: number, newLength: number): [number, number][] {
  const runs: [number, number][] = [];
  for (let j = 1; j <= newLength; j++) {
    let i = j + shift;
    if (i > oldLength) i -= ROLL_PERIOD_DAYS * Math.ceil((i - oldLength) / ROLL_PERIOD_DAYS);
    const last = runs.at(-1);
    if (last && last[1] + 1 === i) last[1] = i;
    else runs.push([i, i]);
  }
  return runs;
}

/** Re-bases every availability row on `start` with `days` elements (see rolledRuns). */
async function rollAvailability(db: Db, start: string, days: number): Promise<void> {
  const groups = await queryRows<{ start: string; len: number }>(
    db,
    sql`select distinct to_char(start_date, 'YYYY-MM-DD') as start, cardinality(price) as len
        from offer_availability where start_date < ${start}::date`,
  );
  for (const group of groups) {
    const runs = rolledRuns(daysBetween(group.start, start), group.len, days);
    const rebuilt = (column: string) => sql.raw(runs.map(([from, to]) => `${column}[${from}:${to}]`).join(' || '));
    await db.execute(sql`update offer_availability set
        price = ${rebuilt('price')},
        ref_price = ${rebuilt('ref_price')},
        rooms_left = ${rebuilt('rooms_left')},
        min_stay = ${rebuilt('min_stay')},
        checkout_nights = ${rebuilt('checkout_nights')},
        start_date = ${start}::date
      where start_date = ${group.start}::date and cardinality(price) = ${group.len}`);
  }
}

/**
 * Recomputes offers.from_* for `today`: the cheapest stay for 2 adults over the check-in days from today, each of
 * that day's minimum length, bookable by sf_quote's rule (all nights priced, rooms left >= rooms needed, minimum
 * stay, allowed checkout nights, published and not expired); the cheapest wins, the earliest among equals; no such
 * stay gives nulls. Which offers, and which days are scanned:
 * - 'all': every offer, every day from today (a full recomputation);
 * - { newDaysFrom: null }: only the offers whose from-check-in has passed or that have expired (full scan); the
 *   others keep their cheapest stay, since removing past days cannot make another day the earliest cheapest one;
 * - { newDaysFrom: date } after a roll: the same, plus open offers without a from-price (full scan), and for every
 *   other open offer the stays that reach the new days (check-ins from MAX_NIGHTS - 1 days before `newDaysFrom`) against its
 *   current cheapest stay.
 * One set-based pass: running sums of the nightly prices per offer; a stay of n nights from day i costs
 * lead(sum, n - 1) - sum + the day's own price. This set-based pass only chooses the stay (a quote per offer and day
 * would take minutes on the large catalogue); the prices stored are sf_quote's for that stay. freshness.test.ts checks
 * the choice against the generator's from-prices (computeQuote) and the prices against sf_quote. Returns the number
 * of offers updated.
 */
export async function recomputeFromPrices(db: Db, today: string, scope: 'all' | { newDaysFrom: string | null }): Promise<number> {
  const open = sql`(o.published and (o.expires_on is null or o.expires_on >= ${today}::date))`;
  const stale = sql`(o.from_checkin < ${today}::date or (o.from_price is not null and not ${open}))`;
  const full =
    scope === 'all' ? sql`true` : scope.newDaysFrom === null ? stale : sql`(${stale} or (o.from_price is null and ${open}))`;
  const tail = scope !== 'all' && scope.newDaysFrom !== null ? sql`${open}` : sql`false`;
  const tailFrom = scope !== 'all' && scope.newDaysFrom !== null ? addDays(scope.newDaysFrom, 1 - MAX_NIGHTS) : today;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with t as (
          select o.id, o.price_markup_bp as bp,
                 greatest(1, ceil(2::numeric / greatest(rm.max_capacity, 1)))::integer as nb_rooms,
                 ${open} as open, ${full} as full,
                 coalesce(o.parent_offer_id, o.id) as av_id,
                 o.from_price, o.from_ref_price, o.from_checkin, o.from_nights
          from offers o join rooms rm on rm.id = o.room_id
          where ${full} or ${tail}
        ), d as (
          select t.id, av.start_date, u.i::integer as i, greatest(1, u.ms)::integer as n, u.cn::integer as cn,
                 (u.p::bigint * (10000 + t.bp) + 5000) / 10000 as sp,
                 (u.r::bigint * (10000 + t.bp) + 5000) / 10000 as rp,
                 case when u.p > 0 and u.rl >= t.nb_rooms then 0 else 1 end as bad
          from t
          join offer_availability av on av.offer_id = t.av_id
          cross join lateral unnest(av.price, av.ref_price, av.rooms_left, av.min_stay, av.checkout_nights)
            with ordinality as u(p, r, rl, ms, cn, i)
          where t.open
            and u.i >= (case when t.full then ${today}::date else greatest(${today}::date, ${tailFrom}::date) end - av.start_date) + 1
        ), c as (
          select d.*, sum(sp) over w as cs, sum(rp) over w as cr, sum(bad) over w as cb
          from d window w as (partition by id order by i)
        ), s as (
          select id, start_date + (i - 1) as checkin, n, cn,
                 lead(cs, n - 1) over w - cs + sp as sell,
                 lead(cr, n - 1) over w - cr + rp as ref,
                 lead(cb, n - 1) over w - cb + bad as bads
          from c window w as (partition by id order by i)
        ), candidates as (
          select id, checkin, n, sell, ref from s
          where n <= ${MAX_NIGHTS} and sell is not null and bads = 0 and ((cn >> (n - 1)) & 1) = 1
          union all
          select id, from_checkin, from_nights, from_price, from_ref_price from t
          where not t.full and t.open and t.from_price is not null
        ), best as (
          select distinct on (id) id, checkin, n, sell, ref from candidates order by id, sell, checkin
        ), updated as (
          update offers o set
            from_price = q.sell_price,
            from_ref_price = q.ref_price,
            from_checkin = b.checkin,
            from_nights = b.n
          from t left join best b on b.id = t.id
            left join lateral sf_quote(b.id, b.checkin, b.n, 2, 0, 0) q on true
          where o.id = t.id
            and (o.from_price, o.from_ref_price, o.from_checkin, o.from_nights) is distinct from (q.sell_price, q.ref_price, b.checkin, b.n)
          returning 1
        )
        select count(*)::integer as n from updated`,
  );
  return rows[0]?.n ?? 0;
}

/** Kinds of CMS documents whose content depends on the day (promo countdowns). */
export const DATED_CMS_KINDS = ['homepage', 'page'] as const;

/** Writes the day's promo windows into the dated CMS documents and the mini-sites' campaign conditions. */
async function redateCmsPromos(db: Db, day: string): Promise<void> {
  for (const row of cmsDocumentsOn(day)) {
    if (!(DATED_CMS_KINDS as readonly string[]).includes(row.kind)) continue;
    await db.execute(sql`update cms_documents set document = ${JSON.stringify(row.document)}::jsonb
                         where kind = ${row.kind} and locale = ${row.locale} and key = ${row.key}`);
  }
  for (const site of minisitesOn(day)) {
    await db.execute(sql`update minisites set footer = ${site.footer} where id = ${site.id}`);
  }
}
