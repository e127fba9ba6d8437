/**
 * 'Bookings & Trips' (site-wide §2 /account/trips; decision 0082): the orders bought with the account's e-mail,
 * upcoming and past, each with what it issued (vouchers) and, for a cancellable stay, the last day to cancel
 * (the offer's cancellation policy: that many days before check-in, as search cards show it).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import { buyersOrder } from '../purchase/orders';
import { todayIso } from '../routes/common';
import type { Account } from './accounts';

export interface TripDates {
  /** the stay's hotel (null for gifts) */
  hotel: string | null;
  checkin: string | null;
  checkout: string | null;
  cancellationDeadline: string | null;
}

export async function accountTrips(db: Db, account: Account, today = todayIso()) {
  // orders that happened: not the ones still unpaid, failed or expired
  const rows = await queryRows<{ uuid: string } & TripDates>(
    db,
    sql`select o.uuid, min(h.label) as hotel, min(i.details->>'checkinDate') as checkin, max(i.details->>'checkoutDate') as checkout,
          to_char(min(case when cp.cancellable and cp.deadline_days_before_checkin is not null
                           then (i.details->>'checkinDate')::date - cp.deadline_days_before_checkin end), 'YYYY-MM-DD') as "cancellationDeadline"
        from orders o
        left join order_items i on i.order_uuid = o.uuid and i.kind = 'stay'
        left join offers f on f.id = i.product_id
        left join hotels h on h.id = f.hotel_id
        left join cancellation_policies cp on cp.id = f.cancellation_policy_id
        where o.buyer_email = ${account.email} and o.status in ('paid', 'confirmed', 'cancelled', 'refunded')
        group by o.uuid, o.created_at
        order by o.created_at desc`,
  );
  const trips = await Promise.all(
    rows.map(async ({ uuid, hotel, checkin, checkout, cancellationDeadline }) => {
      const order = (await buyersOrder(db, uuid, account.email))!;
      // a deadline passed, or an order no longer confirmed, leaves nothing to cancel
      const cancellable = order.status === 'confirmed' && cancellationDeadline !== null && cancellationDeadline >= today;
      return { order, hotel, checkin, checkout, cancellationDeadline: cancellable ? cancellationDeadline : null };
    }),
  );
  // past: the stay is over; vouchers without dates stay upcoming until used
  const isPast = (t: TripDates) => t.checkout !== null && t.checkout < today;
  return { upcoming: trips.filter((t) => !isPast(t)), past: trips.filter(isPast) };
}
