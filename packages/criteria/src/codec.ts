/**
 * URL codec: search criteria live in the hash (`#a=2&c=1&b=0&city=123&checkin=2025-05-01&tags=4,7`),
 * flow, page and from in the query string (search.md §2-3). Parsing never throws: unknown keys are ignored,
 * duplicated keys merge (lists) or the last one wins (single values), and every value is normalised.
 */
import { FROM_SEARCH_BAR, MAX_HASH_LENGTH, MAX_PAGE } from './constants';
import { HASH_KEYS, isListKey } from './keys';
import { normaliseCriteria, type RawCriteria } from './normalise';
import { DEFAULT_FLOW, FLOWS, type Flow, type NormaliseOptions, type SearchCriteria, type SearchQuery, type SearchState } from './types';

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/** Raw key/values of a hash or query string ('#a=1&b=2', 'a=1&b=2', '?flow=x'), known keys only. */
export function readPairs(input: string, keys: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const text = (input ?? '').slice(0, MAX_HASH_LENGTH).replace(/^[#?]/, '');
  if (!text) return out;
  for (const part of text.split('&')) {
    const eq = part.indexOf('=');
    const key = safeDecode(eq < 0 ? part : part.slice(0, eq)).trim();
    if (!keys.includes(key)) continue;
    const value = eq < 0 ? '' : safeDecode(part.slice(eq + 1));
    (out[key] ??= []).push(value);
  }
  return out;
}

/** Parse a URL hash into valid criteria. */
export function parseHash(hash: string, options: NormaliseOptions = {}): SearchCriteria {
  const pairs = readPairs(hash, HASH_KEYS);
  const raw: RawCriteria = {};
  for (const [key, values] of Object.entries(pairs)) {
    raw[key] = isListKey(key) ? values.join(',') : values[values.length - 1];
  }
  return normaliseCriteria(raw, options);
}

function encode(value: string | number): string {
  return encodeURIComponent(String(value)).replace(/%2C/gi, ',');
}

/** Serialise criteria to a hash (without '#'): known keys in a fixed order, travellers always, empty values left out. */
export function serialiseHash(criteria: SearchCriteria): string {
  const parts: string[] = [];
  for (const key of HASH_KEYS) {
    const value = criteria[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length) parts.push(`${key}=${value.map((v) => encode(v)).join(',')}`);
    } else if (typeof value === 'boolean') {
      if (value) parts.push(`${key}=1`);
    } else {
      parts.push(`${key}=${encode(value)}`);
    }
  }
  return parts.join('&');
}

export function isFlow(value: unknown): value is Flow {
  return typeof value === 'string' && (FLOWS as readonly string[]).includes(value);
}

/** Parse the query string: flow (booking when absent or unknown), zero-based page, from (search bar only). */
export function parseQuery(search: string): SearchQuery {
  const pairs = readPairs(search, ['flow', 'page', 'from']);
  const flowValue = pairs.flow?.[pairs.flow.length - 1];
  const query: SearchQuery = { flow: isFlow(flowValue) ? flowValue : DEFAULT_FLOW };
  const pageValue = pairs.page?.[pairs.page.length - 1];
  if (pageValue !== undefined && /^\d{1,6}$/.test(pageValue.trim())) {
    const page = Math.min(MAX_PAGE, Number(pageValue.trim()));
    if (page > 0) query.page = page;
  }
  if (pairs.from?.includes(FROM_SEARCH_BAR)) query.from = FROM_SEARCH_BAR;
  return query;
}

/** Query parameters to put on a results link (flow always, page only above 0, from when set). */
export function serialiseQuery(query: SearchQuery): { flow: Flow; page?: number; from?: string } {
  const out: { flow: Flow; page?: number; from?: string } = { flow: query.flow };
  if (query.page && query.page > 0) out.page = query.page;
  if (query.from) out.from = query.from;
  return out;
}

/** Read a whole search URL (its `search` and `hash` parts, like window.location). */
export function parseSearchUrl(location: { search: string; hash: string }, options: Omit<NormaliseOptions, 'flow'> = {}): SearchState {
  const query = parseQuery(location.search);
  return { ...query, criteria: parseHash(location.hash, { ...options, flow: query.flow }) };
}

