/**
 * Display amounts derived from a price the server computed (product-and-purchase.md §5, search.md §9): shown,
 * never charged. One definition for the pages and for the API fields that carry them (perNight, pricePerNight).
 */

/** Per-night price in cents: total divided by nights, rounded up to the whole euro (spec: night price rounded up). */
export function pricePerNight(totalCents: number, nights: number): number {
  if (!Number.isFinite(totalCents)) return NaN;
  if (!Number.isFinite(nights) || nights < 1) return totalCents;
  return Math.ceil(totalCents / Math.floor(nights) / 100) * 100;
}

/** Per-person price in cents for activities: total divided by the adults count. */
export function pricePerPerson(totalCents: number, adults: number): number {
  if (!Number.isFinite(totalCents)) return NaN;
  if (!Number.isFinite(adults) || adults < 1) return totalCents;
  return Math.round(totalCents / Math.floor(adults));
}
