/** Seeded promotion codes and the use counter on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { testDatabase } from '../db/testing';
import { orders, promotionCodes, promotionCodeUses } from '../db/schema';
import { applyPromotionCode, findPromotionCode, recordPromotionCodeUse } from './promotion-codes';
import { SEED_PROMOTION_CODES, seedPromotionCodes } from './promotion-codes-seed';

let database: Database;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  database = await testDatabase();
  await seedPromotionCodes(database.db, TODAY);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function newOrder(): Promise<string> {
  const uuid = randomUUID();
  await database.db.insert(orders).values({
    uuid,
    reference: String(Math.floor(10_000_000 + Math.random() * 89_999_999)),
    secretHash: 'x'.repeat(64),
    status: 'created',
    locale: 'fr_FR',
    buyer: { email: 'a@example.org' } as never,
    buyerEmail: 'a@example.org',
    itemsAmount: 40_000,
    totalAmount: 40_000,
    amountToPay: 40_000,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  return uuid;
}

it('seeds every code once (a second run adds nothing)', async () => {
  const rows = await database.db.select().from(promotionCodes);
  expect(rows.map((r) => r.code).sort()).toEqual(SEED_PROMOTION_CODES.map((c) => c.code).sort());
  expect(await seedPromotionCodes(database.db, TODAY)).toBe(0);
});

it('the seeded codes answer each refusal', async () => {
  const basket = { amount: 40_000, locale: 'fr_FR' as const };
  const check = async (code: string) => applyPromotionCode(code, await findPromotionCode(database.db, code), basket);
  expect(await check(' bienvenue10 ')).toEqual({ ok: true, code: 'BIENVENUE10', reduction: 4_000 });
  expect(await check('FLASH50')).toMatchObject({ ok: true, reduction: 5_000 });
  expect(await check('NOSUCHCODE')).toMatchObject({ ok: false, refusal: 'unknown' });
  expect(await check('HIVER2025')).toMatchObject({ ok: false, refusal: 'expired' });
  expect(await check('PRINTEMPS')).toMatchObject({ ok: false, refusal: 'not_applicable', reason: 'not_yet_valid' });
  expect(await check('WELKOM15')).toMatchObject({ ok: false, refusal: 'not_applicable', reason: 'locale' });
  expect(await findPromotionCode(database.db, 'x'.repeat(41))).toBeNull();
});

it('counts uses up to the cap, even when orders race for the last one', async () => {
  const [unique] = await database.db.select().from(promotionCodes).where(eq(promotionCodes.code, 'UNIQUE25'));
  const buyers = await Promise.all(Array.from({ length: 8 }, () => newOrder()));
  const results = await Promise.all(
    buyers.map((orderUuid) =>
      database.db.transaction((tx) => recordPromotionCodeUse(tx as never, { promotionCodeId: unique!.id, orderUuid, amount: 2_500 })),
    ),
  );
  expect(results.filter(Boolean)).toHaveLength(1);
  const uses = await database.db.select().from(promotionCodeUses).where(eq(promotionCodeUses.promotionCodeId, unique!.id));
  expect(uses).toHaveLength(1);
  const after = await findPromotionCode(database.db, 'UNIQUE25');
  expect(after!.usedCount).toBe(1);
  expect(applyPromotionCode('UNIQUE25', after, { amount: 40_000, locale: 'fr_FR' })).toMatchObject({ refusal: 'exhausted' });
  // the winner recording again counts nothing more
  const winner = buyers[results.indexOf(true)]!;
  expect(await recordPromotionCodeUse(database.db, { promotionCodeId: unique!.id, orderUuid: winner, amount: 2_500 })).toBe(true);
  expect((await findPromotionCode(database.db, 'UNIQUE25'))!.usedCount).toBe(1);
});
