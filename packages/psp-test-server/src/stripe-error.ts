// Stripe's error JSON: { error: { type, code?, decline_code?, message, param?, doc_url?, ... } } with the HTTP status
// the SDK maps to its error classes (400/404 invalid request or idempotency, 401 authentication, 402 card).

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
}

export class StripeApiError extends Error {
  /**
   * `replayable`: the endpoint ran (a decline, a state conflict), so an idempotent retry gets this answer again; a
   * request refused before running (bad parameters, unknown object, bad key) is not saved, as with Stripe.
   */
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
    readonly replayable = false,
  ) {
    super(body.message);
  }
}

/** Stripe's page for an error code. */
export function docUrl(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;
}

export function invalidRequest(
  message: string,
  extra: { code?: string; param?: string } = {},
): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(extra.code ? { code: extra.code, doc_url: docUrl(extra.code) } : {}),
    ...(extra.param ? { param: extra.param } : {}),
  });
}

export function parameterMissing(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

/** 404 for the object a URL names; 400 when a parameter names a missing object. */
export function resourceMissing(what: string, id: string, param: string, status = 404): StripeApiError {
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: docUrl('resource_missing'),
    message: `No such ${what}: '${id}'`,
    param,
  });
}

/** A request the object's current status does not allow (confirm a succeeded intent, capture twice...). */
export function unexpectedState(message: string): StripeApiError {
  return new StripeApiError(
    400,
    {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      doc_url: docUrl('payment_intent_unexpected_state'),
      message,
    },
    true,
  );
}

/** A business rule refused after the endpoint ran (refund too large, already refunded): replayed like Stripe. */
export function refused(message: string, code?: string, param?: string): StripeApiError {
  const err = invalidRequest(message, { code, param });
  return new StripeApiError(err.statusCode, err.body, true);
}

/** A card refused before any payment (mistyped number, bad expiry): a 402 like a decline. */
export function cardError(code: string, message: string, param: string): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', code, message, param, doc_url: docUrl(code) });
}

export function authenticationError(message: string, code?: string): StripeApiError {
  return new StripeApiError(401, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
  });
}
