import { ApiError } from '@storefront/api-client';
import { mockClient } from '../test/render';
import { ANALYTICS_SESSION_KEY, BEACON_RETRIES, BEACON_RETRY_DELAY_MS, SESSION_MS, analyticsSession, countAddToCart, sendBeacon } from './analytics';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('analytics session', () => {
  it('keeps the browser id and the session while events come within 30 minutes, then starts a new session', () => {
    const first = analyticsSession(window.localStorage, 1_000);
    const soon = analyticsSession(window.localStorage, 1_000 + SESSION_MS - 1);
    expect(soon).toEqual(first);
    // 30 minutes after the last event (not the first): a new session, the same browser
    const later = analyticsSession(window.localStorage, 1_000 + 2 * SESSION_MS - 1);
    expect(later.clientId).toBe(first.clientId);
    expect(later.sessionId).not.toBe(first.sessionId);
    expect(JSON.parse(window.localStorage.getItem(ANALYTICS_SESSION_KEY)!)).toMatchObject({ lastAt: 1_000 + 2 * SESSION_MS - 1 });
  });

  it('a damaged entry is a new browser id', () => {
    window.localStorage.setItem(ANALYTICS_SESSION_KEY, '{not json');
    expect(analyticsSession(window.localStorage, 0).clientId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('beacon', () => {
  it('posts the event to collect/{pos} with the browser and session ids', async () => {
    const { client, calls } = mockClient({ post: () => Promise.resolve(null) });
    expect(await sendBeacon(client, 'nl_BE', 'purchase', { value: 14990, currency: 'EUR' })).toBe(true);
    expect(calls).toEqual([
      {
        method: 'post',
        path: '/gateway/analytics/ga/collect/{pos}',
        options: { pathParams: { pos: 'nl_BE' }, body: { client_id: expect.any(String), session_id: expect.any(String), events: [{ name: 'purchase', params: { value: 14990, currency: 'EUR' } }] } },
      },
    ]);
  });

  it('retries a failed beacon 4 times, 150 ms apart, then gives up without throwing', async () => {
    const waits: number[] = [];
    const { client, calls } = mockClient({ post: () => Promise.reject(new ApiError(503, 'SERVICE_UNAVAILABLE', 'down')) });
    expect(await sendBeacon(client, 'fr_FR', 'payment_failure', {}, async (ms) => void waits.push(ms))).toBe(false);
    expect(calls).toHaveLength(1 + BEACON_RETRIES);
    expect(waits).toEqual(Array(BEACON_RETRIES).fill(BEACON_RETRY_DELAY_MS));
  });

  it('succeeds on a retry after a network failure', async () => {
    let n = 0;
    const { client, calls } = mockClient({ post: () => (n++ < 2 ? Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline')) : Promise.resolve(null)) });
    expect(await sendBeacon(client, 'fr_FR', 'add_to_cart', {}, async () => undefined)).toBe(true);
    expect(calls).toHaveLength(3);
  });

  it('does not retry what the API refuses (400): the same body would be refused again', async () => {
    const { client, calls } = mockClient({ post: () => Promise.reject(new ApiError(400, 'VALIDATION_ERROR', 'bad')) });
    expect(await sendBeacon(client, 'fr_FR', 'add_to_cart', {}, async () => undefined)).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('counts a checkout’s add_to_cart once per tab', async () => {
    const { client, calls } = mockClient({ post: () => Promise.resolve(null) });
    countAddToCart(client, 'fr_FR', '/checkout#a', { value: 1 });
    countAddToCart(client, 'fr_FR', '/checkout#a', { value: 1 });
    countAddToCart(client, 'fr_FR', '/checkout#b', { value: 2 });
    await Promise.resolve();
    expect(calls.map((c) => (c.options.body as { events: { params: unknown }[] }).events[0]!.params)).toEqual([{ value: 1 }, { value: 2 }]);
  });
});
