/**
 * A handful of promotion codes for development, tests and demos, seeded with the catalogue (catalogue/seed.ts calls
 * `seedPromotionCodes`). Windows are relative to the seed day, like the CMS promo dates, so the codes stay usable.
 */
import { addDays } from '../db/pricing';
import type { Db } from '../db';
import { promotionCodes } from '../db/schema';

type SeedCode = Omit<typeof promotionCodes.$inferInsert, 'validFrom' | 'validUntil'> & { fromDay: number; untilDay: number };

/** fromDay / untilDay: days from the seed day (validUntil exclusive). */
export const SEED_PROMOTION_CODES: readonly SeedCode[] = [
  // 10 % from 100 € on the French-speaking sites
  { code: 'BIENVENUE10', kind: 'percent', value: 10, minBasket: 10_000, locales: ['fr_FR', 'fr_BE'], usageCap: null, fromDay: -30, untilDay: 365 },
  // 15 € from 150 € on the Dutch-speaking sites
  { code: 'WELKOM15', kind: 'amount', value: 1_500, minBasket: 15_000, locales: ['nl_BE', 'nl_NL'], usageCap: null, fromDay: -30, untilDay: 365 },
  // 20 € from 200 € in Spain
  { code: 'ESCAPADA20', kind: 'amount', value: 2_000, minBasket: 20_000, locales: ['es_ES'], usageCap: null, fromDay: -30, untilDay: 365 },
  // 5 % on any basket in Italy
  { code: 'ESTATE5', kind: 'percent', value: 5, minBasket: 0, locales: ['it_IT'], usageCap: null, fromDay: -30, untilDay: 365 },
  // 50 € from 300 € on every site, the first 100 orders only
  { code: 'FLASH50', kind: 'amount', value: 5_000, minBasket: 30_000, locales: [], usageCap: 100, fromDay: -1, untilDay: 30 },
  // a spent campaign: 'expired'
  { code: 'HIVER2025', kind: 'percent', value: 15, minBasket: 0, locales: [], usageCap: null, fromDay: -120, untilDay: -30 },
  // a coming campaign: 'not applicable' until it starts
  { code: 'PRINTEMPS', kind: 'percent', value: 12, minBasket: 0, locales: [], usageCap: null, fromDay: 30, untilDay: 90 },
  // one use allowed: 'exhausted' after the first order
  { code: 'UNIQUE25', kind: 'amount', value: 2_500, minBasket: 0, locales: [], usageCap: 1, fromDay: -1, untilDay: 365 },
];

/** Midnight in Paris of a day, as an instant. */
const parisMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);

/** Inserts the seed codes (once: existing codes are kept); returns how many rows were written. */
export async function seedPromotionCodes(db: Db, today: string): Promise<number> {
  const rows = SEED_PROMOTION_CODES.map(({ fromDay, untilDay, ...code }) => ({
    ...code,
    validFrom: parisMidnight(addDays(today, fromDay)),
    validUntil: parisMidnight(addDays(today, untilDay)),
  }));
  const inserted = await db.insert(promotionCodes).values(rows).onConflictDoNothing().returning({ id: promotionCodes.id });
  return inserted.length;
}
