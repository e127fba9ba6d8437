/**
 * The e-mail outbox (ARCHITECTURE.md 'E-mail'; issue #28 part 8): messages are written to outbox_messages in the
 * transaction that causes them (`enqueueMessage`), and a worker sends the due ones by SMTP, at least once:
 * - a batch is claimed with FOR UPDATE SKIP LOCKED (several API processes never take the same message) and leased:
 *   its send_after moves LEASE_MS ahead and its attempts go up by one, so a process that dies mid-send leaves the
 *   message to be sent again after the lease;
 * - sent: sent_at is set; refused or unreachable server: last_error kept, retried with a growing delay (1, 2, 4...
 *   minutes, at most an hour), given up after MAX_ATTEMPTS (the development page shows it);
 * - SMTP_HOST unset: no worker, messages stay in the outbox (readable on GET /gateway/dev/outbox in development).
 * docs/decisions/0038-outbox-and-smtp.md.
 */
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import type { SiteCode } from '@storefront/contracts';
import { queryRows, type Db } from '../db';
import { outboxMessages } from '../db/schema';
import type { SmtpConfig } from '../server/config';
import type { EmailContent } from './emails';

export const LEASE_MS = 2 * 60_000;
export const MAX_ATTEMPTS = 8;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

export interface OutboxMessageInput {
  to: string;
  locale: SiteCode;
  /** which e-mail: 'order-confirmation', 'voucher-delivery'... */
  template: string;
  content: EmailContent;
  orderUuid?: string | null;
  /** not before (a gift's delivery date); default now */
  sendAfter?: Date;
}

/** Writes a message to the outbox (call it with the transaction that records what the message is about). */
export async function enqueueMessage(db: Db, message: OutboxMessageInput): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      toAddress: message.to,
      locale: message.locale,
      template: message.template,
      subject: message.content.subject,
      body: message.content.text,
      html: message.content.html,
      orderUuid: message.orderUuid ?? null,
      ...(message.sendAfter ? { sendAfter: message.sendAfter } : {}),
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Sends one mail or throws (the message is then retried). */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close?(): void;
}

/** The SMTP transport (nodemailer): STARTTLS when the server offers it, implicit TLS on port 465, optional login. */
export function smtpTransport(config: SmtpConfig): MailTransport {
  const transporter = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.port === 465,
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    },
    close: () => transporter.close(),
  };
}

/** Delay before the next attempt after `attempts` failed ones: 1, 2, 4... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

interface Claimed {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  html: string | null;
  attempts: number;
}

/** Claims up to `batch` due messages and sends them; returns what happened. */
export async function sendDueMessages(db: Db, transport: MailTransport, from: string, batch = 20): Promise<{ sent: number; failed: number }> {
  const claimed = await queryRows<Claimed>(
    db,
    sql`update outbox_messages set attempts = attempts + 1, send_after = now() + ${LEASE_MS} * interval '1 millisecond'
        where id in (
          select id from outbox_messages
          where sent_at is null and send_after <= now() and attempts < ${MAX_ATTEMPTS}
          order by send_after, id limit ${batch} for update skip locked)
        returning id, to_address, subject, body, html, attempts`,
  );
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await transport.send({ from, to: message.to_address, subject: message.subject, text: message.body, html: message.html });
      await db.execute(sql`update outbox_messages set sent_at = now(), last_error = null where id = ${message.id}`);
      sent++;
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await db.execute(
        sql`update outbox_messages set last_error = ${reason}, send_after = now() + ${retryDelayMs(message.attempts)} * interval '1 millisecond' where id = ${message.id}`,
      );
      failed++;
    }
  }
  return { sent, failed };
}

/** Sends due messages every `intervalMs` until stopped (one run at a time: a slow run delays the next). */
export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  from: string,
  options: { intervalMs?: number; onError?: (err: unknown) => void } = {},
): { stop(): Promise<void> } {
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || current) return;
    current = sendDueMessages(db, transport, from)
      .then(() => undefined, (err: unknown) => options.onError?.(err))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 5_000);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
      transport.close?.();
    },
  };
}
