/** API configuration, read from the environment by `readConfig` (see packages/api/README.md). */
import { isIP } from 'node:net';
import { SITES, SITE_CODES, isSiteCode, type SiteCode } from '@storefront/contracts';
import { readPspConfig, type PspConfig } from '../purchase/psp';
import { DEFAULT_HTTP_SERVER as HTTP } from './http-server';

export type CatalogueSize = 'small' | 'default' | 'large';
export const CATALOGUE_SIZES: readonly CatalogueSize[] = ['small', 'default', 'large'];

export interface ApiConfig {
  /** TCP port of the standalone API (PORT, default 8081). */
  port: number;
  /** Interface to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** PostgreSQL connection string (DATABASE_URL); absent = embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** Embedded database directory (DATA_DIR, default `.data/`). */
  dataDir: string;
  /** Size of the seeded catalogue (CATALOGUE_SIZE, default `default`). */
  catalogueSize: CatalogueSize;
  /** Origins allowed by CORS (CORS_ORIGINS, comma separated; `*.host:port` wildcards allowed). */
  corsOrigins: string[];
  /** Largest accepted request body in bytes (BODY_LIMIT, default 64 KB). */
  bodyLimit: number;
  /** Time allowed to receive a whole request, ms (REQUEST_TIMEOUT_MS, default 10 s). */
  requestTimeoutMs: number;
  /** Time allowed to receive a request's headers, ms (HEADERS_TIMEOUT_MS, default 5 s; at most REQUEST_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open, ms (KEEP_ALIVE_TIMEOUT_MS, default 65 s, decision 0046). */
  keepAliveTimeoutMs: number;
  /** Open connections accepted at once; more are closed as they come (MAX_CONNECTIONS, default 2000). */
  maxConnections: number;
  /** Time allowed for a graceful shutdown before the process exits anyway (default 10 s). */
  shutdownTimeoutMs: number;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses or CIDRs, comma separated; default none):
   * a client's address, which every rate limit counts by, is otherwise the connection's own.
   */
  trustProxy: string[];
  /**
   * Customer-care agents' Google sign-in (GOOGLE_CLIENT_ID: the audience of their ID tokens; CUSTOMER_CARE_DOMAIN:
   * the company's hosted domain). In development and test, the local issuer's tokens carry these values (defaults
   * below); in staging and production, unset means agents cannot sign in (identity/agent-tokens.ts).
   */
  customerCare: CustomerCareConfig;
  /** Client error log entries accepted per client (IP address) and minute on POST /gateway/logs (LOGS_RATE_LIMIT, default 30). */
  logsRateLimit: number;
  /** Analytics beacons accepted per client (IP address) and minute, counted in PostgreSQL across processes (ANALYTICS_RATE_LIMIT, default 120). */
  analyticsRateLimit: number;
  /**
   * The address of each site, for links that leave it (e-mails): SITE_ORIGINS 'fr_FR=https://www.example.fr,…';
   * a site not listed is http://{its local host}:{PORT} (the storefront's port when it runs the API).
   */
  siteOrigins: Record<SiteCode, string>;
  /** 'Check my booking' lookups accepted per client (IP address) and 10 minutes, across processes (CHECK_BOOKING_RATE_LIMIT, default 20). */
  checkBookingRateLimit: number;
  /** Price calls (POST /gateway/purchase/orders/price) accepted per client (IP address) and minute, across processes (PRICE_RATE_LIMIT, default 300). */
  priceRateLimit: number;
  /** Sign-in code requests accepted per client (IP address) and 10 minutes, across processes (SIGN_IN_CODE_RATE_LIMIT, default 5). */
  signInCodeRateLimit: number;
  /** How often the wishlist's price-drop and available-again alerts run, in ms (WISHLIST_ALERT_INTERVAL_MS, default an hour; 0: never). */
  wishlistAlertIntervalMs: number;
  /** STOREFRONT_ENV (default development): the development outbox page exists only in development and test. */
  environment: StorefrontEnvironment;
  /** Outgoing mail (SMTP_HOST, SMTP_PORT default 587, SMTP_FROM, optional SMTP_USER and SMTP_PASSWORD); null when SMTP_HOST is unset: messages stay in the outbox. */
  smtp: SmtpConfig | null;
  /** The payment service (PSP_API_HOST, PSP_API_PORT, PSP_API_PROTOCOL, PSP_SECRET_KEY, PSP_WEBHOOK_SECRET). */
  psp: PspConfig;
}

export type StorefrontEnvironment = 'development' | 'test' | 'staging' | 'production';
const ENVIRONMENTS: readonly StorefrontEnvironment[] = ['development', 'test', 'staging', 'production'];

export interface CustomerCareConfig {
  googleClientId: string | null;
  hostedDomain: string | null;
}

/** The development issuer's audience and domain when GOOGLE_CLIENT_ID and CUSTOMER_CARE_DOMAIN are unset. */
export const DEVELOPMENT_CUSTOMER_CARE: Readonly<Required<{ [K in keyof CustomerCareConfig]: string }>> = {
  googleClientId: 'storefront-development-client',
  hostedDomain: 'customer-care.test',
};

export interface SmtpConfig {
  host: string;
  port: number;
  from: string;
  user?: string;
  password?: string;
}

/** The remotes' dev origins and the one-process storefront origin. */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
  'http://localhost:3005',
  'http://localhost:8080',
  'http://*.localhost:8080',
  'http://127.0.0.1:8080',
];

function integer(value: string | undefined, fallback: number, min: number, max: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max} (got "${value}")`);
  }
  return n;
}

function environment(value: string | undefined): StorefrontEnvironment {
  const name = (value ?? '').trim() || 'development';
  if (!ENVIRONMENTS.includes(name as StorefrontEnvironment)) throw new Error(`STOREFRONT_ENV must be one of ${ENVIRONMENTS.join(', ')} (got "${name}")`);
  return name as StorefrontEnvironment;
}

function smtp(env: NodeJS.ProcessEnv): SmtpConfig | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const from = env.SMTP_FROM?.trim();
  if (!from) throw new Error('SMTP_FROM must be set with SMTP_HOST (the sender address of the e-mails)');
  return {
    host,
    port: integer(env.SMTP_PORT, 587, 1, 65535, 'SMTP_PORT'),
    from,
    ...(env.SMTP_USER ? { user: env.SMTP_USER, password: env.SMTP_PASSWORD ?? '' } : {}),
  };
}

/** TRUST_PROXY's addresses and CIDRs (`10.0.0.1, 172.16.0.0/12, ::1`); anything else is a configuration error. */
export function trustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (!version || !prefixOk || rest.length) throw new Error(`TRUST_PROXY must list IP addresses or CIDRs, comma separated (got "${entry}")`);
  }
  return entries;
}

function timeouts(env: NodeJS.ProcessEnv): Pick<ApiConfig, 'requestTimeoutMs' | 'headersTimeoutMs'> {
  const requestTimeoutMs = integer(env.REQUEST_TIMEOUT_MS, HTTP.requestTimeoutMs, 100, 600_000, 'REQUEST_TIMEOUT_MS');
  const headersTimeoutMs = integer(env.HEADERS_TIMEOUT_MS, Math.min(HTTP.headersTimeoutMs, requestTimeoutMs), 100, requestTimeoutMs, 'HEADERS_TIMEOUT_MS (at most REQUEST_TIMEOUT_MS)');
  return { requestTimeoutMs, headersTimeoutMs };
}

function siteOrigins(value: string | undefined, port: number): Record<SiteCode, string> {
  const origins = Object.fromEntries(SITE_CODES.map((site) => [site, `http://${SITES[site].localHost}:${port}`])) as Record<SiteCode, string>;
  for (const entry of (value ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [site, origin] = entry.split('=').map((p) => p.trim());
    let url: URL | null = null;
    try {
      url = new URL(origin ?? '');
    } catch {
      url = null;
    }
    if (!isSiteCode(site) || !url || !/^https?:$/.test(url.protocol) || url.origin !== origin!.replace(/\/$/, ''))
      throw new Error(`SITE_ORIGINS must list site=origin pairs, e.g. fr_FR=https://www.example.fr (got "${entry}")`);
    origins[site] = url.origin;
  }
  return origins;
}

/** Reads the configuration from environment variables; throws a readable error on an invalid value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const size = (env.CATALOGUE_SIZE ?? 'default').trim() || 'default';
  if (!CATALOGUE_SIZES.includes(size as CatalogueSize)) {
    throw new Error(`CATALOGUE_SIZE must be one of ${CATALOGUE_SIZES.join(', ')} (got "${size}")`);
  }
  const origins = env.CORS_ORIGINS?.trim()
    ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
    : DEFAULT_CORS_ORIGINS;
  const port = integer(env.PORT, 8081, 0, 65535, 'PORT');
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: env.DATA_DIR?.trim() || '.data/',
    catalogueSize: size as CatalogueSize,
    corsOrigins: origins,
    bodyLimit: integer(env.BODY_LIMIT, 64 * 1024, 1024, 10 * 1024 * 1024, 'BODY_LIMIT'),
    ...timeouts(env),
    keepAliveTimeoutMs: integer(env.KEEP_ALIVE_TIMEOUT_MS, HTTP.keepAliveTimeoutMs, 100, 600_000, 'KEEP_ALIVE_TIMEOUT_MS'),
    maxConnections: integer(env.MAX_CONNECTIONS, HTTP.maxConnections, 1, 1_000_000, 'MAX_CONNECTIONS'),
    shutdownTimeoutMs: integer(env.SHUTDOWN_TIMEOUT_MS, 10_000, 100, 60_000, 'SHUTDOWN_TIMEOUT_MS'),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    customerCare: { googleClientId: env.GOOGLE_CLIENT_ID?.trim() || null, hostedDomain: env.CUSTOMER_CARE_DOMAIN?.trim().toLowerCase() || null },
    logsRateLimit: integer(env.LOGS_RATE_LIMIT, 30, 1, 100_000, 'LOGS_RATE_LIMIT'),
    analyticsRateLimit: integer(env.ANALYTICS_RATE_LIMIT, 120, 1, 100_000, 'ANALYTICS_RATE_LIMIT'),
    siteOrigins: siteOrigins(env.SITE_ORIGINS, port),
    checkBookingRateLimit: integer(env.CHECK_BOOKING_RATE_LIMIT, 20, 1, 100_000, 'CHECK_BOOKING_RATE_LIMIT'),
    priceRateLimit: integer(env.PRICE_RATE_LIMIT, 300, 1, 100_000, 'PRICE_RATE_LIMIT'),
    signInCodeRateLimit: integer(env.SIGN_IN_CODE_RATE_LIMIT, 5, 1, 100_000, 'SIGN_IN_CODE_RATE_LIMIT'),
    wishlistAlertIntervalMs: integer(env.WISHLIST_ALERT_INTERVAL_MS, 3_600_000, 0, 7 * 24 * 3_600_000, 'WISHLIST_ALERT_INTERVAL_MS'),
    environment: environment(env.STOREFRONT_ENV),
    smtp: smtp(env),
    psp: readPspConfig(env),
  };
}

/** Turns configured origins (with `*.` wildcards) into what @fastify/cors accepts. */
export function corsOriginMatchers(origins: string[]): (string | RegExp)[] {
  return origins.map((origin) => {
    if (origin === '*') return /.*/;
    if (!origin.includes('*')) return origin;
    const escaped = origin.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[a-z0-9-]+(?:\\.[a-z0-9-]+)*');
    return new RegExp(`^${escaped}$`, 'i');
  });
}
