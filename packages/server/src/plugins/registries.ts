/** The registries (/registry/<env>, /registry/<env>/minisite/<slug>): which remote builds a page loads, never cached. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RegistryDocument } from '@storefront/contracts';
import type { StorefrontContext } from '../storefront-context';

export async function registriesPlugin(app: FastifyInstance, { context }: { context: StorefrontContext }): Promise<void> {
  const sendRegistry = (reply: FastifyReply, doc: RegistryDocument | null) => {
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*');
    if (!doc) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such registry' } });
    return reply.send(doc);
  };
  app.get<{ Params: { env: string } }>('/registry/:env', async (request, reply) => {
    const env = request.params.env.replace(/\.json$/, '');
    return sendRegistry(reply, context.registry(env));
  });
  app.get<{ Params: { env: string; slug: string } }>('/registry/:env/minisite/:slug', async (request, reply) => {
    const slug = request.params.slug.replace(/\.json$/, '');
    const index = await context.contentIndex();
    const minisite = index.minisites.find((m) => m.slug === slug);
    if (!minisite) return sendRegistry(reply, null);
    return sendRegistry(reply, context.registry(request.params.env, minisite));
  });
}
