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

/** A number in text is written in decimal digits: `16`, `-3`, `2.5` (not `0x10`, `1e1`, ` 16`, `+16`, `.5`, `16.`). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The top-level values (and their array items) of a query, path or body before coercion: strings only. */
function textValues(data: unknown): Map<string, unknown[]> | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const out = new Map<string, unknown[]>();
  for (const [key, value] of Object.entries(data)) out.set(key, Array.isArray(value) ? [...(value as unknown[])] : [value]);
  return out;
}

/** Ajv coerces any text JavaScript reads as a number (`0x10` is 16): a text that became a number must be decimal. */
function looseNumbers(before: Map<string, unknown[]> | null, data: unknown): AjvError[] {
  const out: AjvError[] = [];
  if (!before || !data || typeof data !== 'object') return out;
  for (const [key, value] of Object.entries(data)) {
    const original = before.get(key);
    if (!original) continue;
    const coerced = Array.isArray(value) ? (value as unknown[]) : [value];
    coerced.forEach((item, i) => {
      const text = original.length === coerced.length ? original[i] : original[0];
      if (typeof item === 'number' && typeof text === 'string' && !DECIMAL.test(text)) {
        const path = `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        out.push({ instancePath: path, keyword: 'type', params: { type: 'decimal number' }, message: 'must be a number in decimal digits' });
      }
    });
  }
  return out;
}

/**
 * The API's own validator compiler, so validation is the same whether the API runs alone or is mounted in
 * another Fastify instance: every error is reported (to name each offending field), query strings are coerced,
 * defaults applied and unknown body properties removed; non-finite numbers and numbers not written in decimal digits
 * are refused. Inputs are bounded by
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
      const before = textValues(data);
      if (!validate.call(this, data, context)) {
        checked.errors = validate.errors;
        return false;
      }
      const errors = [...nonFiniteNumbers(data), ...looseNumbers(before, data)];
      checked.errors = errors.length ? errors : null;
      return errors.length === 0;
    } as Validate;
    checked.schemaEnv = validate.schemaEnv;
    return checked;
  }) as unknown as FastifySchemaCompiler<unknown>;
}
