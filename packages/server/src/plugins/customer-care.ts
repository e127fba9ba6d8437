/**
 * Customer-care sign-in's entry (`/customer-care/login?origin=`): back to the origin page, which shows the sign-in
 * (Google's button; the local issuer in development and test) until the API has verified the agent; the page then
 * reloads in the mode. The session itself is the API's (identity/agent-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sameSitePath } from '@storefront/contracts';

export async function customerCarePlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { origin?: string } }>('/customer-care/login', async (request, reply) =>
    reply.redirect(sameSitePath(request.query.origin, request.headers.host ?? ''), 302),
  );
}
