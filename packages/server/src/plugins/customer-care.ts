/** Customer-care sign-in: outside production a development token (Google sign-in is configured in production). */
import type { FastifyInstance } from 'fastify';
import type { StorefrontContext } from '../storefront-context';

/** The customer-care token of the development sign-in (outside production); the API accepts it there too. */
export const DEVELOPMENT_AGENT_TOKEN = 'development-agent';

export async function customerCarePlugin(app: FastifyInstance, { context }: { context: StorefrontContext }): Promise<void> {
  app.get<{ Querystring: { origin?: string } }>('/customer-care/login', async (request, reply) => {
    const target = sameSitePath(request.query.origin, request.headers.host ?? '');
    if (context.environment === 'production')
      return reply.status(501).send({ error: { code: 'NOT_CONFIGURED', message: 'Google sign-in is not configured' } });
    reply.header('set-cookie', `cc_google_token=${DEVELOPMENT_AGENT_TOKEN}; Path=/; SameSite=Lax; Max-Age=28800`);
    return reply.redirect(target, 302);
  });
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
