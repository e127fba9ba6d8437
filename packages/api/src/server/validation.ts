import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}
type Validate = ((data: unknown, context?: unknown) => boolean) & { errors?: AjvError[] | null; schemaEnv?: unknown };

/** Numbers coerced from text such as `1e309` become Infinity and slip through integer bounds: reject them. */
function nonFiniteNumbers(data: unknown, path = '', depth = 0, out: AjvError[] = []): AjvError[] {
  if (typeof data === 'number' && !Number.isFinite(data)) {
    out.push({ instancePath: path, keyword: 'type', params: { type: 'finite number' }, message: 'must be a finite number' });
  } else if (data && typeof data === 'object' && depth < 6) {
    for (const [key, value] of Object.entries(data)) nonFiniteNumbers(value, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1, out);
  }
  return out;
}

/**
 * The API's own validator compiler, so validation is the same whether the API runs alone or is mounted in
 * another Fastify instance: every error is reported (to name each offending field), query strings are coerced,
 * defaults applied and unknown body properties removed; non-finite numbers are refused. Inputs are bounded by
 * maxLength/maxItems in the schemas.
 */
export function apiValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const build = AjvCompiler()({}, {
    customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: true },
    plugins: [],
  } as never) as unknown as (route: unknown) => Validate;
  return ((route: unknown) => {
    const validate = build(route);
    const checked: Validate = function (this: unknown, data: unknown, context?: unknown) {
      if (!validate.call(this, data, context)) {
        checked.errors = validate.errors;
        return false;
      }
      const errors = nonFiniteNumbers(data);
      checked.errors = errors.length ? errors : null;
      return errors.length === 0;
    } as Validate;
    checked.schemaEnv = validate.schemaEnv;
    return checked;
  }) as unknown as FastifySchemaCompiler<unknown>;
}
