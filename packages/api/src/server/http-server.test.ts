/** The HTTP server's options, as the API and the one-process storefront both build their Fastify instance with them. */
import Fastify from 'fastify';
import { readConfig } from './config';
import { httpServerOptions } from './http-server';

describe('httpServerOptions', () => {
  // The API's start rebuilds the search read model after a version change (a minute on a large catalogue): with
  // Fastify's 10 s default, a server on an existing database refused to start (FST_ERR_PLUGIN_TIMEOUT).
  it('lets a plugin take longer than 10 s to start', async () => {
    const app = Fastify(httpServerOptions(readConfig({})));
    await app.register(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10_500));
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  }, 30_000);
});
