import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailableError } from '../db';

/** One offending input field of a 400 answer. */
export interface FieldError {
  field: string;
  message: string;
}

/** The one JSON error shape every API error uses. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldError[] };
}

/** An error a handler throws on purpose; the error handler turns it into `ErrorBody`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string, id?: string | number): ApiError =>
  new ApiError(404, 'NOT_FOUND', id === undefined ? `${what} not found` : `${what} ${String(id).slice(0, 80)} not found`);

/** A 400 naming each offending field. */
export const invalidFields = (fields: FieldError[]): ApiError =>
  new ApiError(400, 'VALIDATION_ERROR', `Invalid ${fields.map((f) => f.field).join(', ')}`, fields);

export const invalidField = (field: string, message: string): ApiError => invalidFields([{ field, message }]);

/** Retry-After (seconds) of every answer while the database is unreachable (health included). */
export const DATABASE_RETRY_AFTER = '5';

export function errorBody(code: string, message: string, fields?: FieldError[]): ErrorBody {
  return { error: fields && fields.length ? { code, message, fields } : { code, message } };
}

interface AjvErrorLike {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Field name of an ajv error: `/adult` -> `adult`, `/pax/0/age` -> `pax.0.age`, required -> the missing property. */
function fieldOf(error: AjvErrorLike, context: string | undefined): string {
  const path = (error.instancePath ?? '').split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params?.missingProperty === 'string') {
    path.push(error.params.missingProperty);
  } else if (error.keyword === 'additionalProperties' && typeof error.params?.additionalProperty === 'string') {
    path.push(error.params.additionalProperty);
  }
  if (path.length) return path.join('.');
  return context === 'body' ? 'body' : (context ?? 'request');
}

function messageOf(error: AjvErrorLike): string {
  const p = error.params ?? {};
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'enum':
      return Array.isArray(p.allowedValues) ? `must be one of ${p.allowedValues.join(', ')}` : 'is not an allowed value';
    case 'const':
      return `must be ${String(p.allowedValue)}`;
    case 'format':
      return p.format === 'date' ? 'must be a date YYYY-MM-DD' : `must be a valid ${String(p.format)}`;
    case 'pattern':
      return 'has an invalid format';
    case 'type':
      return `must be ${String(p.type)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/**
 * Ajv errors -> one entry per offending field (first message per field; anyOf/oneOf noise folded). A union of
 * literals (locale, review sort...) fails once per literal: those are folded into "must be one of a, b, c".
 */
export function validationFields(errors: AjvErrorLike[], context?: string): FieldError[] {
  const byField = new Map<string, FieldError>();
  const allowedByField = new Map<string, string[]>();
  for (const e of errors) {
    if (e.keyword !== 'const') continue;
    const field = fieldOf(e, context);
    const allowed = allowedByField.get(field) ?? [];
    allowed.push(String(e.params?.allowedValue));
    allowedByField.set(field, allowed);
  }
  for (const e of errors) {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') continue;
    const field = fieldOf(e, context);
    if (byField.has(field)) continue;
    const allowed = e.keyword === 'const' ? (allowedByField.get(field) ?? []) : [];
    byField.set(field, { field, message: allowed.length > 1 ? `must be one of ${allowed.join(', ')}` : messageOf(e) });
  }
  if (!byField.size && errors[0]) {
    const field = fieldOf(errors[0], context);
    byField.set(field, { field, message: messageOf(errors[0]) });
  }
  return [...byField.values()];
}

/** True for errors that mean "the database cannot be reached" (PostgreSQL down, pool closed, PGlite closed). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  if (isDatabaseUnavailableError(err)) return true;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN'].includes(code)) return true;
  // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now), 53300 too many connections
  if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  if (
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed|Client has encountered a connection error|database is closed|Client was closed/i.test(
      message,
    )
  ) {
    return true;
  }
  return e.cause !== undefined && e.cause !== err ? isDatabaseUnavailable(e.cause) : false;
}

/** PostgreSQL data exceptions (SQLSTATE class 22), raised by values that came from the request. */
export function isDataException(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

/**
 * Sends an error body as already-serialized JSON, so a route's own response schema for that status can never
 * turn an error into a serialization failure.
 */
export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** The error handler of every API route: everything becomes `ErrorBody`; bad input never becomes a 5xx. */
export function handleError(err: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (err instanceof ApiError) {
    void sendError(reply, err.statusCode, errorBody(err.code, err.message, err.fields));
    return;
  }
  const fe = err as FastifyError & { validationContext?: string };
  if (fe.validation) {
    const fields = validationFields(fe.validation as AjvErrorLike[], fe.validationContext);
    void sendError(reply, 400, errorBody('VALIDATION_ERROR', `Invalid ${fields.map((f) => f.field).join(', ')}`, fields));
    return;
  }
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    void sendError(reply, 413, errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large', [{ field: 'body', message: 'is too large' }]));
    return;
  }
  if (isDatabaseUnavailable(err)) {
    request.log.error({ err }, 'database unavailable');
    void sendError(reply.header('retry-after', DATABASE_RETRY_AFTER), 503, errorBody('DATABASE_UNAVAILABLE', 'The database is unavailable, please retry shortly'));
    return;
  }
  if (isDataException(err)) {
    // SQLSTATE class 22 (data exception: NUL byte in text, number or date out of range...): caused by the input.
    request.log.warn({ err }, 'input rejected by the database');
    void sendError(reply, 400, errorBody('INVALID_INPUT', 'A value of the request cannot be stored or compared'));
    return;
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
    const bodyProblem = typeof fe.code === 'string' && fe.code.startsWith('FST_ERR_CTP');
    void sendError(reply, status, errorBody(code, fe.message || code, bodyProblem ? [{ field: 'body', message: fe.message }] : undefined));
    return;
  }
  if (status === 503) {
    void sendError(reply, 503, errorBody('SERVICE_UNAVAILABLE', fe.message || 'Service unavailable'));
    return;
  }
  request.log.error({ err }, 'unhandled error');
  void sendError(reply, 500, errorBody('INTERNAL_ERROR', 'An unexpected error occurred'));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply, 404, errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]?.slice(0, 200) ?? ''}`));
}

/**
 * Fastify's `frameworkErrors` option (a server option, so the host sets it: `Fastify({ frameworkErrors: handleFrameworkError })`):
 * errors raised before routing, such as a malformed percent-encoding in the path (FST_ERR_BAD_URL), get the API's
 * JSON error shape instead of Fastify's default one.
 */
export function handleFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL') {
    void sendError(reply, 400, errorBody('BAD_URL', 'The URL is malformed', [{ field: 'url', message: 'is not a valid URL (malformed percent-encoding)' }]));
    return;
  }
  const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void sendError(reply, status, errorBody(STATUS_CODES[status] ?? 'BAD_REQUEST', err.message || 'Bad request'));
}
