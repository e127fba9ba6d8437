/**
 * The security headers of every HTML page (docs/decisions/0065-content-security-policy-of-pages.md): a strict
 * Content-Security-Policy whose scripts come only from the page's origin, the origins of its registry's remotes and
 * inline scripts carrying the response's nonce; framing by the site itself only; HSTS and COOP outside development.
 */
import { randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '@storefront/contracts';

/** Where browsers post the pages' violation reports (the API's route, under `{frontGateway}`). */
export const CSP_REPORT_PATH = '/csp-reports';

/** A fresh nonce for one response: 128 random bits. */
export function scriptNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The origin of an absolute http(s) URL; null for a path of the page's own origin (or anything else). */
function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Google Identity Services' sign-in button (customer-care agents, decision 0080): its script, its sheet, the frame
 * of the button and the calls it makes, as Google documents them for a CSP.
 */
export const GOOGLE_IDENTITY_SERVICES = { script: 'https://accounts.google.com/gsi/client', resources: 'https://accounts.google.com/gsi/' } as const;

export interface PageSecurityOptions {
  config: Pick<RuntimeConfig, 'environment' | 'registry' | 'endpoints' | 'mapStyleUrl'> & Partial<Pick<RuntimeConfig, 'customerCare'>>;
  nonce: string;
  /** The page is on a customer-care host: with Google's client id set (staging, production), agents sign in with Google's button there. */
  customerCareHost?: boolean;
  /**
   * The shell and remotes are webpack development builds (`npm run dev`), whose modules run through eval: only then
   * does the policy allow 'unsafe-eval' (and the dev servers' live-reload sockets).
   */
  developmentBuilds?: boolean;
}

/** The page's Content-Security-Policy header value. */
export function contentSecurityPolicy({ config, nonce, developmentBuilds, customerCareHost }: PageSecurityOptions): string {
  const unique = (list: (string | null)[]) => [...new Set(list.filter((x): x is string => !!x))];
  const remotes = unique(Object.values(config.registry?.remotes ?? {}).map(originOf));
  const api = unique([config.endpoints.api, config.endpoints.frontGateway, config.endpoints.wedEndpoint, config.endpoints.origin].map(originOf));
  const reportUri = `${config.endpoints.frontGateway}${CSP_REPORT_PATH}`;
  // only where agents sign in with Google: customer-care hosts of an environment that has Google's client id
  const google = customerCareHost && config.customerCare?.googleClientId ? GOOGLE_IDENTITY_SERVICES : null;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, `'nonce-${nonce}'`, ...(developmentBuilds ? ["'unsafe-eval'"] : []), ...(google ? [google.script] : [])],
    // remotes inject their sheets as <style> elements and React sets style attributes: styles cannot run code
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...(google ? [google.resources] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...api],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...api, ...unique([originOf(config.mapStyleUrl)]), ...(developmentBuilds ? ['ws:', 'wss:'] : []), ...(google ? [google.resources] : [])],
    // the Google button is a frame of accounts.google.com; nothing else is framed
    ...(google ? { 'frame-src': ["'self'", google.resources] } : {}),
    // maplibre's worker: a blob: URL or its file beside the bundle
    'worker-src': ["'self'", 'blob:', ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // report-uri only: with report-to, Chromium ignores report-uri and sends its reports in batches, up to a minute
    // later (the endpoint takes both formats)
    'report-uri': [reportUri],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every header of the page's security: the policy, the legacy framing header, and HSTS and COOP outside development. */
export function pageSecurityHeaders(options: PageSecurityOptions): Record<string, string> {
  const production = options.config.environment !== 'development';
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-frame-options': 'SAMEORIGIN',
    ...(production
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains', 'cross-origin-opener-policy': 'same-origin' }
      : {}),
  };
}
