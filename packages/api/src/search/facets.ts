/**
 * GET /api/facets.json: disjunctive facet counts. Every value of a facet is counted under all the OTHER
 * facets' selections (and the search's base criteria: flow, destination, theme, dates), so selecting a value
 * never hides the other values of the same facet. One pass: each candidate row carries how many facet
 * selections it fails and which one; a row counts for facet F when it fails none, or only F.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import { languageOf, type Language } from '../db/schema';
import { ACCESSIBILITY_FACILITIES, CENTS, PRICE_BAND_COUNT, PRICE_BAND_EUROS, priceBands, type AccessibilityFacility } from '@storefront/criteria';
import { cached } from './cache';
import type { SearchCriteria } from './criteria';
import { baseConditions, buildContext, distanceSql, facetConditions, FACETS, fromSql, priceSql, textArray, themeCondition, type Facet } from './filters';
import { FACET_FACILITIES } from './read-model';
import type { FacetsResponse, PropertyType } from './schemas';

/** Score options (search.md §5): 9 and up, 8, 7. */
export const SCORE_OPTIONS = [9, 8, 7] as const;
export const STAR_OPTIONS = [1, 2, 3, 4, 5] as const;

const SCORE_NAMES: Record<Language, Record<number, string>> = {
  fr: { 9: 'Superbe : 9+', 8: 'Très bien : 8+', 7: 'Agréable : 7+' },
  es: { 9: 'Fantástico: 9+', 8: 'Muy bien: 8+', 7: 'Agradable: 7+' },
  nl: { 9: 'Fantastisch: 9+', 8: 'Zeer goed: 8+', 7: 'Prettig: 7+' },
  it: { 9: 'Eccellente: 9+', 8: 'Molto buono: 8+', 7: 'Piacevole: 7+' },
};
/** The one value of the cancellation facet: free cancellation (the offer's policy is cancellable until a deadline). */
const FREE_CANCELLATION_NAMES: Record<Language, string> = {
  fr: 'Annulation gratuite',
  es: 'Cancelación gratuita',
  nl: 'Gratis annuleren',
  it: 'Cancellazione gratuita',
};
const STAR_NAMES: Record<Language, (n: number) => string> = {
  fr: (n) => `${n} étoile${n > 1 ? 's' : ''}`,
  es: (n) => `${n} estrella${n > 1 ? 's' : ''}`,
  nl: (n) => `${n} ster${n > 1 ? 'ren' : ''}`,
  it: (n) => `${n} stell${n > 1 ? 'e' : 'a'}`,
};

interface Reference {
  facetValues: { facet: string; code: string; label: Record<Language, string> }[];
  facilities: { code: string; label: Record<Language, string> }[];
  /** the accessibility facilities, in the group's order (ACCESSIBILITY_FACILITIES) */
  accessibility: { code: string; label: Record<Language, string> }[];
  activities: { id: number; groupCode: string; groupLabel: Record<Language, string>; label: Record<Language, string> }[];
  themes: { id: number; label: Record<Language, string> }[];
  loadedAt: number;
}

const REFERENCE_TTL_MS = 5 * 60_000;
const references = new WeakMap<Db, Promise<Reference>>();

/** Facet value labels (small reference tables), kept for a few minutes per database. */
async function reference(db: Db): Promise<Reference> {
  const cached = references.get(db);
  if (cached) {
    const ref = await cached.catch(() => null);
    if (ref && Date.now() - ref.loadedAt < REFERENCE_TTL_MS) return ref;
  }
  const loading = (async () => ({
    facetValues: await queryRows<Reference['facetValues'][number]>(db, sql`select facet, code, label from facet_values order by facet, position, code`),
    facilities: await queryRows<Reference['facilities'][number]>(
      db,
      sql`select code, label from facilities where ${sql.raw(FACET_FACILITIES)} order by id`,
    ),
    accessibility: (
      await queryRows<Reference['accessibility'][number]>(db, sql`select code, label from facilities where code = any(${textArray(ACCESSIBILITY_FACILITIES)})`)
    ).sort((a, b) => ACCESSIBILITY_FACILITIES.indexOf(a.code as AccessibilityFacility) - ACCESSIBILITY_FACILITIES.indexOf(b.code as AccessibilityFacility)),
    activities: await queryRows<Reference['activities'][number]>(
      db,
      sql`select id, group_code as "groupCode", group_label as "groupLabel", label from activities order by group_code, id`,
    ),
    themes: await queryRows<Reference['themes'][number]>(db, sql`select id, label from themes where kind = 'stay' order by position, id`),
    loadedAt: Date.now(),
  }))();
  references.set(db, loading);
  return loading;
}

interface CountRow {
  f: string;
  v: string | null;
  n: number;
  x: number | null;
}

const REQUESTABLE: PropertyType[] = ['price', 'score', 'facility', 'accessibility', 'cancellation', 'stars', 'style', 'type', 'environment', 'tag', 'distance'];

export interface FacetOptions {
  withNames: boolean;
  requested: PropertyType[] | null;
  withActivities?: boolean;
}

/** Facet counts, shared for identical criteria through the search cache (src/search/cache.ts). */
export function facetCounts(db: Db, criteria: SearchCriteria, options: FacetOptions): Promise<FacetsResponse> {
  const { page: _page, limit: _limit, sort: _sort, ...rest } = criteria;
  return cached(db, `facets:${JSON.stringify([rest, options])}`, () => computeFacets(db, criteria, options));
}

async function computeFacets(db: Db, criteria: SearchCriteria, options: FacetOptions): Promise<FacetsResponse> {
  const ctx = await buildContext(db, criteria);
  const ref = await reference(db);
  const requested = new Set(options.requested ?? REQUESTABLE);
  // the theme facet counts each theme under the other criteria: the theme leaves the base conditions for the facets
  const themeFacet = requested.has('theme');
  const conditions: Partial<Record<Facet, SQL>> = {
    ...facetConditions(criteria),
    ...(themeFacet && criteria.theme !== null ? { theme: themeCondition(criteria.theme) } : {}),
  };
  const selected = FACETS.filter((f) => conditions[f]);
  const failsExpr = selected.length
    ? sql.join(
        selected.map((f) => sql`(not coalesce(${conditions[f]!}, false))::integer`),
        sql` + `,
      )
    : sql`0`;
  const failedExpr = selected.length
    ? sql`case ${sql.join(
        selected.map((f) => sql`when not coalesce(${conditions[f]!}, false) then ${f}`),
        sql` `,
      )} end`
    : sql`null::text`;
  const distance = distanceSql(ctx) ?? sql`null::float8`;
  const counts = (facet: Facet) => sql`(fails = 0 or (fails = 1 and failed = ${facet}))`;
  const parts: SQL[] = [sql`select 'total' as f, null::text as v, count(*)::integer as n, null::float8 as x from k where fails = 0`];
  // the hotel-level facets in one pass: one grouping set per facet, each counted under its own condition
  const grouped = (
    [
      ['stars', 'stars'],
      ['type', 'hotel_type'],
      ['environment', 'environment'],
      ['style', 'style'],
    ] as const
  ).filter(([facet]) => requested.has(facet));
  if (grouped.length) {
    const when = (pick: (facet: Facet, column: SQL) => SQL) =>
      sql`case ${sql.join(
        grouped.map(([facet, column]) => sql`when grouping(${sql.raw(column)}) = 0 then ${pick(facet, sql.raw(column))}`),
        sql` `,
      )} end`;
    parts.push(
      sql`select ${when((facet) => sql`${facet}::text`)}, ${when((_facet, column) => sql`${column}::text`)},
            ${when((facet) => sql`(count(*) filter (where ${counts(facet)}))::integer`)}, null
          from k group by grouping sets (${sql.join(
            grouped.map(([, column]) => sql`(${sql.raw(column)})`),
            sql`, `,
          )})`,
    );
  }
  if (requested.has('score'))
    parts.push(
      sql`select 'score', sc.v::text, count(*)::integer, null from k cross join (values (9), (8), (7)) sc(v)
          where ${counts('score')} and k.review_average >= sc.v group by sc.v`,
    );
  if (requested.has('facility')) {
    // one pass of integer bit tests (read model facility_mask, bit k = k-th facet facility); pets is counted below
    const listed = ref.facilities.map((f, rank) => ({ code: f.code, rank })).filter((f) => f.rank < 63 && f.code !== 'pets');
    if (listed.length)
      parts.push(
        sql`select 'facility', x.code, x.n, null from (
              select array[${sql.join(
                listed.map((f) => sql`(count(*) filter (where (facility_mask >> ${sql.raw(String(f.rank))}) & 1 = 1))::integer`),
                sql`, `,
              )}] as ns
              from k where ${counts('facility')}
            ) a cross join unnest(${textArray(listed.map((f) => f.code))}, a.ns) x(code, n)`,
      );
    parts.push(sql`select 'facility', 'pets', count(*)::integer, null from k where ${counts('facility')} and pets_allowed`);
  }
  if (requested.has('accessibility'))
    parts.push(
      sql`select 'accessibility', x.code, count(*)::integer, null from k cross join unnest(k.facility_codes) x(code)
          where ${counts('accessibility')} and x.code = any(${textArray(ACCESSIBILITY_FACILITIES)}) group by x.code`,
    );
  if (requested.has('cancellation'))
    parts.push(sql`select 'cancellation', 'free', count(*)::integer, null from k where ${counts('cancellation')} and free_cancellation`);
  if (requested.has('tag') || options.withActivities)
    parts.push(sql`select 'tag', t::text, count(*)::integer, null from k cross join unnest(k.activity_ids) t where ${counts('tag')} group by t`);
  if (themeFacet)
    parts.push(sql`select 'theme', t::text, count(*)::integer, null from k cross join unnest(k.theme_ids) t where ${counts('theme')} group by t`);
  if (requested.has('price'))
    parts.push(sql`select 'price', 'min', count(*)::integer, min(price)::float8 from k where ${counts('price')}
                   union all select 'price', 'max', count(*)::integer, max(price)::float8 from k where ${counts('price')}
                   union all select 'band', least(price / ${PRICE_BAND_EUROS * CENTS}, ${PRICE_BAND_COUNT - 1})::text, count(*)::integer, null
                     from k where ${counts('price')} and price is not null group by 2`);
  if (requested.has('distance') && ctx.centre)
    parts.push(sql`select 'distance', 'min', count(*)::integer, min(distance) from k where fails = 0
                   union all select 'distance', 'max', count(*)::integer, max(distance) from k where fails = 0`);

  const rows = await queryRows<CountRow>(
    db,
    sql`with k as materialized (
          select * from (
            select s.stars, s.hotel_type, s.environment, s.style, s.review_average, s.pets_allowed, s.free_cancellation, s.facility_mask, s.facility_codes, s.activity_ids, s.theme_ids,
                   ${priceSql(criteria)} as price, ${distance} as distance, ${failsExpr} as fails, ${failedExpr} as failed
            from ${fromSql(ctx)}
            where ${sql.join(baseConditions(ctx, { theme: !themeFacet }), sql` and `)}
          ) k0
          where fails <= 1
        )
        ${sql.join(parts, sql` union all `)}`,
  );
  return assemble(ref, criteria, rows, requested, options);
}

function assemble(
  ref: Reference,
  c: SearchCriteria,
  rows: CountRow[],
  requested: Set<PropertyType>,
  options: { withNames: boolean; withActivities?: boolean },
): FacetsResponse {
  const lang = languageOf(c.locale);
  const count = new Map<string, number>();
  const range = new Map<string, number | null>();
  let totalCount = 0;
  for (const row of rows) {
    if (row.f === 'total') totalCount = row.n;
    else if (row.f === 'price' || row.f === 'distance') range.set(`${row.f}:${row.v}`, row.x === null ? null : Number(row.x));
    else count.set(`${row.f}:${row.v}`, row.n);
  }
  const name = (label: string) => (options.withNames ? { name: label } : {});
  const value = (facet: string, id: string, label: string, selected: boolean) => ({
    id,
    ...name(label),
    count: count.get(`${facet}:${id}`) ?? 0,
    selected,
  });
  const properties: FacetsResponse['properties'] = [];
  if (requested.has('price')) {
    properties.push({
      propertyType: 'price',
      values: [],
      range: { min: range.get('price:min') ?? null, max: range.get('price:max') ?? null },
      bands: priceBands().map((band, i) => ({ ...band, count: count.get(`band:${i}`) ?? 0 })),
    });
  }
  if (requested.has('score')) {
    properties.push({
      propertyType: 'score',
      values: SCORE_OPTIONS.map((v) => value('score', String(v), SCORE_NAMES[lang][v]!, c.minScore === v)),
    });
  }
  if (requested.has('facility')) {
    properties.push({
      propertyType: 'facility',
      values: ref.facilities.map((f) =>
        value('facility', f.code, f.label[lang], f.code === 'pets' ? c.petsAllowed : c.facilities.includes(f.code)),
      ),
    });
  }
  if (requested.has('accessibility')) {
    properties.push({
      propertyType: 'accessibility',
      values: ref.accessibility.map((f) => value('accessibility', f.code, f.label[lang], c.accessibility.includes(f.code))),
    });
  }
  if (requested.has('cancellation')) {
    properties.push({ propertyType: 'cancellation', values: [value('cancellation', 'free', FREE_CANCELLATION_NAMES[lang], c.freeCancellation)] });
  }
  if (requested.has('stars')) {
    properties.push({ propertyType: 'stars', values: STAR_OPTIONS.map((n) => value('stars', String(n), STAR_NAMES[lang](n), c.stars.includes(n))) });
  }
  const coded = (facet: 'style' | 'type' | 'environment', table: string, selection: string[]) =>
    properties.push({
      propertyType: facet,
      values: ref.facetValues.filter((v) => v.facet === table).map((v) => value(facet, v.code, v.label[lang], selection.includes(v.code))),
    });
  if (requested.has('style')) coded('style', 'hotelStyle', c.hotelStyles);
  if (requested.has('type')) coded('type', 'hotelType', c.hotelTypes);
  if (requested.has('environment')) coded('environment', 'hotelEnvironment', c.hotelEnvironments);
  if (requested.has('tag') || options.withActivities) {
    const values = ref.activities.map((a) => value('tag', String(a.id), a.label[lang], c.tags.includes(a.id)));
    const groups = new Map<string, { id: string; name?: string; values: typeof values }>();
    ref.activities.forEach((a, i) => {
      let group = groups.get(a.groupCode);
      if (!group) {
        group = { id: a.groupCode, ...name(a.groupLabel[lang]), values: [] };
        groups.set(a.groupCode, group);
      }
      group.values.push(values[i]!);
    });
    properties.push({ propertyType: 'tag', values, groups: [...groups.values()] });
  }
  if (requested.has('theme')) {
    properties.push({
      propertyType: 'theme',
      values: ref.themes.map((t) => value('theme', String(t.id), t.label[lang], c.theme === t.id)),
    });
  }
  if (requested.has('distance')) {
    properties.push({
      propertyType: 'distance',
      values: [],
      range: { min: range.get('distance:min') ?? null, max: range.get('distance:max') ?? null },
    });
  }
  return { totalCount, properties };
}
