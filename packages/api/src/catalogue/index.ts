export { CATALOGUE_SIZES, SIZE_SPECS, isCatalogueSize, type CatalogueSize } from './sizes';
export { generateCatalogue, catalogueDates, DEFAULT_SEED, type Batch, type CatalogueDates, type GenerateOptions, type TableName } from './generate';
export { seedIfEmpty, isSeeded, type SeedProgress, type SeedResult } from './seed';
export { ensureCatalogueFresh, recomputeFromPrices, databaseToday, catalogueVersion, ROLL_PERIOD_DAYS, type FreshnessResult } from './freshness';
