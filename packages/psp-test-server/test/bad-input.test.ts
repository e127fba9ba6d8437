import fc from 'fast-check';
import type Stripe from 'stripe';
import type { PspTestServer } from '../src';
import { confirmedIntent, SECRET_KEY, startPsp } from './helpers';

// Whatever a client sends, the server answers JSON: an object, or Stripe's error shape with a 4xx. Never a 5xx.

let psp: PspTestServer;
let stripe: Stripe;
let ids: Record<string, string>;

beforeAll(async () => {
  ({ psp, stripe } = await startPsp());
  const paid = await confirmedIntent(stripe, { amount: 5000 });
  const held = await confirmedIntent(stripe, { amount: 5000, capture_method: 'manual' });
  const refund = await stripe.refunds.create({ payment_intent: paid.id, amount: 100 });
  const [event] = (await stripe.events.list({ limit: 1 })).data;
  ids = {
    paid: paid.id,
    held: held.id,
    charge: paid.latest_charge as string,
    refund: refund.id,
    event: event!.id,
    pm: paid.payment_method as string,
  };
});
afterAll(() => psp.close());

const NAMES = [
  'amount',
  'currency',
  'capture_method',
  'metadata',
  'payment_method',
  'confirm',
  'return_url',
  'description',
  'expand',
  'amount_to_capture',
  'cancellation_reason',
  'payment_intent',
  'charge',
  'reason',
  'type',
  'card',
  'limit',
  'starting_after',
  'ending_before',
  'allowed_payment_method_types',
  'payment_method_types',
  'automatic_payment_methods',
  'client_secret',
  'billing_details',
  'types',
  '__proto__',
  'constructor',
];
const VALUES = [
  '',
  '0',
  '-1',
  '50',
  '1000',
  '99999999999',
  '1e3',
  'true',
  'false',
  'eur',
  'EUR',
  'manual',
  'card',
  'pm_card_visa',
  'pm_card_chargeDeclined',
  'pm_card_authenticationRequired',
  'http://127.0.0.1:1/x',
  'javascript:alert(1)',
  '4242424242424242',
  'latest_charge',
  'customer',
  '%',
  '\u0000',
  'é',
];

const key = fc
  .tuple(
    fc.constantFrom(...NAMES),
    fc.array(
      fc.oneof(
        fc.constantFrom('', '0', '1', 'number', 'exp_month', 'exp_year', 'orderUuid', 'enabled', 'wallet'),
        fc.string({ maxLength: 4 }),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([name, path]) => name + path.map((p) => `[${p}]`).join(''));
const body = fc.array(
  fc.tuple(
    fc.oneof(key, fc.string({ maxLength: 12 })),
    fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 20 })),
  ),
  { maxLength: 8 },
);

const ROUTES: Array<[string, (ids: Record<string, string>) => string]> = [
  ['POST', () => '/v1/payment_intents'],
  ['GET', () => '/v1/payment_intents'],
  ['GET', (i) => `/v1/payment_intents/${i.paid}`],
  ['POST', (i) => `/v1/payment_intents/${i.held}`],
  ['POST', (i) => `/v1/payment_intents/${i.paid}/confirm`],
  ['POST', (i) => `/v1/payment_intents/${i.held}/capture`],
  ['POST', (i) => `/v1/payment_intents/${i.paid}/cancel`],
  ['POST', () => '/v1/payment_methods'],
  ['GET', (i) => `/v1/payment_methods/${i.pm}`],
  ['GET', () => '/v1/charges'],
  ['GET', (i) => `/v1/charges/${i.charge}`],
  ['POST', () => '/v1/refunds'],
  ['GET', () => '/v1/refunds'],
  ['GET', (i) => `/v1/refunds/${i.refund}`],
  ['GET', () => '/v1/events'],
  ['GET', (i) => `/v1/events/${i.event}`],
];

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

describe.each(ROUTES)('%s %s', (method, path) => {
  it('answers JSON, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (pairs) => {
        const form = new URLSearchParams(pairs).toString();
        const url = `${psp.url}${path(ids)}${method === 'GET' ? `?${form}` : ''}`;
        const res = await fetch(url, {
          method,
          headers: {
            Authorization: `Bearer ${SECRET_KEY}`,
            ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: method === 'POST' ? form : undefined,
        });
        expect(res.status).toBeLessThan(500);
        const json = (await res.json()) as { error?: { type: string; message: string }; object?: string };
        if (res.status >= 400)
          expect(json.error).toEqual(
            expect.objectContaining({ type: expect.any(String), message: expect.any(String) }),
          );
        else expect(typeof json.object).toBe('string');
      }),
      { numRuns: RUNS },
    );
  });
});

it('the authentication page answers HTML, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      body,
      fc.constantFrom(
        `/redirect/authenticate/${'pi_x'}`,
        '/redirect/authenticate/',
        '/redirect/authenticate/%00',
      ),
      async (pairs, path) => {
        const res = await fetch(`${psp.url}${path}`, {
          method: 'POST',
          body: new URLSearchParams(pairs),
          redirect: 'manual',
        });
        expect(res.status).toBeLessThan(500);
        await res.arrayBuffer();
      },
    ),
    { numRuns: RUNS },
  );
});
