/**
 * The in-memory destination index answers exactly what the pg_trgm SQL answered (the reference query below, the
 * autocomplete's former implementation), on the small catalogue (every real place, a few hundred hotels), for
 * prefixes, inner substrings, typos, several words, postal codes and hotel names, in every language; and the
 * recommended destinations likewise.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db';
import { LANGUAGES, type Language } from '../db/schema';
import { testDatabase } from '../db/testing';
import { normalizeSearchText } from '../db/normalize';
import { Rng } from '../catalogue/prng';
import { autocomplete, normaliseTerm, recommended } from './autocomplete';
import { forgetPlaceIndex, matchDestinations, MAX_KEPT_ANSWERS, placeIndex, similarity, trigrams } from './place-index';
import type { Suggestion } from './schemas';

let database: Database;

beforeAll(async () => {
  database = await testDatabase({ seed: 'small' });
}, 180_000);

afterAll(async () => {
  await database?.close();
});

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The pg_trgm query the index replaces. */
function sqlAutocomplete(term: string, lang: Language, limit: number): Promise<Suggestion[]> {
  const contains = `%${likeEscape(term)}%`;
  const starts = `${likeEscape(term)}%`;
  const wordStarts = `% ${likeEscape(term)}%`;
  const dashStarts = `%-${likeEscape(term)}%`;
  return queryRows<Suggestion>(
    database.db,
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
  );
}

function sqlRecommended(country: string, lang: Language, q: string | null): Promise<Suggestion[]> {
  const filter = q ? sql`and (p.search_text like ${`${likeEscape(q)}%`} or p.search_text like ${`% ${likeEscape(q)}%`})` : sql``;
  return queryRows<Suggestion>(
    database.db,
    sql`select p.id, p.name->>${lang} as label, p.category, p.lat as latitude, p.lng as longitude, p.postal_code as postalcode,
               coalesce(rg.name->>${lang}, co.name->>${lang}) as "parentLabel"
        from places p
        left join places rg on rg.id = p.region_id
        left join places co on co.id = p.country_id
        where p.country_code = ${country} and p.category in ('city', 'searesort', 'skiresort', 'touristicregion') ${filter}
          and exists (select 1 from hotel_places hp where hp.place_id = p.id)
        order by p.weight desc, p.id asc
        limit 6`,
  );
}

test('trigrams and similarity follow pg_trgm', async () => {
  expect([...trigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
  expect([...trigrams("l'ile-rousse 20")].sort()).toEqual(
    ['  l', ' l ', '  i', ' il', 'ile', 'le ', '  r', ' ro', 'rou', 'ous', 'uss', 'sse', 'se ', '  2', ' 20', '20 '].sort(),
  );
  for (const [a, b] of [['paris', 'parigi'], ['besancon 25000', 'besanson'], ['cote d azur', 'cote'], ['x', '-']]) {
    const [row] = await queryRows<{ sim: number }>(database.db, sql`select similarity(${a}, ${b}) as sim`);
    expect(similarity(trigrams(a!), trigrams(b!))).toBe(Math.fround(Number(row!.sim)));
  }
});

test('autocomplete: the same suggestions, in the same order, as the pg_trgm query', async () => {
  const names = await queryRows<{ name: string }>(
    database.db,
    sql`(select name->>'fr' as name from places order by id)
        union all (select name->>'nl' from places where id % 7 = 0)
        union all (select label from hotels where id % 5 = 0 order by id limit 80)`,
  );
  const rng = new Rng(20261122);
  const random = () => rng.next();
  const terms = new Set<string>(['a', 'e', 'sa', 'st', 'saint', 'sur mer', 'la ', 'de la', 'hotel', 'spa', '75', '25000', 'xyz', 'côte', "l'", 'ile-de', '-']);
  while (terms.size < 200) {
    const name = names[Math.floor(random() * names.length)]!.name;
    const cut = 1 + Math.floor(random() * Math.min(9, name.length));
    const from = random() < 0.3 ? Math.floor(random() * Math.max(1, name.length - cut)) : 0;
    let term = name.slice(from, from + cut);
    if (random() < 0.25 && term.length > 3) {
      const i = 1 + Math.floor(random() * (term.length - 2));
      term = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2); // a typo: two letters swapped
    }
    if (random() < 0.3) term = term.toUpperCase();
    if (term.trim()) terms.add(term);
  }
  let compared = 0;
  for (const raw of terms) {
    const term = normaliseTerm(raw);
    const lang = LANGUAGES[compared % LANGUAGES.length]!;
    const limit = compared % 3 === 0 ? 5 : 30;
    const expected = await sqlAutocomplete(term, lang, limit);
    const actual = await autocomplete(database.db, { locale: `${lang}_XX`, term: raw, maxResults: limit });
    expect({ term, suggestions: actual }).toEqual({ term, suggestions: expected.map((s) => ({ ...s, latitude: Number(s.latitude), longitude: Number(s.longitude) })) });
    compared++;
  }
  expect(compared).toBeGreaterThanOrEqual(200);
}, 120_000);

test('recommended destinations: the same as the SQL, for every site and a few prefixes', async () => {
  for (const locale of ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT']) {
    const country = { fr_FR: 'FR', es_ES: 'ES', fr_BE: 'BE', nl_BE: 'BE', nl_NL: 'NL', it_IT: 'IT' }[locale]!;
    const lang = locale.slice(0, 2) as Language;
    for (const q of [undefined, 'a', 'sa', 'Bru', 'mont', 'zz']) {
      const normalised = q ? normalizeSearchText(q) : null;
      expect(await recommended(database.db, { locale, q })).toEqual(await sqlRecommended(country, lang, normalised));
    }
  }
});

test('answers are kept for repeated terms, bounded, and dropped with the index', async () => {
  const index = await placeIndex(database.db);
  const first = matchDestinations(index, 'par', 'fr', 30);
  expect(matchDestinations(index, 'par', 'fr', 30)).toBe(first);
  expect(matchDestinations(index, 'par', 'it', 30)).not.toBe(first);
  for (let i = 0; i < MAX_KEPT_ANSWERS + 10; i++) matchDestinations(index, `x${i}`, 'fr', 5);
  expect(index.answers.size).toBe(MAX_KEPT_ANSWERS);
});

test('the index is reloaded after the catalogue changed', async () => {
  const before = await placeIndex(database.db);
  expect(await placeIndex(database.db)).toBe(before);
  forgetPlaceIndex(database.db);
  const after = await placeIndex(database.db);
  expect(after).not.toBe(before);
  expect(after.destinations.length).toBe(before.destinations.length);
  expect(after.answers.size).toBe(0);
});
