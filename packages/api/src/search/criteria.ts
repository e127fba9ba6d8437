/**
 * Search criteria: the validated, normalised form of the query (or body) of every search endpoint, parsed by the
 * criteria package (fromWire, the one model shared with the browser); every offending field is named in one 400.
 */
import type { Flow } from '@storefront/criteria';
import { fromWire, type WireCriteria } from '@storefront/criteria/wire';
import { siteTimeZone } from '../routes/common';
import { invalidFields } from '../server/errors';
import { DEFAULT_LIMIT, DESTINATION_KEYS, MAX_LIMIT } from './schemas';

/** The normalised criteria of a search request (the criteria package's wire criteria). */
export type SearchCriteria = WireCriteria;

export interface ParseOptions {
  /** today (YYYY-MM-DD), injectable for tests */
  today?: string;
  /** the clock, injectable for tests */
  now?: Date;
  /** page and limit come from elsewhere (POST bodies) */
  page?: unknown;
  limit?: unknown;
  /** sort key under another name (orderBy) */
  sort?: unknown;
  /** gifting forced (performGiftableSearch) */
  flow?: Flow;
}

/**
 * Validates and normalises criteria (already type-checked by the schema derived from the criteria key table) with
 * the criteria package's fromWire, on the clock of the request's site. Throws a 400 ApiError naming each
 * offending field.
 */
export function parseCriteria(input: Record<string, unknown>, options: ParseOptions = {}): SearchCriteria {
  const timeZone = siteTimeZone(input.locale);
  const result = fromWire(input, { ...options, timeZone, defaultLimit: DEFAULT_LIMIT, maxLimit: MAX_LIMIT });
  if (result.criteria === null) throw invalidFields(result.errors);
  return result.criteria;
}

export { DESTINATION_KEYS };
