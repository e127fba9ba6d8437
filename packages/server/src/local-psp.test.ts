import Stripe from 'stripe';
import { startLocalPsp, wantsLocalPsp } from './local-psp';

it('runs the local test PSP only in development and test, and only when no PSP is configured', () => {
  expect(wantsLocalPsp('development', {})).toBe(true);
  expect(wantsLocalPsp('test', { PSP_API_HOST: ' ' })).toBe(true);
  expect(wantsLocalPsp('development', { PSP_API_HOST: 'api.stripe.com' })).toBe(false);
  expect(wantsLocalPsp('staging', {})).toBe(false);
  expect(wantsLocalPsp('production', {})).toBe(false);
});

it('points the API at a PSP that takes a test card payment through the stripe SDK', async () => {
  const base = { apiHost: 'api.stripe.com', apiPort: 443, apiProtocol: 'https' as const, secretKey: 'sk_test_local', webhookSecret: 'whsec_local' };
  const { server, config } = await startLocalPsp(base, {});
  try {
    expect(config).toMatchObject({ apiHost: '127.0.0.1', apiProtocol: 'http', secretKey: 'sk_test_local', webhookSecret: 'whsec_local' });
    const stripe = new Stripe(config.secretKey, { host: config.apiHost, port: config.apiPort, protocol: config.apiProtocol });
    const intent = await stripe.paymentIntents.create({ amount: 12_345, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 12_345 });
  } finally {
    await server.close();
  }
});
