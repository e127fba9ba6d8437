import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * The API's own validator compiler, so validation is the same whether the API runs alone or is mounted in
 * another Fastify instance: every error is reported (to name each offending field), query strings are coerced,
 * defaults applied and unknown body properties removed. Inputs are bounded by maxLength/maxItems in the schemas.
 */
export function apiValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const build = AjvCompiler()({}, {
    customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: true },
    plugins: [],
  } as never);
  return build as unknown as FastifySchemaCompiler<unknown>;
}
