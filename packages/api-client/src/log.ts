import type { StorefrontContext } from '@storefront/contracts';
import { createApiClientFor, type ApiClient } from './client';

/** Log message bound (site-wide §9). */
export const LOG_MESSAGE_MAX = 256;
/** Location of render crashes caught by error boundaries. */
export const CRASH_LOCATION = 'application.client.error';

export interface ClientErrorEntry {
  /** Where it happened ('application.client.error' for crashes, 'mf-search.facets'...). */
  location?: string;
  /** The error or its message; cut to 256 characters. */
  message: unknown;
}

/** The text of anything thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

const clients = new WeakMap<StorefrontContext, ApiClient<unknown>>();

/**
 * POST `{frontGateway}/logs` with level ERROR, the locale, the location and the message cut to 256 characters.
 * Never throws: resolves true when the API accepted the entry, false otherwise.
 */
export async function logClientError(context: StorefrontContext, entry: ClientErrorEntry): Promise<boolean> {
  let client = clients.get(context);
  if (!client) {
    client = createApiClientFor<unknown>(context, { timeout: 5_000 });
    clients.set(context, client);
  }
  const body = {
    level: 'ERROR',
    locale: context.locale,
    location: (entry.location || CRASH_LOCATION).slice(0, LOG_MESSAGE_MAX),
    message: messageOf(entry.message).slice(0, LOG_MESSAGE_MAX),
  };
  try {
    await (await client.http()).post('/gateway/logs', body);
    return true;
  } catch {
    return false;
  }
}
