import type Stripe from 'stripe';
import type { PspTestServer } from '../src';
import { confirmedIntent, rejection, startPsp } from './helpers';

let psp: PspTestServer;
let stripe: Stripe;

beforeAll(async () => {
  ({ psp, stripe } = await startPsp());
});
afterAll(() => psp.close());

const RETURN_URL = 'http://127.0.0.1:9/checkout/return?step=payment';

/** What a browser does on the authentication page: open it, then press one of its buttons. */
async function answer(intent: Stripe.PaymentIntent, button: 'Complete' | 'Fail'): Promise<Response> {
  const pageUrl = intent.next_action!.redirect_to_url!.url!;
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = [...html.matchAll(/<form method="post">(.*?)<\/form>/g)]
    .map((m) => m[1]!)
    .find((f) => f.includes(`>${button}</button>`));
  expect(form).toBeDefined();
  const fields = new URLSearchParams(
    [...form!.matchAll(/name="([^"]+)" value="([^"]+)"/g)].map((m) => [m[1]!, m[2]!] as [string, string]),
  );
  return fetch(pageUrl.split('?')[0]!, { method: 'POST', body: fields, redirect: 'manual' });
}

function returnedTo(res: Response): URL {
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

describe('3D Secure (pm_card_authenticationRequired)', () => {
  it('stops at requires_action with a redirect to this server’s authentication page', async () => {
    const intent = await confirmedIntent(stripe, {
      amount: 8000,
      payment_method: 'pm_card_authenticationRequired',
      return_url: RETURN_URL,
    });
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action).toMatchObject({
      type: 'redirect_to_url',
      redirect_to_url: { return_url: RETURN_URL },
    });
    expect(
      intent.next_action!.redirect_to_url!.url!.startsWith(
        `${psp.url}/redirect/authenticate/${intent.id}?client_secret=`,
      ),
    ).toBe(true);
    expect(intent.latest_charge).toBeNull();
    const page = await (await fetch(intent.next_action!.redirect_to_url!.url!)).text();
    expect(page).toContain('€80.00');
  });

  it('Complete: charges the card and sends the buyer back to return_url with payment_intent', async () => {
    const intent = await confirmedIntent(stripe, {
      amount: 8000,
      payment_method: 'pm_card_authenticationRequired',
      return_url: RETURN_URL,
    });
    const back = returnedTo(await answer(intent, 'Complete'));
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:9/checkout/return');
    expect(back.searchParams.get('step')).toBe('payment');
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    expect(back.searchParams.get('payment_intent_client_secret')).toBe(intent.client_secret);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const paid = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 8000, next_action: null });
    expect((paid.latest_charge as Stripe.Charge).payment_method_details?.card?.three_d_secure).toMatchObject({
      result: 'authenticated',
    });
  });

  it('Fail: leaves the intent awaiting another payment method with payment_intent_authentication_failure', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 8000, currency: 'eur' });
    const pending = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: RETURN_URL,
    });
    const back = returnedTo(await answer(pending, 'Fail'));
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    const failed = await stripe.paymentIntents.retrieve(intent.id);
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      latest_charge: null,
    });
    expect(failed.last_payment_error).toMatchObject({ code: 'payment_intent_authentication_failure' });
    // a second answer (back button, double click) changes nothing
    const late = await fetch(pending.next_action!.redirect_to_url!.url!.split('?')[0]!, {
      method: 'POST',
      body: new URLSearchParams({ client_secret: intent.client_secret!, answer: 'complete' }),
      redirect: 'manual',
    });
    expect(returnedTo(late).searchParams.get('redirect_status')).toBe('failed');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('with manual capture, Complete authorises (requires_capture)', async () => {
    const intent = await confirmedIntent(stripe, {
      amount: 8000,
      capture_method: 'manual',
      payment_method: 'pm_card_authenticationRequired',
      return_url: RETURN_URL,
    });
    expect(returnedTo(await answer(intent, 'Complete')).searchParams.get('redirect_status')).toBe(
      'succeeded',
    );
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 8000,
    });
  });

  it('a card that declines after authentication ends in requires_payment_method with its decline', async () => {
    const intent = await confirmedIntent(stripe, {
      amount: 8000,
      payment_method: 'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds',
      return_url: RETURN_URL,
    });
    expect(returnedTo(await answer(intent, 'Complete')).searchParams.get('redirect_status')).toBe('failed');
    expect((await stripe.paymentIntents.retrieve(intent.id)).last_payment_error).toMatchObject({
      decline_code: 'insufficient_funds',
    });
  });

  it('without return_url, the page itself says how it ended', async () => {
    const intent = await confirmedIntent(stripe, {
      amount: 8000,
      payment_method: 'pm_card_authenticationRequired',
    });
    const res = await answer(intent, 'Complete');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Authentication complete');
  });

  it('refuses the page without the intent’s client secret, and changes nothing', async () => {
    const intent = await confirmedIntent(stripe, {
      amount: 8000,
      payment_method: 'pm_card_authenticationRequired',
      return_url: RETURN_URL,
    });
    const url = `${psp.url}/redirect/authenticate/${intent.id}`;
    expect((await fetch(`${url}?client_secret=${intent.id}_secret_wrong`)).status).toBe(404);
    const forged = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ client_secret: 'nope', answer: 'complete' }),
      redirect: 'manual',
    });
    expect(forged.status).toBe(404);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_action');
  });

  it('an intent awaiting authentication can be canceled, and a capture is refused', async () => {
    const intent = await confirmedIntent(stripe, {
      amount: 8000,
      capture_method: 'manual',
      payment_method: 'pm_card_authenticationRequired',
    });
    expect(await rejection(stripe.paymentIntents.capture(intent.id))).toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    expect((await stripe.paymentIntents.cancel(intent.id)).status).toBe('canceled');
  });
});
