/** @storefront/api: the storefront API (Fastify) as a standalone server or a plugin for the storefront server. */
export { buildApp, loggerOptions, type BuildAppOptions } from './server/build-app';
export { apiPlugin, defaultHelmetOptions, API_PREFIXES, type ApiPluginOptions, type HelmetOptions } from './server/api-plugin';
export { startApi, prepareDatabase, type StartedApi } from './server/start';
export { readConfig, DEFAULT_CORS_ORIGINS, type ApiConfig, type CatalogueSize } from './server/config';
export { capConnections, httpServerOptions, DEFAULT_HTTP_SERVER, type HttpServerConfig } from './server/http-server';
export { installGracefulShutdown, type ShutdownOptions } from './server/lifecycle';
export { ApiError, errorBody, handleFrameworkError, sendNotFound, type ErrorBody, type FieldError } from './server/errors';
export type { ApiDatabase } from './server/database';
export { agentOf } from './identity/agent-sessions';
export { accountOf } from './identity/accounts';
export type { PspConfig } from './purchase/psp';
export { catalogueVersion } from './catalogue/freshness';
export { imageUrl, imagesBySize, IMAGE_SIZES, IMAGE_KINDS, IMAGE_SCENES } from './images';
