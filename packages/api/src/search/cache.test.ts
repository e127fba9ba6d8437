import type { Db } from '../db';
import { cached, clearSearchCache, isCached, remember } from './cache';

const db = {} as Db;

afterEach(() => {
  clearSearchCache(db);
  delete process.env.SEARCH_CACHE_TTL_MS;
  delete process.env.SEARCH_CACHE_ENTRIES;
});

test('identical keys share one load until the TTL runs out; clearing forgets them', async () => {
  let loads = 0;
  const load = () => Promise.resolve(++loads);
  expect(await Promise.all([cached(db, 'k', load), cached(db, 'k', load)])).toEqual([1, 1]);
  expect(await cached(db, 'other', load)).toBe(2);
  clearSearchCache(db);
  expect(await cached(db, 'k', load)).toBe(3);
  const now = Date.now();
  const spy = jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
  expect(await cached(db, 'k', load)).toBe(4);
  spy.mockRestore();
});

test('a failed load is not kept; remember stores a value computed elsewhere', async () => {
  await expect(cached(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  await Promise.resolve();
  expect(isCached(db, 'k')).toBe(false);
  remember(db, 'count', 42);
  expect(await cached(db, 'count', () => Promise.resolve(0))).toBe(42);
});

test('least recently used entries go first; TTL 0 turns the cache off', async () => {
  process.env.SEARCH_CACHE_ENTRIES = '2';
  await cached(db, 'a', () => Promise.resolve(1));
  await cached(db, 'b', () => Promise.resolve(2));
  await cached(db, 'a', () => Promise.resolve(0)); // a is used again
  await cached(db, 'c', () => Promise.resolve(3)); // b goes
  expect([isCached(db, 'a'), isCached(db, 'b'), isCached(db, 'c')]).toEqual([true, false, true]);
  process.env.SEARCH_CACHE_TTL_MS = '0';
  let loads = 0;
  await cached(db, 'x', () => Promise.resolve(++loads));
  await cached(db, 'x', () => Promise.resolve(++loads));
  expect(loads).toBe(2);
});
