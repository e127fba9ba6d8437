/**
 * The analytics beacon (site-wide.md §7: `POST {endpoint}/analytics/ga/collect/{pos}`; product-and-purchase.md §7
 * events add_to_cart, view_item, view_item_list, select_item, personalization_item; issue #29 adds the purchase
 * funnel): stores each event in analytics_events so the funnel can be counted. Body in the shape of a GA4
 * Measurement Protocol request (client_id, events[] of name and params), at most 8 KB (413 above), at most
 * ANALYTICS_RATE_LIMIT requests per client and minute across all processes (429), answered 204.
 */
import { isSiteCode } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { analyticsEvents } from '../db/schema';
import { ApiError, invalidFields, notFound } from '../server/errors';
import { rateLimitHook } from '../server/rate-limit';
import type { ApiInstance, RouteContext } from '../routes/context';

export const ANALYTICS_EVENTS = [
  'launchPage',
  'search',
  'view_item_list',
  'select_item',
  'view_item',
  'personalization_item',
  'add_to_cart',
  'begin_checkout',
  'add_payment_info',
  'purchase',
  'payment_failure',
  'refund',
  'login',
] as const;

/** Largest beacon body in bytes; the table's CHECK bounds each stored event to the same size. */
export const ANALYTICS_BODY_LIMIT = 8 * 1024;
const MAX_EVENTS = 25;

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const ParamName = { type: 'string', maxLength: 40, pattern: NAME.source };
const MAX_PARAMS = 30;
const MAX_ITEMS = 20;
const MAX_TEXT = 500;
/** Event parameters: names checked by the schema, values by `paramsProblem` (see there why). */
const Params = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  maxProperties: MAX_PARAMS,
  propertyNames: ParamName,
  description: `Event parameters (value, currency, items...): text up to ${MAX_TEXT} characters, numbers, booleans, null, or a list of up to ${MAX_ITEMS} items made of those`,
});

const isScalar = (v: unknown) =>
  v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= MAX_TEXT);

/**
 * What is wrong with an event's params, or null: GA4-style values are text, numbers, booleans, null, or a list of
 * items (ecommerce) made of those. Checked here rather than by a schema union: the API's validator coerces types
 * (for query strings), and a union would store the number 259.5 as the text '259.5'.
 */
export function paramsProblem(params: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(params)) {
    if (isScalar(value)) continue;
    if (!Array.isArray(value)) return `${name} must be text (at most ${MAX_TEXT} characters), a number, a boolean, null or a list of items`;
    if (value.length > MAX_ITEMS) return `${name} has more than ${MAX_ITEMS} items`;
    for (const item of value) {
      if (!item || typeof item !== 'object' || Array.isArray(item)) return `${name} must be a list of objects`;
      const entries = Object.entries(item as Record<string, unknown>);
      if (entries.length > MAX_PARAMS || entries.some(([k, v]) => !NAME.test(k) || !isScalar(v))) {
        return `${name}: each item has at most ${MAX_PARAMS} named values of text, numbers, booleans or null`;
      }
    }
  }
  return null;
}

export const CollectBody = Type.Object(
  {
    client_id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._-]+$', description: 'Pseudonymous browser id' }),
    session_id: Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9._-]*$', description: 'Session (30 minutes)' })),
    events: Type.Array(
      Type.Object({ name: Type.Enum(ANALYTICS_EVENTS), params: Type.Optional(Params) }, { additionalProperties: false }),
      { minItems: 1, maxItems: MAX_EVENTS },
    ),
  },
  { additionalProperties: false },
);
const POS_PATTERN = /^[a-z]{2}_[A-Z]{2}$/;
export const CollectParams = Type.Object({ pos: Type.String({ maxLength: 5, pattern: POS_PATTERN.source, description: 'Site, e.g. fr_FR' }) });

/** The beacon route; register it in a scope of its own (rules-routes.ts): its text/plain parser must apply to it only. */
export async function analyticsRoutes(app: ApiInstance, { database, config }: RouteContext): Promise<void> {
  const { db } = database;
  // navigator.sendBeacon sends a string as text/plain (a 'simple' request: no CORS preflight): read it as JSON too
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: ANALYTICS_BODY_LIMIT }, app.getDefaultJsonParser('error', 'error'));
  app.post(
    '/gateway/analytics/ga/collect/:pos',
    {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      onRequest: [
        // an unknown site is a 404 before anything else is read (a malformed one is left to the schema's 400)
        async (request: FastifyRequest) => {
          const { pos } = request.params as { pos?: string };
          if (pos && POS_PATTERN.test(pos) && !isSiteCode(pos)) throw notFound('Site', pos);
        },
        rateLimitHook(db, { bucket: 'analytics', max: config.analyticsRateLimit, windowMs: 60_000 }),
      ],
      schema: {
        tags: ['analytics'],
        summary: `Analytics beacon: stores the events (body at most 8 KB, ANALYTICS_RATE_LIMIT requests per client and minute)`,
        params: CollectParams,
        body: CollectBody,
        response: {
          204: Type.Null({ description: 'Stored' }),
          413: { $ref: 'ErrorResponse#', description: 'Body over 8 KB' },
          429: { $ref: 'ErrorResponse#', description: 'Too many beacons from this client' },
        },
      },
    },
    async (request, reply) => {
      const { pos } = request.params;
      const { client_id: clientId, session_id: sessionId, events } = request.body;
      const problems = events.flatMap((event, i) => {
        const problem = event.params ? paramsProblem(event.params) : null;
        return problem ? [{ field: `events.${i}.params`, message: problem }] : [];
      });
      if (problems.length) throw invalidFields(problems);
      const rows = events.map((event) => ({
        pos,
        name: event.name,
        payload: { clientId, ...(sessionId ? { sessionId } : {}), params: event.params ?? {} },
      }));
      try {
        await db.insert(analyticsEvents).values(rows);
      } catch (err) {
        // check_violation: an event whose stored form (jsonb text) exceeds the table's 8 KB bound
        if ((err as { code?: string; cause?: { code?: string } }).code === '23514' || (err as { cause?: { code?: string } }).cause?.code === '23514') {
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'An event is too large to be stored', [{ field: 'body', message: 'is too large' }]);
        }
        throw err;
      }
      return reply.status(204).send(null);
    },
  );
}
