import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Account, PaymentIntentEntry } from './account';
import { readBody } from './body';
import { decodeForm, type FormObject } from './params';
import { StripeApiError } from './stripe-error';
import { answerAuthentication } from './payment-intents';

// Stripe's test 3D Secure page: next_action.redirect_to_url.url opens it; the buyer (or a Playwright test) presses
// 'Complete' or 'Fail', and is sent back to the return_url with payment_intent, payment_intent_client_secret and
// redirect_status, as Stripe does.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function send(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}` +
      `form{display:inline-block;margin-right:1rem}button{font-size:1rem;padding:.6rem 1.4rem}</style></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
}

function whereToReturn(entry: PaymentIntentEntry): string | null {
  if (!entry.returnUrl) return null;
  const intent = entry.object;
  const url = new URL(entry.returnUrl);
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('payment_intent_client_secret', intent.client_secret!);
  url.searchParams.set(
    'redirect_status',
    intent.status === 'succeeded' || intent.status === 'requires_capture' ? 'succeeded' : 'failed',
  );
  return url.toString();
}

function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

/** GET shows the page, POST (answer=complete|fail, with the client secret) records the answer and redirects. */
export async function authenticationPage(
  account: Account,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const id = /^\/redirect\/authenticate\/(pi_[A-Za-z0-9]+)$/.exec(url.pathname)?.[1];
  let form: FormObject = {};
  if (req.method === 'POST') {
    try {
      form = decodeForm(await readBody(req));
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      send(res, 400, 'Bad request', `<p>${escapeHtml(err.message)}</p>`);
      return;
    }
  }
  const secret = req.method === 'POST' ? form.client_secret : url.searchParams.get('client_secret');
  const entry = id ? account.paymentIntents.get(id) : undefined;
  if (!entry || typeof secret !== 'string' || secret !== entry.object.client_secret) {
    send(res, 404, 'Payment not found', '<p>This authentication link is not valid.</p>');
    return;
  }
  const intent = entry.object;
  if (req.method === 'POST') {
    if (form.answer !== 'complete' && form.answer !== 'fail') {
      send(res, 400, 'Unknown answer', '<p>Choose Complete or Fail.</p>');
      return;
    }
    answerAuthentication(account, entry, form.answer);
    const back = whereToReturn(entry);
    if (back) {
      res.writeHead(303, { Location: back, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    send(
      res,
      200,
      intent.status === 'succeeded' || intent.status === 'requires_capture'
        ? 'Authentication complete'
        : 'Authentication failed',
      '<p>You can close this window.</p>',
    );
    return;
  }
  if (intent.status !== 'requires_action') {
    send(res, 409, 'Nothing to authenticate', '<p>This payment no longer awaits authentication.</p>');
    return;
  }
  const hidden = `<input type="hidden" name="client_secret" value="${escapeHtml(secret)}">`;
  send(
    res,
    200,
    '3D Secure test payment page',
    `<p>This is a test payment of <strong>${escapeHtml(formatAmount(intent.amount, intent.currency))}</strong>. ` +
      `Complete or fail the authentication the card issuer asks for.</p>` +
      `<form method="post">${hidden}<button name="answer" value="complete">Complete</button></form>` +
      `<form method="post">${hidden}<button name="answer" value="fail">Fail</button></form>`,
  );
}
