/**
 * A tiny SMTP server for tests (RFC 5321's plain dialogue, no TLS, no auth): it keeps every message it accepts, and
 * can refuse recipients (`refuse`) to exercise retries.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface SunkMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  port: number;
  mails: SunkMail[];
  /** recipients answered 451 (temporary failure) */
  refuse: Set<string>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const refuse = new Set<string>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let mail: SunkMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          mail = { from: /<(.*)>/.exec(line)?.[1] ?? '', to: [], data: '' };
          reply('250 ok');
        } else if (verb === 'RCPT') {
          const to = /<(.*)>/.exec(line)?.[1] ?? '';
          if (refuse.has(to)) reply('451 try again later');
          else {
            mail.to.push(to);
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' };
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    refuse,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
