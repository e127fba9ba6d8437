/**
 * In-memory index of the destinations the autocomplete suggests: every place and every active hotel, with its
 * normalised `search_text`, its labels and parent labels in each language, and its trigram set. Places and hotels
 * are small, static data (about 1,000 places and at most a few thousand hotels), so the index is loaded once per
 * database (`placeIndex`: on the first suggestion request, or at start-up by the search plugin) and dropped when
 * the catalogue is reseeded or refreshed (`clearSearchCache`, called by refreshSearchReadModel).
 *
 * Matching and ranking are the rule of search.md §2 that the SQL version applied with pg_trgm (the answers are
 * tested equal to that SQL in place-index.test.ts):
 * - a destination matches when its search text contains the term, or when their trigram similarity reaches
 *   pg_trgm's default threshold (0.3);
 * - order: search text starting with the term (2), then a word (after a space or a dash) starting with it (1),
 *   then the rest (0); then weight (population / fame; hotels -1); then similarity; then id.
 * Trigrams follow pg_trgm: words are runs of letters and digits, each padded with two spaces in front and one
 * behind; the set of distinct 3-character windows; similarity = shared / (|a| + |b| - shared), a float4.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import { LANGUAGES, type Language } from '../db/schema';
import type { Suggestion } from './schemas';

/** pg_trgm's default `pg_trgm.similarity_threshold` (the `%` operator). */
export const SIMILARITY_THRESHOLD = 0.3;

/** The distinct trigrams of a normalised text, as pg_trgm computes them. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}

/** pg_trgm similarity of two trigram sets (0 when either is empty), rounded to float4 like the SQL function. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return Math.fround(shared / (a.size + b.size - shared));
}

interface Destination {
  id: number;
  category: Suggestion['category'];
  latitude: number;
  longitude: number;
  postalcode: string | null;
  searchText: string;
  weight: number;
  countryCode: string | null;
  /** places with at least one hotel (recommended destinations) */
  hasHotels: boolean;
  label: Record<Language, string | null>;
  /** region, else country, of a place (not of a region or a country itself); the city of a hotel */
  parentLabel: Record<Language, string | null>;
  /** the region's, else the country's label, whatever the category (recommended destinations) */
  anyParentLabel: Record<Language, string | null>;
  trigramCount: number;
}

/** A place with what the search needs to resolve a destination criterion (filters.ts resolvePlace). */
export interface IndexedPlace {
  id: number;
  category: string;
  slug: string;
  latitude: number;
  longitude: number;
  countryId: number | null;
  regionId: number | null;
  departmentId: number | null;
  label: Record<Language, string | null>;
}

export interface PlaceIndex {
  /** answers already computed, by language, limit and term (most recent last; dropped with the index) */
  answers: Map<string, Suggestion[]>;
  destinations: Destination[];
  /** every place by id (hotels are not places) */
  places: Map<number, IndexedPlace>;
  /** trigram -> positions in `destinations` of the destinations having it */
  postings: Map<string, number[]>;
}

type Names = Partial<Record<Language, string>> | null;

function byLanguage(names: Names, fallback?: Names): Record<Language, string | null> {
  const out = {} as Record<Language, string | null>;
  for (const lang of LANGUAGES) out[lang] = names?.[lang] ?? fallback?.[lang] ?? null;
  return out;
}

/** Reads every place and active hotel and builds the index. */
export async function loadPlaceIndex(db: Db): Promise<PlaceIndex> {
  const places = await queryRows<{
    id: number;
    category: Suggestion['category'];
    lat: number;
    lng: number;
    postalCode: string | null;
    searchText: string;
    weight: number;
    countryCode: string;
    slug: string;
    countryId: number | null;
    regionId: number | null;
    departmentId: number | null;
    name: Names;
    region: Names;
    country: Names;
    hasHotels: boolean;
  }>(
    db,
    sql`select p.id, p.category, p.lat, p.lng, p.postal_code as "postalCode", p.search_text as "searchText", p.weight,
               p.country_code as "countryCode", p.slug, p.country_id as "countryId", p.region_id as "regionId",
               p.department_id as "departmentId", p.name, rg.name as region, co.name as country,
               exists (select 1 from hotel_places hp where hp.place_id = p.id) as "hasHotels"
        from places p
        left join places rg on rg.id = p.region_id
        left join places co on co.id = p.country_id`,
  );
  const hotels = await queryRows<{ id: number; label: string; lat: number; lng: number; zipCode: string | null; searchText: string; city: Names }>(
    db,
    sql`select h.id, h.label, h.lat, h.lng, h.zip_code as "zipCode", h.search_text as "searchText", h.city_name as city
        from hotels h where h.active`,
  );
  const destinations: Destination[] = [];
  const indexedPlaces = new Map<number, IndexedPlace>();
  const postings = new Map<string, number[]>();
  const add = (d: Omit<Destination, 'trigramCount'>) => {
    const set = trigrams(d.searchText);
    const position = destinations.length;
    destinations.push({ ...d, trigramCount: set.size });
    for (const t of set) {
      const list = postings.get(t);
      if (list) list.push(position);
      else postings.set(t, [position]);
    }
  };
  for (const p of places) {
    indexedPlaces.set(p.id, {
      id: p.id,
      category: p.category,
      slug: p.slug,
      latitude: Number(p.lat),
      longitude: Number(p.lng),
      countryId: p.countryId,
      regionId: p.regionId,
      departmentId: p.departmentId,
      label: byLanguage(p.name),
    });
    add({
      id: p.id,
      category: p.category,
      latitude: Number(p.lat),
      longitude: Number(p.lng),
      postalcode: p.postalCode,
      searchText: p.searchText,
      weight: Number(p.weight),
      countryCode: p.countryCode,
      hasHotels: p.hasHotels,
      label: byLanguage(p.name),
      parentLabel: byLanguage(p.category === 'region' ? null : p.region, p.category === 'country' ? null : p.country),
      anyParentLabel: byLanguage(p.region, p.country),
    });
  }
  for (const h of hotels) {
    const label = byLanguage(Object.fromEntries(LANGUAGES.map((lang) => [lang, h.label])));
    add({
      id: h.id,
      category: 'hotel',
      latitude: Number(h.lat),
      longitude: Number(h.lng),
      postalcode: h.zipCode,
      searchText: h.searchText,
      weight: -1,
      countryCode: null,
      hasHotels: false,
      label,
      parentLabel: byLanguage(h.city),
      anyParentLabel: byLanguage(h.city),
    });
  }
  return { answers: new Map(), destinations, places: indexedPlaces, postings };
}

const indexes = new WeakMap<Db, Promise<PlaceIndex>>();

/** The database's index, loaded on first use (a failed load is retried by the next call). */
export function placeIndex(db: Db): Promise<PlaceIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = loadPlaceIndex(db);
    indexes.set(db, index);
    index.catch(() => {
      if (indexes.get(db) === index) indexes.delete(db);
    });
  }
  return index;
}

/** Drops the database's index (the catalogue changed); the next suggestion reloads it. */
export function forgetPlaceIndex(db: Db): void {
  indexes.delete(db);
}

function suggestion(d: Destination, lang: Language, parent: 'parentLabel' | 'anyParentLabel'): Suggestion {
  return {
    id: d.id,
    label: d.label[lang] as string,
    category: d.category,
    latitude: d.latitude,
    longitude: d.longitude,
    postalcode: d.postalcode,
    parentLabel: d[parent][lang],
  };
}

/**
 * Destinations matching a normalised term, best first (see the module comment), at most `limit`. Only destinations
 * sharing a trigram with the term are looked at (from the postings), plus, when the term has no run of three
 * letters or digits, a substring scan: a destination containing a term with such a run shares that run's trigram.
 */
export function matchDestinations(index: PlaceIndex, term: string, lang: Language, limit: number): Suggestion[] {
  // Visitors type the same first letters: an answer is kept for the life of the index (bounded, least recent out).
  const key = `${lang}|${limit}|${term}`;
  const known = index.answers.get(key);
  if (known) {
    index.answers.delete(key);
    index.answers.set(key, known);
    return known;
  }
  const answer = rankDestinations(index, term, lang, limit);
  index.answers.set(key, answer);
  if (index.answers.size > MAX_KEPT_ANSWERS) index.answers.delete(index.answers.keys().next().value as string);
  return answer;
}

/** Answers kept per index (each at most 30 suggestions: well under 10 MB). */
export const MAX_KEPT_ANSWERS = 5000;

function rankDestinations(index: PlaceIndex, term: string, lang: Language, limit: number): Suggestion[] {
  const { destinations, postings } = index;
  const termTrigrams = trigrams(term);
  const shared = new Uint16Array(destinations.length);
  const candidates: number[] = [];
  for (const t of termTrigrams) {
    for (const position of postings.get(t) ?? []) {
      if (shared[position]!++ === 0) candidates.push(position);
    }
  }
  if (!/[\p{L}\p{N}]{3}/u.test(term)) {
    for (let i = 0; i < destinations.length; i++) if (shared[i] === 0 && destinations[i]!.searchText.includes(term)) candidates.push(i);
  }
  const wordStarts = ` ${term}`;
  const dashStarts = `-${term}`;
  const matches: { d: Destination; prefix: number; sim: number }[] = [];
  for (const i of candidates) {
    const d = destinations[i]!;
    const count = shared[i]!;
    const sim = count === 0 ? 0 : Math.fround(count / (d.trigramCount + termTrigrams.size - count));
    const contains = d.searchText.includes(term);
    if (!contains && !(sim >= SIMILARITY_THRESHOLD)) continue;
    const prefix = d.searchText.startsWith(term) ? 2 : contains && (d.searchText.includes(wordStarts) || d.searchText.includes(dashStarts)) ? 1 : 0;
    matches.push({ d, prefix, sim });
  }
  matches.sort((a, b) => b.prefix - a.prefix || b.d.weight - a.d.weight || b.sim - a.sim || a.d.id - b.d.id);
  return matches.slice(0, limit).map((m) => suggestion(m.d, lang, 'parentLabel'));
}

/**
 * Recommended destinations: cities, resorts and touristic regions of a country that have hotels, by weight then
 * id, optionally only those whose search text or one of its words starts with the normalised `q`.
 */
export function recommendedDestinations(index: PlaceIndex, country: string, lang: Language, q: string | null, limit: number): Suggestion[] {
  const categories = new Set(['city', 'searesort', 'skiresort', 'touristicregion']);
  return index.destinations
    .filter(
      (d) =>
        d.countryCode === country &&
        categories.has(d.category) &&
        d.hasHotels &&
        (q === null || d.searchText.startsWith(q) || d.searchText.includes(` ${q}`)),
    )
    .sort((a, b) => b.weight - a.weight || a.id - b.id)
    .slice(0, limit)
    .map((d) => suggestion(d, lang, 'anyParentLabel'));
}
