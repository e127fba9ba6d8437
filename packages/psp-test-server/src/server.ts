import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_VERSION, Account, list, retrieve } from './account';
import { authenticationPage } from './authentication-page';
import { BodyTooLarge, readBody } from './body';
import { listCharges } from './charges';
import { WebhookSender, type EventRequest } from './events';
import { IdempotentAnswers } from './idempotency';
import { newId, randomToken } from './ids';
import { Params, decodeForm } from './params';
import {
  cancelPaymentIntent,
  capturePaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  listPaymentIntents,
  retrievePaymentIntent,
  updatePaymentIntent,
} from './payment-intents';
import { createPaymentMethod } from './payment-methods';
import { createRefund, listRefunds } from './refunds';
import { StripeApiError, authenticationError, invalidRequest } from './stripe-error';

export interface PspTestServerOptions {
  /** 0 (the default) takes a free port */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** where events are POSTed, signed; none: events are only listed at GET /v1/events */
  webhookUrl?: string;
  /** the endpoint's signing secret (whsec_...); a random one by default, read it from the handle */
  webhookSecret?: string;
  /** the only secret key accepted; by default any test-mode secret key (sk_test_...) */
  secretKey?: string;
  /** attempts per webhook event, the first included (default 5) */
  webhookAttempts?: number;
  /** delay before the first webhook retry, doubled before each next one (default 1000 ms) */
  webhookRetryDelayMs?: number;
  /** receives one line per failed webhook attempt and per unexpected error */
  log?: (line: string) => void;
}

export interface PspTestServer {
  /** http://host:port, what `new Stripe(key, { host, port, protocol: 'http' })` points at */
  url: string;
  port: number;
  webhookSecret: string;
  setWebhookUrl(url: string | undefined): void;
  close(): Promise<void>;
}

type Handler = (account: Account, p: Params, request: EventRequest, id: string) => object;

interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  handler: Handler;
  /**
   * callable with a publishable key (pk_test_...) as Stripe.js does from a checkout page: always, or only with the
   * PaymentIntent's client_secret
   */
  publishable?: 'always' | 'with_client_secret';
}

const ID = '([A-Za-z0-9_]+)';
const route = (
  method: Route['method'],
  path: string,
  handler: Handler,
  publishable?: Route['publishable'],
): Route => ({
  method,
  path: new RegExp(`^/v1/${path.replace(':id', ID)}$`),
  handler,
  publishable,
});

/** The subset of Stripe's v1 API the storefront uses (docs/decisions/0030-local-stripe-compatible-psp.md). */
const ROUTES: Route[] = [
  route('POST', 'payment_intents', (a, p, r) => createPaymentIntent(a, p, r)),
  route('GET', 'payment_intents', (a, p) => listPaymentIntents(a, p)),
  route(
    'GET',
    'payment_intents/:id',
    (a, p, _r, id) => retrievePaymentIntent(a, p, id),
    'with_client_secret',
  ),
  route('POST', 'payment_intents/:id', updatePaymentIntent),
  route('POST', 'payment_intents/:id/confirm', confirmPaymentIntent, 'with_client_secret'),
  route('POST', 'payment_intents/:id/capture', capturePaymentIntent),
  route('POST', 'payment_intents/:id/cancel', cancelPaymentIntent),
  route('POST', 'payment_methods', (a, p) => createPaymentMethod(a, p), 'always'),
  route(
    'GET',
    'payment_methods/:id',
    (a, p, _r, id) => retrieve(p, a.paymentMethods, 'PaymentMethod', id).object,
  ),
  route('GET', 'charges', (a, p) => listCharges(a, p)),
  route('GET', 'charges/:id', (a, p, _r, id) => retrieve(p, a.charges, 'charge', id)),
  route('POST', 'refunds', (a, p, r) => createRefund(a, p, r)),
  route('GET', 'refunds', (a, p) => listRefunds(a, p)),
  route('GET', 'refunds/:id', (a, p, _r, id) => retrieve(p, a.refunds, 'refund', id)),
  route('GET', 'events', (a, p) => {
    // type takes Stripe's wildcard form too (payment_intent.*)
    const type = p.string('type');
    const types = p.strings('types');
    const matches = (t: string) =>
      (!type || (type.endsWith('.*') ? t.startsWith(type.slice(0, -1)) : t === type)) &&
      (!types || types.includes(t));
    return list(
      p,
      '/v1/events',
      [...a.events.values()].filter((e) => matches(e.type)),
    );
  }),
  route('GET', 'events/:id', (a, p, _r, id) => retrieve(p, a.events, 'event', id)),
];

/** Fields that name another object and can be replaced by it with expand[] (data.<field> in a list). */
const EXPANDABLE = new Set(['latest_charge', 'payment_method', 'payment_intent', 'charge']);

function readExpand(p: Params): string[] {
  const paths = p.strings('expand') ?? [];
  for (const path of paths) {
    if (!EXPANDABLE.has(path.replace(/^data\./, '')))
      throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
  }
  return paths;
}

function expand(account: Account, object: object, paths: string[]): object {
  const copy = structuredClone(object) as Record<string, unknown>;
  for (const path of paths) {
    const targets = path.startsWith('data.')
      ? ((copy.data as Record<string, unknown>[] | undefined) ?? [])
      : [copy];
    const field = path.replace(/^data\./, '');
    for (const target of targets) {
      const id = target[field];
      const found = typeof id === 'string' ? account.find(id) : undefined;
      if (found) target[field] = structuredClone(found);
    }
  }
  return copy;
}

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

function presentedKey(header: string | undefined): string | undefined {
  const [scheme, value] = (header ?? '').trim().split(/\s+/, 2);
  if (!value) return undefined;
  if (/^bearer$/i.test(scheme!)) return value;
  if (/^basic$/i.test(scheme!))
    return Buffer.from(value, 'base64').toString('utf8').split(':')[0] || undefined;
  return undefined;
}

/** Stripe shows a refused key with all but its prefix and last 4 characters hidden. */
const mask = (key: string) =>
  key.length <= 12
    ? '*'.repeat(key.length)
    : `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;

export async function startPspTestServer(options: PspTestServerOptions = {}): Promise<PspTestServer> {
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret ?? `whsec_${randomToken(32)}`,
    attempts: options.webhookAttempts ?? 5,
    retryDelayMs: options.webhookRetryDelayMs ?? 1000,
    log: options.log,
  });
  const account = new Account(webhooks);
  const answers = new IdempotentAnswers();

  /** Which key the request carries: a secret key for every route, a publishable one for the routes that allow it. */
  function authenticate(req: IncomingMessage): { key: string; publishable: boolean } {
    const key = presentedKey(req.headers.authorization);
    if (!key) throw authenticationError(NO_KEY);
    const secretOk = options.secretKey ? key === options.secretKey : /^sk_test_\w+$/.test(key);
    if (secretOk) return { key, publishable: false };
    if (/^pk_test_\w+$/.test(key)) return { key, publishable: true };
    throw authenticationError(`Invalid API Key provided: ${mask(key)}`);
  }

  function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
    res.writeHead(status, {
      ...headers,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
    });
    res.end(body);
  }

  const errorJson = (err: StripeApiError, requestId: string) =>
    JSON.stringify(
      { error: { ...err.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } },
      null,
      2,
    );

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestId = newId('req');
    const version = req.headers['stripe-version'];
    const headers: Record<string, string> = {
      'Request-Id': requestId,
      'Stripe-Version': typeof version === 'string' ? version : API_VERSION,
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache, no-store',
    };
    try {
      const { key, publishable } = authenticate(req);
      const method = req.method ?? 'GET';
      const matched = ROUTES.map((r) => ({
        r,
        m: r.method === method ? r.path.exec(url.pathname) : null,
      })).find((x) => x.m);
      if (!matched) {
        throw new StripeApiError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        });
      }
      const secretOnly = () =>
        authenticationError(
          'This API call cannot be made with a publishable API key. Please use a secret API key.',
          'secret_key_required',
        );
      if (publishable && !matched.r.publishable) throw secretOnly();
      let text = url.search.slice(1);
      if (method === 'POST') {
        text = await readBody(req);
        const type = req.headers['content-type'] ?? '';
        if (text && !type.startsWith('application/x-www-form-urlencoded')) {
          throw invalidRequest(
            `Invalid request: unsupported Content-Type ${type}. Use application/x-www-form-urlencoded.`,
          );
        }
      }
      // From here on nothing awaits: the idempotency check, the change and its saved answer happen as one step.
      const idempotencyKey = method === 'POST' ? req.headers['idempotency-key'] : undefined;
      if (typeof idempotencyKey === 'string') {
        headers['Idempotency-Key'] = idempotencyKey;
        if (idempotencyKey.length > 255)
          throw invalidRequest('Idempotency keys can be up to 255 characters long.', {
            param: 'Idempotency-Key',
          });
      }
      const routeName = `${method} ${url.pathname}`;
      // the parameters, whatever their order in the body
      const fingerprint = JSON.stringify([...new URLSearchParams(text)].sort());
      const previous =
        typeof idempotencyKey === 'string'
          ? answers.replay(key, idempotencyKey, routeName, fingerprint)
          : undefined;
      if (previous) {
        send(res, previous.status, previous.body, {
          ...headers,
          'Idempotent-Replayed': 'true',
          'Original-Request': previous.requestId,
        });
        return;
      }
      const params = new Params(decodeForm(text));
      if (publishable && matched.r.publishable === 'with_client_secret' && !params.has('client_secret'))
        throw secretOnly();
      const expandPaths = readExpand(params);
      const request: EventRequest = {
        id: requestId,
        idempotency_key: typeof idempotencyKey === 'string' ? idempotencyKey : null,
      };
      let status = 200;
      let body: string;
      try {
        const result = matched.r.handler(account, params, request, matched.m![1] ?? '');
        body = JSON.stringify(expand(account, result, expandPaths), null, 2);
      } catch (err) {
        if (!(err instanceof StripeApiError) || !err.replayable) throw err;
        status = err.statusCode;
        body = errorJson(err, requestId);
      }
      if (typeof idempotencyKey === 'string')
        answers.save(key, idempotencyKey, routeName, fingerprint, { status, body, requestId });
      send(res, status, body, headers);
    } catch (err) {
      if (err instanceof StripeApiError) {
        send(res, err.statusCode, errorJson(err, requestId), headers);
      } else if (err instanceof BodyTooLarge) {
        send(res, 413, errorJson(invalidRequest('Request body too large (over 1 MiB).'), requestId), headers);
      } else {
        options.log?.(
          `unexpected error on ${req.method} ${url.pathname}: ${(err as Error).stack ?? String(err)}`,
        );
        send(
          res,
          500,
          JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }),
          { ...headers, 'Stripe-Should-Retry': 'false' },
        );
      }
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
        'Access-Control-Max-Age': '300',
      });
      res.end();
      return;
    }
    const done = url.pathname.startsWith('/redirect/authenticate/')
      ? authenticationPage(account, req, res, url)
      : api(req, res, url);
    done.catch((err: unknown) => {
      options.log?.(`unexpected error on ${req.method} ${url.pathname}: ${String(err)}`);
      if (!res.headersSent) res.writeHead(err instanceof BodyTooLarge ? 413 : 500);
      res.end();
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const reachable =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  account.baseUrl = `http://${reachable}:${port}`;

  return {
    url: account.baseUrl,
    port,
    webhookSecret: webhooks.secret,
    setWebhookUrl: (url) => webhooks.setUrl(url),
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, webhooks.close()]);
    },
  };
}
