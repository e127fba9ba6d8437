import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../server/config';
import type { ApiDatabase } from '../server/database';

/** What every route module receives. */
export interface RouteContext {
  database: ApiDatabase;
  config: ApiConfig;
}

/** The Fastify instance with TypeBox inference of params, query, body and replies. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export function typed(instance: FastifyInstance): ApiInstance {
  return instance.withTypeProvider<TypeBoxTypeProvider>() as unknown as ApiInstance;
}
