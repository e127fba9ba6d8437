/**
 * Marketing write side (site-wide spec §2, §4, §5, §7): newsletter subscription, contact cases and the
 * self-hosted captcha. Registered by the API with `{ database }`.
 *
 * - POST /gateway/marketing/newsletter (footer block and pop-up): 201 'subscribed', also for an address already
 *   subscribed (no duplicate; the answer does not tell whether it was); invalid email -> 400 naming `email`. No GET:
 *   any page could subscribe a visitor with an image tag.
 * - POST /gateway/contact/cases: every field rule of §5, reason -> request type and subtype, captcha verified
 *   unless a verified customer-care agent sends it (identity/agent-sessions.ts); stored in contact_cases.
 *   Only cases stored count against the visitor's quota: a form sent back with errors does not.
 * - GET /gateway/captcha/challenge: an ALTCHA challenge.
 * Invalid -> 400, oversized -> 413, too frequent (per client) -> 429; nothing is stored on any 4xx.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db';
import { contactCases, newsletterSubscriptions } from '../../db/schema';
import { agentOf } from '../../identity/agent-sessions';
import { invalidFields } from '../../server/errors';
import { rateLimitHook } from '../../server/rate-limit';
import { captcha as createCaptcha, type CaptchaOptions } from './captcha';
import { LIMITS, isValidEmail, validateContact } from './rules';

export { CONTACT_REASONS, REASON_REQUEST, validateContact } from './rules';

export interface MarketingLimits {
  /** newsletter subscriptions per client and minute */
  newsletterPerMinute: number;
  /** contact cases per client and 10 minutes */
  contactPer10Minutes: number;
  /** captcha challenges per client and minute */
  challengesPerMinute: number;
}

export const DEFAULT_LIMITS: MarketingLimits = { newsletterPerMinute: 10, contactPer10Minutes: 5, challengesPerMinute: 30 };

export interface MarketingRoutesOptions {
  database: Pick<Database, 'db'> & Partial<Database>;
  limits?: Partial<MarketingLimits>;
  captcha?: CaptchaOptions;
}

const LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const;
const COUNTRIES = ['FR', 'ES', 'BE', 'NL', 'IT'] as const;
const LANGUAGES = ['fr', 'es', 'nl', 'it'] as const;
const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

const ErrorShape = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  }),
});

const NewsletterInput = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    country: literals(COUNTRIES),
    language: literals(LANGUAGES),
    source: Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9_-]*$' })),
  },
  { additionalProperties: false },
);

const NewsletterResponse = Type.Object({
  status: Type.Literal('subscribed'),
  email: Type.String(),
  country: Type.String(),
  language: Type.String(),
});

const ContactBody = Type.Object(
  {
    Booking_ID__c: Type.Optional(Type.String({ maxLength: 40 })),
    contact_reason: Type.Optional(Type.String({ maxLength: 40 })),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
    email: Type.Optional(Type.String({ maxLength: 400 })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.Optional(Type.String({ maxLength: 60 })),
    requestType: Type.Optional(Type.String({ maxLength: 80 })),
    requestSubtype: Type.Optional(Type.String({ maxLength: 80 })),
    locale: literals(LOCALES),
    /** ALTCHA payload (base64) */
    captcha: Type.Optional(Type.String({ maxLength: 8_000 })),
  },
  { additionalProperties: false },
);

const ContactResponse = Type.Object({
  id: Type.Integer(),
  status: Type.Literal('New'),
  reason: Type.String(),
  requestType: Type.String(),
  requestSubtype: Type.String(),
});

const ChallengeResponse = Type.Object({
  parameters: Type.Object({}, { additionalProperties: true }),
  signature: Type.Optional(Type.String()),
});

function hashIp(ip: string): string {
  return createHash('sha256').update(`storefront-contact:${ip}`).digest('hex').slice(0, 32);
}

export default async function marketingRoutes(instance: FastifyInstance, opts: MarketingRoutesOptions): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts.database;
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const captcha = createCaptcha(db, { secret: process.env.ALTCHA_HMAC_KEY, ...opts.captcha });

  // counted in PostgreSQL per client address (TRUST_PROXY decides whether X-Forwarded-For names it): every process
  // on one database shares them (docs/decisions/0039-rate-limits-in-postgresql.md)
  const newsletterLimit = rateLimitHook(db, { bucket: 'newsletter', max: limits.newsletterPerMinute, windowMs: 60_000 });
  const challengeLimit = rateLimitHook(db, { bucket: 'captcha-challenge', max: limits.challengesPerMinute, windowMs: 60_000 });
  const contactLimit = rateLimitHook(db, { bucket: 'contact', max: limits.contactPer10Minutes, windowMs: 10 * 60_000 });

  async function subscribe(input: { email: string; country: string; language: string; source?: string }) {
    const email = input.email.trim().toLowerCase();
    if (!isValidEmail(email)) throw invalidFields([{ field: 'email', message: 'Email seems incorrect' }]);
    await db
      .insert(newsletterSubscriptions)
      .values({ email, country: input.country, language: input.language, source: input.source || null })
      .onConflictDoNothing();
    // the same answer for a new and a known address: it must not tell who is subscribed
    return { status: 'subscribed' as const, email, country: input.country, language: input.language };
  }

  app.post(
    '/gateway/marketing/newsletter',
    {
      bodyLimit: 2048,
      onRequest: newsletterLimit,
      schema: {
        tags: ['marketing'],
        summary: 'Subscribe an email to the newsletter (footer block, pop-up)',
        body: NewsletterInput,
        response: { 201: NewsletterResponse, 413: ErrorShape, 429: ErrorShape },
      },
    },
    async (request, reply) => reply.status(201).send(await subscribe({ ...request.body, source: request.body.source ?? 'footer' })),
  );

  app.get(
    '/gateway/captcha/challenge',
    {
      onRequest: challengeLimit,
      schema: {
        tags: ['marketing'],
        summary: 'A proof-of-work captcha challenge (ALTCHA)',
        response: { 200: ChallengeResponse, 429: ErrorShape },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );

  app.post(
    '/gateway/contact/cases',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['marketing'],
        summary: 'Create a customer-care case from the contact form',
        body: ContactBody,
        response: { 201: ContactResponse, 413: ErrorShape, 429: ErrorShape },
      },
    },
    async (request, reply) => {
      const result = validateContact(request.body);
      const customerCare = (await agentOf(db, request.headers.cookie)) !== null;
      const fields = result.ok ? [] : [...result.fields];
      if (!customerCare) {
        const payload = request.body.captcha;
        if (!payload) fields.push({ field: 'captcha', message: 'Mandatory field' });
        else if (!(await captcha.verify(payload))) fields.push({ field: 'captcha', message: 'Captcha verification failed' });
      }
      if (!result.ok || fields.length) throw invalidFields(fields);
      // per visitor, counted once the case is accepted; verified customer-care agents are not limited: a call
      // centre sells from one address
      if (!customerCare) await contactLimit(request, reply);
      const value = result.value;
      const [row] = await db
        .insert(contactCases)
        .values({
          locale: request.body.locale,
          reason: value.reason,
          requestType: value.requestType,
          requestSubtype: value.requestSubtype,
          bookingId: value.bookingId,
          name: value.name,
          email: value.email,
          phone: value.phone,
          description: value.description,
          sourceIpHash: hashIp(request.ip),
        })
        .returning({ id: contactCases.id });
      return reply.status(201).send({ id: row!.id, status: 'New' as const, reason: value.reason, requestType: value.requestType, requestSubtype: value.requestSubtype });
    },
  );
}

export { LIMITS };
