/**
 * Room stock of stays (docs/decisions/0020): an order holds its room nights by subtracting them from the main
 * offer's `offer_availability.rooms_left` (so sf_quote, search and calendars stop selling them at once), under the
 * availability row's lock; payment turns the hold into a sale in the payment's transaction; an order that ends
 * unpaid (expired, cancelled, failed) or is refunded gives its nights back.
 */
import { sql } from 'drizzle-orm';
import { rows, type Tx } from './lifecycle';

export interface StayStock {
  /** the availability row: the main offer */
  offerId: number;
  checkin: string;
  nights: number;
  rooms: number;
}

/** Adds `delta` rooms to each night of the stay (negative: takes them). */
function changeRooms(stay: StayStock, delta: number) {
  return sql`update offer_availability av
    set rooms_left = (
      select array_agg(case when n.i between x.first and x.first + ${stay.nights}::integer - 1 then n.r + ${delta}::integer else n.r end order by n.i)
      from unnest(av.rooms_left) with ordinality as n(r, i)
    )
    from (select (${stay.checkin}::date - start_date) + 1 as first from offer_availability where offer_id = ${stay.offerId}) x
    where av.offer_id = ${stay.offerId}`;
}

/**
 * Holds the stay's rooms for an order. Locks the offer's availability row (concurrent buyers of the same offer
 * queue here), then takes the rooms only when every night still has enough. Returns false (nothing changed) when
 * a night has fewer rooms left than asked or lies outside the availability window.
 */
export async function holdStay(
  tx: Tx,
  orderUuid: string,
  stay: StayStock,
  expiresAt: Date,
): Promise<boolean> {
  const locked = await rows<{ fewest: number | null; inWindow: boolean }>(
    tx,
    sql`select (select min(r) from unnest(rooms_left[x.first : x.first + ${stay.nights}::integer - 1]) r) as fewest,
          x.first >= 1 and x.first + ${stay.nights}::integer - 1 <= cardinality(rooms_left) as "inWindow"
        from offer_availability, lateral (select (${stay.checkin}::date - start_date) + 1 as first) x
        where offer_id = ${stay.offerId}
        for update of offer_availability`,
  );
  const row = locked[0];
  if (!row || !row.inWindow || row.fewest == null || row.fewest < stay.rooms) return false;
  await tx.execute(changeRooms(stay, -stay.rooms));
  await tx.execute(sql`insert into stock_holds (order_uuid, offer_id, checkin, nights, rooms, state, expires_at)
    values (${orderUuid}, ${stay.offerId}, ${stay.checkin}, ${stay.nights}, ${stay.rooms}, 'held', ${expiresAt.toISOString()})`);
  return true;
}

/** Turns an order's holds into sold rooms (in the transaction that records its payment). */
export async function takeHolds(tx: Tx, orderUuid: string): Promise<void> {
  await tx.execute(
    sql`update stock_holds set state = 'taken' where order_uuid = ${orderUuid} and state = 'held'`,
  );
}

/** Gives an order's rooms back (held or taken) to the availability; returns how many holds were released. */
export async function releaseHolds(tx: Tx, orderUuid: string): Promise<number> {
  const released = await rows<StayStock>(
    tx,
    sql`update stock_holds set state = 'released' where order_uuid = ${orderUuid} and state in ('held', 'taken')
        returning offer_id as "offerId", to_char(checkin, 'YYYY-MM-DD') as checkin, nights, rooms`,
  );
  for (const stay of released) await tx.execute(changeRooms(stay, stay.rooms));
  return released.length;
}
