/** Error lookup (site-wide §7: GET {origin}/error?uri&locale): what the storefront shows for a URI. */
import type { FastifyInstance } from 'fastify';
import { isSiteCode, matchRoute } from '@storefront/contracts';
import type { StorefrontContext } from '../storefront-context';

export async function errorLookupPlugin(app: FastifyInstance, { context }: { context: StorefrontContext }): Promise<void> {
  app.get<{ Querystring: { uri?: string; locale?: string } }>('/error', async (request, reply) => {
    const { uri, locale } = request.query;
    const fields: { field: string; message: string }[] = [];
    if (typeof uri !== 'string' || !uri.startsWith('/') || uri.startsWith('//') || uri.length > 2000)
      fields.push({ field: 'uri', message: 'a root-relative URI is expected' });
    if (!isSiteCode(locale)) fields.push({ field: 'locale', message: 'one of fr_FR, es_ES, fr_BE, nl_BE, nl_NL, it_IT' });
    if (fields.length) return reply.status(400).send({ error: { code: 'VALIDATION', message: 'Invalid query', fields } });
    const index = await context.contentIndex();
    const doc = context.registry(context.registryName);
    const route = matchRoute(uri as string, locale as never, {
      toggles: context.settings.toggles[locale as never],
      cmsSlugs: index.cmsSlugs[locale as never] ?? [],
      minisites: index.minisites,
      remotes: doc ? Object.keys(doc.remotes) : undefined,
    });
    return reply.header('cache-control', 'no-cache').send({
      uri,
      locale,
      status: route.kind === 'notFound' ? 404 : 200,
      page: route.kind,
      remote: route.remote,
      robots: route.robots ?? (context.environment === 'production' ? 'index, follow' : 'noindex, nofollow'),
      params: route.params,
    });
  });
}
