import type { AxiosError } from 'axios';

// axios is loaded with the first call (client.ts): its errors are recognised by their marks, not by its classes.
function isCancel(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true
  );
}
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

/** One offending input field, as the API reports it. */
export interface FieldError {
  field: string;
  message: string;
}

/** Codes given to failures that never reached an API answer (status 0). */
export type TransportErrorCode = 'TIMEOUT' | 'CANCELLED' | 'NETWORK_ERROR' | 'INVALID_REQUEST';

/**
 * Every failure of an API call, normalised: the API's `{ error: { code, message, fields? } }` body,
 * or a transport failure (status 0, codes TIMEOUT, CANCELLED, NETWORK_ERROR), or an answer without that
 * body (code `HTTP_<status>`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldError[];

  constructor(status: number, code: string, message: string, fields?: FieldError[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (fields && fields.length) this.fields = fields;
  }

  /** The message of a field, when the API named it. */
  fieldMessage(field: string): string | undefined {
    return this.fields?.find((f) => f.field === field)?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the call was aborted by its AbortSignal (not a failure to show). */
export function isCancelled(error: unknown): boolean {
  return isApiError(error) ? error.code === 'CANCELLED' : isCancel(error);
}

function isFieldError(value: unknown): value is FieldError {
  const v = value as FieldError | null;
  return !!v && typeof v === 'object' && typeof v.field === 'string' && typeof v.message === 'string';
}

/** Read the API error body, tolerating anything else. */
function errorOfBody(data: unknown): { code: string; message: string; fields?: FieldError[] } | null {
  let body = data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const error = (body as { error?: unknown } | null)?.error as
    { code?: unknown; message?: unknown; fields?: unknown } | undefined;
  if (!error || typeof error !== 'object' || typeof error.code !== 'string') return null;
  return {
    code: error.code,
    message: typeof error.message === 'string' ? error.message : error.code,
    fields: Array.isArray(error.fields) ? error.fields.filter(isFieldError) : undefined,
  };
}

/** The ApiError of an answer with a failure status: the API's error body, else `HTTP_<status>`. */
export function errorOfAnswer(status: number, data: unknown, message?: string): ApiError {
  const body = errorOfBody(data);
  if (body) return new ApiError(status, body.code, body.message, body.fields);
  return new ApiError(status, `HTTP_${status}`, message || `Request failed with status ${status}`);
}

/** Turn whatever an axios call threw into an ApiError. */
export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return new ApiError(0, 'CANCELLED', 'Request cancelled');
  if (isAxiosError(error)) {
    const response = error.response;
    if (response) return errorOfAnswer(response.status, response.data, error.message);
    if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') {
      return new ApiError(0, 'TIMEOUT', error.message || 'Request timed out');
    }
    return new ApiError(0, 'NETWORK_ERROR', error.message || 'Network error');
  }
  if (error instanceof Error) return new ApiError(0, 'NETWORK_ERROR', error.message);
  return new ApiError(0, 'NETWORK_ERROR', String(error));
}
