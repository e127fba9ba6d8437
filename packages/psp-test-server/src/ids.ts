import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random base62 string (Stripe's ids and secrets are prefix + base62). */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** A new object id with Stripe's prefix for that object: pi_, ch_, pm_, re_, evt_, req_. */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

/** Unix time in seconds, as every Stripe timestamp. */
export function now(): number {
  return Math.floor(Date.now() / 1000);
}
