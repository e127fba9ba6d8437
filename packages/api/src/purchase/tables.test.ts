import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db';
import { testDatabase } from '../db/testing';

/** The purchase tables' own guards (migration 0006): money and counters the database itself refuses to break. */
describe('purchase tables', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());

  const run = (query: ReturnType<typeof sql>) => queryRows(database.db, query);
  /** The database's own message (drizzle wraps it as the cause). */
  const refusal = (query: ReturnType<typeof sql>) =>
    run(query).then(
      () => 'accepted',
      (error: { cause?: { message?: string } }) => error.cause?.message ?? 'no cause',
    );

  it('never let a gift card balance go below 0 or above its initial amount', async () => {
    await run(
      sql`insert into gift_cards (code, initial_amount, balance, valid_until) values ('GC-TABLES-1', 5000, 5000, '2030-01-01')`,
    );
    expect(
      await refusal(sql`update gift_cards set balance = balance - 5001 where code = 'GC-TABLES-1'`),
    ).toMatch(/gift_cards_balance_check/);
    expect(await refusal(sql`update gift_cards set balance = 5001 where code = 'GC-TABLES-1'`)).toMatch(
      /gift_cards_balance_check/,
    );
    await run(sql`update gift_cards set balance = balance - 5000 where code = 'GC-TABLES-1'`);
    expect(await run(sql`select balance from gift_cards where code = 'GC-TABLES-1'`)).toEqual([
      { balance: 0 },
    ]);
  });

  it('keep an order total equal to its parts and the amount to pay equal to the total minus gift cards', async () => {
    const insert = (total: number, toPay: number) =>
      refusal(sql`insert into orders (uuid, reference, secret_hash, status, locale, buyer, buyer_email, items_amount,
          insurance_amount, shipping_amount, reduction_amount, total_amount, gift_card_amount, amount_to_pay, expires_at)
        values (gen_random_uuid(), ${String(10000000 + total)}, 'h', 'awaiting_payment', 'fr_FR', '{}', 'a@b.c', 10000, 500, 0,
          1000, ${total}, 2000, ${toPay}, now())`);
    expect(await insert(9600, 7500)).toMatch(/orders_amounts_check/);
    expect(await insert(9500, 7600)).toMatch(/orders_amounts_check/);
    expect(await insert(9500, 7500)).toBe('accepted');
  });

  it('refuse an unknown order status and a promotion code used beyond its cap', async () => {
    expect(
      await refusal(sql`insert into orders (uuid, reference, secret_hash, status, locale, buyer, buyer_email, items_amount, total_amount,
          amount_to_pay, expires_at) values (gen_random_uuid(), '19999999', 'h', 'shipped', 'fr_FR', '{}', 'a@b.c', 0, 0, 0, now())`),
    ).toMatch(/orders_status_check/);
    await run(sql`insert into promotion_codes (code, kind, value, valid_from, valid_until, locales, usage_cap)
      values ('TABLES10', 'percent', 10, now(), now() + interval '1 day', '{fr_FR}', 1)`);
    await run(sql`update promotion_codes set used_count = used_count + 1 where code = 'TABLES10'`);
    expect(
      await refusal(sql`update promotion_codes set used_count = used_count + 1 where code = 'TABLES10'`),
    ).toMatch(/promotion_codes_values_check/);
  });

  it('bound an analytics payload to 8 KB', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(9000) });
    expect(
      await refusal(
        sql`insert into analytics_events (pos, name, payload) values ('fr', 'view_item', ${big}::jsonb)`,
      ),
    ).toMatch(/analytics_events_payload_check/);
    await run(
      sql`insert into analytics_events (pos, name, payload) values ('fr', 'view_item', '{"id": 1}'::jsonb)`,
    );
  });
});
