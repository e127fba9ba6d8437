/**
 * A small per-database LRU with a time to live for search answers that many visitors share (result counts, facet
 * counts, card display fields), keyed by the normalised request. The catalogue only changes when it is seeded
 * or rolled forward (src/catalogue/freshness.ts), which clears it through refreshSearchReadModel(); the TTL bounds
 * what another process sharing a PostgreSQL server could see after such a change. Concurrent identical requests
 * share one database query (the promise is cached; a failure is not kept).
 *
 * SEARCH_CACHE_TTL_MS (default 30000; 0 turns the cache off), SEARCH_CACHE_ENTRIES (default 1000: a few tens of MB at most).
 */
import type { Db } from '../db';

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

export function cacheTtlMs(): number {
  const ttl = Number(process.env.SEARCH_CACHE_TTL_MS ?? 30_000);
  return Number.isFinite(ttl) && ttl > 0 ? ttl : 0;
}

function maxEntries(): number {
  const max = Number(process.env.SEARCH_CACHE_ENTRIES ?? 1000);
  return Number.isFinite(max) && max > 0 ? Math.floor(max) : 1000;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/** The cached answer for `key`, or `load()`'s (kept for the TTL). */
export function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const ttl = cacheTtlMs();
  if (ttl === 0) return load();
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) {
    // most recently used last
    cache.delete(key);
    cache.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = load();
  const entry = { value, expires: now + ttl };
  cache.delete(key);
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  const max = maxEntries();
  while (cache.size > max) cache.delete(cache.keys().next().value as string);
  return value;
}

/** True when `key` has a live entry. */
export function isCached(db: Db, key: string): boolean {
  const hit = caches.get(db)?.get(key);
  return hit !== undefined && hit.expires > Date.now();
}

/** Stores an answer computed elsewhere (e.g. a count obtained with a page). */
export function remember<T>(db: Db, key: string, value: T): void {
  if (cacheTtlMs() === 0) return;
  void cached(db, key, () => Promise.resolve(value));
}

/** Forgets every cached answer of a database (after the catalogue changed). */
export function clearSearchCache(db: Db): void {
  caches.delete(db);
}
