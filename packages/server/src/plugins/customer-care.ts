/**
 * Customer-care sign-in's entry (`/customer-care/login?origin=`): back to the origin page, which shows the sign-in
 * (Google's button; the local issuer in development and test) until the API has verified the agent; the page then
 * reloads in the mode. The session itself is the API's (identity/agent-routes.ts).
 */
import type { FastifyInstance } from 'fastify';

export async function customerCarePlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { origin?: string } }>('/customer-care/login', async (request, reply) =>
    reply.redirect(sameSitePath(request.query.origin, request.headers.host ?? ''), 302),
  );
}

/**
 * Where the sign-in returns: `origin` as a path of this site, else '/'. The path must not start with two slashes
 * (`/.//evil.example` resolves to `//evil.example`, which a browser reads as another host; a backslash is a slash).
 */
export function sameSitePath(origin: unknown, host: string): string {
  if (typeof origin !== 'string') return '/';
  try {
    const url = new URL(origin, `http://${host}`);
    const path = url.pathname + url.search + url.hash;
    return url.host === host && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}
