import { defineConfig } from 'drizzle-kit';

// Migrations are generated with `npm -w @storefront/api run db:generate` and applied from code at start-up
// (src/db/index.ts `migrate()`), never with drizzle-kit migrate (PGlite cannot load extensions there).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
