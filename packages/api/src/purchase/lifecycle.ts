/**
 * The order lifecycle (issue #28 §1): created → awaiting_payment → paid → confirmed, or failed, expired (unpaid
 * after 30 minutes), cancelled, refunded. This module alone changes `orders.status`; each change is made inside the
 * caller's transaction together with its `order_events` row, so the history never misses a step.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import type { OrderStatus } from '../db/schema';

/** Unpaid orders expire after this long (their stock hold and gift card amounts are given back). */
export const ORDER_TTL_MINUTES = 30;

/** Which statuses each status may be reached from. */
export const ALLOWED_FROM: Record<OrderStatus, readonly OrderStatus[]> = {
  created: [],
  awaiting_payment: ['created'],
  paid: ['awaiting_payment'],
  confirmed: ['paid'],
  failed: ['created', 'awaiting_payment', 'paid'],
  expired: ['created', 'awaiting_payment'],
  cancelled: ['created', 'awaiting_payment'],
  refunded: ['confirmed'],
};

/** A database handle or an open transaction. */
export type Tx = Pick<Db, 'execute'>;

export const rows = <T>(tx: Tx, query: ReturnType<typeof sql>) => queryRows<T>(tx as Db, query);

/** Records the creation of an order (its first history row). */
export async function recordCreated(tx: Tx, orderUuid: string, reason: string): Promise<void> {
  await tx.execute(
    sql`insert into order_events (order_uuid, from_status, to_status, reason) values (${orderUuid}, null, 'created', ${reason})`,
  );
}

/**
 * Moves an order to `to` when its current status allows it (the row is locked until the transaction ends) and
 * writes the history row. Returns the previous status, or null when the order is not in a status `to` may follow
 * (nothing changes then).
 */
export async function transition(
  tx: Tx,
  orderUuid: string,
  to: OrderStatus,
  reason: string,
): Promise<OrderStatus | null> {
  const from = ALLOWED_FROM[to];
  if (from.length === 0) return null;
  const changed = await rows<{ from: OrderStatus }>(
    tx,
    sql`with previous as (select status from orders where uuid = ${orderUuid} for update)
        update orders o set status = ${to}, updated_at = now()
        from previous
        where o.uuid = ${orderUuid} and previous.status in (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})
        returning previous.status as "from"`,
  );
  const previous = changed[0]?.from ?? null;
  if (previous) {
    await tx.execute(
      sql`insert into order_events (order_uuid, from_status, to_status, reason) values (${orderUuid}, ${previous}, ${to}, ${reason})`,
    );
  }
  return previous;
}

/** Locks an order for the rest of the transaction and returns its status (null when unknown). */
export async function lockOrder(tx: Tx, orderUuid: string): Promise<OrderStatus | null> {
  const found = await rows<{ status: OrderStatus }>(
    tx,
    sql`select status from orders where uuid = ${orderUuid} for update`,
  );
  return found[0]?.status ?? null;
}
