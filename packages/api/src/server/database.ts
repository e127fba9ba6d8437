import type { Database } from '../db';

/** The database handle the API is built with (src/db `openDatabase()` / `testDatabase()`). */
export type ApiDatabase = Database;

/** Resolves when the database answers a trivial query, rejects otherwise. */
export async function pingDatabase(database: ApiDatabase): Promise<void> {
  const up = await database.ping().catch(() => false);
  if (!up) throw new Error('database unavailable');
}
