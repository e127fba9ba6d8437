/**
 * The checkout's funnel events through the spec's beacon (site-wide §7: POST {frontGateway}/analytics/ga/collect/{pos},
 * session valid 30 minutes, 4 retries 150 ms apart) so the API counts add_to_cart, purchase and payment_failure;
 * `track` also pushes the event on the bus (the data layer), as the other remotes do.
 */
import { isApiError, type ApiBody } from '@storefront/api-client';
import type { SiteCode } from '@storefront/contracts';
import { emit } from '@storefront/event-bus';
import type { CheckoutApiClient } from './client';

export type FunnelEvent = 'add_to_cart' | 'purchase' | 'payment_failure';

/** localStorage: the browser's pseudonymous id and its current session. */
export const ANALYTICS_SESSION_KEY = 'sf-analytics-session';
/** A session ends after 30 minutes without an event. */
export const SESSION_MS = 30 * 60_000;
export const BEACON_RETRIES = 4;
export const BEACON_RETRY_DELAY_MS = 150;

interface Session {
  clientId: string;
  sessionId: string;
  lastAt: number;
}

const newId = () => globalThis.crypto.randomUUID();

/** The browser's id and its session, a new session after 30 minutes without an event (`now` in ms). */
export function analyticsSession(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now: number): { clientId: string; sessionId: string } {
  let stored: Partial<Session> | null = null;
  try {
    stored = JSON.parse(storage?.getItem(ANALYTICS_SESSION_KEY) ?? 'null') as Partial<Session> | null;
  } catch {
    stored = null;
  }
  const clientId = typeof stored?.clientId === 'string' ? stored.clientId : newId();
  const alive = typeof stored?.sessionId === 'string' && typeof stored.lastAt === 'number' && now - stored.lastAt < SESSION_MS;
  const sessionId = alive ? stored!.sessionId! : newId();
  try {
    storage?.setItem(ANALYTICS_SESSION_KEY, JSON.stringify({ clientId, sessionId, lastAt: now }));
  } catch {
    // storage refused: this event still goes, the next one starts another session
  }
  return { clientId, sessionId };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A failure worth another try: no answer, a server error, too many requests. A 4xx stays a 4xx. */
const retryable = (error: unknown) => !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;

/** Sends one event to the beacon; up to 4 retries 150 ms apart. Never throws (analytics never breaks a purchase). */
export async function sendBeacon(client: CheckoutApiClient, site: SiteCode, name: FunnelEvent, params: Record<string, unknown>, wait: (ms: number) => Promise<void> = sleep): Promise<boolean> {
  const storage = typeof window === 'undefined' ? null : window.localStorage;
  const { clientId, sessionId } = analyticsSession(storage, Date.now());
  // the generated type cannot say 'text, numbers, lists of items' (the API checks the values): the params as they are
  const body: ApiBody<'/gateway/analytics/ga/collect/{pos}'> = { client_id: clientId, session_id: sessionId, events: [{ name, params: params as Record<string, never> }] };
  for (let attempt = 0; attempt <= BEACON_RETRIES; attempt++) {
    try {
      await client.post('/gateway/analytics/ga/collect/{pos}', body, { pathParams: { pos: site } });
      return true;
    } catch (error) {
      if (attempt === BEACON_RETRIES || !retryable(error)) return false;
      await wait(BEACON_RETRY_DELAY_MS);
    }
  }
  return false;
}

/** sessionStorage: the checkouts whose add_to_cart was counted in this tab (a reload does not count it again). */
const COUNTED_KEY = 'sf-checkout-cart';

/** Counts a checkout's add_to_cart once per tab (the product page pushed it on the bus when the visitor went on). */
export function countAddToCart(client: CheckoutApiClient, site: SiteCode, fingerprint: string, params: Record<string, unknown>): void {
  try {
    const counted = JSON.parse(window.sessionStorage.getItem(COUNTED_KEY) ?? '[]') as string[];
    if (counted.includes(fingerprint)) return;
    window.sessionStorage.setItem(COUNTED_KEY, JSON.stringify([...counted.slice(-19), fingerprint]));
  } catch {
    // storage refused: counted on every visit rather than never
  }
  void sendBeacon(client, site, 'add_to_cart', params);
}

/** Pushes a funnel event on the bus (the data layer) and sends it to the beacon. */
export function track(client: CheckoutApiClient, site: SiteCode, name: FunnelEvent, params: Record<string, unknown>): void {
  emit('analytics', { event: name, payload: params });
  void sendBeacon(client, site, name, params);
}
