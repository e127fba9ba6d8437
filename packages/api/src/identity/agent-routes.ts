/**
 * Customer-care sign-in (site-wide spec §6): the agent's browser posts the ID token Google Identity Services gave it
 * (in development and test: one the local issuer signs), the API verifies it and opens an agent session cookie.
 */
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../server/errors';
import { rateLimitHook } from '../server/rate-limit';
import { typed, type RouteContext } from '../routes/context';
import { agentTokenRules, verifyAgentToken } from './agent-tokens';
import { AGENT_COOKIE, AGENT_SESSION_SECONDS, agentOf, closeAgentSession, openAgentSession } from './agent-sessions';
import { sessionCookie } from './session-cookie';

const TAGS = ['customer-care'];
const Agent = Type.Object({ agent: Type.Object({ email: Type.String(), name: Type.Union([Type.String(), Type.Null()]) }) });
/** Sign-in attempts per client and minute: a token cannot be guessed, but each costs a signature check. */
const SIGN_IN_LIMIT = { bucket: 'agent-sign-in', max: 20, windowMs: 60_000 };

export async function agentRoutes(instance: FastifyInstance, { database, config }: RouteContext): Promise<void> {
  const app = typed(instance);
  const { db } = database;
  const { rules, issuer } = await agentTokenRules(config);

  app.post(
    '/gateway/customer-care/session',
    {
      onRequest: rateLimitHook(db, SIGN_IN_LIMIT),
      schema: {
        tags: TAGS,
        summary: "Agent sign-in: verifies the Google ID token (401 INVALID_AGENT_TOKEN) and sets the agent's session cookie",
        body: Type.Object({ idToken: Type.String({ minLength: 1, maxLength: 8000 }) }, { additionalProperties: false }),
        response: { 200: Agent },
      },
    },
    async (request, reply) => {
      if (!rules) throw new ApiError(501, 'NOT_CONFIGURED', 'Customer-care sign-in needs GOOGLE_CLIENT_ID and CUSTOMER_CARE_DOMAIN');
      const agent = await verifyAgentToken(request.body.idToken, rules);
      const id = await openAgentSession(db, agent);
      reply.header('set-cookie', sessionCookie(AGENT_COOKIE, id, AGENT_SESSION_SECONDS, config.environment));
      return { agent };
    },
  );

  app.get(
    '/gateway/customer-care/session',
    { schema: { tags: TAGS, summary: 'The signed-in agent (401 when none)', response: { 200: Agent } } },
    async (request, reply) => {
      const agent = await agentOf(db, request.headers.cookie);
      if (!agent) throw new ApiError(401, 'NOT_SIGNED_IN', 'No customer-care agent is signed in');
      reply.header('cache-control', 'no-store');
      return { agent };
    },
  );

  app.delete(
    '/gateway/customer-care/session',
    { schema: { tags: TAGS, summary: "Agent sign-out: ends the session and clears its cookie" } },
    async (request, reply) => {
      await closeAgentSession(db, request);
      return reply.header('set-cookie', sessionCookie(AGENT_COOKIE, null, 0, config.environment)).status(204).send();
    },
  );

  // The local issuer exists in development and test only: elsewhere this route is not registered at all.
  if (issuer && rules) {
    app.post(
      '/gateway/customer-care/development-token',
      {
        onRequest: rateLimitHook(db, SIGN_IN_LIMIT),
        schema: {
          tags: TAGS,
          summary: "Development and test only: an agent ID token signed by the local issuer (Google's stand-in)",
          body: Type.Object({ email: Type.Optional(Type.String({ format: 'email', maxLength: 200 })) }, { additionalProperties: false }),
          response: { 200: Type.Object({ idToken: Type.String() }) },
        },
      },
      async (request) => {
        const email = request.body.email ?? `agent@${rules.hostedDomain}`;
        return { idToken: await issuer.issue(email) };
      },
    );
  }
}
