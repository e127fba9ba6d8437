/** Each remote's build at /remotes/<folder>/ (the repository's <folder>/dist, or an extra build of REMOTES_DIR). */
import type { FastifyInstance } from 'fastify';
import type { StorefrontContext } from '../storefront-context';
import { sendFile } from '../static-files';

export async function remoteBuildsPlugin(app: FastifyInstance, { context }: { context: StorefrontContext }): Promise<void> {
  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    const root = context.remoteRoot(request.params.name);
    if (!root || !sendFile(reply, root, request.params['*'], request.headers['accept-encoding'])) {
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .send({ error: { code: 'NOT_FOUND', message: 'No such remote file' } });
    }
    return reply;
  });
}
