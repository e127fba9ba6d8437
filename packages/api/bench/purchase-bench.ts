/**
 * Purchase scenario of `npm run bench:api` (issue #28): on PostgreSQL, the API as its own process with its PSP
 * adapter pointed at the local Stripe-compatible server (signed webhooks back to the API). 10 buyers at once, each
 * in a loop for BENCH_DURATION seconds: create an order for a bookable stay (POST /gateway/purchase/orders), then pay
 * it (POST /gateway/purchase/zeppto): p50/p95 of each call. Then the figures of the two exactly-once scenarios:
 * 20 buyers of the last 3 rooms and 50 identical submits of one order and of its payment.
 * Run alone: BENCH_DATABASE_URL=postgres://... (seeded) npx tsx bench/purchase-bench.ts
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { startPspTestServer } from '@storefront/psp-test-server';
import { openDatabase, queryRows, type Database } from '../src/db';
import { addDays } from '../src/db/pricing';
import { fmt, percentile, startApiProcess } from './api-bench';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const BUYERS = 10;
const SECRET_KEY = 'sk_test_bench';
const WEBHOOK_SECRET = 'whsec_bench';

interface Stay {
  offerId: number;
  mainOfferId: number;
  checkin: string;
  nights: number;
}

const BUYER = {
  email: 'bench@example.org',
  civility: 'MR',
  firstName: 'Bench',
  lastName: 'Buyer',
  phoneNumber: '06 12 34 56 78',
  addressLine: '1 rue de Rivoli',
  postalCode: '75001',
  city: 'Paris',
  country: 'FR',
};

/** Bookable stays for 2 adults without activity dates, priced by sf_quote (the server's own price). */
async function stays(database: Database, count: number): Promise<(Stay & { price: number })[]> {
  return queryRows(
    database.db,
    sql`select o.id as "offerId", coalesce(o.parent_offer_id, o.id) as "mainOfferId", to_char(o.from_checkin, 'YYYY-MM-DD') as checkin,
          o.from_nights as nights, q.sell_price as price
        from offers o cross join lateral sf_quote(o.id, o.from_checkin, o.from_nights, 2, 0, 0) q
        where o.parent_offer_id is null and o.published and o.kind = 'stay' and o.from_checkin > current_date + 2 and q.bookable
          and not exists (select 1 from offer_program_lines l where l.offer_id = o.id and l.needs_date)
        order by o.popularity desc, o.id limit ${count}`,
  );
}

function orderBody(stay: Stay & { price: number }, email = BUYER.email) {
  return {
    locale: 'fr_FR',
    currency: 'EUR',
    expectedAmount: stay.price,
    buyer: { ...BUYER, email },
    items: [
      {
        shortStayItem: {
          reservationCriteria: {
            offerId: stay.offerId,
            activityDaySelections: [],
            pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
            travelPeriod: { checkinDate: stay.checkin, checkoutDate: addDays(stay.checkin, stay.nights) },
          },
        },
      },
    ],
  };
}

async function post(base: string, path: string, body: unknown, key = randomUUID()) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

const p = (values: number[], q: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    q,
  );

/** Runs the purchase scenarios against a seeded PostgreSQL database; returns the report's markdown section. */
export async function purchaseBench(databaseUrl: string): Promise<string> {
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  const psp = await startPspTestServer({ port: 0, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const api = await startApiProcess({
    DATABASE_URL: databaseUrl,
    PSP_API_HOST: '127.0.0.1',
    PSP_API_PORT: String(psp.port),
    PSP_API_PROTOCOL: 'http',
    PSP_SECRET_KEY: SECRET_KEY,
    PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  psp.setWebhookUrl(`${api.url}/gateway/purchase/psp-webhook`);
  const lines: string[] = ['## Purchase — PostgreSQL', ''];
  const loadAtStart = os.loadavg()[0]!;
  try {
    const pool = await stays(database, 400);
    if (pool.length < 60) throw new Error(`only ${pool.length} bookable stays for the purchase bench`);
    // the two exactly-once scenarios use their own stays; the load takes the rest, round robin
    const [scarce, duplicated, ...load] = pool;

    // 1. order creation + payment, 10 buyers at once
    const create: number[] = [];
    const pay: number[] = [];
    const outcomes = new Map<string, number>();
    const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
    let next = 0;
    const until = Date.now() + DURATION * 1000;
    await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        while (Date.now() < until) {
          const stay = load[next++ % load.length]!;
          const order = await post(api.url, '/gateway/purchase/orders', orderBody(stay));
          create.push(order.ms);
          if (order.status !== 201) {
            count(`order ${order.status}`);
            continue;
          }
          const intent = (JSON.parse(order.text) as { payment: { paymentIntentId: string } }).payment
            .paymentIntentId;
          const paid = await post(api.url, '/gateway/purchase/zeppto', {
            pspAuthorization: { paymentIntentId: intent, paymentMethod: 'pm_card_visa' },
          });
          pay.push(paid.ms);
          count(paid.status === 200 ? 'confirmed' : `payment ${paid.status}`);
        }
      }),
    );
    lines.push(
      `${BUYERS} buyers at once for ${DURATION} s, each creating an order for a stay then paying it (pm_card_visa, manual capture):`,
      '',
      '| Call | Requests | p50 ms | p95 ms | p99 ms |',
      '|---|---|---|---|---|',
      `| POST /gateway/purchase/orders | ${create.length} | ${fmt(p(create, 50))} | ${fmt(p(create, 95))} | ${fmt(p(create, 99))} |`,
      `| POST /gateway/purchase/zeppto | ${pay.length} | ${fmt(p(pay, 50))} | ${fmt(p(pay, 95))} | ${fmt(p(pay, 99))} |`,
      '',
      `Outcomes: ${[...outcomes].map(([k, v]) => `${v} ${k}`).join(', ') || 'none'}.`,
      '',
    );

    // 2. 20 buyers of the last 3 rooms
    await database.db.execute(sql`update offer_availability set rooms_left = (
        select array_agg(case when n.i between x.first and x.first + ${scarce!.nights}::integer - 1 then 3::smallint else n.r end order by n.i)
        from unnest(rooms_left) with ordinality n(r, i))
      from (select (${scarce!.checkin}::date - start_date) + 1 as first from offer_availability where offer_id = ${scarce!.mainOfferId}) x
      where offer_id = ${scarce!.mainOfferId}`);
    const started = performance.now();
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(api.url, '/gateway/purchase/orders', orderBody(scarce!, `scarce${i}@example.org`)),
      ),
    );
    const scarceMs = performance.now() - started;
    const won = buyers.filter((b) => b.status === 201);
    const paid = await Promise.all(
      won.map((b) =>
        post(api.url, '/gateway/purchase/zeppto', {
          pspAuthorization: {
            paymentIntentId: (JSON.parse(b.text) as { payment: { paymentIntentId: string } }).payment
              .paymentIntentId,
            paymentMethod: 'pm_card_visa',
          },
        }),
      ),
    );
    const refused = buyers.filter((b) => b.status === 409 && b.text.includes('NO_MORE_AVAILABILITY')).length;
    lines.push(
      `20 buyers of the last 3 rooms at once: ${won.length} orders (${paid.filter((x) => x.status === 200).length} confirmed), ${refused} 'no more availability' answers, ` +
        `${buyers.length - won.length - refused} other answers; all 20 answered in ${fmt(scarceMs)} ms (slowest ${fmt(Math.max(...buyers.map((b) => b.ms)))} ms).`,
      '',
    );

    // 3. 50 identical submits of one order, then of its payment
    const orderKey = randomUUID();
    const submitted = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(api.url, '/gateway/purchase/orders', orderBody(duplicated!, 'twice@example.org'), orderKey),
      ),
    );
    const first = JSON.parse(submitted[0]!.text) as {
      payment?: { paymentIntentId: string };
      booking?: { orderUUID: string };
    };
    const payKey = randomUUID();
    const payments = first.payment
      ? await Promise.all(
          Array.from({ length: 50 }, () =>
            post(
              api.url,
              '/gateway/purchase/zeppto',
              {
                pspAuthorization: {
                  paymentIntentId: first.payment!.paymentIntentId,
                  paymentMethod: 'pm_card_visa',
                },
              },
              payKey,
            ),
          ),
        )
      : [];
    const [stored] = await queryRows<{ orders: number; confirmed: number }>(
      database.db,
      sql`select (select count(*)::integer from orders where buyer_email = 'twice@example.org') as orders,
                 (select count(*)::integer from order_events where order_uuid = ${first.booking?.orderUUID ?? null}::uuid and to_status = 'confirmed') as confirmed`,
    );
    lines.push(
      `50 identical order submits at once (one Idempotency-Key): ${new Set(submitted.map((s) => s.text)).size} distinct answer(s), ${stored!.orders} order stored, ` +
        `slowest answer ${fmt(Math.max(...submitted.map((s) => s.ms)))} ms; 50 identical payments: ${new Set(payments.map((s) => s.text)).size} distinct answer(s), ` +
        `order confirmed ${stored!.confirmed} time(s), slowest ${fmt(Math.max(...payments.map((s) => s.ms)))} ms.`,
      '',
      `Machine: ${os.cpus().length} cores, load average (1 min) ${fmt(loadAtStart)} at the start and ${fmt(os.loadavg()[0]!)} at the end.`,
      '',
    );
  } finally {
    await api.stop();
    await psp.close();
    await database.close();
  }
  return lines.join('\n');
}

if (require.main === module) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL (a seeded PostgreSQL database) is required');
  void purchaseBench(url).then(
    (text) => console.log(text),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
