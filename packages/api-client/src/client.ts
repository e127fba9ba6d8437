import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import type { Endpoints, SiteCode, StorefrontContext } from '@storefront/contracts';
import { ApiError, errorOfAnswer, normalizeError } from './errors';
import type { BodyOf, HttpMethod, PathParamsOf, PathsWithMethod, QueryOf, ResponseOf } from './types';

/** Default request timeout (ms). */
export const DEFAULT_TIMEOUT_MS = 15_000;

let transport: Promise<typeof import('axios')> | null = null;

/**
 * axios, loaded with the first call (and once per page): a page whose first view the server rendered becomes usable
 * without any API call, so its JavaScript before that leaves the transport out. A page the browser renders gets the
 * chunk hinted by the server, in parallel with its other files. A failed load is tried again by the next call.
 */
function loadTransport(): Promise<typeof import('axios')> {
  transport ??= import(/* webpackChunkName: "api-transport" */ 'axios').catch((error: unknown) => {
    transport = null;
    throw error;
  });
  return transport;
}

/** The spec's base placeholders and the path prefixes of the API that stand for them. */
const BASES: ReadonlyArray<[prefix: string, key: keyof Omit<Endpoints, 'origin'>]> = [
  ['/api', 'api'],
  ['/gateway', 'frontGateway'],
  ['/wed', 'wedEndpoint'],
];

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Resolve an API path against the configured endpoints: '/api/…' -> `{api}/…`, '/gateway/…' -> `{frontGateway}/…`,
 * '/wed/…' -> `{wedEndpoint}/…`, other root paths (/weekend/…, /product/…, /content/…) -> `{origin}/…`.
 * Absolute URLs are kept.
 */
export function resolveUrl(endpoints: Endpoints, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return path;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  for (const [prefix, key] of BASES) {
    if (rooted === prefix || rooted.startsWith(`${prefix}/`))
      return join(endpoints[key], rooted.slice(prefix.length));
  }
  return join(endpoints.origin || '', rooted);
}

/** Replace `{name}` segments with encoded values; a missing value is a programming error. */
export function fillPath(path: string, values: Record<string, unknown> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const v = values?.[name];
    if (v === undefined || v === null || v === '')
      throw new ApiError(0, 'INVALID_REQUEST', `Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** Query string: repeated keys for arrays (a=1&a=2), undefined/null/'' left out, dates as YYYY-MM-DD. */
export function serializeParams(params: Record<string, unknown> | undefined): string {
  const qs = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (value instanceof Date) qs.append(key, value.toISOString().slice(0, 10));
    else if (typeof value === 'object') qs.append(key, JSON.stringify(value));
    else qs.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) value.forEach((v) => add(key, v));
    else add(key, value);
  }
  return qs.toString();
}

export interface ApiClientOptions {
  /** Request timeout in ms (default 15 s). */
  timeout?: number;
  /** The locale sent with each call (default: the context's). Pass `() => i18n.site` to follow a language switch. */
  getLocale?: () => SiteCode;
  /** What sends the requests (default: axios's own for the browser or Node); a unit test passes a fake one. */
  adapter?: AxiosAdapter;
  /** What sends the reads made `beforeUsable` (default: the global fetch). */
  fetch?: typeof fetch;
}

export interface RequestOptions<Q = Record<string, unknown>, PP = Record<string, unknown>> {
  /** Values of `{name}` segments of the path. */
  pathParams?: PP;
  /** Query parameters; `locale` and `minisite` are added by the client when absent. */
  params?: Q;
  /** Abort the call (it then rejects with ApiError code CANCELLED). */
  signal?: AbortSignal;
  timeout?: number;
  headers?: Record<string, string>;
  /**
   * A read the page waits for before it is usable, on a page the browser renders: sent with fetch rather than axios,
   * so the page does not wait for axios's chunk (docs/decisions/0121). Same URL, parameters, headers, timeout,
   * cancellation and ApiError as a call axios sends. GET only; without a fetch function, axios sends it.
   */
  beforeUsable?: boolean;
}

type Opts<Paths, P extends keyof Paths, M extends HttpMethod> = RequestOptions<
  QueryOf<Paths, P, M>,
  PathParamsOf<Paths, P, M>
>;

export interface ApiClient<Paths> {
  /** The axios instance, once loaded (interceptors add locale/minisite and normalise errors). Prefer the typed methods. */
  http(): Promise<AxiosInstance>;
  readonly context: StorefrontContext;
  /** Absolute or root-relative URL of an API path with its configured base. */
  url(path: string): string;
  get<P extends PathsWithMethod<Paths, 'get'>>(
    path: P,
    options?: Opts<Paths, P, 'get'>,
  ): Promise<ResponseOf<Paths, P, 'get'>>;
  post<P extends PathsWithMethod<Paths, 'post'>>(
    path: P,
    body: BodyOf<Paths, P, 'post'>,
    options?: Opts<Paths, P, 'post'>,
  ): Promise<ResponseOf<Paths, P, 'post'>>;
  put<P extends PathsWithMethod<Paths, 'put'>>(
    path: P,
    body: BodyOf<Paths, P, 'put'>,
    options?: Opts<Paths, P, 'put'>,
  ): Promise<ResponseOf<Paths, P, 'put'>>;
  delete<P extends PathsWithMethod<Paths, 'delete'>>(
    path: P,
    options?: Opts<Paths, P, 'delete'>,
  ): Promise<ResponseOf<Paths, P, 'delete'>>;
}

/**
 * The axios client of a remote, configured from the shell's context: base URLs from `context.endpoints`,
 * `locale` (and `minisite` inside a partner mini-site) added to every call, a timeout, AbortSignal
 * cancellation, and every failure rejected as an `ApiError`. axios itself is loaded by the first call.
 */
export function createApiClientFor<Paths>(
  context: StorefrontContext,
  options: ApiClientOptions = {},
): ApiClient<Paths> {
  const getLocale = options.getLocale ?? (() => context.locale);
  /** The call's parameters with the site's: `locale`, and `minisite` inside a partner mini-site. */
  const withSiteParams = (given: Record<string, unknown> | undefined): Record<string, unknown> => {
    const params: Record<string, unknown> = { ...(given ?? {}) };
    if (params.locale === undefined || params.locale === null || params.locale === '') params.locale = getLocale();
    if (context.minisite && (params.minisite === undefined || params.minisite === null))
      params.minisite = context.minisite.id;
    return params;
  };
  const fetchFunction = options.fetch ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : null);

  /** A GET sent with fetch (RequestOptions.beforeUsable), answered and failing as axios's calls do. */
  const read = async (send: typeof fetch, path: string, opts: RequestOptions<unknown, unknown>): Promise<unknown> => {
    const url = resolveUrl(context.endpoints, path);
    const query = serializeParams(withSiteParams(opts.params as Record<string, unknown> | undefined));
    const controller = new AbortController();
    const cancel = () => controller.abort();
    if (opts.signal?.aborted) throw new ApiError(0, 'CANCELLED', 'Request cancelled');
    opts.signal?.addEventListener('abort', cancel);
    let timedOut = false;
    const timeout = opts.timeout ?? options.timeout ?? DEFAULT_TIMEOUT_MS;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    try {
      const response = await send(query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url, {
        headers: { Accept: 'application/json', ...opts.headers },
        signal: controller.signal,
      });
      const text = await response.text();
      let data: unknown = text;
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: the text, as axios gives it (silentJSONParsing)
      }
      if (!response.ok) throw errorOfAnswer(response.status, data);
      return data;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new ApiError(0, 'TIMEOUT', `timeout of ${timeout}ms exceeded`);
      if (opts.signal?.aborted) throw new ApiError(0, 'CANCELLED', 'Request cancelled');
      throw normalizeError(error);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', cancel);
    }
  };
  let instance: Promise<AxiosInstance> | null = null;
  const configured = ({ default: axios }: typeof import('axios')): AxiosInstance => {
    const http = axios.create({
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      headers: { Accept: 'application/json' },
      paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
      transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
      ...(options.adapter ? { adapter: options.adapter } : {}),
    });
    http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
      if (config.url) config.url = resolveUrl(context.endpoints, config.url);
      config.params = withSiteParams(config.params as Record<string, unknown> | undefined);
      return config;
    });
    http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(normalizeError(error)));
    return http;
  };
  const http = (): Promise<AxiosInstance> => {
    instance ??= loadTransport().then(configured, (error: unknown) => {
      instance = null;
      throw normalizeError(error);
    });
    return instance;
  };

  const send = async (
    method: HttpMethod,
    path: string,
    body: unknown,
    opts: RequestOptions<unknown, unknown> = {},
  ) => {
    if (opts.beforeUsable && method === 'get' && fetchFunction) {
      return read(fetchFunction, fillPath(path, opts.pathParams as Record<string, unknown> | undefined), opts);
    }
    const config: AxiosRequestConfig = {
      method,
      url: fillPath(path, opts.pathParams as Record<string, unknown> | undefined),
      params: opts.params,
      signal: opts.signal,
      timeout: opts.timeout,
      headers: opts.headers,
    };
    if (body !== undefined) config.data = body;
    const response = await (await http()).request(config);
    return response.data;
  };

  return {
    http,
    context,
    url: (path) => resolveUrl(context.endpoints, path),
    get: (path, opts) => send('get', path, undefined, opts as RequestOptions<unknown, unknown>),
    post: (path, body, opts) => send('post', path, body, opts as RequestOptions<unknown, unknown>),
    put: (path, body, opts) => send('put', path, body, opts as RequestOptions<unknown, unknown>),
    delete: (path, opts) => send('delete', path, undefined, opts as RequestOptions<unknown, unknown>),
  };
}
