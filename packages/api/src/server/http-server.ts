/**
 * The HTTP server settings of both servers, the standalone API and the one-process storefront (packages/server):
 * who the client is (TRUST_PROXY), and how long a slow or idle connection may hold on, and how many at once.
 */
import type { ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ApiConfig } from './config';

export type HttpServerConfig = Pick<ApiConfig, 'trustProxy' | 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs' | 'maxConnections'>;

/** The defaults (config.ts reads the environment over them); no proxy is trusted. */
export const DEFAULT_HTTP_SERVER: HttpServerConfig = {
  trustProxy: [],
  requestTimeoutMs: 10_000,
  headersTimeoutMs: 5_000,
  // longer than any client's or proxy's reuse of an idle connection (decision 0046): the client must be the one that
  // closes it, or a request sent as the server closes is reset (ECONNRESET). Proxies and load balancers keep idle
  // upstream connections 60 s; Playwright's request context (a Node agent with no idle limit) keeps them until closed.
  keepAliveTimeoutMs: 65_000,
  maxConnections: 2_000,
};

/** Fastify's trustProxy for the configured proxies: none means X-Forwarded-For is ignored. */
export function trustProxyOption(proxies: readonly string[]): false | string[] {
  return proxies.length ? [...proxies] : false;
}

/** How long the server's plugins may take to start (Fastify's pluginTimeout). */
export const PLUGIN_TIMEOUT_MS = 5 * 60_000;

/** Fastify's options for these settings; `capConnections` applies the connection cap once the server exists. */
export function httpServerOptions(
  config: HttpServerConfig,
): Pick<FastifyServerOptions, 'trustProxy' | 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'serializerOpts' | 'pluginTimeout'> & { http: ServerOptions } {
  return {
    // The API's start brings the catalogue and the search read model up to date: the first start after a read-model
    // version change rebuilds it (a minute on the large catalogue), far beyond Fastify's 10 s default.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: config.requestTimeoutMs,
    // an idle socket (nothing received or sent) is closed after twice the request time
    connectionTimeout: config.requestTimeoutMs * 2,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Node checks the request and header timeouts every connectionsCheckingInterval (30 s by default): a slow body
    // would hold its connection up to 30 s past the timeout
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
    },
    // The validators of the response schemas' unions (anyOf) are compiled as the server starts: compiled on a
    // route's first answer instead, they held the event loop for up to 0.3 s of CPU (seconds on a loaded machine)
    // in the middle of the first burst of pages (issue #32 item 8, decision 0127).
    serializerOpts: { compileValidators: true },
  };
}

/** Connections beyond the cap are closed as they are accepted (Node's server.maxConnections). */
export function capConnections(app: FastifyInstance, config: HttpServerConfig): void {
  app.server.maxConnections = config.maxConnections;
}
