/**
 * Seeding: `seedIfEmpty(database, size)` fills an empty (migrated) database with the generated catalogue, in one
 * transaction, with multi-row INSERTs in batches, and records what it did in `catalogue_meta`.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database, type Db } from '../db';
import * as schema from '../db/schema';
import { catalogueDates, DEFAULT_SEED, generateCatalogue, type GenerateOptions, type TableName } from './generate';
import { refreshSearchReadModel } from '../search/read-model';
import { seedPromotionCodes } from '../purchase/promotion-codes-seed';
import type { CatalogueSize } from './sizes';

export interface SeedProgress {
  table: string;
  /** rows written so far, all tables */
  rows: number;
  /** hotels generated so far (with their offers, availability, reviews...) */
  hotels: number;
  elapsedMs: number;
}

export interface SeedResult {
  seeded: boolean;
  size: CatalogueSize;
  counts: Record<string, number>;
  elapsedMs: number;
}

const TABLES: Record<TableName, PgTable> = {
  places: schema.places,
  themes: schema.themes,
  activities: schema.activities,
  facetValues: schema.facetValues,
  images: schema.images,
  hotels: schema.hotels,
  hotelPlaces: schema.hotelPlaces,
  facilities: schema.facilities,
  hotelFacilities: schema.hotelFacilities,
  rooms: schema.rooms,
  cancellationPolicies: schema.cancellationPolicies,
  autoDiscounts: schema.autoDiscounts,
  marketingLabels: schema.marketingLabels,
  offers: schema.offers,
  offerThemes: schema.offerThemes,
  offerMarketingLabels: schema.offerMarketingLabels,
  offerProgramLines: schema.offerProgramLines,
  offerAvailability: schema.offerAvailability,
  singleVoucherPrices: schema.singleVoucherPrices,
  boxes: schema.boxes,
  boxOffers: schema.boxOffers,
  customSubElements: schema.customSubElements,
  shippingCosts: schema.shippingCosts,
  activityCentres: schema.activityCentres,
  activityProducts: schema.activityProducts,
  activityProductCentres: schema.activityProductCentres,
  activityProductPrices: schema.activityProductPrices,
  reviews: schema.reviews,
  cmsDocuments: schema.cmsDocuments,
  minisites: schema.minisites,
  minisiteOffers: schema.minisiteOffers,
};

/** Rows per INSERT statement (one JSON parameter per statement; availability rows are wide). */
function batchSize(table: TableName): number {
  return table === 'offerAvailability' ? 500 : 2000;
}

/**
 * Multi-row INSERT with ONE json parameter expanded server-side by json_populate_recordset: much faster than
 * thousands of bind parameters on PostgreSQL, and the same SQL on PGlite.
 */
async function insertRows(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key} of ${getTableName(table)}`);
    return column.name;
  });
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], row[key] ?? null]))));
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  await db.execute(sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`);
}

/** True when the catalogue has been seeded (catalogue_meta has its row). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalogue_meta`);
  return (rows[0]?.n ?? 0) > 0;
}

/** Seeds the catalogue when the database has none; returns what was done. */
export async function seedIfEmpty(
  database: Database,
  size: CatalogueSize,
  onProgress?: (progress: SeedProgress) => void,
  options: GenerateOptions = {},
): Promise<SeedResult> {
  const started = Date.now();
  if (await isSeeded(database.db)) return { seeded: false, size, counts: {}, elapsedMs: Date.now() - started };
  const seed = options.seed ?? DEFAULT_SEED;
  const dates = catalogueDates(options.today ?? new Date().toISOString().slice(0, 10));
  const counts: Record<string, number> = {};
  await database.db.transaction(async (tx) => {
    const buffers = new Map<TableName, Record<string, unknown>[]>();
    let rows = 0;
    let hotels = 0;
    const flush = async (table: TableName) => {
      const buffer = buffers.get(table);
      if (!buffer?.length) return;
      buffers.set(table, []);
      await insertRows(tx as unknown as Db, TABLES[table], buffer);
      rows += buffer.length;
      counts[table] = (counts[table] ?? 0) + buffer.length;
      onProgress?.({ table, rows, hotels, elapsedMs: Date.now() - started });
    };
    for (const batch of generateCatalogue(size, { seed, today: dates.today })) {
      if (batch.rows.length === 0) continue;
      if (batch.table === 'hotels') hotels += batch.rows.length;
      const buffer = buffers.get(batch.table) ?? [];
      buffer.push(...batch.rows);
      buffers.set(batch.table, buffer);
      if (buffer.length >= batchSize(batch.table)) await flush(batch.table);
    }
    for (const table of buffers.keys()) await flush(table);
    counts.promotionCodes = await seedPromotionCodes(tx as unknown as Db, dates.today);
    await tx.insert(schema.catalogueMeta).values({
      id: 1,
      size,
      seed,
      seededOn: dates.today,
      availabilityStart: dates.availabilityStart,
      availabilityDays: dates.availabilityDays,
      pricesOn: dates.today,
      counts,
    });
  });
  // planner statistics for the freshly loaded tables
  await database.db.execute(sql`analyze`);
  // the search read model is derived from the catalogue: rebuild it (a reseed may keep the offers' row count)
  await refreshSearchReadModel(database.db);
  return { seeded: true, size, counts, elapsedMs: Date.now() - started };
}
