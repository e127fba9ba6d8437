import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 1 << 20;

export class BodyTooLarge extends Error {}

/** A request body as text, refused past 1 MiB. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge('request body over 1 MiB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
