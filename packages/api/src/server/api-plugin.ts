import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { registerRoutes } from '../routes';
import type { ApiDatabase } from './database';
import { pingDatabase } from './database';
import { corsOriginMatchers, type ApiConfig } from './config';
import { DATABASE_RETRY_AFTER, errorBody, handleError, sendError, sendNotFound } from './errors';
import { apiValidatorCompiler } from './validation';
import { ErrorResponse } from '../schemas/common';

export interface ApiPluginOptions {
  database: ApiDatabase;
  config: ApiConfig;
  /** Security headers: false when the host already sets them, or @fastify/helmet options merged over the API defaults. */
  helmet?: false | HelmetOptions;
  /** CORS: false when the host handles it. */
  cors?: false;
}

/** URL prefixes whose unknown paths get the API's JSON 404 (the others may belong to a host serving pages). */
export const API_PREFIXES = ['/api', '/gateway', '/wed'] as const;

/**
 * Content-Security-Policy friendly to a single-page app served from the same origin (scripts and styles from
 * 'self', images also from data:/blob:, maplibre workers from blob:). Override with `helmet` options.
 */
/** @fastify/helmet options (kept loose: its option union is too heavy for the type checker). */
export type HelmetOptions = Record<string, unknown>;

export function defaultHelmetOptions(config: ApiConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...config.corsOrigins.filter((o) => !o.includes('*'))],
        'worker-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'self'"],
      },
    },
    // Images and the OpenAPI document are fetched by the remotes from their own dev origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/** Shared state: once the host starts closing, new API requests get 503. */
const closingState = Symbol('storefront.api.closing');

/**
 * The storefront API as an encapsulated Fastify plugin: its validator, error handler, security headers, CORS,
 * body limit and OpenAPI document apply to its own routes only, so it can be mounted into the storefront server.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (instance, options) => {
  const { config, database } = options;
  const state = { closing: false };
  (instance as unknown as Record<symbol, unknown>)[closingState] = state;

  instance.setValidatorCompiler(apiValidatorCompiler());
  instance.addSchema({ ...ErrorResponse, $id: 'ErrorResponse' });
  instance.setErrorHandler(handleError);
  instance.addHook('onRoute', (route) => {
    route.bodyLimit ??= config.bodyLimit;
    // Every route documents the one error shape.
    if (route.schema && !route.schema.hide) {
      const response = (route.schema.response ?? {}) as Record<string, unknown>;
      for (const status of ['400', '404', '503']) {
        if (!(status in response) && !(Number(status) in response)) response[status] = { $ref: 'ErrorResponse#', description: 'Error' };
      }
      route.schema.response = response;
    }
  });
  // Requests whose handler may still be running. A client that hangs up does not stop its handler, and the HTTP
  // server does not wait for a connection that is gone: closing waits for these before the host closes the
  // database (onClose), so no query runs on a closed pool ("Cannot use a pool after calling end").
  const inFlight = new Set<FastifyRequest>();
  const drained: (() => void)[] = [];
  const release = (request: FastifyRequest) => {
    if (inFlight.delete(request) && inFlight.size === 0) for (const resolve of drained.splice(0)) resolve();
  };
  instance.addHook('preClose', async () => {
    state.closing = true;
    if (inFlight.size === 0) return;
    // bounded: a request aborted before its handler ran never reaches onSend/onResponse
    const waitMs = Math.max(100, config.shutdownTimeoutMs - 2000);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      drained.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  instance.addHook('onRequest', async (request, reply) => {
    if (state.closing) {
      return sendError(reply.header('connection', 'close').header('retry-after', '5'), 503, errorBody('SHUTTING_DOWN', 'The server is shutting down, please retry'));
    }
    inFlight.add(request);
    return undefined;
  });
  // the handler (or the error handler) has produced its answer: its queries are done
  instance.addHook('onSend', async (request) => release(request));
  instance.addHook('onResponse', async (request) => release(request));

  if (options.helmet !== false) {
    const helmetOptions: HelmetOptions = { ...defaultHelmetOptions(config), ...(options.helmet ?? {}) };
    // (cast: the register overloads over helmet's option union exhaust the type checker)
    await instance.register(helmet as unknown as FastifyPluginCallback<HelmetOptions>, helmetOptions);
  }
  if (options.cors !== false) {
    await instance.register(cors, {
      origin: corsOriginMatchers(config.corsOrigins),
      methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      maxAge: 600,
    });
  }

  await instance.register(swagger, {
    // Shared schemas keep their $id as component name (components/schemas/ErrorResponse).
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description:
          'Read side of the travel storefront: offers, hotels, availabilities, quotes, gift boxes, CMS content, images. Money is integer cents; dates are YYYY-MM-DD.',
      },
    },
  });

  instance.get(
    '/api/openapi.json',
    { schema: { hide: true } },
    async () => instance.swagger(),
  );

  instance.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database status',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.Literal('up') }),
          503: Type.Object({ status: Type.Literal('degraded'), database: Type.Literal('down') }),
        },
      },
    },
    async (_request, reply) => {
      const up = await pingDatabase(database).then(
        () => true,
        () => false,
      );
      return up
        ? { status: 'ok' as const, database: 'up' as const }
        : reply.status(503).header('retry-after', DATABASE_RETRY_AFTER).send({ status: 'degraded' as const, database: 'down' as const });
    },
  );

  await registerRoutes(instance, { database, config });

  for (const prefix of API_PREFIXES) {
    await instance.register(
      async (scoped: FastifyInstance) => {
        scoped.setNotFoundHandler(sendNotFound);
      },
      { prefix },
    );
  }
};
