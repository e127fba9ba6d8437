/** Customer-care sign-in: outside production a development token (Google sign-in is configured in production). */
import type { FastifyInstance } from 'fastify';
import type { StorefrontContext } from '../storefront-context';

/** The customer-care token of the development sign-in (outside production); the API accepts it there too. */
export const DEVELOPMENT_AGENT_TOKEN = 'development-agent';

export async function customerCarePlugin(app: FastifyInstance, { context }: { context: StorefrontContext }): Promise<void> {
  app.get<{ Querystring: { origin?: string } }>('/customer-care/login', async (request, reply) => {
    const origin = typeof request.query.origin === 'string' ? request.query.origin : '/';
    const host = request.headers.host ?? '';
    let target = '/';
    try {
      const u = new URL(origin, `http://${host}`);
      if (u.host === host) target = u.pathname + u.search + u.hash;
    } catch {
      target = '/';
    }
    if (context.environment === 'production')
      return reply.status(501).send({ error: { code: 'NOT_CONFIGURED', message: 'Google sign-in is not configured' } });
    reply.header('set-cookie', `cc_google_token=${DEVELOPMENT_AGENT_TOKEN}; Path=/; SameSite=Lax; Max-Age=28800`);
    return reply.redirect(target, 302);
  });
}
