/**
 * `npm -w @storefront/psp-test-server start`: the local Stripe-compatible server for development and `npm start`.
 * PORT (default 12111), HOST (default 127.0.0.1), PSP_WEBHOOK_URL, PSP_WEBHOOK_SECRET, PSP_SECRET_KEY (README.md).
 */
import { startPspTestServer } from './server';

const env = process.env;

startPspTestServer({
  port: env.PORT ? Number(env.PORT) : 12111,
  host: env.HOST || '127.0.0.1',
  webhookUrl: env.PSP_WEBHOOK_URL || undefined,
  webhookSecret: env.PSP_WEBHOOK_SECRET || undefined,
  secretKey: env.PSP_SECRET_KEY || undefined,
  log: (line) => console.log(`[psp-test-server] ${line}`),
}).then(
  (server) => {
    console.log(`[psp-test-server] Stripe-compatible test server on ${server.url}`);
    console.log(
      `[psp-test-server] webhooks to ${env.PSP_WEBHOOK_URL || 'nowhere (set PSP_WEBHOOK_URL)'}, signing secret ${server.webhookSecret}`,
    );
    const stop = () => void server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (err: unknown) => {
    console.error('[psp-test-server] failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
