/**
 * The one storefront process, one Fastify plugin per concern: compression, the API plugin (same process, embedded
 * database by default), the registries at /registry/..., each remote's build at /remotes/<folder>/, the runtime
 * configuration, the error lookup, the customer-care sign-in, and the shell's files and pages at / (plugins/).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
// the module alone: the API's index would load the whole API (and its dependencies) into every page test
import { capConnections, DEFAULT_HTTP_SERVER, httpServerOptions } from '@storefront/api/src/server/http-server';
import { storefrontContext, type StorefrontOptions } from './storefront-context';
import { registriesPlugin } from './plugins/registries';
import { remoteBuildsPlugin } from './plugins/remote-builds';
import { runtimeConfigPlugin } from './plugins/runtime-config';
import { errorLookupPlugin } from './plugins/error-lookup';
import { customerCarePlugin } from './plugins/customer-care';
import { pagesPlugin } from './plugins/pages';

export { ROOT, REGISTRY_COOKIE, mapStyleUrlOf, type StorefrontOptions } from './storefront-context';

export async function buildStorefront(options: StorefrontOptions): Promise<FastifyInstance> {
  const context = storefrontContext(options);
  // the API's HTTP settings (TRUST_PROXY, timeouts, connection cap): their defaults unless given
  const http = { ...DEFAULT_HTTP_SERVER, ...options.http };
  const app = Fastify({
    logger: false,
    ...httpServerOptions(http),
    routerOptions: { maxParamLength: 500 },
    ...(options.frameworkErrors ? { frameworkErrors: options.frameworkErrors } : {}),
  });
  capConnections(app, http);
  // registered first and global (fastify-plugin): every route below is compressed
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  if (options.registerApi) await options.registerApi(app);
  await app.register(registriesPlugin, { context });
  await app.register(remoteBuildsPlugin, { context });
  await app.register(runtimeConfigPlugin, { context });
  await app.register(errorLookupPlugin, { context });
  await app.register(customerCarePlugin);
  app.setNotFoundHandler(
    options.notFound ??
      ((request, reply) =>
        reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } })),
  );
  await app.register(pagesPlugin, {
    context,
    apiPrefixes: options.apiPrefixes ?? [],
    log: options.log ?? (() => undefined),
    firstViewTimeoutMs: options.firstViewTimeoutMs,
    catalogueVersion: options.catalogueVersion,
    firstViewLimits: options.firstViewLimits,
    developmentBuilds: options.developmentBuilds,
  });
  return app;
}
