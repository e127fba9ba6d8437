/**
 * The e2e server process: the PSP's Stripe-compatible test server (@storefront/psp-test-server) on PSP_PORT, then
 * the storefront pointed at it (PSP_API_* variables), so payments run through the real stripe SDK over HTTP.
 */
import { startPspTestServer } from '@storefront/psp-test-server';
import { startStorefront } from '@storefront/server';
import { PORT, PSP_PORT } from '../support/env';

const WEBHOOK_SECRET = 'whsec_storefront_e2e';

async function main(): Promise<void> {
  const psp = await startPspTestServer({ port: PSP_PORT, webhookUrl: `http://127.0.0.1:${PORT}/gateway/purchase/psp-webhook`, webhookSecret: WEBHOOK_SECRET });
  Object.assign(process.env, { PSP_API_HOST: '127.0.0.1', PSP_API_PORT: String(PSP_PORT), PSP_API_PROTOCOL: 'http', PSP_WEBHOOK_SECRET: WEBHOOK_SECRET });
  console.log(`[e2e serve] PSP test server on ${psp.url}`);
  await startStorefront();
}

main().catch((error: unknown) => {
  console.error(`[e2e serve] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
