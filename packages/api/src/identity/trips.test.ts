/** 'Bookings & Trips' over real HTTP: a paid stay shows for its buyer's account with its cancellation deadline. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { addDays } from '../db/pricing';
import { BUYER, bookableStays, eventually, purchaseTestApi, stayOrder, type PurchaseTestApi, type Stay } from '../purchase/test-fixture';

let api: PurchaseTestApi;
let stays: Stay[];

beforeAll(async () => {
  api = await purchaseTestApi({ environment: 'test' });
  stays = await bookableStays(api.database, 2);
}, 300_000);
afterAll(() => api?.close());

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any, cookie: String(response.headers.get('set-cookie')).split(';')[0]! };
}

async function signIn(email: string): Promise<string> {
  await call('POST', '/gateway/account/sign-in-codes', { email, locale: 'fr_FR' });
  const [mail] = await queryRows<{ body: string }>(api.database.db, sql`select body from outbox_messages where template = 'sign-in-code' and to_address = ${email} order by id desc limit 1`);
  return (await call('POST', '/gateway/account/session', { email, code: /^\d{6}$/m.exec(mail!.body)![0] })).cookie;
}

async function paidOrder(stay: Stay): Promise<string> {
  const quote = await call('GET', `/product/${stay.offerId}/quote?checkin=${stay.checkin}&nights=${stay.nights}&adult=2&child=0&baby=0&locale=fr_FR`);
  const created = await call('POST', '/gateway/purchase/orders', stayOrder(stay, quote.body.priceInfo.sellPrice), { 'idempotency-key': randomUUID() });
  expect(created.status).toBe(201);
  const paid = await call('POST', '/gateway/purchase/zeppto', { pspAuthorization: { paymentIntentId: created.body.payment.paymentIntentId, paymentMethod: 'pm_card_visa' } }, { 'idempotency-key': randomUUID() });
  expect(paid.status).toBe(200);
  const uuid: string = created.body.booking.orderUUID;
  // confirmed once the PSP's webhook came back
  await eventually(async () => (await queryRows<{ status: string }>(api.database.db, sql`select status from orders where uuid = ${uuid}`))[0]?.status === 'confirmed');
  return uuid;
}

test("the buyer's account sees the paid stay upcoming with its last day to cancel, and a stay that is over as past", async () => {
  const [first, second] = [await paidOrder(stays[0]!), await paidOrder(stays[1]!)];
  // the second stay happened last year
  const lastYear = addDays(stays[1]!.checkin, -365);
  await api.database.db.execute(
    sql`update order_items set details = details || jsonb_build_object('checkinDate', ${lastYear}::text, 'checkoutDate', ${addDays(lastYear, stays[1]!.nights)}::text) where order_uuid = ${second}`,
  );
  const [policy] = await queryRows<{ cancellable: boolean | null; days: number | null }>(
    api.database.db,
    sql`select cp.cancellable, cp.deadline_days_before_checkin as days from offers o left join cancellation_policies cp on cp.id = o.cancellation_policy_id where o.id = ${stays[0]!.offerId}`,
  );

  const cookie = await signIn(BUYER.email.toLowerCase());
  const trips = await call('GET', '/gateway/account/trips', undefined, { cookie });
  expect(trips.status).toBe(200);
  expect(trips.body.upcoming.map((t: { order: { orderUUID: string } }) => t.order.orderUUID)).toEqual([first]);
  const [upcoming] = trips.body.upcoming;
  const [hotel] = await queryRows<{ label: string }>(api.database.db, sql`select h.label from offers o join hotels h on h.id = o.hotel_id where o.id = ${stays[0]!.offerId}`);
  expect(upcoming).toMatchObject({ hotel: hotel!.label, checkin: stays[0]!.checkin, checkout: stays[0]!.checkout, order: { status: 'confirmed', buyer: { firstName: 'Camille' } } });
  const deadline = policy?.cancellable && policy.days !== null ? addDays(stays[0]!.checkin, -policy.days) : null;
  expect(upcoming.cancellationDeadline).toBe(deadline !== null && deadline >= new Date().toISOString().slice(0, 10) ? deadline : null);
  expect(trips.body.past).toEqual([expect.objectContaining({ checkin: lastYear, cancellationDeadline: null, order: expect.objectContaining({ orderUUID: second }) })]);

  // another account sees none of them; nobody signed in gets a 401
  const other = await signIn('someone.else@example.org');
  expect((await call('GET', '/gateway/account/trips', undefined, { cookie: other })).body).toEqual({ upcoming: [], past: [] });
  expect((await call('GET', '/gateway/account/trips')).status).toBe(401);
});
