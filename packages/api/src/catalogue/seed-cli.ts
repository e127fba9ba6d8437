/**
 * Seed a database from the command line: `npm -w @storefront/api run db:seed -- [small|default|large]`.
 * Uses DATABASE_URL (PostgreSQL) when set, else PGlite in DATA_DIR (default ./data/pglite).
 */
import { migrate, openDatabase } from '../db';
import { seedIfEmpty } from './seed';
import { isCatalogueSize } from './sizes';

async function main(): Promise<void> {
  const size = process.argv[2] ?? process.env.CATALOGUE_SIZE ?? 'default';
  if (!isCatalogueSize(size)) throw new Error(`Unknown catalogue size "${size}" (small, default or large)`);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? 'data/pglite' });
  try {
    await migrate(database);
    let last = 0;
    const result = await seedIfEmpty(database, size, (p) => {
      if (p.elapsedMs - last > 2000) {
        last = p.elapsedMs;
        console.log(`[seed] ${(p.elapsedMs / 1000).toFixed(1)} s: ${p.hotels} hotels, ${p.rows} rows`);
      }
    });
    console.log(result.seeded ? `[seed] ${size} catalogue seeded in ${(result.elapsedMs / 1000).toFixed(1)} s` : '[seed] already seeded');
    if (result.seeded) console.log(JSON.stringify(result.counts));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
