/**
 * Type helpers over an openapi-typescript `paths` interface (by default the one generated from the API's
 * OpenAPI document in ./generated/openapi.ts). Paths are the API's full paths ('/api/offers.json',
 * '/gateway/boxes/search', '/weekend/{id}/packageCheckoutNights.json').
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Parameters the client adds to every call: callers may omit them. */
export type AutoParam = 'locale' | 'minisite';

/** The operation of a path and method (never when the path has no such method). */
export type OperationOf<Paths, P extends keyof Paths, M extends HttpMethod> = Paths[P] extends { [K in M]: infer O }
  ? [O] extends [never]
    ? never
    : O extends undefined
      ? never
      : O
  : never;

/** Paths that have the given method. */
export type PathsWithMethod<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: [OperationOf<Paths, P, M>] extends [never] ? never : P;
}[keyof Paths] &
  string;

type JsonContent<R> = R extends { content: { 'application/json': infer T } } ? T : R extends { content?: never } ? void : unknown;
type SuccessStatus = 200 | 201 | 202 | 204;
type ResponsesOf<O> = O extends { responses: infer R } ? R : never;

/** The JSON body of a successful answer (2xx). */
export type ResponseOf<Paths, P extends keyof Paths, M extends HttpMethod> = JsonContent<
  ResponsesOf<OperationOf<Paths, P, M>>[Extract<keyof ResponsesOf<OperationOf<Paths, P, M>>, SuccessStatus>]
>;

type ParametersOf<O> = O extends { parameters: infer X } ? X : never;
type Defined<T> = Exclude<T, undefined>;
type Relax<Q> = [Q] extends [never] ? Record<string, never> : Omit<Q, AutoParam> & Partial<Pick<Q, Extract<keyof Q, AutoParam>>>;

/** Query parameters (locale and minisite optional: the client adds them). */
export type QueryOf<Paths, P extends keyof Paths, M extends HttpMethod> = Relax<Defined<ParametersOf<OperationOf<Paths, P, M>> extends { query?: infer Q } ? Q : never>>;

/** Path parameters ({hotelId} -> { hotelId: number }). */
export type PathParamsOf<Paths, P extends keyof Paths, M extends HttpMethod> = Defined<
  ParametersOf<OperationOf<Paths, P, M>> extends { path?: infer X } ? X : never
>;

/** The JSON request body. */
export type BodyOf<Paths, P extends keyof Paths, M extends HttpMethod> =
  OperationOf<Paths, P, M> extends { requestBody?: infer B } ? JsonContent<Defined<B>> : never;
