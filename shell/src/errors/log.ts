/**
 * Errors posted to the gateway logs endpoint (site-wide §7): level ERROR, locale, location, message cut to
 * 256 characters. Crashes use the location `application.client.error`. Logging never throws.
 */
import type { SiteCode } from '@storefront/contracts';

export const LOG_MESSAGE_MAX = 256;
export const CRASH_LOCATION = 'application.client.error';

export interface LogEntry {
  level: 'ERROR';
  locale: SiteCode;
  location: string;
  message: string;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function logEntry(error: unknown, locale: SiteCode, location: string): LogEntry {
  // cut by characters (code points), never in the middle of one (an emoji is one character, two UTF-16 units)
  return { level: 'ERROR', locale, location, message: [...errorMessage(error)].slice(0, LOG_MESSAGE_MAX).join('') };
}

export function postError(frontGateway: string, entry: LogEntry, fetchImpl: typeof fetch = fetch): Promise<void> {
  return fetchImpl(`${frontGateway}/logs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entry),
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}
