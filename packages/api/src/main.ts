/**
 * Standalone API: `npm -w @storefront/api run start` (tsx src/main.ts).
 * Reads PORT, DATABASE_URL, DATA_DIR, CATALOGUE_SIZE, CORS_ORIGINS (see README.md), opens the database
 * (PGlite in DATA_DIR unless DATABASE_URL is set), migrates, seeds if empty, listens.
 */
import { startApi } from './server/start';

startApi().catch((err: unknown) => {
  console.error('[api] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
