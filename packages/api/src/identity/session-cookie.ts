/** The session cookies of agents and customers: one shape, one hashing (docs/decisions/0080, 0082). */
import { createHash, randomBytes } from 'node:crypto';
import type { StorefrontEnvironment } from '../server/config';

/** A new session's cookie value: 256 random bits. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a session's cookie value (never the value itself). */
export function sessionHash(kind: string, id: string): string {
  return createHash('sha256').update(`${kind}:${id}`).digest('hex');
}

/**
 * A session cookie's Set-Cookie text: HttpOnly (no script reads it), SameSite=Lax, Secure outside development and
 * test (which run on http://localhost). `value` null clears it.
 */
export function sessionCookie(name: string, value: string | null, maxAgeSeconds: number, environment: StorefrontEnvironment): string {
  const secure = environment === 'development' || environment === 'test' ? '' : '; Secure';
  return `${name}=${value ?? ''}; Path=/; Max-Age=${value === null ? 0 : maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
