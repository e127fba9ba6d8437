/**
 * Payments out of the box in development and tests: without PSP_API_HOST, `npm start` runs the repository's
 * Stripe-compatible test server (@storefront/psp-test-server) beside the storefront and points the API's stripe
 * SDK at it, so a visitor can pay with the PSP's test cards offline. Staging and production talk to the PSP
 * configured by PSP_API_* (default the real host), never to this one. See docs/decisions/0030.
 */
import type { PspConfig } from '@storefront/api';
import type { Environment } from '@storefront/contracts';

export interface LocalPsp {
  url: string;
  /** where the PSP sends its signed webhooks, once the storefront's port is known */
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

export function wantsLocalPsp(environment: Environment, env: NodeJS.ProcessEnv): boolean {
  return (environment === 'development' || environment === 'test') && !env.PSP_API_HOST?.trim();
}

/** Starts the test PSP on PSP_TEST_PORT (default: a free port) and returns the API's PSP settings for it. */
export async function startLocalPsp(psp: PspConfig, env: NodeJS.ProcessEnv): Promise<{ server: LocalPsp; config: PspConfig }> {
  const { startPspTestServer } = await import('@storefront/psp-test-server');
  const started = await startPspTestServer({
    host: '127.0.0.1',
    port: Number(env.PSP_TEST_PORT) || 0,
    secretKey: psp.secretKey,
    webhookSecret: psp.webhookSecret,
  });
  return {
    server: { url: started.url, setWebhookUrl: (url) => started.setWebhookUrl(url), close: () => started.close() },
    config: { ...psp, apiHost: '127.0.0.1', apiPort: started.port, apiProtocol: 'http' },
  };
}
