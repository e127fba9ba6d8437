/** The one wishlist store: separate lists, most recent first, no duplicates, kept in storage, every view follows. */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { WishlistItem } from '@storefront/contracts';
import { on } from './index';
import { useWishlist } from './react';
import { WISHLIST_STORAGE_KEY, isWishlisted, parseWishlist, readWishlist, setWishlisted } from './wishlist';

const stay = (id: string): WishlistItem => ({ id, label: `Séjour ${id}`, hotel: 'Hôtel du Lac', uri: `/sejour/${id}`, kind: 'stay' });
const activity = (id: string): WishlistItem => ({ id, label: `Activité ${id}`, uri: `/activite/${id}`, kind: 'activity' });

beforeEach(() => window.localStorage.clear());

test('stays and activities are separate lists, most recent first, without duplicates, kept in storage', () => {
  setWishlisted(stay('1'), true);
  setWishlisted(activity('1'), true);
  setWishlisted(stay('2'), true);
  setWishlisted(stay('1'), true);
  const list = readWishlist();
  expect(list.stays.map((i) => i.id)).toEqual(['1', '2']);
  expect(list.activities.map((i) => i.id)).toEqual(['1']);
  // what a reload reads
  expect(parseWishlist(window.localStorage.getItem(WISHLIST_STORAGE_KEY))).toEqual(list);
  setWishlisted(stay('1'), false);
  expect(isWishlisted(readWishlist(), stay('1'))).toBe(false);
  expect(isWishlisted(readWishlist(), activity('1'))).toBe(true);
});

test('every change is a bus event; a broken stored value is an empty list', () => {
  const seen: string[] = [];
  const off = on('wishlist', ({ item, action }) => seen.push(`${action} ${item.kind} ${item.id}`));
  setWishlisted(activity('9'), true);
  setWishlisted(activity('9'), false);
  off();
  expect(seen).toEqual(['add activity 9', 'remove activity 9']);
  window.localStorage.setItem(WISHLIST_STORAGE_KEY, '{"stays":[{"id":3}],"activities":"x"');
  expect(readWishlist()).toEqual({ stays: [], activities: [] });
  window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ stays: [{ id: 3 }, stay('4'), activity('5')], activities: [] }));
  expect(readWishlist().stays.map((i) => i.id)).toEqual(['4']);
});

function Heart({ item }: { item: WishlistItem }) {
  const on_ = isWishlisted(useWishlist(), item);
  return (
    <button type="button" aria-pressed={on_} onClick={() => setWishlisted(item, !on_)}>
      {item.label}
    </button>
  );
}

test('every mounted heart follows a change made by another one, and another tab', () => {
  render(
    <>
      <Heart item={stay('7')} />
      <Heart item={stay('7')} />
    </>,
  );
  const [a, b] = screen.getAllByRole('button');
  act(() => a!.click());
  expect(b).toHaveAttribute('aria-pressed', 'true');
  act(() => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ stays: [], activities: [] }));
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
  });
  expect(a).toHaveAttribute('aria-pressed', 'false');
});

test('a server render shows the empty list', () => {
  setWishlisted(stay('8'), true);
  expect(renderToString(<Heart item={stay('8')} />)).toContain('aria-pressed="false"');
});
