/** Catalogue sizes: small for tests (seconds), default for npm start, large for benchmarks. */
export const CATALOGUE_SIZES = ['small', 'default', 'large'] as const;
export type CatalogueSize = (typeof CATALOGUE_SIZES)[number];

export interface SizeSpec {
  hotels: number;
  /** main stay offers per hotel (min, max); hotel-only offers and cancellation-option siblings come on top */
  offersPerHotel: [number, number];
  activityProducts: number;
}

export const SIZE_SPECS: Record<CatalogueSize, SizeSpec> = {
  small: { hotels: 80, offersPerHotel: [2, 4], activityProducts: 30 },
  default: { hotels: 1500, offersPerHotel: [3, 6], activityProducts: 300 },
  large: { hotels: 6000, offersPerHotel: [9, 10], activityProducts: 1200 },
};

export function isCatalogueSize(value: unknown): value is CatalogueSize {
  return typeof value === 'string' && (CATALOGUE_SIZES as readonly string[]).includes(value);
}
