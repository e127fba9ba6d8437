/** The runtime configuration of a page for the shell outside the server's pages (webpack dev server). */
import type { FastifyInstance } from 'fastify';
import type { StorefrontContext } from '../storefront-context';

export async function runtimeConfigPlugin(app: FastifyInstance, { context }: { context: StorefrontContext }): Promise<void> {
  app.get<{ Querystring: { path?: string } }>('/runtime-config.json', async (request, reply) => {
    const url = typeof request.query.path === 'string' && request.query.path.startsWith('/') ? request.query.path : '/';
    const { config } = await context.pageFor(request, url);
    return reply.header('cache-control', 'no-cache').send(config);
  });
}
