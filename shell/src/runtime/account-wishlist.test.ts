/** A signed-in customer's hearts go to the account; the account's list comes into the one store on each page load. */
import type { WishlistItem } from '@storefront/contracts';
import { readWishlist, setWishlisted } from '@storefront/event-bus';
import { syncAccountWishlist } from './account-wishlist';

const stay: WishlistItem = { id: '100015', label: 'Escapade romantique', uri: '/sejour/100015', kind: 'stay' };
const activity: WishlistItem = { id: '700015', label: 'Atelier chocolat', uri: '/activite/700015', kind: 'activity' };

test("reads the account's list into the store, then sends each heart's change to the account", async () => {
  window.localStorage.clear();
  const calls: [string, RequestInit | undefined][] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(input), init]);
    return { ok: true, json: async () => ({ stays: [], activities: [activity] }) } as Response;
  }) as unknown as typeof fetch;
  const views = jest.fn();
  window.addEventListener('storage', views);

  const stop = syncAccountWishlist('/gateway');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(readWishlist().activities).toEqual([activity]);
  expect(views).toHaveBeenCalled();

  setWishlisted(stay, true);
  setWishlisted(activity, false);
  stop();
  setWishlisted(stay, false);
  expect(calls.slice(1).map(([url, init]) => [init?.method, url, init?.body ?? null])).toEqual([
    ['POST', '/gateway/account/wishlist', JSON.stringify({ stays: [stay], activities: [] })],
    ['DELETE', '/gateway/account/wishlist/activity/700015', null],
  ]);
  window.removeEventListener('storage', views);
});
