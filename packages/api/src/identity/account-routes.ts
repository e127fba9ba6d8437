/** Customer account routes (site-wide spec §2 account routes, §3 account state and wishlist; decision 0082). */
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { Locale } from '../schemas/common';
import { OrderView } from '../purchase/schemas';
import { accountTrips } from './trips';
import { ApiError } from '../server/errors';
import { rateLimitHook } from '../server/rate-limit';
import { typed, type RouteContext } from '../routes/context';
import {
  ACCOUNT_COOKIE,
  ACCOUNT_SESSION_SECONDS,
  accountWishlist,
  addToWishlist,
  deleteAccount,
  removeFromWishlist,
  requestSignInCode,
  requireAccount,
  sharedWishlist,
  signInWithCode,
  signOut,
  updateProfile,
  wishlistShareToken,
} from './accounts';
import { sessionCookie } from './session-cookie';
import { startWishlistAlerts } from './wishlist-alerts';

const TAGS = ['account'];
const Email = Type.String({ format: 'email', maxLength: 200 });
const Kind = Type.Union([Type.Literal('stay'), Type.Literal('activity')]);
const WishlistItem = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    label: Type.String({ minLength: 1, maxLength: 300 }),
    hotel: Type.Optional(Type.String({ maxLength: 300 })),
    // root-relative or https only: a shared list's links and pictures cannot carry a script
    imageUrl: Type.Optional(Type.String({ maxLength: 1000, pattern: '^(/(?![/\\\\])|https://)' })),
    uri: Type.String({ maxLength: 1000, pattern: '^/(?![/\\\\])' }),
    kind: Kind,
    // a stay wished on dates: the alert job watches its price and availability on them
    checkin: Type.Optional(Type.String({ format: 'date' })),
    checkout: Type.Optional(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);
const Lists = Type.Object({ stays: Type.Array(WishlistItem, { maxItems: 100 }), activities: Type.Array(WishlistItem, { maxItems: 100 }) });
const Nullable = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);
const Profile = Type.Object({
  email: Type.String(),
  firstName: Nullable(100),
  lastName: Nullable(100),
  phone: Nullable(30),
  language: Type.Union([Type.Literal('fr'), Type.Literal('es'), Type.Literal('nl'), Type.Literal('it'), Type.Null()]),
  newsletter: Type.Boolean(),
});
const ProfileUpdate = Type.Partial(Type.Omit(Profile, ['email']), { additionalProperties: false });
const profileOf = ({ email, firstName, lastName, phone, language, newsletter }: { email: string; firstName: string | null; lastName: string | null; phone: string | null; language: string | null; newsletter: boolean }) => ({
  email,
  firstName,
  lastName,
  phone,
  language: language as 'fr' | 'es' | 'nl' | 'it' | null,
  newsletter,
});

export async function accountRoutes(instance: FastifyInstance, { database, config }: RouteContext): Promise<void> {
  const app = typed(instance);
  const { db } = database;
  const cookie = (value: string | null) => sessionCookie(ACCOUNT_COOKIE, value, ACCOUNT_SESSION_SECONDS, config.environment);

  // the price-drop and available-again alerts run in the API process (WISHLIST_ALERT_INTERVAL_MS, 0: off)
  if (config.wishlistAlertIntervalMs > 0) {
    let alerts: { stop(): Promise<void> } | null = null;
    instance.addHook('onReady', async () => {
      alerts = startWishlistAlerts(db, config.siteOrigins, config.wishlistAlertIntervalMs, (err) => instance.log.error({ err }, 'wishlist alerts'));
    });
    instance.addHook('onClose', async () => {
      await alerts?.stop();
    });
  }

  app.post(
    '/gateway/account/sign-in-codes',
    {
      onRequest: rateLimitHook(db, { bucket: 'sign-in-code', max: config.signInCodeRateLimit, windowMs: 10 * 60_000 }),
      schema: {
        tags: TAGS,
        summary: 'Sends a one-time sign-in code by e-mail (10 minutes, single use). The same 202 for every address: it never tells whether an account exists',
        body: Type.Object({ email: Email, locale: Locale }, { additionalProperties: false }),
        response: { 202: Type.Object({ status: Type.Literal('sent') }) },
      },
    },
    async (request, reply) => {
      await requestSignInCode(db, request.body.email, request.body.locale);
      return reply.status(202).send({ status: 'sent' as const });
    },
  );

  app.post(
    '/gateway/account/session',
    {
      onRequest: rateLimitHook(db, { bucket: 'sign-in', max: 20, windowMs: 10 * 60_000 }),
      schema: {
        tags: TAGS,
        summary: 'Signs in with the e-mailed code (401 INVALID_CODE) and sets the session cookie; opens the account on first use',
        body: Type.Object({ email: Email, code: Type.String({ pattern: '^[0-9]{6}$' }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ profile: Profile }) },
      },
    },
    async (request, reply) => {
      const { account, sessionId } = await signInWithCode(db, request.body.email, request.body.code);
      reply.header('set-cookie', cookie(sessionId));
      return { profile: profileOf(account) };
    },
  );

  app.delete(
    '/gateway/account/session',
    {
      schema: {
        tags: TAGS,
        summary: 'Signs out this device, or every device of the account with ?everywhere=true',
        querystring: Type.Object({ everywhere: Type.Optional(Type.Boolean()) }),
      },
    },
    async (request, reply) => {
      await signOut(db, request.headers.cookie, request.query.everywhere === true);
      return reply.header('set-cookie', cookie(null)).status(204).send();
    },
  );

  app.get(
    '/gateway/account/profile',
    { schema: { tags: TAGS, summary: 'The signed-in account (401 NOT_SIGNED_IN)', response: { 200: Profile } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profileOf(await requireAccount(db, request.headers.cookie));
    },
  );

  app.put(
    '/gateway/account/profile',
    { schema: { tags: TAGS, summary: 'Changes name, phone, language or newsletter consent (the fields sent)', body: ProfileUpdate, response: { 200: Profile } } },
    async (request) => profileOf(await updateProfile(db, await requireAccount(db, request.headers.cookie), request.body)),
  );

  app.delete(
    '/gateway/account',
    { schema: { tags: TAGS, summary: 'Deletes the account and its data (sessions on every device, wishlist, codes)' } },
    async (request, reply) => {
      await deleteAccount(db, await requireAccount(db, request.headers.cookie));
      return reply.header('set-cookie', cookie(null)).status(204).send();
    },
  );

  const Day = Type.Union([Type.String({ format: 'date' }), Type.Null()]);
  const Trip = Type.Object({ order: OrderView, hotel: Type.Union([Type.String(), Type.Null()]), checkin: Day, checkout: Day, cancellationDeadline: Day });
  app.get(
    '/gateway/account/trips',
    {
      schema: {
        tags: TAGS,
        summary: "Bookings & Trips: the orders of the account's e-mail, upcoming and past, with their vouchers and the last day to cancel a stay",
        response: { 200: Type.Object({ upcoming: Type.Array(Trip), past: Type.Array(Trip) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accountTrips(db, await requireAccount(db, request.headers.cookie));
    },
  );

  app.get(
    '/gateway/account/wishlist',
    { schema: { tags: TAGS, summary: "The account's wishlist: stays and activities, most recent first", response: { 200: Lists } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accountWishlist(db, await requireAccount(db, request.headers.cookie));
    },
  );

  app.post(
    '/gateway/account/wishlist',
    {
      schema: {
        tags: TAGS,
        summary: "Adds items to the account's wishlist, keeping its own (the browser's list merged at sign-in); answers the whole list",
        body: Lists,
        response: { 200: Lists },
      },
    },
    async (request) => {
      const account = await requireAccount(db, request.headers.cookie);
      const { stays, activities } = request.body;
      if (stays.some((i) => i.kind !== 'stay') || activities.some((i) => i.kind !== 'activity'))
        throw new ApiError(400, 'VALIDATION_ERROR', 'Stays and activities go in their own lists', [{ field: 'body', message: 'kind does not match the list' }]);
      await addToWishlist(db, account, [...stays, ...activities]);
      return accountWishlist(db, account);
    },
  );

  app.delete(
    '/gateway/account/wishlist/:kind/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Removes an item from the account's wishlist; answers the whole list",
        params: Type.Object({ kind: Kind, id: Type.String({ maxLength: 64 }) }),
        response: { 200: Lists },
      },
    },
    async (request) => {
      const account = await requireAccount(db, request.headers.cookie);
      await removeFromWishlist(db, account, request.params.kind, request.params.id);
      return accountWishlist(db, account);
    },
  );

  app.post(
    '/gateway/account/wishlist/share',
    {
      schema: {
        tags: TAGS,
        summary: "The read-only link's token of the account's wishlist (made once)",
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: Type.Object({ token: Type.String() }) },
      },
    },
    async (request) => ({ token: await wishlistShareToken(db, await requireAccount(db, request.headers.cookie)) }),
  );

  app.get(
    '/gateway/wishlists/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'A shared wishlist, read-only (404 for an unknown token)',
        params: Type.Object({ token: Type.String({ maxLength: 64 }) }),
        response: { 200: Lists },
      },
    },
    async (request) => {
      const list = await sharedWishlist(db, request.params.token);
      if (!list) throw new ApiError(404, 'NOT_FOUND', 'No shared wishlist with this link');
      return list;
    },
  );
}
