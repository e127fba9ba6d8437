/**
 * A signed-in customer's wishlist is the account's, the same on every device (site-wide §3; decision 0082): each
 * page load reads it from the API into the one wishlist store, and every heart's change (the bus `wishlist` event)
 * is sent to the account. Anonymous visitors keep theirs in the browser until they sign in (merged then).
 */
import { on, replaceWishlist, type Wishlist } from '@storefront/event-bus';

export function syncAccountWishlist(gateway: string): () => void {
  const base = `${gateway}/account/wishlist`;
  void fetch(base, { credentials: 'same-origin' })
    .then((answer) => (answer.ok ? (answer.json() as Promise<Wishlist>) : null))
    .then((list) => list && replaceWishlist(list))
    .catch(() => undefined);
  return on('wishlist', ({ item, action }) => {
    const request =
      action === 'add'
        ? fetch(base, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(item.kind === 'activity' ? { stays: [], activities: [item] } : { stays: [item], activities: [] }),
          })
        : fetch(`${base}/${item.kind}/${encodeURIComponent(item.id)}`, { method: 'DELETE', credentials: 'same-origin' });
    // offline: the browser keeps the change; the account gets it at the next sign-in's merge
    void request.catch(() => undefined);
  });
}
