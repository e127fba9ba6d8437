export { startPspTestServer, type PspTestServer, type PspTestServerOptions } from './server';
export { signatureHeader } from './events';
export { TEST_CARDS, TEST_PAYMENT_METHODS, type TestCard } from './test-cards';
