/**
 * Purchase tests' set-up: the API over real HTTP on a seeded test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), its PSP adapter pointed at the local Stripe-compatible server, whose signed webhooks come back
 * to the API's webhook route; plus a bookable stay of the catalogue and order bodies for it.
 */
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { startPspTestServer, type PspTestServer } from '@storefront/psp-test-server';
import { queryRows, type Database } from '../db';
import { addDays } from '../db/pricing';
import { testDatabase } from '../db/testing';
import { buildApp } from '../server/build-app';
import { readConfig, type ApiConfig } from '../server/config';
import type { FastifyInstance } from 'fastify';
import type { OrderBody } from './schemas';

export const SECRET_KEY = 'sk_test_purchase';
export const WEBHOOK_SECRET = 'whsec_purchase_test';
/** The customer-care agent the tests sign in (the development issuer's domain). */
export const AGENT_EMAIL = 'alice@customer-care.test';

export interface PurchaseTestApi {
  app: FastifyInstance;
  database: Database;
  psp: PspTestServer;
  /** the SDK on the test PSP, to look at what the PSP holds */
  stripe: Stripe;
  url: string;
  close(): Promise<void>;
}

export async function purchaseTestApi(config: Partial<ApiConfig> = {}): Promise<PurchaseTestApi> {
  const psp = await startPspTestServer({
    port: 0,
    webhookSecret: WEBHOOK_SECRET,
    secretKey: SECRET_KEY,
    webhookRetryDelayMs: 50,
  });
  const database = await testDatabase({ seed: 'small' });
  const app = await buildApp({
    database,
    config: {
      ...readConfig({}),
      psp: {
        apiHost: '127.0.0.1',
        apiPort: psp.port,
        apiProtocol: 'http',
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
      },
      ...config,
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  psp.setWebhookUrl(`${url}/gateway/purchase/psp-webhook`);
  const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: psp.port, protocol: 'http' });
  return {
    app,
    database,
    psp,
    stripe,
    url,
    async close() {
      psp.setWebhookUrl(undefined);
      await app.close();
      await psp.close();
      await database.close();
    },
  };
}

/**
 * A verified agent's session cookie, obtained as an agent's browser does: an ID token of the local development
 * issuer (Google's stand-in), posted to the sign-in route.
 */
export async function agentCookie(url: string, email = AGENT_EMAIL): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const { idToken } = (await (await post('/gateway/customer-care/development-token', { email })).json()) as { idToken: string };
  const signIn = await post('/gateway/customer-care/session', { idToken });
  if (signIn.status !== 200) throw new Error(`agent sign-in refused: ${await signIn.text()}`);
  return String(signIn.headers.get('set-cookie')).split(';')[0]!;
}

export interface Stay {
  offerId: number;
  checkin: string;
  checkout: string;
  nights: number;
  /** the availability row (main offer) */
  mainOfferId: number;
}

/** Bookable stays for 2 adults (from the offers' from-prices), none needing activity dates, on distinct main offers. */
/** Bookable stays for 2 adults without activity dates; `giftable`: stays a single voucher covers, or not. */
export async function bookableStays(database: Database, count: number, options: { giftable?: boolean } = {}): Promise<Stay[]> {
  const giftable = sql`(o.giftable and exists (select 1 from single_voucher_prices sv where sv.offer_id = o.id))`;
  const found = await queryRows<{ offerId: number; checkin: string; nights: number; mainOfferId: number }>(
    database.db,
    sql`select o.id as "offerId", to_char(o.from_checkin, 'YYYY-MM-DD') as checkin, o.from_nights as nights,
          coalesce(o.parent_offer_id, o.id) as "mainOfferId"
        from offers o
        where o.parent_offer_id is null and o.published and o.kind = 'stay' and o.from_checkin > current_date + 2
          and not exists (select 1 from offer_program_lines l where l.offer_id = o.id and l.needs_date)
          ${options.giftable === undefined ? sql`` : options.giftable ? sql`and ${giftable}` : sql`and not ${giftable}`}
        order by o.id limit ${count}`,
  );
  if (found.length < count) throw new Error(`the test catalogue has only ${found.length} bookable stays`);
  return found.map((s) => ({ ...s, checkout: addDays(s.checkin, s.nights) }));
}

/** Sets the rooms left on every night of a stay. */
export async function setRoomsLeft(database: Database, stay: Stay, rooms: number): Promise<void> {
  await database.db.execute(sql`update offer_availability set rooms_left = (
      select array_agg(case when n.i between x.first and x.first + ${stay.nights}::integer - 1 then ${rooms}::smallint else n.r end order by n.i)
      from unnest(rooms_left) with ordinality n(r, i))
    from (select (${stay.checkin}::date - start_date) + 1 as first from offer_availability where offer_id = ${stay.mainOfferId}) x
    where offer_id = ${stay.mainOfferId}`);
}

/** Fewest rooms left over a stay's nights. */
export async function roomsLeft(database: Database, stay: Stay): Promise<number> {
  const [row] = await queryRows<{ rooms: number }>(
    database.db,
    sql`select min(r)::integer as rooms from offer_availability av, lateral (select (${stay.checkin}::date - av.start_date) + 1 as first) x,
          unnest(av.rooms_left[x.first : x.first + ${stay.nights}::integer - 1]) r
        where av.offer_id = ${stay.mainOfferId}`,
  );
  return row!.rooms;
}

export const BUYER = {
  email: 'Camille.Martin@example.org',
  civility: 'MRS',
  firstName: 'Camille',
  lastName: 'Martin',
  phoneNumber: '06 12 34 56 78',
  addressLine: '12 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
} as const;

export function stayOrder(stay: Stay, expectedAmount: number, extra: Partial<OrderBody> = {}): OrderBody {
  return {
    locale: 'fr_FR',
    currency: 'EUR',
    expectedAmount,
    buyer: { ...BUYER },
    items: [
      {
        shortStayItem: {
          reservationCriteria: {
            offerId: stay.offerId,
            activityDaySelections: [],
            pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
            travelPeriod: { checkinDate: stay.checkin, checkoutDate: stay.checkout },
          },
        },
      },
    ],
    ...extra,
  };
}

/** Polls until `check` returns a value (webhooks arrive on their own time); fails after 10 s. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
