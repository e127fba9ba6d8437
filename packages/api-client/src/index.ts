export { ApiError, isApiError, isCancelled, normalizeError, type FieldError, type TransportErrorCode } from './errors';
export {
  DEFAULT_TIMEOUT_MS,
  createApiClientFor,
  fillPath,
  resolveUrl,
  serializeParams,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
} from './client';
export { CRASH_LOCATION, LOG_MESSAGE_MAX, logClientError, messageOf, type ClientErrorEntry } from './log';
export type { BodyOf, HttpMethod, OperationOf, PathParamsOf, PathsWithMethod, QueryOf, ResponseOf } from './types';
export {
  apiClientFor,
  createApiClient,
  provideApiClient,
  type ApiBody,
  type ApiPath,
  type ApiPathParams,
  type ApiQuery,
  type ApiResponse,
  type StorefrontApiClient,
  type components,
  type paths,
} from './api';
