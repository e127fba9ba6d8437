/**
 * Destination suggestions (search.md §2 search bar, §7 calls): GET /api/autocomplete-geonames.json and
 * GET /api/recommendedAutocomplete.json. Matching is accent- and case-insensitive: the term is normalised
 * like the stored search_text (lower(unaccent())), then matched by substring or trigram similarity (pg_trgm GIN
 * index). Ranking: names starting with the term first, then names with a word starting with it, then the place's weight (population / fame), then
 * similarity. Hotels are suggested too (category hotel).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import { normalizeSearchText } from '../db/normalize';
import { cached } from './cache';
import { languageOf } from '../db/schema';
import { invalidField } from '../server/errors';
import { MAX_TERM_LENGTH, type Suggestion } from './schemas';

/** Control characters, unpaired surrogates and the replacement character: never part of a typed place name. */
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const BINARY = /[\u0000-\u001f\u007f-\u009f\ufffd\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Validates a typed term (400 naming the field) and returns its normalised form. */
export function normaliseTerm(term: unknown, field = 'term'): string {
  if (typeof term !== 'string') throw invalidField(field, 'is required');
  if (term.length > MAX_TERM_LENGTH) throw invalidField(field, `must be at most ${MAX_TERM_LENGTH} characters`);
  if (BINARY.test(term)) throw invalidField(field, 'must not contain control or binary characters');
  const normalised = normalizeSearchText(term).replace(/\s+/g, ' ').trim();
  if (!normalised) throw invalidField(field, 'must not be empty');
  return normalised;
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function autocomplete(db: Db, options: { locale: string; term: unknown; maxResults: number }): Promise<Suggestion[]> {
  const term = normaliseTerm(options.term);
  const lang = languageOf(options.locale);
  const contains = `%${likeEscape(term)}%`;
  const starts = `${likeEscape(term)}%`;
  const wordStarts = `% ${likeEscape(term)}%`;
  const dashStarts = `%-${likeEscape(term)}%`;
  const limit = Math.min(Math.max(1, options.maxResults), 30);
  return cached(db, `autocomplete:${lang}:${limit}:${term}`, () => queryRows<Suggestion>(
    db,
    sql`select id, label, category, latitude, longitude, postalcode, "parentLabel" from (
          select p.id, p.name->>${lang} as label, p.category, p.lat as latitude, p.lng as longitude, p.postal_code as postalcode,
                 coalesce(rg.name->>${lang}, co.name->>${lang}) as "parentLabel",
                 case when p.search_text like ${starts} then 2
                      when p.search_text like ${wordStarts} or p.search_text like ${dashStarts} then 1 else 0 end as prefix,
                 p.weight, similarity(p.search_text, ${term}) as sim
          from places p
          left join places rg on rg.id = p.region_id and p.category <> 'region'
          left join places co on co.id = p.country_id and p.category <> 'country'
          where p.search_text like ${contains} or p.search_text % ${term}
          union all
          select h.id, h.label, 'hotel', h.lat, h.lng, h.zip_code, h.city_name->>${lang},
                 case when h.search_text like ${starts} then 2
                      when h.search_text like ${wordStarts} or h.search_text like ${dashStarts} then 1 else 0 end,
                 -1, similarity(h.search_text, ${term})
          from hotels h
          where h.active and (h.search_text like ${contains} or h.search_text % ${term})
        ) x
        order by prefix desc, weight desc, sim desc, id asc
        limit ${limit}`,
  ));
}

const COUNTRY_OF_LOCALE: Record<string, string> = { fr_FR: 'FR', es_ES: 'ES', fr_BE: 'BE', nl_BE: 'BE', nl_NL: 'NL', it_IT: 'IT' };
/** Number of recommended destinations. */
export const RECOMMENDED_COUNT = 6;

/**
 * A few recommended destinations for the site's country: the best-known cities, resorts and touristic regions
 * (by weight), optionally narrowed to names starting with `q`. catalogSourceType/Code are accepted as context.
 */
export async function recommended(db: Db, options: { locale: string; q?: string }): Promise<Suggestion[]> {
  const lang = languageOf(options.locale);
  const country = COUNTRY_OF_LOCALE[options.locale] ?? 'FR';
  const q = options.q !== undefined && options.q.trim() !== '' ? normaliseTerm(options.q, 'q') : null;
  const filter = q
    ? sql`and (p.search_text like ${`${likeEscape(q)}%`} or p.search_text like ${`% ${likeEscape(q)}%`})`
    : sql``;
  return queryRows<Suggestion>(
    db,
    sql`select p.id, p.name->>${lang} as label, p.category, p.lat as latitude, p.lng as longitude, p.postal_code as postalcode,
               coalesce(rg.name->>${lang}, co.name->>${lang}) as "parentLabel"
        from places p
        left join places rg on rg.id = p.region_id
        left join places co on co.id = p.country_id
        where p.country_code = ${country} and p.category in ('city', 'searesort', 'skiresort', 'touristicregion') ${filter}
          and exists (select 1 from hotel_places hp where hp.place_id = p.id)
        order by p.weight desc, p.id asc
        limit ${RECOMMENDED_COUNT}`,
  );
}
