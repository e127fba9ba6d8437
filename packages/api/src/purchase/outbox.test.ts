/** The outbox on the real database and a real SMTP conversation with a local sink. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { testDatabase } from '../db/testing';
import { outboxMessages } from '../db/schema';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { orderConfirmationEmail } from './emails';
import { enqueueMessage, MAX_ATTEMPTS, retryDelayMs, sendDueMessages, smtpTransport, startOutboxWorker, type MailTransport } from './outbox';

let database: Database;
let sink: SmtpSink;
let transport: MailTransport;
const FROM = 'Week-end Stays <no-reply@weekend-stays.example>';

const content = orderConfirmationEmail({
  locale: 'fr_FR',
  reference: '87654321',
  buyer: { firstName: 'Zoé', lastName: 'Lefèvre' },
  lines: [{ label: 'Séjour à Biarritz', amount: 31_800 }],
  insuranceAmount: 0,
  shippingAmount: 0,
  reductionAmount: 0,
  giftCardAmount: 0,
  totalAmount: 31_800,
  amountToPay: 31_800,
  orderUrl: 'http://fr.localhost:8080/confirmation/x?secret=y',
});

beforeAll(async () => {
  database = await testDatabase();
  sink = await startSmtpSink();
  transport = smtpTransport({ host: '127.0.0.1', port: sink.port, from: FROM });
}, 120_000);
afterAll(async () => {
  transport?.close?.();
  await sink?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(outboxMessages);
  sink.mails.length = 0;
  sink.refuse.clear();
});

const row = async (id: number) => (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

it('sends a due message by SMTP once and marks it sent', async () => {
  const id = await enqueueMessage(database.db, { to: 'zoe@example.org', locale: 'fr_FR', template: 'order-confirmation', content });
  expect(await sendDueMessages(database.db, transport, FROM)).toEqual({ sent: 1, failed: 0 });
  expect(sink.mails).toHaveLength(1);
  expect(sink.mails[0]!.to).toEqual(['zoe@example.org']);
  expect(sink.mails[0]!.from).toBe('no-reply@weekend-stays.example');
  expect(sink.mails[0]!.data).toMatch(/^Subject: .*Confirmation/m);
  expect(sink.mails[0]!.data).toContain('multipart/alternative');
  const sent = await row(id);
  expect(sent.sentAt).not.toBeNull();
  expect(sent.attempts).toBe(1);
  // nothing more to send
  expect(await sendDueMessages(database.db, transport, FROM)).toEqual({ sent: 0, failed: 0 });
  expect(sink.mails).toHaveLength(1);
});

it('keeps a message for later until its send date', async () => {
  const id = await enqueueMessage(database.db, { to: 'later@example.org', locale: 'fr_FR', template: 'voucher-delivery', content, sendAfter: new Date(Date.now() + 86_400_000) });
  expect(await sendDueMessages(database.db, transport, FROM)).toEqual({ sent: 0, failed: 0 });
  await database.db.update(outboxMessages).set({ sendAfter: new Date(Date.now() - 1000) }).where(eq(outboxMessages.id, id));
  expect(await sendDueMessages(database.db, transport, FROM)).toEqual({ sent: 1, failed: 0 });
});

it('retries a refused message later with the reason, and sends it once the server accepts', async () => {
  sink.refuse.add('busy@example.org');
  const id = await enqueueMessage(database.db, { to: 'busy@example.org', locale: 'es_ES', template: 'order-confirmation', content });
  expect(await sendDueMessages(database.db, transport, FROM)).toEqual({ sent: 0, failed: 1 });
  const failed = await row(id);
  expect(failed.sentAt).toBeNull();
  expect(failed.lastError).toMatch(/451/);
  expect(failed.sendAfter.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 5_000);
  // not due yet: not retried at once
  expect(await sendDueMessages(database.db, transport, FROM)).toEqual({ sent: 0, failed: 0 });
  sink.refuse.clear();
  await database.db.update(outboxMessages).set({ sendAfter: new Date(Date.now() - 1000) }).where(eq(outboxMessages.id, id));
  expect(await sendDueMessages(database.db, transport, FROM)).toEqual({ sent: 1, failed: 0 });
  expect(await row(id)).toMatchObject({ attempts: 2, lastError: null });
});

it('gives up after MAX_ATTEMPTS and backs off up to an hour', async () => {
  expect([1, 2, 3, 8, 20].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  const id = await enqueueMessage(database.db, { to: 'gone@example.org', locale: 'it_IT', template: 'order-confirmation', content });
  await database.db.update(outboxMessages).set({ attempts: MAX_ATTEMPTS }).where(eq(outboxMessages.id, id));
  expect(await sendDueMessages(database.db, transport, FROM)).toEqual({ sent: 0, failed: 0 });
});

it('an unreachable server is a failure to retry, not a crash', async () => {
  const dead = smtpTransport({ host: '127.0.0.1', port: 1, from: FROM });
  const id = await enqueueMessage(database.db, { to: 'a@example.org', locale: 'fr_FR', template: 'order-confirmation', content });
  expect(await sendDueMessages(database.db, dead, FROM)).toEqual({ sent: 0, failed: 1 });
  expect((await row(id)).lastError).toMatch(/ECONNREFUSED|connect/i);
});

it('two workers never send the same message twice (claims skip locked rows)', async () => {
  for (let i = 0; i < 30; i++) await enqueueMessage(database.db, { to: `n${i}@example.org`, locale: 'nl_NL', template: 'order-confirmation', content });
  const results = await Promise.all([sendDueMessages(database.db, transport, FROM, 10), sendDueMessages(database.db, transport, FROM, 10), sendDueMessages(database.db, transport, FROM, 10)]);
  expect(results.reduce((s, r) => s + r.sent, 0)).toBe(30);
  expect(new Set(sink.mails.map((m) => m.to[0])).size).toBe(30);
  expect(sink.mails).toHaveLength(30);
});

it('the worker sends what becomes due and stops cleanly', async () => {
  const worker = startOutboxWorker(database.db, transport, FROM, { intervalMs: 50 });
  await enqueueMessage(database.db, { to: 'worker@example.org', locale: 'fr_BE', template: 'order-confirmation', content });
  for (let i = 0; i < 100 && sink.mails.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  await worker.stop();
  expect(sink.mails.map((m) => m.to[0])).toEqual(['worker@example.org']);
  const [left] = await database.db.execute(sql`select count(*)::int as n from outbox_messages where sent_at is null`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  expect(left!.n).toBe(0);
});
