/**
 * GET /gateway/dev/outbox (development and test only, STOREFRONT_ENV): the latest outbox messages, so e-mails can be
 * read without a mail server; GET /gateway/dev/outbox/{id} shows one as its recipient would see it (its HTML, else
 * its text). Not in the OpenAPI document: no client calls them. Also starts the outbox worker when SMTP is set.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { outboxMessages } from '../db/schema';
import { notFound } from '../server/errors';
import type { ApiInstance, RouteContext } from '../routes/context';
import { escapeHtml } from './emails';
import { smtpTransport, startOutboxWorker } from './outbox';

const PAGE_SIZE = 100;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}.error{color:#b00020}</style></head><body>${body}</body></html>`;
}

export async function devOutboxRoutes(app: ApiInstance, { database, config }: RouteContext): Promise<void> {
  if (config.environment !== 'development' && config.environment !== 'test') return;
  const { db } = database;
  app.get('/gateway/dev/outbox', { schema: { hide: true, querystring: Type.Object({}) } }, async (_request, reply) => {
    const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(PAGE_SIZE);
    const lines = rows.map(
      (m) =>
        `<tr><td><a href="/gateway/dev/outbox/${m.id}">${m.id}</a></td><td>${escapeHtml(m.toAddress)}</td><td>${escapeHtml(m.subject)}</td><td>${escapeHtml(m.template)} (${escapeHtml(m.locale)})</td>` +
        `<td>${m.createdAt.toISOString()}</td><td>${m.sentAt ? `sent ${m.sentAt.toISOString()}` : `due ${m.sendAfter.toISOString()}`}</td><td>${m.attempts}${m.lastError ? ` <span class="error">${escapeHtml(m.lastError)}</span>` : ''}</td></tr>`,
    );
    const smtp = config.smtp ? `sent by SMTP through ${escapeHtml(config.smtp.host)}:${config.smtp.port}` : 'SMTP_HOST is not set: messages stay here';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Outbox',
          `<h1>Outbox</h1><p>${rows.length} latest messages; ${smtp}.</p><table><thead><tr><th>#</th><th>To</th><th>Subject</th><th>Template</th><th>Written</th><th>State</th><th>Attempts</th></tr></thead><tbody>${lines.join('')}</tbody></table>`,
        ),
      );
  });
  app.get(
    '/gateway/dev/outbox/:id',
    { schema: { hide: true, params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }) } },
    async (request, reply) => {
      const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, request.params.id)).limit(1);
      if (!message) throw notFound('Outbox message', request.params.id);
      const html = message.html ?? page(message.subject, `<pre>${escapeHtml(message.body)}</pre>`);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
}

/** With SMTP configured, the outbox worker runs while the app does. */
export function outboxWorker(instance: FastifyInstance, { database, config }: RouteContext): void {
  const smtp = config.smtp;
  if (!smtp) return;
  let worker: { stop(): Promise<void> } | null = null;
  instance.addHook('onReady', async () => {
    worker = startOutboxWorker(database.db, smtpTransport(smtp), smtp.from, { onError: (err) => instance.log.error({ err }, 'outbox worker') });
  });
  instance.addHook('onClose', async () => {
    await worker?.stop();
  });
}
