/**
 * Destination suggestions (search.md §2 search bar, §7 calls): GET /api/autocomplete-geonames.json and
 * GET /api/recommendedAutocomplete.json. Matching is accent- and case-insensitive: the term is normalised
 * like the stored search_text (normalizeSearchText), then matched by substring or trigram similarity. Ranking:
 * names starting with the term first, then names with a word starting with it, then the place's weight
 * (population / fame), then similarity. Hotels are suggested too (category hotel). Both answer from the in-memory
 * destination index of place-index.ts (no query once it is loaded).
 */
import type { Db } from '../db';
import { normalizeSearchText } from '../db/normalize';
import { languageOf } from '../db/schema';
import { matchDestinations, placeIndex, recommendedDestinations } from './place-index';
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

/** Destination suggestions for a typed term (accent- and case-insensitive, ranked; see place-index.ts). */
export async function autocomplete(db: Db, options: { locale: string; term: unknown; maxResults: number }): Promise<Suggestion[]> {
  const term = normaliseTerm(options.term);
  const limit = Math.min(Math.max(1, options.maxResults), 30);
  return matchDestinations(await placeIndex(db), term, languageOf(options.locale), limit);
}

const COUNTRY_OF_LOCALE: Record<string, string> = { fr_FR: 'FR', es_ES: 'ES', fr_BE: 'BE', nl_BE: 'BE', nl_NL: 'NL', it_IT: 'IT' };
/** Number of recommended destinations. */
export const RECOMMENDED_COUNT = 6;

/**
 * A few recommended destinations for the site's country: the best-known cities, resorts and touristic regions
 * (by weight) that have hotels, optionally narrowed to names starting with `q`. catalogSourceType/Code are
 * accepted as context.
 */
export async function recommended(db: Db, options: { locale: string; q?: string }): Promise<Suggestion[]> {
  const country = COUNTRY_OF_LOCALE[options.locale] ?? 'FR';
  const q = options.q !== undefined && options.q.trim() !== '' ? normaliseTerm(options.q, 'q') : null;
  return recommendedDestinations(await placeIndex(db), country, languageOf(options.locale), q, RECOMMENDED_COUNT);
}
