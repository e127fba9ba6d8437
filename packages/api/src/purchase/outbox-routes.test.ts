/** The development outbox page through the real app, and the worker started by the app when SMTP is set. */
import { json, testApi, type TestApi } from '../../test/helpers';
import { startSmtpSink } from '../../test/smtp-sink';
import { orderConfirmationEmail } from './emails';
import { enqueueMessage } from './outbox';

const content = orderConfirmationEmail({
  locale: 'nl_NL',
  reference: '11223344',
  buyer: { firstName: 'Sanne', lastName: '<b>de Vries</b>' },
  lines: [{ label: 'Weekend Texel', amount: 21_900 }],
  insuranceAmount: 0,
  shippingAmount: 0,
  reductionAmount: 0,
  giftCardAmount: 0,
  totalAmount: 21_900,
  amountToPay: 21_900,
  orderUrl: 'http://nl.localhost:8080/confirmation/x?secret=y',
});

describe('in development', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ config: { environment: 'development', smtp: null } });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('lists the outbox, escaped, and shows a message as sent', async () => {
    const id = await enqueueMessage(api.database.db, { to: 'sanne@example.org', locale: 'nl_NL', template: 'order-confirmation', content });
    const list = await api.app.inject({ method: 'GET', url: '/gateway/dev/outbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.body).toContain('sanne@example.org');
    expect(list.body).toContain('Weekend Stays – Bevestiging van je bestelling 11223344');
    expect(list.body).toContain('SMTP_HOST is not set');
    const one = await api.app.inject({ method: 'GET', url: `/gateway/dev/outbox/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Beste Sanne &lt;b&gt;de Vries&lt;/b&gt;,');
    expect((await api.app.inject({ method: 'GET', url: '/gateway/dev/outbox/999999' })).statusCode).toBe(404);
    expect(json(await api.app.inject({ method: 'GET', url: '/gateway/dev/outbox/abc' })).error.fields[0].field).toBe('id');
  });

  it('is not in the OpenAPI document', async () => {
    const doc = json(await api.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    expect(Object.keys(doc.paths).filter((p) => p.includes('/dev/'))).toEqual([]);
  });
});

it('does not exist in production', async () => {
  const api = await testApi({ config: { environment: 'production', smtp: null } });
  try {
    expect((await api.app.inject({ method: 'GET', url: '/gateway/dev/outbox' })).statusCode).toBe(404);
  } finally {
    await api.close();
  }
}, 120_000);

it('with SMTP set, the app sends what is in the outbox', async () => {
  const sink = await startSmtpSink();
  const api = await testApi({ config: { smtp: { host: '127.0.0.1', port: sink.port, from: 'no-reply@weekend-stays.example' } } });
  try {
    await enqueueMessage(api.database.db, { to: 'app@example.org', locale: 'nl_NL', template: 'order-confirmation', content });
    for (let i = 0; i < 200 && sink.mails.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(sink.mails.map((m) => m.to)).toEqual([['app@example.org']]);
  } finally {
    await api.close();
    await sink.close();
  }
}, 120_000);
