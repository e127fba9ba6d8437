import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { apiPlugin, type HelmetOptions } from './api-plugin';
import type { ApiConfig } from './config';
import { capConnections, httpServerOptions } from './http-server';
import type { ApiDatabase } from './database';
import { handleError, handleFrameworkError, sendNotFound } from './errors';

export interface BuildAppOptions {
  database: ApiDatabase;
  config: ApiConfig;
  /** A pino logger, `true` for the default pino logger, false/undefined for silence (tests). */
  logger?: FastifyBaseLogger | boolean | FastifyServerOptions['logger'];
  helmet?: false | HelmetOptions;
}

/** Pino settings of the standalone API: JSON lines, request ids, no secrets in logs. */
export function loggerOptions(level = process.env.LOG_LEVEL ?? 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
  };
}

/** The standalone API server (not listening yet): `await app.listen(...)` or `app.inject(...)`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const logger = options.logger;
  const isInstance = typeof logger === 'object' && logger !== null && typeof (logger as FastifyBaseLogger).child === 'function';
  const app = Fastify({
    ...(isInstance ? { loggerInstance: logger as FastifyBaseLogger } : { logger: logger === true ? loggerOptions() : (logger ?? false) }),
    bodyLimit: config.bodyLimit,
    ...httpServerOptions(config),
    // The API answers 503 with its own JSON error while closing (api-plugin); idle connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: handleFrameworkError,
  });
  capConnections(app, config);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(sendNotFound);
  await app.register(apiPlugin, { database, config, helmet: options.helmet });
  return app;
}
